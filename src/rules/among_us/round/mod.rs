//! "Rondas de juego": three phases, one point of action each, in the order declared. In each
//! phase, first the free actions ("Reportar un cadáver y hacer sonar la campana de servicio
//! son las únicas acciones que se resuelven antes que Asesinar"), then the kills ("se
//! ejecutan simultáneamente excepto Asesinar que se resuelve antes que cualquier otra acción
//! declarada"), then every other point at once; then what each character saw
//! ([`super::seen`]). A phase that opens an amendment window pauses the round.

mod act;
mod calls;
mod follow;
pub mod held;
mod kills;
mod pause;

use super::manor::{Manor, PlaceMatch};
use super::orders::Action;
use super::plan::Plan;
use super::seen;
use super::sight::Viewer;
use super::state::{PHASES, Phase, Side, State};
use super::win;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};
use std::collections::BTreeSet;

/// How a round's run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// All three phases played: the next round.
    Finished,
    /// Stopped after a phase for amended points (or a report).
    Paused,
    /// A report or the bell: a deliberation.
    Called,
    Won,
}

pub struct Round<'a> {
    pub game: &'a mut Game,
    pub state: &'a mut State,
    pub trace: &'a mut Trace,
    pub plan: Plan,
    pub round: u32,
    pub from: u32,
    pub chance: &'a mut crate::core::rng::Chance,
}

/// The entry of a passage group one moves to from `at`.
pub fn passage_exit(map: &Manor, at: &str, to: &str) -> Result<String, Msg> {
    let exits: Vec<&str> = map.passage_exits(at).collect();
    match map.match_place(to, exits.iter().copied()) {
        PlaceMatch::One(p) => Ok(p),
        _ => Err(Msg::new("among-us-err-passage-exit")
            .arg("place", at)
            .arg("to", to)
            .arg("exits", exits.join(", "))),
    }
}

impl Round<'_> {
    fn action(&self, player: &str, phase: u32) -> Action {
        let idx = (phase - self.from) as usize;
        self.plan
            .points
            .get(player)
            .and_then(|v| v.get(idx))
            .cloned()
            .unwrap_or(Action::Stay)
    }

    fn viewer(&self, player: &str, inside: &BTreeSet<String>) -> Viewer {
        let ghost = !self.game.is_alive(player);
        Viewer {
            immune: ghost || self.state.side(player) == Side::Impostor,
            ghost,
            reduced: false,
            in_passage: inside.contains(player),
        }
    }

    pub fn run(mut self) -> End {
        // The points as written: a Cambiaformas's forced return turns the one it takes into
        // "stayed" in the plan, but an amendment may repeat the line he declared for it.
        let written = self.plan.points.clone();
        self.amendments();
        for phase in self.from..=PHASES {
            if self.free_actions(phase) {
                return End::Called;
            }
            let clock = self.state.clock.saturating_add(1);
            let idx = (phase - self.from) as usize;
            super::roles::phase_start(
                self.game,
                self.state,
                self.trace,
                &mut self.plan.points,
                idx,
                clock,
                phase,
            );
            let (kills, mut moves) = self.act(phase);
            let killed: Vec<String> = kills.iter().map(|(_, v)| v.clone()).collect();
            self.state.clock = clock;
            let actions: Vec<(String, Action)> = self
                .game
                .players
                .iter()
                .map(|p| (p.name.clone(), self.action(&p.name, phase)))
                .collect();
            super::roles::powers(
                self.game, self.state, self.trace, &mut moves, &actions, phase,
            );
            super::roles::after_act(self.game, self.state, self.trace, &mut moves, &killed);
            let witnesses =
                super::witness::tell(self.game, self.state, self.trace, &moves, phase, &kills);
            let mut notices =
                seen::report(self.game, self.state, self.trace, &moves, phase, &killed);
            self.state.busy = moves.tasks.iter().cloned().collect();
            notices.witnessed(self.game, &witnesses);
            super::objects::report(self.game, self.state, self.trace, &moves.objects, phase);
            self.talisman_and_tasks(&killed, phase);
            if let Some(outcome) = win::check(self.game, self.state) {
                win::announce(self.game, self.state, self.trace, outcome);
                return End::Won;
            }
            if let Some(msg) = super::sabotage::play::fatal(self.state) {
                // "Que los vasallos no reparen los sabotajes mortales (chimeneas y portones) antes
                // de sus respectivos límites de tiempo."
                let rule = "rule-among-us-win-sabotaje";
                win::announce_as(self.game, self.state, self.trace, Side::Impostor, msg, rule);
                return End::Won;
            }
            // "si el encuentro sucede en la tercera fase, no podrá reajustar ningún punto".
            let amendable = self.round >= self.state.amend_from;
            let amend: Vec<String> = if amendable {
                notices.noticed.clone()
            } else {
                Vec::new()
            };
            if phase < PHASES && (!amend.is_empty() || !notices.bodies.is_empty()) {
                self.pause(phase, amend, notices.bodies, notices.encounters, &written);
                return End::Paused;
            }
        }
        self.state.declared = None;
        self.game.pause = None;
        self.game.phase = Phase::Round {
            round: self.round.saturating_add(1),
            from: 1,
        }
        .id();
        self.trace
            .add(
                Kind::Info,
                "rule-among-us-round",
                Msg::new("among-us-round-over").arg("round", self.round),
            )
            .public();
        End::Finished
    }

    /// After what everyone saw: the talisman, then the task stages of those still standing (a
    /// point spent on a task does not move), on the phase's clock.
    fn talisman_and_tasks(&mut self, killed: &[String], phase: u32) {
        use super::objects::Use;
        let clock = self.state.clock;
        let players: Vec<String> = self.game.players.iter().map(|p| p.name.clone()).collect();
        let standing = |p: &String| !killed.contains(p);
        for p in players.iter().filter(|p| standing(p)) {
            let point = self.action(p, phase) == Action::Object(Use::Talisman);
            let free = self
                .plan
                .talisman
                .iter()
                .any(|(q, f)| q == p && *f == phase);
            if point || free {
                super::talisman::activate(self.game, self.state, self.trace, p, point, phase);
            }
        }
        for p in players.iter().filter(|p| standing(p)) {
            if let Action::Task(text) = self.action(p, phase)
                && super::tasks::work(self.state, self.trace, p, &text, phase, clock).is_some()
            {
                super::talisman::task_done(self.state, self.trace, p);
            }
        }
    }
}
