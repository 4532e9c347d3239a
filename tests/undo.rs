//! `adjudicate undo`: the last resolved phase taken back (its state from history/, its PMs back
//! into orders/, its reports removed), all or nothing, under the game's lock; once more goes one
//! more phase back; with nothing to undo, a clear message.

use crate::common;

use common::{GameBuilder, LOCK, Sandbox, assert_same, sample_night, squash};
use std::process::{Command, Stdio};

/// The sample game after its night was resolved, and the folder as it was before `next`.
fn night_resolved() -> (Sandbox, common::Tree) {
    let sandbox = sample_night();
    let before = sandbox.snapshot();
    sandbox.run(&["next", "game"]).ok();
    (sandbox, before)
}

#[test]
fn undo_after_next_gives_back_the_folder_as_it_was_before_next() {
    let (sandbox, before) = night_resolved();
    let said = squash(sandbox.run(&["undo", "game"]).ok());
    assert!(said.contains("Night: phase undone"), "{said}");
    assert_same(&before, &sandbox.snapshot(), &[LOCK], "after undo");
}

#[test]
fn a_misread_pm_fixed_after_undo_is_what_the_rerun_reads() {
    let (sandbox, _) = night_resolved();
    let first = sandbox.read_text("game/reports/night/Dani.md");
    sandbox.run(&["undo", "game"]).ok();
    // Dani (the Robber) meant Carla, not Bruno.
    sandbox.order("Dani.txt", "robar a Carla\n");
    sandbox.run(&["next", "game"]).ok();
    let second = sandbox.read_text("game/reports/night/Dani.md");
    assert_ne!(first, second);
    assert_eq!(
        sandbox.read_text("game/history/night/orders/Dani.txt"),
        "robar a Carla\n"
    );
}

#[test]
fn a_second_undo_goes_one_more_phase_back() {
    let (sandbox, before_night) = night_resolved();
    sandbox.orders_from_example("2-day");
    let before_day = sandbox.snapshot();
    sandbox.run(&["next", "game"]).ok();
    assert!(
        sandbox
            .read_text("game/game.yaml")
            .contains("game_over: true")
    );
    let said = squash(sandbox.run(&["undo", "game"]).ok());
    assert!(said.contains("Day: phase undone"), "{said}");
    assert_same(&before_day, &sandbox.snapshot(), &[LOCK], "after one undo");
    // The day's PMs are back in orders/: the master moves them away to go further back.
    for entry in std::fs::read_dir(sandbox.path("game/orders")).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().unwrap() != ".gitkeep" {
            std::fs::remove_file(path).unwrap();
        }
    }
    let said = squash(sandbox.run(&["undo", "game"]).ok());
    assert!(said.contains("Night: phase undone"), "{said}");
    assert_same(
        &before_night,
        &sandbox.snapshot(),
        &[LOCK],
        "after two undos",
    );
}

#[test]
fn undo_right_after_setup_says_there_is_nothing_to_undo_and_writes_nothing() {
    let sandbox = GameBuilder::sample().start();
    sandbox.refused(
        &["undo", "game"],
        1,
        &[
            "nothing to undo in game: no phase has been resolved yet",
            "the setup cannot be taken back",
        ],
    );
    // Twice undone, the game is back at its first phase: nothing more.
    let (sandbox, _) = night_resolved();
    sandbox.run(&["undo", "game"]).ok();
    for entry in std::fs::read_dir(sandbox.path("game/orders")).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().unwrap() != ".gitkeep" {
            std::fs::remove_file(path).unwrap();
        }
    }
    sandbox.refused(&["undo", "game"], 1, &["nothing to undo"]);
}

#[test]
fn undo_refuses_when_orders_already_holds_new_pms_and_overwrites_none() {
    let (sandbox, _) = night_resolved();
    sandbox.order("Ana.txt", "votar Bruno\n");
    sandbox.refused(
        &["undo", "game"],
        1,
        &[
            "orders/ already holds PMs for the phase `day`: Ana.txt",
            "never overwrites a PM",
        ],
    );
}

#[test]
fn undo_waits_for_the_lock_of_another_run() {
    let (sandbox, _) = night_resolved();
    let lock = std::fs::File::options()
        .write(true)
        .open(sandbox.path("game").join(LOCK))
        .unwrap();
    lock.lock().unwrap();
    sandbox.refused(
        &["undo", "game"],
        2,
        &["another `adjudicate` is working on game"],
    );
}

#[test]
fn the_undo_messages_are_in_the_games_language() {
    for (lang, nothing, done) in [
        (
            "es",
            "no hay nada que deshacer en game",
            "Noche: fase deshecha",
        ),
        ("it", "niente da annullare in game", "Notte: fase annullata"),
        ("en", "nothing to undo in game", "Night: phase undone"),
    ] {
        let sandbox = GameBuilder::sample().lang(lang).start();
        let bare = |args: &[&str]| {
            Command::new(common::bin())
                .current_dir(sandbox.root())
                .env_remove("ADJUDICATE_CRASH_AT")
                .args(args)
                .stdin(Stdio::null())
                .output()
                .unwrap()
        };
        let out = bare(&["undo", "game"]);
        assert_eq!(out.status.code(), Some(1));
        assert!(
            squash(&String::from_utf8_lossy(&out.stderr)).contains(nothing),
            "{lang}: {out:?}"
        );
        sandbox.orders_from_example("1-night");
        assert!(bare(&["next", "game"]).status.success());
        let out = bare(&["undo", "game"]);
        assert!(
            squash(&String::from_utf8_lossy(&out.stdout)).contains(done),
            "{lang}: {out:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// A killed undo leaves the game before it or after it

const COMMANDS: &[&[&str]] = &[
    &["status", "game"],
    &["check", "game"],
    &["next", "game", "--dry-run"],
    &["tally", "game"],
];

/// The folder is exactly the game before the undo or the game after a clean one.
#[track_caller]
fn assert_before_or_after(game: &Sandbox, start: &common::Tree, clean: &common::Tree, what: &str) {
    let now = game.snapshot();
    let expected = if now.get("game.yaml") == start.get("game.yaml") {
        start
    } else {
        clean
    };
    assert_same(expected, &now, &[LOCK], what);
}

#[test]
fn every_command_finishes_a_killed_undo_the_same_way() {
    let (start, _) = night_resolved();
    let before = start.snapshot();
    let done = start.clone_game();
    done.run(&["undo", "game"]).ok();
    let clean = done.snapshot();
    for command in COMMANDS {
        for step in 11..=15 {
            let game = start.clone_game();
            let killed = game.run_env(&["undo", "game"], "ADJUDICATE_CRASH_AT", &step.to_string());
            assert_ne!(killed.code, Some(0), "step {step}");
            assert!(
                game.path("game/.adjudicate.undo").exists(),
                "step {step}: the journal names the undo"
            );
            game.run(command);
            assert_before_or_after(
                &game,
                &before,
                &clean,
                &format!("{command:?} after undo step {step}"),
            );
            if step >= 12 {
                assert_same(&clean, &game.snapshot(), &[LOCK], "committed undo finished");
            }
        }
        // Killed while writing the journal: its temp file alone.
        let game = start.clone_game();
        game.write("game/..adjudicate.undo.tmp", "night");
        game.run(command);
        assert_before_or_after(
            &game,
            &before,
            &clean,
            &format!("{command:?} after the journal"),
        );
    }
}

#[test]
fn an_undo_killed_after_its_commit_point_is_finished_by_a_second_undo_only_once() {
    // A killed undo of the day, then `undo` again: the day's undo is finished first, and the
    // second undo refuses (the day's PMs are back in orders/) instead of undoing the night too.
    let (sandbox, _) = night_resolved();
    sandbox.orders_from_example("2-day");
    let before_day = sandbox.snapshot();
    sandbox.run(&["next", "game"]).ok();
    let killed = sandbox.run_env(&["undo", "game"], "ADJUDICATE_CRASH_AT", "13");
    assert_ne!(killed.code, Some(0));
    let run = sandbox.run(&["undo", "game"]);
    assert_eq!(run.code, Some(1), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("orders/ already holds PMs"),
        "{run:#?}"
    );
    assert_same(
        &before_day,
        &sandbox.snapshot(),
        &[LOCK],
        "the day undone once",
    );
}

#[test]
fn a_history_folder_that_is_a_link_is_not_undone_through() {
    let (sandbox, _) = night_resolved();
    let outside = sandbox.path("elsewhere");
    std::fs::rename(sandbox.path("game/history/night"), &outside).unwrap();
    std::os::unix::fs::symlink(&outside, sandbox.path("game/history/night")).unwrap();
    sandbox.refused(&["undo", "game"], 1, &["nothing to undo"]);
}

#[test]
fn an_orders_folder_that_is_a_link_is_refused_before_anything_is_written() {
    let (sandbox, _) = night_resolved();
    std::fs::create_dir(sandbox.path("elsewhere")).unwrap();
    std::fs::remove_dir_all(sandbox.path("game/orders")).unwrap();
    std::os::unix::fs::symlink(sandbox.path("elsewhere"), sandbox.path("game/orders")).unwrap();
    sandbox.refused(&["undo", "game"], 2, &["is a link"]);
}

#[test]
fn undo_keeps_the_forms_of_the_phase_it_brings_back() {
    let sandbox = sample_night();
    sandbox.run(&["forms", "game"]).ok();
    sandbox.run(&["next", "game"]).ok();
    sandbox.run(&["undo", "game"]).ok();
    assert!(sandbox.path("game/reports/night/forms/Ana.md").is_file());
    assert!(!sandbox.path("game/reports/night/Ana.md").exists());
}

#[test]
fn undo_removes_the_forms_of_the_phase_that_was_coming() {
    let (sandbox, _) = night_resolved();
    sandbox.run(&["forms", "game"]).ok();
    assert!(sandbox.path("game/reports/day/forms/Ana.md").is_file());
    sandbox.run(&["undo", "game"]).ok();
    assert!(!sandbox.path("game/reports/day/forms").exists());
    assert!(!sandbox.path("game/reports/day").exists());
}

#[test]
fn undo_leaves_no_map_of_the_phase_it_takes_back() {
    let sandbox = common::example_game("chechino");
    sandbox.run(&["map", "game"]).ok();
    sandbox.run(&["map", "game", "--master"]).ok();
    let public = sandbox.read_text("game/map.svg");
    let master = sandbox.read_text("game/map-master.svg");
    sandbox.play_phase("chechino", "01-noche-1");
    sandbox.run(&["map", "game"]).ok();
    sandbox.run(&["map", "game", "--master"]).ok();
    assert!(
        sandbox.read_text("game/map-master.svg") != master,
        "the night changed the master's map"
    );
    sandbox.run(&["undo", "game"]).ok();
    assert!(
        sandbox.read_text("game/map.svg") == public,
        "the public map is the one of the phase awaited again"
    );
    assert!(
        sandbox.read_text("game/map-master.svg") == master,
        "the master's map is the one of the phase awaited again"
    );
}

/// Review B1: `phase:` edited back by hand in game.yaml to a phase already in history/ must not
/// resolve it again (that overwrote `history/night/`, which `undo` and `explain` read): refused,
/// naming the phase, nothing written, and the help points to `adjudicate undo`. Games made
/// before the check have the same folders, so it needs no new field in game.yaml.
#[test]
fn next_refuses_a_phase_edited_back_to_one_already_in_history() {
    let (sandbox, _) = night_resolved();
    let archived = sandbox.read("game/history/night/game.yaml");
    let yaml = sandbox.read_text("game/game.yaml");
    assert!(yaml.contains("phase: day"), "{yaml}");
    sandbox.write("game/game.yaml", yaml.replace("phase: day", "phase: night"));
    sandbox.orders_from_example("1-night");
    let said = sandbox.refused(
        &["next", "game"],
        1,
        &[
            "(`night`) was already resolved",
            "history/night/",
            "adjudicate undo",
        ],
    );
    assert!(!said.contains("panicked"), "{said}");
    // `check` says it too, before reading the PMs.
    sandbox.refused(&["check", "game"], 1, &["(`night`) was already resolved"]);
    assert_eq!(sandbox.read("game/history/night/game.yaml"), archived);
}

/// A chez-geek turn is named after its player ("Turno 1: Ana"); the undo of Ana's turn names
/// it so, not after the player of the turn that was coming (Bruno).
#[test]
fn the_undo_of_a_turn_names_the_player_whose_turn_it_was() {
    let sandbox = common::example_game("chez-geek");
    sandbox.bring_phase("chez-geek", "01-turno-1");
    let resolved = squash(sandbox.run(&["next", "game"]).ok());
    assert!(resolved.contains("1: Ana"), "{resolved}");
    let said = squash(sandbox.run(&["undo", "game"]).ok());
    assert!(said.contains("1: Ana"), "{said}");
    assert!(!said.contains("Bruno"), "{said}");
}

/// The Finder writes `.DS_Store` (Windows Explorer `Thumbs.db`, `desktop.ini`) in any folder
/// the master opens: in `orders/` it is no PM, so `next` resolves the phase with it there, and
/// `undo` is not stopped by a new one written meanwhile.
#[test]
fn a_folders_litter_in_orders_neither_stops_next_nor_undo() {
    let sandbox = sample_night();
    let binary = b"\x00\x00\x00\x01Bud1\x00\x00\x10\x00";
    sandbox.order(".DS_Store", binary);
    sandbox.order("Thumbs.db", binary);
    sandbox.order("desktop.ini", "[.ShellClassInfo]\r\n");
    let checked = sandbox.run(&["check", "game"]);
    assert_eq!(checked.code, Some(0), "{checked:#?}");
    sandbox.run(&["next", "game"]).ok();
    assert!(sandbox.path("game/reports/night").is_dir());
    // After next the Finder writes a new one in the fresh orders/.
    sandbox.order(".DS_Store", b"\x00\x00\x00\x01Bud1 again");
    let said = squash(sandbox.run(&["undo", "game"]).ok());
    assert!(said.contains("Night: phase undone"), "{said}");
    assert!(sandbox.path("game/orders/Dani.txt").is_file());
    assert_eq!(
        std::fs::read(sandbox.path("game/orders/.DS_Store")).unwrap(),
        b"\x00\x00\x00\x01Bud1 again"
    );
}

/// `history/<phase>/game.yaml` is the game before the phase as `game.yaml` held it, not the
/// game encoded again: a master's comment in it is archived, and `undo` gives it back.
#[test]
fn the_history_keeps_game_yaml_as_the_master_left_it() {
    let sandbox = sample_night();
    let yaml = sandbox.read_text("game/game.yaml");
    let edited = format!("# Partida del foro, semana 1: revisado por el master\n{yaml}");
    std::fs::write(sandbox.path("game/game.yaml"), &edited).unwrap();
    sandbox.run(&["next", "game"]).ok();
    assert_eq!(sandbox.read_text("game/history/night/game.yaml"), edited);
    assert!(!sandbox.read_text("game/game.yaml").starts_with('#'));
    sandbox.run(&["undo", "game"]).ok();
    assert_eq!(sandbox.read_text("game/game.yaml"), edited);
}
