//! The powers that protect or bring back: Guardiano della notte, Guardie gemelle, the Unicorno's
//! blood, the Mago giratempo.

use super::{Aim, Night};
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::lupus::fate::{Blood, Fate};
use crate::rules::lupus::orders::{Pm, Power, protector_key};
use crate::rules::lupus::pack::Shared;
use crate::rules::lupus::roles::Role;
use crate::rules::lupus::state::Phase;
use std::collections::BTreeMap;

/// The gift a dead Unicorno's PM names, if he may still give it.
fn gift_of(fate: &Fate, pms: &BTreeMap<String, Pm>, unicorno: &str) -> Option<String> {
    if !fate.state.memory.gift_pending.iter().any(|u| u == unicorno) {
        return None;
    }
    pms.get(unicorno)?.find(|x| match x {
        Power::Gift(p) => Some(p.clone()),
        _ => None,
    })
}

/// The two phases the blood covers, in order.
struct Span {
    first: Phase,
    last: Phase,
}

impl Span {
    /// What the drinker is told: the two phases by name.
    fn told(&self, player: &str) -> Msg {
        let n = |p: Phase| match p {
            Phase::Notte(n) | Phase::Giorno(n) => n,
            Phase::Over => 0,
        };
        let key = match self.first {
            Phase::Notte(_) => "lupus-blood-given-night-day",
            _ => "lupus-blood-given-day-night",
        };
        Msg::new(key)
            .arg("player", player)
            .arg("first", n(self.first))
            .arg("last", n(self.last))
    }
}

/// The blood is given: `shown` as the Unicorno named him, `hit` who drinks it (the Bucaniere may
/// stand in by night), immortal through the phases of `span` (waiting for the first if it is not
/// the phase of the gift).
fn blood(
    fate: &mut Fate,
    unicorno: &str,
    shown: &str,
    hit: &str,
    cause: Option<usize>,
    span: Span,
) {
    let memory = &mut fate.state.memory;
    memory.gift_pending.retain(|u| u != unicorno);
    memory.immortal.insert(hit.to_string(), span.last.id());
    memory.blood_waits.remove(hit);
    if span.first.id() != fate.phase {
        memory
            .blood_waits
            .insert(hit.to_string(), fate.phase.clone());
    }
    let mut e = fate
        .trace
        .add(Kind::Applied, "rule-lupus-unicorno", span.told(shown))
        .actor(unicorno)
        .target(hit)
        .to(&[unicorno, hit]);
    if let Some(c) = cause {
        e = e.cause(c);
    }
    e.id();
}

/// The Unicorno's blood given by day (at the end of the day, after the rogo): "immortale per il
/// giorno e la notte successiva" is the night and the day that follow the gift, Notte n and
/// Giorno n+1 for a gift on Giorno n; that day's rogo is not covered.
pub fn give_blood(fate: &mut Fate, pms: &BTreeMap<String, Pm>) {
    let Some(Phase::Giorno(n)) = Phase::parse(&fate.phase) else {
        return;
    };
    for unicorno in fate.state.memory.gift_pending.clone() {
        let Some(p) = gift_of(fate, pms, &unicorno) else {
            continue;
        };
        let span = Span {
            first: Phase::Notte(n),
            last: Phase::Giorno(n + 1),
        };
        blood(fate, &unicorno, &p, &p, None, span);
    }
}

impl Night<'_, '_> {
    /// "Quel giocatore non può essere ucciso o convertito … Il Guardiano della Notte non può
    /// proteggere lo stesso giocatore per due notti consecutive."
    pub(super) fn guardiano(&mut self, actor: &str, pm: &Pm) {
        let named = pm.find(|x| match x {
            Power::Protect(p) => Some(p.clone()),
            _ => None,
        });
        if let Some(p) = self.chosen(actor, named.clone()) {
            self.protect(actor, &p, named.as_deref(), false);
        }
    }

    /// "Ogni notte … scelgono insieme un altro giocatore da proteggere … non può essere sbranato".
    /// Their PMs agree (or the option `pack_disagreement` picks one); if the Marionettista
    /// controls either twin, he controls their shared protection.
    pub(super) fn gemelle(&mut self) {
        if self.fate.state.memory.twins_broken {
            return;
        }
        let twins = self.holders(Role::GuardiaGemella);
        let named = self
            .shared(Shared::Twins, &twins, "rule-lupus-gemelle")
            .and_then(|d| Some((d.by, d.choice.into_iter().next()?)));
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
    pub(super) fn protect(&mut self, actor: &str, target: &str, named: Option<&str>, twins: bool) {
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
        // "per due notti consecutive": last night's protection only.
        let repeat = memory.protected_last.get(&key) == Some(&p) && memory.last_night(&key, self.n);
        memory.protected_last.insert(key.clone(), p.clone());
        memory.acted_night.insert(key, self.n);
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
    /// By night the gift is a night power: one of the Bucaniere's three is the first to be
    /// its target ("la prima volta che ciascuno di quei giocatori sarà il bersaglio di un potere
    /// notturno"). Given at Notte n, it acts at once and lasts through Giorno n+1 (ruling 17);
    /// with the option `unicorno_blood=next`, it acts through Giorno n+1 and Notte n+1.
    pub(super) fn gifts(&mut self) {
        for unicorno in self.fate.state.memory.gift_pending.clone() {
            let Some(p) = gift_of(self.fate, self.pms, &unicorno) else {
                continue;
            };
            let aim = self.reach(&unicorno, &p, None);
            let span = match self.fate.blood {
                Blood::Tonight => Span {
                    first: Phase::Notte(self.n),
                    last: Phase::Giorno(self.n + 1),
                },
                Blood::Next => Span {
                    first: Phase::Giorno(self.n + 1),
                    last: Phase::Notte(self.n + 1),
                },
            };
            blood(self.fate, &unicorno, &aim.shown, &aim.hit, aim.cause, span);
        }
    }

    /// "può decidere di riportare in vita un giocatore che sia morto durante il giorno o la notte
    /// precedenti"; FAQ: a Galeotto "non potrà tornare in vita e l'abilità del Mago giratempo non
    /// potrà più essere utilizzata".
    pub(super) fn mago(&mut self, actor: &str, pm: &Pm) {
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
        let id = self
            .fate
            .trace
            .add(
                Kind::Applied,
                "rule-lupus-mago-giratempo",
                Msg::new("lupus-revived").arg("player", &target),
            )
            .actor(actor)
            .target(&target)
            .public()
            .id();
        // What his death left is forgotten (marks, a pending gift, the twins' pair…).
        self.fate.revive(&target, id);
    }
}
