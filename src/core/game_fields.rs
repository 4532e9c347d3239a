//! The fields of `game.yaml` every game the tool writes has, and that serde alone would let go
//! by with a default: `options:` and `game_over:`. Gone from a `game.yaml`, they were taken out
//! by hand, and a default would change the game in silence (every option back to its default,
//! a finished game playing on). Such a file is refused, the field named, with what to put back.

use crate::core::diag::Problem;
use crate::core::msg::Msg;
use serde::Deserialize;
use serde::de::IgnoredAny;

/// Which of the two fields the file has (their values are read by [`crate::core::game::Game`]).
#[derive(Deserialize)]
struct Present {
    #[serde(default)]
    options: Option<IgnoredAny>,
    #[serde(default)]
    game_over: Option<IgnoredAny>,
}

/// The problem of a `game.yaml` (already read as a game) without `options:` or `game_over:`,
/// at its first line.
pub fn missing(text: &str, path: &str) -> Result<(), Problem> {
    let Ok(present) = serde_yaml::from_str::<Present>(text) else {
        return Ok(());
    };
    let absent = [
        ("options", present.options.is_none(), "help-game-no-options"),
        (
            "game_over",
            present.game_over.is_none(),
            "help-game-no-game-over",
        ),
    ];
    match absent.into_iter().find(|(_, absent, _)| *absent) {
        None => Ok(()),
        Some((field, _, help)) => {
            let first = 0..crate::core::text::line_end(text, 0);
            Err(
                Problem::new(Msg::new("err-game-no-field").arg("field", format!("`{field}:`")))
                    .at(path, text, first)
                    // `options: {}` is YAML, not a placeable of the catalog: an argument.
                    .help(Msg::new(help).arg("empty", "options: {}")),
            )
        }
    }
}
