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
    let seats_ok = state.seats.len() == game.players.len()
        && game.players.iter().all(|p| state.seats.contains(&p.name));
    if !seats_ok || !state.seats.contains(&state.turn.player) {
        problems.push(Problem::new(Msg::new("chez-geek-err-seats")));
    }
    problems
}
