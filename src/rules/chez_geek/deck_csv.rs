//! A master's deck as CSV (`--option deck=cartas.csv`): one row per job or life card, the
//! columns named by its first row ([`COLUMNS`]); every cell is checked against its column and
//! the card's kind, each problem at its line and column with a help line.

use super::cards::{Amount, Cards, Category, Effect, Job, Kind, Life, PersonKind, Slack, Special};
use super::deck_file::{COLUMNS, JOB_COLUMNS, LIFE_COLUMNS, deck_problems};
use crate::core::diag::{Problem, Source};
use crate::core::msg::Msg;
use serde_yaml::{Mapping, Value};
use std::ops::Range;

/// The deck's text as the CSV reader reads it: every line break outside a quoted cell (CR
/// alone, NEL, U+2028… as the core's line splitter finds them) made of `\r` and `\n` of the same
/// length, since the reader ends records at `\r` or `\n` and a `#` comment at `\n` only. Byte
/// offsets are kept, so a problem is located in the deck as written.
fn csv_breaks(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut quoted = false;
    for line in crate::core::text::lines(text) {
        let body = &text[line.start..line.end];
        out.push_str(body);
        quoted ^= body.matches('"').count() % 2 == 1;
        let brk = &text[line.end..line.next];
        match (quoted, brk.len()) {
            (true, _) | (false, 0) => out.push_str(brk),
            (false, 1) => out.push('\n'),
            (false, 2) => out.push_str("\r\n"),
            (false, n) => {
                out.push('\n');
                out.push_str(&"\r".repeat(n - 2));
                out.push('\n');
            }
        }
    }
    out
}

/// The byte spans of the fields of the CSV record that starts at `start` (quotes honoured).
fn field_spans(text: &str, start: usize) -> Vec<Range<usize>> {
    let bytes = text.as_bytes();
    let mut spans = Vec::new();
    let mut i = start;
    let mut from = start;
    let mut quoted = false;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => quoted = !quoted,
            b',' if !quoted => {
                spans.push(from..i);
                from = i + 1;
            }
            b'\n' | b'\r' if !quoted => break,
            _ => {}
        }
        i += 1;
    }
    spans.push(from..i);
    spans
}

/// A cell's text as the value its column holds.
fn cell_value(column: &str, text: &str) -> Result<Value, String> {
    let yaml = |t: &str| {
        serde_yaml::from_str::<Value>(&crate::core::yaml_depth::bounded(t))
            .map_err(|e| e.to_string())
    };
    let list = |sep: char| -> Result<Value, String> {
        if text.starts_with('[') {
            return yaml(text);
        }
        let items: Result<Vec<Value>, String> = text
            .split(sep)
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| {
                if sep == '|' {
                    Ok(Value::from(s))
                } else {
                    yaml(s)
                }
            })
            .collect();
        Ok(Value::Sequence(items?))
    };
    let value = match column {
        "categories" | "aliases" => list('|')?,
        "effects" | "special" => list(';')?,
        "count" | "cost" | "goal" | "sample" | "two_players" => yaml(text)?,
        _ => Value::from(text),
    };
    // The cell alone, against its column's type: the problem points at the cell.
    fn check<T: serde::de::DeserializeOwned>(v: &Value) -> Result<(), String> {
        serde_yaml::from_value::<T>(v.clone())
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
    fn check_map<T: serde::de::DeserializeOwned>(v: &Value) -> Result<(), String> {
        serde_yaml::with::singleton_map_recursive::deserialize::<T, _>(v.clone())
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
    match column {
        "count" | "cost" => check::<u32>(&value)?,
        "goal" => check::<i32>(&value)?,
        "sample" | "two_players" => check::<bool>(&value)?,
        "slack" => check::<Slack>(&value)?,
        "salary" | "free_time" => check::<Amount>(&value)?,
        "person" => check::<PersonKind>(&value)?,
        "categories" => check::<Vec<Category>>(&value)?,
        "effects" => check_map::<Vec<Effect>>(&value)?,
        "special" => check_map::<Vec<Special>>(&value)?,
        _ => {}
    }
    Ok(value)
}

/// A CSV deck as it is read: the problems found, the header, the cards and where each card's
/// row is.
struct CsvDeck<'a> {
    path: &'a str,
    source: Source,
    text: &'a str,
    /// The text as the reader reads it (`csv_breaks`).
    read: String,
    problems: Vec<Problem>,
    header: Option<Vec<String>>,
    cards: Cards,
    rows: Vec<(String, Range<usize>)>,
}

/// Reads a CSV deck: one row per job or life card, under a header naming the columns.
pub(super) fn parse_csv(path: &str, text: &str) -> Result<Cards, Vec<Problem>> {
    let mut deck = CsvDeck {
        path,
        source: std::sync::Arc::from(text),
        text,
        read: csv_breaks(text),
        problems: Vec::new(),
        header: None,
        cards: Cards {
            jobs: Vec::new(),
            life: Vec::new(),
        },
        rows: Vec::new(),
    };
    let read = deck.read.clone();
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .comment(Some(b'#'))
        .from_reader(read.as_bytes());
    for record in reader.records() {
        match record {
            Ok(record) => deck.record(&record),
            Err(e) => {
                let at = e.position().map_or(0, |p| p.byte() as usize);
                let msg = Msg::new("chez-geek-err-deck-file").arg("error", e.to_string());
                let problem = deck.problem(msg, at..at + 1);
                deck.problems.push(problem);
            }
        }
    }
    if deck.header.is_none() {
        let msg = Msg::new("chez-geek-err-deck-missing-column").arg("column", "kind");
        let problem = deck.problem(msg, 0..0);
        deck.problems.push(problem);
    }
    if !deck.problems.is_empty() {
        return Err(deck.problems);
    }
    let mut first: std::collections::BTreeMap<&str, Range<usize>> = Default::default();
    for (id, span) in &deck.rows {
        first.entry(id.as_str()).or_insert_with(|| span.clone());
    }
    // A problem of the whole deck (no life cards, no job) is at its header.
    let header = 0..crate::core::text::line_end(text, 0);
    let locate = |_: &str, id: &str| match id {
        "" => Some(header.clone()),
        _ => first.get(id).cloned(),
    };
    let help = Msg::new("chez-geek-help-deck-csv");
    deck_problems(deck.cards, path, &deck.source, &locate, help)
}

impl CsvDeck<'_> {
    /// A problem of the deck at `span`, with the CSV help.
    fn problem(&self, msg: Msg, span: Range<usize>) -> Problem {
        Problem::new(msg.arg("path", self.path))
            .at(self.path, &self.source, span)
            .help(Msg::new("chez-geek-help-deck-csv"))
    }

    /// One record: the header (the first), else a card's row; a blank one is skipped.
    fn record(&mut self, record: &csv::StringRecord) {
        // The reader places a record that follows `#` comment lines at the first of them:
        // its cells start after them.
        let text = self.text;
        let mut start = record.position().map_or(0, |p| p.byte() as usize);
        while text.get(start..).is_some_and(|t| t.starts_with('#')) {
            start = crate::core::text::lines(&text[start..])
                .next()
                .map_or(text.len(), |line| start + line.next);
        }
        let spans = field_spans(&self.read, start);
        if record.iter().all(|c| c.trim().is_empty()) {
            return;
        }
        let Some(columns) = self.header.clone() else {
            self.header_row(record, &spans, start);
            return;
        };
        self.row(record, &columns, &spans, start);
    }

    /// The span of cell `i` (the end of the row for a cell the row lacks).
    fn span_of(spans: &[Range<usize>], start: usize, i: usize) -> Range<usize> {
        spans
            .get(i)
            .cloned()
            .unwrap_or(start..spans.last().map_or(start, |s| s.end))
    }

    /// The header: every column known, none twice, `kind`, `id` and `name` there.
    fn header_row(&mut self, record: &csv::StringRecord, spans: &[Range<usize>], start: usize) {
        let names: Vec<String> = record.iter().map(|c| c.trim().to_lowercase()).collect();
        for (i, name) in names.iter().enumerate() {
            if !COLUMNS.contains(&name.as_str()) || names[..i].contains(name) {
                let msg = Msg::new("chez-geek-err-deck-column").arg("column", name);
                let problem = self.problem(msg, Self::span_of(spans, start, i));
                self.problems.push(problem);
            }
        }
        for needed in ["kind", "id", "name"] {
            if !names.iter().any(|n| n == needed) {
                let msg = Msg::new("chez-geek-err-deck-missing-column").arg("column", needed);
                let problem = self.problem(msg, Self::span_of(spans, start, 0));
                self.problems.push(problem);
            }
        }
        self.header = Some(names);
    }

    /// A card's row: its cells in the columns its kind has, read as a job or a life card.
    fn row(
        &mut self,
        record: &csv::StringRecord,
        columns: &[String],
        spans: &[Range<usize>],
        start: usize,
    ) {
        let row = start..spans.last().map_or(start, |s| s.end);
        if record.len() > columns.len() {
            let msg = Msg::new("chez-geek-err-deck-row-length")
                .arg("cells", record.len())
                .arg("columns", columns.len());
            let problem = self.problem(msg, Self::span_of(spans, start, columns.len()));
            self.problems.push(problem);
            return;
        }
        let kind_column = columns.iter().position(|c| c == "kind");
        let kind = kind_column
            .and_then(|i| record.get(i))
            .unwrap_or("")
            .trim()
            .to_lowercase();
        let allowed = match kind.as_str() {
            "job" => JOB_COLUMNS,
            _ if serde_yaml::from_value::<Kind>(Value::from(kind.as_str())).is_ok() => LIFE_COLUMNS,
            _ => {
                let msg = Msg::new("chez-geek-err-deck-kind").arg("kind", &kind);
                let at = Self::span_of(spans, start, kind_column.unwrap_or(0));
                let problem = self.problem(msg, at);
                self.problems.push(problem);
                return;
            }
        };
        let Some(map) = self.cells(record, columns, allowed, &kind, spans, start) else {
            return;
        };
        let id = map
            .get("id")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        let read = if kind == "job" {
            serde_yaml::from_value::<Job>(Value::Mapping(map)).map(|j| self.cards.jobs.push(j))
        } else {
            serde_yaml::from_value::<Life>(Value::Mapping(map)).map(|c| self.cards.life.push(c))
        };
        match read {
            Ok(()) => self.rows.push((id, row)),
            Err(e) => {
                let msg = Msg::new("chez-geek-err-deck-file").arg("error", e.to_string());
                let problem = self.problem(msg, row);
                self.problems.push(problem);
            }
        }
    }

    /// A row's cells as the values of their columns; `None` when a cell is in a column its
    /// kind has not, or cannot be read (each a problem at its cell).
    fn cells(
        &mut self,
        record: &csv::StringRecord,
        columns: &[String],
        allowed: &[&str],
        kind: &str,
        spans: &[Range<usize>],
        start: usize,
    ) -> Option<Mapping> {
        let mut map = Mapping::new();
        let mut bad = false;
        for (i, cell) in record.iter().enumerate() {
            let cell = cell.trim();
            let column = columns[i].as_str();
            if cell.is_empty() || !COLUMNS.contains(&column) {
                continue;
            }
            let at = Self::span_of(spans, start, i);
            if !allowed.contains(&column) {
                let msg = Msg::new("chez-geek-err-deck-not-for-kind")
                    .arg("column", column)
                    .arg("kind", kind);
                let problem = self.problem(msg, at);
                self.problems.push(problem);
                bad = true;
                continue;
            }
            if column == "kind" && kind == "job" {
                continue;
            }
            match cell_value(column, cell) {
                Ok(v) => {
                    map.insert(Value::from(column), v);
                }
                Err(error) => {
                    let msg = Msg::new("chez-geek-err-deck-cell")
                        .arg("column", column)
                        .arg("error", error);
                    let problem = self.problem(msg, at);
                    self.problems.push(problem);
                    bad = true;
                }
            }
        }
        (!bad).then_some(map)
    }
}
