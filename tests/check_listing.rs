//! `check` is the master's checklist (issue A): for each PM how it was read, line by line, its
//! ignored lines and corrected names; who has sent nothing yet; and `check --json` with stable
//! keys.

use crate::common;

use common::{GameBuilder, Sandbox, sample_night};
use serde_json::Value;
use std::process::{Command, Stdio};

fn lines(out: &str) -> Vec<&str> {
    out.lines().collect()
}

#[test]
fn check_shows_how_each_line_of_a_pm_as_it_came_was_read() {
    let sandbox = GameBuilder::sample().start();
    sandbox.order(
        "Carla.txt",
        "Hola máster!!\nQuiero ver la carta de Ana por favor\nUn saludo, Carla\n",
    );
    sandbox.order("Elena.txt", "intercambiar Daniel y Gloria\n");
    let run = sandbox.run(&["check", "game"]);
    let out = lines(run.ok());
    assert_eq!(
        &out[..4],
        [
            "Carla (orders/Carla.txt): line 1 \"Hola máster!!\" ignored (not an order)",
            "Carla (orders/Carla.txt): line 2 \"Quiero ver la carta de Ana por favor\" → see Ana",
            "Carla (orders/Carla.txt): line 3 \"Un saludo, Carla\" ignored (not an order)",
            // An alias is read as the roster name; the verb in its English spelling.
            "Elena (orders/Elena.txt): line 1 \"intercambiar Daniel y Gloria\" → swap Dani Gloria",
        ]
    );
    assert_eq!(out.last(), Some(&"2 PMs are valid for the Night phase."));
}

#[test]
fn a_keyword_and_numbers_are_read_in_english() {
    let sandbox = GameBuilder::sample().start();
    sandbox.order("Carla.txt", "ver centro 1 y 3\n");
    let run = sandbox.run(&["check", "game"]);
    assert!(
        run.ok()
            .contains("Carla (orders/Carla.txt): line 1 \"ver centro 1 y 3\" → see center 1 3"),
        "{run:#?}"
    );
}

#[test]
fn a_one_letter_typo_in_a_name_is_listed_as_a_correction() {
    let sandbox = GameBuilder::sample().start();
    sandbox.order("Dani.txt", "robar a Brunno\n");
    let run = sandbox.run(&["check", "game"]);
    let out = lines(run.ok());
    assert_eq!(
        &out[..2],
        [
            "Dani (orders/Dani.txt): line 1 \"robar a Brunno\" → rob Bruno",
            "Dani (orders/Dani.txt): line 1 `Brunno` read as Bruno",
        ]
    );
}

#[test]
fn a_name_read_from_its_prefix_is_listed_as_a_typo_is() {
    // README (tally): "unique prefixes … each such reading is listed by tally and by check";
    // review break17 A7: `voto a Mari` (Mario) was read and not listed. An alias (`Daniel`)
    // and a name in lower case are the roster's own: not listed.
    let sandbox = GameBuilder::sample().start();
    sandbox.order("Dani.txt", "robar a Glo\n");
    sandbox.order("Elena.txt", "intercambiar Daniel y gloria\n");
    let run = sandbox.run(&["check", "game"]);
    let out = lines(run.ok());
    assert_eq!(
        &out[..3],
        [
            "Dani (orders/Dani.txt): line 1 \"robar a Glo\" → rob Gloria",
            "Dani (orders/Dani.txt): line 1 `Glo` read as Gloria",
            "Elena (orders/Elena.txt): line 1 \"intercambiar Daniel y gloria\" → swap Dani Gloria",
        ]
    );
}

#[test]
fn routes_houses_and_roster_names_are_read_in_a_chechino_night() {
    let sandbox = common::example_game("chechino");
    // Bruno's and Mario's PMs of the example's first night, as the import files them.
    for (name, text) in common::phase_pms("chechino", "01-noche-1") {
        if name == "Bruno.txt" || name == "Mario.txt" {
            sandbox.order(&name, text);
        }
    }
    let run = sandbox.run(&["check", "game"]);
    let out = lines(run.ok());
    // Line 1 is the `sent:` header, line 2 the PM's subject (chatter), line 3 blank.
    assert_eq!(
        &out[..7],
        [
            "Bruno (orders/Bruno.txt): line 2 \"Re: Noche 1\" ignored (not an order)",
            "Bruno (orders/Bruno.txt): line 4 \"ruta A-E-F-H-G-A\" → route A-E-F-H-G-A",
            "Bruno (orders/Bruno.txt): line 5 \"secuestrar Gino\" → kidnap Gino",
            "Mario (orders/Mario.txt): line 2 \"Re: Noche 1\" ignored (not an order)",
            "Mario (orders/Mario.txt): line 4 \"Paseo nocturno: me llevo la pistola y duermo en el barracón.\" ignored (not an order)",
            "Mario (orders/Mario.txt): line 5 \"ruta N-S3-S1-B-A-C\" → route N-S3-S1-B-A-C",
            "Mario (orders/Mario.txt): line 6 \"usar A Mario\" → use A Mario",
        ]
    );
}

#[test]
fn check_lists_the_living_players_who_have_sent_no_pm() {
    let sandbox = sample_night();
    let run = sandbox.run(&["check", "game"]);
    assert!(
        run.ok()
            .contains("Nothing to send this phase (no PM needed): Gloria, Hugo, Inés, Jorge\n"),
        "{run:#?}"
    );
    // A dead player has nothing to send.
    let yaml = sandbox.read_text("game/game.yaml");
    let killed = yaml.replace(
        "- name: Hugo\n  alive: true\n",
        "- name: Hugo\n  alive: false\n",
    );
    assert_ne!(yaml, killed);
    sandbox.write("game/game.yaml", &killed);
    let run = sandbox.run(&["check", "game"]);
    assert!(
        run.ok()
            .contains("Nothing to send this phase (no PM needed): Gloria, Inés, Jorge\n"),
        "{run:#?}"
    );
    // A player whose role has a night order and who sent nothing is missing.
    std::fs::remove_file(sandbox.path("game/orders/Bruno.txt")).unwrap();
    let run = sandbox.run(&["check", "game"]);
    assert!(run.ok().contains("No PM yet from: Bruno\n"), "{run:#?}");
}

#[test]
fn a_pm_without_any_order_is_listed_and_its_player_still_owes_one() {
    // Review-lost 12: "Mantengo mi voto de ayer" took Bruno off "No PM yet" while ordering
    // nothing; his PM is listed as holding no order and he is still owed.
    let sandbox = sample_night();
    sandbox.write(
        "game/orders/Bruno.txt",
        "Buenas master\r\nMantengo mi voto de ayer, nada ha cambiado\r\nSaludos\r\n",
    );
    let run = sandbox.run(&["check", "game"]);
    let out = run.ok();
    assert!(
        out.contains("PM without any order (still owed): Bruno\n"),
        "{run:#?}"
    );
    // Named once: his PM came, and it is on the line above as still owed.
    assert!(!out.contains("No PM yet from: Bruno"), "{run:#?}");
    let run = sandbox.run(&["check", "game", "--json"]);
    let value = json(&run);
    assert_eq!(value["without_order"], serde_json::json!(["Bruno"]));
    assert_eq!(value["missing"], serde_json::json!(["Bruno"]));
    let status = sandbox.run(&["status", "game", "--master"]);
    assert!(
        status.ok().contains("PMs not sent yet this phase: Bruno"),
        "{status:#?}"
    );
}

#[test]
fn with_every_living_player_sent_no_missing_line_is_printed() {
    let sandbox = sample_night();
    sandbox.run(&["next", "game"]).ok();
    sandbox.orders_from_example("2-day");
    let run = sandbox.run(&["check", "game"]);
    assert!(!run.ok().contains("No PM yet"), "{run:#?}");
    assert_eq!(
        run.ok().lines().last(),
        Some("10 PMs are valid for the Day phase.")
    );
}

#[test]
fn a_refused_check_says_only_what_next_says() {
    let sandbox = sample_night();
    sandbox.order("Gloria.txt", "votar Ana\n");
    let check = sandbox.run(&["check", "game"]);
    let next = sandbox.run(&["next", "game"]);
    assert_eq!(check.code, Some(1));
    assert_eq!(check.stdout, "");
    assert_eq!(check.stderr, next.stderr);
}

fn json(run: &common::Run) -> Value {
    serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{e}: {run:#?}"))
}

fn keys(value: &Value) -> Vec<&str> {
    value
        .as_object()
        .expect("an object")
        .keys()
        .map(String::as_str)
        .collect()
}

#[test]
fn check_json_has_stable_keys() {
    let sandbox = GameBuilder::sample().start();
    sandbox.order(
        "Carla.txt",
        "sent: 2026-11-29 21:14\nHola máster!!\nQuiero ver la carta de Ana por favor\n",
    );
    sandbox.order("Dani.txt", "robar a Brunno\n");
    let run = sandbox.run(&["check", "game", "--json"]);
    assert_eq!(run.code, Some(0), "{run:#?}");
    let value = json(&run);
    let mut top = keys(&value);
    top.sort();
    assert_eq!(
        top,
        [
            "missing",
            "nothing_to_send",
            "phase",
            "pms",
            "posts_set_aside",
            "problems",
            "without_order"
        ]
    );
    assert_eq!(value["phase"], "night");
    assert_eq!(value["problems"], serde_json::json!([]));
    assert_eq!(value["posts_set_aside"], serde_json::json!([]));
    assert_eq!(
        value["missing"],
        serde_json::json!(["Ana", "Bruno", "Elena", "Fede"])
    );
    assert_eq!(
        value["nothing_to_send"],
        serde_json::json!(["Gloria", "Hugo", "Inés", "Jorge"])
    );
    let carla = &value["pms"][0];
    assert_eq!(
        carla,
        &serde_json::json!({
            "player": "Carla",
            "files": ["orders/Carla.txt"],
            "sent": "2026-11-29 21:14",
            "orders": [{
                "file": "orders/Carla.txt",
                "line": 3,
                "text": "Quiero ver la carta de Ana por favor",
                "reading": "see Ana",
            }],
            "ignored": [{"file": "orders/Carla.txt", "line": 2, "text": "Hola máster!!"}],
            "replaced": [],
            "corrected": [],
        })
    );
    let dani = &value["pms"][1];
    assert_eq!(dani["sent"], Value::Null);
    assert_eq!(
        dani["corrected"],
        serde_json::json!([{
            "file": "orders/Dani.txt", "line": 1, "written": "Brunno", "name": "Bruno"
        }])
    );
}

#[test]
fn check_json_lists_the_problems_with_line_and_column_and_exits_1() {
    let sandbox = GameBuilder::sample().start();
    sandbox.order("Carla.txt", "ver Brnuoo\n");
    sandbox.order("Dani.txt", "robar Bruno\n");
    let before = sandbox.snapshot();
    let run = sandbox.run(&["check", "game", "--json"]);
    assert_eq!(run.code, Some(1), "{run:#?}");
    common::assert_same(&before, &sandbox.snapshot(), &[common::LOCK], "check");
    let value = json(&run);
    let problems = value["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 1, "{value:#}");
    let problem = &problems[0];
    let mut found = keys(problem);
    found.sort();
    assert_eq!(found, ["column", "file", "help", "line", "message"]);
    assert_eq!(problem["file"], "orders/Carla.txt");
    assert_eq!(problem["line"], 1);
    assert_eq!(problem["column"], 5);
    assert!(
        problem["message"].as_str().unwrap().contains("Brnuoo"),
        "{problem:#}"
    );
    assert!(problem["help"].is_string(), "{problem:#}");
    // The line the problem points into was not read; the other PM was.
    assert_eq!(value["pms"][0]["orders"][0]["reading"], Value::Null);
    assert_eq!(value["pms"][1]["orders"][0]["reading"], "rob Bruno");
}

#[test]
fn the_checklist_is_in_the_games_language() {
    for (lang, read, ignored, missing) in [
        (
            "es",
            // The reading speaks the game's language: the rulebook's verb (one-night's is
            // Spanish) outside English games, no English word in a Spanish listing.
            "Carla (orders/Carla.txt): línea 2 \"ver Ana\" → ver Ana",
            "Carla (orders/Carla.txt): línea 1 \"Hola\" ignorada (no es una orden)",
            "Todavía sin MP: Ana,",
        ),
        (
            "it",
            "Carla (orders/Carla.txt): riga 2 \"ver Ana\" → ver Ana",
            "Carla (orders/Carla.txt): riga 1 \"Hola\" ignorata (non è un ordine)",
            "Ancora nessun MP da: Ana,",
        ),
        (
            "en",
            "Carla (orders/Carla.txt): line 2 \"ver Ana\" → see Ana",
            "Carla (orders/Carla.txt): line 1 \"Hola\" ignored (not an order)",
            "No PM yet from: Ana,",
        ),
    ] {
        let sandbox = GameBuilder::sample().lang(lang).start();
        sandbox.order("Carla.txt", "Hola\nver Ana\n");
        let out = bare(&sandbox, &["check", "game"]);
        for piece in [read, ignored, missing] {
            assert!(out.contains(piece), "{lang}: {piece:?} not in\n{out}");
        }
    }
}

/// `check` in `sandbox` without `--lang`: the game's language speaks.
fn bare(sandbox: &Sandbox, args: &[&str]) -> String {
    let out = Command::new(common::bin())
        .current_dir(sandbox.root())
        .env_remove("ADJUDICATE_CRASH_AT")
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_pm_line_with_terminal_escapes_is_shown_escaped() {
    let sandbox = GameBuilder::sample().start();
    sandbox.order("Carla.txt", "Hola \u{1b}[2J\nver Ana\n");
    let run = sandbox.run(&["check", "game"]);
    assert!(!run.ok().contains('\u{1b}'), "{run:#?}");
}

#[test]
fn a_substitutes_pm_counts_as_sent() {
    let sandbox = GameBuilder::sample().start();
    sandbox.order("_master.txt", "replace Ana Zoe she left the game\n");
    sandbox.order("Zoe.txt", "copiar Carla\n");
    let run = sandbox.run(&["check", "game"]);
    let out = run.ok();
    assert!(
        out.contains("Zoe (orders/Zoe.txt): line 1 \"copiar Carla\" → copy Carla"),
        "{run:#?}"
    );
    assert!(
        out.contains("No PM yet from: Bruno, Carla, Dani, Elena, Fede\n"),
        "{run:#?}"
    );
}

#[test]
fn the_doppelgangers_conditionals_are_listed_as_conditional_in_text_and_json() {
    // Issue 22: "the Doppelgänger's `Si me sale vidente: ver Jorge`" is read, and `check`
    // shows the order with its condition; a condition alone on its line is listed at its line.
    let sandbox = GameBuilder::sample().start();
    sandbox.order(
        "Ana.txt",
        "copiar Carla\nSi me sale vidente: ver Jorge\nsi copio al ladrón:\ncambio con Dani\n",
    );
    let run = sandbox.run(&["check", "game"]);
    let out = lines(run.ok());
    assert_eq!(
        &out[..4],
        [
            "Ana (orders/Ana.txt): line 1 \"copiar Carla\" → copy Carla",
            "Ana (orders/Ana.txt): line 2 \"Si me sale vidente: ver Jorge\" → see Jorge (only if: Seer)",
            "Ana (orders/Ana.txt): line 3 \"si copio al ladrón:\" → condition of line 4: Robber",
            "Ana (orders/Ana.txt): line 4 \"cambio con Dani\" → rob Dani (only if: Robber)",
        ]
    );
    let value = json(&sandbox.run(&["check", "game", "--json"]));
    let orders = &value["pms"][0]["orders"];
    // An order without a condition has no `condition` key: the listing's keys stay as they were.
    assert_eq!(orders[0].get("condition"), None);
    assert_eq!(
        orders[1]["condition"],
        serde_json::json!({"line": 2, "text": "Si me sale vidente", "on": "seer"})
    );
    assert_eq!(orders[1]["reading"], "see Jorge");
    assert_eq!(
        orders[2]["condition"],
        serde_json::json!({"line": 3, "text": "si copio al ladrón", "on": "robber"})
    );
    assert_eq!(orders[2]["line"], 4);
}

#[test]
fn a_condition_naming_no_role_in_play_is_raised_at_its_line() {
    // The example's deck has no Villager: the condition can never hold. Raised, never silent.
    let sandbox = GameBuilder::sample().start();
    sandbox.order("Ana.txt", "copiar Carla\nsi me sale aldeano: ver Jorge\n");
    let run = sandbox.run(&["check", "game", "--json"]);
    assert_eq!(run.code, Some(1), "{run:#?}");
    let value = json(&run);
    let problems = value["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 1, "{value:#}");
    assert_eq!(problems[0]["line"], 2);
    assert_eq!(problems[0]["column"], 1);
    assert!(
        problems[0]["message"]
            .as_str()
            .unwrap()
            .contains("Villager is not among the cards in play"),
        "{value:#}"
    );
    // A problem in its condition leaves the order unread.
    assert_eq!(value["pms"][0]["orders"][1]["reading"], Value::Null);
}

#[test]
fn a_reading_names_the_verb_in_the_pms_language_and_no_count_word() {
    // Issue 22, a blind review: a Spanish `check` showed a table's extra spellings (`doppel`,
    // the Italian `prendi`) as the verb, and a lone werewolf's count (`ver una centro 2`).
    let sandbox = GameBuilder::sample().start();
    sandbox.order("Ana.txt", "doppel Jorge\n");
    sandbox.order(
        "Fede.txt",
        "Me quedo con la carta del centro número tres.\n",
    );
    sandbox.order("Bruno.txt", "miro una carta del centro, la 2\n");
    sandbox.order("Dani.txt", "rubo la carta di Bruno, grazie mille\n");
    let out = bare(&sandbox, &["check", "game"]);
    for piece in [
        "\"doppel Jorge\" → copiar Jorge",
        "\"Me quedo con la carta del centro número tres.\" → tomar centro 3",
        "\"miro una carta del centro, la 2\" → ver centro 2",
        // An Italian PM in a Spanish game: the verb in the PM's language.
        "\"rubo la carta di Bruno, grazie mille\" → rubare Bruno",
    ] {
        assert!(out.contains(piece), "{piece:?} not in\n{out}");
    }
}

/// Review break7 F12: the phase an order belongs to is named in the game's language (`esta
/// orden no es de la fase Noche`), never by its English id (`night`).
#[test]
fn a_wrong_phase_is_named_in_the_games_language() {
    for (lang, phase) in [("es", "fase Noche"), ("it", "fase Notte"), ("en", "Night")] {
        let sandbox = GameBuilder::sample().lang(lang).start();
        sandbox.order("Carla.txt", "votar Ana\n");
        let out = Command::new(common::bin())
            .current_dir(sandbox.root())
            .args(["check", "game"])
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{lang}: {err}");
        assert!(err.contains(phase), "{lang}: {phase:?} not in\n{err}");
        assert!(
            !err.contains(" night\n") && !err.contains("fase night"),
            "{lang}: {err}"
        );
    }
}

/// Issue 22 J (jfix11a): an aside after the order naming another player is set aside as the
/// player's own words and shown beside the reading (`aside` in `--json`), so the master sees the
/// name that was not read; one naming only the order's own player is not shown.
#[test]
fn check_shows_the_aside_naming_another_player_beside_the_reading() {
    let sandbox = GameBuilder::sample().start();
    sandbox.order("Carla.txt", "ver la carta de Ana, sorry Bruno!\n");
    sandbox.order("Dani.txt", "robar Bruno, perdón Bruno\n");
    let run = sandbox.run(&["check", "game"]);
    let out = lines(run.ok());
    assert_eq!(
        &out[..2],
        [
            "Carla (orders/Carla.txt): line 1 \"ver la carta de Ana, sorry Bruno!\" → see Ana \
             (set aside as the player's own words: «sorry Bruno!»)",
            "Dani (orders/Dani.txt): line 1 \"robar Bruno, perdón Bruno\" → rob Bruno",
        ]
    );
    let value = json(&sandbox.run(&["check", "game", "--json"]));
    assert_eq!(value["pms"][0]["orders"][0]["aside"], "sorry Bruno!");
    assert_eq!(value["pms"][1]["orders"][0].get("aside"), None);
}

/// Review break17 A1: `voto con Marta` is with her, not on her: raised, and the message quotes
/// the player's own words from the verb on, never a fixed example (`proteggo con Giulia` was
/// shown as «voto con Marta»).
#[test]
fn an_order_with_a_player_is_raised_in_the_players_own_words() {
    let sandbox = GameBuilder::sample().lang("es").start();
    sandbox.order("Dani.txt", "Hola máster\nrobo con Gloria, ella sabe\n");
    let run = sandbox.run(&["check", "game"]);
    assert_ne!(run.code, Some(0), "{run:#?}");
    let err = common::squash(&run.stderr);
    assert!(err.contains("«robo con Gloria, ella sabe»"), "{err}");
    assert!(!err.contains("Marta"), "{err}");
}
