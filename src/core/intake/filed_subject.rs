//! The subject a PM was filed with (`import` writes it on the line after `sent:`, a blank line
//! after it: `core::import::plan::pm_text`). A forum's subject is the player's title, not an
//! order line unless it holds a whole order (review break17 C: an SMF PM titled `voto` was read
//! as a vote with no player, pointing at the subject).

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine};

/// Whether `line` is the subject of a filed PM that holds no whole order: it names no player,
/// no number, no thing of the game and no route, and its verb (if any) is the vote's, which is
/// no order without its player (`voto`, `il mio voto`, `ordini notte`; not `voto Irene`, `mi
/// astengo`, `ruta A-C-D`, `me quedo`, `juego el Gato`: read, never set aside in silence).
pub(super) fn subject_without_order(
    file: &OrderFile,
    line: &OrderLine,
    (verbs, names): (&Verbs, &NameIndex),
) -> bool {
    let before = &file.source[..line.span.start];
    let header = before.trim_end_matches(['\n', '\r']);
    let only_sent = !header.contains('\n') && header.to_lowercase().starts_with("sent:");
    let after = &file.source[line.span.end..];
    let blank_after = after.starts_with("\n\n") || after.starts_with("\r\n\r\n");
    let words = &line.words;
    only_sent
        && blank_after
        && !mentions_a_player(words, names)
        && verbs.game_noun_of(&file.player, words).is_none()
        && !words.iter().any(super::verbless::is_route)
        && words.iter().all(|w| !verbs.is_verb(w) || verbs.is_vote(w))
        && !words
            .iter()
            .any(|w| w.text.chars().any(|c| c.is_ascii_digit()) || folded_in(w, WHOLE_BY_ITSELF))
}
