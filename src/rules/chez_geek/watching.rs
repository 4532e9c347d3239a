//! `guardo`: Spanish `guardar` is to keep a card for later (`me guardo el Porro para luego`, a
//! note, nothing played); Italian `guardare` is to watch (`mi guardo la Maratón de Series`: the
//! Tele's activity, played). The language of the line decides; where it cannot be told the line
//! is raised, never read either way in silence (docs/rulings/chez-geek.md, "guardo").

use super::orders::{VERBS, Verb};
use crate::core::diag::Problem;
use crate::core::msg::{Lang, Msg};
use crate::core::names::fold;
use crate::core::orders::{OrderFile, OrderLine, Read};

/// The spellings of the keep that Italian writes for watching.
const SHARED: &[&str] = &["guardo", "guardando"];

/// Pronouns before the verb only Italian writes so (`mi guardo`, `ci guardiamo`; Spanish
/// writes `me guardo`), and only Spanish.
const ITALIAN_BEFORE: &[&str] = &["mi", "ti", "ci", "vi"];
const SPANISH_BEFORE: &[&str] = &["me", "te", "nos", "os"];

/// What a line whose verb is a keep says.
#[derive(Debug, PartialEq, Eq)]
pub enum Guardo {
    /// Spanish, or a keep's own word (`conservo`, `keep`): the card kept.
    Keep,
    /// Italian: the card watched, played.
    Watch,
    /// `guardo la Maratón de Series` in a PM whose language cannot be told.
    Unknown,
}

/// How the keep of `line` reads (`line`'s first word its verb), by the word before the verb,
/// else by the language of the PM's words outside the cards' names.
pub fn guardo(file: &OrderFile, line: &OrderLine, cards: &[(String, Vec<String>)]) -> Guardo {
    let Some(verb) = line.words.first() else {
        return Guardo::Keep;
    };
    if !SHARED.contains(&verb.folded()) {
        return Guardo::Keep;
    }
    let before = fold(&file.source[..verb.span.start]);
    let before = before
        .split(|c: char| !c.is_alphanumeric())
        .rfind(|t| !t.is_empty());
    if before.is_some_and(|b| ITALIAN_BEFORE.contains(&b)) {
        return Guardo::Watch;
    }
    if before.is_some_and(|b| SPANISH_BEFORE.contains(&b)) {
        return Guardo::Keep;
    }
    let of_a_card = |w: &str| cards.iter().any(|(_, c)| c.iter().any(|t| t == w));
    let words: Vec<String> = fold(&file.source)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !of_a_card(w))
        .map(str::to_string)
        .collect();
    match crate::core::intake::words::language_of(words.iter().map(String::as_str), None) {
        Some(Lang::It) => Guardo::Watch,
        Some(_) => Guardo::Keep,
        None => Guardo::Unknown,
    }
}

/// Whether the keep of `line` is Italian watching (a play): its verb then recorded for `check`
/// as the play's.
pub fn watched(file: &OrderFile, line: &OrderLine, cards: &[(String, Vec<String>)]) -> bool {
    if guardo(file, line, cards) != Guardo::Watch {
        return false;
    }
    let play = VERBS.iter().find(|s| s.verb == Verb::Play).expect("play");
    let first = &line.words[0];
    let read = Read::Verb {
        spellings: play.words,
        written: first.text.clone(),
    };
    file.readings.record(first.span.start, read);
    true
}

/// The problem of a `guardo` whose language cannot be told, at its verb.
pub fn unknown(file: &OrderFile, line: &OrderLine) -> Problem {
    let msg = |key: &str| Msg::new(key).arg("writer", &file.player);
    Problem::new(msg("chez-geek-err-guardo"))
        .at(&file.path, &file.source, line.words[0].span.clone())
        .help(msg("chez-geek-help-guardo"))
}
