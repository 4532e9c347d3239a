//! A post laid out under headings of the turn's parts (`TIRADAS`, `TIEMPO LIBRE`, `Descarte`),
//! each alone on its line, the plays under them: a heading is no order and names nothing of
//! the game (`LIBRE` is no short name of the Día Libre there), and a thing written whole,
//! alone on its line under one (`Calderilla en el Sofá`), is the order the ruleset's verbless
//! points say it stands for, as after a label's colon (`Tiempo libre: Navegar por la Red`).
//! With no heading above it, a bare thing stays the master's to read. The words of the parts
//! are the ruleset's (`Ruleset::turn_parts`); with none, no line is a heading.

use super::*;
use crate::core::names::fold;
use crate::core::orders::{OrderFile, OrderLine, Word};
use crate::core::ruleset::TurnParts;
use std::collections::BTreeSet;
use std::sync::Arc;

/// The ruleset's words of the parts of its turn (`Ruleset::turn_parts`), folded.
#[derive(Default)]
pub(super) struct TurnWords {
    /// Words of a part whose things are played (`Tiradas`, `Tiempo libre`).
    plays: BTreeSet<String>,
    /// Words of a part that only heads the post (`Descarte`, `Llamar a la Peña`).
    heads: BTreeSet<String>,
}

impl Verbs {
    /// With the words naming the parts of the ruleset's turn
    /// ([`crate::core::ruleset::Ruleset::turn_parts`]).
    pub fn with_turn_parts(mut self, (plays, heads): TurnParts) -> Verbs {
        let folded = |words: &[&str]| words.iter().map(|w| fold(w)).collect();
        self.turn_parts = Arc::new(TurnWords {
            plays: folded(plays),
            heads: folded(heads),
        });
        self
    }

    /// Whether folded `word` is one of a label after whose colon a thing is played or done:
    /// of the player's turn (`sequenced::TURN_LABEL`) or of a part that plays (`Tiempo libre`).
    pub(super) fn turn_label_word(&self, word: &str) -> bool {
        super::sequenced::TURN_LABEL.contains(&word) || self.turn_parts.plays.contains(word)
    }
}

/// Words a heading may hold that name no part by themselves.
const FILLER: &[&str] = &[
    "mi", "mis", "el", "la", "de", "del", "il", "mio", "miei", "my", "the", "a",
];

/// Whether `text` (one physical line) is a heading: one to four words, each a word of a label
/// of the turn or of its parts, one at least naming a part, and nothing after a colon.
fn is_heading(text: &str, verbs: &Verbs) -> bool {
    let text = text.trim().trim_end_matches(':').trim();
    if text.contains(':') {
        return false;
    }
    let words = points::tokens(text);
    !words.is_empty()
        && words.len() <= 4
        && words
            .iter()
            .all(|w| verbs.turn_label_word(w) || verbs.turn_parts.heads.contains(w))
        && words.iter().any(|w| !FILLER.contains(&w.as_str()))
}

/// Whether `line` is a heading alone on its line.
pub(super) fn heading_line(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> bool {
    alone(file, line).is_some_and(|text| is_heading(text, verbs))
}

/// Words that fill a step of the turn with nothing (`Descarte: nada`), folded.
const NOTHING: &[&str] = &[
    "nada", "nadie", "ninguno", "ninguna", "niente", "nulla", "nessuno", "nothing", "none",
    "nobody",
];

/// `Llamar a la Peña: —`, `Descarte: nada`: a step of a copied form of the turn left empty, alone
/// on its line: the label a heading of the turn's parts (its step's number aside: `Tiempo Libre
/// 2:`) and after its colon a dash or one word of nothing, no question. No order: the player
/// does nothing in that step. Anything else after the colon is read as it is.
pub(super) fn empty_step(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> bool {
    if alone(file, line).is_none() {
        return false;
    }
    let end = file.source[line.span.end..]
        .find('\n')
        .map_or(file.source.len(), |n| line.span.end + n);
    let whole = &file.source[line.span.start..end];
    let Some((label, step)) = whole.split_once(':') else {
        return false;
    };
    let label = label.trim_end_matches(|c: char| c.is_ascii_digit() || c.is_whitespace());
    let step = step.trim_matches(|c: char| !c.is_alphanumeric());
    !whole.contains('?')
        && is_heading(label, verbs)
        && (step.is_empty() || NOTHING.contains(&fold(step).as_str()))
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
fn first_heading(source: &crate::core::diag::Source, verbs: &Verbs) -> Option<usize> {
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
                verbs,
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
    if first_heading(&file.source, verbs).is_none_or(|heading| heading >= start) {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A heading is one of the ruleset's parts of the turn (`Ruleset::turn_parts`): the same
    /// words are none in a ruleset that names no parts, and a label with a thing after its
    /// colon is no heading.
    #[test]
    fn a_heading_is_made_of_the_rulesets_words_of_its_turn() {
        let parts: TurnParts = (&["tiempo", "libre"], &["descarte", "llamar", "a", "pena"]);
        let with = Verbs::new(["juego"]).with_turn_parts(parts);
        let without = Verbs::new(["juego"]);
        for text in [
            "TIEMPO LIBRE",
            "Mi Descarte:",
            "Llamar a la Peña",
            "- tiempo libre -",
        ] {
            assert!(is_heading(text.trim_matches(['-', ' ']), &with), "{text}");
            assert!(
                !is_heading(text.trim_matches(['-', ' ']), &without),
                "{text}"
            );
        }
        for text in ["Tiempo libre: Siesta", "la de", "Descarte el Porro", "Gato"] {
            assert!(!is_heading(text, &with), "{text}");
        }
        assert!(with.turn_label_word("libre") && !without.turn_label_word("libre"));
        assert!(with.turn_label_word("turno") && without.turn_label_word("turno"));
    }
}
