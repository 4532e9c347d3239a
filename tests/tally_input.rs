//! `adjudicate tally`'s input, end to end: a thread's line breaks of every kind, a file that is
//! not text, the documented limits (refused with exit 2, nothing written), a post of 80,000
//! unclosed tags, and the phase named in the game's language outside a day.

use crate::common;

use common::{GameBuilder, Sandbox, bin, snapshot, squash};
use serde_json::Value;
use std::path::Path;
use std::process::{Command, Stdio};

/// The sample game (English), its night resolved: the day awaits its votes.
fn day() -> Sandbox {
    let sandbox = GameBuilder::sample().lang("en").start();
    sandbox.orders_from_example("1-night");
    sandbox.run(&["next", "game"]).ok();
    sandbox
}

/// `tally game --thread thread.txt --json`: (voter, target) of each counting vote.
fn votes(sandbox: &Sandbox) -> Vec<(String, String)> {
    let run = sandbox.run(&["tally", "game", "--thread", "thread.txt", "--json"]);
    let count: Value = serde_json::from_str(run.ok()).unwrap();
    let mut out = Vec::new();
    for wagon in count["wagons"].as_array().unwrap() {
        for voter in wagon["voters"].as_array().unwrap() {
            out.push((
                voter["name"].as_str().unwrap().to_string(),
                wagon["target"].as_str().unwrap_or("-").to_string(),
            ));
        }
    }
    out.sort();
    out
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

#[test]
fn a_thread_with_any_unicode_line_break_is_counted_as_with_newlines() {
    let sandbox = day();
    let lines = [
        "=== #1 | Ana | 2026-11-29 20:00",
        "Hola a todos.",
        "[vote]Bruno[/vote]",
        "=== #2 | Bruno | 2026-11-29 20:05",
        "> [vote]Bruno[/vote]",
        "voto Carla",
        "=== #3 | Carla | 2026-11-29 20:10",
        "[vote]Ana[/vote]",
        "",
    ];
    let expected = pairs(&[("Ana", "Bruno"), ("Bruno", "Carla"), ("Carla", "Ana")]);
    for brk in [
        "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ] {
        sandbox.write("thread.txt", lines.join(brk));
        assert_eq!(votes(&sandbox), expected, "line breaks {brk:?}");
    }
    // A name that cannot be read is shown at its own line, whatever the breaks.
    sandbox.write(
        "thread.txt",
        "=== #1 | Ana | 2026-11-29 20:00\rHola.\r[vote]Brnuo[/vote]\r",
    );
    let run = sandbox.run(&["tally", "game", "--thread", "thread.txt"]);
    assert_eq!(run.code, Some(1), "{run:#?}");
    assert!(run.stderr.contains("thread.txt:3:1:"), "{}", run.stderr);
}

#[test]
fn a_thread_that_is_not_text_is_refused_naming_the_file() {
    let sandbox = day();
    let utf16: Vec<u8> = "=== #1 | Ana | 2026-11-29 20:00\n[vote]Bruno[/vote]\n"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    sandbox.write("hilo.txt", utf16);
    sandbox.refused(
        &["tally", "game", "--thread", "hilo.txt"],
        2,
        &[
            "hilo.txt is not a text file: a control character at byte 1 (line 1)",
            "help: the file looks like UTF-16",
        ],
    );
    sandbox.write("shot.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\x01\0");
    sandbox.refused(
        &["tally", "game", "--thread", "shot.png"],
        2,
        &[
            "shot.png is not a text file",
            "help: paste the thread as plain text",
        ],
    );
    // In the game's language (Spanish).
    let es = GameBuilder::sample().start();
    es.orders_from_example("1-night");
    es.run(&["next", "game"]).ok();
    es.write("hilo.txt", b"=== #1 | Ana | 2026-11-29 20:00\n\x07\n");
    refused_in_game_language(
        &es,
        &["tally", "game", "--thread", "hilo.txt"],
        2,
        "hilo.txt no es un archivo de texto: hay un carácter de control en el byte 32 (línea 2)",
    );
}

#[test]
fn a_thread_over_a_limit_is_refused_and_nothing_is_written() {
    let sandbox = day();
    let header = |n: usize| format!("=== #{n} | Ana | 2026-11-29 20:00\n");
    let mut big = header(1);
    while big.len() <= 8 * 1024 * 1024 {
        big.push_str(&"[b]Ana[/b] ".repeat(500));
        big.push('\n');
    }
    sandbox.write("big.txt", &big);
    sandbox.refused(
        &["tally", "game", "--thread", "big.txt"],
        2,
        &[
            "big.txt is too big: a thread may have 8388608 bytes at most",
            "help: paste only the posts of the day being counted",
        ],
    );
    let many: String = (1..=150_001).map(header).collect();
    sandbox.write("many.txt", &many);
    sandbox.refused(
        &["tally", "game", "--thread", "many.txt"],
        2,
        &["many.txt holds more than 150000 posts (line 150001)"],
    );
    let long = format!("{}{}\n", header(1), "[vote]Ana[/vote] ".repeat(4000));
    sandbox.write("long.txt", &long);
    sandbox.refused(
        &["tally", "game", "--thread", "long.txt"],
        2,
        &[
            "long.txt:2:1: line 2 of long.txt has 68000 bytes: a line may have 65535 at most",
            "help: a post pasted without its line breaks?",
        ],
    );
}

#[test]
fn a_post_of_eighty_thousand_unclosed_bold_tags_is_counted() {
    // It took 15 s: each `[b]` looked for its `[/b]` through every tag after it.
    let sandbox = day();
    let tags: Vec<String> = (0..80).map(|_| "[b]".repeat(1000)).collect();
    let thread = format!(
        "=== #1 | Ana | 2026-11-29 20:00\n{}\n[vote]Bruno[/vote]\n=== #2 | Bruno | 2026-11-29 20:01\n[vote]Ana[/vote]\n",
        tags.join("\n")
    );
    sandbox.write("thread.txt", thread);
    assert_eq!(
        votes(&sandbox),
        pairs(&[("Ana", "Bruno"), ("Bruno", "Ana")])
    );
}

/// A game of `ruleset` from its example (roster and init.args), in `sandbox/game`, in the
/// ruleset's own language.
fn example_game(ruleset: &str) -> Sandbox {
    let sandbox = Sandbox::new();
    let example = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(ruleset);
    let args = std::fs::read_to_string(example.join("init.args")).unwrap();
    let roster = example.join("roster.csv").display().to_string();
    let out = Command::new(bin())
        .current_dir(sandbox.root())
        .args(["init", "game", "--ruleset", ruleset, "--players", &roster])
        .args(args.split_whitespace())
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    assert!(out.status.success(), "{out:?}");
    sandbox
}

#[test]
fn outside_a_day_the_phase_is_named_by_its_title_in_the_games_language() {
    // `tally` on a lupus night printed the raw id `lupus-phase-notte`.
    let lupus = example_game("lupus");
    let err = refused_in_game_language(
        &lupus,
        &["tally", "game"],
        1,
        "Notte 0 non è una fase di votazione: non ci sono voti da contare",
    );
    assert!(!err.contains("lupus-phase"), "{err}");
    let chechino = example_game("chechino");
    let err = refused_in_game_language(
        &chechino,
        &["tally", "game"],
        1,
        "Noche 1 no es una fase de votación: no hay votos que contar",
    );
    assert!(!err.contains("chechino-phase"), "{err}");
    // In English, with the number too.
    lupus.refused(&["tally", "game"], 1, &["Notte 0 is not a voting phase"]);
}

/// Runs a command in the game's own language (no `--lang`) that must be refused: the exit code,
/// the message, nothing on stdout, nothing written. Returns the error output.
#[track_caller]
fn refused_in_game_language(sandbox: &Sandbox, args: &[&str], code: i32, expected: &str) -> String {
    let before = snapshot(sandbox.root());
    let out = Command::new(bin())
        .current_dir(sandbox.root())
        .env_remove("ADJUDICATE_CRASH_AT")
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(code), "{args:?}: {stderr}");
    assert!(squash(&stderr).contains(&squash(expected)), "{stderr}");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    common::assert_same(&before, &snapshot(sandbox.root()), &[], "a refused tally");
    stderr
}

#[test]
fn a_hundred_names_that_cannot_be_read_are_shown_the_count_lists_them_all() {
    // Each one shown carries the thread around its line: thousands of them buried the count.
    let sandbox = day();
    let posts: String = (1..=150)
        .map(|n| {
            let minute = n % 60;
            let hour = 10 + n / 60;
            format!("=== #{n} | Ana | 2026-11-29 {hour:02}:{minute:02}\n[vote]Zz{n}[/vote]\n")
        })
        .collect();
    sandbox.write("thread.txt", posts);
    let run = sandbox.run(&["tally", "game", "--thread", "thread.txt"]);
    assert_eq!(run.code, Some(1), "{run:#?}");
    assert_eq!(run.stderr.matches("names no player").count(), 100 * 2);
    assert!(
        run.stderr.contains("post #100 names no player"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("post #101 names no player"));
    assert!(
        squash(&run.stderr).contains(&squash(
            "150 votes could not be read: they are listed in the count, not counted\nthe first 100 are shown above, at their line of the thread"
        )),
        "{}",
        run.stderr
    );
    assert_eq!(run.stdout.matches("Zz").count(), 150, "{}", run.stdout);
}
