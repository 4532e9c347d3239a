//! Issue 29 (R · Reliability): every ruleset splits a PM into lines with the core's line
//! breaks, never its own. A chez-geek PM whose lines end in U+2028, U+2029 or NEL once
//! panicked `check` and `next` (a slice one byte after a line break of two or three bytes);
//! among-us read a later PM's numbered point only after LF. Now a PM reads the same whatever
//! line breaks its player's device wrote: the same `check`, the same game after `next`.

use crate::common;

use common::Sandbox;

/// Line breaks a PM may come with: old Mac, Windows, Unicode's line and paragraph
/// separators, NEL.
const BREAKS: &[&str] = &["\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}"];

/// The PMs of the first phase of `ruleset`'s example, as (file, text): what the forum gave,
/// brought in as a master does (`adjudicate import`).
fn first_phase(ruleset: &str) -> Vec<(String, String)> {
    let phases = common::example_phases(ruleset);
    common::phase_pms(ruleset, &phases[0])
}

/// What the game is after `check` and `next` with these PMs, their LFs turned into `br`: the
/// exit of `check`, `game.yaml` and the reports written.
fn played(ruleset: &str, pms: &[(String, String)], br: &str) -> (Option<i32>, String, String) {
    let sandbox = common::example_game(ruleset);
    for (file, text) in pms {
        sandbox.order(file, text.replace('\n', br));
    }
    let check = sandbox.run(&["check", "game"]);
    assert!(
        !check.stderr.contains("panicked"),
        "{ruleset}, {br:?}: {check:#?}"
    );
    let next = sandbox.run(&["next", "game"]);
    assert!(
        !next.stderr.contains("panicked") && next.code == Some(0),
        "{ruleset}, {br:?}: {next:#?}"
    );
    (
        check.code,
        sandbox.read_text("game/game.yaml"),
        reports(&sandbox),
    )
}

/// Every report `next` wrote, by name.
fn reports(sandbox: &Sandbox) -> String {
    let mut all = String::new();
    let mut stack = vec![sandbox.path("game/reports")];
    let mut files = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    for file in files {
        all.push_str(&format!("== {}\n", file.display()));
        all.push_str(&std::fs::read_to_string(&file).unwrap_or_default());
    }
    all.replace(&sandbox.root().display().to_string(), "ROOT")
}

#[test]
fn a_chez_geek_turn_reads_the_same_whatever_its_line_breaks() {
    let pms = first_phase("chez-geek");
    let with_lf = played("chez-geek", &pms, "\n");
    assert_eq!(with_lf.0, Some(0), "the example's turn passes check");
    for br in BREAKS {
        assert_eq!(played("chez-geek", &pms, br), with_lf, "{br:?}");
    }
}

#[test]
fn an_among_us_later_pms_numbered_point_is_read_whatever_its_line_breaks() {
    let mut pms = first_phase("among-us");
    let without_later = played("among-us", &pms, "\n");
    // Bruno's later PM gives his point 2 again: he stays in the Kitchen instead of going out.
    pms.push((
        "Bruno-2.txt".into(),
        "sent: 2026-12-01 12:00\nMe corrijo:\n2 Punto de acción: quedarse\n".into(),
    ));
    let with_lf = played("among-us", &pms, "\n");
    assert_eq!(with_lf.0, Some(0), "the example's round passes check");
    assert_ne!(with_lf.1, without_later.1, "the later point 2 is read");
    for br in BREAKS {
        assert_eq!(played("among-us", &pms, br), with_lf, "{br:?}");
    }
}
