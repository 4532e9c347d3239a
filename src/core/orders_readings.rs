//! What the grammar read in a PM (`check` shows it), by where it was read.

use super::Read;
use crate::core::conjugate::canonical;
use crate::core::msg::Lang;
use crate::core::names::fold;
use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::{Arc, Mutex};

/// What the grammar read in a PM, by the byte offset where each thing was read.
#[derive(Debug, Clone, Default)]
pub struct Readings(Arc<Mutex<BTreeMap<(usize, bool), Read>>>);

impl Readings {
    /// Notes what was read at byte `at` (read twice, it is kept once). A verb the intake put
    /// where the player wrote none (`E-A-B` is `ruta E-A-B`) stands at the offset of what
    /// follows it: it is kept apart, before it.
    pub fn record(&self, at: usize, read: Read) {
        let verb = matches!(read, Read::Verb { .. });
        if let Ok(mut map) = self.0.lock() {
            map.insert((at, !verb), read);
        }
    }

    /// Replaces the first text read within `span` by `text`: what the ruleset resolved it to
    /// (among-us: the place a move reaches, `al Pasillo` read as `Pasillo al noreste del
    /// Claustro`).
    pub fn resolve_text(&self, span: Range<usize>, text: String) {
        if let Ok(mut map) = self.0.lock()
            && let Some(read) = map
                .range_mut((span.start, false)..(span.end, false))
                .map(|(_, r)| r)
                .find(|r| matches!(r, Read::Text(_)))
        {
            *read = Read::Text(text);
        }
    }

    /// Replaces each thing read within `span` by what `rename` makes of it, where it stands
    /// (chez-geek: a card written by a short name, `palomitas`, shown by its whole name).
    pub fn rename_within(&self, span: Range<usize>, rename: impl Fn(&Read) -> Option<Read>) {
        if let Ok(mut map) = self.0.lock() {
            for read in map.range_mut((span.start, false)..(span.end, false)) {
                if let Some(new) = rename(read.1) {
                    *read.1 = new;
                }
            }
        }
    }

    /// Replaces what was read within `span` by `reads`, in that order: what the ruleset
    /// resolved the line to, in one canonical order (chez-geek: a reaction as its card, the
    /// player and the play it answers, however the player ordered them).
    pub fn set_within(&self, span: Range<usize>, reads: Vec<Read>) {
        if let Ok(mut map) = self.0.lock() {
            let range = (span.start, false)..(span.end, false);
            let at: Vec<(usize, bool)> = map.range(range).map(|(k, _)| *k).collect();
            for k in at {
                map.remove(&k);
            }
            for (i, read) in reads.into_iter().enumerate() {
                map.insert((span.start + i, true), read);
            }
        }
    }

    /// What was read within `span`, left to right.
    pub fn within(&self, span: Range<usize>) -> Vec<Read> {
        match self.0.lock() {
            Ok(map) => map
                .range((span.start, false)..(span.end, false))
                .map(|(_, r)| r.clone())
                .collect(),
            Err(_) => Vec::new(),
        }
    }
}

/// An order as read: the verb's English spelling (or, without `english`, its lemma in `lang`,
/// the PM's language, when that is not the rulebook's: `rubare` for an Italian `rubo` in a
/// Spanish game; else the table's first spelling, the rulebook's word), then each argument (roster names, numbers, keywords in English
/// or as written, words and text as written), in the order of the line.
pub fn reading(english: Option<&[&str]>, lang: Option<Lang>, reads: &[Read]) -> String {
    let english_of = |spellings: Vec<&str>| -> Option<String> {
        let english = english?;
        spellings
            .into_iter()
            .find(|s| english.iter().any(|e| fold(e) == fold(s)))
            .map(str::to_string)
    };
    let words: Vec<String> = reads
        .iter()
        .map(|read| match read {
            Read::Verb { spellings, written } => english_of(spellings.to_vec())
                .or_else(|| canonical(spellings, lang).map(str::to_string))
                .or_else(|| spellings.first().map(|s| s.to_string()))
                .unwrap_or_else(|| written.clone()),
            Read::Keyword { spellings, written } => {
                english_of(spellings.iter().map(String::as_str).collect())
                    .unwrap_or_else(|| written.clone())
            }
            Read::Player { name, .. } => name.clone(),
            Read::Number(n) => n.to_string(),
            Read::Word(w) | Read::Text(w) => without_emoji(w),
        })
        .filter(|w| !w.is_empty())
        .collect();
    words.join(" ")
}

/// Text as written without the emoji a player puts after it (`activo el talismán 🔮`): a
/// pictograph is no part of what the order names.
fn without_emoji(text: &str) -> String {
    let emoji = |c: char| matches!(c as u32, 0x2600..=0x27BF | 0x1F000..=0x1FAFF | 0xFE0F | 0x200D);
    text.trim_end_matches(|c: char| c.is_whitespace() || emoji(c))
        .trim_start_matches(|c: char| c.is_whitespace() || emoji(c))
        .to_string()
}
