//! The player a written name means, read as moderators read names, and how it was read:
//! exactly; by alias; case and accents aside; by a unique prefix; as the acronym of a name of
//! several words or CamelCase humps (`TMHS` for The Man Himself); glued without its spaces
//! (`mariarosa` for Maria Rosa); with one letter wrong. Each way but the exact one is a
//! [`Reading`], for the count to show. A name that none of them reads as exactly one player is
//! unread: never guessed.
//!
//! Lookups are by map: the acronyms and glued names of the roster are indexed once, and a
//! written word is looked up in the length of the word, whatever the roster's size. Only a
//! typo is looked for through every name, for a word nothing else reads.

use super::work_done;
use crate::core::names::{NameIndex, NameMiss, fold};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// How a written name was read as a player's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum How {
    /// One of the player's aliases (`Bru` for Bruno).
    Alias,
    /// The name with other capitals or accents (`ines` for Inés).
    AccentsCase,
    /// The start of one name only (`Car` for Carla).
    Prefix,
    /// One letter added, dropped or changed, and no other name near (`Brunno`).
    Typo,
    /// The initials of a name of several words or CamelCase humps (`TMHS`, `DRK`).
    Acronym,
    /// The name without its spaces (`mariarosa` for Maria Rosa).
    Glued,
    /// The player's slot (`Lateralus' Slot`, `slot de Ana`): the name read inside it.
    Slot,
}

/// A written name read as a player's by a way other than exactly.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Reading {
    /// As written in the post.
    pub written: String,
    /// The roster name.
    pub name: String,
    pub how: How,
}

/// Common short words of the game's languages: never read as a name's initials (`NO`, `SI`
/// are no acronym of Nora Ortiz or Sara Iglesias; review break14b F5).
const COMMON: &[&str] = &[
    "no", "si", "se", "ya", "yo", "tu", "te", "me", "mi", "el", "la", "lo", "le", "un", "una",
    "de", "da", "di", "en", "es", "al", "del", "que", "ok", "so", "or", "an", "and", "the", "to",
    "in", "is", "it", "of", "on", "at", "be", "by", "do", "go", "he", "if", "my", "up", "us", "we",
    "ma", "ne", "ci", "vi", "il", "io", "ha", "ho", "he", "con", "per", "non", "ora", "mas", "sin",
    "los", "las", "gli", "uno", "dos", "now", "not", "yes", "all", "one", "two", "eh", "ah", "oh",
    "xd", "jk", "lol",
];

/// The longest acronym read, in letters.
const MAX_ACRONYM: usize = 6;

/// A name of several parts: the roster name, and its parts' letters, folded.
type Parted = (String, Vec<Vec<char>>);

/// A way of reading a name nothing exact reads.
type Way<'a> = fn(&Lookup<'a>, &str) -> Option<String>;

/// The roster, indexed for reading names.
pub(super) struct Lookup<'a> {
    names: &'a NameIndex,
    /// The initials of each name of two parts or more → the roster names, with their parts.
    initials: BTreeMap<String, Vec<Parted>>,
    /// A name or alias of several parts, its separators dropped → roster names.
    glued: BTreeMap<String, BTreeSet<String>>,
}

/// The parts of a name: its words, and each word's CamelCase humps (`TheManHimself`).
fn parts(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    for word in name.split(|c: char| !c.is_alphanumeric()) {
        let mut part = String::new();
        let mut prev_lower = false;
        for c in word.chars() {
            if c.is_uppercase() && prev_lower && !part.is_empty() {
                out.push(std::mem::take(&mut part));
            }
            prev_lower = c.is_lowercase();
            part.push(c);
        }
        if !part.is_empty() {
            out.push(part);
        }
    }
    out.iter().map(|p| fold(p)).collect()
}

fn glue(folded: &str) -> String {
    folded.chars().filter(|c| c.is_alphanumeric()).collect()
}

/// Does the acronym `word` fit a name of `parts`: the word cut into one piece per part, in
/// order, each piece the part's first letter and at most one more letter of it (`tmhs`: t, m,
/// hs for The Man Himself; `drk`: dr, k for Dark Knight)?
fn fits(word: &[char], parts: &[Vec<char>]) -> bool {
    let Some((part, others)) = parts.split_first() else {
        return word.is_empty();
    };
    if word.first() != part.first() {
        return false;
    }
    let one = fits(&word[1..], others);
    one || (word.len() > 1 && part[1..].contains(&word[1]) && fits(&word[2..], others))
}

/// The name a slot is called by, as mafiascum and Spanish forums write it: `Lateralus' Slot`,
/// `Lateralus's slot`, `Slot Lateralus`, `slot de Ana`, `slot di Ana`.
fn slot_of(written: &str) -> Option<String> {
    let words: Vec<&str> = written.split_whitespace().collect();
    let is = |w: &str, word: &str| w.eq_ignore_ascii_case(word);
    let name: Vec<&str> = match words.as_slice() {
        [name @ .., last] if is(last, "slot") => name.to_vec(),
        [first, of, name @ ..]
            if is(first, "slot") && ["de", "di", "of"].iter().any(|w| is(of, w)) =>
        {
            name.to_vec()
        }
        [first, name @ ..] if is(first, "slot") => name.to_vec(),
        _ => return None,
    };
    let name = name.join(" ");
    let name = ["'s", "’s", "'", "’"]
        .iter()
        .find_map(|end| name.strip_suffix(end))
        .unwrap_or(&name)
        .trim()
        .to_string();
    (!name.is_empty()).then_some(name)
}

impl<'a> Lookup<'a> {
    pub fn new(names: &'a NameIndex) -> Lookup<'a> {
        let mut initials: BTreeMap<String, Vec<Parted>> = BTreeMap::new();
        for name in names.names() {
            let parts: Vec<Vec<char>> = parts(name).iter().map(|p| p.chars().collect()).collect();
            if parts.len() < 2 || parts.len() > MAX_ACRONYM {
                continue;
            }
            let key: String = parts.iter().filter_map(|p| p.first()).collect();
            initials.entry(key).or_default().push((name.clone(), parts));
        }
        let mut glued: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (key, name) in names.keys() {
            let g = glue(key);
            if g != key && !g.is_empty() {
                glued.entry(g).or_default().insert(name.to_string());
            }
        }
        Lookup {
            names,
            initials,
            glued,
        }
    }

    pub fn names(&self) -> &'a NameIndex {
        self.names
    }

    /// The roster name `written` means, and how it was read (`None`: exactly as written).
    pub fn read(&self, written: &str) -> Result<(String, Option<Reading>), NameMiss> {
        let written = written.trim();
        work_done(written.len());
        let reading = |name: &str, how: How| Reading {
            written: written.to_string(),
            name: name.to_string(),
            how,
        };
        match self.names.resolve_unsuggested(written) {
            Ok(name) => {
                let how = if name == written {
                    None
                } else if fold(&name) == fold(written) {
                    Some(How::AccentsCase)
                } else if self.names.is_exact(written) {
                    Some(How::Alias)
                } else if COMMON.contains(&fold(written).as_str()) {
                    // `no` is no start of Nora's name: a common word names nobody.
                    return Err(NameMiss::Unknown {
                        suggestions: self.names.suggestions(written),
                    });
                } else {
                    Some(How::Prefix)
                };
                let r = how.map(|how| reading(&name, how));
                return Ok((name, r));
            }
            Err(miss @ NameMiss::Ambiguous { .. }) => return Err(miss),
            Err(_) => {}
        }
        if let Some(inner) = slot_of(written)
            && let Ok((name, _)) = self.read(&inner)
        {
            let r = reading(&name, How::Slot);
            return Ok((name, Some(r)));
        }
        let key = fold(written);
        // Tried in this order, each only if the ones before read nothing.
        let ways: [(Way<'a>, How); 3] = [
            (Self::acronym, How::Acronym),
            (Self::glued, How::Glued),
            (Self::typo, How::Typo),
        ];
        for (way, how) in ways {
            if let Some(name) = way(self, &key) {
                let r = reading(&name, how);
                return Ok((name, Some(r)));
            }
        }
        Err(NameMiss::Unknown {
            suggestions: self.names.suggestions(written),
        })
    }

    /// The one name the word is an acronym of ([`fits`]). The initials a word may hold are
    /// its first letter and some of the others, in order: at most 2⁵ keys looked up, whatever
    /// the roster.
    fn acronym(&self, key: &str) -> Option<String> {
        let letters: Vec<char> = key.chars().collect();
        if letters.len() < 2
            || COMMON.contains(&key)
            || letters.len() > MAX_ACRONYM
            || !letters.iter().all(|c| c.is_alphabetic())
        {
            return None;
        }
        let mut found: BTreeSet<&String> = BTreeSet::new();
        let others = letters.len() - 1;
        for mask in 1u32..(1 << others) {
            work_done(1);
            let initials: String = std::iter::once(letters[0])
                .chain(
                    (0..others)
                        .filter(|i| mask & (1 << i) != 0)
                        .map(|i| letters[i + 1]),
                )
                .collect();
            for (name, parts) in self.initials.get(&initials).into_iter().flatten() {
                work_done(1);
                if fits(&letters, parts) {
                    found.insert(name);
                }
            }
        }
        (found.len() == 1)
            .then(|| found.into_iter().next().cloned())
            .flatten()
    }

    /// The one name or alias of several words written without their spaces.
    fn glued(&self, key: &str) -> Option<String> {
        let names = self.glued.get(&glue(key))?;
        (names.len() == 1)
            .then(|| names.iter().next().cloned())
            .flatten()
    }

    /// The one name one letter away from the word (added, dropped or changed), no other name
    /// within two, the word four letters or more (`cara` is never Carla).
    fn typo(&self, key: &str) -> Option<String> {
        let length = key.chars().count();
        // A word for nobody is no player's name misspelt (`nadie` is not Nadia).
        let nobody = [
            "nadie", "nessuno", "nessuna", "nobody", "ninguno", "ninguna", "noone",
        ];
        if length < 4 || key.len() > crate::core::names::NAME_MAX_BYTES || nobody.contains(&key) {
            return None;
        }
        let mut near: BTreeSet<&str> = BTreeSet::new();
        let mut close: BTreeSet<&str> = BTreeSet::new();
        for (folded, name) in self.names.keys() {
            work_done(1);
            let d = strsim::levenshtein(key, folded);
            if d <= 2 {
                close.insert(name);
            }
            if d == 1 {
                near.insert(name);
            }
        }
        (near.len() == 1 && close.len() == 1)
            .then(|| near.into_iter().next().map(String::from))
            .flatten()
    }
}
