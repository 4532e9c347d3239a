//! The command line, end to end: `init`, `check`, `next`, `explain`, `status` on the sample
//! game (examples/one-night) in scratch folders. Every refused command is checked for its exit
//! code (1 rule or validation problems, 2 usage or unreadable input), its message (file,
//! line:column, the offending word, the help line) and for having written nothing at all.

use crate::common;

use common::{GameBuilder, LOCK, Sandbox, assert_same, example_players, sample_night, snapshot};
use std::time::Duration;

// ---------------------------------------------------------------------------------------------
// init

/// Runs `init game --ruleset one-night --players roster.csv` plus `extra`, with `roster` as the
/// roster, expecting a refusal.
#[track_caller]
fn init_refused(roster: &[u8], extra: &[&str], code: i32, expected: &[&str]) -> String {
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", roster);
    let mut args = vec![
        "init",
        "game",
        "--ruleset",
        "one-night",
        "--players",
        "roster.csv",
        "--seed",
        "1",
    ];
    args.extend_from_slice(extra);
    let said = sandbox.refused(&args, code, expected);
    assert!(
        !sandbox.game().exists(),
        "a refused init created the game folder"
    );
    said
}

const FOUR: &[u8] = b"Ana\nBruno\nCarla\nDani\n";

#[test]
fn init_writes_the_game_and_one_role_pm_per_player() {
    let sandbox = Sandbox::new();
    let run = GameBuilder::sample().lang("en").init_in(&sandbox);
    assert_eq!(
        run.ok().trim(),
        "New one-night game in game: 10 players, seed 2026. Role PMs are in reports/setup/."
    );
    let yaml = sandbox.read_text("game/game.yaml");
    for line in [
        "ruleset: one-night",
        "language: en",
        "seed: 2026",
        "phase: night",
        "game_over: false",
    ] {
        assert!(
            yaml.lines().any(|l| l == line),
            "game.yaml lacks `{line}`:\n{yaml}"
        );
    }
    let players = example_players();
    assert_eq!(players.len(), 10);
    for player in &players {
        assert!(
            yaml.contains(&format!("- name: {player}\n")),
            "{player} not in game.yaml"
        );
        let pm = sandbox.read_text(&format!("game/reports/setup/{player}.md"));
        assert!(
            pm.starts_with(&format!("## Setup: private report for {player}\n")),
            "{player}'s role PM:\n{pm}"
        );
        assert!(
            pm.contains("Your card: **"),
            "{player}'s role PM has no card:\n{pm}"
        );
    }
    // The roster fixes the roles: the role PMs say so, and say it only to their player.
    let ana = sandbox.read_text("game/reports/setup/Ana.md");
    assert!(ana.contains("Your card: **Doppelgänger**"), "{ana}");
    let bruno = sandbox.read_text("game/reports/setup/Bruno.md");
    assert!(bruno.contains("Your card: **Werewolf**"), "{bruno}");
    assert!(!bruno.contains("Doppelgänger**"), "{bruno}");
    let public = sandbox.read_text("game/reports/setup/public.md");
    assert!(public.starts_with("## Setup\n"), "{public}");
    assert!(public.contains("Cards in play: "), "{public}");
    assert!(
        !public.contains("Your card"),
        "the public report reveals a card:\n{public}"
    );
    // Nothing else in reports/setup, and an orders/ folder to paste PMs into.
    let tree = snapshot(&sandbox.path("game/reports/setup"));
    assert_eq!(tree.len(), players.len() + 1, "{:?}", tree.keys());
    assert!(sandbox.path("game/orders").is_dir());
}

#[test]
fn init_prints_the_seed_game_yaml_stores_digit_for_digit() {
    // A seed beyond 2^53 (Fluent's numbers are f64) was printed rounded: 1796169096358751000
    // shown, 1796169096358750874 stored.
    let sandbox = Sandbox::new();
    let run = GameBuilder::sample()
        .lang("en")
        .seed(1_796_169_096_358_750_874)
        .init_in(&sandbox);
    assert!(
        run.ok().contains("seed 1796169096358750874."),
        "{}",
        run.ok()
    );
    let yaml = sandbox.read_text("game/game.yaml");
    assert!(
        yaml.lines().any(|l| l == "seed: 1796169096358750874"),
        "{yaml}"
    );
}

#[test]
fn lupus_init_with_roles_the_drawn_cell_cannot_hold_says_each_problem_once_the_cell_and_what_to_do()
{
    let sandbox = Sandbox::new();
    let mut roster = String::new();
    for name in [
        "Ana", "Bruno", "Carla", "Dani", "Elena", "Fede", "Gino", "Hugo",
    ] {
        roster.push_str(&format!("{name},,veggente\n"));
    }
    roster.push_str("Ines\nJuan\nKarla\nLuca\nMara\n");
    sandbox.write("roster.csv", roster.as_bytes());
    let args = [
        "init",
        "game",
        "--ruleset",
        "lupus",
        "--players",
        "roster.csv",
        "--seed",
        "5",
        "--lang",
        "en",
    ];
    let said = sandbox.refused(
        &args,
        1,
        &[
            "Elena cannot be given the Veggente (Seer): the cell 2C the seed drew has no place left",
            "fix fewer roles in the roster, choose a cell that holds them with `--option coordinates=…`",
            "or start with another `--seed`",
        ],
    );
    assert_eq!(
        said.matches("Elena cannot be given").count(),
        1,
        "each problem once:\n{said}"
    );
}

#[test]
fn init_without_lang_writes_the_rulesets_language() {
    let sandbox = GameBuilder::sample().start();
    let yaml = sandbox.read_text("game/game.yaml");
    assert!(yaml.lines().any(|l| l == "language: es"), "{yaml}");
    let ana = sandbox.read_text("game/reports/setup/Ana.md");
    assert!(ana.contains("Ana"), "{ana}");
    assert!(!ana.contains("private report"), "not in Spanish:\n{ana}");
}

#[test]
fn init_with_the_same_seed_is_byte_identical() {
    let one = GameBuilder::sample().start();
    let two = GameBuilder::sample().start();
    let a = snapshot(&one.game());
    let b = snapshot(&two.game());
    assert!(a.contains_key("game.yaml"));
    assert_eq!(
        a.keys().filter(|k| k.starts_with("reports/setup/")).count(),
        11
    );
    assert_same(&a, &b, &[LOCK], "two inits with seed 2026");
    // Another seed deals otherwise (no role is fixed in this roster).
    let roster = b"Ana\nBruno\nCarla\nDani\nElena\nFede\nGloria\nHugo\n";
    let x = GameBuilder::roster(roster).start();
    let y = GameBuilder::roster(roster).start();
    assert_eq!(x.read("game/game.yaml"), y.read("game/game.yaml"));
    let z = GameBuilder::roster(roster).seed(8).start();
    assert_ne!(x.read("game/game.yaml"), z.read("game/game.yaml"));
}

#[test]
fn init_refuses_an_unknown_ruleset() {
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", FOUR);
    sandbox.refused(
        &[
            "init",
            "game",
            "--ruleset",
            "one-nite",
            "--players",
            "roster.csv",
        ],
        2,
        &[
            "unknown ruleset `one-nite`",
            "help: known rulesets: one-night",
        ],
    );
    assert!(!sandbox.game().exists());
}

#[test]
fn init_refuses_a_roster_with_a_duplicate_name() {
    init_refused(
        b"Ana\nBruno\nana\nCarla\n",
        &[],
        1,
        &[
            "roster.csv:3:1: `ana` is already taken by Ana",
            "help: every name and alias must tell one player apart (case and accents are ignored)",
        ],
    );
    // An alias that is another player's name, accents aside.
    init_refused(
        b"name,aliases\nInes\nBruno,In\xc3\xa9s\nCarla\n",
        &[],
        1,
        &["roster.csv:3:1: `Inés` is already taken by Ines"],
    );
}

#[test]
fn init_refuses_a_name_with_a_slash() {
    init_refused(
        b"Ana\nBr/uno\nCarla\n",
        &[],
        1,
        &[
            "roster.csv:2:1: `Br/uno` cannot be a player's name",
            "help: names are used as file names: no / \\",
        ],
    );
}

#[test]
fn init_refuses_too_few_players() {
    init_refused(
        b"Ana\nBruno\n",
        &[],
        1,
        &[
            "2 players cannot play one-night: it takes 3 to 10",
            "help: one player per line",
        ],
    );
}

/// "16 jugadores": a player a house, and no ship has more houses than the sixteen functions.
#[test]
fn init_refuses_more_chechino_players_than_a_ship_has_houses() {
    let sandbox = Sandbox::new();
    let roster: String = (1..=17).map(|i| format!("P{i:02}\n")).collect();
    sandbox.write("roster.csv", roster.as_bytes());
    sandbox.refused(
        &[
            "init",
            "game",
            "--ruleset",
            "chechino",
            "--players",
            "roster.csv",
            "--seed",
            "1",
            "--lang",
            "en",
        ],
        1,
        &["17 players cannot play chechino: it takes 6 to 16"],
    );
    assert!(
        !sandbox.game().exists(),
        "a refused init created the game folder"
    );
}

#[test]
fn init_refuses_an_unknown_option_and_lists_the_known_ones() {
    init_refused(
        FOUR,
        &["--option", "colour=red"],
        1,
        &[
            "unknown option `colour`",
            "help: this ruleset's options: cards, self_vote, minion_alone_dies",
        ],
    );
}

#[test]
fn init_refuses_a_bad_option_value() {
    init_refused(
        FOUR,
        &["--option", "self_vote=maybe"],
        1,
        &[
            "option `self_vote` cannot be `maybe`",
            "help: one of: refuse, allow",
        ],
    );
}

#[test]
fn init_refuses_an_option_without_equals() {
    init_refused(
        FOUR,
        &["--option", "self_vote"],
        2,
        &[
            "`self_vote` is not an option",
            "help: write options as key=value, for example --option self_vote=allow",
        ],
    );
}

#[test]
fn init_never_overwrites_a_game() {
    let sandbox = GameBuilder::sample().start();
    sandbox.refused(
        &[
            "init",
            "game",
            "--ruleset",
            "one-night",
            "--players",
            "roster.csv",
            "--seed",
            "99",
        ],
        2,
        &[
            "game already holds a game (game.yaml)",
            "help: choose a new folder; an existing game is never overwritten",
        ],
    );
}

#[test]
fn init_refuses_a_missing_roster() {
    let sandbox = Sandbox::new();
    sandbox.refused(
        &[
            "init",
            "game",
            "--ruleset",
            "one-night",
            "--players",
            "nobody.csv",
        ],
        2,
        &["cannot read nobody.csv:"],
    );
    assert!(!sandbox.game().exists());
}

#[test]
fn init_refuses_a_roster_that_is_not_utf8() {
    // "Inés" in Latin-1, on line 2.
    init_refused(
        b"Ana\nIn\xe9s\nCarla\n",
        &[],
        2,
        &[
            "roster.csv is not UTF-8 text (line 2, byte 6)",
            "help: save the file as UTF-8",
        ],
    );
}

// ---------------------------------------------------------------------------------------------
// check and next: refused orders

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

// ---------------------------------------------------------------------------------------------
// next

#[test]
fn next_writes_state_reports_and_history_and_empties_orders() {
    let sandbox = sample_night();
    let before = sandbox.snapshot();
    let out = sandbox.run(&["next", "game"]);
    assert_eq!(
        out.ok().trim(),
        "Night: phase resolved, reports in reports/night/ (*.md). Next phase: Day."
    );
    let after = sandbox.snapshot();

    let yaml = sandbox.read_text("game/game.yaml");
    assert!(yaml.lines().any(|l| l == "phase: day"), "{yaml}");
    // history/night/game.yaml is the state before the phase.
    assert_eq!(
        after["history/night/game.yaml"], before["game.yaml"],
        "history/night/game.yaml is not the state before"
    );
    // The PMs moved, byte for byte, into history/night/orders/.
    let pms: Vec<&String> = before
        .keys()
        .filter(|k| k.starts_with("orders/") && k.ends_with(".txt"))
        .collect();
    assert_eq!(pms.len(), 8);
    for pm in pms {
        let archived = format!("history/night/{pm}");
        assert_eq!(after.get(&archived), before.get(pm), "{archived}");
    }
    // Only the .gitkeep that lets git keep the empty folder is left.
    let left: Vec<&String> = after
        .keys()
        .filter(|k| k.starts_with("orders/") && *k != "orders/.gitkeep")
        .collect();
    assert!(left.is_empty(), "orders/ is not empty: {left:?}");
    assert!(
        after.contains_key("orders/.gitkeep"),
        "orders/.gitkeep is gone"
    );
    assert!(sandbox.path("game/orders").is_dir(), "orders/ is gone");
    // One report per player and a public one, in the game's language (Spanish).
    let mut reports: Vec<String> = after
        .keys()
        .filter(|k| k.starts_with("reports/night/"))
        .cloned()
        .collect();
    reports.sort();
    let mut expected: Vec<String> = example_players()
        .iter()
        .map(|p| format!("reports/night/{p}.md"))
        .collect();
    expected.push("reports/night/public.md".into());
    expected.sort();
    assert_eq!(reports, expected);
    let ana = sandbox.read_text("game/reports/night/Ana.md");
    assert!(ana.contains("Carla"), "Ana copied Carla:\n{ana}");
    let public = sandbox.read_text("game/reports/night/public.md");
    assert!(
        !public.contains("Carla"),
        "the public report names a player:\n{public}"
    );
    // The setup reports are untouched.
    for (path, bytes) in before
        .iter()
        .filter(|(k, _)| k.starts_with("reports/setup/"))
    {
        assert_eq!(after.get(path), Some(bytes), "{path}");
    }
}

#[test]
fn dry_run_writes_nothing_and_prints_the_diff_and_the_reports() {
    let sandbox = sample_night();
    let before = snapshot(sandbox.root());
    let out = sandbox.run(&["next", "game", "--dry-run"]);
    let text = out.ok().to_string();
    assert_same(&before, &snapshot(sandbox.root()), &[], "next --dry-run");
    assert!(
        text.starts_with("--- game.yaml\n+++ game.yaml (after)\n"),
        "{text}"
    );
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.contains(&"-phase: night"), "{text}");
    assert!(lines.contains(&"+phase: day"), "{text}");
    assert!(lines.iter().any(|l| l.starts_with("@@ ")), "{text}");
    // The reports shown are the ones a real run writes.
    let real = sandbox.clone_game();
    real.run(&["next", "game"]).ok();
    let written = snapshot(&real.game());
    let mut count = 0;
    for (path, bytes) in written
        .iter()
        .filter(|(k, _)| k.starts_with("reports/night/"))
    {
        let body = String::from_utf8(bytes.clone().unwrap()).unwrap();
        let shown = format!("\n=== {path}\n{body}");
        assert!(
            text.contains(&shown),
            "the dry run does not show {path}:\n{text}"
        );
        count += 1;
    }
    assert_eq!(count, 11);
    // The diff is the one between the old and the new game.yaml, line for line.
    let old = sandbox.read_text("game/game.yaml");
    let new = String::from_utf8(written["game.yaml"].clone().unwrap()).unwrap();
    let (old_lines, new_lines): (Vec<&str>, Vec<&str>) =
        (old.lines().collect(), new.lines().collect());
    for line in new_lines.iter().filter(|l| !old_lines.contains(l)) {
        assert!(
            lines.contains(&format!("+{line}").as_str()),
            "{line}\n{text}"
        );
    }
    for line in old_lines.iter().filter(|l| !new_lines.contains(l)) {
        assert!(
            lines.contains(&format!("-{line}").as_str()),
            "{line}\n{text}"
        );
    }
}

/// The trace part of `next --explain` output: all but the final `Phase … resolved` line.
fn trace_of(next_output: &str) -> &str {
    let at = next_output
        .find("Night: phase resolved")
        .expect("next says the phase was resolved");
    &next_output[..at]
}

#[test]
fn explain_prints_the_trace_and_filters_to_a_player() {
    let all = sample_night();
    let carla = all.clone_game();
    let out = all.run(&["next", "game", "--explain"]);
    let full = trace_of(out.ok()).to_string();
    assert!(full.starts_with("#1 applied · Ana → Carla\n"), "{full}");
    for piece in [
        // The example's Doppelgänger writes her orders under conditions (`si soy vidente:`):
        // the trace says which was used and which skipped.
        "#2 applied · Ana\n    Conditional order of line 6 (“si soy vidente”) used",
        "#3 skipped · Ana\n    Conditional order of line 8 (“si soy ladrona”) not used",
        "#5 info · Bruno\n    You are the only werewolf.",
        "#10 applied · Dani → Bruno\n    You took Bruno's card: you are now the Werewolf.",
        "    [master only]",
        "    [told to Carla]",
        "    [public]",
        "    rule: ",
    ] {
        assert!(full.contains(piece), "the trace lacks {piece:?}:\n{full}");
    }

    let out = carla.run(&["next", "game", "--explain", "Carla"]);
    let mine = trace_of(out.ok()).to_string();
    let heads: Vec<&str> = mine.lines().filter(|l| l.starts_with('#')).collect();
    assert_eq!(
        heads,
        ["#1 applied · Ana → Carla", "#9 applied · Carla"],
        "{mine}"
    );
    // The filtered trace is a part of the whole one, event for event.
    for event in mine.split("\n#") {
        assert!(full.contains(event.trim_start_matches('#')), "{event}");
    }
    // Both runs wrote the same game.
    assert_same(
        &snapshot(&all.game()),
        &snapshot(&carla.game()),
        &[LOCK],
        "next --explain vs next --explain Carla",
    );

    // After the phase, `explain night` re-resolves it from history/ and prints the same trace.
    let before = snapshot(all.root());
    let again = all.run(&["explain", "night", "game"]);
    assert_eq!(again.ok(), full);
    let again = all.run(&["explain", "night", "game", "--player", "Carla"]);
    assert_eq!(again.ok(), mine);
    // By alias and without accents, too.
    let again = carla.run(&["explain", "night", "game", "--player", "carla"]);
    assert_eq!(again.ok(), mine);
    assert_same(&before, &snapshot(all.root()), &[], "explain");
    // A phase that was not played.
    all.refused(
        &["explain", "day", "game"],
        2,
        &[
            "phase `day` is not in history/",
            "help: phases that were resolved are the folders under history/",
        ],
    );
}

#[test]
fn bbcode_reports() {
    let sandbox = sample_night();
    let out = sandbox.run(&["next", "game", "--format", "bbcode"]);
    assert!(out.ok().contains("(*.bbcode)"), "{out:#?}");
    let tree = sandbox.snapshot();
    let night: Vec<&String> = tree
        .keys()
        .filter(|k| k.starts_with("reports/night/"))
        .collect();
    assert_eq!(night.len(), 11, "{night:?}");
    for path in night {
        assert!(path.ends_with(".bbcode"), "{path}");
        let text = String::from_utf8(tree[path].clone().unwrap()).unwrap();
        assert!(text.starts_with("[size=150][b]"), "{path}:\n{text}");
        assert!(!text.contains("**"), "markdown left in {path}:\n{text}");
    }
    let ana = sandbox.read_text("game/reports/night/Ana.bbcode");
    assert!(ana.contains("[list]\n[*]"), "{ana}");
    assert!(ana.contains("[b]Vidente[/b]"), "{ana}");
}

#[test]
fn the_same_game_twice_gives_the_same_files() {
    let play = || {
        let sandbox = sample_night();
        sandbox.run(&["next", "game"]).ok();
        sandbox.orders_from_example("2-day");
        sandbox.run(&["next", "game"]).ok();
        sandbox
    };
    let (one, two) = (play(), play());
    let a = snapshot(&one.game());
    assert!(a.contains_key("reports/day/public.md"), "{:?}", a.keys());
    assert!(a.contains_key("history/day/game.yaml"));
    assert_same(
        &a,
        &snapshot(&two.game()),
        &[LOCK],
        "two plays of the sample",
    );
    // And from two copies of one folder.
    let start = sample_night();
    let copy = start.clone_game();
    start.run(&["next", "game"]).ok();
    copy.run(&["next", "game"]).ok();
    assert_same(&start.snapshot(), &copy.snapshot(), &[LOCK], "two copies");
}

// ---------------------------------------------------------------------------------------------
// Atomicity

/// The sample night, the folder a clean `next` leaves from it, and how long that run took.
fn night_and_clean_result() -> (Sandbox, common::Tree, Duration) {
    let start = sample_night();
    let clean = start.clone_game();
    let clock = std::time::Instant::now();
    clean.run(&["next", "game"]).ok();
    let took = clock.elapsed();
    let result = clean.snapshot();
    (start, result, took)
}

/// After an interrupted `next`: game.yaml is the old or the new one, never a mix; the next run
/// (`next` on the old game, `status` on the new) leaves exactly the clean result.
#[track_caller]
fn assert_recovers(game: &Sandbox, old: &[u8], clean: &common::Tree, what: &str) {
    let now = game.read("game/game.yaml");
    let new = clean["game.yaml"].as_deref().unwrap();
    assert!(
        now == old || now == new,
        "{what}: game.yaml is neither the old nor the new one:\n{}",
        String::from_utf8_lossy(&now)
    );
    if now == old {
        game.run(&["next", "game"]).ok();
    } else {
        let status = game.run(&["status", "game"]);
        assert!(status.ok().contains("Day"), "{what}: {status:#?}");
    }
    assert_same(clean, &game.snapshot(), &[LOCK], what);
}

#[test]
fn a_crash_at_any_step_of_next_leaves_the_old_or_the_new_game() {
    let (start, clean, _) = night_and_clean_result();
    let old = start.read("game/game.yaml");
    for step in 1..=4 {
        let game = start.clone_game();
        let run = game.run_env(&["next", "game"], "ADJUDICATE_CRASH_AT", &step.to_string());
        assert_ne!(
            run.code,
            Some(0),
            "step {step}: the run did not abort: {run:#?}"
        );
        let now = game.read("game/game.yaml");
        // The commit point is the rename of game.yaml, between steps 2 and 3.
        let expected_old = step <= 2;
        assert_eq!(now == old, expected_old, "step {step}");
        assert_recovers(&game, &old, &clean, &format!("crash at step {step}"));
    }
}

#[test]
fn a_killed_next_leaves_the_old_or_the_new_game() {
    let (start, clean, took) = night_and_clean_result();
    let old = start.read("game/game.yaml");
    // Ten delays from 0 to about 10 ms, or to the length of a whole run when that is longer
    // (fsync makes it so on slow disks), so that the kills land all along the phase write.
    let span = took.max(Duration::from_millis(10));
    for step in 0..10u32 {
        let delay = span * step / 9;
        let game = start.clone_game();
        let mut child = game
            .command(&["next", "game"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(delay);
        let _ = child.kill(); // SIGKILL; it may have finished already
        child.wait().unwrap();
        assert_recovers(&game, &old, &clean, &format!("killed after {delay:?}"));
    }
}

// ---------------------------------------------------------------------------------------------
// Locking

#[test]
fn a_locked_game_is_refused() {
    let sandbox = sample_night();
    let lock = std::fs::File::options()
        .read(true)
        .write(true)
        .open(sandbox.path("game").join(LOCK))
        .unwrap();
    lock.lock().unwrap();
    let expected = [
        "another `adjudicate` is working on game",
        "help: wait for it to finish, then run this again",
    ];
    for command in ["next", "check", "status"] {
        sandbox.refused(&[command, "game"], 2, &expected);
    }
    drop(lock);
    // Another test of this binary may have forked a child while the lock was held: until that
    // child execs, its copy of the descriptor keeps the lock (flock belongs to the open file).
    // Under load that takes a moment; the game must be free once it has.
    let mut run = sandbox.run(&["next", "game"]);
    for _ in 0..50 {
        if !run.stderr.contains("another `adjudicate` is working") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        run = sandbox.run(&["next", "game"]);
    }
    run.ok();
}

// ---------------------------------------------------------------------------------------------
// status

#[test]
fn status_shows_cards_to_the_master_only() {
    let sandbox = sample_night();
    sandbox.run(&["next", "game"]).ok();
    let before = snapshot(sandbox.root());
    let public = sandbox.run(&["status", "game"]).ok().to_string();
    let master = sandbox
        .run(&["status", "game", "--master"])
        .ok()
        .to_string();
    assert_same(&before, &snapshot(sandbox.root()), &[], "status");

    assert!(public.starts_with("one-night: Day\n"), "{public}");
    assert!(public.contains("- Ana: alive\n"), "{public}");
    assert!(public.contains("- Cards in play: "), "{public}");
    for secret in [
        "- Ana: dealt Doppelgänger, now Seer.",
        "- Bruno: dealt Werewolf, now Robber.",
        "- Center cards: Drunk, Werewolf, Mason.",
    ] {
        assert!(
            master.contains(secret),
            "the master's status lacks {secret:?}:\n{master}"
        );
    }
    // Not one line of the master's that is not in the public status says a card.
    for line in master.lines().filter(|l| !public.lines().any(|p| p == *l)) {
        assert!(
            line.contains("dealt")
                || line.starts_with("- Center cards:")
                || line.starts_with("- PMs not sent yet this phase:"),
            "{line}"
        );
    }
    assert!(!public.contains("dealt"), "{public}");
    assert!(!public.contains("Center cards"), "{public}");
    assert!(!public.contains("now "), "{public}");
    // The public status is the master's without its secret lines.
    let secret_lines = master.lines().count() - public.lines().count();
    assert_eq!(secret_lines, 12, "{master}");
}

#[test]
fn the_master_may_name_his_own_order_file() {
    let sandbox = GameBuilder::sample().start();
    let yaml = sandbox.read_text("game/game.yaml");
    let named = yaml.replace(
        "phase: night\n",
        "phase: night\nmaster_file: narrador.txt\n",
    );
    assert_ne!(yaml, named);
    sandbox.write("game/game.yaml", &named);
    // Under another name, `_master.txt` is an odd file like any other.
    sandbox.order("_master.txt", "modkill Carla\n");
    sandbox.refused(
        &["check", "game"],
        1,
        &["orders/_master.txt does not name a player"],
    );
    std::fs::remove_file(sandbox.path("game/orders/_master.txt")).unwrap();
    sandbox.order("narrador.txt", "modkill Carla reveló su rol\n");
    sandbox.run(&["next", "game"]).ok();
    let after = sandbox.read_text("game/game.yaml");
    assert!(after.contains("- name: Carla\n  alive: false\n"), "{after}");
    let public = sandbox.read_text("game/reports/night/public.md");
    assert!(
        public.contains("**Carla**") && public.contains(" Reveló su rol."),
        "{public}"
    );
    assert!(
        sandbox
            .path("game/history/night/orders/narrador.txt")
            .exists()
    );
}

#[test]
fn a_run_killed_before_the_commit_leaves_no_reports_of_a_phase_that_never_happened() {
    let (start, _, _) = night_and_clean_result();
    for step in 1..=2 {
        let game = start.clone_game();
        let run = game.run_env(&["next", "game"], "ADJUDICATE_CRASH_AT", &step.to_string());
        assert_ne!(run.code, Some(0));
        if step == 2 {
            assert!(game.path("game/reports/night/public.md").exists());
        }
        // Any command under the lock forgets the aborted write.
        game.run(&["status", "game"]).ok();
        assert!(!game.path("game/reports/night").exists(), "step {step}");
        assert!(
            !game.path("game/history/night/game.yaml").exists(),
            "step {step}"
        );
        assert!(
            game.path("game/orders").read_dir().unwrap().count() > 1,
            "the PMs are still there"
        );
        game.refused(
            &["explain", "night", "game"],
            2,
            &["phase `night` is not in history/"],
        );
    }
}

#[test]
fn next_with_no_pm_at_all_is_refused_unless_the_master_says_so() {
    let sandbox = GameBuilder::sample().start();
    // `next` twice by mistake, or PMs not pasted yet: nothing is resolved, nothing written.
    sandbox.refused(
        &["next", "game"],
        1,
        &[
            "orders/ holds no PM for the Night phase",
            "help: paste the PMs first; if nobody sent anything, run `adjudicate next --no-orders`",
        ],
    );
    sandbox.run(&["next", "game", "--no-orders"]).ok();
    assert!(sandbox.read_text("game/game.yaml").contains("phase: day"));
}

#[test]
fn two_files_of_the_master_are_refused() {
    let sandbox = GameBuilder::sample().start();
    sandbox.order("_master.txt", "modkill Bruno\n");
    sandbox.order("_MASTER.txt", "modkill Ana\n");
    sandbox.order("Carla.txt", "ver Dani\n");
    sandbox.refused(
        &["check", "game"],
        1,
        &[
            "is a second PM of _master.txt",
            "help: keep one file per player",
        ],
    );
}

#[test]
fn map_draws_a_ship_and_refuses_a_game_without_one() {
    let sandbox = GameBuilder::sample().start();
    sandbox.refused(
        &["map", "game"],
        1,
        &["a one-night game is not played on a map"],
    );

    let examples = common::example().parent().unwrap().to_path_buf();
    let chechino = examples.join("chechino");
    let args = std::fs::read_to_string(chechino.join("init.args")).unwrap();
    let mut init = vec![
        "init".to_string(),
        "ship".to_string(),
        "--ruleset".to_string(),
        "chechino".to_string(),
        "--players".to_string(),
        chechino.join("roster.csv").display().to_string(),
    ];
    init.extend(args.split_whitespace().map(str::to_string));
    let init: Vec<&str> = init.iter().map(String::as_str).collect();
    sandbox.run(&init).ok();
    sandbox.run(&["map", "ship"]).ok();
    let first = sandbox.read_text("ship/map.svg");
    assert!(first.starts_with("<svg"), "{first}");
    sandbox.run(&["map", "ship"]).ok();
    assert_eq!(
        first,
        sandbox.read_text("ship/map.svg"),
        "the same game, the same drawing"
    );
}

/// Issue 22: `reject` sets a PM aside whole. A dead player's PM whose lines the intake would
/// ask about (a verb in prose naming a player) needs nothing more than the `reject`.
#[test]
fn a_rejected_pm_is_silenced_whole() {
    let sandbox = GameBuilder::sample().start();
    let yaml = sandbox.read_text("game/game.yaml");
    let killed = yaml.replace(
        "- name: Carla\n  alive: true\n",
        "- name: Carla\n  alive: false\n",
    );
    sandbox.write("game/game.yaml", &killed);
    sandbox.order(
        "Carla.txt",
        "ver Bruno\nvi a Ana votar a Bruno, sospechoso\n",
    );
    let refused = sandbox.run(&["check", "game"]);
    assert_eq!(refused.code, Some(1), "{}", refused.stderr);
    assert!(refused.stderr.contains("Carla.txt:2"), "{}", refused.stderr);
    sandbox.order("_master.txt", "reject Carla she is dead\n");
    let out = sandbox.run(&["check", "game"]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
}
