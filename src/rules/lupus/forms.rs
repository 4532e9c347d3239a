//! Lupus PM forms: for the coming phase, each player's orders as his role may send them, with
//! the legal choices the state leaves (living targets, "un altro giocatore", the remaining
//! one-shot powers, "non … per due notti consecutive"), exactly what `orders::read` accepts.
//! The living get a form (empty when they have nothing to send); the dead only when the rules
//! still let them act: a dead Unicorno who has not yet given his blood.

use super::orders::{consecutive, protector_key};
use super::pack::{Disagreement, giovane_alone};
use super::roles::Role;
use super::state::{Phase, State};
use crate::core::forms::{Form, FormOrder, Slot};
use crate::core::game::Game;
use crate::core::msg::{Lang, Msg};

/// The verb as the game's players write it: the rulebook's Italian, or English in an English
/// game (the verb table has no Spanish).
fn verb(game: &Game, it: &str, en: &str) -> String {
    match game.language {
        Lang::En => en.to_string(),
        _ => it.to_string(),
    }
}

/// The option `pack_disagreement` as the forms' messages select on it.
fn agreement(agree: Disagreement) -> &'static str {
    match agree {
        Disagreement::Refuse => "refuse",
        Disagreement::First => "first",
        Disagreement::Last => "last",
    }
}

/// What a form is drawn from: the game, its state, the living in list order.
struct Table<'a> {
    game: &'a Game,
    state: &'a State,
    living: Vec<String>,
    wrap: bool,
    agree: Disagreement,
}

impl Table<'_> {
    /// The living but `me` ("un altro giocatore").
    fn others(&self, me: &str) -> Vec<String> {
        self.living.iter().filter(|p| *p != me).cloned().collect()
    }

    /// The living who are not LUPI: a bite on a wolf is refused.
    fn prey(&self) -> Vec<String> {
        self.living
            .iter()
            .filter(|p| !self.state.role(p).is_wolf())
            .cloned()
            .collect()
    }

    /// Every three consecutive living players without `me`, each written as the PM writes it
    /// (`Ana Bruno Carla`): "tre giocatori tra loro adiacenti … La Volpe non può includere sé
    /// stessa tra i tre giocatori annusati".
    fn triples(&self, me: &str) -> Vec<String> {
        let n = self.living.len();
        if n < 3 {
            return Vec::new();
        }
        let starts = if self.wrap { n } else { n - 2 };
        let mut out: Vec<String> = Vec::new();
        for s in 0..starts {
            let three: Vec<String> = (0..3).map(|k| self.living[(s + k) % n].clone()).collect();
            let line = three.join(" ");
            if !three.iter().any(|p| p == me)
                && consecutive(self.game, &three, self.wrap)
                && !out.contains(&line)
            {
                out.push(line);
            }
        }
        out
    }

    /// The protector's choices: another living player, but not the one he named and really
    /// protected last night ("non può proteggere lo stesso giocatore per due notti
    /// consecutive"; ruling 8), as `orders::read` refuses it.
    fn protectable(&self, me: &str, n: u32) -> Vec<String> {
        let memory = &self.state.memory;
        let key = protector_key(self.state.role(me), me);
        let repeat = |p: &String| {
            memory.named_last.get(&key) == Some(p)
                && memory.protected_last.get(&key) == Some(p)
                && memory.last_night(&key, n)
        };
        self.others(me).into_iter().filter(|p| !repeat(p)).collect()
    }

    /// Who the Mago giratempo may bring back: "un giocatore che sia morto durante il giorno o
    /// la notte precedenti", and still dead.
    fn recently_dead(&self) -> Vec<String> {
        let memory = &self.state.memory;
        self.game
            .players
            .iter()
            .filter(|p| {
                !p.alive
                    && (memory.died_last.contains(&p.name) || memory.died_before.contains(&p.name))
            })
            .map(|p| p.name.clone())
            .collect()
    }
}

fn other() -> Msg {
    Msg::new("lupus-form-other")
}

fn player() -> Msg {
    Msg::new("lupus-form-player")
}

/// The orders of `me`'s role on Notte `n`, each with its card's limits.
fn night(t: &Table, me: &str, n: u32) -> Vec<FormOrder> {
    let role = t.state.role(me);
    let mut orders = Vec::new();
    orders.extend(seeing(t, me, role, n));
    orders.extend(guarding(t, me, role, n));
    orders.extend(scheming(t, me, role, n));
    orders.extend(biting(t, me, role, n));
    orders
}

/// The powers that learn: Postino, Veggente, Veggente gufato, Medium cieco, Volpe.
fn seeing(t: &Table, me: &str, role: Role, n: u32) -> Vec<FormOrder> {
    let game = t.game;
    let memory = &t.state.memory;
    let others = t.others(me);
    let mut orders = Vec::new();
    // "a partire dalla seconda" (Notte 1): from the second night.
    let second = n >= 1;
    match role {
        // "Durante la notte, può scegliere un giocatore (compreso sé stesso)".
        Role::Postino => orders.push(
            FormOrder::new(
                &verb(game, "consegna", "deliver"),
                Msg::new("lupus-form-deliver"),
            )
            .one_of(player(), t.living.clone()),
        ),
        // "Ogni notte sceglie un altro giocatore su cui indagare".
        Role::Veggente => orders.push(
            FormOrder::new(
                &verb(game, "indaga", "investigate"),
                Msg::new("lupus-form-investigate"),
            )
            .one_of(other(), others.clone()),
        ),
        // "In alternativa, può scegliere di mandare un gufo con il responso a un secondo
        // giocatore".
        Role::VeggenteGufato => {
            orders.push(
                FormOrder::new(
                    &verb(game, "indaga", "investigate"),
                    Msg::new("lupus-form-investigate"),
                )
                .one_of(other(), others.clone()),
            );
            orders.push(
                FormOrder::new(&verb(game, "gufo", "owl"), Msg::new("lupus-form-owl"))
                    .one_of(other(), others.clone())
                    .one_of(Msg::new("lupus-form-owl-to"), others.clone()),
            );
        }
        // "Ogni notte a partire dalla seconda, deve scegliere un altro giocatore".
        Role::MediumCieco if second => orders.push(
            FormOrder::new(&verb(game, "comunica", "tell"), Msg::new("lupus-form-tell"))
                .one_of(other(), others.clone()),
        ),
        // "Se tutti e tre … sono INNOCENTI, la Volpe non potrà più usare la sua abilità".
        Role::Volpe if second && !memory.volpe_spent.iter().any(|p| p == me) => orders.push(
            FormOrder::new(&verb(game, "annusa", "sniff"), Msg::new("lupus-form-sniff"))
                .one_of(Msg::new("lupus-form-three"), t.triples(me)),
        ),
        _ => {}
    }
    orders
}

/// The powers that protect or bring back, and the Ammaestratore's: Ammaestratore, Guardiano
/// della notte, Guardie gemelle, Mago giratempo.
fn guarding(t: &Table, me: &str, role: Role, n: u32) -> Vec<FormOrder> {
    let game = t.game;
    let memory = &t.state.memory;
    let others = t.others(me);
    let mut orders = Vec::new();
    let second = n >= 1;
    match role {
        // "a partire dalla seconda notte, per una sola volta in tutta la partita".
        Role::Ammaestratore if second && !memory.spent.iter().any(|p| p == me) => orders.push(
            FormOrder::new(
                &verb(game, "ammaestra", "tame"),
                Msg::new("lupus-form-tame"),
            )
            .one_of(other(), others.clone()),
        ),
        Role::GuardianoDellaNotte if second => orders.push(
            FormOrder::new(
                &verb(game, "proteggi", "protect"),
                Msg::new("lupus-form-protect"),
            )
            .one_of(other(), t.protectable(me, n)),
        ),
        // "Alla morte di una delle guardie, la sopravvissuta perderà il potere di protezione".
        Role::GuardiaGemella if second && !memory.twins_broken => orders.push(
            FormOrder::new(
                &verb(game, "proteggi", "protect"),
                Msg::new("lupus-form-protect-twins").arg("agree", agreement(t.agree)),
            )
            .one_of(other(), t.protectable(me, n)),
        ),
        Role::MagoGiratempo if second && !memory.spent.iter().any(|p| p == me) => orders.push(
            FormOrder::new(
                &verb(game, "resuscita", "revive"),
                Msg::new("lupus-form-revive"),
            )
            .one_of(Msg::new("lupus-form-recent-dead"), t.recently_dead()),
        ),
        _ => {}
    }
    orders
}

/// The powers that move others' powers or the game itself: Marionettista, Bucaniere, Galeotto,
/// Scommettitrice.
fn scheming(t: &Table, me: &str, role: Role, n: u32) -> Vec<FormOrder> {
    let game = t.game;
    let memory = &t.state.memory;
    let others = t.others(me);
    let mut orders = Vec::new();
    let second = n >= 1;
    match role {
        // "Non può controllare lo stesso giocatore per due notti consecutive."
        Role::Marionettista if second => {
            let last = memory
                .controlled_last
                .get(me)
                .filter(|_| memory.last_night(me, n));
            let puppets = others
                .iter()
                .filter(|p| Some(*p) != last)
                .cloned()
                .collect();
            orders.push(
                FormOrder::new(
                    &verb(game, "controlla", "control"),
                    Msg::new("lupus-form-control"),
                )
                .one_of(Msg::new("lupus-form-puppet"), puppets)
                .one_of(Msg::new("lupus-form-forced"), t.living.clone()),
            );
        }
        // "Solo durante la seconda notte, deve scegliere tre giocatori (escluso sé stesso)".
        Role::Bucaniere if n == 1 => {
            let mut choose = FormOrder::new(
                &verb(game, "scegli", "choose"),
                Msg::new("lupus-form-choose"),
            );
            for _ in 0..3 {
                choose = choose.one_of(other(), others.clone());
            }
            orders.push(choose);
        }
        // "Questa azione è irreversibile": a traitor has nothing more to betray.
        Role::Galeotto if second && !memory.traitors.iter().any(|p| p == me) => {
            orders.push(FormOrder::new(
                &verb(game, "tradisci", "betray"),
                Msg::new("lupus-form-betray")
                    .arg("partner", t.state.galeotto_partner(me).unwrap_or_default()),
            ))
        }
        // "Ogni notte, può piazzare una scommessa … Non può scommettere due volte di fila
        // sullo stesso evento": one line per kind of death, without last time's bet.
        Role::Scommettitrice => {
            for (night, word, about) in [
                (true, verb(game, "notte", "night"), "lupus-form-bet-night"),
                (false, verb(game, "giorno", "day"), "lupus-form-bet-day"),
            ] {
                let last = memory
                    .last_bet
                    .get(me)
                    .filter(|b| b.night == night)
                    .map(|b| &b.player);
                let players = t
                    .living
                    .iter()
                    .filter(|p| Some(*p) != last)
                    .cloned()
                    .collect();
                orders.push(
                    FormOrder::new(&verb(game, "scommetti", "bet"), Msg::new(about))
                        .one_of(player(), players)
                        .word(&word),
                );
            }
        }
        _ => {}
    }
    orders
}

/// The pack's bite ("Sbrano").
fn biting(t: &Table, me: &str, role: Role, n: u32) -> Vec<FormOrder> {
    let game = t.game;
    let memory = &t.state.memory;
    let mut orders = Vec::new();
    let second = n >= 1;
    // "Ogni notte a partire dalla seconda, i Lupi Mannari devono mettersi d'accordo e scegliere
    // una vittima"; the Giovane lupo names it too, unless no wolf is left to bite (ruling 20).
    if role.is_wolf() && second && !giovane_alone(game, t.state, me) {
        let agree = agreement(t.agree);
        let bite = || verb(game, "sbrana", "bite");
        let victim = || Msg::new("lupus-form-victim");
        orders.push(
            FormOrder::new(&bite(), Msg::new("lupus-form-bite").arg("agree", agree))
                .one_of(victim(), t.prey()),
        );
        // "gli altri lupi per vendetta potranno sbranare una vittima aggiuntiva quella stessa
        // notte".
        if memory.revenge {
            orders.push(
                FormOrder::new(&bite(), Msg::new("lupus-form-bite-two").arg("agree", agree))
                    .one_of(victim(), t.prey())
                    .one_of(victim(), t.prey()),
            );
        }
    }
    orders
}

/// The orders of `me` on Giorno `n`: the rogo's vote or abstention ("Astensione: permessa"),
/// and the Lupo demonio's name "ogni giorno a partire dal secondo".
fn day(t: &Table, me: &str, n: u32) -> Vec<FormOrder> {
    let game = t.game;
    let others = t.others(me);
    let mut orders = vec![
        FormOrder::new(&verb(game, "vota", "vote"), Msg::new("lupus-form-vote"))
            .one_of(other(), others.clone()),
        FormOrder::new(
            &verb(game, "astengo", "abstain"),
            Msg::new("lupus-form-abstain"),
        ),
    ];
    if t.state.role(me) == Role::LupoDemonio && n >= 2 {
        orders.push(
            FormOrder::new(
                &verb(game, "nomina", "nominate"),
                Msg::new("lupus-form-nominate"),
            )
            .one_of(other(), others),
        );
    }
    orders
}

/// An order can be filled when each of its lists holds a choice for every slot drawn from it
/// (the Bucaniere's three different players): the others are left out of the form.
fn fillable(order: &FormOrder) -> bool {
    order.slots.iter().all(|slot| match slot {
        Slot::OneOf { choices, .. } => {
            let wanted = order.slots.iter().filter(|s| *s == slot).count();
            choices.len() >= wanted
        }
        _ => true,
    })
}

/// Every form for the coming phase: one per living player, in list order, and one per dead
/// Unicorno who may still give his blood ("Se l'Unicorno muore per qualsiasi motivo può
/// decidere di donare il suo sangue ad un altro giocatore", in any later PM: ruling 17).
pub fn forms(game: &Game, state: &State, wrap: bool, agree: Disagreement) -> Vec<Form> {
    let Some(phase) = Phase::parse(&game.phase) else {
        return Vec::new();
    };
    let living: Vec<String> = game
        .players
        .iter()
        .filter(|p| p.alive)
        .map(|p| p.name.clone())
        .collect();
    let t = Table {
        game,
        state,
        living,
        wrap,
        agree,
    };
    let mut out = Vec::new();
    for p in &game.players {
        let me = p.name.as_str();
        let gift =
            state.role(me) == Role::Unicorno && state.memory.gift_pending.iter().any(|g| g == me);
        if !p.alive && !gift {
            continue;
        }
        let mut orders = Vec::new();
        if gift {
            orders.push(
                FormOrder::new(&verb(game, "dona", "gift"), Msg::new("lupus-form-gift"))
                    .one_of(other(), t.others(me)),
            );
        }
        if p.alive {
            orders.extend(match phase {
                Phase::Notte(n) => night(&t, me, n),
                Phase::Giorno(n) => day(&t, me, n),
                Phase::Over => Vec::new(),
            });
        }
        orders.retain(fillable);
        out.push(Form {
            player: me.to_string(),
            orders,
        });
    }
    out
}

#[cfg(test)]
mod tests;
