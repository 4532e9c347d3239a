//! A post laid out under headings of the turn's parts (`TIRADAS`, `TIEMPO LIBRE`, `Descarte`),
//! each alone on its line, the plays under them: a heading is no order and names nothing of
//! the game (`LIBRE` is no short name of the Día Libre there), and a thing written whole,
//! alone on its line under one (`Calderilla en el Sofá`), is the order the ruleset's verbless
//! points say it stands for, as after a label's colon (`Tiempo libre: Navegar por la Red`).
//! With no heading above it, a bare thing stays the master's to read.

use super::*;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Words of a heading naming a part of the turn, folded, beside `sequenced::TURN_LABEL`.
const PARTS: &[&str] = &[
    "descarte", "compras", "llamar", "pena", "robo", "scarto", "spesa", "discard", "shopping",
    "rolls",
];

/// Words a heading may hold that name no part by themselves.
const FILLER: &[&str] = &[
    "mi", "mis", "el", "la", "de", "del", "il", "mio", "miei", "my", "the", "a",
];

/// Whether `text` (one physical line) is a heading: one to four words, each a word of a label
/// of the turn or of its parts, one at least naming a part, and nothing after a colon.
fn is_heading(text: &str) -> bool {
    let text = text.trim().trim_end_matches(':').trim();
    if text.contains(':') {
        return false;
    }
    let words = points::tokens(text);
    !words.is_empty()
        && words.len() <= 4
        && words.iter().all(|w| {
            super::sequenced::TURN_LABEL.contains(&w.as_str()) || PARTS.contains(&w.as_str())
        })
        && words.iter().any(|w| !FILLER.contains(&w.as_str()))
}

/// Whether `line` is a heading alone on its line.
pub(super) fn heading_line(file: &OrderFile, line: &OrderLine) -> bool {
    alone(file, line).is_some_and(is_heading)
}

/// The text of `line`'s physical line, when `line` is all of it (bullets aside).
fn alone<'a>(file: &'a OrderFile, line: &OrderLine) -> Option<&'a str> {
    let start = crate::core::text::line_start(&file.source, line.span.start);
    let before = file.source.get(start..line.span.start)?;
    let after = file.source.get(line.span.end..)?;
    let end = after.find('\n').unwrap_or(after.len());
    let bare = before
        .chars()
        .all(|c| c.is_whitespace() || "-*•·>".contains(c))
        && after[..end].chars().all(|c| !c.is_alphanumeric());
    bare.then(|| file.source.get(line.span.clone())).flatten()
}

/// Where the PM's first heading line starts: a line has one above it when that is before it.
/// Found once a PM (issue 25: the PM above each bare line was read again for one), the last
/// PM's kept by its text, shared and held, so the same text is known at once.
fn first_heading(source: &crate::core::diag::Source) -> Option<usize> {
    thread_local!(static LAST: std::cell::RefCell<Option<(crate::core::diag::Source, Option<usize>)>> =
        const { std::cell::RefCell::new(None) });
    LAST.with_borrow_mut(|last| {
        if let Some((text, first)) = last.as_ref()
            && std::sync::Arc::ptr_eq(text, source)
        {
            return *first;
        }
        let mut at = 0;
        let mut first = None;
        for line in source.split_inclusive('\n') {
            if is_heading(
                line.strip_suffix('\n')
                    .map_or(line, |l| l.strip_suffix('\r').unwrap_or(l)),
            ) {
                first = Some(at);
                break;
            }
            at += line.len();
        }
        *last = Some((source.clone(), first));
        first
    })
}

/// `TIEMPO LIBRE` ⏎ `Calderilla en el Sofá`: a line that is one thing written whole, alone on
/// its line, below a heading of the post: the line with the thing's verb before it (in no
/// space of its own). The sender's own copy says the verb where he holds one.
pub(super) fn under_a_heading(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
) -> Option<OrderLine> {
    let point = verbs.verbless_point.as_ref()?;
    alone(file, line)?;
    let start = crate::core::text::line_start(&file.source, line.span.start);
    if first_heading(&file.source).is_none_or(|heading| heading >= start) {
        return None;
    }
    let words = &line.words;
    let at = words
        .iter()
        .position(|w| !point.leading.iter().any(|l| l == w.folded()))?;
    let written: Vec<String> = words[at..]
        .iter()
        .flat_map(|w| points::tokens(&w.text))
        .collect();
    let (verb, thing) = point.things.iter().find(|(_, t)| *t == written)?;
    let verb = points::held_verb(file, verbs, thing).unwrap_or(Some(verb))?;
    let from = words[0].span.start;
    let mut order = vec![Word::new(verb.clone(), from..from)];
    order.extend(words.iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}
