//! Issue 29 (R · Reliability): a state `game.yaml` may hold by hand that cannot be played is
//! refused by `check` at its line, with what to do; numbers that adding to would wrap are out
//! of range when read.

#[allow(dead_code)]
mod common;

use common::{Sandbox, squash};

/// The chez-geek example started in `game/`, its `game.yaml` edited by `edit`.
fn chez_geek_edited(edit: impl Fn(String) -> String) -> Sandbox {
    let sandbox = Sandbox::new();
    sandbox.start_example("chez-geek");
    let text = sandbox.read_text("game/game.yaml");
    let edited = edit(text.clone());
    assert_ne!(edited, text, "the edit changed nothing");
    sandbox.write("game/game.yaml", edited);
    sandbox
}

/// The turn's `salary:` line of the started example's `game.yaml`.
fn turn_salary(text: &str) -> &str {
    let turn = text.find("\n  turn:\n").expect("a turn");
    let at = turn + text[turn..].find("    salary: ").expect("a salary");
    let end = at + text[at..].find('\n').unwrap();
    &text[at..end]
}

#[test]
fn a_salary_that_adding_to_would_wrap_is_refused_at_its_line() {
    let sandbox = chez_geek_edited(|text| {
        let line = turn_salary(&text).to_string();
        text.replacen(&line, "    salary: 4294967295", 1)
    });
    let line = sandbox
        .read_text("game/game.yaml")
        .lines()
        .position(|l| l == "    salary: 4294967295")
        .unwrap()
        + 1;
    let run = sandbox.run(&["check", "game"]);
    assert_ne!(run.code, Some(0), "{run:#?}");
    let said = squash(&run.stderr);
    assert!(
        said.contains(&format!("game/game.yaml:{line}:5"))
            && said.contains("`turn.salary: 4294967295` cannot be: 1000000 at most"),
        "{}",
        run.stderr
    );
    // `next` refuses it the same way, writing nothing.
    assert_ne!(sandbox.run(&["next", "game"]).code, Some(0));
}

#[test]
fn more_copies_of_a_card_than_the_deck_holds_are_refused() {
    let sandbox = chez_geek_edited(|text| {
        let hand = text.find("      hand:\n").expect("a hand") + "      hand:\n".len();
        let mut out = text.clone();
        out.insert_str(hand, &"      - gato\n".repeat(12));
        out
    });
    let run = sandbox.run(&["check", "game"]);
    assert_ne!(run.code, Some(0), "{run:#?}");
    let said = squash(&run.stderr);
    assert!(
        said.contains("Gato is in the game") && said.contains("and the deck has"),
        "{}",
        run.stderr
    );
    assert!(
        said.contains("remove the extra copies from game.yaml"),
        "{}",
        run.stderr
    );
}
