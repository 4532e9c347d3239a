//! What `check` can know of sight before the round runs: only the phase the state stands at
//! (the first point it reads) has positions the state holds; later phases depend on everyone's
//! moves, the kills and the lights, and only the round can tell (docs/rulings/among-us.md,
//! 13). A follow or a report refused there is raised at its line, never a silent "valid".

use super::sight::{Sight, Viewer};
use super::state::{Side, State};
use crate::core::game::Game;
use crate::core::msg::Msg;
use std::collections::{BTreeMap, BTreeSet};

/// Where everyone stands and who is in a passage, as the state holds them.
fn positions(game: &Game, state: &State) -> (BTreeMap<String, String>, BTreeSet<String>) {
    let at = game
        .players
        .iter()
        .map(|p| (p.name.clone(), state.place(&p.name).to_string()))
        .collect();
    (at, state.in_passage.iter().cloned().collect())
}

/// "Seguir a otro jugador … (sólo si hay otro jugador en la misma estancia/sección o dentro del
/// rango de visión)", at the first point: the one followed (by the look he wears) is out of the
/// follower's sight even with every room lit, or in a passage, so no candelabrum or repair in
/// the phase can bring him in and the round would refuse it ("no consigues seguir a …").
pub fn follow_first(game: &Game, state: &State, follower: &str, target: &str) -> Option<Msg> {
    let (at, inside) = positions(game, state);
    let c = super::roles::followed(game, state, &at, &inside, follower, target)?;
    let ghost = !game.is_alive(follower);
    let who = Viewer {
        immune: true,
        ghost,
        reduced: false,
        in_passage: inside.contains(follower),
    };
    let (from, there) = (state.place(follower), state.place(&c));
    let lit = there == from
        || Sight::new(&state.map)
            .view(from, who, &|_| false)
            .places
            .iter()
            .any(|p| p == there);
    if lit && !inside.contains(&c) {
        return None;
    }
    Some(out_of_sight(target))
}

/// A follow refused at the first point: the one followed is not in the follower's sight. It
/// says no more than the follower sees: not where the other is, nor that he is a ghost.
pub fn out_of_sight(target: &str) -> Msg {
    Msg::new("among-us-err-follow-out-of-sight").arg("player", target)
}

/// "Reportar un cadáver": a body the state does not hold for a player whose death everyone
/// knows (reported or gone: a body never comes back), or, in the phase the state stands at
/// (free actions come before that phase's kills), no body of his in the reporter's sight. The
/// latter says only that: not whether he lives, nor where his body lies.
pub fn report(
    game: &Game,
    state: &State,
    player: &str,
    body: &str,
    phase: u32,
    from: u32,
) -> Option<Msg> {
    let lies = state.bodies.get(body);
    if lies.is_none() && super::ruleset::death_known(game, body) {
        return Some(Msg::new("among-us-err-report-no-body").arg("body", body));
    }
    if phase != from {
        return None;
    }
    let not_seen = || Msg::new("among-us-err-report-out-of-sight").arg("body", body);
    let Some(place) = lies else {
        return Some(not_seen());
    };
    let ghost = !game.is_alive(player);
    let who = Viewer {
        immune: ghost || state.side(player) == Side::Impostor,
        ghost,
        reduced: false,
        in_passage: state.in_passage.iter().any(|p| p == player),
    };
    let seen = Sight::new(&state.map)
        .view(state.place(player), who, &|p| state.is_dark(p))
        .places;
    (!seen.contains(place)).then(not_seen)
}
