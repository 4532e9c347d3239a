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

/// The byte range of the turn's `salary:` line in the started example's `game.yaml`.
fn turn_salary(text: &str) -> std::ops::Range<usize> {
    let turn = text.find("\n  turn:\n").expect("a turn");
    let at = turn + text[turn..].find("    salary: ").expect("a salary");
    let end = at + text[at..].find('\n').unwrap();
    at..end
}

#[test]
fn a_salary_that_adding_to_would_wrap_is_refused_at_its_line() {
    let sandbox = chez_geek_edited(|text| {
        let mut text = text;
        text.replace_range(turn_salary(&text), "    salary: 4294967295");
        text
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

/// `init` of `ruleset` (its example's roster) with `--option key=FILE`, FILE holding `text`.
fn init_with_file(ruleset: &str, key: &str, name: &str, text: &str) -> common::Run {
    let sandbox = Sandbox::new();
    sandbox.write(name, text);
    let roster = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(ruleset)
        .join("roster.csv");
    let roster = roster.display().to_string();
    let option = format!("{key}={name}");
    let run = sandbox.run(&[
        "init",
        "game",
        "--ruleset",
        ruleset,
        "--players",
        &roster,
        "--option",
        &option,
    ]);
    assert!(!sandbox.game().exists(), "a refused init left the game");
    run
}

#[test]
fn an_empty_task_list_is_refused_at_init() {
    let run = init_with_file("among-us", "tasks", "tareas.yaml", "tasks: []\n");
    assert_ne!(run.code, Some(0), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("The task list tareas.yaml has no task"),
        "{}",
        run.stderr
    );
}

#[test]
fn check_says_first_that_nobody_voted_on_a_day_next_would_refuse() {
    let sandbox = common::sample_night();
    sandbox.run(&["next", "game"]).ok();
    // A day's PM of chatter only: nobody voted, not even an abstention.
    let player = common::example_players()[0].clone();
    sandbox.order(
        &format!("{player}.txt"),
        "Buenas a todos, mañana os cuento.\n",
    );
    let check = sandbox.run(&["check", "game"]);
    assert_ne!(check.code, Some(0), "{check:#?}");
    assert!(
        squash(&check.stderr).contains("nobody voted in"),
        "{}",
        check.stderr
    );
    let next = sandbox.run(&["next", "game"]);
    assert_ne!(next.code, Some(0), "{next:#?}");
    assert!(squash(&next.stderr).contains("nobody voted in"));
}
