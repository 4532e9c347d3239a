//! Issue 29 (R · Reliability): the files a command reads from the game's own folder go
//! through the core's one reader too. A pipe, or a link to a character device (`/dev/zero`,
//! `/dev/null`), where `game.yaml`, the master's `_master.txt`, a PM, a player's folder of
//! PMs, the game's `thread/` or a saved page in it should be, is refused at once by every
//! command that reads it, named, exit 2; never read (a pipe would wait forever with the game
//! locked, `/dev/zero` never ends), never passed over in silence. The options given on the
//! command line are pinned in tests/reliability_inputs.rs, `orders/` in tests/reliability.rs.

use crate::common;

use common::{Sandbox, squash};
use std::os::unix::fs::symlink;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A refusal must come at once; a run still going then is killed and fails as a hang.
const AT_ONCE: Duration = Duration::from_secs(1);

#[track_caller]
fn run_at_once(sandbox: &Sandbox, args: &[&str]) -> common::Run {
    let mut child = sandbox
        .command(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > AT_ONCE {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{args:?} still running after {AT_ONCE:?}: it hung on its input");
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

/// The chechino example on its first day (its first night resolved: `history/noche-1`).
fn first_day() -> Sandbox {
    let sandbox = Sandbox::new();
    sandbox.start_example("chechino");
    sandbox.bring_phase("chechino", "01-noche-1");
    sandbox.run(&["next", "game"]).ok();
    assert!(sandbox.path("game/history/noche-1").is_dir());
    sandbox
}

/// What may stand where a file is read: a pipe, a link to each character device.
#[derive(Debug, Clone, Copy)]
enum Special {
    Pipe,
    Zero,
    Null,
}

const SPECIALS: [Special; 3] = [Special::Pipe, Special::Zero, Special::Null];

/// Puts `special` at `rel` (in the sandbox), whatever stood there.
fn put(sandbox: &Sandbox, rel: &str, special: Special) {
    let path = sandbox.path(rel);
    if path.is_dir() {
        std::fs::remove_dir_all(&path).unwrap();
    } else if std::fs::symlink_metadata(&path).is_ok() {
        std::fs::remove_file(&path).unwrap();
    }
    match special {
        Special::Pipe => assert!(
            Command::new("mkfifo")
                .arg(&path)
                .status()
                .unwrap()
                .success()
        ),
        Special::Zero => symlink("/dev/zero", &path).unwrap(),
        Special::Null => symlink("/dev/null", &path).unwrap(),
    }
}

/// Asserts a clean refusal naming `shown` and saying why (`why`), exit 2, nothing on stdout.
#[track_caller]
fn refused(run: &common::Run, shown: &str, why: &str, what: &str) {
    assert_eq!(run.code, Some(2), "{what}: {run:#?}");
    let said = squash(&run.stderr);
    assert!(
        said.contains(shown) && said.contains(why),
        "{what}: {}",
        run.stderr
    );
    assert!(!said.contains("panicked"), "{what}: {}", run.stderr);
    assert_eq!(run.stdout, "", "{what}");
}

const NOT_REGULAR: &str = "is not a regular file";

#[test]
fn a_pipe_or_a_device_as_game_yaml_is_refused_at_once_by_every_command() {
    let sandbox = first_day();
    let kept = sandbox.read("game/game.yaml");
    sandbox.write("Ana.txt", "voto Bruno\n");
    let commands: [&[&str]; 12] = [
        &["check", "game"],
        &["next", "game"],
        &["status", "game"],
        &["status", "game", "--master"],
        &["tally", "game"],
        &["forms", "game"],
        &["undo", "game"],
        &["explain", "noche-1", "game"],
        &["map", "game"],
        &["archive", "game", "--out", "site"],
        &["import", "game", "Ana.txt"],
        // Port 9 (discard) on the loopback: game.yaml is read before any request.
        &["fetch", "game", "http://127.0.0.1:9/viewtopic.php?t=1"],
    ];
    for special in SPECIALS {
        put(&sandbox, "game/game.yaml", special);
        for args in commands {
            let run = run_at_once(&sandbox, args);
            refused(
                &run,
                "game/game.yaml",
                NOT_REGULAR,
                &format!("{special:?} {args:?}"),
            );
        }
    }
    assert!(!sandbox.path("site").exists());
    // The lock was let go each time: with its game.yaml back, the game runs.
    std::fs::remove_file(sandbox.path("game/game.yaml")).unwrap();
    sandbox.write("game/game.yaml", kept);
    sandbox.run(&["status", "game"]).ok();
}

#[test]
fn a_pipe_or_a_device_as_the_masters_file_or_in_a_players_folder_is_refused_at_once() {
    let sandbox = first_day();
    for special in SPECIALS {
        // A pipe is not a regular file; a link is never followed, whatever it leads to.
        let why = match special {
            Special::Pipe => NOT_REGULAR,
            Special::Zero | Special::Null => "is a link",
        };
        for (rel, shown) in [
            ("game/orders/_master.txt", "orders/_master.txt"),
            ("game/orders/Ana/2.txt", "orders/Ana/2.txt"),
            ("game/orders/Ana.txt", "orders/Ana.txt"),
        ] {
            std::fs::create_dir_all(sandbox.path("game/orders/Ana")).unwrap();
            put(&sandbox, rel, special);
            for command in ["check", "next", "tally"] {
                let run = run_at_once(&sandbox, &[command, "game"]);
                refused(&run, shown, why, &format!("{special:?} {rel} {command}"));
            }
            std::fs::remove_file(sandbox.path(rel)).unwrap();
            std::fs::remove_dir_all(sandbox.path("game/orders/Ana")).unwrap();
        }
    }
    sandbox.run(&["check", "game"]).ok();
}

#[test]
fn a_pipe_or_a_device_as_the_games_thread_folder_or_a_page_in_it_is_refused_at_once() {
    let sandbox = first_day();
    for special in SPECIALS {
        // The folder itself: once passed over in silence, the day counted without its thread.
        put(&sandbox, "game/thread", special);
        for command in ["check", "next", "tally"] {
            let run = run_at_once(&sandbox, &[command, "game"]);
            refused(
                &run,
                "game/thread",
                NOT_REGULAR,
                &format!("{special:?} {command}"),
            );
        }
        // `fetch` writes nothing through it.
        let url = "http://127.0.0.1:9/viewtopic.php?t=1";
        let run = run_at_once(&sandbox, &["fetch", "game", url]);
        refused(
            &run,
            "game/thread",
            "is not a folder of the game's own",
            "fetch",
        );
        std::fs::remove_file(sandbox.path("game/thread")).unwrap();
        // A page in it.
        std::fs::create_dir(sandbox.path("game/thread")).unwrap();
        put(&sandbox, "game/thread/page-0002.html", special);
        for command in ["check", "next", "tally"] {
            let run = run_at_once(&sandbox, &[command, "game"]);
            let what = format!("{special:?} page {command}");
            refused(&run, "game/thread/page-0002.html", NOT_REGULAR, &what);
        }
        std::fs::remove_dir_all(sandbox.path("game/thread")).unwrap();
    }
    sandbox.run(&["check", "game"]).ok();
}

/// The files a command writes where the master says (`tally --picture FILE`, `archive --out
/// SITE`) are never opened when a pipe stands there: a file is written beside it and renamed
/// over it (as every file of a game is), a site's folder is refused as already there.
#[test]
fn a_pipe_where_a_command_writes_is_replaced_or_refused_never_opened() {
    let sandbox = first_day();
    sandbox.order("Ana.txt", "voto Bruno\n");
    put(&sandbox, "votes.svg", Special::Pipe);
    let run = run_at_once(&sandbox, &["tally", "game", "--picture", "votes.svg"]);
    assert_eq!(run.code, Some(0), "{run:#?}");
    let written = std::fs::symlink_metadata(sandbox.path("votes.svg")).unwrap();
    assert!(written.is_file(), "the pipe is still there");
    assert!(sandbox.read_text("votes.svg").contains("<svg"));
    put(&sandbox, "site", Special::Pipe);
    let run = run_at_once(&sandbox, &["archive", "game", "--out", "site"]);
    refused(&run, "site", "already exists", "archive --out");
}
