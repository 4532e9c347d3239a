//! A note, not an order, inside a casual sentence (`Ruleset::notes`: chez-geek's `paso`, `me
//! guardo el Porro`, with which the player plays nothing). Alone on its line it is read; inside
//! a sentence it was set aside as chatter (blind corpus 5: `ni idea de qué hacer con la
//! motosierra, la guardo`, `Hoy paso, mañana me vengo 😤`). A note's verb that opens a clause,
//! after nothing but the pronouns it carries (`la guardo`, `me la guardo`) or words that only
//! lead into it, is the note, read from its verb; never dropped.

use super::*;

/// Object pronouns before a verb (`la guardo`, `lo conservo`, `me la guardo`).
const OBJECT: &[&str] = &["lo", "la", "los", "las", "le", "les", "ne"];

/// Where a note's verb opens a clause of `words` at or after word `from`: the words of its
/// clause before it are only pronouns or lead-ins, and not a reflexive pronoun alone unless the
/// clause names a thing of the game (`me guardo la motosierra`; `me paso por el hilo` is no
/// pass).
pub(super) fn note_in_clause(
    file: &OrderFile,
    words: &[Word],
    from: usize,
    verbs: &Verbs,
) -> Option<usize> {
    (from..words.len()).find(|&j| {
        if !verbs.is_note(&words[j]) {
            return false;
        }
        // A condition or a maybe in its sentence (`si viene el Gilipollas, la guardo`) is a
        // doubt; a negation in its clause is no pronoun (`no la guardo`).
        let (sentence, clause) = sentence_and_clause(file, words, j);
        if (sentence..j).any(|i| super::sentences::doubt_in(file, words, i)) {
            return false;
        }
        let before = &words[clause..j];
        let object = before.iter().any(|w| folded_in(w, OBJECT));
        let reflexive = before.iter().any(|w| folded_in(w, REFLEXIVE_PRONOUN));
        let only_leads = before
            .iter()
            .all(|w| folded_in(w, OBJECT) || folded_in(w, REFLEXIVE_PRONOUN) || lead_in(w));
        only_leads && (object || !reflexive || verbs.game_noun_in(&words[j..]).is_some())
    })
}

/// The note of `line` from its verb at `at` to the line's end.
pub(super) fn from_verb(line: &OrderLine, at: usize) -> Reading {
    let words = line.words[at..].to_vec();
    Reading::Orders(vec![OrderLine {
        line: line.line,
        span: words[0].span.start..line.span.end,
        words,
    }])
}
