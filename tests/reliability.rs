//! Storage, security and concurrency, end to end (issue H): a failed run leaves nothing a
//! master could post; every file is written by temp file and rename; nothing is written outside
//! the game folder whatever the names in it; `orders/` is read without following a link or
//! opening a pipe; two `init`s at once start one game; every command finishes a killed run the
//! same way; messages are in the game's language before the game is even read.

use crate::common;

use common::{GameBuilder, LOCK, Sandbox, assert_same, sample_night, squash};
use std::os::unix::fs::symlink;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn run_of(out: std::process::Output) -> common::Run {
    common::Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A command of the binary in `sandbox` without `--lang`: the game's language speaks.
fn bare(sandbox: &Sandbox, args: &[&str]) -> common::Run {
    let out = Command::new(common::bin())
        .current_dir(sandbox.root())
        .env_remove("ADJUDICATE_CRASH_AT")
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    run_of(out)
}

/// Runs a command that must end within `limit`; a run still going then is killed and fails.
#[track_caller]
fn run_within(sandbox: &Sandbox, args: &[&str], limit: Duration) -> common::Run {
    let mut child = sandbox
        .command(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{args:?} hung for {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    run_of(child.wait_with_output().unwrap())
}

/// The chechino example started in `ship/`.
fn ship(sandbox: &Sandbox) {
    let chechino = common::example().parent().unwrap().join("chechino");
    let args = std::fs::read_to_string(chechino.join("init.args")).unwrap();
    let roster = chechino.join("roster.csv").display().to_string();
    let mut init = vec![
        "init",
        "ship",
        "--ruleset",
        "chechino",
        "--players",
        &roster,
    ];
    init.extend(args.split_whitespace());
    sandbox.run(&init).ok();
}

// ---------------------------------------------------------------------------------------------
// A failed `next` leaves nothing to post

#[test]
fn a_write_error_in_the_middle_of_next_leaves_no_private_report_to_post() {
    // Root ignores permissions: a file where the folder history/ must be made fails the write
    // after the reports of the phase are written, before game.yaml is.
    let sandbox = sample_night();
    sandbox.write("game/history", "not a folder");
    let said = sandbox.refused(
        &["next", "game"],
        2,
        &[
            "cannot write game/history",
            "a file is where a folder must be",
        ],
    );
    assert!(!said.contains("os error"), "{said}");
    assert!(!sandbox.path("game/reports/night").exists());
    // Fixed, the phase resolves as if nothing had happened.
    std::fs::remove_file(sandbox.path("game/history")).unwrap();
    sandbox.run(&["next", "game"]).ok();
    assert!(sandbox.path("game/reports/night/Ana.md").exists());
}

#[test]
fn a_folder_where_the_history_copy_must_be_renamed_leaves_no_private_report_to_post() {
    let sandbox = sample_night();
    std::fs::create_dir_all(sandbox.path("game/history/night/game.yaml")).unwrap();
    sandbox.refused(
        &["next", "game"],
        2,
        &[
            "cannot write game/history/night/game.yaml",
            "a folder is where a file must be",
        ],
    );
    assert!(!sandbox.path("game/reports/night").exists());
}

// ---------------------------------------------------------------------------------------------
// Every file by temp file and rename

#[test]
fn map_writes_map_svg_by_rename_and_never_through_a_link() {
    let sandbox = Sandbox::new();
    ship(&sandbox);
    sandbox.write("mine.svg", "the master's own drawing");
    symlink("../mine.svg", sandbox.path("ship/map.svg")).unwrap();
    sandbox.run(&["map", "ship"]).ok();
    assert_eq!(sandbox.read_text("mine.svg"), "the master's own drawing");
    let meta = std::fs::symlink_metadata(sandbox.path("ship/map.svg")).unwrap();
    assert!(meta.is_file(), "map.svg is still a link");
    assert!(sandbox.read_text("ship/map.svg").starts_with("<svg"));
    assert!(!sandbox.path("ship/.map.svg.tmp").exists());
}

#[test]
fn init_adds_its_line_to_an_existing_gitignore_instead_of_replacing_it() {
    let sandbox = Sandbox::new();
    sandbox.write("game/.gitignore", "*.bak\nnotes/");
    GameBuilder::sample().init_in(&sandbox).ok();
    assert_eq!(
        sandbox.read_text("game/.gitignore"),
        "*.bak\nnotes/\n.adjudicate.lock\n"
    );
    // A .gitignore that has the line already is left as it is.
    let other = Sandbox::new();
    other.write("game/.gitignore", "/.adjudicate.lock\n*.bak\n");
    GameBuilder::sample().init_in(&other).ok();
    assert_eq!(
        other.read_text("game/.gitignore"),
        "/.adjudicate.lock\n*.bak\n"
    );
}

// ---------------------------------------------------------------------------------------------
// Names: nothing outside the game folder, no report over another

/// The sample night with Jorge (who sends no PM at night) renamed in game.yaml by hand.
fn renamed_jorge(new: &str) -> Sandbox {
    let sandbox = sample_night();
    let yaml = sandbox.read_text("game/game.yaml");
    assert!(yaml.contains("Jorge"));
    sandbox.write("game/game.yaml", yaml.replace("Jorge", new));
    sandbox
}

#[test]
fn a_player_renamed_to_a_path_in_game_yaml_cannot_make_next_write_outside_the_game() {
    let sandbox = renamed_jorge("../../../PWNED");
    for command in ["next", "check", "status"] {
        sandbox.refused(
            &[command, "game"],
            2,
            &[
                "the game cannot be played as it is written",
                "`../../../PWNED` cannot be a player's name",
                "help: names are used as file names",
            ],
        );
    }
    assert!(!sandbox.path("PWNED.md").exists());
}

#[test]
fn a_player_named_public_in_game_yaml_cannot_overwrite_the_public_summary() {
    let sandbox = renamed_jorge("Public");
    sandbox.refused(
        &["next", "game"],
        2,
        &[
            "`Public` cannot be a player's name",
            "help: `public` is the name of a file of the game folder",
        ],
    );
}

#[test]
fn two_players_of_one_name_in_game_yaml_cannot_share_a_report() {
    let sandbox = sample_night();
    let yaml = sandbox.read_text("game/game.yaml");
    let twice = yaml.replace("- name: Jorge\n", "- name: Hugo\n");
    assert_ne!(yaml, twice);
    sandbox.write("game/game.yaml", twice);
    sandbox.refused(&["next", "game"], 2, &["`Hugo` is already taken by Hugo"]);
}

#[test]
fn a_name_too_long_for_a_file_name_is_refused_before_init_writes_anything() {
    let long = "x".repeat(247);
    let sandbox = Sandbox::new();
    sandbox.write("roster.csv", format!("Ana\nBruno\n{long}\nDani\n"));
    sandbox.refused(
        &[
            "init",
            "game",
            "--ruleset",
            "one-night",
            "--players",
            "roster.csv",
            "--seed",
            "1",
        ],
        1,
        &[
            "roster.csv:3:1:",
            "cannot be a player's name",
            "help: a name is a file name: at most 100 bytes (this one has 247",
        ],
    );
    // Nor in a folder it would have made, however deep.
    sandbox.refused(
        &[
            "init",
            "new/games/game",
            "--ruleset",
            "one-night",
            "--players",
            "roster.csv",
        ],
        1,
        &["cannot be a player's name"],
    );
    assert!(!sandbox.path("new").exists());
    // The longest name plays, in every report format.
    let longest = "x".repeat(100);
    let game = GameBuilder::roster(format!("Ana\nBruno\n{longest}\nDani\n")).start();
    assert!(
        game.path(&format!("game/reports/setup/{longest}.md"))
            .exists()
    );
    game.run(&["next", "game", "--no-orders", "--format", "bbcode"])
        .ok();
    assert!(
        game.path(&format!("game/reports/night/{longest}.bbcode"))
            .exists()
    );
}

#[test]
fn a_substitute_named_after_a_report_file_is_refused() {
    let sandbox = GameBuilder::sample().start();
    sandbox.order("_master.txt", "replace Bruno Forms\n");
    sandbox.refused(
        &["check", "game"],
        1,
        &[
            "`Forms` cannot be a player's name",
            "help: `forms` is the name of a file of the game folder",
        ],
    );
    std::fs::write(
        sandbox.path("game/orders/_master.txt"),
        "replace Bruno CON\n",
    )
    .unwrap();
    sandbox.refused(&["next", "game"], 1, &["`CON` cannot be a player's name"]);
}

// ---------------------------------------------------------------------------------------------
// orders/: no link followed, no pipe opened

#[test]
fn a_link_in_orders_is_refused_not_followed_and_not_moved_into_history() {
    let sandbox = sample_night();
    symlink("/etc/passwd", sandbox.path("game/orders/Ines.txt")).unwrap();
    // Review B2: a link cannot be read (exit 2), as a binary PM cannot.
    for command in ["check", "next"] {
        let said = sandbox.refused(
            &[command, "game"],
            2,
            &[
                "orders/Ines.txt is a link, not a PM: links are never followed",
                "help: paste the PM itself into orders/ (a copy, not a link)",
            ],
        );
        assert!(!said.contains("root:"), "{said}");
    }
    assert!(!sandbox.path("game/history").exists());
}

#[test]
fn a_link_to_a_good_pm_elsewhere_is_refused_too() {
    let sandbox = sample_night();
    let pm = sandbox.read("game/orders/Carla.txt");
    std::fs::remove_file(sandbox.path("game/orders/Carla.txt")).unwrap();
    sandbox.write("Carla-elsewhere.txt", pm);
    symlink(
        "../../Carla-elsewhere.txt",
        sandbox.path("game/orders/Carla.txt"),
    )
    .unwrap();
    sandbox.refused(
        &["next", "game"],
        2,
        &["orders/Carla.txt is a link, not a PM"],
    );
}

#[test]
fn an_orders_folder_that_is_a_link_is_refused() {
    let sandbox = sample_night();
    std::fs::rename(sandbox.path("game/orders"), sandbox.path("elsewhere")).unwrap();
    symlink("../elsewhere", sandbox.path("game/orders")).unwrap();
    sandbox.refused(
        &["next", "game"],
        2,
        &["game/orders is a link: the PMs must be in the game folder itself"],
    );
}

#[test]
fn a_link_under_the_masters_file_name_is_refused() {
    let sandbox = sample_night();
    sandbox.write("master-elsewhere.txt", "modkill Hugo\n");
    symlink(
        "../../master-elsewhere.txt",
        sandbox.path("game/orders/_master.txt"),
    )
    .unwrap();
    sandbox.refused(
        &["next", "game"],
        2,
        &["orders/_master.txt is a link, not a PM"],
    );
}

#[test]
fn a_pipe_or_a_socket_in_orders_is_refused_instead_of_hanging_with_the_lock_held() {
    let sandbox = sample_night();
    let made = Command::new("mkfifo")
        .arg(sandbox.path("game/orders/Ines.txt"))
        .status()
        .unwrap();
    assert!(made.success());
    let _socket =
        std::os::unix::net::UnixListener::bind(sandbox.path("game/orders/Jorge.txt")).unwrap();
    for command in ["check", "next"] {
        let run = run_within(&sandbox, &[command, "game"], Duration::from_secs(20));
        // Review B2: cannot be read, exit 2, as a binary PM (README, exit codes).
        assert_eq!(run.code, Some(2), "{run:#?}");
        let said = squash(&run.stderr);
        for file in ["Ines", "Jorge"] {
            let expected = format!(
                "orders/{file}.txt is not a regular file (a pipe, a socket or a device): it is never read"
            );
            assert!(said.contains(&expected), "{}", run.stderr);
        }
        assert!(
            said.contains("help: remove it, and paste the PM into a plain text file"),
            "{}",
            run.stderr
        );
    }
    // The lock was let go.
    sandbox.run(&["status", "game"]).ok();
}

/// Review B2: a pipe, a link and a binary file are all PMs that cannot be read: the same exit
/// code, 2 (README: "`2` usage or unreadable input"), each alone in orders/.
#[test]
fn a_pipe_a_link_and_a_binary_pm_exit_alike() {
    let binary = sample_night();
    binary.write("game/orders/Ines.txt", b"ver a Ana\n\0\x01\x02");
    let link = sample_night();
    symlink("../../elsewhere.txt", link.path("game/orders/Ines.txt")).unwrap();
    link.write("elsewhere.txt", "ver a Ana\n");
    let pipe = sample_night();
    let made = Command::new("mkfifo")
        .arg(pipe.path("game/orders/Ines.txt"))
        .status()
        .unwrap();
    assert!(made.success());
    for (what, sandbox) in [("binary", &binary), ("link", &link), ("pipe", &pipe)] {
        for command in ["check", "next"] {
            let run = run_within(sandbox, &[command, "game"], Duration::from_secs(20));
            assert_eq!(run.code, Some(2), "{what}, {command}: {run:#?}");
            assert!(
                run.stderr.contains("orders/Ines.txt"),
                "{what}: {}",
                run.stderr
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Two inits at once

#[test]
fn two_concurrent_inits_start_one_game_and_refuse_the_other() {
    for round in 0..12 {
        let sandbox = Sandbox::new();
        sandbox.write("a.csv", "Ana\nBruno\nCarla\nDani\n");
        sandbox.write("b.csv", "Elena\nFede\nGloria\nHugo\nInés\n");
        let init = |roster: &str, seed: &str| {
            sandbox
                .command(&[
                    "init",
                    "game",
                    "--ruleset",
                    "one-night",
                    "--players",
                    roster,
                    "--seed",
                    seed,
                ])
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        };
        let (a, b) = (init("a.csv", "1"), init("b.csv", "2"));
        let (a, b) = (a.wait_with_output().unwrap(), b.wait_with_output().unwrap());
        let won: Vec<bool> = [&a, &b].iter().map(|o| o.status.success()).collect();
        assert_eq!(
            won.iter().filter(|w| **w).count(),
            1,
            "round {round}: {a:#?}\n{b:#?}"
        );
        let loser = if won[0] { &b } else { &a };
        assert_eq!(loser.status.code(), Some(2), "round {round}: {loser:#?}");
        let said = squash(&String::from_utf8_lossy(&loser.stderr));
        assert!(
            said.contains("another `adjudicate` is working on game")
                || said.contains("game already holds a game (game.yaml)"),
            "round {round}: {said}"
        );
        // The setup PMs are the winner's, and only his.
        let setup: Vec<String> = std::fs::read_dir(sandbox.path("game/reports/setup"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        let (players, seed) = if won[0] {
            (["Ana", "Bruno", "Carla", "Dani"].as_slice(), "seed: 1\n")
        } else {
            (
                ["Elena", "Fede", "Gloria", "Hugo", "Inés"].as_slice(),
                "seed: 2\n",
            )
        };
        assert_eq!(setup.len(), players.len() + 1, "round {round}: {setup:?}");
        assert!(sandbox.read_text("game/game.yaml").contains(seed));
    }
}

#[test]
fn a_failed_init_leaves_the_folder_as_it_was() {
    let sandbox = Sandbox::new();
    // A file where init must make the folder reports/.
    sandbox.write("game/reports", "not a folder");
    sandbox.write("roster.csv", "Ana\nBruno\nCarla\nDani\n");
    sandbox.refused(
        &[
            "init",
            "game",
            "--ruleset",
            "one-night",
            "--players",
            "roster.csv",
        ],
        2,
        &["cannot write game/reports/setup"],
    );
}

// ---------------------------------------------------------------------------------------------
// Every command finishes a killed run the same way

const COMMANDS: &[&[&str]] = &[
    &["status", "game"],
    &["check", "game"],
    &["next", "game", "--dry-run"],
    &["explain", "night", "game"],
    &["map", "game"],
    &["tally", "game"],
];

/// After `command` on a game a run left half written, the folder is exactly the game before
/// the phase or the game after it, as a clean run leaves them.
#[track_caller]
fn assert_finished(game: &Sandbox, start: &common::Tree, clean: &common::Tree, what: &str) {
    let now = game.snapshot();
    let expected = if now.get("game.yaml") == start.get("game.yaml") {
        start
    } else {
        clean
    };
    assert_same(expected, &now, &[LOCK], what);
}

#[test]
fn every_command_finishes_a_killed_next_the_same_way() {
    let start = sample_night();
    let before = start.snapshot();
    let done = start.clone_game();
    done.run(&["next", "game"]).ok();
    let clean = done.snapshot();
    for command in COMMANDS {
        for step in 1..=4 {
            let game = start.clone_game();
            let killed = game.run_env(&["next", "game"], "ADJUDICATE_CRASH_AT", &step.to_string());
            assert_ne!(killed.code, Some(0));
            game.run(command);
            assert_finished(
                &game,
                &before,
                &clean,
                &format!("{command:?} after step {step}"),
            );
        }
        // Killed while writing the journal: its temp file alone.
        let game = start.clone_game();
        game.write("game/..adjudicate.pending.tmp", "night");
        game.run(command);
        assert_finished(
            &game,
            &before,
            &clean,
            &format!("{command:?} after the journal"),
        );
    }
}

// ---------------------------------------------------------------------------------------------
// The game's language, before the game is read

#[test]
fn the_locked_message_is_in_the_games_language() {
    for (lang, expected) in [
        (
            "es",
            "otro `adjudicate` está trabajando en game help: espera a que termine y vuelve a ejecutarlo",
        ),
        (
            "it",
            "un altro `adjudicate` sta lavorando su game help: aspetta che finisca, poi riprova",
        ),
        (
            "en",
            "another `adjudicate` is working on game help: wait for it to finish, then run this again",
        ),
    ] {
        let sandbox = GameBuilder::sample().lang(lang).start();
        sandbox.orders_from_example("1-night");
        let lock = std::fs::File::options()
            .write(true)
            .open(sandbox.path("game").join(LOCK))
            .unwrap();
        lock.lock().unwrap();
        for command in ["status", "next", "check"] {
            let run = bare(&sandbox, &[command, "game"]);
            assert_eq!(run.code, Some(2), "{run:#?}");
            assert!(squash(&run.stderr).contains(expected), "{lang}: {run:#?}");
        }
    }
}

#[test]
fn a_write_error_is_told_in_the_games_language() {
    let sandbox = sample_night();
    sandbox.write("game/history", "no es una carpeta");
    let run = bare(&sandbox, &["next", "game"]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("hay un archivo donde debe haber una carpeta"),
        "{run:#?}"
    );
    assert!(!run.stderr.contains("os error"), "{run:#?}");
}

#[test]
fn init_speaks_the_language_of_the_game_it_starts() {
    let sandbox = GameBuilder::sample().start();
    let args = GameBuilder::sample().init_args();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let run = bare(&sandbox, &args);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("game ya contiene una partida (game.yaml)"),
        "{run:#?}"
    );
}
