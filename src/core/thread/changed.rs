//! What follows a vote in its post, or heads it, and takes it back, as a PM reads the same
//! words (review break14b): a change of mind to a name in plain text (`[color=red]Gino[/color]
//! no, mejor Hugo`, `[b]Voto Luca[/b]... anzi Chiara`, `[b]Voto Luca[/b]` ⏎ `Ops, volevo dire
//! Chiara`: [`Unclear::Changed`]), an alternative (`Gino o Hugo`, `Gino (o Hugo)`, `Gino /
//! Hugo`, `Voto Luca oppure Marta`: [`Unclear::List`]), a tongue smiley (`:P`, 😜, 😛,
//! `:stuck_out_tongue:`: a joke, [`Unclear::Doubt`]), and a heading line above the vote that
//! says it is not the vote (`Plan B:`, `Broma:`, `Lo que NO voy a hacer:` ⏎ the red name:
//! [`Unclear::Label`], as `core::intake::label` reads it in a PM). Raised, never counted as the
//! first name.

use super::bbcode::plain_text;
use super::find::Found;
use super::said::{MAX_VOTE_TEXT, Said};
use super::unclear::Unclear;
use crate::core::intake::label::sentence_label_against;
use crate::core::names::{NameIndex, fold};

/// Words between a vote and a later name that change the vote to it.
const CHANGE: &[&str] = &[
    "mejor",
    "meglio",
    "anzi",
    "perdon",
    "perdona",
    "scusa",
    "scusate",
    "sorry",
    "oops",
    "ops",
    "uy",
    "ups",
    "decir",
    "dire",
    "mean",
    "meant",
    "rectifico",
    "corrijo",
    "correggo",
    "instead",
    "actually",
    "better",
    "wait",
    "espera",
    "aspetta",
    "cambio",
    "err",
    "errata",
    "volevo",
    "queria",
];

/// A mistake owned right after the vote (`Ups, me he equivocado de nombre, es Kiko`, `ho
/// sbagliato, è Nico`, `my bad, Carla`): within its first [`MISTAKE_REACH`] words, so that a
/// reason (`, ayer se equivocó al defender a Carla`) is not one (review break15b F1/F2).
const MISTAKE: &[&str] = &[
    "equivoque",
    "equivocado",
    "equivocada",
    "sbagliato",
    "sbagliata",
    "sbagliando",
    "wrong",
    "mistake",
    "bad",
];

/// How near the vote a mistake is owned.
const MISTAKE_REACH: usize = 5;

/// What heads a line added to a post after it was sent (`EDIT: voto Nico`, `Edit: il mio voto
/// ora va a Nico`), before its colon: another player named on it after a vote changes the vote
/// (review break15b F2: the first vote was counted).
const EDIT: &[&str] = &[
    "edit", "editado", "editada", "editato", "edited", "editto", "update",
];

/// Verbs that take something back, said of the vote (`tolgo il voto`, `retiro mi voto`, `anulo
/// el voto`, `withdraw my vote`), besides the PM's cancelling verbs.
const TAKE_BACK: &[&str] = &[
    "tolgo",
    "togli",
    "ritiro",
    "ritira",
    "retiro",
    "retira",
    "quito",
    "quita",
    "remove",
    "removing",
    "retract",
    "retracting",
    "withdrawing",
    "take",
    "taking",
];

/// Words between a vote and a later name that offer the name as an alternative.
const OR: &[&str] = &["o", "u", "or", "oppure", "ovvero", "oder"];

/// The most words between a vote and the name it is changed to (`uy no, quería decir`, `Ups,
/// me he equivocado de nombre, es`).
const REACH: usize = 8;

/// Tongue smileys written with letters: the vote is a joke (in a PM, `:P` after an order is
/// raised); the tongue emoji are `core::emoticon::TONGUE_EMOJI`.
const TONGUES: &[&str] = &[
    ":p",
    ";p",
    ":-p",
    ";-p",
    "xp",
    ":stuck_out_tongue",
    ":zany_face:",
];

/// Why the vote `found[k]` is taken back by what follows it before the post's next vote (the
/// rest of its line and the next line with words) or by the heading above it, if it is.
pub(super) fn taken_back(
    text: &str,
    found: &[Found],
    k: usize,
    names: &NameIndex,
) -> Option<Unclear> {
    let Said::Vote { written, .. } = &found[k].said else {
        return None;
    };
    // After the name as written: a plain vote's span may hold the whole line (`Voto a Gino...
    // no, mejor a Hugo`).
    let span = &found[k].span;
    let start = text[span.clone()]
        .find(written.as_str())
        .map_or(span.end, |i| span.start + i + written.len());
    let end = found
        .get(k + 1)
        .map_or(text.len(), |n| n.span.start.max(start));
    let after = window(text, start, end);
    let first_line = after.split('\n').next().unwrap_or("");
    if tongue(first_line) {
        return Some(Unclear::Doubt);
    }
    if after.split('\n').any(takes_back_the_vote) {
        return Some(Unclear::Changed);
    }
    if let Some(why) = name_after(&after, first_line, &fold(written), names) {
        return Some(why);
    }
    heading_above(text, found[k].span.start).then_some(Unclear::Label)
}

/// The plain text after a vote up to `end`: the rest of its line and the next line with words,
/// at most a vote's length each.
fn window(text: &str, start: usize, end: usize) -> String {
    let mut to = end.min(start + 2 * MAX_VOTE_TEXT);
    while !text.is_char_boundary(to) {
        to -= 1;
    }
    let lines: Vec<String> = text[start..to].split('\n').map(plain_text).collect();
    let mut out = lines[0].clone();
    if let Some(next) = lines[1..]
        .iter()
        .find(|l| l.chars().any(char::is_alphanumeric))
    {
        out.push('\n');
        out.push_str(next);
    }
    out
}

/// Do the words after a vote open with the player's own edit line (`EDIT: voto Nico`, `Edit -
/// ...`)? Not the forum's notice (`Editado por última vez por Kiko el 30 Nov`).
fn edit_line(after: &str, words: &[(usize, &str)]) -> bool {
    words.first().is_some_and(|(i, w)| {
        EDIT.contains(&fold(w).as_str())
            && after[i + w.len()..]
                .trim_start_matches([' ', '*', ']'])
                .starts_with([':', '-'])
    })
}

/// Does a line after a vote take it back with no name (`EDIT: unvote`, `edit: tolgo il voto`,
/// `ritiro il voto, ci ho ripensato`, `desvoto`)? The vote is raised, as a PM's `desvoto` after
/// its vote cancels it (review break15b F2: the vote was counted).
fn takes_back_the_vote(line: &str) -> bool {
    use crate::core::intake::cancel::{CANCEL, UNVOTE, VOTE_NOUNS};
    let words: Vec<String> = line
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(fold)
        .collect();
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    has(UNVOTE) || ((has(CANCEL) || has(TAKE_BACK)) && has(VOTE_NOUNS))
}

/// Does a line show a tongue smiley?
fn tongue(line: &str) -> bool {
    line.split_whitespace().any(|w| {
        let w = w.to_lowercase();
        let w = w.trim_matches(|c: char| matches!(c, '(' | ')' | ',' | '.' | '!'));
        TONGUES
            .iter()
            .any(|t| w == *t || (t.len() > 4 && w.starts_with(t)))
            || w.contains(crate::core::emoticon::TONGUE_EMOJI)
    })
}

/// The first player's name after a vote (not the voted one), and what the words before it make
/// of it: a change of mind, or an alternative on the vote's line (`o`, `/`).
fn name_after(after: &str, first_line: &str, voted: &str, names: &NameIndex) -> Option<Unclear> {
    let words: Vec<(usize, &str)> = after
        .match_indices(|c: char| c.is_alphanumeric() || c == '\'')
        .fold(Vec::new(), |mut out: Vec<(usize, usize)>, (i, c)| {
            match out.last_mut() {
                Some((_, end)) if *end == i => *end = i + c.len(),
                _ => out.push((i, i + c.len())),
            }
            out
        })
        .into_iter()
        .map(|(s, e)| (s, &after[s..e]))
        .collect();
    let at = words
        .iter()
        .take(REACH + 1)
        .position(|(_, w)| names.is_exact(w) && fold(w) != voted)?;
    let between: Vec<String> = words[..at].iter().map(|(_, w)| fold(w)).collect();
    let on_the_line = words[at].0 < first_line.len();
    let raw_between = &after[..words[at].0];
    let alternative = on_the_line
        && ((between.is_empty() && raw_between.contains('/'))
            || (between.len() == 1 && OR.contains(&between[0].as_str())));
    if alternative {
        return Some(Unclear::List);
    }
    let changed = between.iter().any(|w| CHANGE.contains(&w.as_str()))
        || edit_line(after, &words)
        || (!on_the_line && of_the_vote(after, words[at].0))
        || (between.iter().take(MISTAKE_REACH)).any(|w| MISTAKE.contains(&w.as_str()))
        || between.iter().map(String::as_str).eq(["no"]);
    changed.then_some(Unclear::Changed)
}

/// Words of the day's vote in prose (`Nico è quello che voglio al rogo però`, `a Nico lo
/// mandaría a la hoguera`, `Nico is who I want lynched`).
const OF_THE_VOTE: &[&str] = &[
    "voto",
    "vote",
    "votar",
    "votare",
    "voterei",
    "votaria",
    "rogo",
    "hoguera",
    "stake",
    "lynch",
    "lynched",
    "linciare",
    "linchar",
    "linciaggio",
    "linchamiento",
];

/// Whether the line after a vote that names another player (its name at `at` of `after`)
/// speaks of the vote: a change of target in prose (`[b]Voto Marta[/b]` ⏎ `Nico è quello che
/// voglio al rogo però`), the master's to settle, never the first name counted in silence.
fn of_the_vote(after: &str, at: usize) -> bool {
    let from = after[..at].rfind('\n').map_or(0, |i| i + 1);
    let to = after[at..].find('\n').map_or(after.len(), |i| at + i);
    after[from..to]
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| OF_THE_VOTE.contains(&fold(w).as_str()))
}

/// Whether the heading of the vote's paragraph in the post (a line above it ending in a colon,
/// with no blank line between) says something against it (`Plan B:`, `Broma:`, `Ejemplo:`),
/// as a PM's heading is read (`core::intake::label`).
fn heading_above(text: &str, at: usize) -> bool {
    let Some(end) = text[..at].rfind('\n') else {
        return false;
    };
    let mut from = end.saturating_sub(8 * MAX_VOTE_TEXT);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    for line in text[from..end].rsplit('\n').take(8) {
        let line = plain_text(line);
        let line = line.trim();
        if line.is_empty() {
            return false;
        }
        if line.ends_with(':') {
            // Its last clause leads into the vote (`Tengo dudas de Bruno, así que:`).
            let clause = line
                .rsplit(['.', ',', ';', '!', '?'])
                .next()
                .unwrap_or(line);
            return sentence_label_against(clause) || doubt_heading(clause);
        }
    }
    false
}

/// A heading that weighs several names (`Dudo entre dos:`, `Indeciso tra:`): none is the vote.
fn doubt_heading(line: &str) -> bool {
    let words: Vec<String> = line
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(fold)
        .collect();
    words.iter().any(|w| {
        ["dudo", "indeciso", "indecisa", "undecided", "torn"].contains(&w.as_str())
            || w.starts_with("dubit")
    })
}
