//! A sender who says he has not chosen yet (`hola, todavía no sé a quién votar, luego os
//! digo`, `non so ancora chi votare`, `I don't know who to vote for yet`): no order and no
//! doubt about one, a note `check` shows beside his PM (`OrderFile::undecided`). Only a line
//! that names nothing of the game is one: `no sé a quién votar, ¿Kiko?` stays the master's to
//! read.

use super::{Verbs, folded_in, names_a_player};
use crate::core::names::NameIndex;
use crate::core::orders::{OrderLine, Word};

/// Saying one does not know or has not decided, folded, each as its words (the `yet` words of
/// [`YET`] left out).
const NOT_DECIDED: &[&[&str]] = &[
    // es
    &["no", "se"],
    &["no", "lo", "se"],
    &["no", "he", "decidido"],
    &["no", "tengo", "claro"],
    &["no", "lo", "tengo", "claro"],
    &["no", "estoy", "seguro", "de"],
    &["no", "estoy", "segura", "de"],
    // it
    &["non", "so"],
    &["non", "lo", "so"],
    &["non", "ho", "deciso"],
    &["non", "ho", "capito"],
    &["non", "sono", "sicuro", "di"],
    &["non", "sono", "sicura", "di"],
    // en
    &["i", "don't", "know"],
    &["i", "dont", "know"],
    &["don't", "know"],
    &["dont", "know"],
    &["i", "do", "not", "know"],
    &["i", "haven't", "decided"],
    &["i", "havent", "decided"],
    &["i", "have", "not", "decided"],
    &["not", "sure"],
    &["i'm", "not", "sure"],
];

/// `todavía`, `ancora`, `yet`: when, left out of the phrases.
const YET: &[&str] = &["todavia", "aun", "ancora", "still", "yet"];

/// Whom or what the choice is about (`a quién`, `chi`, `who`), before the verb.
const WHOM: &[&str] = &[
    "a", "quien", "que", "cual", "chi", "per", "su", "cosa", "who", "whom", "what", "which", "to",
];

/// Whether `line` only says the sender has not chosen yet: a phrase of [`NOT_DECIDED`], then
/// whom or what (`a quién`, `chi`), then a verb of the ruleset, and no player named.
pub(super) fn says_undecided(line: &OrderLine, verbs: &Verbs, names: &NameIndex) -> bool {
    let words: Vec<&Word> = line.words.iter().filter(|w| !folded_in(w, YET)).collect();
    // Each word's key made once: the phrases are tried at every word of every line.
    let keys: Vec<String> = words.iter().map(|w| w.folded().replace('’', "'")).collect();
    let says = (0..words.len()).any(|at| {
        NOT_DECIDED.iter().any(|phrase| {
            let end = at + phrase.len();
            end < words.len()
                && phrase.iter().zip(&keys[at..end]).all(|(p, k)| p == k)
                && whom_then_verb(&words[end..], verbs)
        })
    });
    // A player named, whole or by a capitalised prefix (`chi` is no `Chiara`): asked only of
    // a line that says it, the dearer question last.
    let named = |w: &Word| {
        names_a_player(w, names)
            || (w.text.chars().next().is_some_and(char::is_uppercase)
                && names.resolve_word(w).is_ok())
    };
    says && !line.words.iter().any(named)
}

/// `a quién votar`, `chi votare`, `who to vote for`: one or two words of [`WHOM`], at least
/// one a question word, then a verb of the ruleset.
fn whom_then_verb(words: &[&Word], verbs: &Verbs) -> bool {
    let asked = words
        .iter()
        .take_while(|w| folded_in(w, WHOM))
        .take(3)
        .count();
    let question = words[..asked]
        .iter()
        .any(|w| !folded_in(w, &["a", "per", "su", "to"]));
    question && words.get(asked).is_some_and(|w| verbs.is_verb(w))
}
