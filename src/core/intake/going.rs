//! Verbs of going before another word: `voy a arrasar!` (talk, no move), `ir de compras` (the
//! verb is `compras`). Asked by `line::verb_at` of a verb of going.

use super::*;
use crate::core::orders::{OrderFile, Word};

/// Whether the verb of going at `i` leads into an infinitive that is no verb of the game and
/// ends its clause (`voy a arrasar!`, `vado a vincere.`).
pub(super) fn to_no_order(file: &OrderFile, words: &[Word], verbs: &Verbs, i: usize) -> bool {
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
