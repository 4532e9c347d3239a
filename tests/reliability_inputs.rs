//! Issue 29 (R · Reliability): every file the tool is given goes through the core's one reader.
//! A pipe, a device or a folder given where a file must be (`--players`, `--thread`,
//! `--option map|tasks|deck=FILE`, a scenario) is refused at once, never read (a pipe would
//! wait forever with the game locked, `/dev/zero` never ends); a file over its limit is refused
//! without being read whole; a killed `init` leaves no lock that outlives it.

use crate::common;

use common::{LOCK, Sandbox, squash};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A refusal must come at once: a second is far more than reading nothing takes. A run still
/// going then is killed, and the test fails as a hang.
const AT_ONCE: Duration = Duration::from_secs(1);

/// Runs `args` in `sandbox`; panics when the run is still going after `AT_ONCE`.
#[track_caller]
fn run_at_once(sandbox: &Sandbox, args: &[&str]) -> common::Run {
    run_within(sandbox, args, AT_ONCE)
}

/// Runs `args` in `sandbox`; panics when the run is still going after `limit`.
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
            panic!("{args:?} still running after {limit:?}: it hung on its input");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = child.wait_with_output().unwrap();
    common::Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A sandbox with a pipe at `fifo`.
fn with_fifo() -> Sandbox {
    let sandbox = Sandbox::new();
    let made = Command::new("mkfifo")
        .arg(sandbox.path("fifo"))
        .status()
        .unwrap();
    assert!(made.success());
    sandbox
}

/// The files no command may read: a pipe (its path in the sandbox), two character devices.
fn unreadable(sandbox: &Sandbox) -> Vec<String> {
    vec![
        sandbox.path("fifo").display().to_string(),
        "/dev/zero".to_string(),
        "/dev/null".to_string(),
    ]
}

/// Asserts a clean refusal: exit 2 (unreadable input), the file named as not a regular file,
/// nothing on stdout.
#[track_caller]
fn refused_as_special(run: &common::Run, file: &str) {
    assert_eq!(run.code, Some(2), "{run:#?}");
    let said = squash(&run.stderr);
    assert!(
        said.contains(file) && said.contains("is not a regular file"),
        "{file}: {}",
        run.stderr
    );
    assert_eq!(run.stdout, "");
}

fn example_roster(ruleset: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(ruleset)
        .join("roster.csv")
        .display()
        .to_string()
}

#[test]
fn a_pipe_or_a_device_as_the_roster_of_init_is_refused_at_once() {
    let sandbox = with_fifo();
    for file in unreadable(&sandbox) {
        let args = ["init", "game", "--ruleset", "one-night", "--players", &file];
        refused_as_special(&run_at_once(&sandbox, &args), &file);
        // Nothing of the game: not even the folder or its lock.
        assert!(!sandbox.game().exists(), "{file}");
    }
}

#[test]
fn a_pipe_or_a_device_as_an_option_file_is_refused_at_once() {
    let sandbox = with_fifo();
    let options = [
        ("among-us", "map"),
        ("among-us", "tasks"),
        ("chez-geek", "deck"),
        ("chechino", "map"),
    ];
    for (ruleset, key) in options {
        let roster = example_roster(ruleset);
        for file in unreadable(&sandbox) {
            let option = format!("{key}={file}");
            let args = [
                "init",
                "game",
                "--ruleset",
                ruleset,
                "--players",
                &roster,
                "--option",
                &option,
            ];
            let run = run_at_once(&sandbox, &args);
            refused_as_special(&run, &file);
            assert!(!sandbox.game().exists(), "{ruleset} {key}={file}");
        }
    }
}

#[test]
fn a_pipe_or_a_device_as_the_players_or_thread_of_a_forum_count_is_refused_at_once() {
    let sandbox = with_fifo();
    sandbox.write(
        "thread.txt",
        "=== #1 | Ana | 2026-11-29T21:03\nvoto Bruno\n",
    );
    sandbox.write("roster.csv", "name\nAna\nBruno\n");
    for file in unreadable(&sandbox) {
        let players = ["tally", "--players", &file, "--thread", "thread.txt"];
        refused_as_special(&run_at_once(&sandbox, &players), &file);
        let thread = ["tally", "--players", "roster.csv", "--thread", &file];
        refused_as_special(&run_at_once(&sandbox, &thread), &file);
    }
}

#[test]
fn a_pipe_or_a_device_as_the_thread_of_next_or_tally_is_refused_at_once_and_the_lock_let_go() {
    let sandbox = with_fifo();
    sandbox.start_example("chechino");
    sandbox.play_phase("chechino", "01-noche-1");
    for file in unreadable(&sandbox) {
        for command in ["next", "tally"] {
            let args = [command, "game", "--thread", &file];
            refused_as_special(&run_at_once(&sandbox, &args), &file);
        }
    }
    // The lock was let go: the next command runs.
    sandbox.run(&["status", "game"]).ok();
}

#[test]
fn a_pipe_or_a_device_as_a_scenario_file_is_refused_at_once() {
    let sandbox = with_fifo();
    for file in unreadable(&sandbox) {
        let run = run_at_once(&sandbox, &["scenario", &file]);
        assert_ne!(run.code, Some(0), "{run:#?}");
        assert!(
            squash(&run.stderr).contains("is not a regular file"),
            "{file}: {}",
            run.stderr
        );
    }
}

#[test]
fn a_deck_over_its_limit_is_refused_without_being_read_whole() {
    let sandbox = Sandbox::new();
    // 1 MiB and one byte: the deck's limit (chez-geek deck_file::MAX_BYTES) plus one.
    sandbox.write("deck.yaml", vec![b'#'; (1 << 20) + 1]);
    let option = format!("deck={}", sandbox.path("deck.yaml").display());
    let roster = example_roster("chez-geek");
    let args = [
        "init",
        "game",
        "--ruleset",
        "chez-geek",
        "--players",
        &roster,
        "--option",
        &option,
    ];
    let run = run_at_once(&sandbox, &args);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(squash(&run.stderr).contains("1048576"), "{}", run.stderr);
}

#[test]
fn a_roster_over_its_limit_is_refused() {
    let sandbox = Sandbox::new();
    let mut roster = b"name\n".to_vec();
    roster.resize((1 << 20) + 1, b'a');
    sandbox.write("roster.csv", &roster);
    let args = [
        "init",
        "game",
        "--ruleset",
        "one-night",
        "--players",
        "roster.csv",
    ];
    let run = run_at_once(&sandbox, &args);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("is over 1024 KiB"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_lock_left_by_a_killed_init_goes_with_the_next_init_that_fails() {
    let sandbox = with_fifo();
    // What a killed init leaves: the folder and its lock file, no game.yaml.
    sandbox.write(&format!("game/{LOCK}"), "");
    let fifo = sandbox.path("fifo").display().to_string();
    let args = ["init", "game", "--ruleset", "one-night", "--players", &fifo];
    refused_as_special(&run_at_once(&sandbox, &args), &fifo);
    assert!(
        !sandbox.path(&format!("game/{LOCK}")).exists(),
        "the stale lock stayed"
    );
}

#[test]
fn a_pipe_or_a_device_given_to_import_is_refused_at_once_and_nothing_filed() {
    let sandbox = with_fifo();
    sandbox.start_example("chechino");
    let before = sandbox.read_text("game/game.yaml");
    for file in unreadable(&sandbox) {
        let run = run_at_once(&sandbox, &["import", "game", &file]);
        assert_ne!(run.code, Some(0), "{file}: {run:#?}");
        assert!(
            squash(&run.stderr).contains("is not a regular file"),
            "{file}: {}",
            run.stderr
        );
    }
    assert_eq!(sandbox.read_text("game/game.yaml"), before);
    let orders: Vec<_> = std::fs::read_dir(sandbox.path("game/orders"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(
        !orders.iter().any(|n| n.to_string_lossy().ends_with(".txt")),
        "{orders:?}"
    );
}

/// A folder of saved pages with a pipe among them, as `page-2.html`.
fn pages_with_a_pipe(sandbox: &Sandbox, folder: &str) {
    std::fs::create_dir_all(sandbox.path(folder)).unwrap();
    let pipe = sandbox.path(&format!("{folder}/page-2.html"));
    assert!(
        Command::new("mkfifo")
            .arg(&pipe)
            .status()
            .unwrap()
            .success()
    );
}

#[test]
fn a_pipe_in_a_folder_of_saved_pages_is_refused_at_once() {
    let sandbox = Sandbox::new();
    sandbox.start_example("chechino");
    sandbox.play_phase("chechino", "01-noche-1");
    pages_with_a_pipe(&sandbox, "pages");
    let pipe = sandbox.path("pages/page-2.html").display().to_string();
    for command in ["next", "tally"] {
        let run = run_at_once(&sandbox, &[command, "game", "--thread", "pages"]);
        assert_ne!(run.code, Some(0), "{command}: {run:#?}");
        let said = squash(&run.stderr);
        assert!(
            said.contains("page-2.html") && said.contains("is not a regular file"),
            "{command} ({pipe}): {}",
            run.stderr
        );
    }
    // The same in the game's own thread/ folder, read by `tally` without --thread.
    pages_with_a_pipe(&sandbox, "game/thread");
    let run = run_at_once(&sandbox, &["tally", "game"]);
    assert_ne!(run.code, Some(0), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("is not a regular file"),
        "{}",
        run.stderr
    );
    // And a folder of pages given to import.
    let run = run_at_once(&sandbox, &["import", "game", "pages"]);
    assert_ne!(run.code, Some(0), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("is not a regular file"),
        "{}",
        run.stderr
    );
    sandbox.run(&["status", "game"]).ok();
}

/// What a day's count reads of the archive (where today's thread begins: the earlier threads
/// and PMs in `history/`) is read as every file is: a pipe there is never waited on, a link to
/// an endless device never read (break12 F1: `tally` hung on the pipe with the game locked,
/// and read `/dev/zero` until memory ran out).
#[test]
fn a_pipe_or_a_device_in_the_archive_never_hangs_the_days_count() {
    let sandbox = with_fifo();
    sandbox.start_example("chechino");
    for phase in ["01-noche-1", "02-dia-1", "03-noche-2"] {
        sandbox.play_phase("chechino", phase);
    }
    sandbox.bring_phase("chechino", "04-dia-2");
    let fifo = sandbox.path("fifo");
    std::fs::rename(&fifo, sandbox.path("game/history/noche-1/orders/Zz.txt")).unwrap();
    let thread = sandbox.path("game/history/dia-1/thread.txt");
    std::fs::remove_file(&thread).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &thread).unwrap();
    std::os::unix::fs::symlink(
        "/dev/zero",
        sandbox.path("game/history/dia-1/orders/Yy.txt"),
    )
    .unwrap();
    for command in [
        &["tally", "game"][..],
        &["check", "game"],
        &["next", "game", "--dry-run"],
    ] {
        // A count of the day reads and parses its pages: far less than this, even loaded.
        let run = run_within(&sandbox, command, Duration::from_secs(30));
        assert_eq!(run.code, Some(0), "{command:?}: {run:#?}");
    }
}
