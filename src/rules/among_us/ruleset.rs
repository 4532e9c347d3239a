//! `among-us` on the core: the phases (rounds, resumed rounds, deliberations) and the glue to
//! setup, the plan of the PMs, the round and the deliberation.

use super::deliberation;
use super::plan::plan;
use super::round::Round;
use super::setup::{self, consistent};
use super::state::{Phase, Side, State};
use super::verbs;
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::{Lang, Msg};
use crate::core::orders::OrderFile;
use crate::core::rng::Chance;
use crate::core::tally::{self, DayVote, Majority};
use crate::core::trace::Trace;
use crate::core::votes::{Choice, Replace, VoteRules};
use crate::rules::{OptionSpec, Ruleset};
use std::collections::BTreeMap;

pub struct AmongUs;

/// The state, shared (`Game::state_ref`): most readers only read it.
fn read_state(game: &Game) -> Result<std::sync::Arc<State>, Vec<Problem>> {
    game.state_ref().map_err(|p| vec![p])
}

fn problem(msg: Msg) -> Problem {
    Problem::new(msg)
}

impl Ruleset for AmongUs {
    fn id(&self) -> &'static str {
        "among-us"
    }

    fn language(&self) -> Lang {
        Lang::Es
    }

    fn catalog(&self) -> [&'static str; 3] {
        catalog_of!("among-us")
    }

    fn players(&self) -> (usize, usize) {
        (4, 60)
    }

    fn options(&self) -> &'static [OptionSpec] {
        super::options::OPTIONS
    }

    fn file_options(&self) -> &'static [&'static str] {
        &["map", "tasks"]
    }

    fn setup(
        &self,
        game: &mut Game,
        fixed: &BTreeMap<String, String>,
        chance: &mut Chance,
        trace: &mut Trace,
    ) -> Result<(), Vec<Problem>> {
        setup::deal(game, fixed, chance, trace)
    }

    fn adopt(
        &self,
        game: &mut Game,
        state: serde_yaml::Value,
        trace: &mut Trace,
    ) -> Result<(), Vec<Problem>> {
        setup::adopt(game, state, trace)
    }

    /// A death "for any reason": the first vassal to die becomes the Ángel Guardián.
    fn modkill(&self, game: &mut Game, player: &str, _cause: usize, trace: &mut Trace) {
        game.kill(player);
        if let Ok(mut state) = game.state_as::<State>() {
            super::roles::deaths(game, &mut state, trace, &[player.to_string()]);
            game.set_state(&state);
        }
    }

    fn check_state(&self, game: &Game) -> Vec<Problem> {
        let state = match read_state(game) {
            Ok(s) => s,
            Err(p) => return p,
        };
        let mut problems = consistent(game, &state);
        if Phase::parse(&game.phase).is_none() {
            problems.push(problem(
                Msg::new("among-us-err-phase").arg("phase", &game.phase),
            ));
        }
        problems
    }

    fn phase_title(&self, _game: &Game, phase: &str) -> Msg {
        match Phase::parse(phase) {
            // A resumed round is the same round to every reader: a title telling the phase
            // it resumed at would tell the public and the others it stopped (ruling 42).
            Some(Phase::Round { round, .. }) => Msg::new("among-us-phase-round").arg("n", round),
            Some(Phase::Deliberation(n)) => Msg::new("among-us-phase-deliberation").arg("n", n),
            Some(Phase::Over) => Msg::new("phase-over"),
            None => Msg::new("phase-setup"),
        }
    }

    fn forms(&self, game: &Game) -> Result<Vec<crate::core::forms::Form>, Vec<Problem>> {
        Ok(super::forms::forms(game, &*read_state(game)?))
    }

    fn verbs(&self) -> Vec<crate::core::grammar::VerbKind> {
        verbs::kinds()
    }

    fn lead_in(&self) -> &'static [&'static str] {
        verbs::LEAD_IN
    }

    /// `faccio fuori Luca`: the kill in everyday Italian (`verbs::phrasal`).
    fn phrasal_verbs(&self) -> Vec<crate::core::intake::Phrasal> {
        super::verbs::phrasal()
    }

    /// "Desplazarse por el mapa al coste de 1 punto de acción por puerta desbloqueada o sección
    /// a atravesar": a numbered point that names a place, with no verb (`1) A la cocina`, `2
    /// PA: al pasillo`), is a move there.
    fn verbless_point(&self, game: &Game) -> Option<crate::core::ruleset::PointThings> {
        super::grammar::verbless_point(&*read_state(game).ok()?)
    }

    /// The manor's places (names and aliases) and the task list: a line naming one speaks
    /// of the game (`me muevo a la cocina`).
    fn role_words(&self) -> Vec<String> {
        super::special::SPOKEN
            .iter()
            .map(|w| w.to_string())
            .collect()
    }

    fn game_nouns(&self, game: &Game) -> Vec<String> {
        read_state(game)
            .map(|state| super::grammar::game_nouns(&state))
            .unwrap_or_default()
    }

    /// `me llevo un candelabro`: the candelabrum taken (a repair of the lights, "coger un
    /// candelabro").
    fn object_orders(&self, _game: &Game) -> Vec<(String, String)> {
        ["candelabro", "candelabrum", "candle"]
            .iter()
            .map(|thing| (thing.to_string(), "coger candelabro".to_string()))
            .collect()
    }

    fn articles(&self, game: &Game, lang: crate::core::msg::Lang) -> BTreeMap<String, String> {
        read_state(game)
            .map(|state| super::articles::of(&state.map, lang))
            .unwrap_or_default()
    }

    fn english_words(&self) -> &'static [&'static str] {
        verbs::ENGLISH
    }

    fn check(&self, game: &Game, orders: &[OrderFile]) -> Vec<Problem> {
        let state = match read_state(game) {
            Ok(s) => s,
            Err(p) => return p,
        };
        match Phase::parse(&game.phase) {
            Some(Phase::Over) | None => vec![problem(Msg::new("err-game-over"))],
            Some(phase) => plan(game, &state, phase, orders).1,
        }
    }

    /// "A later PM that declares the whole round again is the declaration" (`plan`): the
    /// earlier PMs are replaced whole, and a line of theirs the intake raised is moot.
    fn later_pm_replaces_whole(&self, game: &Game, later: &OrderFile) -> bool {
        match Phase::parse(&game.phase) {
            Some(Phase::Round { from, .. }) => super::plan::declares_whole_round(game, from, later),
            _ => false,
        }
    }

    /// "seguirán debiendo realizar las tareas que tuvieran pendientes": ghosts keep playing
    /// rounds; deliberations are for the living.
    fn accepts_dead_orders(&self, game: &Game, _player: &str) -> bool {
        matches!(Phase::parse(&game.phase), Some(Phase::Round { .. }))
    }

    fn resolve(
        &self,
        game: &Game,
        orders: &[OrderFile],
        chance: &mut Chance,
        trace: &mut Trace,
    ) -> Result<Game, Vec<Problem>> {
        let mut state: State = game.state_as().map_err(|p| vec![p])?;
        let phase =
            Phase::parse(&game.phase).ok_or_else(|| vec![problem(Msg::new("err-game-over"))])?;
        let (mut planned, problems) = plan(game, &state, phase, orders);
        if !problems.is_empty() {
            return Err(problems);
        }
        // Its state is set below, whatever the phase: not copied to be dropped.
        let mut next = game.clone_for_next();
        next.pause = None;
        match phase {
            Phase::Round { round, from } => {
                // What the round's first part held for the public and the others: the round
                // reads to them as one.
                let held = state.declared.as_mut().map(|d| std::mem::take(&mut d.held));
                super::round::held::release(trace, held.unwrap_or_default());
                Round {
                    game: &mut next,
                    state: &mut state,
                    trace,
                    plan: planned,
                    round,
                    from,
                    chance,
                }
                .run();
                // The bar closes the round: a paused part's would tell the public it stopped.
                if !next.game_over && next.pause.is_none() {
                    super::tasks::bar(&next, &state, trace);
                }
                if let (Some(pause), Some(declared)) = (&next.pause, state.declared.as_mut()) {
                    declared.held = super::round::held::hold(trace, &pause.open_to);
                }
            }
            Phase::Deliberation(round) => {
                // The PMs' votes and the thread's, as `tally` counts them.
                let cast = self.day_ballots(game, orders)?;
                planned.votes = super::ballots::standing(game, &cast.ballots);
                deliberation::run(&mut next, &mut state, trace, &planned, round)
            }
            Phase::Over => return Err(vec![problem(Msg::new("err-game-over"))]),
        }
        next.set_state(&state);
        Ok(next)
    }

    /// A deliberation's running count for `adjudicate tally`: one vote per living player, an
    /// abstention counted as an option ("incluida la abstención"), a second vote ignored ("Una
    /// vez emitido un voto, no se puede cambiar"), a tie or an abstention level with the leader
    /// ejecting nobody.
    fn day_vote(&self, game: &Game) -> Option<DayVote> {
        if !matches!(Phase::parse(&game.phase), Some(Phase::Deliberation(_))) || game.game_over {
            return None;
        }
        let living: Vec<String> = game
            .players
            .iter()
            .filter(|p| p.alive)
            .map(|p| p.name.clone())
            .collect();
        Some(DayVote {
            voters: living.iter().map(|p| (p.clone(), 1)).collect(),
            candidates: living,
            rules: VoteRules {
                allow_self_vote: true,
                abstention_is_candidate: true,
                frozen_at: None,
                replace_policy: Replace::FirstStands,
            },
            majority: Majority::Plurality {
                min_weight: 1,
                ties_die: false,
            },
            abstention: true,
            // "ese jugador es expulsado de la partida": nobody dies of a deliberation.
            majority_line: Some("among-us-tally-majority"),
        })
    }

    fn day_ballots(
        &self,
        game: &Game,
        orders: &[OrderFile],
    ) -> Result<tally::DayBallots, Vec<Problem>> {
        if !matches!(Phase::parse(&game.phase), Some(Phase::Deliberation(_))) {
            return Err(vec![tally::no_vote(&self.phase_title(game, &game.phase))]);
        }
        let names = game.names();
        let mut problems = Vec::new();
        let ballots = tally::pm_ballots(game, orders, |file| {
            super::orders::read_pms(&[file], &names, &mut problems)
                .into_iter()
                .filter_map(|line| match line.order {
                    super::orders::Order::Vote(Some(p)) => Some(Choice::Player(p)),
                    super::orders::Order::Vote(None) => Some(Choice::Abstain),
                    _ => None,
                })
                .collect()
        });
        if !problems.is_empty() {
            return Err(problems);
        }
        let rules = self.day_vote(game).map(|day| day.rules).unwrap_or_default();
        let ballots = super::ballots::deliberation(game, ballots);
        Ok(tally::DayBallots { rules, ballots })
    }

    /// "No se conocerá quién emitió cada voto."
    fn secret_ballot(&self, game: &Game) -> bool {
        matches!(Phase::parse(&game.phase), Some(Phase::Deliberation(_)))
    }

    fn map_scene(
        &self,
        game: &Game,
        view: crate::core::draw::View,
    ) -> Option<Result<crate::core::draw::Scene, Problem>> {
        Some(super::draw::scene(game, view))
    }

    fn role_of(&self, game: &Game, player: &str) -> Option<String> {
        let state = read_state(game).ok()?;
        state
            .sides
            .get(player)
            .map(|s| match state.special(player) {
                Some(special) => format!("{}/{}", s.id(), special.id()),
                None => s.id().to_string(),
            })
    }

    /// "Cualquier deliberación termina de inmediato antes de su límite de tiempo si todos los
    /// jugadores han emitido ya su voto": the master closes it with `next` (ruling 27).
    /// A victim is known dead once his body is reported: until then it lies on the map ("su
    /// cadáver se quedará en el mapa hasta que algún jugador lo encuentre y reporte").
    /// Ruling 41: a victim is "alive" to the public while his body lies unreported ("su
    /// cadáver se quedará en el mapa hasta que algún jugador lo encuentre y reporte"); the
    /// body reported (the public post said it) is a death everyone knows; a modkill held with
    /// the paused part's post is not, yet.
    fn known_dead(&self, game: &Game, player: &str) -> bool {
        death_known(game, player)
    }

    fn all_sent(&self, game: &Game) -> Option<Msg> {
        matches!(Phase::parse(&game.phase), Some(Phase::Deliberation(_)))
            .then(|| Msg::new("among-us-status-all-voted"))
    }

    fn status(&self, game: &Game, master: bool) -> Vec<Msg> {
        let Ok(state) = read_state(game) else {
            return vec![Msg::new("err-state").arg("error", "state")];
        };
        let mut lines = Vec::new();
        if let Some(c) = &state.called {
            lines.push(match &c.body {
                Some(body) => Msg::new("among-us-status-called-body")
                    .arg("player", &c.by)
                    .arg("body", body),
                None => Msg::new("among-us-status-called-bell").arg("player", &c.by),
            });
        }
        if master {
            for p in &game.players {
                lines.push(
                    Msg::new("among-us-status-at")
                        .arg("player", &p.name)
                        .arg("role", state.side(&p.name).key())
                        .arg("place", state.place(&p.name))
                        .arg(
                            "inside",
                            if state.in_passage.contains(&p.name) {
                                "yes"
                            } else {
                                "no"
                            },
                        ),
                );
                if state.side(&p.name) == Side::Impostor {
                    lines.push(
                        Msg::new("among-us-status-kill-from")
                            .arg("player", &p.name)
                            .arg("from", state.kill_ready(&p.name))
                            .arg("clock", state.clock),
                    );
                }
            }
            // The scenes to open while the round waits for amendments.
            for e in state.declared.iter().flat_map(|d| &d.encounters) {
                lines.push(
                    super::sabotage::with_rooms(Msg::new("among-us-encounter-master"), &e.players)
                        .arg("phase", e.phase)
                        .arg("place", &e.place),
                );
            }
            lines.extend(super::sabotage::forms::status(&state));
            lines.extend(super::roles::status(&state));
            lines.extend(super::tasks::status(&state));
            for (body, place) in &state.bodies {
                lines.push(
                    Msg::new("among-us-status-body")
                        .arg("player", body)
                        .arg("place", place),
                );
            }
        }
        lines
    }
}

/// Is `player`'s death known to everyone ([`Ruleset::known_dead`])? A death nobody has been
/// told of is a secret: a refusal a player's PM triggers never rests on it.
pub fn death_known(game: &Game, player: &str) -> bool {
    // A deliberation gathers the living at the table: every death is known (ruling 48).
    let gathered = matches!(Phase::parse(&game.phase), Some(Phase::Deliberation(_)));
    !game.is_alive(player)
        && read_state(game).is_ok_and(|state| {
            let reported = !state.bodies.contains_key(player)
                || state
                    .called
                    .as_ref()
                    .is_some_and(|c| c.body.as_deref() == Some(player));
            // A death the paused part's post holds back is told when the round resumes
            // (rulings 42, 45): till then the public reads the round as not stopped.
            let held = state
                .declared
                .as_ref()
                .is_some_and(|d| super::round::held::holds_death(&d.held, player));
            (gathered || reported) && !held
        })
}

/// Each task's name, and its name with its verb as players conjugate it (`pelo patatas`).
#[cfg(test)]
#[path = "ruleset_tests.rs"]
mod tests;
