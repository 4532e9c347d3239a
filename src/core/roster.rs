//! The roster a master starts a game with: a CSV of `name[,aliases[,role[,gender]]]`, aliases
//! separated by `|`, gender `f`, `m` or empty (neutral wording). A first row
//! `name,aliases,role,gender` (or `nombre`, `nome`) is a header.

use crate::core::diag::Problem;
use crate::core::engine::Entry;
use crate::core::msg::Msg;
use crate::core::names::{check_name, check_written_name, fold};

/// A roster for a game folder: every name becomes a file name ([`check_name`]).
pub fn parse(path: &str, text: &str) -> Result<Vec<Entry>, Vec<Problem>> {
    parse_with(path, text, check_name)
}

/// A roster only counted (`tally --players`): no file is named after its players, so a player
/// may be called `Nul` ([`check_written_name`]).
pub fn parse_for_count(path: &str, text: &str) -> Result<Vec<Entry>, Vec<Problem>> {
    parse_with(path, text, check_written_name)
}

fn parse_with(
    path: &str,
    text: &str,
    check_name: fn(&str) -> Result<(), Msg>,
) -> Result<Vec<Entry>, Vec<Problem>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .comment(Some(b'#'))
        .from_reader(text.as_bytes());
    let mut entries: Vec<Entry> = Vec::new();
    let mut problems = Vec::new();
    let mut first = true;
    for record in reader.records() {
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                problems.push(csv_problem(path, text, e));
                continue;
            }
        };
        let span = line_span(text, &record);
        let name = record.get(0).unwrap_or("").to_string();
        if first && matches!(fold(&name).as_str(), "name" | "nombre" | "nome" | "player") {
            first = false;
            continue;
        }
        first = false;
        if name.is_empty() && record.iter().all(str::is_empty) {
            continue;
        }
        if let Err(help) = check_name(&name) {
            problems.push(
                Problem::new(Msg::new("err-roster-name").arg("name", &name))
                    .at(path, text, span.clone())
                    .help(help),
            );
            continue;
        }
        let aliases = aliases_of(&record);
        let role = record
            .get(2)
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .map(str::to_string);
        let gender = match crate::core::game::Gender::parse(record.get(3).unwrap_or("")) {
            Some(g) => g,
            None => {
                problems.push(gender_problem(&name, &record).at(path, text, span.clone()));
                continue;
            }
        };
        for word in std::iter::once(&name).chain(aliases.iter()) {
            if let Some(other) = taken(&entries, word) {
                problems.push(
                    Problem::new(
                        Msg::new("err-roster-duplicate")
                            .arg("name", word)
                            .arg("other", &other.name),
                    )
                    .at(path, text, span.clone())
                    .help(Msg::new("help-roster-duplicate")),
                );
            }
        }
        entries.push(Entry {
            name,
            aliases,
            role,
            gender,
        });
    }
    if problems.is_empty() {
        Ok(entries)
    } else {
        Err(problems)
    }
}

/// Where a record's line is in the text, for a problem to point at.
fn line_span(text: &str, record: &csv::StringRecord) -> std::ops::Range<usize> {
    let start = record.position().map(|p| p.byte() as usize).unwrap_or(0);
    let line_end = text[start..]
        .find('\n')
        .map(|i| start + i)
        .unwrap_or(text.len());
    start..line_end
}

/// A line the CSV reader cannot read, pointed at.
fn csv_problem(path: &str, text: &str, e: csv::Error) -> Problem {
    let span = e
        .position()
        .map(|p| p.byte() as usize..p.byte() as usize + 1)
        .unwrap_or(0..0);
    Problem::new(Msg::new("err-roster-csv").arg("error", e))
        .at(path, text, span)
        .help(Msg::new("help-roster"))
}

/// The fourth column is no gender (`f`, `m`, or nothing).
fn gender_problem(name: &str, record: &csv::StringRecord) -> Problem {
    Problem::new(
        Msg::new("err-roster-gender")
            .arg("name", name)
            .arg("value", record.get(3).unwrap_or("")),
    )
    .help(Msg::new("help-roster-gender"))
}

/// The second column: aliases separated by `|`.
fn aliases_of(record: &csv::StringRecord) -> Vec<String> {
    record
        .get(1)
        .unwrap_or("")
        .split('|')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .map(str::to_string)
        .collect()
}

/// The earlier line whose name or alias is `word` (case and accents folded).
fn taken<'e>(entries: &'e [Entry], word: &str) -> Option<&'e Entry> {
    entries
        .iter()
        .find(|e| fold(&e.name) == fold(word) || e.aliases.iter().any(|a| fold(a) == fold(word)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_aliases_and_roles() {
        let text = "name,aliases,role\nAna,Anita|A,seer\nBruno\n\nCarla,,werewolf\n";
        let roster = parse("roster.csv", text).unwrap();
        assert_eq!(roster.len(), 3);
        assert_eq!(roster[0].aliases, ["Anita", "A"]);
        assert_eq!(roster[0].role.as_deref(), Some("seer"));
        assert_eq!(roster[1].role, None);
        assert_eq!(roster[2].role.as_deref(), Some("werewolf"));
    }

    #[test]
    fn a_gender_column_gives_f_m_or_nothing() {
        use crate::core::game::Gender;
        let text = "name,aliases,role,gender\nRocío,,,f\nÁlvaro,,,M\nSam\n";
        let roster = parse("roster.csv", text).unwrap();
        assert_eq!(roster[0].gender, Some(Gender::F));
        assert_eq!(roster[1].gender, Some(Gender::M));
        assert_eq!(roster[2].gender, None);
    }

    #[test]
    fn a_gender_other_than_f_or_m_is_refused() {
        assert!(parse("r.csv", "Ana,,,x\n").is_err());
    }

    #[test]
    fn duplicates_and_file_unsafe_names_are_refused() {
        assert!(parse("r.csv", "Ana\nANA\n").is_err());
        assert!(parse("r.csv", "Ana\nBruno,ana\n").is_err());
        assert!(parse("r.csv", "a/b\n").is_err());
        assert!(parse("r.csv", "public\n").is_err());
        assert!(parse("r.csv", "Forms\n").is_err());
        assert!(parse("r.csv", &format!("{}\n", "x".repeat(247))).is_err());
    }
}
