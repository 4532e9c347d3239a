//! A line of several sentences: a reason or a remark after an order ends with its sentence, and
//! a later sentence that holds an order of its own (`Emborracho a Ana, que vota raro. Mi voto:
//! Gino`, with no verb the line's reading would see) is read as one, never swallowed into the
//! first order's prose.

use super::*;
use crate::core::markup::is_pictograph;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Abbreviations whose period ends no sentence, folded (`Sr.`, `Dr.`, `Sig.`).
pub(super) const ABBREVIATIONS: &[&str] = &[
    "sr", "sra", "srta", "dr", "dra", "sig", "sigra", "mr", "mrs", "ms", "st", "ud", "uds", "vd",
    "etc", "pag", "num", "n", "no",
];

/// Whether a sentence starts at word `at`: a `.`, `!` or `?` (not the pause of `...` or `…`)
/// and a space before it, its capital, and no abbreviation or point number before the period.
pub(super) fn starts_a_sentence(file: &OrderFile, words: &[Word], at: usize) -> bool {
    let Some(before) = at.checked_sub(1).map(|b| &words[b]) else {
        return false;
    };
    let gap = &file.source[before.span.end..words[at].span.start];
    // `¡`, `¿` open the sentence (`pierdo el Barril. ¡Estás Despedido! a Dani`).
    let gap = gap.trim_end_matches(['¡', '¿']);
    let mark = gap.trim_end();
    mark.ends_with(['.', '!', '?'])
        && !mark.contains("..")
        && !mark.contains('…')
        && gap.ends_with(char::is_whitespace)
        && words[at]
            .text
            .chars()
            .next()
            .is_some_and(char::is_uppercase)
        && !folded_in(before, ABBREVIATIONS)
        // `1. seguo Bruno 2. Seguo Bruno`: the period of a point's number.
        && !is_point_number(file, words, at - 1)
}

/// Whether a sentence starts at word `at` with its verb in lower case (`seguir Bruno. me
/// quedo`, `me quedo. me quedo. me quedo`, `toco la campana. luego me quedo`): a `.`, `!` or `?`
/// before it (no pause, abbreviation or point number), and the word, past a word of sequence
/// and a reflexive pronoun, a verb of the game. Such a sentence is an order of its own or the
/// master's to read, never the order's prose (blind corpus 6, I).
fn starts_by_its_verb(file: &OrderFile, words: &[Word], at: usize, verbs: &Verbs) -> bool {
    let Some(before) = at.checked_sub(1).map(|b| &words[b]) else {
        return false;
    };
    let gap = &file.source[before.span.end..words[at].span.start];
    // `¡`, `¿` open the sentence (`pierdo el Barril. ¡Estás Despedido! a Dani`).
    let gap = gap.trim_end_matches(['¡', '¿']);
    let mark = gap.trim_end();
    let ends = mark.ends_with(['.', '!', '?'])
        && !mark.contains("..")
        && !mark.contains('…')
        && gap.ends_with(char::is_whitespace)
        && !folded_in(before, ABBREVIATIONS)
        && !is_point_number(file, words, at - 1);
    let mut verb = at;
    if words
        .get(verb)
        .is_some_and(|w| folded_in(w, SEQUENCE) || folded_in(w, THEN))
    {
        verb += 1;
    }
    if words
        .get(verb)
        .is_some_and(|w| folded_in(w, REFLEXIVE_PRONOUN))
    {
        verb += 1;
    }
    ends && words.get(verb).is_some_and(|w| verbs.is_verb(w))
}

/// Whether word `i` is a point's number (`1. seguo Bruno 2. seguo Bruno`), not the number of
/// a phase or a card an order names (`campana fase 1. me quedo`).
fn is_point_number(file: &OrderFile, words: &[Word], i: usize) -> bool {
    let named = i > 0 && folded_in(&words[i - 1], NUMBERED_BY);
    !named && super::points::marked_number(file, &words[i]).is_some()
}

/// Words a number after them belongs to (`fase 1`, `carta 2`, `centro 3`).
const NUMBERED_BY: &[&str] = &[
    "fase", "phase", "carta", "card", "centro", "center", "centre", "punto", "point",
];

/// Words `from..to` of a line as a line of their own.
fn part(line: &OrderLine, from: usize, to: usize) -> OrderLine {
    let words = &line.words;
    let end = if to == words.len() {
        line.span.end
    } else {
        words[to - 1].span.end
    };
    OrderLine {
        line: line.line,
        span: words[from].span.start..end,
        words: words[from..to].to_vec(),
    }
}

/// The orders of a line whose sentences after the first order's (its verb at `first`, its
/// free text from `read_to`) hold orders of their own: each such sentence starts a part of
/// the line, read as a line of its own. `None` when no later sentence reads as an order by
/// itself: the line is read whole, its later sentences the order's remarks.
pub(super) fn later_sentences(
    file: &OrderFile,
    line: &OrderLine,
    first: usize,
    read_to: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Reading> {
    let words = &line.words;
    let by_verb = |at: usize| starts_by_its_verb(file, words, at, verbs);
    let starts: Vec<usize> = (first + 1..read_to)
        .filter(|&at| starts_a_sentence(file, words, at) || by_verb(at))
        .collect();
    let mut cuts = Vec::new();
    for (k, &at) in starts.iter().enumerate() {
        // A change of mind (`voto a Hugo. No, espera... a Bruno`) is read with the order it
        // changes, as a correction.
        if folded_in(&words[at], CHANGE_OF_MIND) || folded_in(&words[at], &["no", "non"]) {
            continue;
        }
        let end = starts.get(k + 1).copied().unwrap_or(words.len());
        let sentence = part(line, at, end);
        let reading = read_line(file, &sentence, verbs, names);
        if matches!(reading, Reading::Orders(_))
            && !super::narrative::cannot_be_an_order(file, &sentence, verbs, names)
        {
            cuts.push(at);
        } else if by_verb(at) && !starts_a_sentence(file, words, at) {
            // A sentence in lower case led by a verb of the game that reads as no order (`votó
            // a Ana ayer`): never the order's prose in silence.
            return Some(super::verbless::unsafe_line(file, line, at));
        }
    }
    if cuts.is_empty() {
        return None;
    }
    cuts.insert(0, 0);
    let mut found = Vec::new();
    for (k, &from) in cuts.iter().enumerate() {
        let to = cuts.get(k + 1).copied().unwrap_or(words.len());
        match read_line(file, &part(line, from, to), verbs, names) {
            Reading::Orders(orders) => found.extend(orders),
            // What led into the later order is the sender's prose.
            Reading::Chatter if k == 0 => {}
            other => return Some(other),
        }
    }
    Some(Reading::Orders(found))
}

/// Whether word `i` of a line is a condition, a maybe or reported speech, read in the PM's
/// language and its place ([`crate::core::intake::words::doubt_at`]).
pub(super) fn doubt_in(file: &OrderFile, words: &[Word], i: usize) -> bool {
    // `A lo mejor robo a Elena` ("maybe"); `mejor` alone is a change of mind.
    if i > 0 && words[i].folded() == "mejor" && words[i - 1].folded() == "lo" {
        return true;
    }
    if !folded_in(&words[i], DOUBT) {
        return false;
    }
    let prev = i.checked_sub(1).map(|p| words[p].folded());
    let next = words.get(i + 1).map(|n| n.folded());
    let comma_after = words
        .get(i + 1)
        .is_some_and(|n| file.source[words[i].span.end..n.span.start].contains([',', ':', ';']));
    let word = words[i].folded();
    doubt_between(prev, word, next, file.lang, comma_after)
}

/// Where the sentence and the clause of word `at` start: after the last `.`, `!`, `?`, `…` or
/// `[b]` (a new sentence), or `,`, `;`, `:` or an emoji (a new clause: `Seer here 👀 I'll look`),
/// written between two words before it.
pub(super) fn sentence_and_clause(file: &OrderFile, words: &[Word], at: usize) -> (usize, usize) {
    let mut sentence = 0;
    let mut clause = 0;
    for i in 1..=at {
        let gap = &file.source[words[i - 1].span.end..words[i].span.start];
        if gap.contains(['.', '!', '?', '…']) || gap.to_ascii_lowercase().contains("[b]") {
            sentence = i;
            clause = i;
        } else if gap.contains([',', ';', ':', '–', '—'])
            || gap.chars().any(is_pictograph)
            || spaced_dash(gap)
        {
            clause = i;
        }
    }
    (sentence, clause)
}

/// A dash standing apart between two words (`Gonna sit this one out - I abstain today`): a
/// break of clause, as a comma is; not the hyphen inside a word (`G-H-F`).
fn spaced_dash(gap: &str) -> bool {
    gap.contains('-') && gap.starts_with(char::is_whitespace) && gap.ends_with(char::is_whitespace)
}

/// What was written in the verb's sentence before it, markup included.
pub(super) fn sentence_before<'a>(
    file: &'a OrderFile,
    words: &[Word],
    sentence: usize,
    verb: usize,
) -> &'a str {
    let end = words[verb].span.start;
    let start = if sentence > 0 {
        words[sentence - 1].span.end
    } else {
        let before = &file.source[..end];
        before
            .rfind(crate::core::text::is_line_break)
            .map_or(0, |i| {
                i + before[i..].chars().next().map_or(1, char::len_utf8)
            })
    };
    &file.source[start..end]
}
