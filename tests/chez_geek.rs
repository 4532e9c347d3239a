//! `chez-geek` from the command line: a master's deck file (YAML or CSV), the winner's job in
//! the next game, forms read back as the orders they announce.

#[allow(dead_code)]
mod common;

use common::Sandbox;

const ROSTER: &str = "name\nAna\nBruno\nCarla\n";

fn sample_deck(name: &str) -> String {
    let path = format!("{}/src/rules/chez_geek/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap()
}

fn init(sandbox: &Sandbox, extra: &[&str]) -> common::Run {
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

/// "a master can replace the deck with a YAML or CSV file": the sample deck written as CSV
/// deals the very game the YAML one deals.
#[test]
fn a_csv_deck_deals_the_game_its_yaml_twin_deals() {
    let mut states = Vec::new();
    for file in ["deck.yaml", "deck.csv"] {
        let sandbox = Sandbox::new();
        sandbox.write("roster.csv", ROSTER);
        sandbox.write(file, sample_deck(file));
        init(&sandbox, &["--option", &format!("deck={file}")]).ok();
        let game = sandbox.read_text("game/game.yaml");
        // The option names the file; the rest of the game is the same.
        states.push(game.replace(file, "DECK"));
    }
    assert_eq!(states[0], states[1]);
}

#[test]
fn a_csv_deck_with_a_bad_cell_is_refused_with_its_line_column_and_help() {
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", ROSTER);
    let deck = sample_deck("deck.csv").replace(
        "cosa,super-finos,Súper Finos,3,1,1,,papeo,",
        "cosa,super-finos,Súper Finos,3,1,1,,papas,",
    );
    assert!(deck.contains("papas"));
    sandbox.write("deck.csv", &deck);
    let line = deck.lines().position(|l| l.contains("papas")).unwrap() + 1;
    let said = sandbox.refused(
        &[
            "init",
            "game",
            "--ruleset",
            "chez-geek",
            "--players",
            "roster.csv",
            "--option",
            "deck=deck.csv",
        ],
        1,
        &[
            "the column `categories` of `deck.csv` cannot hold this",
            &format!("deck.csv:{line}:"),
            "papas",
            "one row per card",
        ],
    );
    assert!(!sandbox.game().exists(), "{said}");
}
