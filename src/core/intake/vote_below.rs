//! A vote whose label is left open at the end of its line and whose player comes alone on a
//! later one (issue 22 J, blind corpus 14): `il mio voto va a...` ⏎ `🥁🥁🥁` ⏎ `Bruno!`, `Mi
//! voto:` ⏎ `Bruno`. A human master reads the vote at the name's line without doubt: the
//! label's line is its lead-in (listed as the PM's talk), the lines between hold no word. A
//! label that negates or doubts, names a player, or a later line that says more than one
//! name, is read as before (raised).

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Words between the vote and the end of its label (`il mio voto va a...`, `mi voto es para:`,
/// `my vote goes to…`), folded.
const TOWARD: &[&str] = &[
    "va",
    "a",
    "al",
    "es",
    "para",
    "per",
    "e",
    "sara",
    "sera",
    "goes",
    "to",
    "is",
    "will",
    "be",
    "for",
    "di",
    "oggi",
    "hoy",
    "today",
    // A heading's qualifier (`[b]VOTO FINAL[/b]`, `VOTO DEL DÍA`, `VOTO DEFINITIVO`).
    "final",
    "finale",
    "definitivo",
    "definitiva",
    "del",
    "dia",
    "giorno",
];

/// Reads the PM's open vote labels: each label line is set aside as talk and the name's line
/// becomes the vote, the ruleset's vote verb standing before the name (in no space).
pub(super) fn read(file: &mut OrderFile, verbs: &Verbs, names: &NameIndex) {
    let Some(vote) = verbs.vote.clone() else {
        return;
    };
    let mut i = 0;
    while i < file.lines.len() {
        let next = (i + 1..file.lines.len()).find(|&j| {
            file.lines[j]
                .words
                .iter()
                .any(|w| w.text.chars().any(char::is_alphanumeric))
        });
        let (Some(j), true) = (next, open_label(file, &file.lines[i], verbs, names)) else {
            i += 1;
            continue;
        };
        let Some(name) = lone_name(&file.lines[j], names) else {
            i += 1;
            continue;
        };
        let at = name.span.start;
        let below = &mut file.lines[j];
        below.words.insert(0, Word::new(vote.clone(), at..at));
        let label = file.lines.remove(i);
        file.ignored.push(label);
    }
}

/// Whether `line` is a vote's label left open: its last word `:`, `...` or `…` after the vote's
/// word (`voto`, `vote`), only words of [`TOWARD`] after it, and no player, negation or doubt.
fn open_label(file: &OrderFile, line: &OrderLine, verbs: &Verbs, names: &NameIndex) -> bool {
    let words = &line.words;
    let Some(last) = words.last() else {
        return false;
    };
    let after = file.source[last.span.end..line.span.end].trim();
    let open = after.ends_with(':') || after.ends_with("...") || after.ends_with('…');
    if !open && !heading(file, line) {
        return false;
    }
    let Some(vote) = words
        .iter()
        .rposition(|w| verbs.is_vote(w) || folded_in(w, &["voto", "vote"]))
    else {
        return false;
    };
    words[vote + 1..].iter().all(|w| folded_in(w, TOWARD))
        && !mentions_a_player(words, names)
        && !words
            .iter()
            .any(|w| folded_in(w, NEGATIONS) || folded_in(w, DOUBT))
}

/// Whether `line` is a heading alone on its line (blind corpus 15, #111): `[b]VOTO FINAL[/b]`,
/// `**My vote**`, `VOTO DEL DÍA`: written in bold from its first word to its last, or in
/// capitals, and nothing after its last word but the bold's close.
fn heading(file: &OrderFile, line: &OrderLine) -> bool {
    let (Some(first), Some(last)) = (line.words.first(), line.words.last()) else {
        return false;
    };
    let start = file.source[..first.span.start]
        .rfind('\n')
        .map_or(0, |n| n + 1);
    let before = file.source[start..first.span.start].trim();
    let after = file.source[last.span.end..line.span.end].trim();
    let bold = matches!(before, "[b]" | "[B]" | "**" | "<b>" | "<strong>")
        && matches!(after, "[/b]" | "[/B]" | "**" | "</b>" | "</strong>");
    let capitals = before.is_empty()
        && after.is_empty()
        && line.words.iter().all(|w| {
            w.text.chars().any(char::is_alphabetic) && !w.text.chars().any(char::is_lowercase)
        });
    bold || capitals
}

/// The name a line says alone (`Bruno!`, `Bruno 😈`, a bullet's `- Bruno`), if it says only one
/// player's name.
fn lone_name<'a>(line: &'a OrderLine, names: &NameIndex) -> Option<&'a Word> {
    let bullet = |w: &Word| matches!(w.text.as_str(), "-" | "*" | "•" | "–");
    let name = match line.words.as_slice() {
        [name] => name,
        [mark, name] if bullet(mark) => name,
        _ => return None,
    };
    names.is_exact_word(name).then_some(name)
}
