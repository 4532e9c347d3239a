//! `chez-geek` from the command line: a master's deck file (YAML or CSV), the winner's job in
//! the next game, forms read back as the orders they announce, `check` on them.

use crate::chez_geek_support::{ROSTER, init, sample_deck};
use crate::common;

use common::Sandbox;

/// "a master can replace the deck with a YAML or CSV file": the sample deck written as CSV
/// deals the very game the YAML one deals.
#[test]
fn a_csv_deck_deals_the_game_its_yaml_twin_deals() {
    adjudicate::rules::install();
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
    adjudicate::rules::install();
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

/// Every line of every player's form, for every turn of the example game (mid-game states:
/// rooms with moochers, hands of six or seven, jobs changed), filled with each card it offers
/// and pasted back alone as the player's PM (with the discard the form says it needs), is read
/// by `check` as the order it announces: no problem, no line set aside as chatter.
#[test]
fn every_form_line_pasted_back_is_read_as_the_order_it_announces() {
    adjudicate::rules::install();
    use adjudicate::core::engine;
    use adjudicate::core::forms::Slot;
    use adjudicate::core::store::{RawFile, parse_game};
    let sandbox = common::example_game("chez-geek");
    let ruleset = adjudicate::rules::find("chez-geek").unwrap();
    let mut checked = 0;
    let mut kinds = std::collections::BTreeSet::new();
    for phase in common::example_phases("chez-geek") {
        let english = parse_game(&sandbox.read_text("game/game.yaml"), "game.yaml").unwrap();
        // The rulebook's language too: the forms write the Spanish verbs.
        let mut spanish = english.clone();
        spanish.language = adjudicate::core::msg::Lang::Es;
        for (game, form) in [&english, &spanish]
            .into_iter()
            .flat_map(|g| ruleset.forms(g).unwrap().into_iter().map(move |f| (g, f)))
        {
            for order in &form.orders {
                // A reaction answers a play of the active player's (`contra Ana en la jugada
                // 1`): alone it answers nothing. The forms' own test pastes it back with a play.
                if order.about.key == "chez-geek-form-answer" {
                    continue;
                }
                let lists: Vec<&Vec<String>> = order
                    .slots
                    .iter()
                    .filter_map(|s| match s {
                        Slot::OneOf { choices, .. } => Some(choices),
                        _ => None,
                    })
                    .collect();
                for (n, first) in lists[0].iter().enumerate() {
                    let mut picks = vec![first.clone()];
                    picks.extend(lists[1..].iter().map(|l| l[n % l.len()].clone()));
                    let line = order.filled(&picks);
                    let mut expected = vec![line.clone()];
                    expected.extend(order.needs.get(first).cloned());
                    let pm = format!("{}\n", expected.join("\n"));
                    let raw = vec![RawFile::from_text(&format!("{}.txt", form.player), &pm)];
                    let (prepared, problems) = engine::prepare(game, raw);
                    assert!(
                        problems.is_empty(),
                        "{} in {}: `{line}` was refused:\n{pm}\n{problems:?}",
                        form.player,
                        game.phase
                    );
                    let prepared = prepared.unwrap();
                    let pm_read = &prepared.orders[0];
                    assert!(
                        pm_read.ignored.is_empty(),
                        "{}: `{line}` was set aside as chatter",
                        form.player
                    );
                    // Words as the intake splits them (`¡Estás Despedido!` is two words).
                    let words = |t: &str| -> Vec<String> {
                        t.split(|c: char| !c.is_alphanumeric())
                            .filter(|w| !w.is_empty())
                            .map(str::to_string)
                            .collect()
                    };
                    let read: Vec<Vec<String>> = pm_read
                        .lines
                        .iter()
                        .map(|l| l.words.iter().flat_map(|w| words(&w.text)).collect())
                        .collect();
                    let expected: Vec<Vec<String>> = expected.iter().map(|l| words(l)).collect();
                    assert_eq!(read, expected, "{}'s PM:\n{pm}", form.player);
                    kinds.insert(order.verb.clone());
                    checked += 1;
                }
            }
        }
        sandbox.play_phase("chez-geek", &phase);
    }
    assert!(checked > 100, "{checked}");
    for verb in ["llamo", "compro", "juego", "descarto", "pierdo"] {
        assert!(kinds.contains(verb), "no form line with {verb}: {kinds:?}");
    }
}

/// "El ganador puede elegir su carta de Curro en la siguiente partida, antes de que se reparta
/// ninguna carta": `init --job-for NAME=JOB` gives him the job he picks (name or id, case and
/// accents aside); the others are dealt from the rest.
#[test]
fn the_last_winner_picks_his_job_with_init_job_for() {
    adjudicate::rules::install();
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", ROSTER);
    init(&sandbox, &["--job-for", "bruno=soporte tecnico"]).ok();
    let game = sandbox.read_text("game/game.yaml");
    let bruno = game.find("    Bruno:").expect("Bruno's flat");
    assert!(
        game[bruno..]
            .lines()
            .nth(1)
            .unwrap()
            .contains("job: soporte-tecnico"),
        "{}",
        &game[bruno..]
    );
    let public = sandbox.read_text("game/reports/setup/public.md");
    assert!(public.contains("Bruno: Soporte Técnico"), "{public}");
}

#[test]
fn init_job_for_an_unknown_player_or_job_is_refused_and_writes_nothing() {
    adjudicate::rules::install();
    for (given, code, said) in [
        ("Zoe=Camarera", 2, "no player is called `Zoe`"),
        ("Bruno", 2, "`Bruno` is not NAME=ROLE"),
        (
            "Bruno=Astronauta",
            1,
            "there is no job `Astronauta` in the deck (for Bruno)",
        ),
    ] {
        let sandbox = Sandbox::new();
        sandbox.write("roster.csv", ROSTER);
        sandbox.refused(
            &[
                "init",
                "game",
                "--ruleset",
                "chez-geek",
                "--players",
                "roster.csv",
                "--job-for",
                given,
            ],
            code,
            &[
                said,
                if code == 2 {
                    "fixes a player's role"
                } else {
                    ""
                },
            ],
        );
        assert!(!sandbox.game().exists());
    }
}

/// `check` lists the room an order names, `a mi cuarto` too (it was left out of the listing).
#[test]
fn check_lists_my_own_room_named_in_an_order() {
    adjudicate::rules::install();
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", ROSTER);
    init(&sandbox, &[]).ok();
    sandbox.order("Bruno.txt", "descarto el Gato de mi cuarto\n");
    let out = sandbox.run(&["check", "game"]);
    let listed = out
        .stdout
        .lines()
        .find(|l| l.contains("line 1"))
        .unwrap_or("");
    assert!(listed.ends_with("Gato Bruno"), "{}", out.stdout);
    // A choice written in Spanish is listed with its English verb in an English game.
    sandbox.order("Bruno.txt", "pierdo el Gato\n");
    let out = sandbox.run(&["check", "game"]);
    assert!(out.stdout.contains("→ lose Gato"), "{}", out.stdout);
}

/// "Tú eliges qué descartas": a choice given in advance for when a moocher comes (`pierdo X si
/// viene Y`) is read as a conditional order; `check` lists it so (text and `--json`, with the
/// condition's line, as written and what it names), and one whose condition names no card of the game is
/// raised at its line, never listed as read.
#[test]
fn check_shows_a_choice_given_in_advance_as_conditional() {
    adjudicate::rules::install();
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", ROSTER);
    init(&sandbox, &[]).ok();
    sandbox.order(
        "Bruno.txt",
        "Hola\nSi viene el Gilipollas, pierdo el Ruso Blanco\n",
    );
    let out = sandbox.run(&["check", "game"]);
    assert!(
        out.ok()
            .contains("line 2 \"Si viene el Gilipollas, pierdo el Ruso Blanco\" → lose Ruso Blanco (only if: Gilipollas)"),
        "{out:#?}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&sandbox.run(&["check", "game", "--json"]).stdout).unwrap();
    assert_eq!(
        json["pms"][0]["orders"][0],
        serde_json::json!({
            "file": "orders/Bruno.txt",
            "line": 2,
            "text": "Si viene el Gilipollas, pierdo el Ruso Blanco",
            "reading": "lose Ruso Blanco",
            "condition": {"line": 2, "text": "Si viene el Gilipollas", "on": "Gilipollas"},
        })
    );
    sandbox.order("Bruno.txt", "pierdo el Ruso Blanco si viene el casero\n");
    let out = sandbox.run(&["check", "game", "--json"]);
    assert_eq!(out.code, Some(1), "{out:#?}");
    let json: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(
        json["pms"][0]["orders"][0]["reading"],
        serde_json::Value::Null
    );
    let problem = json["problems"][0]["message"].as_str().unwrap_or_default();
    assert!(
        problem.contains("condition \"si viene el casero\" names no card of the game"),
        "{out:#?}"
    );
}

/// "sólo cuentan como una sola salida de Compras" is said of shopping: two cards played on one
/// line are two plays, and `check` shows them as two readings, each with its card, in text and
/// in `--json` (it showed one reading carrying both names, where `next` plays two). A card
/// given up by a short name (`le doy las palomitas`) is shown by its whole name, with what the
/// player wrote.
#[test]
fn check_shows_two_plays_of_one_line_and_a_card_by_its_whole_name() {
    adjudicate::rules::install();
    let sandbox = Sandbox::new();
    sandbox.start_example("chez-geek");
    for phase in ["01-turno-1", "02-turno-2", "03-turno-3", "04-turno-4"] {
        sandbox.play_phase("chez-geek", phase);
    }
    sandbox.order(
        "Ana.txt",
        "1. echo a la Chica Hambrienta al cuarto de Bruno\n\
         2. JUEGO NAVEGAR POR LA RED Y NOCHE DE JUEGOS\n\
         3. descarto Súper Finos\n",
    );
    sandbox.order("Bruno.txt", "le doy las palomitas\n");
    let out = sandbox.run(&["check", "game"]);
    let listing = out.ok();
    let line_2 = "line 2 \"2. JUEGO NAVEGAR POR LA RED Y NOCHE DE JUEGOS\" → ";
    for play in ["play Navegar por la Red\n", "play Noche de Juegos\n"] {
        assert!(listing.contains(&format!("{line_2}{play}")), "{listing}");
    }
    assert!(
        listing.contains("→ lose Palomitas de Microondas (palomitas)\n"),
        "{listing}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&sandbox.run(&["check", "game", "--json"]).stdout).unwrap();
    let readings = |player: &str| -> Vec<(u64, String)> {
        let pm = json["pms"].as_array().unwrap().iter();
        let pm = pm.clone().find(|pm| pm["player"] == player).unwrap();
        let orders = pm["orders"].as_array().unwrap().iter();
        orders
            .map(|o| {
                (
                    o["line"].as_u64().unwrap(),
                    o["reading"].as_str().unwrap().into(),
                )
            })
            .collect()
    };
    assert_eq!(
        readings("Ana"),
        [
            (1, "evict Chica Hambrienta Bruno".to_string()),
            (2, "play Navegar por la Red".to_string()),
            (2, "play Noche de Juegos".to_string()),
            (3, "discard Súper Finos".to_string()),
        ]
    );
    assert_eq!(
        readings("Bruno"),
        [(1, "lose Palomitas de Microondas (palomitas)".to_string())]
    );
}
