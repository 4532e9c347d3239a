//! An arrow where a player writes a colon, and a label's qualifier before its mark (issue 22 J,
//! blind corpus 15): `My vote → Carla`, `Voto del día → Gloria ✅`, `Voto final: Carla`,
//! `Il mio voto di oggi -> Nico` are the vote as `Voto: Carla` is; `switch Bruno <-> Carla` the
//! two players joined as `Bruno and Carla`. Only a label made of the verb's own noun (after a
//! possessive) and the words that say which vote it is (`final`, `del día`, `di oggi`) leads
//! in this way: anything else before the mark (a negation, a doubt, another word) leaves the line
//! to the rest of the intake, where it is read or raised as before. What follows the mark is read
//! as the order's own words, with its question, condition or negation raised as any order's.

use super::{folded_in, words::MY};
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Whether a word is only an arrow (`->`, `→`, `=>`, `⇒`, `➡`, `-->`): the mark a colon is.
pub(super) fn is_arrow(word: &Word) -> bool {
    let t = &word.text;
    !t.is_empty()
        && !t.starts_with('<')
        && t.chars().all(|c| "-=>→⇒➡➔".contains(c))
        && t.contains(['>', '→', '⇒', '➡', '➔'])
}

/// Whether a word is only a two-headed arrow (`<->`, `<=>`, `↔`, `⇔`): two players swapped.
fn is_both_ways(word: &Word) -> bool {
    let t = &word.text;
    matches!(t.as_str(), "↔" | "⇔" | "⟷")
        || (t.starts_with('<')
            && t.ends_with('>')
            && t.len() >= 3
            && t.chars().all(|c| "<->=".contains(c)))
}

/// What says which vote a label names, between its noun and its mark, folded: `final`,
/// `definitivo`, `de hoy`, `del día`, `di oggi`, `today`.
const QUALIFIERS: &[&[&str]] = &[
    &["final"],
    &["finale"],
    &["definitivo"],
    &["definitiva"],
    &["definitive"],
    &["today"],
    &["for", "today"],
    &["of", "the", "day"],
    &["tonight"],
    &["hoy"],
    &["de", "hoy"],
    &["para", "hoy"],
    &["del", "dia"],
    &["de", "la", "noche"],
    &["esta", "noche"],
    &["oggi"],
    &["di", "oggi"],
    &["per", "oggi"],
    &["del", "giorno"],
    &["di", "stanotte"],
    &["stanotte"],
];

/// The line as its order when it opens with a label (a possessive, the verb's noun, its
/// qualifiers) and an arrow, or with a qualified label and a colon: the verb and the words
/// after the mark.
pub(super) fn marked_label(
    file: &OrderFile,
    line: &OrderLine,
    is_verb: impl Fn(&Word) -> bool,
) -> Option<OrderLine> {
    let words = &line.words;
    let mut noun = 0;
    if words
        .first()
        .is_some_and(|w| w.folded() == "il" || w.folded() == "la")
    {
        noun += 1;
    }
    if words.get(noun).is_some_and(|w| folded_in(w, MY)) {
        noun += 1;
    }
    if !words.get(noun).is_some_and(&is_verb) {
        return None;
    }
    let mut at = noun + 1;
    while let Some(n) = super::lead::phrase_at(words.get(at..).unwrap_or_default(), QUALIFIERS) {
        at += n;
    }
    let qualified = at > noun + 1;
    let rest = match words.get(at) {
        Some(w) if is_arrow(w) => at + 1,
        Some(_) if qualified && file.source[words[at - 1].span.end..].starts_with(':') => at,
        _ => return None,
    };
    // The mark leads to a word of the order, never to another mark or to nothing.
    if !words
        .get(rest)
        .is_some_and(|w| !is_arrow(w) && !is_both_ways(w))
    {
        return None;
    }
    let mut order = vec![words[noun].clone()];
    order.extend(words[rest..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// The line with a two-headed arrow between two players (`switch Bruno <-> Carla`) written as
/// `and`, the word the grammar joins two players with.
pub(super) fn both_ways(line: &OrderLine, names: &NameIndex) -> Option<OrderLine> {
    let words = &line.words;
    let player = |w: &Word| names.resolve_word(w).is_ok();
    let at = (1..words.len().saturating_sub(1))
        .find(|&i| is_both_ways(&words[i]) && player(&words[i - 1]) && player(&words[i + 1]))?;
    let mut joined = words.clone();
    joined[at] = Word::new("and", words[at].span.clone());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: joined,
    })
}
