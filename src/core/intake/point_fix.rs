//! A numbered point corrected on a later line of the same PM (issue 22 J, blind corpus 14):
//! `1. vado in cucina`, `2. resto`, `3. torno in sala da pranzo`, then `no aspetta, al punto 3
//! resto in cucina`. A change of mind names the point and gives its new order: that order
//! replaces the point's, and `check` shows it as a correction (`core::replaced`). Only the last
//! point read so far can be replaced in place (the new order stands after the others); a
//! correction of another point, of a point that is not there or of one holding two orders is
//! raised, never read in the wrong place. A change of mind naming no point is read as before.

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Words that may lead into the point named (`al punto 3`, `en el punto 3`, `per il punto 3`,
/// `for point 3`).
const BEFORE_POINT: &[&str] = &[
    "al", "en", "el", "a", "para", "in", "nel", "il", "per", "for", "on", "at", "the",
];

/// The word for a point, folded.
const POINT: &[&str] = &["punto", "point"];

/// The point the words from `at` name and where what follows them starts: `[al] punto 3`.
fn point_named(words: &[Word], at: usize) -> Option<(usize, usize)> {
    let mut i = at;
    while words.get(i).is_some_and(|w| folded_in(w, BEFORE_POINT)) {
        i += 1;
    }
    if !words.get(i).is_some_and(|w| folded_in(w, POINT)) {
        return None;
    }
    let n = words.get(i + 1)?.text.parse::<usize>().ok()?;
    Some((n, i + 2))
}

/// The number a line is led by (`3.`, `3)`, `3 -`, `3º`), as the point it is.
fn led_by(file: &OrderFile, order: &OrderLine) -> Option<usize> {
    let start = crate::core::text::line_start(&file.source, order.span.start);
    let text = crate::core::markup::strip_tags(file.source.get(start..order.span.start)?);
    let text = text.trim_start();
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    let after = text[digits.len()..].chars().next();
    if digits.is_empty() || after.is_some_and(char::is_alphanumeric) {
        return None;
    }
    digits.parse().ok()
}

/// What a line correcting a numbered point gives (`no aspetta, al punto 3 resto in cucina`):
/// the order it replaces (where it starts) and the new order, or the problem when that point's
/// order cannot be replaced in place; `None` for a line that corrects no point by number.
pub(super) fn read(
    file: &OrderFile,
    line: &OrderLine,
    orders: &[OrderLine],
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Result<(usize, OrderLine), Problem>> {
    let words = &line.words;
    let (marker, at) = super::corrections::change_of_mind(file, words, 0)?;
    if marker != 0 {
        return None;
    }
    let (n, from) = point_named(words, at)?;
    let rest = OrderLine {
        line: line.line,
        span: words.get(from)?.span.start..line.span.end,
        words: words[from..].to_vec(),
    };
    let raised = || super::verbless::unsafe_problem(file, line, &words[marker].text);
    let Reading::Orders(mut found) = super::line::read_line(file, &rest, verbs, names) else {
        return Some(Err(raised()));
    };
    let on_its_line = |l: usize| orders.iter().filter(|o| o.line == l).count();
    let replaced = orders
        .last()
        .filter(|o| found.len() == 1 && led_by(file, o) == Some(n) && on_its_line(o.line) == 1);
    Some(match replaced {
        Some(point) => Ok((point.span.start, found.remove(0))),
        None => Err(raised()),
    })
}
