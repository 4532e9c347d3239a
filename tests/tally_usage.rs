//! `adjudicate tally`, end to end: unreadable input and usage. Exit codes: 0 a count, 1 problems
//! (names that could not be read, bad PMs, a phase without a vote), 2 unreadable input; every
//! message in the three catalogs.

use crate::tally_support::{day, fixture, json, tally, wagons};

use std::path::Path;

#[test]
fn an_unreadable_thread_is_refused_with_every_problem() {
    let sandbox = day();
    sandbox.write(
        "thread.txt",
        "Copied from the forum:\n=== #5 | Ana | 2026-11-29 20:00\n[vote]Bruno[/vote]\n=== #4 | Bruno | 2026-11-29 20:10\n=== #6 | Carla | ayer\n",
    );
    sandbox.refused(
        &["tally", "game", "--thread", "thread.txt"],
        2,
        &[
            "thread.txt:1:1: line 1 of thread.txt comes before the first post",
            "thread.txt:4:1: post #4 comes after post #5 (line 4 of thread.txt)",
            "thread.txt:5:1: line 5 of thread.txt is not a post header",
            "help: each post opens with a line `=== #123 | Author | 2026-11-29T21:03:00+01:00`",
        ],
    );
    sandbox.write("latin1.txt", b"=== #1 | In\xe9s | 2026-11-29 20:00\n");
    sandbox.refused(
        &["tally", "game", "--thread", "latin1.txt"],
        2,
        &["latin1.txt is not UTF-8 text (line 1, byte 11)"],
    );
    sandbox.refused(
        &["tally", "game", "--thread", "missing.txt"],
        2,
        &["cannot read missing.txt"],
    );
    sandbox.write("empty.txt", "\n");
    sandbox.refused(
        &["tally", "game", "--thread", "empty.txt"],
        2,
        &["empty.txt holds no post"],
    );
    sandbox.refused(
        &["tally", "game", "--deadline", "tonight"],
        2,
        &[
            "`tonight` is not a date and time",
            "help: write the deadline as 2026-11-29 21:00",
        ],
    );
}

#[test]
fn the_thread_in_orders_is_read_and_the_thread_options_apply_to_it() {
    // `--syntax`, `--until-post`, `--strip-spoilers` needed `--thread`: the day's thread in
    // orders/thread.txt (or named by `thread:` in game.yaml) is read as well.
    let sandbox = day();
    let with_flag = json(&tally(&sandbox, Some("vote-tag.txt"), &["--json"]));
    sandbox.order(
        "thread.txt",
        std::fs::read(fixture("vote-tag.txt")).unwrap(),
    );
    let from_orders = json(&tally(&sandbox, None, &["--json"]));
    assert!(!wagons(&from_orders).is_empty(), "{from_orders:#}");
    assert_eq!(wagons(&from_orders), wagons(&with_flag));
    let red = json(&tally(&sandbox, None, &["--json", "--syntax", "red"]));
    assert!(wagons(&red).is_empty(), "{red:#}");
    let first = json(&tally(&sandbox, None, &["--json", "--until-post", "2"]));
    assert_eq!(wagons(&first), ["Carla:1:L-1:Bruno"]);
    // Both at once: which one did the master mean?
    let run = tally(&sandbox, Some("vote-tag.txt"), &[]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(
        run.stderr.contains("two threads for the day"),
        "{}",
        run.stderr
    );
}

#[test]
fn an_unknown_syntax_is_refused_with_the_syntaxes_there_are() {
    let sandbox = day();
    let run = sandbox.run(&[
        "tally",
        "game",
        "--thread",
        &fixture("vote-tag.txt"),
        "--syntax",
        "bold",
    ]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr
            .contains("auto, red, vote-tag, v-tag, bold-vote, plain"),
        "{}",
        run.stderr
    );
}

#[test]
fn every_tally_message_is_in_the_three_catalogs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut keys = Vec::new();
    let mut files = vec![
        root.join("src/cmd/tally.rs"),
        root.join("src/cmd/thread.rs"),
    ];
    let mut dirs: Vec<std::path::PathBuf> =
        ["src/core/thread", "src/core/tally", "src/core/daycount"]
            .iter()
            .map(|d| root.join(d))
            .collect();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                files.push(path);
            }
        }
    }
    for file in files {
        let text = std::fs::read_to_string(file).unwrap();
        for (i, literal) in text.split('"').enumerate() {
            if i % 2 == 1
                && (literal.starts_with("tally-") || literal.starts_with("err-thread-"))
                && literal.chars().all(|c| c.is_ascii_lowercase() || c == '-')
            {
                keys.push(literal.to_string());
            }
        }
    }
    assert!(keys.len() > 30, "{keys:?}");
    for lang in ["en", "es", "it"] {
        let catalog = ["tally.ftl", "core.ftl"]
            .map(|f| std::fs::read_to_string(root.join("locales").join(lang).join(f)).unwrap())
            .join("\n");
        for key in &keys {
            assert!(
                catalog.lines().any(|l| l.starts_with(&format!("{key} ="))),
                "{key} is missing from locales/{lang}/tally.ftl and core.ftl"
            );
        }
    }
}
