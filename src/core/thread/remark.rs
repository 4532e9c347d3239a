//! A vote's name the post speaks of without casting it, beyond `hedge`'s doubts (break5 F5,
//! F13): a remark the name opens (`[color=red]Gino[/color] es inocente`, `… me da buena
//! espina`, `A [color=red]Gino[/color] lo defiendo yo`), a negation after it
//! (`[color=red]Gino[/color] no.`, `… jamás`, `[b]Vote: Dani[/b] no way`), an unofficial count
//! (`[color=red][b]Gino[/b][/color] (2): Ana, Carla`), a name signed under `--`. The PM reader
//! raises the same lines; the thread does too: not counted, raised to the master at its place.
//! A plain reason after the name stays a vote (`[color=red]Dani[/color] porque miente`, `… se
//! lo merece`, `… y a otra cosa.`, `… sigue.`), as does a change of mind (`… no, mejor …`).

use crate::core::intake::words::NEGATIONS;
use crate::core::names::{NameIndex, fold};

/// Words that open a reason: what follows them is why, not whether (`porque no habla`).
const REASON: &[&str] = &[
    "porque", "pq", "xq", "por", "because", "cause", "cuz", "perche", "poiche", "siccome", "visto",
    "dato", "since", "ya", "pues",
];

/// Negations besides [`NEGATIONS`]: `tampoco`, `nope`, `ni de coña`, `neanche`.
const NEGATIONS_MORE: &[&str] = &[
    "tampoco", "nope", "nah", "ni", "neanche", "nemmeno", "neppure", "nein",
];

/// Words right after a bare name that make it the subject or object of a remark (`Gino es…`,
/// `Gino me da…`, `A Gino lo defiendo`, `Gino is town`, `Gino mi sembra…`).
const OPENERS: &[&str] = &[
    "es", "era", "sera", "parece", "esta", "me", "te", "nos", "lo", "la", "le", "les", "is", "was",
    "seems", "looks", "sembra", "pare", "mi", "ti", "ci", "sta",
];

/// Words of a defence anywhere in the remark after a bare name.
const DEFENCE: &[&str] = &[
    "inocente",
    "innocente",
    "innocent",
    "town",
    "pueblo",
    "defiendo",
    "difendo",
    "defend",
    "espina",
    "mios",
    "nuestros",
    "confio",
    "trust",
];

/// Vote words that make a vote more than a bare name (`[b]Vote: Dani[/b]`).
const VOTE_WORDS: &[&str] = &["vote", "voto", "votar", "voti", "votare", "votes", "lynch"];

/// Does the sentence after a vote (`after`: its words, folded) say something else of the
/// name than the vote? `inner`: the vote's own words (a bare name, or with a vote word).
pub(super) fn remark_after(inner: &[String], after: &[String]) -> bool {
    let end = after
        .iter()
        .position(|w| REASON.contains(&w.as_str()))
        .unwrap_or(after.len());
    let w = &after[..end];
    let negated = (0..w.len()).any(|k| {
        let negation =
            NEGATIONS.contains(&w[k].as_str()) || NEGATIONS_MORE.contains(&w[k].as_str());
        let changed = w
            .get(k + 1)
            .is_some_and(|n| super::hedge::CHANGE_MARKS.contains(&n.as_str()));
        negation && !changed
    });
    let bare = !inner.iter().any(|w| VOTE_WORDS.contains(&w.as_str()));
    let remark = bare
        && (w.first().is_some_and(|f| OPENERS.contains(&f.as_str()))
            || w.iter().any(|x| DEFENCE.contains(&x.as_str())));
    negated || remark
}

/// Is the text after a vote on its line (plain, tags out) a count's: a number (`(2)`, `2`,
/// `: 4`) or a list of players (`: Ana, Carla`, `- Ana, Carla`)?
pub(super) fn count_after(after_line: &str, names: &NameIndex) -> bool {
    let rest = after_line.trim_start();
    let rest = rest.trim_start_matches(['(', '[', ':', '-', '–', '→', '=', ' ']);
    if rest.starts_with(|c: char| c.is_ascii_digit()) {
        return true;
    }
    // `: Ana, Carla`: only players' names (and joins) after the mark.
    let listed = after_line
        .trim_start()
        .starts_with([':', '-', '–', '→', '=']);
    let words: Vec<String> = rest
        .split([',', ' ', '(', ')', ';', '/', '.'])
        .filter(|w| !w.is_empty())
        .map(fold)
        .collect();
    listed
        && !words.is_empty()
        && words
            .iter()
            .all(|w| names.is_exact(w) || matches!(w.as_str(), "y" | "e" | "and"))
}

/// Where a post's signature starts: the first line that is `--` alone or a line of
/// underscores (as in a PM, "nothing after it is read": [`crate::core::mail`]).
pub(super) fn signature_at(text: &str) -> Option<usize> {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if crate::core::mail::is_signature_divider(line) {
            return Some(at);
        }
        at += line.len();
    }
    None
}
