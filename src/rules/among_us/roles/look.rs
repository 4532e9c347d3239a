//! The Cambiaformas' borrowed look as others meet it: whom a follower follows, what an observer
//! is told of a change of look, and the master's trace of who saw whom under which look.

use super::super::sight::{Sight, Viewer};
use super::super::state::{Side, State};
use super::explain;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::Trace;
use std::collections::{BTreeMap, BTreeSet};

/// Whom `seguir X` follows: the one who looks like X in the follower's place or sight at the
/// phase's start ("While disguised he appears to everyone under the borrowed identity"); of
/// two (X and a Cambiaformas with his look), X himself; none when X himself wears another look
/// and nobody looking like X is in sight (the follow fails).
pub fn followed(
    game: &Game,
    state: &State,
    start: &BTreeMap<String, String>,
    inside: &BTreeSet<String>,
    follower: &str,
    named: &str,
) -> Option<String> {
    let ghost = !game.is_alive(follower);
    let who = Viewer {
        immune: ghost || state.side(follower) == Side::Impostor,
        ghost,
        reduced: false,
        in_passage: inside.contains(follower),
    };
    let from = start.get(follower).map_or("", String::as_str);
    let seen = Sight::new(&state.map)
        .view(from, who, &|p| state.is_dark(p))
        .places;
    let in_sight = |c: &str| {
        let at = start.get(c).map_or("", String::as_str);
        !inside.contains(c) && (at == from || seen.iter().any(|s| s == at))
    };
    if state.shown(named) == named && in_sight(named) {
        return Some(named.to_string());
    }
    let borrowed = game
        .players
        .iter()
        .map(|p| p.name.as_str())
        .find(|c| *c != follower && state.shown(c) == named && in_sight(c));
    match borrowed {
        Some(c) => Some(c.to_string()),
        // One who looks like someone else is not followed by his own name.
        None if state.shown(named) != named => None,
        None => Some(named.to_string()),
    }
}

/// What an observer who sees `c` in his place is told when `c` changed his look this phase:
/// "cualquier otro personaje que tenga visibilidad sobre el sujeto le verá transformarse"; the
/// same words going and coming back ("será incapaz de saber … si la transformación era de ida
/// o vuelta").
pub fn change_seen(
    trace: &mut Trace,
    state: &State,
    viewer: &str,
    c: &str,
    place: &str,
) -> Option<Msg> {
    let ch = state
        .powers
        .changes
        .iter()
        .find(|ch| ch.who == c && ch.at == state.clock)?;
    explain(
        trace,
        "rule-among-us-cambiaformas",
        Msg::new("among-us-explain-change")
            .arg("viewer", viewer)
            .arg("player", c)
            .arg("from", &ch.from)
            .arg("to", &ch.to)
            .arg("place", place),
    );
    Some(
        Msg::new("among-us-saw-change")
            .arg("from", &ch.from)
            .arg("to", &ch.to)
            .arg("place", place),
    )
}

/// For `--explain`: an observer saw a disguised Cambiaformas under his borrowed look.
pub fn explain_seen(trace: &mut Trace, state: &State, viewer: &str, c: &str) {
    if let Some(d) = state.powers.disguised.get(c) {
        explain(
            trace,
            "rule-among-us-cambiaformas",
            Msg::new("among-us-explain-disguise")
                .arg("viewer", viewer)
                .arg("player", c)
                .arg("look", &d.look),
        );
    }
}

/// The catalog words for one who wears the reader's own look.
pub const YOUR_LOOK: &str = "@among-us-someone-with-your-look";

/// Who `c` is in `reader`'s report: the reader himself by his own name ("His own reports name
/// him"); one wearing the reader's look, "alguien con tu aspecto" (he sees his own face on
/// another); anyone else under the look he wears ("adquirir la apariencia de cualquier otro
/// personaje").
pub fn shown_to(state: &State, reader: &str, c: &str) -> String {
    match state.shown(c) {
        _ if c == reader => c.to_string(),
        look if look == reader => YOUR_LOOK.to_string(),
        look => look.to_string(),
    }
}

/// The order in which observers are told of others: the roster's, a disguised Cambiaformas in
/// the place of the one whose look he has (but in `reader`'s own report, the reader at his
/// own place), and of the two, an order drawn from the seed and the phase. A report in roster
/// order would give him away by his place in the list.
pub fn shown_order<'a>(
    game: &Game,
    state: &State,
    players: &[&'a str],
    reader: &str,
) -> Vec<&'a str> {
    let mut out = players.to_vec();
    if state.powers.disguised.is_empty() {
        return out;
    }
    let at: std::collections::BTreeMap<&str, usize> = game
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.name.as_str(), i))
        .collect();
    let index = |p: &str| at.get(p).copied();
    out.sort_by_key(|c| {
        (
            index(if *c == reader { c } else { state.shown(c) }),
            crate::core::rng::stream_seed(game.seed, &game.phase, c),
        )
    });
    out
}
