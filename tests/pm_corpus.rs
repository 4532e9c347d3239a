//! Issue 22 ("never silent"): the corpus of messy PMs in `fixtures/pms/<ruleset>/*.yaml`, each
//! with its expected reading. Every line of every PM is accounted for: read as an order (its
//! reading as `check --json` shows it), set aside as chatter, or raised as a problem at its
//! line; nothing else. A PM's header (`sent:`) is the only line that may be none of these.

use crate::common;

use common::Sandbox;
use serde::Deserialize;
use std::collections::BTreeSet;
use std::path::Path;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Corpus {
    ruleset: String,
    /// Example phases (`examples/<ruleset>/phases/<name>`) played with `next` first.
    #[serde(default)]
    after: Vec<String>,
    /// PMs in `orders/` beside each case's own, by file name (chez-geek: the active player's
    /// post of numbered plays a reaction answers). Their lines and problems are not the case's.
    #[serde(default)]
    orders: std::collections::BTreeMap<String, String>,
    cases: Vec<Case>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    /// What the case shows (the failure message names it).
    what: String,
    player: String,
    /// A PM the player sent before this one (`PLAYER.txt`; the case's PM is then
    /// `PLAYER-2.txt`): its orders and lines are named `E1`, `E2`… in `reads` and `replaced`.
    #[serde(default)]
    earlier: Option<String>,
    pm: String,
    /// Each order read, as `LINE: READING` (`check --json`'s reading in English), and `LINE: if
    /// ON: READING` for one given with a condition.
    #[serde(default)]
    reads: Vec<String>,
    /// The lines raised as problems.
    #[serde(default)]
    problems: Vec<usize>,
    /// Orders a later one replaced, as `LINE>LINE`.
    #[serde(default)]
    replaced: Vec<String>,
    /// The lines `check` shows as a remark (no order, a note at its line: `Sospecho de Bruno`).
    #[serde(default)]
    remarks: Vec<usize>,
    /// The lines `check` shows as a note of no order (`todavía no sé a quién votar`, `hoy no
    /// voto`): checked when given, as a note is chatter to the count of lines.
    #[serde(default)]
    notes: Option<Vec<usize>>,
}

struct Seen {
    reads: Vec<String>,
    conditions: BTreeSet<usize>,
    chatter: BTreeSet<usize>,
    remarks: BTreeSet<usize>,
    notes: BTreeSet<usize>,
    problems: BTreeSet<usize>,
    replaced: Vec<String>,
    /// The lines of the case's PM that withdraw an earlier order in words.
    withdrawing: BTreeSet<usize>,
}

/// A line as the case names it: `3` in the case's PM, `E3` in the earlier one.
fn named(file: &serde_json::Value, line: &serde_json::Value, earlier: Option<&str>) -> String {
    match (earlier, file.as_str()) {
        (Some(first), Some(f)) if f.ends_with(&format!("/{first}")) => format!("E{line}"),
        _ => line.to_string(),
    }
}

fn seen(json: &serde_json::Value, earlier: Option<&str>, others: &[&String]) -> Seen {
    let other = |file: &serde_json::Value| {
        file.as_str()
            .is_some_and(|f| others.iter().any(|o| f.ends_with(&format!("/{o}"))))
    };
    let mut s = Seen {
        reads: Vec::new(),
        conditions: BTreeSet::new(),
        chatter: BTreeSet::new(),
        remarks: BTreeSet::new(),
        notes: BTreeSet::new(),
        problems: BTreeSet::new(),
        replaced: Vec::new(),
        withdrawing: BTreeSet::new(),
    };
    for pm in json["pms"].as_array().into_iter().flatten() {
        if other(&pm["files"][0]) {
            continue;
        }
        let mine = pm["files"][0]
            .as_str()
            .is_some_and(|f| earlier.is_none_or(|e| !f.ends_with(&format!("/{e}"))));
        for o in pm["orders"].as_array().into_iter().flatten() {
            let line = named(&o["file"], &o["line"], earlier);
            let reading = o["reading"].as_str().unwrap_or("?");
            // An order under a condition (`Si me sale vidente: ver Jorge`, `pierdo X si viene Y`)
            // reads `if seer: see Jorge`, `if Gilipollas: lose X` (what the condition is about);
            // a condition on a line of its own is read at that line.
            match o.get("condition") {
                Some(c) => {
                    s.conditions.insert(c["line"].as_u64().unwrap() as usize);
                    let on = c["on"].as_str().unwrap_or("?");
                    s.reads.push(format!("{line}: if {on}: {reading}"));
                }
                None => s.reads.push(format!("{line}: {reading}")),
            }
        }
        for l in pm["ignored"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|_| mine)
        {
            s.chatter.insert(l["line"].as_u64().unwrap() as usize);
            if l["remark"] == true {
                s.remarks.insert(l["line"].as_u64().unwrap() as usize);
            }
            if l["no_order_now"] == true || l["undecided"] == true {
                s.notes.insert(l["line"].as_u64().unwrap() as usize);
            }
        }
        for r in pm["replaced"].as_array().into_iter().flatten() {
            s.replaced.push(format!(
                "{}>{}",
                named(&r["file"], &r["line"], earlier),
                named(&r["by_file"], &r["by_line"], earlier)
            ));
            let by = named(&r["by_file"], &r["by_line"], earlier);
            if r["withdrawn"] == true
                && let Ok(by) = by.parse::<usize>()
            {
                s.withdrawing.insert(by);
            }
        }
    }
    for p in json["problems"].as_array().into_iter().flatten() {
        if other(&p["file"]) {
            continue;
        }
        if let Some(line) = p["line"].as_u64() {
            s.problems.insert(line as usize);
        }
    }
    s
}

fn header(line: &str) -> bool {
    // In markup as the forum pasted it (`[i]Inviato il: lun 30 nov 2026, 22:03[/i]`).
    let l = adjudicate::core::markup::strip_tags(line).to_lowercase();
    [
        "sent:", "enviado:", "inviato", "asunto:", "oggetto:", "subject:",
    ]
    .iter()
    .any(|h| l.starts_with(h))
}

/// The figure of the corpus: PMs read right (every order read as expected, nothing raised),
/// refused as expected (a line raised to the master), silent drops (a line nowhere), silent
/// misreadings (an order read otherwise than expected with nothing raised), other mismatches.
#[derive(Default)]
struct Figure {
    read_right: usize,
    refused: usize,
    silent_drops: usize,
    silent_misreadings: usize,
    other: usize,
}

/// Every failure of one corpus file, as text.
fn run_corpus(path: &Path, figure: &mut Figure) -> Vec<String> {
    let corpus: Corpus = serde_yaml::from_str(&std::fs::read_to_string(path).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let base = Sandbox::new();
    base.start_example(&corpus.ruleset);
    for phase in &corpus.after {
        base.play_phase(&corpus.ruleset, phase);
    }
    for (file, text) in &corpus.orders {
        base.order(file, text);
    }
    let others: Vec<&String> = corpus.orders.keys().collect();
    let mut failures = Vec::new();
    for case in &corpus.cases {
        let sandbox = base.clone_game();
        let first = format!("{}.txt", case.player);
        let file = match &case.earlier {
            Some(earlier) => {
                sandbox.order(&first, earlier);
                format!("{}-2.txt", case.player)
            }
            None => first.clone(),
        };
        sandbox.order(&file, &case.pm);
        let out = sandbox.run(&["check", "game", "--json"]);
        let json: serde_json::Value = match serde_json::from_str(&out.stdout) {
            Ok(j) => j,
            Err(_) => {
                failures.push(format!("{}: no JSON: {}", case.what, out.stderr));
                continue;
            }
        };
        let s = seen(
            &json,
            case.earlier.as_ref().map(|_| first.as_str()),
            &others,
        );
        let read_lines: BTreeSet<usize> = s
            .reads
            .iter()
            .filter_map(|r| r.split(':').next().unwrap().parse().ok())
            .collect();
        let mut wrong = Vec::new();
        let misread = s.reads != case.reads && s.problems.is_empty();
        let mut dropped = false;
        if s.reads != case.reads {
            wrong.push(format!("reads {:?}, expected {:?}", s.reads, case.reads));
        }
        let expected_problems: BTreeSet<usize> = case.problems.iter().copied().collect();
        if s.problems != expected_problems {
            let messages: Vec<String> = json["problems"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|p| format!("{} {}", p["message"], p["help"]))
                .collect();
            wrong.push(format!(
                "problems at {:?}, expected {:?} ({messages:?})",
                s.problems, expected_problems
            ));
        }
        let expected_remarks: BTreeSet<usize> = case.remarks.iter().copied().collect();
        if s.remarks != expected_remarks {
            wrong.push(format!(
                "remarks at {:?}, expected {:?}",
                s.remarks, expected_remarks
            ));
        }
        if let Some(notes) = &case.notes
            && s.notes != notes.iter().copied().collect()
        {
            wrong.push(format!("notes at {:?}, expected {notes:?}", s.notes));
        }
        if s.replaced != case.replaced {
            wrong.push(format!(
                "replaced {:?}, expected {:?}",
                s.replaced, case.replaced
            ));
        }
        // Never silent: each line is read, chatter or a problem. A line quoted from another
        // post (`[quote]…[/quote]`) is not the player's words: the markup reader hides it.
        let hidden = adjudicate::core::markup::hidden_ranges(&case.pm);
        let mut at = 0;
        for (i, line) in case.pm.lines().enumerate() {
            let n = i + 1;
            let start = at;
            at += line.len() + 1;
            let quoted = line.char_indices().all(|(o, c)| {
                !c.is_alphanumeric() || hidden.iter().any(|h| h.contains(&(start + o)))
            });
            // A `#` line is a comment (a form's explanations): the intake raises it when it
            // is an order the player wrote after the `#`.
            let comment = line.trim_start().starts_with('#')
                && !line.trim_start()[1..].starts_with(|c: char| c == '#' || c.is_ascii_digit());
            // A line of BBCode tags alone (`[list]`, `[/list]`) says nothing: the markup reader
            // reads it as a blank line.
            let tags_only = !adjudicate::core::markup::strip_tags(line)
                .chars()
                .any(char::is_alphanumeric);
            let has_text =
                line.chars().any(char::is_alphanumeric) && !quoted && !comment && !tags_only;
            let replaced_line = s
                .replaced
                .iter()
                .any(|r| r.split('>').next() == Some(&n.to_string()));
            let accounted = read_lines.contains(&n)
                || s.conditions.contains(&n)
                || replaced_line
                || s.withdrawing.contains(&n)
                || s.chatter.contains(&n)
                || s.problems.contains(&n)
                || header(line);
            if has_text && !accounted {
                dropped = true;
                wrong.push(format!("line {n} {line:?} is nowhere"));
            }
        }
        // Each failure names its class, the silent ones first in the eye.
        let class = match () {
            _ if dropped => {
                figure.silent_drops += 1;
                "SILENT DROP"
            }
            _ if misread => {
                figure.silent_misreadings += 1;
                "SILENT MISREADING"
            }
            _ if !wrong.is_empty() => {
                figure.other += 1;
                "mismatch"
            }
            _ if case.problems.is_empty() => {
                figure.read_right += 1;
                "read right"
            }
            _ => {
                figure.refused += 1;
                "refused"
            }
        };
        if !wrong.is_empty() {
            failures.push(format!(
                "[{class}] {} ({}): {}",
                case.what,
                path.display(),
                wrong.join("; ")
            ));
        }
    }
    failures
}

#[test]
fn every_corpus_pm_reads_as_expected_and_no_line_is_silent() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/pms");
    let mut files = Vec::new();
    for dir in std::fs::read_dir(&root).unwrap() {
        for f in std::fs::read_dir(dir.unwrap().path()).unwrap() {
            files.push(f.unwrap().path());
        }
    }
    // `PM_CORPUS=remarks cargo test --test suite pm_corpus`: only the files whose path holds it.
    if let Ok(only) = std::env::var("PM_CORPUS") {
        files.retain(|f| f.to_string_lossy().contains(&only));
    }
    files.sort();
    assert!(!files.is_empty());
    let mut figure = Figure::default();
    let failures: Vec<String> = files
        .iter()
        .flat_map(|f| run_corpus(f, &mut figure))
        .collect();
    let total = figure.read_right
        + figure.refused
        + figure.silent_drops
        + figure.silent_misreadings
        + figure.other;
    let report = format!(
        "PM corpus: {total} PMs, {} read right, {} refused (raised to the master), {} silent \
         drops, {} silent misreadings, {} other mismatches",
        figure.read_right,
        figure.refused,
        figure.silent_drops,
        figure.silent_misreadings,
        figure.other
    );
    println!("{report}");
    assert!(failures.is_empty(), "{report}\n{}", failures.join("\n"));
}
