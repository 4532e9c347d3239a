//! How `check` shows an order as read: the verb and its arguments in the order of the line
//! (its condition's words too, [`super::check_conditional`]).

use crate::core::conjugate::canonical;
use crate::core::msg::Lang;
use crate::core::names::fold;
use crate::core::orders::{OrderFile, OrderLine, Read};
use serde::Serialize;

/// An order as read: the verb's English spelling (or, without `english`, its lemma in `lang`,
/// the PM's language, when that is not the rulebook's: `rubare` for an Italian `rubo` in a
/// Spanish game; else the table's first spelling, the rulebook's word), then each argument (roster names, numbers, keywords in English
/// or as written, words and text as written), in the order of the line.
pub(super) fn reading(english: Option<&[&str]>, lang: Option<Lang>, reads: &[Read]) -> String {
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

/// A name read by correcting a typo, where it was written.
#[derive(Serialize)]
pub(super) struct Corrected {
    pub(super) file: String,
    pub(super) line: usize,
    pub(super) written: String,
    pub(super) name: String,
}

/// The names read in an order line by correcting a typo (`Brunno` → `Bruno`), each once (a
/// line of two plays shows its room with each).
pub(super) fn corrected_in(file: &OrderFile, line: &OrderLine, reads: &[Read]) -> Vec<Corrected> {
    let mut seen = std::collections::BTreeSet::new();
    reads
        .iter()
        .filter(|read| seen.insert(format!("{read:?}")))
        .filter_map(|read| match read {
            Read::Player {
                name,
                written,
                corrected: true,
            } => Some(Corrected {
                file: file.path.clone(),
                line: line.line,
                written: written.clone(),
                name: name.clone(),
            }),
            _ => None,
        })
        .collect()
}

/// What was read in a line, cut before each verb after the first: one reading per order.
pub(super) fn split_at_verbs(reads: &[Read]) -> Vec<&[Read]> {
    let mut groups: Vec<&[Read]> = Vec::new();
    let mut from = 0;
    for (i, read) in reads.iter().enumerate().skip(1) {
        if matches!(read, Read::Verb { .. }) {
            groups.push(&reads[from..i]);
            from = i;
        }
    }
    groups.push(&reads[from..]);
    groups
}
