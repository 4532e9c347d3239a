//! A test game on the sample manor, built as the tests need it: the players (alive or not),
//! their sides; the caller places them and sets the state back (`Game::set_state`).

use super::manor::Manor;
use super::state::State;
use crate::core::game::Game;

/// A game in `phase` of `players` (name, alive) with `sides` (`{Ana: impostor, …}`), on the
/// sample manor, and its state.
pub fn game(phase: &str, players: &[(&str, bool)], sides: &str) -> (Game, State) {
    let mut yaml =
        format!("format: 1\nruleset: among-us\nlanguage: es\nseed: 1\nphase: {phase}\nplayers:\n");
    for (name, alive) in players {
        yaml.push_str(&format!("- {{name: {name}, alive: {alive}}}\n"));
    }
    yaml.push_str("state: null\n");
    let game: Game = serde_yaml::from_str(&yaml).expect("a game");
    let state: State = serde_yaml::from_value(
        serde_yaml::to_value(serde_yaml::Mapping::from_iter([
            (
                "map".into(),
                serde_yaml::to_value(Manor::hacienda()).expect("the manor"),
            ),
            (
                "sides".into(),
                serde_yaml::from_str(sides).expect("the sides"),
            ),
        ]))
        .expect("a state"),
    )
    .expect("a state");
    (game, state)
}
