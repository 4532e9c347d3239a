//! A play of the phase pointed at by its number or its noun ([`Ruleset::play_refs`]): a
//! flatmate answering a play writes `contra la jugada 3`, `a tu 2 le meto…`, `Esa 3 no la
//! haces`, `esa jugada`. Such a line speaks of the game: read as the order it is or raised,
//! never chatter. The noun alone, with no determiner before it, points at no play (`buena
//! jugada`, `bien jugado`: praise, chatter).
//!
//! [`Ruleset::play_refs`]: crate::core::ruleset::Ruleset::play_refs

use super::Verbs;
use crate::core::names::fold;
use crate::core::orders::Word;
use crate::core::ruleset::PlayRefs;
use std::collections::BTreeSet;
use std::ops::Range;
use std::sync::Arc;

/// The ruleset's words of pointing at a play, folded.
#[derive(Default)]
pub(super) struct PlayWords {
    /// Words after which a number is a play's (`jugada 3`, `tu 2`, `esa 3`).
    before_number: BTreeSet<String>,
    /// The nouns a play is called by (`jugada`, `giocata`).
    nouns: BTreeSet<String>,
}

/// Words that make a play's noun after them one play (`esa jugada`, `la giocata`, `your
/// play`), folded; praise before it (`buena jugada`) does not.
const DETERMINERS: &[&str] = &[
    // es
    "la", "las", "esa", "esas", "esta", "estas", "tu", "tus", "su", "sus", // it
    "questa", "quella", "essa", "tua", "tue", "sua", "sue", "nella", "alla", "della", "sulla",
    // en
    "the", "that", "this", "your", "his", "her", "their",
];

impl Verbs {
    /// With the words by which a player points at a play of the phase
    /// ([`crate::core::ruleset::Ruleset::play_refs`]).
    pub fn with_play_refs(mut self, (before, nouns): PlayRefs) -> Verbs {
        let folded = |words: &[&str]| words.iter().map(|w| fold(w)).collect();
        self.play_refs = Arc::new(PlayWords {
            before_number: folded(before),
            nouns: folded(nouns),
        });
        self
    }

    /// Where a line first points at a play: a number after one of the ruleset's words (`tu
    /// 2`), or a play's noun after a determiner (`esa jugada`).
    pub(super) fn play_ref_in(&self, words: &[Word]) -> Option<Range<usize>> {
        let refs = &self.play_refs;
        words.iter().enumerate().find_map(|(i, w)| {
            let next = words.get(i + 1).filter(|n| is_play_number(&n.text));
            if let Some(n) = next.filter(|_| refs.before_number.contains(w.folded())) {
                return Some(w.span.start..n.span.end);
            }
            let determined = i > 0 && DETERMINERS.contains(&words[i - 1].folded());
            (determined && refs.nouns.contains(w.folded()))
                .then(|| words[i - 1].span.start..w.span.end)
        })
    }
}

/// A play's number as written after its word (`2`, `3:`, `2ª`, `3,`).
fn is_play_number(text: &str) -> bool {
    let t = text.trim_end_matches(['º', 'ª', '.', ',', ')', ':', ';', '!', '?']);
    t.parse::<u32>().is_ok_and(|n| (1..=99).contains(&n))
}
