//! Issue 29 (R · Reliability): a state `game.yaml` may hold by hand that cannot be played is
//! refused by `check` at its line, with what to do; numbers that adding to would wrap are out
//! of range when read.

use crate::common;

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

/// The among-us sample manor with `edit` made to it, given as `--option map=mine.yaml`.
fn init_with_manor(edit: impl Fn(&str) -> String) -> common::Run {
    let sample = include_str!("../src/rules/among_us/hacienda.yaml");
    let mine = edit(sample);
    assert_ne!(mine, sample, "the edit changed nothing");
    init_with_file("among-us", "map", "mine.yaml", &mine)
}

/// The line (from 1) of `text` that is `line`, the last such.
fn line_of(text: &str, line: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    lines.iter().rposition(|l| *l == line).expect("the line") + 1
}

#[test]
fn a_place_defined_twice_in_a_masters_manor_is_refused_at_its_second_line() {
    // YAML keeps the later of two equal keys in silence: the first Cocina would be gone.
    let again = "  Cocina: { kind: room, level: 1, at: [9, 9] }";
    let edit = |sample: &str| {
        let at = sample.find("\n  Cocina:").unwrap() + 1;
        let mut text = sample.to_string();
        text.insert_str(at, &format!("{again}\n"));
        // The first line is now the new one; the sample's own comes second.
        text
    };
    let text = edit(include_str!("../src/rules/among_us/hacienda.yaml"));
    let second = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with("  Cocina:"))
        .nth(1)
        .unwrap()
        .0
        + 1;
    let run = init_with_manor(edit);
    assert_ne!(run.code, Some(0), "{run:#?}");
    let said = squash(&run.stderr);
    assert!(
        said.contains("The place \"Cocina\" is defined twice")
            && said.contains(&format!("mine.yaml:{second}:")),
        "{}",
        run.stderr
    );
}

#[test]
fn a_wall_and_a_door_between_the_same_places_are_refused_at_the_later_line() {
    let door = "  - { a: Cocina, b: Comedor, kind: door, dir: este }";
    let wall = "  - { a: Comedor, b: Cocina, kind: wall }";
    let edit = |sample: &str| sample.replace(door, &format!("{door}\n{wall}"));
    let line = line_of(
        &edit(include_str!("../src/rules/among_us/hacienda.yaml")),
        wall,
    );
    let run = init_with_manor(edit);
    assert_ne!(run.code, Some(0), "{run:#?}");
    let said = squash(&run.stderr);
    assert!(
        said.contains("A wall and a door between \"Comedor\" and \"Cocina\"")
            && said.contains(&format!("mine.yaml:{line}:")),
        "{}",
        run.stderr
    );
}

#[test]
fn a_task_list_with_fewer_tasks_of_a_kind_than_each_vassal_draws_is_refused() {
    // "respetando el número de tareas de cada tipo": 2 long, 3 medium, 3 short by default.
    let list = "tasks:\n  - { name: Pelar, kind: short, stages: [{ place: Cocina }] }\n";
    let run = init_with_file("among-us", "tasks", "tareas.yaml", list);
    assert_ne!(run.code, Some(0), "{run:#?}");
    let said = squash(&run.stderr);
    assert!(
        said.contains("The task list tareas.yaml has 1 short task and each vassal must be given 3")
            && said.contains("has 0 long tasks and each vassal must be given 2"),
        "{}",
        run.stderr
    );
    assert!(said.contains("--option task-counts="), "{}", run.stderr);
}

#[test]
fn a_deck_without_life_cards_is_refused_at_its_life_line() {
    let sample = include_str!("../src/rules/chez_geek/deck.yaml");
    let deck = format!("{}\nlife: []\n", &sample[..sample.find("\nlife:").unwrap()]);
    let line = line_of(&deck, "life: []");
    let run = init_with_file("chez-geek", "deck", "deck.yaml", &deck);
    assert_ne!(run.code, Some(0), "{run:#?}");
    let said = squash(&run.stderr);
    assert!(
        said.contains("the deck has no life cards")
            && said.contains(&format!("deck.yaml:{line}:1")),
        "{}",
        run.stderr
    );
}

#[test]
fn a_deck_where_no_card_gives_slack_is_refused() {
    let deck = "jobs:\n- { id: a, name: A, salary: 2, free_time: 3, goal: 20 }\n- { id: b, name: B, salary: 2, free_time: 3, goal: 20 }\n- { id: c, name: C, salary: 2, free_time: 3, goal: 20 }\n- { id: d, name: D, salary: 2, free_time: 3, goal: 20 }\n- { id: e, name: E, salary: 2, free_time: 3, goal: 20 }\nlife:\n- { id: x, name: X, kind: cosa, count: 40, slack: '0' }\n";
    let run = init_with_file("chez-geek", "deck", "deck.yaml", deck);
    assert_ne!(run.code, Some(0), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("no card of the deck gives slack"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_deck_too_small_to_deal_five_cards_each_is_refused() {
    let sample = include_str!("../src/rules/chez_geek/deck.yaml");
    let jobs = &sample[..sample.find("\nlife:").unwrap()];
    let deck = format!("{jobs}\nlife:\n- {{ id: x, name: X, kind: cosa, count: 4, slack: '2' }}\n");
    let run = init_with_file("chez-geek", "deck", "deck.yaml", &deck);
    assert_ne!(run.code, Some(0), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("the deck has 4 life cards and five are dealt to each"),
        "{}",
        run.stderr
    );
}

/// The chez-geek example's `game.yaml` without the top-level block `key:` (and its lines).
fn without_block(text: &str, key: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for line in text.split_inclusive('\n') {
        if line.starts_with(&format!("{key}:")) {
            inside = true;
            continue;
        }
        if inside && line.starts_with(' ') {
            continue;
        }
        inside = false;
        out.push_str(line);
    }
    out
}

#[test]
fn a_game_yaml_without_options_or_game_over_is_refused_naming_the_field() {
    for (field, put_back) in [
        ("options", "put back `options: {}`"),
        ("game_over", "put back `game_over: false`"),
    ] {
        let sandbox = chez_geek_edited(|text| without_block(&text, field));
        let said = sandbox.refused(
            &["check", "game"],
            2,
            &[
                &format!("game.yaml has no `{field}:`"),
                put_back,
                "game/game.yaml:1:1",
            ],
        );
        sandbox.refused(&["next", "game"], 2, &[&format!("has no `{field}:`")]);
        assert!(!said.contains("missing field"), "{said}");
    }
}

#[test]
fn a_negative_or_huge_number_in_the_state_names_its_field_and_line_in_the_masters_words() {
    for (value, said) in [
        (
            "-3",
            "`state.turn.salary`: the number `-3` is out of range; it should be a whole number from 0 to 4294967295",
        ),
        (
            "99999999999999999999999",
            "`state.turn.salary` (line LINE): the number `99999999999999999999999` is out of range",
        ),
    ] {
        let written = format!("    salary: {value}");
        let sandbox = chez_geek_edited(|text| {
            let mut text = text;
            text.replace_range(turn_salary(&text), &written);
            text
        });
        let line = line_of(&sandbox.read_text("game/game.yaml"), &written);
        let run = sandbox.run(&["check", "game"]);
        assert_ne!(run.code, Some(0), "{run:#?}");
        let stderr = squash(&run.stderr);
        assert!(
            stderr.contains(&said.replace("LINE", &line.to_string()))
                && stderr.contains(&format!("game/game.yaml:{line}:")),
            "{}",
            run.stderr
        );
        assert!(!stderr.contains("any YAML value"), "{}", run.stderr);
    }
}

#[test]
fn the_masters_option_map_or_deck_mid_game_is_refused_and_nothing_posted() {
    let sandbox = Sandbox::new();
    sandbox.start_example("chez-geek");
    sandbox.write("bad.yaml", "not a deck\n");
    sandbox.order("_master.txt", "option deck bad.yaml\n");
    for command in ["check", "next"] {
        sandbox.refused(
            &[command, "game"],
            1,
            &[
                "the option `deck` names a file read once, when the game started",
                "orders/_master.txt:1:8",
            ],
        );
    }
    let sandbox = Sandbox::new();
    sandbox.start_example("among-us");
    sandbox.order("_master.txt", "option map /home/master/secret.yaml\n");
    sandbox.refused(&["next", "game"], 1, &["the option `map` names a file"]);
}
