//! What the chez-geek command-line tests share: a three-player roster, the sample decks, and
//! `init` of a chez-geek game.

use super::common::{self, Sandbox};

/// The roster of three the tests start their games with.
pub const ROSTER: &str = "name\nAna\nBruno\nCarla\n";

/// A deck file the ruleset ships (src/rules/chez_geek/), as text.
pub fn sample_deck(name: &str) -> String {
    let path = format!("{}/src/rules/chez_geek/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap()
}

/// `init game --ruleset chez-geek --players roster.csv --seed 7` plus `extra`.
pub fn init(sandbox: &Sandbox, extra: &[&str]) -> common::Run {
    let mut args = vec![
        "init",
        "game",
        "--ruleset",
        "chez-geek",
        "--players",
        "roster.csv",
        "--seed",
        "7",
    ];
    args.extend_from_slice(extra);
    sandbox.run(&args)
}
