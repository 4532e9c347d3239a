//! `status --master` shows what a master looks for mid-game: who has not sent his PM yet, and
//! in chechino the warnings for not voting, the Capilla's book, the Laboratorio's visitors and
//! the uses left of the limited functions.

#[allow(dead_code)]
mod common;

use common::{Sandbox, bin};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs the binary in the sandbox in the game's own language (Spanish); returns stdout.
fn run(sandbox: &Sandbox, args: &[&str]) -> String {
    let out = Command::new(bin())
        .current_dir(sandbox.root())
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

fn example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/chechino")
}

fn start() -> Sandbox {
    let sandbox = Sandbox::new();
    let roster = example().join("roster.csv");
    run(
        &sandbox,
        &[
            "init",
            "game",
            "--ruleset",
            "chechino",
            "--players",
            roster.to_str().unwrap(),
            "--seed",
            "2026",
        ],
    );
    sandbox
}

fn copy_pm(sandbox: &Sandbox, phase: &str, file: &str) {
    let bytes = std::fs::read(example().join("phases").join(phase).join(file)).unwrap();
    sandbox.write(&format!("game/orders/{file}"), bytes);
}

#[test]
fn status_master_lists_who_has_not_sent_his_pm_and_drops_who_has() {
    let sandbox = start();
    let before = run(&sandbox, &["status", "game", "--master"]);
    let line = before
        .lines()
        .find(|l| l.contains("Aún no han enviado su MP"))
        .unwrap_or_else(|| panic!("{before}"));
    assert!(line.contains("Ana"), "{line}");
    copy_pm(&sandbox, "01-noche-1", "Ana.txt");
    let after = run(&sandbox, &["status", "game", "--master"]);
    let line = after
        .lines()
        .find(|l| l.contains("Aún no han enviado su MP"))
        .unwrap_or_else(|| panic!("{after}"));
    assert!(!line.contains("Ana"), "{line}");
    assert!(line.contains("Bruno"), "{line}");
    // The public status tells nobody who is late.
    let public = run(&sandbox, &["status", "game"]);
    assert!(!public.contains("Aún no han enviado"), "{public}");
}

#[test]
fn status_master_shows_the_limited_uses_left_and_the_warnings() {
    let sandbox = start();
    let out = run(&sandbox, &["status", "game", "--master"]);
    // "Dos veces por partida" (Cantina, Cruce sombrío, Observatorio); "dos trajes", "dos
    // espejos"; "Una vez por partida" (Motores).
    assert!(
        out.contains(
            "Usos que quedan: trajes de camuflaje 2, espejos 2, cambios de letrero 2, bebidas 2, trances 2, paradas de motores 1"
        ),
        "{out}"
    );
    assert!(out.contains("Con un aviso por no votar: -"), "{out}");
    assert!(out.contains("Han pasado por el Laboratorio: -"), "{out}");
    let public = run(&sandbox, &["status", "game"]);
    assert!(!public.contains("Usos que quedan"), "{public}");
}

#[test]
fn lupus_status_master_shows_spent_powers_and_pending_blood() {
    let sandbox = Sandbox::new();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/lupus");
    let roster = dir.join("roster.csv");
    run(
        &sandbox,
        &[
            "init",
            "game",
            "--ruleset",
            "lupus",
            "--players",
            roster.to_str().unwrap(),
            "--seed",
            "2026",
            "--option",
            "coordinates=2E",
        ],
    );
    let out = run(&sandbox, &["status", "game", "--master"]);
    assert!(!out.contains("Poteri già usati"), "{out}");
    // The state as a game weeks in holds it: a used Ammaestratore, a dead Unicorno's gift.
    let path = sandbox.path("game/game.yaml");
    let mut game: serde_yaml::Value =
        serde_yaml::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let players: Vec<String> = game["players"]
        .as_sequence()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    let memory = game["state"]
        .as_mapping_mut()
        .unwrap()
        .entry("memory".into())
        .or_insert(serde_yaml::Value::Mapping(Default::default()));
    memory["spent"] = serde_yaml::to_value(vec![players[0].clone()]).unwrap();
    memory["gift_pending"] = serde_yaml::to_value(vec![players[1].clone()]).unwrap();
    std::fs::write(&path, serde_yaml::to_string(&game).unwrap()).unwrap();
    let out = run(&sandbox, &["status", "game", "--master"]);
    assert!(
        out.contains(&format!("Poteri già usati o persi: {}.", players[0])),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "Unicorni morti che non hanno ancora donato il sangue: {}.",
            players[1]
        )),
        "{out}"
    );
}

#[test]
fn status_and_status_master_never_print_an_unfilled_placeholder() {
    // Review 3, F1: every house line read "Caminos a: {$paths}.".
    let sandbox = start();
    for args in [&["status", "game"][..], &["status", "game", "--master"][..]] {
        let out = run(&sandbox, args);
        assert!(
            !out.contains("{$") && !out.contains("{ $"),
            "{args:?}: {out}"
        );
        let line = out
            .lines()
            .find(|l| l.contains("vive en la casa"))
            .unwrap_or_else(|| panic!("{out}"));
        assert!(line.contains("Caminos a: "), "{line}");
    }
}
