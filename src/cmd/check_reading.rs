//! How `check` shows an order as read: the verb and its arguments in the order of the line
//! (its condition's words too, [`super::check_conditional`]).

use crate::core::orders::{OrderFile, OrderLine, Read};
use serde::Serialize;

pub(super) use crate::core::orders::reading;

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
