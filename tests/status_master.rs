//! `status --master` shows what a master looks for mid-game: who has not sent his PM yet, and
//! in chechino the warnings for not voting, the Capilla's book, the Laboratorio's visitors and
//! the uses left of the limited functions; the deadline the master gave for the next phase
//! (`próximo plazo`), in the public post and in `status`.

use crate::common;

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

/// One PM of an example phase, as `orders/` holds it once the phase is brought in.
fn copy_pm(sandbox: &Sandbox, phase: &str, file: &str) {
    let (_, text) = common::phase_pms("chechino", phase)
        .into_iter()
        .find(|(name, _)| name == file)
        .unwrap_or_else(|| panic!("{phase} has no {file}"));
    sandbox.write(&format!("game/orders/{file}"), text);
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

/// Plays the example's first night with `master` as the master's file.
fn night_one_with(sandbox: &Sandbox, master: &str) -> std::process::Output {
    sandbox.bring_phase("chechino", "01-noche-1");
    sandbox.write("game/orders/_master.txt", master);
    Command::new(bin())
        .current_dir(sandbox.root())
        .args(["next", "game"])
        .output()
        .unwrap()
}

#[test]
fn the_next_deadline_ends_the_public_post_in_the_games_words_and_starts_the_next_phase() {
    let sandbox = start();
    let out = night_one_with(
        &sandbox,
        "plazo 2026-12-03 22:00\npróximo plazo 2026-12-04 22:00 por el puente\n",
    );
    assert!(out.status.success(), "{out:?}");
    let post = sandbox.read_text("game/reports/noche-1/public.md");
    // Last, after what happened: the players read it as the time to send their next PMs.
    let last = post.lines().rev().find(|l| !l.trim().is_empty()).unwrap();
    assert_eq!(
        last, "- Próximo plazo: el viernes 4 de diciembre a las 22:00. Por el puente.",
        "{post}"
    );
    // This phase's own deadline has passed when its post is read: not in it.
    assert!(!post.contains("2026-12-03"), "{post}");
    let status = run(&sandbox, &["status", "game"]);
    assert!(
        status.contains("Plazo: el viernes 4 de diciembre a las 22:00"),
        "{status}"
    );
    // The next phase's PMs are checked against it: a PM sent an hour later is late.
    sandbox.write(
        "game/orders/Ana.txt",
        "enviado: 2026-12-04 23:00\nvotar Bruno\n",
    );
    let check = Command::new(bin())
        .current_dir(sandbox.root())
        .args(["check", "game"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&check.stdout).to_string()
        + &String::from_utf8_lossy(&check.stderr);
    assert!(!check.status.success(), "{said}");
    assert!(said.contains("2026-12-04 22:00"), "{said}");
}

#[test]
fn a_next_deadline_not_after_this_phases_is_refused_and_nothing_is_written() {
    let sandbox = start();
    let out = night_one_with(
        &sandbox,
        "plazo 2026-12-03 22:00\npróximo plazo 2026-12-03 21:00\n",
    );
    assert!(!out.status.success(), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("no es posterior"), "{said}");
    assert!(!sandbox.path("game/reports/noche-1").exists());
}
