//! Posts paste unedited on the forum the game is played on (`init --forum`): every example
//! game, played to its end for each forum family, writes reports in that forum's markup only.

use crate::common;

use common::{Sandbox, bin};
use std::path::{Path, PathBuf};
use std::process::Command;

fn example(ruleset: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(ruleset)
}

/// Plays examples/<ruleset> with `init --forum forum` (no `--format`: the forum's own), as
/// `make demo` does; returns the sandbox.
fn play(ruleset: &str, forum: &str) -> Sandbox {
    let sandbox = Sandbox::new();
    let dir = example(ruleset);
    let args: Vec<String> = std::fs::read_to_string(dir.join("init.args"))
        .unwrap()
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let roster = dir.join("roster.csv");
    let mut init = vec![
        "init",
        "game",
        "--ruleset",
        ruleset,
        "--players",
        roster.to_str().unwrap(),
        "--forum",
        forum,
    ];
    init.extend(args.iter().map(String::as_str));
    // In the example's own language (Spanish or Italian): their catalogs are the ones pasted.
    let out = Command::new(bin())
        .current_dir(sandbox.root())
        .args(&init)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    for phase in common::example_phases(ruleset) {
        sandbox.bring_phase(ruleset, &phase);
        let out = Command::new(bin())
            .current_dir(sandbox.root())
            .args(["next", "game"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{ruleset} {phase:?}: {out:?}");
    }
    sandbox
}

/// Every report file of the game, with its text.
fn reports(sandbox: &Sandbox) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut stack = vec![sandbox.path("game/reports")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let text = std::fs::read_to_string(&path).unwrap();
                out.push((path, text));
            }
        }
    }
    out
}

#[test]
fn bbcode_reports_hold_no_markdown_on_any_bbcode_forum() {
    for ruleset in ["one-night", "lupus", "chechino"] {
        for forum in ["phpbb", "smf", "vbulletin"] {
            let sandbox = play(ruleset, forum);
            let yaml = sandbox.read_text("game/game.yaml");
            assert!(yaml.contains(&format!("forum: {forum}")), "{yaml}");
            let files = reports(&sandbox);
            let bbcode: Vec<_> = files
                .iter()
                .filter(|(p, _)| p.extension().is_some_and(|e| e == "bbcode"))
                .collect();
            assert!(bbcode.len() > 10, "{ruleset} on {forum}: {files:?}");
            for (path, text) in bbcode {
                let at = format!("{ruleset} on {forum}, {}", path.display());
                assert!(!text.contains('`'), "a backtick in {at}:\n{text}");
                assert!(!text.contains("**"), "Markdown bold in {at}:\n{text}");
                assert!(
                    !text.contains("\n## "),
                    "a Markdown heading in {at}:\n{text}"
                );
                assert_eq!(
                    text.matches("[list]").count(),
                    text.matches("[/list]").count(),
                    "{at}"
                );
                assert_eq!(
                    text.matches("[b]").count(),
                    text.matches("[/b]").count(),
                    "{at}"
                );
                match forum {
                    // SMF writes list items as [li]…[/li] and sizes with a unit.
                    "smf" => {
                        assert!(!text.contains("[*]"), "{at}:\n{text}");
                        assert!(!text.contains("[size=150]"), "{at}:\n{text}");
                    }
                    // vBulletin's sizes go from 1 to 7.
                    "vbulletin" => assert!(!text.contains("[size=150]"), "{at}:\n{text}"),
                    _ => assert!(!text.contains("[li]"), "{at}:\n{text}"),
                }
            }
        }
    }
}

#[test]
fn a_discourse_game_writes_markdown_reports() {
    let sandbox = play("one-night", "discourse");
    let files = reports(&sandbox);
    // Every report is Markdown (the day's wagons beside them are a picture, not a report).
    assert!(
        files
            .iter()
            .filter(|(p, _)| p.extension().is_none_or(|e| e != "svg"))
            .all(|(p, _)| p.extension().is_some_and(|e| e == "md")),
        "{files:?}"
    );
    assert!(files.iter().any(|(_, t)| t.starts_with("## ")));
}

#[test]
fn an_unknown_forum_is_refused_with_the_ones_known() {
    let sandbox = Sandbox::new();
    let roster = example("one-night").join("roster.csv");
    let run = sandbox.run(&[
        "init",
        "game",
        "--ruleset",
        "one-night",
        "--players",
        roster.to_str().unwrap(),
        "--forum",
        "invision",
    ]);
    assert_eq!(run.code, Some(2), "{run:?}");
    assert!(run.stderr.contains("phpbb"), "{}", run.stderr);
    assert!(!sandbox.path("game").exists());
}

/// The count pastes on the game's forum too: `tally` in a phpBB game writes BBCode unless
/// `--markup` says otherwise.
#[test]
fn tally_writes_the_forums_markup_by_default() {
    let sandbox = Sandbox::new();
    let dir = example("one-night");
    let roster = dir.join("roster.csv");
    let mut init: Vec<String> = [
        "init",
        "game",
        "--ruleset",
        "one-night",
        "--players",
        roster.to_str().unwrap(),
        "--forum",
        "phpbb",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    init.extend(
        std::fs::read_to_string(dir.join("init.args"))
            .unwrap()
            .split_whitespace()
            .map(str::to_string),
    );
    let init: Vec<&str> = init.iter().map(String::as_str).collect();
    sandbox.run(&init).ok();
    sandbox.bring_phase("one-night", "1-night");
    sandbox.run(&["next", "game"]).ok();
    let count = sandbox.run(&["tally", "game"]).ok().to_string();
    assert!(count.starts_with("[b]"), "{count}");
    assert!(!count.contains("**"), "{count}");
    let md = sandbox
        .run(&["tally", "game", "--markup", "markdown"])
        .ok()
        .to_string();
    assert!(md.starts_with("**"), "{md}");
}
