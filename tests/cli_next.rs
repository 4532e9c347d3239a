//! The command line, end to end: `next` and `explain` on the sample game (examples/one-night)
//! in scratch folders: what a phase writes, `--dry-run`, the trace, the same game twice.

use crate::common;

use common::{LOCK, assert_same, example_players, sample_night, snapshot};

#[test]
fn next_writes_state_reports_and_history_and_empties_orders() {
    let sandbox = sample_night();
    let before = sandbox.snapshot();
    let out = sandbox.run(&["next", "game"]);
    assert_eq!(
        out.ok().trim(),
        "Night: phase resolved, reports in reports/night/ (*.md). Next phase: Day."
    );
    let after = sandbox.snapshot();

    let yaml = sandbox.read_text("game/game.yaml");
    assert!(yaml.lines().any(|l| l == "phase: day"), "{yaml}");
    // history/night/game.yaml is the state before the phase.
    assert_eq!(
        after["history/night/game.yaml"], before["game.yaml"],
        "history/night/game.yaml is not the state before"
    );
    // The PMs moved, byte for byte, into history/night/orders/.
    let pms: Vec<&String> = before
        .keys()
        .filter(|k| k.starts_with("orders/") && k.ends_with(".txt"))
        .collect();
    assert_eq!(pms.len(), 8);
    for pm in pms {
        let archived = format!("history/night/{pm}");
        assert_eq!(after.get(&archived), before.get(pm), "{archived}");
    }
    // Only the .gitkeep that lets git keep the empty folder is left.
    let left: Vec<&String> = after
        .keys()
        .filter(|k| k.starts_with("orders/") && *k != "orders/.gitkeep")
        .collect();
    assert!(left.is_empty(), "orders/ is not empty: {left:?}");
    assert!(
        after.contains_key("orders/.gitkeep"),
        "orders/.gitkeep is gone"
    );
    assert!(sandbox.path("game/orders").is_dir(), "orders/ is gone");
    // One report per player and a public one, in the game's language (Spanish).
    let mut reports: Vec<String> = after
        .keys()
        .filter(|k| k.starts_with("reports/night/"))
        .cloned()
        .collect();
    reports.sort();
    let mut expected: Vec<String> = example_players()
        .iter()
        .map(|p| format!("reports/night/{p}.md"))
        .collect();
    expected.push("reports/night/public.md".into());
    expected.sort();
    assert_eq!(reports, expected);
    let ana = sandbox.read_text("game/reports/night/Ana.md");
    assert!(ana.contains("Carla"), "Ana copied Carla:\n{ana}");
    let public = sandbox.read_text("game/reports/night/public.md");
    assert!(
        !public.contains("Carla"),
        "the public report names a player:\n{public}"
    );
    // The setup reports are untouched.
    for (path, bytes) in before
        .iter()
        .filter(|(k, _)| k.starts_with("reports/setup/"))
    {
        assert_eq!(after.get(path), Some(bytes), "{path}");
    }
}

#[test]
fn dry_run_writes_nothing_and_prints_the_diff_and_the_reports() {
    let sandbox = sample_night();
    let before = snapshot(sandbox.root());
    let out = sandbox.run(&["next", "game", "--dry-run"]);
    let text = out.ok().to_string();
    assert_same(&before, &snapshot(sandbox.root()), &[], "next --dry-run");
    assert!(
        text.starts_with("--- game.yaml\n+++ game.yaml (after)\n"),
        "{text}"
    );
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.contains(&"-phase: night"), "{text}");
    assert!(lines.contains(&"+phase: day"), "{text}");
    assert!(lines.iter().any(|l| l.starts_with("@@ ")), "{text}");
    // The reports shown are the ones a real run writes.
    let real = sandbox.clone_game();
    real.run(&["next", "game"]).ok();
    let written = snapshot(&real.game());
    let mut count = 0;
    for (path, bytes) in written
        .iter()
        .filter(|(k, _)| k.starts_with("reports/night/"))
    {
        let body = String::from_utf8(bytes.clone().unwrap()).unwrap();
        let shown = format!("\n=== {path}\n{body}");
        assert!(
            text.contains(&shown),
            "the dry run does not show {path}:\n{text}"
        );
        count += 1;
    }
    assert_eq!(count, 11);
    // The diff is the one between the old and the new game.yaml, line for line.
    let old = sandbox.read_text("game/game.yaml");
    let new = String::from_utf8(written["game.yaml"].clone().unwrap()).unwrap();
    let (old_lines, new_lines): (Vec<&str>, Vec<&str>) =
        (old.lines().collect(), new.lines().collect());
    for line in new_lines.iter().filter(|l| !old_lines.contains(l)) {
        assert!(
            lines.contains(&format!("+{line}").as_str()),
            "{line}\n{text}"
        );
    }
    for line in old_lines.iter().filter(|l| !new_lines.contains(l)) {
        assert!(
            lines.contains(&format!("-{line}").as_str()),
            "{line}\n{text}"
        );
    }
}

/// The trace part of `next --explain` output: all but the final `Phase … resolved` line.
fn trace_of(next_output: &str) -> &str {
    let at = next_output
        .find("Night: phase resolved")
        .expect("next says the phase was resolved");
    &next_output[..at]
}

#[test]
fn explain_prints_the_trace_and_filters_to_a_player() {
    let all = sample_night();
    let carla = all.clone_game();
    let out = all.run(&["next", "game", "--explain"]);
    let full = trace_of(out.ok()).to_string();
    assert!(full.starts_with("#1 applied · Ana → Carla\n"), "{full}");
    for piece in [
        // The example's Doppelgänger writes her orders under conditions (`si soy vidente:`):
        // the trace says which was used and which skipped.
        "#2 applied · Ana\n    Conditional order of line 6 (“si soy vidente”) used",
        "#3 skipped · Ana\n    Conditional order of line 8 (“si soy ladrona”) not used",
        "#5 info · Bruno\n    You are the only werewolf.",
        "#10 applied · Dani → Bruno\n    You took Bruno's card: you are now the Werewolf.",
        "    [master only]",
        "    [told to Carla]",
        "    [public]",
        "    rule: ",
    ] {
        assert!(full.contains(piece), "the trace lacks {piece:?}:\n{full}");
    }

    let out = carla.run(&["next", "game", "--explain", "Carla"]);
    let mine = trace_of(out.ok()).to_string();
    let heads: Vec<&str> = mine.lines().filter(|l| l.starts_with('#')).collect();
    assert_eq!(
        heads,
        ["#1 applied · Ana → Carla", "#9 applied · Carla"],
        "{mine}"
    );
    // The filtered trace is a part of the whole one, event for event.
    for event in mine.split("\n#") {
        assert!(full.contains(event.trim_start_matches('#')), "{event}");
    }
    // Both runs wrote the same game.
    assert_same(
        &snapshot(&all.game()),
        &snapshot(&carla.game()),
        &[LOCK],
        "next --explain vs next --explain Carla",
    );

    // After the phase, `explain night` re-resolves it from history/ and prints the same trace.
    let before = snapshot(all.root());
    let again = all.run(&["explain", "night", "game"]);
    assert_eq!(again.ok(), full);
    let again = all.run(&["explain", "night", "game", "--player", "Carla"]);
    assert_eq!(again.ok(), mine);
    // By alias and without accents, too.
    let again = carla.run(&["explain", "night", "game", "--player", "carla"]);
    assert_eq!(again.ok(), mine);
    assert_same(&before, &snapshot(all.root()), &[], "explain");
    // A phase that was not played.
    all.refused(
        &["explain", "day", "game"],
        2,
        &[
            "phase `day` is not in history/",
            "help: phases that were resolved are the folders under history/",
        ],
    );
}

#[test]
fn bbcode_reports() {
    let sandbox = sample_night();
    let out = sandbox.run(&["next", "game", "--format", "bbcode"]);
    assert!(out.ok().contains("(*.bbcode)"), "{out:#?}");
    let tree = sandbox.snapshot();
    let night: Vec<&String> = tree
        .keys()
        .filter(|k| k.starts_with("reports/night/"))
        .collect();
    assert_eq!(night.len(), 11, "{night:?}");
    for path in night {
        assert!(path.ends_with(".bbcode"), "{path}");
        let text = String::from_utf8(tree[path].clone().unwrap()).unwrap();
        assert!(text.starts_with("[size=150][b]"), "{path}:\n{text}");
        assert!(!text.contains("**"), "markdown left in {path}:\n{text}");
    }
    let ana = sandbox.read_text("game/reports/night/Ana.bbcode");
    assert!(ana.contains("[list]\n[*]"), "{ana}");
    assert!(ana.contains("[b]Vidente[/b]"), "{ana}");
}

#[test]
fn the_same_game_twice_gives_the_same_files() {
    let play = || {
        let sandbox = sample_night();
        sandbox.run(&["next", "game"]).ok();
        sandbox.orders_from_example("2-day");
        sandbox.run(&["next", "game"]).ok();
        sandbox
    };
    let (one, two) = (play(), play());
    let a = snapshot(&one.game());
    assert!(a.contains_key("reports/day/public.md"), "{:?}", a.keys());
    assert!(a.contains_key("history/day/game.yaml"));
    assert_same(
        &a,
        &snapshot(&two.game()),
        &[LOCK],
        "two plays of the sample",
    );
    // And from two copies of one folder.
    let start = sample_night();
    let copy = start.clone_game();
    start.run(&["next", "game"]).ok();
    copy.run(&["next", "game"]).ok();
    assert_same(&start.snapshot(), &copy.snapshot(), &[LOCK], "two copies");
}
