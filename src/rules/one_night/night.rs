//! The night, in the announcer's order of the published game: Doppelgänger, Werewolves,
//! Minion, Masons, Seer, Robber, Troublemaker, Drunk, Insomniac, then a Doppel-Insomniac.
//! Players wake by the card they were dealt; what they see is the card there at that moment.

use super::cards::{Card, Role};
use super::orders::{Look, Night};
use super::state::State;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::rng::{Chance, Random};
use crate::core::trace::{Kind, Trace};
use std::collections::BTreeMap;

/// The night's table: the state, the PMs, and who the Doppelgänger became.
struct Table<'a> {
    roster: Vec<String>,
    state: &'a mut State,
    /// The PMs; a Doppelgänger's, once he copied, with the orders of the role he became.
    orders: BTreeMap<String, Night>,
    trace: &'a mut Trace,
    /// Doppelgänger player → the role he copied.
    doppel_as: BTreeMap<String, Role>,
}

/// What a player who looks at a card sees: its face. A used Doppelgänger card still shows the
/// Doppelgänger; which role it copied is known only to the player who copied it (the Robber who
/// takes it "will initially have no idea what team they are on").
fn role_msg(card: Card) -> String {
    card.role.key()
}

fn script_problem(e: crate::core::rng::ScriptError) -> Problem {
    Problem::new(
        Msg::new("err-script")
            .arg("value", e.value)
            .arg("bound", e.bound),
    )
}

pub fn resolve(
    roster: &[String],
    state: &mut State,
    orders: &BTreeMap<String, Night>,
    chance: &mut Chance,
    trace: &mut Trace,
) -> Result<(), Problem> {
    let mut table = Table {
        roster: roster.to_vec(),
        state,
        orders: orders.clone(),
        trace,
        doppel_as: BTreeMap::new(),
    };
    table.doppelganger(chance)?;
    table.werewolves();
    table.minion();
    table.masons();
    for seer in table.holders(Role::Seer) {
        table.seer(&seer);
    }
    for robber in table.holders(Role::Robber) {
        table.robber(&robber);
    }
    for troublemaker in table.holders(Role::Troublemaker) {
        table.troublemaker(&troublemaker);
    }
    for drunk in table.holders(Role::Drunk) {
        table.drunk(&drunk, chance)?;
    }
    for insomniac in table.holders(Role::Insomniac) {
        table.insomniac(&insomniac);
    }
    // "a Doppel-Insomniac wakes after the Insomniac"
    for (doppel, role) in table.doppel_as.clone() {
        if role == Role::Insomniac {
            table.insomniac(&doppel);
        }
    }
    Ok(())
}

impl Table<'_> {
    /// Players dealt `role`, in roster order.
    fn holders(&self, role: Role) -> Vec<String> {
        self.roster
            .iter()
            .filter(|p| self.state.dealt_role(p) == role)
            .cloned()
            .collect()
    }

    /// Players awake as `role`: dealt it, or a Doppelgänger who copied it.
    fn awake_as(&self, role: Role) -> Vec<String> {
        self.roster
            .iter()
            .filter(|p| {
                self.state.dealt_role(p) == role || self.doppel_as.get(p.as_str()) == Some(&role)
            })
            .cloned()
            .collect()
    }

    fn order(&self, player: &str) -> Night {
        self.orders.get(player).cloned().unwrap_or_default()
    }

    fn no_order(&mut self, player: &str, role: Role) {
        self.trace
            .add(
                Kind::Skipped,
                "rule-one-night-optional",
                Msg::new("one-night-no-order").arg("role", role.key()),
            )
            .actor(player)
            .to(&[player]);
    }

    /// "Doppelgänger looks at another player's card and becomes that role and team": forced,
    /// so without a PM the RNG picks the card he looks at.
    fn doppelganger(&mut self, chance: &mut Chance) -> Result<(), Problem> {
        for doppel in self.holders(Role::Doppelganger) {
            let order = self.order(&doppel);
            let target = match &order.copy {
                Some(t) => t.clone(),
                None => {
                    let others: Vec<String> = self
                        .roster
                        .iter()
                        .filter(|p| **p != doppel)
                        .cloned()
                        .collect();
                    let i = chance
                        .stream("doppelganger")
                        .pick(others.len())
                        .map_err(script_problem)?
                        .expect("one-night has three players or more");
                    self.trace
                        .add(
                            Kind::Random,
                            "rule-one-night-forced",
                            Msg::new("one-night-random-copy").arg("target", &others[i]),
                        )
                        .actor(&doppel)
                        .to(&[&doppel]);
                    others[i].clone()
                }
            };
            let copied = self.state.card(&target).acts_as();
            self.state.cards.get_mut(&doppel).expect("dealt").copied = Some(copied);
            self.doppel_as.insert(doppel.clone(), copied);
            self.trace
                .add(
                    Kind::Applied,
                    "rule-one-night-doppelganger",
                    Msg::new("one-night-doppel-copied")
                        .arg("target", &target)
                        .arg("role", copied.key()),
                )
                .actor(&doppel)
                .target(&target)
                .to(&[&doppel]);
            let order = self.conditionals(&doppel, copied, order);
            // "Seer, Robber, Troublemaker or Drunk act at once"; "a Doppel-Minion is shown the
            // werewolves right away in the Doppelgänger's turn".
            match copied {
                Role::Seer => self.seer(&doppel),
                Role::Robber => self.robber(&doppel),
                Role::Troublemaker => self.troublemaker(&doppel),
                Role::Drunk => self.drunk(&doppel, chance)?,
                Role::Minion => self.show_wolves_to(&doppel),
                _ => {}
            }
            self.skip_unused(&doppel, copied, &order);
        }
        Ok(())
    }

    /// A Doppelgänger's orders once he knows the role he copied: his order under the condition
    /// naming that role (`Si me sale vidente: ver Jorge`) is used; those under other conditions
    /// are skipped, and the trace says which (docs/rulings/one-night.md, 7).
    fn conditionals(&mut self, doppel: &str, copied: Role, mut order: Night) -> Night {
        for (role, conditional) in std::mem::take(&mut order.conditional) {
            let used = role == copied;
            let msg = if used {
                Msg::new("one-night-doppel-conditional-used")
            } else {
                Msg::new("one-night-doppel-conditional-skipped")
            };
            let kind = if used { Kind::Applied } else { Kind::Skipped };
            self.trace
                .add(
                    kind,
                    "rule-one-night-doppelganger",
                    msg.arg("line", conditional.line)
                        .arg("condition", &conditional.text)
                        .arg("for", role.key())
                        .arg("role", copied.key()),
                )
                .actor(doppel);
            if used {
                let under = conditional.order;
                order.see = under.see.or(order.see);
                order.rob = under.rob.or(order.rob);
                order.swap = under.swap.or(order.swap);
                order.take = under.take.or(order.take);
            }
        }
        self.orders.insert(doppel.to_string(), order.clone());
        order
    }

    /// The orders a Doppelgänger sent for roles he did not become.
    fn skip_unused(&mut self, doppel: &str, copied: Role, order: &Night) {
        let sent = [
            (order.see.is_some(), Role::Seer, "see"),
            (order.rob.is_some(), Role::Robber, "rob"),
            (order.swap.is_some(), Role::Troublemaker, "swap"),
            (order.take.is_some(), Role::Drunk, "take"),
        ];
        for (given, role, verb) in sent {
            if given && role != copied {
                self.trace
                    .add(
                        Kind::Skipped,
                        "rule-one-night-doppelganger",
                        Msg::new("one-night-doppel-unused")
                            .arg("verb", verb)
                            .arg("role", copied.key()),
                    )
                    .actor(doppel);
            }
        }
    }

    /// "Hombres lobo, despierten y busquen otros hombres lobo"; alone, one may look at a
    /// center card.
    fn werewolves(&mut self) {
        let wolves = self.awake_as(Role::Werewolf);
        if wolves.len() == 1 {
            let wolf = wolves[0].clone();
            self.trace
                .add(
                    Kind::Info,
                    "rule-one-night-werewolves",
                    Msg::new("one-night-lone-wolf"),
                )
                .actor(&wolf)
                .to(&[&wolf]);
            match self.order(&wolf).see {
                Some(Look::Center(cards)) => {
                    let n = cards[0];
                    let card = self.state.center[n as usize - 1];
                    self.trace
                        .add(
                            Kind::Applied,
                            "rule-one-night-lone-wolf",
                            Msg::new("one-night-wolf-center")
                                .arg("n", n)
                                .arg("role", role_msg(card)),
                        )
                        .actor(&wolf)
                        .to(&[&wolf]);
                }
                _ => self.no_order(&wolf, Role::Werewolf),
            }
            return;
        }
        for wolf in &wolves {
            let others: Vec<&str> = wolves
                .iter()
                .filter(|w| *w != wolf)
                .map(String::as_str)
                .collect();
            self.trace
                .add(
                    Kind::Info,
                    "rule-one-night-werewolves",
                    Msg::new("one-night-wolves-see").arg("others", others.join(", ")),
                )
                .actor(wolf)
                .to(&[wolf]);
            if self.order(wolf).see.is_some() && self.state.dealt_role(wolf) == Role::Werewolf {
                self.trace
                    .add(
                        Kind::Failed,
                        "rule-one-night-lone-wolf",
                        Msg::new("one-night-wolf-not-alone"),
                    )
                    .actor(wolf)
                    .to(&[wolf]);
            }
        }
    }

    fn show_wolves_to(&mut self, minion: &str) {
        let wolves = self.awake_as(Role::Werewolf);
        let text = if wolves.is_empty() {
            Msg::new("one-night-minion-no-wolves")
        } else {
            Msg::new("one-night-minion-sees").arg("wolves", wolves.join(", "))
        };
        self.trace
            .add(Kind::Info, "rule-one-night-minion", text)
            .actor(minion)
            .to(&[minion]);
    }

    /// "the Minion sees the werewolves"
    fn minion(&mut self) {
        for minion in self.holders(Role::Minion) {
            self.show_wolves_to(&minion);
        }
    }

    /// "Masons see each other"
    fn masons(&mut self) {
        let masons = self.awake_as(Role::Mason);
        for mason in &masons {
            let others: Vec<&str> = masons
                .iter()
                .filter(|m| *m != mason)
                .map(String::as_str)
                .collect();
            let text = if others.is_empty() {
                Msg::new("one-night-mason-alone")
            } else {
                Msg::new("one-night-masons-see")
                    .arg("others", others.join(", "))
                    .arg("count", others.len())
            };
            self.trace
                .add(Kind::Info, "rule-one-night-mason", text)
                .actor(mason)
                .to(&[mason]);
        }
    }

    /// "puede mirar tranquilamente la carta de otro jugador o dos de las cartas del centro"
    fn seer(&mut self, seer: &str) {
        match self.order(seer).see {
            Some(Look::Player(target)) => {
                let card = self.state.card(&target);
                self.trace
                    .add(
                        Kind::Applied,
                        "rule-one-night-seer",
                        Msg::new("one-night-seer-player")
                            .arg("target", &target)
                            .arg("role", role_msg(card)),
                    )
                    .actor(seer)
                    .target(&target)
                    .to(&[seer]);
            }
            Some(Look::Center(cards)) if cards.len() == 2 => {
                let (a, b) = (cards[0], cards[1]);
                let ca = self.state.center[a as usize - 1];
                let cb = self.state.center[b as usize - 1];
                self.trace
                    .add(
                        Kind::Applied,
                        "rule-one-night-seer",
                        Msg::new("one-night-seer-center")
                            .arg("a", a)
                            .arg("role_a", role_msg(ca))
                            .arg("b", b)
                            .arg("role_b", role_msg(cb)),
                    )
                    .actor(seer)
                    .to(&[seer]);
            }
            _ => self.no_order(seer, Role::Seer),
        }
    }

    fn moved(&mut self, rule: &str, from: &str, to: &str, card: Card, cause: usize) {
        self.trace
            .add(
                Kind::Swap,
                rule,
                Msg::new("one-night-card-moved")
                    .arg("from", from)
                    .arg("to", to)
                    .arg("role", card.acts_as().key()),
            )
            .target(to)
            .cause(cause);
    }

    /// "puede cambiar tranquilamente su carta por la carta de otro jugador, que él mira"
    fn robber(&mut self, robber: &str) {
        let Some(target) = self.order(robber).rob else {
            self.no_order(robber, Role::Robber);
            return;
        };
        let mine = self.state.card(robber);
        let theirs = self.state.card(&target);
        self.state.cards.insert(robber.to_string(), theirs);
        self.state.cards.insert(target.clone(), mine);
        let id = self
            .trace
            .add(
                Kind::Applied,
                "rule-one-night-robber",
                if theirs.copied.is_some() {
                    Msg::new("one-night-robber-doppel")
                        .arg("target", &target)
                        .arg("role", role_msg(theirs))
                } else {
                    Msg::new("one-night-robber")
                        .arg("target", &target)
                        .arg("role", role_msg(theirs))
                },
            )
            .actor(robber)
            .target(&target)
            .to(&[robber])
            .id();
        self.moved("rule-one-night-robber", &target, robber, theirs, id);
        self.moved("rule-one-night-robber", robber, &target, mine, id);
    }

    /// "puede intercambiar silenciosamente las cartas de otros dos jugadores sin mirar"
    fn troublemaker(&mut self, troublemaker: &str) {
        let Some((a, b)) = self.order(troublemaker).swap else {
            self.no_order(troublemaker, Role::Troublemaker);
            return;
        };
        let card_a = self.state.card(&a);
        let card_b = self.state.card(&b);
        self.state.cards.insert(a.clone(), card_b);
        self.state.cards.insert(b.clone(), card_a);
        let id = self
            .trace
            .add(
                Kind::Applied,
                "rule-one-night-troublemaker",
                Msg::new("one-night-troublemaker").arg("a", &a).arg("b", &b),
            )
            .actor(troublemaker)
            .target(&a)
            .target(&b)
            .to(&[troublemaker])
            .id();
        self.moved("rule-one-night-troublemaker", &a, &b, card_a, id);
        self.moved("rule-one-night-troublemaker", &b, &a, card_b, id);
    }

    /// "the Drunk swaps his card with a center card without looking": forced, so without a PM
    /// the RNG picks the center card.
    fn drunk(&mut self, drunk: &str, chance: &mut Chance) -> Result<(), Problem> {
        let n = match self.order(drunk).take {
            Some(n) => n,
            None => {
                let i = chance.stream("drunk").below(3).map_err(script_problem)? as u32;
                self.trace
                    .add(
                        Kind::Random,
                        "rule-one-night-forced",
                        Msg::new("one-night-random-take").arg("n", i + 1),
                    )
                    .actor(drunk)
                    .to(&[drunk]);
                i + 1
            }
        };
        let mine = self.state.card(drunk);
        let center = self.state.center[n as usize - 1];
        self.state.cards.insert(drunk.to_string(), center);
        self.state.center[n as usize - 1] = mine;
        let id = self
            .trace
            .add(
                Kind::Applied,
                "rule-one-night-drunk",
                Msg::new("one-night-drunk").arg("n", n),
            )
            .actor(drunk)
            .to(&[drunk])
            .id();
        let slot = format!("@one-night-center-{n}");
        self.moved("rule-one-night-drunk", &slot, drunk, center, id);
        self.moved("rule-one-night-drunk", drunk, &slot, mine, id);
        Ok(())
    }

    /// "the Insomniac looks at his own card last"
    fn insomniac(&mut self, insomniac: &str) {
        let card = self.state.card(insomniac);
        self.trace
            .add(
                Kind::Info,
                "rule-one-night-insomniac",
                Msg::new("one-night-insomniac").arg("role", role_msg(card)),
            )
            .actor(insomniac)
            .to(&[insomniac]);
    }
}
