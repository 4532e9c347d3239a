//! A card named as players name it: a unique short name, words of its name in their order
//! (`compro palomitas`, `el manual`, `los Perezosos`), matched as a player's name is matched by
//! a unique part of it (issue 22 J.9).

use super::{ARTICLES, Reader};
use std::ops::Range;

impl Reader<'_> {
    /// A card named as the player names it, matched as a player's name is: its whole name
    /// ([`Reader::card`]) or a unique short one, words of its name in their order (`compro
    /// palomitas` is the Palomitas de Microondas, `el manual` the Manual de Servidores 5 NT,
    /// `los Perezosos`). A short name two cards share is no card: the play is refused.
    pub(super) fn card_or_short(
        &mut self,
        names: &[(String, Vec<String>)],
    ) -> Option<(String, Range<usize>)> {
        if let Some(card) = self.card_or_typo(names) {
            return Some(card);
        }
        let mut at = self.pos;
        while self
            .toks
            .get(at)
            .is_some_and(|(t, _)| ARTICLES.contains(&t.as_str()))
        {
            at += 1;
        }
        let first = self.toks.get(at).map(|(t, _)| t.as_str())?;
        if first.chars().count() < 4 || first.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        // The longest run of written words that some card's name holds in order.
        let holds = |len: usize| -> Vec<&String> {
            let run: Vec<&str> = self.toks[at..at + len]
                .iter()
                .map(|(t, _)| t.as_str())
                .collect();
            let mut ids: Vec<&String> = names
                .iter()
                .filter(|(_, toks)| {
                    toks.windows(len)
                        .any(|w| w.iter().zip(&run).all(|(a, b)| a == b))
                })
                .map(|(id, _)| id)
                .collect();
            ids.sort();
            ids.dedup();
            ids
        };
        let mut len = 1;
        while at + len < self.toks.len() && !holds(len + 1).is_empty() {
            len += 1;
        }
        let ids = holds(len);
        let [id] = ids.as_slice() else {
            return None;
        };
        let span = self.span(at, at + len);
        self.pos = at + len;
        self.record_card(&span);
        Some(((*id).clone(), span))
    }
}

/// The everyday verbs a card is given up with (`le doy las Palomitas`, `suelto`, `cedo`, `me
/// quitan`, `me quitas`, `gli do`, `I hand over`), folded: an order only where they name a card.
const EVERYDAY_LOSE: &[&str] = &["doy", "suelto", "quitan", "quitas", "do", "cedo", "hand"];

/// Whether `line` is talk in an everyday verb the table lists for giving up a card (`me doy
/// por vencido`, `te doy la razón`, `suelto una carcajada`): it names no card, not even by a
/// word of its name of four letters or more, and no player. The rules do not read it; it is
/// never refused (`check` shows it as a line the rules of the phase do not read).
pub fn everyday_talk(
    file: &crate::core::orders::OrderFile,
    line: &crate::core::orders::OrderLine,
    cards: &[(String, Vec<String>)],
    names: &crate::core::names::NameIndex,
) -> bool {
    let Some(verb) = line.words.first() else {
        return false;
    };
    let verb = crate::core::names::fold(&verb.text);
    // `te mando un abrazo`, `I'll send you the link`: sending is an everyday verb too.
    let sending = ["mand", "send", "sent"].iter().any(|s| verb.starts_with(s));
    if !EVERYDAY_LOSE.contains(&verb.as_str()) && !sending {
        return false;
    }
    let card_word =
        |t: &String| t.chars().count() >= 4 && cards.iter().any(|(_, name)| name.contains(t));
    // The verb itself is no card's word (`mando`, of the Reina del Mando).
    let talk = !line
        .words
        .iter()
        .skip(1)
        .any(|w| names.is_exact_word(w) || super::tokens(&w.text).iter().any(card_word));
    if talk {
        file.readings.set_within(line.span.clone(), Vec::new());
    }
    talk
}
