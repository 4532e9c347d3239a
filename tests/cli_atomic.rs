//! The command line, end to end: a `next` crashed or killed at any point leaves the old game or
//! the new one, a locked game is refused, `status`, the master's own files, `map`, `reject`.

use crate::common;

use common::{GameBuilder, LOCK, Sandbox, assert_same, sample_night, snapshot};
use std::time::Duration;

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
