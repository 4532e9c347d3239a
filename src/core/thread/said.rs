//! What a vote says: "unvote", "no lynch", or a name, with the vote words and fillers around it
//! dropped; and the player a written name means.

use super::work_done;
use crate::core::names::{NameIndex, NameMiss, fold};

/// The longest vote, in bytes: a vote is a name and a few words around it. A longer text in
/// vote tags, red or bold is talk, not a vote; a plain vote line is read that far (the name
/// comes first, the rest is talk). Reading no more keeps every post linear, however its tags
/// nest.
pub const MAX_VOTE_TEXT: usize = 512;

/// `text` cut to [`MAX_VOTE_TEXT`] bytes, at a character boundary.
pub(super) fn capped(text: &str) -> &str {
    if text.len() <= MAX_VOTE_TEXT {
        return text;
    }
    let mut end = MAX_VOTE_TEXT;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// What a vote in a post says, before names are resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A name as written. `loose`: words may follow the name (a plain-text vote line).
    Vote {
        written: String,
        loose: bool,
    },
    Unvote,
    Abstain,
}

/// Phrases, folded, longest first where one starts another.
const UNVOTE: &[&str] = &[
    "unvote",
    "unvoto",
    "desvoto",
    "desvotar",
    "retiro mi voto",
    "retiro el voto",
    "retiro voto",
    "quito mi voto",
    "quito el voto",
    "tolgo il voto",
    "tolgo il mio voto",
    "tolgo voto",
    "ritiro il voto",
    "ritiro il mio voto",
    "ritiro voto",
];
const ABSTAIN: &[&str] = &[
    "no lynch",
    "no-lynch",
    "nolynch",
    "no linchamiento",
    "no linchar",
    "nessun linciaggio",
    "no linciaggio",
    "abstain",
    "me abstengo",
    "abstencion",
    "mi astengo",
    "astensione",
];
const VOTE_WORDS: &[&str] = &[
    "i vote",
    "my vote",
    "mi voto",
    "il mio voto",
    "voting",
    "votes",
    "votar",
    "vote",
    "voto",
    "vota",
];
const FILLERS: &[&str] = &[
    "a", "al", "for", "per", "para", "por", "to", "is", "es", "va",
];

/// Does folded `text` start with `phrase` as whole words? Returns the rest.
fn starts_with_phrase<'a>(text: &'a str, phrase: &str) -> Option<&'a str> {
    let rest = text.strip_prefix(phrase)?;
    if rest.is_empty() || rest.starts_with([' ', ':', ',', '.', '!']) {
        Some(rest)
    } else {
        None
    }
}

/// Trims spaces and the punctuation around a vote; collapses white space.
pub(super) fn clean(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    words
        .join(" ")
        .trim_matches(|c: char| matches!(c, '.' | '!' | '¡' | '?' | '¿' | ':' | ',' | ';' | '"'))
        .trim()
        .to_string()
}

/// Reads the text of a vote. `need_word`: the text must start with a vote word (or be an
/// unvote); otherwise the vote word is optional.
pub(super) fn read_said(
    text: &str,
    names: &NameIndex,
    need_word: bool,
    loose: bool,
) -> Option<Said> {
    work_done(text.len());
    let text = clean(text);
    if text.is_empty() {
        return None;
    }
    if names.is_exact(&text) && !need_word {
        return Some(Said::Vote {
            written: text,
            loose,
        });
    }
    let folded = fold(&text);
    if UNVOTE
        .iter()
        .any(|p| starts_with_phrase(&folded, p).is_some())
    {
        return Some(Said::Unvote);
    }
    // The folded text and the original have the same words, so cut the original by words.
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut skip = 0;
    let mut had_word = false;
    for phrase in VOTE_WORDS {
        if starts_with_phrase(&folded, phrase).is_some() {
            skip = phrase.split_whitespace().count();
            had_word = true;
            break;
        }
    }
    if need_word && !had_word {
        return None;
    }
    let mut rest: Vec<&str> = words[skip..].to_vec();
    // "Vote:Ana": the name glued to the vote word's colon.
    if had_word
        && let Some((_, after)) = words[skip - 1].split_once(':')
        && !after.is_empty()
    {
        rest.insert(0, after);
    }
    if let Some(first) = rest.first_mut() {
        *first = first.trim_start_matches(':');
        if first.is_empty() {
            rest.remove(0);
        }
    }
    while let Some(first) = rest.first() {
        let word = fold(first.trim_end_matches(':'));
        if FILLERS.contains(&word.as_str()) && !names.is_exact(first) && rest.len() > 1 {
            rest.remove(0);
        } else {
            break;
        }
    }
    let rest = clean(&rest.join(" "));
    let rest = rest.trim_start_matches('@').to_string();
    if rest.is_empty() {
        return None;
    }
    let folded_rest = fold(&rest);
    if !names.is_exact(&rest)
        && ABSTAIN
            .iter()
            .any(|p| starts_with_phrase(&folded_rest, p).is_some())
    {
        return Some(Said::Abstain);
    }
    Some(Said::Vote {
        written: rest,
        loose,
    })
}

/// Resolves a written name; a loose one (a plain-text line) may have words after the name:
/// the longest run of leading words that names a player is taken.
///
/// The runs are tried shortest first, and the search stops at the first run that no name or
/// alias starts with: a longer run starts with it too, so none can match (folding keeps
/// prefixes). A line is so read in the length of the longest name, not in its own squared.
pub(super) fn resolve(
    names: &NameIndex,
    written: &str,
    loose: bool,
) -> Result<String, (String, NameMiss)> {
    let words: Vec<&str> = written.split_whitespace().collect();
    if loose {
        let mut best = None;
        let mut run = String::new();
        for word in &words {
            if !run.is_empty() {
                run.push(' ');
            }
            run.push_str(word);
            work_done(run.len());
            let text = clean(&run);
            match names.resolve(&text) {
                Ok(name) => best = Some(name),
                Err(NameMiss::Unknown { .. }) if fold(&text).chars().count() >= 2 => break,
                Err(_) => {}
            }
        }
        if let Some(name) = best {
            return Ok(name);
        }
    } else if let Ok(name) = names.resolve(written) {
        return Ok(name);
    }
    let shown = if loose && !words.is_empty() {
        clean(words[0])
    } else {
        written.to_string()
    };
    match names.resolve(&shown) {
        Ok(name) => Ok(name),
        Err(miss) => Err((shown, miss)),
    }
}
