//! "Asesinar … se resuelve antes que cualquier otra acción declarada": the kills of a phase,
//! among those in one place at its start.
use super::super::orders::Action;
use super::Round;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use std::collections::{BTreeMap, BTreeSet};

impl Round<'_> {
    /// The kills of `phase`, in roster order: (killer, victim). A kill repelled by the Ángel
    /// Guardián starts the impostor's wait as a kill does; one that finds no target does not
    /// (ruling 11b).
    pub(super) fn kills(
        &mut self,
        phase: u32,
        start: &BTreeMap<String, String>,
        inside_start: &BTreeSet<String>,
    ) -> Vec<(String, String)> {
        let players: Vec<String> = self.game.players.iter().map(|p| p.name.clone()).collect();
        let clock = self.state.clock.saturating_add(1);
        let mut killed = Vec::new();
        for p in &players {
            let Action::Kill(target) = self.action(p, phase) else {
                continue;
            };
            let same_place = start.get(p) == start.get(&target);
            let found = self.game.is_alive(p)
                && self.game.is_alive(&target)
                && same_place
                && !inside_start.contains(p)
                && !inside_start.contains(&target);
            // "no tendrá disponible la opción de asesinar hasta que hayan transcurrido 13
            // fases": the impostor is told that reason, not that the victim was not there.
            let waiting = !self.state.may_kill_at(p, clock);
            if !found || waiting {
                let msg = if waiting {
                    Msg::new("among-us-kill-failed-cooldown")
                        .arg("player", &target)
                        .arg("phase", phase)
                        .arg("left", self.state.kill_ready(p).saturating_sub(clock))
                } else {
                    Msg::new("among-us-kill-failed")
                        .arg("player", &target)
                        .arg("phase", phase)
                };
                self.trace
                    .add(Kind::Failed, "rule-among-us-kill", msg)
                    .actor(p)
                    .target(&target)
                    .to(&[p]);
                continue;
            }
            if super::super::roles::repelled(self.state, self.trace, p, &target, clock, phase) {
                self.state.reset_kill_timer(p, clock);
                continue;
            }
            let place = start[p].clone();
            self.game.kill(&target);
            self.state.bodies.insert(target.clone(), place.clone());
            self.state.reset_kill_timer(p, clock);
            let id = self
                .trace
                .add(
                    Kind::Death,
                    "rule-among-us-kill",
                    Msg::new("among-us-you-killed")
                        .arg("player", &target)
                        .arg("place", &place)
                        .arg("phase", phase),
                )
                .actor(p)
                .target(&target)
                .to(&[p])
                .id();
            self.trace
                .add(
                    Kind::Death,
                    "rule-among-us-kill",
                    Msg::new("among-us-you-died")
                        .arg("place", &place)
                        .arg("phase", phase),
                )
                .target(&target)
                .cause(id)
                .to(&[&target]);
            killed.push((p.clone(), target));
        }
        killed
    }
}
