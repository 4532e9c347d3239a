//! What the grammar read in a PM (`check` shows it), by where it was read.

use super::Read;
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
