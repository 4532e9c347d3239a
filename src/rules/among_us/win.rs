//! "Los Vasallos ganan la partida si …: Que no quede con vida ningún Impostor"; "Los
//! Impostores ganan la partida si …: Que en cualquier momento queden el mismo número de
//! Vasallos y de Impostores con vida" — checked after every phase and every deliberation.
//! "ganarán todos los integrantes de un bando ya estén vivos o muertos". "Que todos los
//! Vasallos hayan completado todas sus tareas": after the kills of the phase (a kill that
//! brings parity is resolved before the last task's point).

use super::state::{Side, State};
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::Trace;

pub fn check(game: &Game, state: &State) -> Option<Side> {
    let living = |side: Side| {
        game.players
            .iter()
            .filter(|p| p.alive && state.side(&p.name) == side)
            .count()
    };
    let (impostors, vassals) = (living(Side::Impostor), living(Side::Vasallo));
    if impostors == 0 {
        Some(Side::Vasallo)
    } else if impostors >= vassals {
        Some(Side::Impostor)
    } else if super::tasks::all_done(state) {
        Some(Side::Vasallo)
    } else {
        None
    }
}

pub fn announce(game: &mut Game, state: &State, trace: &mut Trace, side: Side) {
    let impostors_alive = game
        .players
        .iter()
        .any(|p| p.alive && state.side(&p.name) == Side::Impostor);
    let key = match side {
        // "Que todos los Vasallos hayan completado todas sus tareas".
        Side::Vasallo if impostors_alive => "among-us-win-tareas",
        Side::Vasallo => "among-us-win-vasallos",
        Side::Impostor => "among-us-win-impostores",
    };
    // The trace quotes the condition met, e.g. `rule-among-us-win-tareas`.
    let rule = match key {
        "among-us-win-tareas" => "rule-among-us-win-tareas",
        "among-us-win-vasallos" => "rule-among-us-win-vasallos",
        _ => "rule-among-us-win-impostores",
    };
    announce_as(game, state, trace, side, Msg::new(key), rule);
}

/// The end of the game, told by `msg` (which gets the winners as `players`): a side's win
/// above, or a fatal sabotage run out (`sabotage::play::fatal`); `rule` is the condition of
/// victory the trace quotes.
pub fn announce_as(
    game: &mut Game,
    state: &State,
    trace: &mut Trace,
    side: Side,
    msg: Msg,
    rule: &'static str,
) {
    let winners: Vec<String> = game
        .players
        .iter()
        .filter(|p| state.side(&p.name) == side)
        .map(|p| p.name.clone())
        .collect();
    trace.game_won(
        rule,
        msg.arg("players", winners.join(", ")),
        &winners,
        "among-us-final-side",
        game.players
            .iter()
            .map(|p| (p.name.clone(), state.side(&p.name).key().to_string())),
    );
    game.pause = None;
    game.finish(winners);
}
