//! The article each place of the manor takes in a report: "estás en el Comedor", "en la
//! Biblioteca", "nella Biblioteca", "nel Salón Principal". A place's `article:` in the map
//! (`{es: el, it: il, en: the}`) is data, per language; a master's own map that gives none
//! gets none ("en Salón"), never a wrong one. The catalog brings it along with an argument
//! naming the place as `<argument>_the`, which the messages' selectors read.

use super::manor::Manor;
use crate::core::msg::Lang;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A place's article in each language that gives one.
#[derive(Serialize, Deserialize, Debug, Clone, Default, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Articles {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub es: Option<Es>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub it: Option<It>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub en: Option<En>,
}

impl Articles {
    pub fn is_empty(&self) -> bool {
        self == &Articles::default()
    }

    /// The article's code in `lang`, as the messages' selectors name it.
    pub fn code(&self, lang: Lang) -> Option<&'static str> {
        match lang {
            Lang::Es => self.es.map(Es::code),
            Lang::It => self.it.map(It::code),
            Lang::En => self.en.map(|_| "the"),
        }
    }
}

/// Spanish: el, la, los, las (before "a", "de": "al", "del").
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Es {
    El,
    La,
    Los,
    Las,
}

impl Es {
    fn code(self) -> &'static str {
        match self {
            Es::El => "el",
            Es::La => "la",
            Es::Los => "los",
            Es::Las => "las",
        }
    }
}

/// Italian: il, lo, la, l' (before a vowel), i, gli, le ("nel", "nello", "nella", "nell'").
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub enum It {
    #[serde(rename = "il")]
    Il,
    #[serde(rename = "lo")]
    Lo,
    #[serde(rename = "la")]
    La,
    #[serde(rename = "l'")]
    L,
    #[serde(rename = "i")]
    I,
    #[serde(rename = "gli")]
    Gli,
    #[serde(rename = "le")]
    Le,
}

impl It {
    fn code(self) -> &'static str {
        match self {
            It::Il => "il",
            It::Lo => "lo",
            It::La => "la",
            It::L => "l",
            It::I => "i",
            It::Gli => "gli",
            It::Le => "le",
        }
    }
}

/// English: the.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum En {
    The,
}

/// Every place's article in `lang`, and a section's room's (the Biblioteca of its sections).
pub fn of(map: &Manor, lang: Lang) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for (name, place) in &map.places {
        let Some(code) = place.article.code(lang) else {
            continue;
        };
        out.insert(name.clone(), code.to_string());
        if let Some(room) = &place.room {
            out.entry(room.clone()).or_insert_with(|| code.to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_manor_gives_each_place_its_article_and_a_map_without_them_gives_none() {
        let hacienda = Manor::hacienda();
        let es = of(&hacienda, Lang::Es);
        assert_eq!(es.get("Comedor").map(String::as_str), Some("el"));
        assert_eq!(
            es.get("Biblioteca (sección Este)").map(String::as_str),
            Some("la")
        );
        assert_eq!(es.get("Biblioteca").map(String::as_str), Some("la"));
        let it = of(&hacienda, Lang::It);
        assert_eq!(it.get("Alcoba del Mago").map(String::as_str), Some("l"));
        assert_eq!(it.get("Salón Principal").map(String::as_str), Some("il"));
        let own: Manor = serde_yaml::from_str(
            "places:\n  Comedor: { kind: room, level: 1 }\nboundaries: []\nfeatures: {}\npassages: []\n",
        )
        .expect("a map without articles is valid");
        assert!(of(&own, Lang::Es).is_empty());
    }

    #[test]
    fn an_article_the_language_does_not_have_is_refused_with_the_ones_it_has() {
        let err = serde_yaml::from_str::<Articles>("{ es: il }").unwrap_err();
        assert!(err.to_string().contains("`el`, `la`, `los`"), "{err}");
    }
}
