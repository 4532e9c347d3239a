//! The command line, end to end: `check` and `next` on the sample game (examples/one-night)
//! refusing orders. Every refused command is checked for its exit code (1 rule or validation
//! problems, 2 usage or unreadable input), its message (file, line:column, the offending word,
//! the help line) and for having written nothing at all.

use crate::common;

use common::{GameBuilder, Sandbox, assert_same, sample_night};

/// The sample game at night with the given PMs (file name, bytes) in orders/; `check` and then
/// `next` must both refuse them with exit 1 and the expected text, writing nothing.
#[track_caller]
fn bad_orders(files: &[(&str, &[u8])], expected: &[&str]) -> String {
    bad_orders_exit(files, 1, expected)
}

/// Bad PMs refused by `check` and `next` alike, with this exit code (2: unreadable).
fn bad_orders_exit(files: &[(&str, &[u8])], code: i32, expected: &[&str]) -> String {
    let sandbox = GameBuilder::sample().start();
    for (name, bytes) in files {
        sandbox.order(name, bytes);
    }
    let said = sandbox.refused(&["check", "game"], code, expected);
    let again = sandbox.refused(&["next", "game"], code, expected);
    assert_eq!(said, again, "check and next disagree");
    said
}

#[test]
fn an_unknown_player_in_an_order_gets_a_suggestion() {
    let said = bad_orders(
        &[("Carla.txt", b"ver Brnuoo\n")],
        &[
            "orders/Carla.txt:1:5: no player is called `Brnuoo`",
            "unknown player",
            "help: did you mean Bruno?",
        ],
    );
    assert!(said.contains("1 │ ver Brnuoo"), "{said}");
}

#[test]
fn a_pm_named_after_no_player_is_refused() {
    bad_orders(
        &[("Zoe.txt", b"ver Ana\n")],
        &[
            "orders/Zoe.txt:1:1: orders/Zoe.txt does not name a player: `Zoe`",
            "help: no player's name or alias is close; `adjudicate status` lists the players",
        ],
    );
    // A typo of a name is suggested.
    bad_orders(
        &[("Carl.txt", b"ver Ana\n"), ("Glroia.txt", b"ver Ana\n")],
        &[
            "orders/Glroia.txt:1:1: orders/Glroia.txt does not name a player: `Glroia`",
            "help: did you mean Gloria?",
        ],
    );
}

#[test]
fn odd_file_names_in_orders_are_refused() {
    const HELP: &str = "help: name each PM after its player: orders/<Player>.txt";
    bad_orders(
        &[("Ana.doc", b"copiar Carla\n")],
        &["orders/Ana.doc:1:1: orders/Ana.doc is not a PM file", HELP],
    );
    bad_orders(
        &[("notes", b"Carla parece lobo\n")],
        &["orders/notes:1:1: orders/notes is not a PM file", HELP],
    );
    bad_orders(
        &[("old/Carla.txt", b"ver Bruno\n")],
        &["orders/old:1:1: orders/old is a folder, not a PM", HELP],
    );
}

#[test]
fn two_pms_of_one_player_are_refused() {
    // Two PMs of one player at the same place: later PMs are numbered (tests/several_pms.rs).
    const HELP: &str = "help: number a player's later PMs (orders/<Player>-2.txt, orders/<Player>-3.txt…), or delete the one pasted twice";
    // Anita is Ana's alias.
    bad_orders(
        &[
            ("Ana.txt", b"copiar Carla\n"),
            ("anita.txt", b"copiar Bruno\n"),
        ],
        &[
            "orders/anita.txt:1:1: orders/anita.txt is a second PM of Ana (the first is orders/Ana.txt)",
            HELP,
        ],
    );
    bad_orders(
        &[
            ("ana.txt", b"copiar Carla\n"),
            ("ANA.TXT", b"copiar Bruno\n"),
        ],
        &[
            "orders/ana.txt:1:1: orders/ana.txt is a second PM of Ana (the first is orders/ANA.TXT)",
            HELP,
        ],
    );
}

#[test]
fn an_empty_pm_is_refused() {
    for bytes in [&b""[..], b"  \n\n"] {
        bad_orders(
            &[("Ana.txt", bytes)],
            &[
                "orders/Ana.txt is empty",
                "help: paste the player's PM into it, or delete the file if the player sent nothing",
            ],
        );
    }
}

#[test]
fn a_pm_that_is_not_utf8_names_the_line() {
    // "Inés" in Latin-1 on line 2: input that cannot be read, exit 2.
    let said = bad_orders_exit(
        &[("Carla.txt", b"ver centro 1 y 3\nver In\xe9s\n")],
        2,
        &[
            "orders/Carla.txt:2:7: orders/Carla.txt is not UTF-8 text (line 2, byte 23)",
            "help: save the file as UTF-8 (in most editors: Save as… → Encoding: UTF-8)",
        ],
    );
    assert!(said.contains("2 │ ver In"), "{said}");
}

#[test]
fn a_pm_as_it_came_is_read_without_comments_added_by_hand() {
    // Issue A: greetings, prose around the order, BBCode and a signature are not orders and
    // not errors; the order inside them is read.
    let sandbox = GameBuilder::sample().start();
    sandbox.order(
        "Carla.txt",
        "Hola máster!! 😀\n[b]Quiero ver la carta de Bruno por favor[/b]\n--\nUn saludo, Carla\n",
    );
    assert_eq!(
        sandbox.run(&["check", "game"]).ok().lines().last(),
        Some("1 PM is valid for the Night phase.")
    );
    sandbox.run(&["next", "game"]).ok();
    let report = sandbox.read_text("game/reports/night/Carla.md");
    assert!(
        report.contains("Bruno"),
        "Carla did not see Bruno:\n{report}"
    );
}

#[test]
fn a_verb_in_prose_that_names_a_player_is_refused_not_guessed() {
    bad_orders(
        &[("Carla.txt", "vi a Ana robar a Bruno\n".as_bytes())],
        &[
            "orders/Carla.txt:1:1: line 1 of orders/Carla.txt looks like an order but cannot be read safely",
            "help: if it is an order, ask the player for a PM with the order alone on its line, starting with `robar`",
        ],
    );
}

#[test]
fn an_order_of_a_role_the_player_was_not_dealt_is_refused() {
    bad_orders(
        &[("Carla.txt", b"robar Bruno\n")],
        &[
            "orders/Carla.txt:1:1: Carla was dealt the Seer, which has no such action",
            "help: At night you may look at another player's card (`see NAME`) or at two center cards",
        ],
    );
}

#[test]
fn a_vote_at_night_is_in_the_wrong_phase() {
    bad_orders(
        &[("Carla.txt", b"votar Bruno\n")],
        &[
            "orders/Carla.txt:1:1: this order does not belong to the Night phase",
            "help: votes are sent in the day phase, after the night is resolved",
        ],
    );
}

#[test]
fn a_dead_player_cannot_act() {
    let sandbox = GameBuilder::sample().start();
    let yaml = sandbox.read_text("game/game.yaml");
    let killed = yaml.replace(
        "- name: Carla\n  alive: true\n",
        "- name: Carla\n  alive: false\n",
    );
    assert_ne!(yaml, killed);
    sandbox.write("game/game.yaml", &killed);
    sandbox.order("Carla.txt", "ver Bruno\n");
    sandbox.order("Dani.txt", "robar Bruno\n");
    let expected = [
        "orders/Carla.txt:1:1: Carla is dead and cannot send orders now",
        "help: a dead player's PM is not read: take it out of orders/, or write `reject Carla` in the master's file",
    ];
    for command in ["check", "next"] {
        let said = sandbox.refused(&[command, "game"], 1, &expected);
        assert!(
            !said.contains("Dani"),
            "only the dead player is named:\n{said}"
        );
    }
    // The help's way out works: the PM stays as it came, set aside by the master.
    sandbox.order("_master.txt", "reject Carla she is dead\n");
    let out = sandbox.run(&["check", "game"]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
}

#[test]
fn a_malformed_game_yaml_is_pointed_at() {
    let sandbox = sample_night();
    let yaml = sandbox.read_text("game/game.yaml");
    assert!(yaml.lines().nth(4) == Some("phase: night"), "{yaml}");
    sandbox.write(
        "game/game.yaml",
        yaml.replace("phase: night", "phase: [night"),
    );
    let expected = [
        "game/game.yaml:5:8: game.yaml is not a valid game:",
        // In the catalog's words, the field and its line kept (review B2).
        "`phase` (line 5) should be a text, not a list",
        "5 │ phase: [night",
        "help: fix game.yaml by hand (git diff shows what changed) or restore it from history/",
    ];
    for command in ["check", "next", "status"] {
        sandbox.refused(&[command, "game"], 2, &expected);
    }
}

#[test]
fn a_folder_without_game_yaml_is_not_a_game() {
    let sandbox = Sandbox::new();
    std::fs::create_dir(sandbox.game()).unwrap();
    sandbox.refused(
        &["next", "game"],
        2,
        &[
            "game is not a game folder: it has no game.yaml",
            "help: start a game with `adjudicate init DIR --ruleset ID --players roster.csv`",
        ],
    );
}

#[test]
fn there_is_no_next_phase_once_the_game_is_over() {
    let sandbox = sample_night();
    sandbox.run(&["next", "game"]).ok();
    sandbox.orders_from_example("2-day");
    let out = sandbox.run(&["next", "game"]);
    assert!(out.ok().contains("The game is over. Winners: "), "{out:#?}");
    let expected = [
        "the game is over: there is no next phase",
        "help: `adjudicate status --master` shows how it ended",
    ];
    sandbox.refused(&["next", "game"], 1, &expected);
    sandbox.refused(&["check", "game"], 1, &expected);
    // A late PM does not change that.
    sandbox.order("Ana.txt", "votar Gloria\n");
    sandbox.refused(&["next", "game"], 1, &expected);
}

#[test]
fn check_lists_every_problem_of_every_file_at_once() {
    let sandbox = GameBuilder::sample().start();
    sandbox.order("Carla.txt", "Hola\nver Brnuoo\n"); // the greeting is chatter
    sandbox.order("Bruno.txt", "votar Ana\n");
    sandbox.order("Dani.txt", "robar Dani\n");
    sandbox.order("Elena.txt", "intercambiar Dani\n");
    sandbox.order("Fede.txt", "tomar centro 1\n"); // fine
    sandbox.order("Zoe.txt", "ver Ana\n");
    sandbox.order("Hugo.doc", "nada\n");
    let expected = [
        "orders/Bruno.txt:1:1: this order does not belong to the Night phase",
        "orders/Carla.txt:2:5: no player is called `Brnuoo`",
        "help: did you mean Bruno?",
        "orders/Dani.txt:1:7: Dani cannot choose themselves here",
        "orders/Elena.txt:1:",
        "a player is missing (intercambiar)",
        "orders/Hugo.doc:1:1: orders/Hugo.doc is not a PM file",
        "orders/Zoe.txt:1:1: orders/Zoe.txt does not name a player: `Zoe`",
    ];
    let said = sandbox.refused(&["check", "game"], 1, &expected);
    assert!(
        !said.contains("orders/Fede.txt"),
        "a good PM is reported:\n{said}"
    );
    // One problem per heading line, sorted by file and line.
    let heads: Vec<&str> = said.lines().filter(|l| l.starts_with("orders/")).collect();
    assert_eq!(heads.len(), 6, "{said}");
    let mut sorted = heads.clone();
    sorted.sort();
    assert_eq!(heads, sorted);
    // `next` refuses with the same list.
    let again = sandbox.refused(&["next", "game"], 1, &expected);
    assert_eq!(said, again);
}

#[test]
fn check_accepts_the_sample_night() {
    let sandbox = sample_night();
    let before = sandbox.snapshot();
    let out = sandbox.run(&["check", "game"]);
    assert_eq!(
        out.ok().lines().last(),
        // Six night actions and two players who only wrote back "recibido" (Gloria, Hugo).
        Some("8 PMs are valid for the Night phase.")
    );
    assert_same(&before, &sandbox.snapshot(), &[], "check");
}

#[test]
fn next_explain_of_an_unknown_player_is_refused() {
    let sandbox = sample_night();
    sandbox.refused(
        &["next", "game", "--explain", "Brnuo"],
        1,
        &["no player is called `Brnuo`", "help: did you mean Bruno?"],
    );
}
