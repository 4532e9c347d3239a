//! "Deliberaciones": one vote per player or an abstention, "Una vez emitido un voto, no se
//! puede cambiar"; "se hará público el número de votos sobre cada jugador y el número de
//! abstenciones. No se conocerá quién emitió cada voto"; "si existe un personaje que ha
//! recibido la mayoría simple de los votos (mayor número de votos que cualquier otra de las
//! opciones incluida la abstención), este personaje es eliminado y pasa a ser un fantasma.
//! No votar no cuenta como abstención". Then "se iniciará una ronda de juego en la que todos
//! los jugadores comenzarán desde el Comedor".

use super::plan::Plan;
use super::state::{Phase, Side, State};
use super::win;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};
use std::collections::BTreeMap;

/// Who the count ejects, if anyone: more votes than every other option, abstention included.
pub fn ejected(
    votes: &[(String, Option<String>)],
) -> (BTreeMap<String, usize>, usize, Option<String>) {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut abstentions = 0;
    for (_, choice) in votes {
        match choice {
            Some(p) => *counts.entry(p.clone()).or_default() += 1,
            None => abstentions += 1,
        }
    }
    let top = counts.values().copied().max().unwrap_or(0);
    let leaders: Vec<&String> = counts
        .iter()
        .filter(|(_, n)| **n == top)
        .map(|(p, _)| p)
        .collect();
    let out = match leaders.as_slice() {
        [one] if top > abstentions => Some((*one).clone()),
        _ => None,
    };
    (counts, abstentions, out)
}

pub fn run(game: &mut Game, state: &mut State, trace: &mut Trace, plan: &Plan, round: u32) {
    match count(game, trace, plan) {
        Some(p) => eject(game, state, trace, &p),
        None => {
            trace
                .add(Kind::Info, RULE, Msg::new("among-us-nobody-ejected"))
                .public();
        }
    }
    state.called = None;
    state.bodies.clear();
    state.in_passage.clear();
    state.busy.clear();
    super::roles::deliberation_over(state);
    let comedor = state.comedor();
    for p in &game.players {
        state.at.insert(p.name.clone(), comedor.clone());
    }
    if let Some(side) = win::check(game, state) {
        win::announce(game, state, trace, side);
        return;
    }
    // "desde el final de una deliberación": the kill timers start again; "ni en las dos
    // rondas siguientes a cada ronda de deliberación".
    for p in &game.players {
        if state.side(&p.name) == Side::Impostor {
            state.reset_kill_timer(&p.name, state.clock);
        }
    }
    state.amend_from = round.saturating_add(3);
    super::sabotage::play::after_deliberation(state);
    game.phase = Phase::Round {
        round: round.saturating_add(1),
        from: 1,
    }
    .id();
}

/// The rule the deliberation's lines quote.
const RULE: &str = "rule-among-us-deliberation";

/// "se hará público el número de votos sobre cada jugador y el número de abstenciones. No se
/// conocerá quién emitió cada voto": the living's votes counted in public; who is ejected.
fn count(game: &Game, trace: &mut Trace, plan: &Plan) -> Option<String> {
    let living: Vec<String> = game
        .players
        .iter()
        .filter(|p| p.alive)
        .map(|p| p.name.clone())
        .collect();
    let votes: Vec<(String, Option<String>)> = plan
        .votes
        .iter()
        .filter(|(voter, _)| living.contains(voter))
        .cloned()
        .collect();
    let (counts, abstentions, out) = ejected(&votes);
    for (player, n) in &counts {
        trace
            .add(
                Kind::Vote,
                RULE,
                Msg::new("among-us-votes-for")
                    .arg("player", player)
                    .arg("count", n),
            )
            .public();
    }
    trace
        .add(
            Kind::Vote,
            RULE,
            Msg::new("among-us-abstentions").arg("count", abstentions),
        )
        .public();
    let silent = living.len() - votes.len();
    if silent > 0 {
        trace
            .add(
                Kind::Info,
                RULE,
                Msg::new("among-us-no-vote").arg("count", silent),
            )
            .public();
    }
    out
}

/// "este personaje es eliminado y pasa a ser un fantasma": said in public, and to him in the
/// second person; the first vassal to die becomes the Ángel Guardián.
fn eject(game: &mut Game, state: &mut State, trace: &mut Trace, p: &str) {
    game.kill(p);
    let id = trace
        .add(
            Kind::Death,
            RULE,
            Msg::new("among-us-ejected").arg("player", p),
        )
        .target(p)
        .public()
        .id();
    // He is told about himself in the second person.
    trace
        .add(
            Kind::Death,
            RULE,
            Msg::new("among-us-you-are-ejected").arg("player", p),
        )
        .cause(id)
        .to(&[p]);
    super::roles::deaths(game, state, trace, &[p.to_string()]);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(voter: &str, choice: Option<&str>) -> (String, Option<String>) {
        (voter.to_string(), choice.map(str::to_string))
    }

    #[test]
    fn a_single_vote_among_silent_players_is_a_simple_majority() {
        // "si sólo un jugador emite un voto y todos los demás no votan, ocurre la mayoría
        // simple".
        let (_, _, out) = ejected(&[v("Ana", Some("Bruno"))]);
        assert_eq!(out.as_deref(), Some("Bruno"));
    }

    #[test]
    fn abstention_is_an_option_the_leader_must_beat() {
        // "mayor número de votos que cualquier otra de las opciones incluida la abstención".
        let votes = [
            v("Ana", Some("Bruno")),
            v("Carla", None),
            v("Dani", Some("Bruno")),
            v("Eva", None),
        ];
        assert_eq!(ejected(&votes).2, None);
        let votes = [
            v("Ana", Some("Bruno")),
            v("Carla", Some("Dani")),
            v("Eva", None),
        ];
        assert_eq!(ejected(&votes).2, None, "a tie ejects nobody");
        let votes = [
            v("Ana", Some("Bruno")),
            v("Carla", Some("Bruno")),
            v("Eva", None),
        ];
        assert_eq!(
            ejected(&votes),
            (
                BTreeMap::from([("Bruno".to_string(), 2)]),
                1,
                Some("Bruno".to_string())
            )
        );
    }
}
