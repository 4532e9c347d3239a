//! A state that can be played: every flatmate has a flat with a known job, nobody else has,
//! every card named is in the deck, the turn is a flatmate's.

use super::state::State;
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::Msg;

pub fn problems(game: &Game, state: &State) -> Vec<Problem> {
    let mut problems = Vec::new();
    if let Err(p) = super::setup::check_cards(&state.cards) {
        return p;
    }
    for p in &game.players {
        if !state.flats.contains_key(&p.name) {
            problems.push(Problem::new(
                Msg::new("chez-geek-err-no-flat").arg("player", &p.name),
            ));
        }
    }
    for (name, flat) in &state.flats {
        if game.player(name).is_none() {
            problems.push(Problem::new(
                Msg::new("err-unknown-player").arg("name", name),
            ));
        }
        if state.cards.job(&flat.job).is_none() {
            problems.push(Problem::new(
                Msg::new("chez-geek-err-unknown-job")
                    .arg("job", &flat.job)
                    .arg("player", name),
            ));
        }
        let cards = flat.hand.iter().chain(flat.room.iter().map(|c| &c.card));
        for id in cards {
            if state.cards.life(id).is_none() {
                problems.push(Problem::new(
                    Msg::new("chez-geek-err-unknown-card").arg("card", id),
                ));
            }
        }
    }
    for id in state.life.draw.iter().chain(&state.life.discard) {
        if state.cards.life(id).is_none() {
            problems.push(Problem::new(
                Msg::new("chez-geek-err-unknown-card").arg("card", id),
            ));
        }
    }
    for id in state.jobs.draw.iter().chain(&state.jobs.discard) {
        if state.cards.job(id).is_none() {
            problems.push(Problem::new(
                Msg::new("chez-geek-err-unknown-job")
                    .arg("job", id)
                    .arg("player", "—"),
            ));
        }
    }
    problems.extend(turn_numbers(state));
    let seats_ok = state.seats.len() == game.players.len()
        && game.players.iter().all(|p| state.seats.contains(&p.name));
    if !seats_ok || !state.seats.contains(&state.turn.player) {
        problems.push(Problem::new(Msg::new("chez-geek-err-seats")));
    }
    problems
}

/// The most a turn's number, salary or free time may be in a state: far above any game
/// ("Sueldo" and "Tiempo Libre" are a die or two), far below what adding to it could wrap.
pub const MAX_TURN_NUMBER: u32 = 1_000_000;

/// The turn's numbers, each in range, or a problem at its line of `game.yaml`.
fn turn_numbers(state: &State) -> Vec<Problem> {
    let turn = &state.turn;
    [
        ("number", turn.number),
        ("salary", turn.salary),
        ("free_time", turn.free_time),
    ]
    .into_iter()
    .filter(|(_, value)| *value > MAX_TURN_NUMBER)
    .map(|(field, value)| {
        Problem::new(
            Msg::new("chez-geek-err-turn-number")
                .arg("field", format!("turn.{field}"))
                .arg("value", value)
                .arg("max", MAX_TURN_NUMBER),
        )
        .at_key(&["state", "turn", field])
    })
    .collect()
}

/// "Baraja": a card is in the game as many times as the deck has copies of it, no more: in
/// hands, rooms, the draw pile and the discards together.
/// Checked on a game's `game.yaml` (`check_state`), not on a scenario's setup, which names the
/// cards a case needs from the sample deck whatever its copies.
pub fn copies(state: &State) -> Vec<Problem> {
    let mut found: std::collections::BTreeMap<&str, u64> = Default::default();
    let in_flats = state
        .flats
        .values()
        .flat_map(|f| f.hand.iter().chain(f.room.iter().map(|c| &c.card)));
    for id in in_flats.chain(&state.life.draw).chain(&state.life.discard) {
        *found.entry(id.as_str()).or_default() += 1;
    }
    found
        .into_iter()
        .filter_map(|(id, n)| {
            let card = state.cards.life(id)?;
            (n > u64::from(card.count)).then(|| {
                Problem::new(
                    Msg::new("chez-geek-err-too-many-copies")
                        .arg("card", &card.name)
                        .arg("found", n)
                        .arg("count", card.count),
                )
                .help(Msg::new("chez-geek-help-too-many-copies"))
            })
        })
        .collect()
}
