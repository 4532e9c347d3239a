//! Verbs of going before another word: `voy a votar`, `voy a arrasar!` (no move), `ir de
//! compras` (the verb is `compras`). Asked by `line::verb_at` of a verb of going.

use super::*;
use crate::core::orders::{OrderFile, Word};

/// Whether the verb of going at `i` is no move but leads into what follows it: `voy a votar`,
/// `vado a uccidere` (the lead-in of the verb after it, not a move: `voy a la Cocina` is one),
/// `voy a por` ("I go and get": `Voy a por la despensa`), or going to do what no order is
/// (`¡esta ronda voy a arrasar!`, `vado a vincere`: talk, never a move).
pub(super) fn leads_into(file: &OrderFile, words: &[Word], verbs: &Verbs, i: usize) -> bool {
    let going_to_do = words.get(i + 1).is_some_and(|w| folded_in(w, &["a", "ad"]))
        && words
            .get(i + 2)
            .is_some_and(|w| verbs.is_verb(w) || w.folded() == "por");
    folded_in(&words[i], GOING) && (going_to_do || to_no_order(file, words, verbs, i))
}

/// Whether the verb of going at `i` leads into an infinitive that is no verb of the game and
/// ends its clause (`voy a arrasar!`, `vado a vincere.`).
fn to_no_order(file: &OrderFile, words: &[Word], verbs: &Verbs, i: usize) -> bool {
    let (Some(a), Some(then)) = (words.get(i + 1), words.get(i + 2)) else {
        return false;
    };
    let infinitive = ["ar", "er", "ir", "are", "ere", "ire"]
        .iter()
        .any(|e| then.folded().ends_with(e));
    let ends = words.get(i + 3).is_none_or(|next| {
        file.source[then.span.end..next.span.start]
            .chars()
            .any(|c| ",;.!?".contains(c))
    });
    folded_in(a, &["a", "ad"])
        && infinitive
        && ends
        && !verbs.is_verb(then)
        && !then.text.starts_with(char::is_uppercase)
}

/// `ir de compras` ("to go shopping"): `compras` after `de` is the verb, not a noun.
pub(super) fn shopping(words: &[Word], i: usize) -> bool {
    i >= 2
        && words[i - 1].folded() == "de"
        && folded_in(
            &words[i - 2],
            &[
                "voy", "vamos", "vas", "va", "ir", "fui", "ire", "irme", "vado",
            ],
        )
}
