//! The pack's bite ("Sbrano"), and the Scommettitrice who foresaw it.

use super::Night;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::lupus::fate::Cause;
use crate::rules::lupus::pack::Shared;
use crate::rules::lupus::roles::Role;

/// What the Ammaestratore made of tonight's bite.
enum Tamed {
    /// No Ammaestratore tonight.
    Untouched,
    /// He chose a wolf: "lo sbrano non avrà luogo per quella notte".
    Off,
    /// He chose the victim, by his taming's event.
    Victim(usize),
}

impl Night<'_, '_> {
    /// "i Lupi Mannari devono mettersi d'accordo e scegliere una vittima da far sbranare a uno
    /// di loro"; the Giovane lupo "non può sbranare nessuno … Se è l'unico lupo rimasto in vita
    /// … nessun giocatore sarà più sbranato"; the Ammaestratore picks the victim, and "Se il
    /// giocatore scelto dall'Ammaestratore è un LUPO, lo sbrano non avrà luogo".
    pub(super) fn sbrano(&mut self) {
        if self.n == 0 {
            return;
        }
        let Some((wolves, biters)) = self.pack() else {
            return;
        };
        // The pack's choice: any wolf's PM may name it, the Giovane lupo's too ("da far
        // sbranare a uno di loro": one who can bite carries it out).
        let chosen = self.shared(Shared::Bite, &wolves, "rule-lupus-sbrano");
        let mut victims = chosen.map(|d| d.choice).unwrap_or_default();
        let wolf_names: Vec<&str> = wolves.iter().map(String::as_str).collect();
        let cause = match self.tamed_bite(&mut victims, &wolf_names) {
            Tamed::Off => return,
            Tamed::Untouched => None,
            Tamed::Victim(id) => Some(id),
        };
        // A controlled wolf's power is the bite: it lands on the forced target (rulings). The
        // Giovane lupo has no bite to be forced.
        let puppet = biters.iter().find(|w| self.forced(w).is_some()).cloned();
        if victims.is_empty()
            && let Some(forced) = puppet.as_deref().and_then(|w| self.forced(w))
        {
            victims.push(forced);
        }
        if victims.is_empty() {
            return;
        }
        if cause.is_some() {
            self.control_gives_way(puppet.as_deref());
        }
        let executor = puppet.unwrap_or_else(|| biters[0].clone());
        self.bite(&executor, victims, cause, &wolf_names);
    }

    /// The living wolves, and those of them who can bite; `None` when none can (the Giovane
    /// lupo alone: the pack is told).
    fn pack(&mut self) -> Option<(Vec<String>, Vec<String>)> {
        let wolves: Vec<String> = self
            .fate
            .game
            .players
            .iter()
            .filter(|p| p.alive && self.fate.state.role(&p.name).is_wolf())
            .map(|p| p.name.clone())
            .collect();
        let biters: Vec<String> = wolves
            .iter()
            .filter(|w| self.fate.state.role(w) != Role::GiovaneLupo)
            .cloned()
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
            return None;
        }
        Some((wolves, biters))
    }

    /// The Ammaestratore "decid[e] lui stesso la vittima del loro sbrano": his choice replaces
    /// the pack's first victim, or stops the bite if it is a wolf.
    fn tamed_bite(&mut self, victims: &mut Vec<String>, wolf_names: &[&str]) -> Tamed {
        let Some((tamed, id)) = self.tamed.clone() else {
            return Tamed::Untouched;
        };
        if self.fate.state.role(&tamed).is_wolf() {
            // "Se il giocatore scelto dall'Ammaestratore è un LUPO, lo sbrano non avrà luogo
            // per quella notte": the master's. The wolves "si ricorderanno di aver sbranato
            // contro la loro volontà" only of a bite that took place: they read their own
            // bite, which fails as a protected one does (ruling 37).
            self.fate
                .trace
                .add(
                    Kind::Blocked,
                    "rule-lupus-ammaestratore",
                    Msg::new("lupus-tamed-wolf"),
                )
                .cause(id);
            if let Some(v) = victims.first() {
                self.fate
                    .trace
                    .add(
                        Kind::Blocked,
                        "rule-lupus-sbrano",
                        Msg::new("lupus-pack-bites").arg("player", v),
                    )
                    .cause(id)
                    .to(wolf_names);
            }
            return Tamed::Off;
        }
        if victims.is_empty() {
            victims.push(tamed);
        } else {
            victims[0] = tamed;
        }
        self.fate
            .trace
            .add(
                Kind::Redirected,
                "rule-lupus-ammaestratore",
                Msg::new("lupus-wolves-tamed"),
            )
            .cause(id)
            .to(wolf_names);
        Tamed::Victim(id)
    }

    /// The Ammaestratore's victim holds against the Marionettista's control of a wolf (ruling
    /// 12), which then fails; the master's trace says so.
    fn control_gives_way(&mut self, puppet: Option<&str>) {
        if let Some((_, forced, control)) =
            puppet.and_then(|w| self.control.clone().filter(|(p, _, _)| p == w))
        {
            self.fate
                .trace
                .add(
                    Kind::Failed,
                    "rule-lupus-ammaestratore",
                    Msg::new("lupus-control-tamed").arg("player", &forced),
                )
                .cause(control);
        }
    }

    /// The bite of each victim, carried out by `executor`; `tamed`: the Ammaestratore's event,
    /// when he chose the first victim.
    fn bite(
        &mut self,
        executor: &str,
        victims: Vec<String>,
        tamed: Option<usize>,
        wolf_names: &[&str],
    ) {
        for (i, v) in victims.into_iter().enumerate() {
            // The control moves the pack's victim, unless the Ammaestratore chose it; a burned
            // Giovane lupo's extra one is the pack's own.
            let aim = if i == 0 && tamed.is_none() {
                self.aim(executor, &v)
            } else {
                self.reach(executor, &v, None)
            };
            let id = self
                .fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-lupus-sbrano",
                    Msg::new("lupus-pack-bites").arg("player", &aim.shown),
                )
                .actor(executor)
                .target(&aim.hit)
                .to(wolf_names)
                .id();
            // The tamed cause is the first victim's only.
            let first_tamed = if i == 0 { tamed } else { None };
            let because = aim.cause.or(first_tamed).unwrap_or(id);
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
    pub(super) fn scommettitrice_survives(&mut self, victim: &str) -> bool {
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
