//! `among-us` on the command line: a master's own manor (`--option map=FILE`), refused at
//! `init` with its offending line and nothing written, accepted when consistent; a paused
//! round in `status`.

#[allow(dead_code)]
mod common;

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
    assert!(report.contains("you go from Comedor to Cocina"), "{report}");
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
