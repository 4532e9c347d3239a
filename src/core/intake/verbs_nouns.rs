//! The names of a game's things ([`GameNouns`]), as [`super::Verbs`] holds them.

use crate::core::names::fold;
use std::collections::BTreeSet;

/// The names of a game's things, as the intake looks for them in a line.
#[derive(Default)]
pub(in crate::core::intake) struct GameNouns {
    /// The names of four letters or more, each as its folded tokens.
    pub(in crate::core::intake) long: Vec<Vec<String>>,
    /// The long names (indices into `long`) by the length of their first token: a word can be
    /// one letter off a token only if their lengths differ by one at most.
    pub(in crate::core::intake) by_length: Vec<Vec<usize>>,
    /// The names of fewer than four letters, as written (house letters).
    pub(in crate::core::intake) short: BTreeSet<String>,
}

impl GameNouns {
    pub(super) fn of(nouns: &[String]) -> GameNouns {
        // Each noun's tokens made once (folding is most of the cost of this table).
        let (long, short): (Vec<_>, Vec<_>) = nouns
            .iter()
            .map(|n| (n, tokens(n)))
            .partition(|(_, toks)| toks.iter().map(String::len).sum::<usize>() >= 4);
        let long: Vec<Vec<String>> = long.into_iter().map(|(_, toks)| toks).collect();
        let mut by_length: Vec<Vec<usize>> = Vec::new();
        for (i, noun) in long.iter().enumerate() {
            let first = noun[0].chars().count();
            if by_length.len() <= first {
                by_length.resize(first + 1, Vec::new());
            }
            by_length[first].push(i);
        }
        let short = short
            .into_iter()
            .map(|(n, _)| n.trim().to_string())
            .collect();
        GameNouns {
            long,
            by_length,
            short,
        }
    }
}

/// The folded tokens of a name: letters and digits only.
fn tokens(text: &str) -> Vec<String> {
    fold(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}
