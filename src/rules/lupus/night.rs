//! A night, step by step in the drawn coordinate's action order ("Ordine azioni"): each role
//! acts on the table as the earlier steps left it.

use super::fate::{Cause, Fate};
use super::orders::{Pm, Power, neighbours, protector_key};
use super::roles::{Aura, Race, Role};
use super::state::Phase;
use super::table::{Step, table};
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use std::collections::BTreeMap;

/// Where a power lands: `shown`, the player the actor is told (his choice, or the
/// Marionettista's forced target); `hit`, the player it really acts on (the Bucaniere may stand
/// in); `cause`, the event that moved it.
struct Aim {
    shown: String,
    hit: String,
    cause: Option<usize>,
}

pub struct Night<'f, 'a> {
    pub fate: &'f mut Fate<'a>,
    pub pms: &'f BTreeMap<String, Pm>,
    pub n: u32,
    pub wrap: bool,
    /// Marionettista: (puppet, forced target, the control's event).
    control: Option<(String, String, usize)>,
    /// Postino: who receives the Veggente's answer.
    deliver_to: Option<(String, usize)>,
    /// Ammaestratore: the victim he chose, and the event.
    tamed: Option<(String, usize)>,
}

/// What an INNOCENTE/LOSCO investigation reads. `None`: it fails ("l'abilità fallisce e il
/// giocatore non riceve alcun responso").
pub fn aura(fate: &Fate, player: &str, night: u32) -> Option<Aura> {
    match fate.state.role(player).card().2 {
        Aura::Nessuna => None,
        // "Durante la prima notte e ogni due notti successive (Notte 0, Notte 2, ecc.) appare
        // INNOCENTE, mentre durante … (Notte 1, Notte 3, ecc.) appare LOSCO."
        Aura::Speciale if fate.state.role(player) == Role::DoppiaFaccia => {
            Some(if night.is_multiple_of(2) {
                Aura::Innocente
            } else {
                Aura::Losco
            })
        }
        // Galeotti "sono visti INNOCENTI"; "da quel momento in poi il traditore sarà visto LOSCO".
        Aura::Speciale => Some(if fate.state.memory.traitors.iter().any(|t| t == player) {
            Aura::Losco
        } else {
            Aura::Innocente
        }),
        a => Some(a),
    }
}

fn aura_key(a: Aura) -> &'static str {
    match a {
        Aura::Losco => "@lupus-losco",
        _ => "@lupus-innocente",
    }
}

impl<'f, 'a> Night<'f, 'a> {
    pub fn new(fate: &'f mut Fate<'a>, pms: &'f BTreeMap<String, Pm>, n: u32, wrap: bool) -> Self {
        Night {
            fate,
            pms,
            n,
            wrap,
            control: None,
            deliver_to: None,
            tamed: None,
        }
    }

    fn pm(&self, player: &str) -> Pm {
        self.pms.get(player).cloned().unwrap_or_default()
    }

    /// Living players with a role, in list order.
    fn holders(&self, role: Role) -> Vec<String> {
        self.fate
            .game
            .players
            .iter()
            .filter(|p| p.alive && self.fate.state.roles.get(&p.name) == Some(&role))
            .map(|p| p.name.clone())
            .collect()
    }

    fn tell(&mut self, rule: &str, to: &str, msg: Msg) -> usize {
        self.fate
            .trace
            .add(Kind::Info, rule, msg)
            .actor(to)
            .to(&[to])
            .id()
    }

    /// The Marionettista's forced target, if `actor` is his puppet tonight.
    fn forced(&self, actor: &str) -> Option<String> {
        match &self.control {
            Some((puppet, forced, _)) if puppet == actor => Some(forced.clone()),
            _ => None,
        }
    }

    /// The player a PM names for its power; for the Marionettista's puppet, the forced target,
    /// even without a PM: "obbliga il primo a usare il suo potere notturno".
    fn chosen(&self, actor: &str, named: Option<String>) -> Option<String> {
        self.forced(actor).or(named)
    }

    /// Where a power aimed at `target` lands: the Marionettista's forced target if the actor is
    /// his puppet (the actor is told that player: he "sa di essere stato controllato"), then
    /// the Bucaniere in the place of one of his three, the first time ("la prima volta che
    /// ciascuno di quei giocatori sarà il bersaglio di un potere notturno … il Bucaniere
    /// prenderà il loro posto … senza che il ruolo che ha usato il potere ne sia informato").
    fn aim(&mut self, actor: &str, target: &str) -> Aim {
        let mut shown = target.to_string();
        let mut cause = None;
        if let Some((puppet, forced, id)) = &self.control
            && puppet == actor
        {
            shown = forced.clone();
            cause = Some(*id);
        }
        self.reach(actor, &shown, cause)
    }

    /// A power's other targets (the owl's recipient, the Volpe's three): only the Bucaniere
    /// stands in the way.
    fn reach(&mut self, actor: &str, shown: &str, cause: Option<usize>) -> Aim {
        match self.intercept(actor, shown) {
            Some((pirate, id)) => Aim {
                shown: shown.to_string(),
                hit: pirate,
                cause: Some(id),
            },
            None => Aim {
                shown: shown.to_string(),
                hit: shown.to_string(),
                cause,
            },
        }
    }

    /// The Bucaniere takes the place of a marked target (and the mark is spent).
    fn intercept(&mut self, actor: &str, target: &str) -> Option<(String, usize)> {
        let marks = &mut self.fate.state.memory.marks;
        let i = marks.iter().position(|m| m == target)?;
        let pirate =
            self.fate.game.players.iter().find(|p| {
                p.alive && self.fate.state.roles.get(&p.name) == Some(&Role::Bucaniere)
            })?;
        let pirate = pirate.name.clone();
        marks.remove(i);
        let id = self
            .fate
            .trace
            .add(
                Kind::Redirected,
                "rule-lupus-bucaniere",
                Msg::new("lupus-bucaniere-takes")
                    .arg("actor", actor)
                    .arg("target", target),
            )
            .actor(actor)
            .target(&pirate)
            .id();
        Some((pirate, id))
    }

    pub fn run(&mut self) {
        let coordinates = self.fate.state.coordinates.clone();
        for step in table().order_of(&coordinates).to_vec() {
            match step {
                Step::Sbrano => self.sbrano(),
                Step::Role(role) => self.step(role),
            }
        }
        self.mugnaio();
    }

    fn step(&mut self, role: Role) {
        if role == Role::GuardiaGemella {
            return self.gemelle();
        }
        if role == Role::Unicorno {
            return self.gifts();
        }
        for actor in self.holders(role) {
            let pm = self.pm(&actor);
            match role {
                Role::Bucaniere => self.bucaniere(&actor, &pm),
                Role::Marionettista => self.marionettista(&actor, &pm),
                Role::Galeotto => self.galeotto(&actor, &pm),
                Role::Scommettitrice => self.scommettitrice(&actor, &pm),
                Role::Postino => self.postino(&actor, &pm),
                Role::Veggente | Role::VeggenteGufato => self.veggente(&actor, &pm),
                Role::Medium => self.medium(&actor, None),
                Role::MediumCieco => {
                    let named = pm.find(|x| match x {
                        Power::Tell(p) => Some(p.clone()),
                        _ => None,
                    });
                    if let Some(p) = self.chosen(&actor, named) {
                        self.medium(&actor, Some(p));
                    }
                }
                Role::DomatoreDiOrsi => self.domatore(&actor),
                Role::Volpe => self.volpe(&actor, &pm),
                Role::Ammaestratore => self.ammaestratore(&actor, &pm),
                Role::GuardianoDellaNotte => self.guardiano(&actor, &pm),
                Role::MagoGiratempo => self.mago(&actor, &pm),
                // The Lupo demonio names his player by day (day.rs); his place in the night
                // order has nothing left to do (docs/rulings/lupus.md).
                _ => {}
            }
        }
    }

    /// "Solo durante la seconda notte, deve scegliere tre giocatori (escluso sé stesso)."
    fn bucaniere(&mut self, actor: &str, pm: &Pm) {
        if let Some(three) = pm.find(|x| match x {
            Power::Choose(t) => Some(t.clone()),
            _ => None,
        }) {
            self.fate.state.memory.marks = three.clone();
            self.fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-lupus-bucaniere",
                    Msg::new("lupus-bucaniere-chose").arg("players", three.join(", ")),
                )
                .actor(actor)
                .to(&[actor]);
        }
    }

    /// "Il primo sarà il giocatore di cui il Marionettista controllerà le azioni. Il secondo
    /// sarà il giocatore su cui il Marionettista obbliga il primo a usare il suo potere
    /// notturno. Il giocatore controllato sa di essere stato controllato (ma non da chi) e il
    /// Marionettista apprende il ruolo esatto del giocatore controllato."
    fn marionettista(&mut self, actor: &str, pm: &Pm) {
        let Some((first, second)) = pm.find(|x| match x {
            Power::Control(a, b) => Some((a.clone(), b.clone())),
            _ => None,
        }) else {
            return;
        };
        let Aim {
            hit: puppet, cause, ..
        } = self.aim(actor, &first);
        self.fate
            .state
            .memory
            .controlled_last
            .insert(actor.to_string(), first.clone());
        let role = self.fate.state.role(&puppet);
        let mut e = self
            .fate
            .trace
            .add(
                Kind::Applied,
                "rule-lupus-marionettista",
                Msg::new("lupus-marionettista-learns")
                    .arg("player", &first)
                    .arg("role", role.key()),
            )
            .actor(actor)
            .target(&puppet)
            .to(&[actor]);
        if let Some(c) = cause {
            e = e.cause(c);
        }
        let id = e.id();
        self.tell(
            "rule-lupus-marionettista",
            &puppet,
            Msg::new("lupus-controlled"),
        );
        self.control = Some((puppet, second, id));
    }

    /// "ogni galeotto può decidere autonomamente se compiere un atto di TRADIMENTO".
    fn galeotto(&mut self, actor: &str, pm: &Pm) {
        if pm.powers.contains(&Power::Betray)
            && !self.fate.state.memory.traitors.iter().any(|t| t == actor)
        {
            self.fate.state.memory.traitors.push(actor.to_string());
            self.fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-lupus-galeotto",
                    Msg::new("lupus-betrayed"),
                )
                .actor(actor)
                .to(&[actor]);
        }
    }

    /// "Ogni notte, può piazzare una scommessa su chi crede morirà al rogo del giorno successivo
    /// oppure durante la notte stessa."
    fn scommettitrice(&mut self, actor: &str, pm: &Pm) {
        if let Some(bet) = pm.find(|x| match x {
            Power::Bet(b) => Some(b.clone()),
            _ => None,
        }) {
            let memory = &mut self.fate.state.memory;
            memory.last_bet.insert(actor.to_string(), bet.clone());
            memory.bet_night.insert(actor.to_string(), self.n);
            let when = if bet.night {
                "@lupus-bet-night"
            } else {
                "@lupus-bet-day"
            };
            self.fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-lupus-scommettitrice",
                    Msg::new("lupus-bet-placed")
                        .arg("player", &bet.player)
                        .arg("when", when),
                )
                .actor(actor)
                .to(&[actor]);
        }
    }

    /// "può scegliere un giocatore (compreso sé stesso) a cui sarà consegnato l'esito della
    /// sondata del Veggente … Se lo fa, il Veggente non riceverà alcun responso."
    fn postino(&mut self, actor: &str, pm: &Pm) {
        let named = pm.find(|x| match x {
            Power::Deliver(p) => Some(p.clone()),
            _ => None,
        });
        if let Some(p) = self.chosen(actor, named) {
            let to = self.aim(actor, &p).hit;
            let id = self
                .fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-lupus-postino",
                    Msg::new("lupus-postino-delivers").arg("player", &to),
                )
                .actor(actor)
                .target(&to)
                .id();
            self.deliver_to = Some((to, id));
        }
    }

    /// Veggente: "sceglie un altro giocatore su cui indagare e scopre se è INNOCENTE oppure
    /// LOSCO"; Veggente gufato: "In alternativa, può scegliere di mandare un gufo con il
    /// responso a un secondo giocatore".
    fn veggente(&mut self, actor: &str, pm: &Pm) {
        let named = pm.find(|x| match x {
            Power::Investigate(p) => Some((p.clone(), None)),
            Power::Owl(p, to) => Some((p.clone(), Some(to.clone()))),
            _ => None,
        });
        // A puppet who sent no PM still investigates the forced target.
        let Some((target, owl)) = named.or_else(|| self.forced(actor).map(|p| (p, None))) else {
            return;
        };
        // A puppet knows he was controlled: his answer names the player his power was forced
        // onto. The Bucaniere's swap stays hidden ("senza che … ne sia informato").
        let Aim {
            shown,
            hit: seen,
            cause,
        } = self.aim(actor, &target);
        let role = self.fate.state.role(actor);
        let postino = if role == Role::Veggente {
            self.deliver_to.clone()
        } else {
            None
        };
        let Some(a) = aura(self.fate, &seen, self.n) else {
            // Scommettitrice: "l'abilità fallisce e il giocatore non riceve alcun responso".
            let mut e = self
                .fate
                .trace
                .add(
                    Kind::Failed,
                    "rule-lupus-scommettitrice",
                    Msg::new("lupus-no-answer").arg("player", &shown),
                )
                .actor(actor)
                .target(&seen)
                .to(&[actor]);
            if let Some(c) = cause {
                e = e.cause(c);
            }
            e.id();
            return;
        };
        let to = match (owl, postino) {
            (Some(to), _) => {
                // The owl flies to the player named, unless the Bucaniere takes his place.
                let owl = self.reach(actor, &to, None);
                self.tell(
                    "rule-lupus-veggente-gufato",
                    actor,
                    Msg::new("lupus-owl-sent").arg("player", &owl.shown),
                );
                Some((owl.hit, owl.cause))
            }
            (None, Some((to, id))) => {
                self.fate
                    .trace
                    .add(
                        Kind::Redirected,
                        "rule-lupus-postino",
                        Msg::new("lupus-no-answer-postino"),
                    )
                    .actor(actor)
                    .target(&to)
                    .cause(id)
                    .to(&[actor]);
                Some((to, Some(id)))
            }
            (None, None) => None,
        };
        let reader = to
            .as_ref()
            .map(|(t, _)| t.clone())
            .unwrap_or_else(|| actor.to_string());
        let key = if to.is_some() {
            "lupus-answer-delivered"
        } else {
            "lupus-answer"
        };
        let text = Msg::new(key).arg("player", &shown).arg("aura", aura_key(a));
        let mut e = self
            .fate
            .trace
            .add(Kind::Applied, "rule-lupus-veggente", text)
            .actor(actor)
            .target(&seen)
            .to(&[&reader]);
        if let Some(c) = cause.or(to.and_then(|(_, id)| id)) {
            e = e.cause(c);
        }
        e.id();
    }

    /// Medium: "il Game Master gli comunica se il giocatore morto al rogo del giorno precedente
    /// era o meno un LUPO"; Medium cieco: "deve scegliere un altro giocatore, a cui il Game
    /// Master comunicherà …".
    fn medium(&mut self, actor: &str, blind_to: Option<String>) {
        if self.n == 0 {
            return;
        }
        let reader = match blind_to {
            Some(p) => self.aim(actor, &p).hit,
            None => actor.to_string(),
        };
        let msg = match self.fate.state.memory.burned.clone() {
            Some(b) => {
                let wolf = self.fate.state.role(&b).race() == Race::Lupo;
                Msg::new(if wolf {
                    "lupus-medium-wolf"
                } else {
                    "lupus-medium-not-wolf"
                })
                .arg("player", &b)
            }
            None => Msg::new("lupus-medium-nobody"),
        };
        let rule = if reader == actor {
            "rule-lupus-medium"
        } else {
            "rule-lupus-medium-cieco"
        };
        self.fate
            .trace
            .add(Kind::Info, rule, msg)
            .actor(actor)
            .to(&[&reader]);
    }

    /// "se dovesse ritrovarsi adiacente a un LUPO, il Game Master lo informerebbe che il suo
    /// orso è irrequieto".
    fn domatore(&mut self, actor: &str) {
        if self.n == 0 {
            return;
        }
        let near = neighbours(self.fate.game, actor, self.wrap);
        let wolf = near.iter().any(|p| self.fate.state.role(p).is_wolf());
        let key = if wolf {
            "lupus-orso-irrequieto"
        } else {
            "lupus-orso-calmo"
        };
        self.tell("rule-lupus-domatore", actor, Msg::new(key));
    }

    /// Mugnaio, at the end of the night: next to a Contadino semplice "(esclusi i ruoli
    /// inconsapevoli)".
    fn mugnaio(&mut self) {
        if self.n == 0 {
            return;
        }
        for actor in self.holders(Role::Mugnaio) {
            let near = neighbours(self.fate.game, &actor, self.wrap);
            let farmer = near
                .iter()
                .any(|p| self.fate.state.role(p) == Role::ContadinoSemplice);
            let key = if farmer {
                "lupus-mugnaio-yes"
            } else {
                "lupus-mugnaio-no"
            };
            self.tell("rule-lupus-mugnaio", &actor, Msg::new(key));
        }
    }

    /// "annusare tre giocatori tra loro adiacenti … informata se c'è almeno un giocatore LOSCO
    /// … Se tutti e tre … sono INNOCENTI, la Volpe non potrà più usare la sua abilità".
    fn volpe(&mut self, actor: &str, pm: &Pm) {
        let named = pm.find(|x| match x {
            Power::Sniff(t) => Some(t.clone()),
            _ => None,
        });
        let spent = self
            .fate
            .state
            .memory
            .volpe_spent
            .iter()
            .any(|v| v == actor);
        // Forced by the Marionettista onto one player: the three around him, never herself
        // (docs/rulings/lupus.md); a spent Volpe has no power left to force.
        let three = match (self.forced(actor), named) {
            (Some(forced), _) if !spent => {
                let mut around = neighbours(self.fate.game, &forced, self.wrap);
                around.insert(around.len().min(1), forced);
                around.retain(|p| p != actor);
                around
            }
            (None, Some(three)) => three,
            _ => return,
        };
        let cause = self
            .control
            .as_ref()
            .filter(|(puppet, _, _)| puppet == actor)
            .map(|(_, _, id)| *id);
        let mut auras = Vec::new();
        for p in &three {
            let hit = self.reach(actor, p, cause).hit;
            auras.push(aura(self.fate, &hit, self.n));
        }
        let names = three.join(", ");
        if auras.iter().any(Option::is_none) {
            self.tell(
                "rule-lupus-scommettitrice",
                actor,
                Msg::new("lupus-no-answer").arg("player", &names),
            );
            return;
        }
        let losco = auras.contains(&Some(Aura::Losco));
        let key = if losco {
            "lupus-volpe-losco"
        } else {
            "lupus-volpe-innocenti"
        };
        self.tell(
            "rule-lupus-volpe",
            actor,
            Msg::new(key).arg("players", &names),
        );
        if !losco {
            self.fate.state.memory.volpe_spent.push(actor.to_string());
        }
    }

    /// "per una sola volta in tutta la partita, può arrischiarsi ad ammaestrare i lupi,
    /// decidendo lui stesso la vittima del loro sbrano".
    fn ammaestratore(&mut self, actor: &str, pm: &Pm) {
        if let Some(p) = pm.find(|x| match x {
            Power::Tame(p) => Some(p.clone()),
            _ => None,
        }) {
            let victim = self.aim(actor, &p).hit;
            self.fate.state.memory.spent.push(actor.to_string());
            let id = self
                .fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-lupus-ammaestratore",
                    Msg::new("lupus-tamed").arg("player", &victim),
                )
                .actor(actor)
                .target(&victim)
                .to(&[actor])
                .id();
            self.tamed = Some((victim, id));
        }
    }

    /// "Quel giocatore non può essere ucciso o convertito … Il Guardiano della Notte non può
    /// proteggere lo stesso giocatore per due notti consecutive."
    fn guardiano(&mut self, actor: &str, pm: &Pm) {
        let named = pm.find(|x| match x {
            Power::Protect(p) => Some(p.clone()),
            _ => None,
        });
        if let Some(p) = self.chosen(actor, named.clone()) {
            self.protect(actor, &p, named.as_deref(), false);
        }
    }

    /// "Ogni notte … scelgono insieme un altro giocatore da proteggere … non può essere sbranato".
    /// The first PM of a living twin counts; if the Marionettista controls either twin, he
    /// controls their shared protection.
    fn gemelle(&mut self) {
        if self.fate.state.memory.twins_broken {
            return;
        }
        let twins = self.holders(Role::GuardiaGemella);
        let mut orders: Vec<(String, Pm)> = twins.iter().map(|t| (t.clone(), self.pm(t))).collect();
        orders.sort_by_key(|(_, pm)| pm.sent);
        let named = orders.iter().find_map(|(twin, pm)| {
            pm.find(|x| match x {
                Power::Protect(p) => Some((twin.clone(), p.clone())),
                _ => None,
            })
        });
        let puppet = twins.iter().find(|t| self.forced(t).is_some()).cloned();
        let (actor, target) = match (puppet, named.clone()) {
            (Some(puppet), _) => {
                let forced = self.forced(&puppet).expect("a puppet");
                (puppet, forced)
            }
            (None, Some(named)) => named,
            (None, None) => return,
        };
        self.protect(
            &actor,
            &target,
            named.as_ref().map(|(_, p)| p.as_str()),
            true,
        );
    }

    /// A protection: `target` as aimed, `named` as the PM wrote it (remembered for the
    /// refusal of a repeat).
    fn protect(&mut self, actor: &str, target: &str, named: Option<&str>, twins: bool) {
        let Aim {
            shown,
            hit: p,
            cause,
        } = self.aim(actor, target);
        let role = self.fate.state.role(actor);
        let key = protector_key(role, actor);
        let rule = if twins {
            "rule-lupus-gemelle"
        } else {
            "rule-lupus-guardiano"
        };
        let memory = &mut self.fate.state.memory;
        match named {
            Some(n) => memory.named_last.insert(key.clone(), n.to_string()),
            None => memory.named_last.remove(&key),
        };
        let repeat = memory.protected_last.get(&key) == Some(&p);
        memory.protected_last.insert(key, p.clone());
        // The protectors (both twins: they "scelgono insieme") read the same line either way:
        // FAQ "la protezione salta. Le guardie non verranno avvisate del loro fallimento."
        let readers = if twins {
            self.holders(Role::GuardiaGemella)
        } else {
            vec![actor.to_string()]
        };
        let readers: Vec<&str> = readers.iter().map(String::as_str).collect();
        let mut e = self
            .fate
            .trace
            .add(
                Kind::Applied,
                rule,
                Msg::new("lupus-protects").arg("player", &shown),
            )
            .actor(actor)
            .target(&p)
            .to(&readers);
        if let Some(c) = cause {
            e = e.cause(c);
        }
        let id = e.id();
        if repeat {
            // The same player as last night, by the Marionettista's doing (a repeat the PM
            // names is refused): the master alone sees the failure.
            self.fate
                .trace
                .add(
                    Kind::Failed,
                    rule,
                    Msg::new("lupus-protection-repeat").arg("player", &p),
                )
                .actor(actor)
                .target(&p)
                .cause(id);
            return;
        }
        if twins {
            self.fate.twin_guarded.insert(p, id);
        } else {
            self.fate.guarded.insert(p, id);
        }
    }

    /// "può decidere di donare il suo sangue ad un altro giocatore. Quel giocatore sarà immortale
    /// per il giorno e la notte successiva."
    pub fn gifts(&mut self) {
        give_blood(self.fate, self.pms);
    }

    /// "può decidere di riportare in vita un giocatore che sia morto durante il giorno o la notte
    /// precedenti"; FAQ: a Galeotto "non potrà tornare in vita e l'abilità del Mago giratempo non
    /// potrà più essere utilizzata".
    fn mago(&mut self, actor: &str, pm: &Pm) {
        let Some(p) = pm.find(|x| match x {
            Power::Revive(p) => Some(p.clone()),
            _ => None,
        }) else {
            return;
        };
        let target = self.aim(actor, &p).hit;
        self.fate.state.memory.spent.push(actor.to_string());
        if self.fate.game.is_alive(&target) || self.fate.state.role(&target) == Role::Galeotto {
            self.fate
                .trace
                .add(
                    Kind::Failed,
                    "rule-lupus-mago-giratempo",
                    Msg::new("lupus-revive-failed").arg("player", &p),
                )
                .actor(actor)
                .target(&target)
                .to(&[actor]);
            return;
        }
        if let Some(player) = self.fate.game.players.iter_mut().find(|x| x.name == target) {
            player.alive = true;
        }
        let memory = &mut self.fate.state.memory;
        memory.died_last.retain(|d| *d != target);
        memory.died_before.retain(|d| *d != target);
        self.fate
            .trace
            .add(
                Kind::Applied,
                "rule-lupus-mago-giratempo",
                Msg::new("lupus-revived").arg("player", &target),
            )
            .actor(actor)
            .target(&target)
            .public();
    }

    /// "i Lupi Mannari devono mettersi d'accordo e scegliere una vittima da far sbranare a uno
    /// di loro"; the Giovane lupo "non può sbranare nessuno … Se è l'unico lupo rimasto in vita
    /// … nessun giocatore sarà più sbranato"; the Ammaestratore picks the victim, and "Se il
    /// giocatore scelto dall'Ammaestratore è un LUPO, lo sbrano non avrà luogo".
    fn sbrano(&mut self) {
        if self.n == 0 {
            return;
        }
        let wolves: Vec<String> = self
            .fate
            .game
            .players
            .iter()
            .filter(|p| p.alive && self.fate.state.role(&p.name).is_wolf())
            .map(|p| p.name.clone())
            .collect();
        let biters: Vec<&String> = wolves
            .iter()
            .filter(|w| self.fate.state.role(w) != Role::GiovaneLupo)
            .collect();
        if biters.is_empty() {
            if !wolves.is_empty() {
                self.fate
                    .trace
                    .add(
                        Kind::Failed,
                        "rule-lupus-giovane-lupo",
                        Msg::new("lupus-no-biter"),
                    )
                    .to(&wolves.iter().map(String::as_str).collect::<Vec<_>>());
            }
            return;
        }
        let chosen: Option<Vec<String>> = wolves.iter().find_map(|w| {
            self.pm(w).find(|x| match x {
                Power::Bite(v) => Some(v.clone()),
                _ => None,
            })
        });
        let mut victims = chosen.unwrap_or_default();
        let mut cause = None;
        let wolf_names: Vec<&str> = wolves.iter().map(String::as_str).collect();
        if let Some((tamed, id)) = self.tamed.clone() {
            if self.fate.state.role(&tamed).is_wolf() {
                self.fate
                    .trace
                    .add(
                        Kind::Blocked,
                        "rule-lupus-ammaestratore",
                        Msg::new("lupus-tamed-wolf"),
                    )
                    .cause(id)
                    .to(&wolf_names);
                return;
            }
            if victims.is_empty() {
                victims.push(tamed);
            } else {
                victims[0] = tamed;
            }
            cause = Some(id);
            self.fate
                .trace
                .add(
                    Kind::Redirected,
                    "rule-lupus-ammaestratore",
                    Msg::new("lupus-wolves-tamed"),
                )
                .cause(id)
                .to(&wolf_names);
        }
        // A controlled wolf's power is the bite: it lands on the forced target (rulings). The
        // Giovane lupo has no bite to be forced.
        let puppet = biters
            .iter()
            .find(|w| self.forced(w).is_some())
            .map(|w| w.to_string());
        if victims.is_empty()
            && let Some(forced) = puppet.as_deref().and_then(|w| self.forced(w))
        {
            victims.push(forced);
        }
        if victims.is_empty() {
            return;
        }
        let executor = puppet.unwrap_or_else(|| biters[0].clone());
        for (i, v) in victims.into_iter().enumerate() {
            // The control moves the pack's victim; a burned Giovane lupo's extra one is the
            // pack's own.
            let aim = if i == 0 {
                self.aim(&executor, &v)
            } else {
                self.reach(&executor, &v, None)
            };
            let id = self
                .fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-lupus-sbrano",
                    Msg::new("lupus-pack-bites").arg("player", &aim.shown),
                )
                .actor(&executor)
                .target(&aim.hit)
                .to(&wolf_names)
                .id();
            let because = aim.cause.or(cause).unwrap_or(id);
            if self.scommettitrice_survives(&aim.hit) {
                continue;
            }
            self.fate.kill(&aim.hit, Cause::Sbrano, Some(because));
        }
    }

    /// "Se riesce a predire correttamente la propria morte notturna (ma non al rogo), oltre ad
    /// ottenere il punto, riuscirà anche a sopravvivere."
    /// A bite that would not kill her (protected, immortal) is no death to predict: the
    /// protection stops it as usual, and no point is won.
    fn scommettitrice_survives(&mut self, victim: &str) -> bool {
        if self.fate.state.roles.get(victim) != Some(&Role::Scommettitrice)
            || !self.fate.game.is_alive(victim)
            || self.fate.shield(victim, Cause::Sbrano).is_some()
        {
            return false;
        }
        let memory = &mut self.fate.state.memory;
        let own = memory
            .last_bet
            .get(victim)
            .is_some_and(|b| b.night && b.player == victim)
            && memory.bet_night.get(victim) == Some(&self.n);
        if own {
            *memory.points.entry(victim.to_string()).or_default() += 1;
            memory.bet_night.remove(victim);
            self.fate
                .trace
                .add(
                    Kind::Blocked,
                    "rule-lupus-scommettitrice",
                    Msg::new("lupus-bet-own-death"),
                )
                .target(victim)
                .to(&[victim]);
        }
        own
    }
}

/// The Unicorno's blood, from a dead Unicorno's PM (by night at the Unicorno's step, by day at
/// once): immortal "per il giorno e la notte successiva".
pub fn give_blood(fate: &mut Fate, pms: &BTreeMap<String, Pm>) {
    for unicorno in fate.state.memory.gift_pending.clone() {
        let Some(p) = pms.get(&unicorno).and_then(|pm| {
            pm.find(|x| match x {
                Power::Gift(p) => Some(p.clone()),
                _ => None,
            })
        }) else {
            continue;
        };
        // Given by night n: Giorno n+1 and Notte n+1; by day n: Notte n and Giorno n+1.
        let until = match Phase::parse(&fate.phase) {
            Some(Phase::Notte(n)) => Phase::Notte(n + 1).id(),
            Some(Phase::Giorno(n)) => Phase::Giorno(n + 1).id(),
            _ => continue,
        };
        fate.state.memory.gift_pending.retain(|u| *u != unicorno);
        fate.state.memory.immortal.insert(p.clone(), until);
        fate.trace
            .add(
                Kind::Applied,
                "rule-lupus-unicorno",
                Msg::new("lupus-blood-given").arg("player", &p),
            )
            .actor(&unicorno)
            .target(&p)
            .to(&[&unicorno, &p]);
    }
}
