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

/// Whether both fields are plainly there, as the tool writes them: lines `options:…` and
/// `game_over:…` at the first column, which in a block mapping are keys of the top level.
/// Reading the whole file a second time only to learn that cost a tenth of a large game's
/// phase; a file that does not show both so is read again, exactly.
fn keys_at_column_zero(text: &str) -> bool {
    let key = |name: &str| {
        text.lines().any(|line| {
            line.strip_prefix(name)
                .is_some_and(|rest| rest.starts_with(':'))
        })
    };
    key("options") && key("game_over")
}

/// The problem of a `game.yaml` (already read as a game) without `options:` or `game_over:`,
/// at its first line.
pub fn missing(text: &str, path: &str) -> Result<(), Problem> {
    if keys_at_column_zero(text) {
        return Ok(());
    }
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

#[cfg(test)]
mod tests {
    use super::missing;

    #[test]
    fn the_fields_are_found_as_the_tool_writes_them_or_in_any_other_yaml_spelling() {
        assert!(missing("format: 1\noptions: {}\ngame_over: false\n", "g").is_ok());
        assert!(missing("format: 1\n\"options\": {}\n'game_over': false\n", "g").is_ok());
        assert!(missing("{format: 1, options: {}, game_over: false}\n", "g").is_ok());
    }

    #[test]
    fn a_field_only_nested_or_only_in_a_text_is_missing() {
        assert!(missing("notes:\n  options: {}\ngame_over: false\n", "g").is_err());
        assert!(missing("options: {}\nnotes: \"game_over: false\"\n", "g").is_err());
    }
}
