//! Orders told in the third person with the sender's own name as their subject (`Carla pule la
//! plata`, `Olga vota a Juanito`, `2. Gino va in cucina`): the order of its verb, as the player
//! pictures his character doing it. Only the sender's own name, written as his name with its
//! capital, right before the verb (or its reflexive pronoun, `Carla se queda`): another
//! player's name leading the line (`Bruno vota a Juan` in Olga's PM) is what he saw or wants,
//! the master's to read. The verb may be in the third person, as the name makes it
//! (`Carla sale`, `Carla se queda`, `Olga goes`): it is read as the first person it stands for
//! (`salgo`, `me quedo`, `go`) when that is a verb of the ruleset.

use super::Verbs;
use super::points::is_number;
use crate::core::conjugate::first_person_of_third;
use crate::core::names::fold;
use crate::core::orders::{OrderFile, OrderLine, Word};

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
    // `Carla no sale`: the negation stays, the line reads as the player's own `no salgo`.
    if words
        .get(verb)
        .is_some_and(|w| super::folded_in(w, &["no", "non"]))
    {
        verb += 1;
    }
    let pronoun = verb;
    let reflexive = words
        .get(verb)
        .is_some_and(|w| super::folded_in(w, &["se", "si", "me", "mi"]));
    if reflexive {
        verb += 1;
    }
    // `Carla sale por la puerta norte`, `Carla se queda allí`: the verb in the third person,
    // said in the first as his own order (`salgo`, `me quedo`), or the task a verb names
    // (`Carla pule la plata`: `pulo la plata`, a thing of the game); else the verb as written
    // (`Olga vota a Juanito`, `vota` a form of the game already).
    let third = words.get(verb)?;
    let mut own = line.clone();
    let first = first_person_of_third(&third.text).into_iter().find(|f| {
        own.words[verb] = Word::new(f, third.span.clone());
        verbs.is_verb(&own.words[verb]) || verbs.game_noun_at_start(&own.words[verb..]).is_some()
    });
    if first.is_none() {
        own.words[verb] = third.clone();
        if !verbs.is_verb(third) {
            return None;
        }
    }
    if reflexive {
        let se = &words[pronoun];
        let mine = if se.folded() == "si" { "mi" } else { "me" };
        own.words[pronoun] = Word::new(mine, se.span.clone());
    }
    own.words.remove(at);
    Some(own)
}
