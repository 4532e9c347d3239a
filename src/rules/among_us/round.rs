//! "Rondas de juego": three phases, one point of action each, in the order declared. In each
//! phase, first the free actions ("Reportar un cadáver y hacer sonar la campana de servicio
//! son las únicas acciones que se resuelven antes que Asesinar"), then the kills ("se
//! ejecutan simultáneamente excepto Asesinar que se resuelve antes que cualquier otra acción
//! declarada"), then every other point at once; then what each character saw
//! ([`super::seen`]). A phase that opens an amendment window pauses the round.

use super::manor::{Manor, PlaceMatch};
use super::orders::{Action, Free};
use super::plan::Plan;
use super::seen::{self, Moves};
use super::sight::{Sight, Viewer};
use super::state::{Called, Declared, PHASES, Phase, Side, State};
use super::walk;
use super::win;
use crate::core::game::{Game, Pause};
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};
use std::collections::{BTreeMap, BTreeSet};

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
            super::witness::tell(self.game, self.state, self.trace, &moves, phase, &kills);
            let notices = seen::report(self.game, self.state, self.trace, &moves, phase, &killed);
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

    /// "Cuando se reporta un cadáver o se hace sonar la campana de servicio … la ronda se
    /// detiene de inmediato y comienza una deliberación"; "Si varios jugadores quieren …
    /// solo será efectivo el que haya posteado antes".
    fn free_actions(&mut self, phase: u32) -> bool {
        let order = |p: &str| self.game.players.iter().position(|q| q.name == p);
        let mut frees: Vec<Free> = self
            .plan
            .free
            .iter()
            .filter(|f| f.phase == phase && !f.gate)
            .cloned()
            .collect();
        frees.sort_by_key(|f| (f.sent.unwrap_or(i64::MAX), order(&f.player)));
        let sight = Sight::new(&self.state.map);
        for f in frees {
            let at = self.state.place(&f.player).to_string();
            let inside: BTreeSet<String> = self.state.in_passage.iter().cloned().collect();
            let who = self.viewer(&f.player, &inside);
            let valid = match &f.body {
                Some(body) => self.state.bodies.get(body).is_some_and(|place| {
                    let state = &*self.state;
                    sight
                        .view(&at, who, &|p| state.is_dark(p))
                        .places
                        .contains(place)
                }),
                // "Hacer sonar la campana de servicio solo se podrá realizar si el jugador
                // está en el Comedor."
                None => at == self.state.comedor() && !who.in_passage,
            };
            if !valid || !self.game.is_alive(&f.player) {
                let msg = match &f.body {
                    Some(b) => Msg::new("among-us-report-failed")
                        .arg("body", b)
                        .arg("phase", phase),
                    None => Msg::new("among-us-bell-failed")
                        .arg("place", &at)
                        .arg("phase", phase),
                };
                self.trace
                    .add(Kind::Failed, "rule-among-us-report", msg)
                    .actor(&f.player)
                    .to(&[&f.player]);
                continue;
            }
            self.call(&f, phase);
            return true;
        }
        false
    }

    fn call(&mut self, f: &Free, phase: u32) {
        let msg = match &f.body {
            Some(b) => Msg::new("among-us-called-body")
                .arg("player", &f.player)
                .arg("body", b)
                .arg(
                    "place",
                    self.state.bodies.get(b).cloned().unwrap_or_default(),
                )
                .arg("phase", phase),
            None => Msg::new("among-us-called-bell")
                .arg("player", &f.player)
                .arg("phase", phase),
        };
        self.trace
            .add(Kind::Applied, "rule-among-us-report", msg)
            .actor(&f.player)
            .public();
        // "al inicio de una deliberación todos los jugadores son transportados automática e
        // inmediatamente al Comedor".
        let comedor = self.state.comedor();
        for p in &self.game.players {
            self.state.at.insert(p.name.clone(), comedor.clone());
        }
        self.state.in_passage.clear();
        super::roles::deliberation_called(self.state, self.trace);
        self.state.called = Some(Called {
            by: f.player.clone(),
            body: f.body.clone(),
        });
        self.state.declared = None;
        self.game.pause = None;
        self.game.phase = Phase::Deliberation(self.round).id();
    }

    /// The kills, then every other point at once. Returns the kills (killer, victim) and
    /// everyone's start and end of the phase.
    fn act(&mut self, phase: u32) -> (Vec<(String, String)>, Moves) {
        let start: BTreeMap<String, String> = self.state.at.clone();
        let inside_start: BTreeSet<String> = self.state.in_passage.iter().cloned().collect();
        let players: Vec<String> = self.game.players.iter().map(|p| p.name.clone()).collect();
        let clock = self.state.clock.saturating_add(1);
        let mut killed = Vec::new();
        for p in &players {
            let Action::Kill(target) = self.action(p, phase) else {
                continue;
            };
            let same_place = start.get(p) == start.get(&target);
            let ok = self.game.is_alive(p)
                && self.game.is_alive(&target)
                && same_place
                && !inside_start.contains(p)
                && !inside_start.contains(&target)
                && self.state.may_kill_at(p, clock);
            if !ok {
                self.trace
                    .add(
                        Kind::Failed,
                        "rule-among-us-kill",
                        Msg::new("among-us-kill-failed")
                            .arg("player", &target)
                            .arg("phase", phase),
                    )
                    .actor(p)
                    .target(&target)
                    .to(&[p]);
                continue;
            }
            if super::roles::repelled(self.state, self.trace, p, &target, clock, phase) {
                self.state.reset_kill_timer(p);
                continue;
            }
            let place = start[p].clone();
            self.game.kill(&target);
            self.state.bodies.insert(target.clone(), place.clone());
            self.state.reset_kill_timer(p);
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
        let mut end = start.clone();
        let mut inside = inside_start.clone();
        super::roles::expel(self.state, self.trace, &mut inside, clock, phase);
        let mut follows = Vec::new();
        for p in &players {
            if killed.iter().any(|(_, v)| v == p) {
                continue;
            }
            let from = start.get(p).cloned().unwrap_or_default();
            let ghost = !self.game.is_alive(p);
            let result = match self.action(p, phase) {
                Action::Move(way) if !inside.contains(p) => {
                    walk::destination(&self.state.map, &from, &way, ghost).map(|to| {
                        // A locked door: he stays (`sabotage::play` tells him).
                        super::sabotage::play::passable(self.state, &from, &to, ghost, clock)
                            .then_some(to)
                    })
                }
                Action::Move(_) => Err(Msg::new("among-us-err-inside")),
                Action::Follow(t) => {
                    match super::roles::followed(
                        self.game,
                        self.state,
                        &start,
                        &inside_start,
                        p,
                        &t,
                    ) {
                        Some(t) => {
                            follows.push((p.clone(), t));
                            Ok(None)
                        }
                        None => Err(Msg::new("among-us-follow-failed")
                            .arg("player", &t)
                            .arg("phase", phase)),
                    }
                }
                Action::Enter if self.state.map.has_passage(&from) && !inside.contains(p) => {
                    inside.insert(p.clone());
                    self.tell_passage(p, "among-us-you-enter-passage", &from, phase);
                    Ok(None)
                }
                Action::Exit if inside.contains(p) => {
                    inside.remove(p);
                    self.tell_passage(p, "among-us-you-exit-passage", &from, phase);
                    Ok(None)
                }
                Action::Through(to) if inside.contains(p) => {
                    passage_exit(&self.state.map, &from, &to).map(Some)
                }
                Action::Enter | Action::Exit | Action::Through(_) => {
                    Err(Msg::new("among-us-passage-failed").arg("place", &from))
                }
                Action::Stay
                | Action::Task(_)
                | Action::Kill(_)
                | Action::Sabotage(_)
                | Action::Transform(_)
                | Action::Protect(_)
                | Action::Object(_) => Ok(None),
            };
            match result {
                Ok(Some(to)) => {
                    end.insert(p.clone(), to);
                }
                Ok(None) => {}
                Err(msg) => {
                    self.trace
                        .add(Kind::Failed, "rule-among-us-move", msg)
                        .actor(p)
                        .to(&[p]);
                }
            }
        }
        self.follow(&follows, &start, &inside_start, &mut end, phase);
        self.state.at = end.clone();
        self.state.in_passage = inside.iter().cloned().collect();
        let points: Vec<(String, Action)> = players
            .iter()
            .map(|p| (p.clone(), self.action(p, phase)))
            .collect();
        let gates: Vec<String> = self
            .plan
            .free
            .iter()
            .filter(|f| f.gate && f.phase == phase)
            .map(|f| f.player.clone())
            .collect();
        let victims: Vec<String> = killed.iter().map(|(_, v)| v.clone()).collect();
        let sabotage_moves = super::sabotage::play::Moves {
            start: &start,
            end: &end,
            inside_start: &inside_start,
            inside: &inside,
            killed: &victims,
            clock,
            phase,
        };
        super::sabotage::play::play(
            self.game,
            self.state,
            self.trace,
            &points,
            &gates,
            &sabotage_moves,
        );
        let objects = self.objects(&players, &victims, phase, clock);
        // "Cuando un jugador se encuentra realizando una tarea, utilizando un objeto
        // interactivo … o usando las habilidades especiales de un rol, sufre un efecto de
        // reducción de visibilidad"; "reparando un sabotaje … sufre un efecto de reducción de
        // visibilidad".
        let tasks = players
            .iter()
            .filter(|p| match self.action(p, phase) {
                Action::Task(text) => super::tasks::at_work(self.state, p, &text, clock),
                Action::Object(_) => true,
                Action::Sabotage(a) => !a.is_launch(),
                _ => false,
            })
            .cloned()
            .collect();
        (
            killed,
            Moves {
                start,
                end,
                inside_start,
                inside,
                tasks,
                objects,
            },
        )
    }

    /// "Entrar o salir de un pasaje secreto": the one who does it is told, phase by phase (an
    /// impostor, the Escurridizo, who must count his six phases inside).
    fn tell_passage(&mut self, player: &str, key: &str, place: &str, phase: u32) {
        self.trace
            .add(
                Kind::Applied,
                "rule-among-us-passage",
                Msg::new(key).arg("place", place).arg("phase", phase),
            )
            .actor(player)
            .to(&[player]);
    }

    /// The objects used this phase by those still standing.
    fn objects(
        &mut self,
        players: &[String],
        killed: &[String],
        phase: u32,
        clock: u32,
    ) -> super::objects::InUse {
        use super::objects::Use;
        let standing = |p: &String| !killed.contains(p);
        let uses: Vec<(String, Use)> = players
            .iter()
            .filter(|p| standing(p))
            .filter_map(|p| match self.action(p, phase) {
                Action::Object(u) if u != Use::Talisman => Some((p.clone(), u)),
                _ => None,
            })
            .collect();
        super::objects::start(
            self.game,
            self.state,
            &uses,
            clock,
            phase,
            self.chance,
            self.trace,
        )
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

    /// "Seguir a otro jugador … (sólo si hay otro jugador en la misma estancia/sección o
    /// dentro del rango de visión)": the follower ends where the followed ends, when one point
    /// takes him there; one who follows a follower goes where that one goes; a ring of
    /// followers stays.
    fn follow(
        &mut self,
        follows: &[(String, String)],
        start: &BTreeMap<String, String>,
        inside: &BTreeSet<String>,
        end: &mut BTreeMap<String, String>,
        phase: u32,
    ) {
        let sight = Sight::new(&self.state.map);
        let target_of: BTreeMap<&str, &str> = follows
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        for (p, _) in follows {
            // The end of the chain, if it is no ring.
            let mut seen = BTreeSet::from([p.as_str()]);
            let mut t = target_of[p.as_str()];
            let mut ring = false;
            while let Some(next) = target_of.get(t) {
                if !seen.insert(t) {
                    ring = true;
                    break;
                }
                t = next;
            }
            let target = target_of[p.as_str()];
            let from = start.get(p).cloned().unwrap_or_default();
            let there = start.get(target).cloned().unwrap_or_default();
            let who = self.viewer(p, inside);
            let state = &*self.state;
            let in_sight = there == from
                || sight
                    .view(&from, who, &|q| state.is_dark(q))
                    .places
                    .contains(&there);
            let visible = in_sight
                && !inside.contains(target)
                && (self.game.is_alive(target) || !self.game.is_alive(p));
            let goal = if ring { None } else { end.get(t).cloned() };
            let ghost = !self.game.is_alive(p);
            let clock = self.state.clock.saturating_add(1);
            match goal {
                Some(goal)
                    if visible
                        && super::sabotage::play::passable(
                            self.state, &from, &goal, ghost, clock,
                        )
                        && (walk::one_step(&self.state.map, &from, &goal)
                            || (ghost
                                && self.state.map.around(&from).any(|(q, _, _)| q == goal))) =>
                {
                    end.insert(p.clone(), goal);
                }
                _ => {
                    self.trace
                        .add(
                            Kind::Failed,
                            "rule-among-us-follow",
                            Msg::new("among-us-follow-failed")
                                .arg("player", target)
                                .arg("phase", phase),
                        )
                        .actor(p)
                        .target(target)
                        .to(&[p]);
                }
            }
        }
    }

    /// "los jugadores serán notificados y tendrán la oportunidad de reajustar el resto de
    /// puntos de acción de la ronda": the round stops after `phase`; the next `next` resumes
    /// at the phase after it with the amended PMs.
    fn pause(
        &mut self,
        phase: u32,
        amend: Vec<String>,
        bodies: Vec<String>,
        encounters: Vec<super::state::Encounter>,
        written: &BTreeMap<String, Vec<Action>>,
    ) {
        let idx = (phase - self.from) as usize;
        let old = self.state.declared.take().unwrap_or_default();
        let mut declared = Declared {
            amend: amend.clone(),
            encounters,
            ..Declared::default()
        };
        for p in &self.game.players {
            let points = self.plan.points.get(&p.name).cloned().unwrap_or_default();
            let mut done = old.done.get(&p.name).cloned().unwrap_or_default();
            let lines = written.get(&p.name).unwrap_or(&points);
            for i in 0..=idx {
                done.push(lines.get(i).cloned().unwrap_or(Action::Stay));
            }
            let rest: Vec<Action> = points.into_iter().skip(idx + 1).collect();
            if rest.iter().any(|a| *a != Action::Stay) {
                declared.points.insert(p.name.clone(), rest);
            }
            if done.iter().any(|a| *a != Action::Stay) {
                declared.done.insert(p.name.clone(), done);
            }
        }
        declared.free = self
            .plan
            .free
            .iter()
            .filter(|f| f.phase > phase)
            .cloned()
            .collect();
        declared.talisman = self
            .plan
            .talisman
            .iter()
            .filter(|(_, f)| *f > phase)
            .cloned()
            .collect();
        let open_to: Vec<String> = self
            .game
            .players
            .iter()
            .map(|p| p.name.clone())
            .filter(|p| amend.contains(p) || bodies.contains(p))
            .collect();
        let until = super::deadline::amend_until(self.game);
        // A round resumed once that stops again: its 18 hours run from the first pause's
        // deadline, not the round's, and the players are told which pause it is.
        let nth = if self.from > 1 { "second" } else { "first" };
        for p in &open_to {
            let msg = if amend.contains(p) {
                Msg::new("among-us-may-amend")
                    .arg("points", PHASES - phase)
                    .arg("phase", phase + 1)
            } else {
                Msg::new("among-us-may-report").arg("phase", phase + 1)
            };
            self.trace
                .add(Kind::Info, "rule-among-us-amend", msg)
                .to(&[p]);
            if let Some(until) = &until {
                self.trace
                    .add(
                        Kind::Info,
                        "rule-among-us-amend",
                        Msg::new("among-us-amend-until")
                            .arg("until", until)
                            .arg("nth", nth),
                    )
                    .to(&[p]);
            }
        }
        self.trace
            .add(
                Kind::Info,
                "rule-among-us-amend",
                Msg::new("among-us-paused")
                    .arg("round", self.round)
                    .arg("phase", phase),
            )
            .public();
        if let Some(until) = &until {
            self.trace
                .add(
                    Kind::Info,
                    "rule-among-us-amend",
                    Msg::new("among-us-amend-until-public")
                        .arg("until", until)
                        .arg("nth", nth)
                        .arg("round", self.round),
                )
                .public();
        }
        self.game.pause = Some(Pause {
            of: Phase::Round {
                round: self.round,
                from: 1,
            }
            .id(),
            done: phase,
            open_to,
            until,
        });
        self.state.declared = Some(declared);
        self.game.phase = Phase::Round {
            round: self.round,
            from: phase + 1,
        }
        .id();
    }
}
