//! What `status` shows of a game of `chez-geek` between turns.

use super::state::State;
use crate::core::game::Game;
use crate::core::msg::Msg;

/// What a master needs between turns: whose turn it is, each room's slack against its goal
/// ("Meta de Vagueo"), each hand's size (its cards only with `master`), the piles.
pub fn lines(game: &Game, state: &State, master: bool) -> Vec<Msg> {
    let mut lines = Vec::new();
    if !game.game_over {
        lines.push(
            Msg::new("chez-geek-status-turn")
                .arg("number", state.turn.number)
                .arg("player", &state.turn.player)
                .arg("salary", state.turn.salary)
                .arg("free", state.turn.free_time),
        );
    }
    for p in &state.seats {
        let job = state.job_of(p);
        lines.push(
            Msg::new("chez-geek-status-room")
                .arg("player", p)
                .arg("job", &job.name)
                .arg("slack", state.slack_of(p))
                .arg("goal", job.goal)
                .arg("hand", state.flat(p).hand.len()),
        );
        if master {
            lines.push(
                Msg::new("chez-geek-status-hand")
                    .arg("player", p)
                    .arg("cards", super::setup::names(state, &state.flat(p).hand)),
            );
        }
    }
    lines.push(
        Msg::new("chez-geek-status-piles")
            .arg("draw", state.life.remaining())
            .arg("discard", state.life.discarded()),
    );
    if master && !game.game_over {
        lines.push(
            Msg::new("chez-geek-status-who-posts")
                .arg("player", &state.turn.player)
                .arg("count", state.seats.len() - 1),
        );
    }
    lines
}
