//! Orders told in the third person with the sender's own name as their subject (`Carla pule la
//! plata`, `Olga vota a Juanito`, `2. Gino va in cucina`): the order of its verb, as the player
//! pictures his character doing it. Only the sender's own name, written as his name with its
//! capital, right before the verb (or its reflexive pronoun, `Carla se queda`): another
//! player's name leading the line (`Bruno vota a Juan` in Olga's PM) is what he saw or wants,
//! the master's to read.

use super::Verbs;
use super::points::is_number;
use crate::core::names::fold;
use crate::core::orders::{OrderFile, OrderLine};

/// The line without the sender's own name before its verb, when it is there.
pub(super) fn without_own_name(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
) -> Option<OrderLine> {
    let words = &line.words;
    let at = words
        .iter()
        .position(|w| !is_number(&w.text) && !verbs.ruleset_lead_in(w))?;
    let name = &words[at];
    let capital = name.text.chars().next().is_some_and(char::is_uppercase);
    if !capital || fold(&name.text) != fold(&file.player) {
        return None;
    }
    let mut verb = at + 1;
    if words
        .get(verb)
        .is_some_and(|w| super::folded_in(w, &["se", "si", "me", "mi"]))
    {
        verb += 1;
    }
    if !words.get(verb).is_some_and(|w| verbs.is_verb(w)) {
        return None;
    }
    let mut own = line.clone();
    own.words.remove(at);
    Some(own)
}
