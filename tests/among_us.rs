//! `among-us` on the command line: a master's own manor (`--option map=FILE`), refused at
//! `init` with its offending line and nothing written, accepted when consistent; a paused
//! round in `status`.

use crate::common;

use common::Sandbox;

const ROSTER: &[u8] =
    b"name,aliases,role,gender\nAna,,impostor,f\nBruno,,,m\nCarla,,,f\nDani,,,m\nElena,,,f\n";

fn init(sandbox: &Sandbox, map: &str) -> Vec<String> {
    sandbox.write("roster.csv", ROSTER);
    let option = format!("map={}", sandbox.path(map).display());
    [
        "init",
        "game",
        "--ruleset",
        "among-us",
        "--players",
        "roster.csv",
        "--seed",
        "1",
        "--option",
        &option,
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

#[test]
fn a_masters_manor_with_stairs_on_level_1_is_refused_at_init_at_its_line() {
    let sandbox = Sandbox::new();
    let sample = include_str!("../src/rules/among_us/hacienda.yaml");
    let broken = sample.replace(
        "  - { a: Cocina, b: Comedor, kind: door, dir: este }",
        "  - { a: Cocina, b: Comedor, kind: stairs, dir: este }",
    );
    assert_ne!(broken, sample);
    sandbox.write("mine.yaml", &broken);
    let line = broken
        .lines()
        .position(|l| l.contains("kind: stairs, dir: este"))
        .unwrap()
        + 1;
    let args = init(&sandbox, "mine.yaml");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let said = sandbox.refused(
        &args,
        1,
        &[
            "Stairs between \"Cocina\" and \"Comedor\"",
            &format!("mine.yaml:{line}:"),
        ],
    );
    assert!(!sandbox.game().exists(), "{said}");
}

#[test]
fn a_masters_consistent_manor_is_played() {
    let sandbox = Sandbox::new();
    let sample = include_str!("../src/rules/among_us/hacienda.yaml");
    sandbox.write(
        "mine.yaml",
        sample.replace("Alcoba del Senescal", "Alcoba del Mayordomo"),
    );
    let args = init(&sandbox, "mine.yaml");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    sandbox.run(&args).ok();
    let state = sandbox.read_text("game/game.yaml");
    assert!(state.contains("Alcoba del Mayordomo"), "{state}");
    sandbox.order("Bruno.txt", "mover Cocina\n");
    sandbox.run(&["next", "game"]).ok();
    let report = sandbox.read_text("game/reports/ronda-1/Bruno.md");
    // The sample's places keep their `article:` in the master's copy.
    assert!(
        report.contains("you go from the Comedor to the Cocina"),
        "{report}"
    );
}

#[test]
fn a_scenario_map_file_that_does_not_exist_is_refused_at_the_scenarios_line() {
    let sandbox = Sandbox::new();
    let case = "name: x\nrule: y\nruleset: among-us\nplayers: [Ana, Bruno, Carla, Dani]\n\
                setup:\n  sides: {Ana: impostor}\n  map: maps/nowhere.yaml\nphases: []\n";
    sandbox.write("cases/x.yaml", case);
    let file = sandbox.path("cases/x.yaml").display().to_string();
    sandbox.refused(
        &["scenario", &file],
        2,
        &[&format!(
            "{file}:7: the map file \"maps/nowhere.yaml\" cannot be read beside the scenario"
        )],
    );
    let escaping = case.replace("maps/nowhere.yaml", "../game.yaml");
    sandbox.write("cases/x.yaml", &escaping);
    sandbox.write("game.yaml", "places: {}\n");
    sandbox.refused(
        &["scenario", &file],
        2,
        &[&format!(
            "{file}:7: the map \"../game.yaml\" must be a file inside the scenario's folder"
        )],
    );
}

#[test]
fn a_pause_is_due_eighteen_hours_after_the_rounds_deadline_and_a_later_amendment_is_late() {
    // "El plazo para la alteración de acciones previamente declaradas será de 18 horas
    // naturales desde que la coincidencia es declarada por el narrador y, en este caso, no se
    // admiten prórrogas."
    let sandbox = Sandbox::new();
    sandbox.start_example("among-us");
    for phase in ["01-ronda-1", "02-ronda-2"] {
        sandbox.play_phase("among-us", phase);
    }
    sandbox.bring_phase("among-us", "03-ronda-3");
    sandbox.order("_master.txt", "deadline 2026-12-07 20:00\n");
    let next = sandbox.run(&["next", "game"]).ok().to_string();
    // The pause is not posted: the round's first part tells the public nothing, and a bare
    // "Ronda 3" in the thread would tell it the round stopped (ruling 45).
    assert!(
        !sandbox.path("game/reports/ronda-3/public.md").exists(),
        "{next}"
    );
    assert!(next.contains("Nothing to post in the thread"), "{next}");
    // The forms of the pause go to those waited for only: a form for everyone else would
    // tell them the round stopped (ruling 45).
    sandbox.run(&["forms", "game"]).ok();
    let forms: Vec<String> = std::fs::read_dir(sandbox.path("game/reports/ronda-3-f3/forms"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .collect();
    assert!(forms.contains(&"Juan.md".to_string()), "{forms:?}");
    assert!(!forms.contains(&"Ana.md".to_string()), "{forms:?}");
    let game = sandbox.read_text("game/game.yaml");
    assert!(game.contains("  until: 2026-12-08 14:00\n"), "{game}");
    assert!(
        game.contains("\ndeadline: 2026-12-08 14:00\n"),
        "the resumed phase's: {game}"
    );
    // Who may write is the master's to know (the public status names nobody notified).
    let status = sandbox.run(&["status", "game"]).ok().to_string();
    assert!(!status.contains("Bruno, Juan"), "{status}");
    let status = sandbox
        .run(&["status", "game", "--master"])
        .ok()
        .to_string();
    assert!(
        status.contains("Bruno, Juan, until 2026-12-08 14:00"),
        "{status}"
    );
    for report in ["Juan", "Bruno"] {
        let text = sandbox.read_text(&format!("game/reports/ronda-3/{report}.md"));
        // In the game's words: the players read when to answer.
        assert!(
            text.contains("until Tuesday 8 December at 14:00"),
            "{report}: {text}"
        );
    }
    // Juan's amendment, sent an hour after it (the forum's export, in the forum's own zone):
    // filed and flagged late, as after any deadline.
    let export = std::fs::read_to_string(
        common::example_dir("among-us").join("phases/04-ronda-3-f3/data.xml"),
    )
    .unwrap();
    assert!(export.contains("<date>2026-12-07T21:00:00+01:00</date>"));
    let late = export.replace(
        "<date>2026-12-07T21:00:00+01:00</date>",
        "<date>2026-12-08T16:00:00+01:00</date>",
    );
    sandbox.write("data.xml", late);
    let import = sandbox
        .run(&["import", "game", "data.xml"])
        .ok()
        .to_string();
    assert!(
        import.contains("2026-12-08 14:00"),
        "flagged late: {import}"
    );
    sandbox.refused(
        &["next", "game"],
        1,
        &["Juan", "2026-12-08T15:00:00+00:00", "2026-12-08 14:00"],
    );
}

/// The README's among-us `setup:` example is a setup a scenario loads and plays (the audit
/// found it had `specials:` twice and a vassal as the Cambiaformas).
#[test]
fn the_readmes_among_us_setup_example_loads_and_plays() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let start = readme
        .find("```yaml\nsetup:\n  round: 5\n")
        .expect("the among-us setup example");
    let block = &readme[start + "```yaml\n".len()..];
    let block = &block[..block.find("```").unwrap()];
    let sandbox = Sandbox::new();
    sandbox.write(
        "readme.yaml",
        format!(
            "name: the README's setup\nrule: README\nruleset: among-us\n\
             players: [Ana, Bruno, Carla, Dani, Elena]\n{block}phases:\n- orders: {{}}\n"
        ),
    );
    let run = sandbox.run(&["scenario", "readme.yaml"]);
    assert_eq!(run.code, Some(0), "{run:#?}");
}

/// The sample manor written into the game's `state:` as `map:`, as a master does who wants
/// to change it mid-game (a game on the sample keeps it out of game.yaml).
fn with_the_manor_written(sandbox: &Sandbox) {
    let game = sandbox.read_text("game/game.yaml");
    let mut yaml: serde_yaml::Value = serde_yaml::from_str(&game).unwrap();
    yaml["state"]["map"] =
        serde_yaml::from_str(include_str!("../src/rules/among_us/hacienda.yaml")).unwrap();
    sandbox.write("game/game.yaml", serde_yaml::to_string(&yaml).unwrap());
}

/// An example game whose game.yaml the master edits by hand: each `(from, to)` replaced once.
/// Returns the edited text.
fn hand_edited(sandbox: &Sandbox, edits: &[(&str, &str)]) -> String {
    let mut game = sandbox.read_text("game/game.yaml");
    for (from, to) in edits {
        assert!(game.contains(from), "{from:?} not in {game}");
        game = game.replacen(from, to, 1);
    }
    sandbox.write("game/game.yaml", &game);
    game
}

/// The 1-based line of `text` where `needle` starts.
fn line_of(text: &str, needle: &str) -> usize {
    text[..text.find(needle).unwrap()].lines().count() + 1
}

#[test]
fn a_window_written_by_hand_into_game_yaml_is_refused_at_check_at_its_line_of_game_yaml() {
    // "Desde el primer nivel, a través de las ventanas … se pueden ver estancias del segundo o
    // tercer nivel adyacentes": a window between two interior rooms of level 1 cannot be. The
    // manor lives in game.yaml once the game has begun; a master who edits it there is shown
    // the line he edited.
    let sandbox = Sandbox::new();
    sandbox.start_example("among-us");
    with_the_manor_written(&sandbox);
    let original = sandbox.read_text("game/game.yaml");
    let door = "    - a: Capilla\n      b: Alcoba del Clérigo\n      kind: door\n";
    let window = door.replace("door", "window");
    let edited = hand_edited(&sandbox, &[(door, &window)]);
    sandbox.refused(
        &["check", "game"],
        2,
        &[
            "A window between \"Capilla\" and \"Alcoba del Clérigo\"",
            &format!("game/game.yaml:{}:5", line_of(&edited, &window)),
        ],
    );
    // A player placed in a room the manor lacks: the line of `at:` that names him.
    sandbox.write("game/game.yaml", &original);
    let edited = hand_edited(&sandbox, &[("    Ana: Comedor\n", "    Ana: Bodega\n")]);
    sandbox.refused(
        &["check", "game"],
        2,
        &[
            "\"Bodega\"",
            &format!("game/game.yaml:{}:5", line_of(&edited, "    Ana: Bodega")),
        ],
    );
}

#[test]
fn a_passage_group_of_one_and_a_feature_off_the_map_in_game_yaml_are_refused_at_their_lines() {
    // "14 entradas a pasajes secretos … conectadas de dos en dos o de tres en tres": a group of
    // one leads nowhere; the bell must hang in a place of the manor.
    let sandbox = Sandbox::new();
    sandbox.start_example("among-us");
    with_the_manor_written(&sandbox);
    let edited = hand_edited(
        &sandbox,
        &[
            ("    - - Comedor\n      - Carruajes\n", "    - - Comedor\n"),
            (
                "      bell:\n      - Comedor\n",
                "      bell:\n      - Sala del Trono\n",
            ),
        ],
    );
    sandbox.refused(
        &["check", "game"],
        2,
        &[
            &format!("game/game.yaml:{}:5", line_of(&edited, "    - - Comedor\n")),
            &format!(
                "game/game.yaml:{}:7",
                line_of(&edited, "      - Sala del Trono")
            ),
            "(bell) is in \"Sala del Trono\", which is not a place of the map",
        ],
    );
}

/// The sample manor and task list are the program's own: a game on them keeps them out of
/// `game.yaml` (issue 25: they were 60 % of it, read and written every phase), and a
/// `game.yaml` written before, with both in it, plays the same phase.
#[test]
fn a_game_on_the_sample_manor_keeps_it_out_of_game_yaml_and_an_older_game_plays_the_same() {
    let start = |sandbox: &Sandbox| {
        sandbox.write("roster.csv", ROSTER);
        let args = [
            "init",
            "game",
            "--ruleset",
            "among-us",
            "--players",
            "roster.csv",
            "--seed",
            "1",
        ];
        sandbox.run(&args).ok();
    };
    let new = Sandbox::new();
    start(&new);
    let game = new.read_text("game/game.yaml");
    assert!(!game.contains("\n  map:\n"), "{game}");
    assert!(!game.contains("\n    list:\n"), "{game}");
    assert!(game.contains("\n  at:\n"), "the state is there: {game}");

    let older = Sandbox::new();
    start(&older);
    let mut yaml: serde_yaml::Value = serde_yaml::from_str(&game).unwrap();
    let sample: serde_yaml::Value =
        serde_yaml::from_str(include_str!("../src/rules/among_us/hacienda.yaml")).unwrap();
    let tasks: serde_yaml::Value =
        serde_yaml::from_str(include_str!("../src/rules/among_us/tareas.yaml")).unwrap();
    yaml["state"]["map"] = sample;
    yaml["state"]["tasks"]["list"] = tasks["tasks"].clone();
    older.write("game/game.yaml", serde_yaml::to_string(&yaml).unwrap());

    for sandbox in [&new, &older] {
        sandbox.order("Bruno.txt", "mover Cocina\n");
        sandbox.run(&["next", "game"]).ok();
    }
    assert_eq!(
        new.read_text("game/reports/ronda-1/Bruno.md"),
        older.read_text("game/reports/ronda-1/Bruno.md")
    );
    assert_eq!(
        new.read_text("game/game.yaml"),
        older.read_text("game/game.yaml"),
        "the older game's next game.yaml leaves the sample out too"
    );
}

/// Review break14a F5: round 3's deadline is 22:00 (`próximo plazo` in round 2), the master
/// resolves it at once and it pauses; Juan's amendment, sent at 20:00 during the pause and
/// before the round's deadline, is the pause's, due at its own deadline, not "of an earlier
/// phase".
#[test]
fn an_amendment_sent_before_the_rounds_deadline_resolved_early_is_filed_for_the_pause() {
    let sandbox = Sandbox::new();
    sandbox.start_example("among-us");
    sandbox.play_phase("among-us", "01-ronda-1");
    sandbox.bring_phase("among-us", "02-ronda-2");
    sandbox.order("_master.txt", "próximo plazo 2026-12-07 22:00\n");
    sandbox.run(&["next", "game"]).ok();
    sandbox.bring_phase("among-us", "03-ronda-3");
    sandbox.run(&["next", "game"]).ok();
    let export = common::example_dir("among-us").join("phases/04-ronda-3-f3/data.xml");
    let import = sandbox
        .run(&["import", "game", export.to_str().unwrap()])
        .ok()
        .to_string();
    assert!(import.contains("→ orders/Juan.txt"), "{import}");
    assert!(
        sandbox
            .read_text("game/orders/Juan.txt")
            .contains("2026-12-07T20:00"),
        "{import}"
    );
}
