//! The sample deck (`deck.yaml`, with its Italian names `deck.it.yaml`), read once in a process
//! from its JSON copies (`deck.json`, `deck.it.json`: JSON reads about ten times faster than
//! YAML), and how `game.yaml` names it. The deck was 5.4 KB of the 9.8 KB `game.yaml` of a game
//! on the sample, read, written and diffed whole every turn (issue 25 P): a game on the sample
//! now writes `cards: sample` (`cards: sample-it` with the Italian names); a deck of the
//! master's own (`--option deck=FILE`, a scenario's) is written whole, as before, and a
//! `game.yaml` that holds the sample card by card still reads as the same deck.

use super::cards::Cards;
use crate::core::msg::Lang;
use std::sync::OnceLock;

const DECK_JSON: &str = include_str!("deck.json");
const DECK_IT_JSON: &str = include_str!("deck.it.json");

/// What `game.yaml` calls the sample deck, with the rulebook's names and with the Italian ones.
const NAME: &str = "sample";
const NAME_IT: &str = "sample-it";

/// The sample deck in a game's language (Spanish and English games play the rulebook's names).
pub fn deck(lang: Lang) -> &'static Cards {
    static ES: OnceLock<Cards> = OnceLock::new();
    static IT: OnceLock<Cards> = OnceLock::new();
    let (once, json) = match lang {
        Lang::It => (&IT, DECK_IT_JSON),
        _ => (&ES, DECK_JSON),
    };
    once.get_or_init(|| serde_json::from_str(json).expect("the sample deck is valid"))
}

/// The sample deck as its YAML files say it, of which the JSON copies are made (by the test
/// `the_json_samples_are_the_yaml_ones`).
#[cfg(test)]
pub fn from_yaml(lang: Lang) -> Cards {
    use super::cards::{Names, SAMPLE, SAMPLE_IT};
    let mut cards: Cards = serde_yaml::from_str(SAMPLE).expect("the sample deck is valid");
    if lang == Lang::It {
        let names: Names = serde_yaml::from_str(SAMPLE_IT).expect("the Italian names are valid");
        cards.rename(&names);
    }
    cards
}

/// `state.cards` in `game.yaml`: the sample by its name, any other deck whole.
pub mod in_state {
    use super::{Cards, Lang, NAME, NAME_IT, deck};
    use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};
    use serde::{Serialize, Serializer};

    pub fn serialize<S: Serializer>(cards: &Cards, s: S) -> Result<S::Ok, S::Error> {
        if cards == deck(Lang::Es) {
            s.serialize_str(NAME)
        } else if cards == deck(Lang::It) {
            s.serialize_str(NAME_IT)
        } else {
            cards.serialize(s)
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Cards, D::Error> {
        d.deserialize_any(InState)
    }

    struct InState;

    impl<'de> Visitor<'de> for InState {
        type Value = Cards;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(f, "`{NAME}`, `{NAME_IT}` or a deck (`jobs:` and `life:`)")
        }

        fn visit_str<E: de::Error>(self, name: &str) -> Result<Cards, E> {
            match name {
                NAME => Ok(deck(Lang::Es).clone()),
                NAME_IT => Ok(deck(Lang::It).clone()),
                _ => Err(E::unknown_variant(name, &[NAME, NAME_IT])),
            }
        }

        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Cards, A::Error> {
            Cards::deserialize(de::value::MapAccessDeserializer::new(map))
        }
    }
}

#[cfg(test)]
mod tests;
