//! A master's deck file (`--option deck=FILE`): "a master can replace the deck with a YAML or
//! CSV file". A `.csv` file holds one row per job or life card, in the columns of
//! [`COLUMNS`] (documented in the README); every other file is YAML, the schema of the sample
//! `deck.yaml`. Both are held to the same schema checks (unknown columns or fields, unknown
//! kinds, categories and effects are refused), each problem with its file, line and column and
//! a help line; nothing is guessed.

use super::cards::Cards;
use crate::core::diag::{Problem, Source};
use crate::core::msg::Msg;
use std::ops::Range;

/// The largest deck file read (a deck is a few KB).
pub const MAX_BYTES: usize = 1024 * 1024;

/// The columns of a CSV deck. `kind` is `job` for a job, or the life card's kind.
pub const COLUMNS: &[&str] = &[
    "kind",
    "id",
    "name",
    "aliases",
    "count",
    "cost",
    "slack",
    "person",
    "categories",
    "effects",
    "salary",
    "free_time",
    "goal",
    "special",
    "two_players",
    "sample",
];

pub(super) const JOB_COLUMNS: &[&str] = &[
    "kind",
    "id",
    "name",
    "aliases",
    "salary",
    "free_time",
    "goal",
    "special",
    "two_players",
    "sample",
];
pub(super) const LIFE_COLUMNS: &[&str] = &[
    "kind",
    "id",
    "name",
    "aliases",
    "count",
    "cost",
    "slack",
    "person",
    "categories",
    "effects",
    "sample",
];

/// Reads a deck file's text: CSV when its name ends in `.csv`, YAML otherwise.
pub fn parse(path: &str, text: &str) -> Result<Cards, Vec<Problem>> {
    if text.len() > MAX_BYTES {
        return Err(vec![
            Problem::new(
                Msg::new("chez-geek-err-deck-too-big")
                    .arg("path", path)
                    .arg("limit", MAX_BYTES),
            )
            .unreadable(),
        ]);
    }
    if path.to_lowercase().ends_with(".csv") {
        super::deck_csv::parse_csv(path, text)
    } else {
        parse_yaml(path, text)
    }
}

fn parse_yaml(path: &str, text: &str) -> Result<Cards, Vec<Problem>> {
    let source: Source = std::sync::Arc::from(text);
    let cards: Cards =
        serde_yaml::from_str(&crate::core::yaml_depth::bounded(text)).map_err(|e| {
            let at = e.location().map_or(0, |l| l.index());
            vec![
                Problem::new(
                    Msg::new("chez-geek-err-deck-file")
                        .arg("path", path)
                        .arg("error", e.to_string()),
                )
                .at(path, &source, at..at + 1)
                .help(Msg::new("chez-geek-help-deck-yaml")),
            ]
        })?;
    // A card's id is found in the text as `id: ...` (its first place, looked up once).
    let mut first: std::collections::BTreeMap<&str, Range<usize>> = Default::default();
    for (at, _) in text.match_indices("id: ") {
        let rest = &text[at + 4..];
        let end = rest.find([',', '}', '\n', '\r']).unwrap_or(rest.len());
        let id = rest[..end].trim();
        if !id.is_empty() {
            first.entry(id).or_insert(at..at + 4 + end);
        }
    }
    // A problem of the whole deck (no life cards, no job) is at its list's key.
    let key_line = |key: &str| {
        let at = text
            .match_indices(key)
            .map(|(at, _)| at)
            .find(|at| crate::core::text::line_start(text, *at) == *at)?;
        Some(at..crate::core::text::line_end(text, at))
    };
    let locate = |key: &str, id: &str| match key {
        "chez-geek-err-deck-no-jobs" => key_line("jobs:"),
        _ if id.is_empty() => key_line("life:"),
        _ => first.get(id).cloned(),
    };
    deck_problems(
        cards,
        path,
        &source,
        &locate,
        Msg::new("chez-geek-help-deck-yaml"),
    )
}

/// The deck's own checks ([`Cards::problems`]), each at its card's row when known.
pub(super) fn deck_problems(
    cards: Cards,
    path: &str,
    source: &Source,
    locate: &dyn Fn(&str, &str) -> Option<Range<usize>>,
    help: Msg,
) -> Result<Cards, Vec<Problem>> {
    let found = cards.problems();
    if found.is_empty() {
        return Ok(cards);
    }
    Err(found
        .into_iter()
        .map(|(key, id)| {
            let p = Problem::new(super::cards::problem_msg(key, &id));
            match locate(key, &id) {
                Some(span) => p.at(path, source, span),
                None => p,
            }
            .help(help.clone())
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_deck_as_csv_is_the_sample_deck() {
        let csv = include_str!("deck.csv");
        let cards = parse("deck.csv", csv).unwrap_or_else(|p| panic!("{p:?}"));
        assert_eq!(cards, Cards::sample());
    }

    /// Each problem's (key, line, column, text under it).
    fn located(path: &str, text: &str) -> Vec<(String, usize, usize, String)> {
        let problems = parse(path, text).unwrap_err();
        problems
            .iter()
            .map(|p| {
                let place = p.place.as_ref().expect("a place");
                let (_, line, col) = p.location().expect("a location");
                assert!(p.help.is_some(), "a help line");
                (
                    p.msg.key.clone(),
                    line,
                    col,
                    place.source[place.span.clone()].to_string(),
                )
            })
            .collect()
    }

    const HEAD: &str = "kind,id,name,count,cost,slack,categories,effects\n";

    #[test]
    fn a_csv_deck_with_cr_only_or_unicode_line_ends_reads_the_same() {
        // The sample deck starts with `#` comment lines: with CR or U+2028 line ends, a
        // comment read up to `\n` only would swallow the whole deck.
        let csv = include_str!("deck.csv");
        for brk in ["\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0C}"] {
            let text = csv.replace('\n', brk);
            let cards = parse("deck.csv", &text).unwrap_or_else(|p| panic!("{brk:?}: {p:?}"));
            assert_eq!(cards, Cards::sample(), "line ends {brk:?}");
        }
    }

    #[test]
    fn a_csv_deck_problem_after_comment_lines_is_located_alike_with_any_line_end() {
        let text = "# a comment\nkind,id,name,colour\n# another\ncosa,a,A,red\n";
        let expected = [("chez-geek-err-deck-column".into(), 2, 14, "colour".into())];
        for brk in ["\n", "\r", "\u{2028}", "\u{85}"] {
            assert_eq!(
                located("d.csv", &text.replace('\n', brk)),
                expected,
                "{brk:?}"
            );
        }
    }

    #[test]
    fn a_csv_deck_with_an_unknown_column_is_refused_at_its_header_cell() {
        let text = "kind,id,name,colour\ncosa,a,A,red\n";
        assert_eq!(
            located("d.csv", text),
            [("chez-geek-err-deck-column".into(), 1, 14, "colour".into())]
        );
    }

    #[test]
    fn a_csv_deck_cell_of_the_wrong_kind_is_refused_at_its_line_and_column() {
        let text = format!(
            "{HEAD}cosa,a,A,2,1,1,papeo,\ncosa,b,B,two,1,1,,\nactividad,c,C,1,0,1d6,tele|sueno,\ncosa,d,D,1,1,1,,fly: 2\nbicho,e,E\n"
        );
        let found = located("d.csv", &text);
        let keys: Vec<(&str, usize, &str)> = found
            .iter()
            .map(|(k, l, _, t)| (k.as_str(), *l, t.as_str()))
            .collect();
        assert_eq!(
            keys,
            [
                ("chez-geek-err-deck-cell", 3, "two"),
                ("chez-geek-err-deck-cell", 4, "tele|sueno"),
                ("chez-geek-err-deck-cell", 5, "fly: 2"),
                ("chez-geek-err-deck-kind", 6, "bicho"),
            ]
        );
        assert_eq!(found[0].2, 10, "the column of `two`");
    }

    #[test]
    fn a_job_column_on_a_life_card_and_a_repeated_id_are_refused_at_their_rows() {
        let text = format!("{HEAD}cosa,a,A,1,1,1,,\ncosa,a,B,1,1,1,,\n");
        let mut found = located("d.csv", &text);
        // This deck has no job either: that is said at its header.
        assert_eq!(
            found.last().map(|f| (f.0.as_str(), f.1)),
            Some(("chez-geek-err-deck-no-jobs", 1))
        );
        found.pop();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].0, "chez-geek-err-deck-id");
        assert_eq!(found[0].1, 2, "the first row with the id");
        let text = "kind,id,name,goal\ncosa,a,A,20\n";
        let found = located("d.csv", text);
        assert_eq!(
            (found[0].0.as_str(), found[0].1, found[0].3.as_str()),
            ("chez-geek-err-deck-not-for-kind", 2, "20")
        );
    }

    #[test]
    fn a_yaml_deck_error_names_its_line_and_column() {
        let text = "jobs: []\nlife:\n  - {id: a, name: A, kind: cosa, colour: red}\n";
        let found = located("d.yaml", text);
        assert_eq!(found[0].0, "chez-geek-err-deck-file");
        assert_eq!(found[0].1, 3);
    }

    /// A repeated id is shown at its own first row, not at an id it begins (`a1` in `a10`),
    /// and each of thousands of them is found (a map, not a scan each; no test times it).
    #[test]
    fn a_repeated_id_is_located_at_its_own_first_row() {
        let yaml = "jobs: []\nlife:\n  - {id: a10, name: A, kind: cosa}\n  - {id: a1, name: B, kind: cosa}\n  - {id: a1, name: C, kind: cosa}\n";
        let found = parse("d.yaml", yaml).unwrap_err();
        assert_eq!(found[0].location().unwrap().1, 4, "the line of `id: a1`");
        let mut text = String::from(HEAD);
        let mut yaml = String::from("jobs: []\nlife:\n");
        for round in 0..2 {
            for i in 0..10_000 {
                let i = if round == 0 { i } else { 9_999 - i };
                text.push_str(&format!("cosa,c{i},A,,1,1,,\n"));
                yaml.push_str(&format!("  - {{id: c{i}, name: A, kind: cosa}}\n"));
            }
        }
        let csv = parse("d.csv", &text).unwrap_err();
        let yml = parse("d.yaml", &yaml).unwrap_err();
        assert!(csv.len() >= 10_000 && yml.len() >= 10_000);
    }

    #[test]
    fn a_deck_of_billions_of_copies_is_refused_before_any_pile_is_made() {
        let text = format!("{HEAD}cosa,a,A,4000000000,1,1,,\n");
        let found = parse("d.csv", &text).unwrap_err();
        assert!(
            found
                .iter()
                .any(|p| p.msg.key == "chez-geek-err-deck-too-many"),
            "{found:?}"
        );
    }
}
