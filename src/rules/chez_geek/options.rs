//! The game options of `chez-geek` (`--option KEY=VALUE`, kept in `game.yaml`), and what they
//! change in a turn.

use crate::core::game::Game;
use crate::rules::OptionSpec;

pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "deck",
        default: "",
        values: &[],
        help: "chez-geek-option-deck",
    },
    OptionSpec {
        key: "two_players",
        default: "remove",
        values: &["remove", "start", "keep"],
        help: "chez-geek-option-two-players",
    },
    OptionSpec {
        key: "trip_cancel",
        default: "card",
        values: &["card", "trip"],
        help: "chez-geek-option-trip-cancel",
    },
    OptionSpec {
        key: "counters",
        default: "off",
        values: &["off", "on"],
        help: "chez-geek-option-counters",
    },
];

/// The game's options that change how a turn is played.
pub fn house(game: &Game) -> super::turn::House {
    super::turn::House {
        whole_trip: game.option("trip_cancel") == Some("trip"),
    }
}
