//! The powers that learn: Postino, Veggente, Veggente gufato, Medium, Medium cieco, Domatore di
//! orsi, Mugnaio, Volpe.

use super::{Aim, Night};
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::lupus::fate::Fate;
use crate::rules::lupus::orders::{Pm, Power, neighbours};
use crate::rules::lupus::roles::{Aura, Race, Role};

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

impl Night<'_, '_> {
    /// "può scegliere un giocatore (compreso sé stesso) a cui sarà consegnato l'esito della
    /// sondata del Veggente … Se lo fa, il Veggente non riceverà alcun responso."
    pub(super) fn postino(&mut self, actor: &str, pm: &Pm) {
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
    pub(super) fn veggente(&mut self, actor: &str, pm: &Pm) {
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
        let to = self.answer_goes_to(actor, owl, postino, &shown);
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

    /// Where the Veggente's answer goes, and the event that sent it there: the owl's player
    /// (unless the Bucaniere takes his place), the Postino's (the Veggente learns nothing), or
    /// `None`: to the Veggente himself.
    fn answer_goes_to(
        &mut self,
        actor: &str,
        owl: Option<String>,
        postino: Option<(String, usize)>,
        shown: &str,
    ) -> Option<(String, Option<usize>)> {
        match (owl, postino) {
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
                // "il Veggente non riceverà alcun responso": in the words a Scommettitrice's
                // failure reads in ("il giocatore non riceve alcun responso"), or the Veggente
                // would learn which of the two roles is in play.
                self.fate
                    .trace
                    .add(
                        Kind::Redirected,
                        "rule-lupus-postino",
                        Msg::new("lupus-no-answer").arg("player", shown),
                    )
                    .actor(actor)
                    .target(&to)
                    .cause(id)
                    .to(&[actor]);
                Some((to, Some(id)))
            }
            (None, None) => None,
        }
    }

    /// Medium: "il Game Master gli comunica se il giocatore morto al rogo del giorno precedente
    /// era o meno un LUPO"; Medium cieco: "deve scegliere un altro giocatore, a cui il Game
    /// Master comunicherà …".
    pub(super) fn medium(&mut self, actor: &str, blind_to: Option<String>) {
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
    pub(super) fn domatore(&mut self, actor: &str) {
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
    pub(in crate::rules::lupus) fn mugnaio(&mut self) {
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
    pub(super) fn volpe(&mut self, actor: &str, pm: &Pm) {
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
}
