//! What a vote says: "unvote", "no lynch", or a name, with the vote words and fillers around it
//! dropped; an unvote and a vote in one text (`Unvote; Vote: Ana`); a count request, which is
//! not a vote.

use super::work_done;
use crate::core::names::{NameIndex, fold};

/// The longest vote, in bytes: a vote is a name and a few words around it. A longer text in
/// vote tags, red or bold is talk, not a vote; so is a longer plain line. Reading no more keeps
/// every post linear, however its tags nest.
pub const MAX_VOTE_TEXT: usize = 512;

/// What a vote in a post says, before names are resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A name as written. `loose`: read from a plain-text line (no tag, no bold).
    Vote {
        written: String,
        loose: bool,
    },
    Unvote,
    Abstain,
}

/// What one vote text says: its vote, and whether it unvotes first (`Unvote; Vote: Ana`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Reads {
    pub unvote_first: bool,
    pub said: Said,
    /// The words after an unvote that are not a vote (`[b]Desvoto. Carla[/b]`, `Unvote
    /// Frank`, `Desvoto a Carla`): the unvoted name, or the new vote written without its vote
    /// word. Never dropped: the thread reader raises it unless it names the voter's vote.
    pub unvoted: Option<String>,
}

/// Phrases, folded, longest first where one starts another.
const UNVOTE: &[&str] = &[
    "unvote",
    "unvoto",
    "desvoto",
    "desvotar",
    "svoto",
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
    "abstengo",
    "abstencion",
    "mi astengo",
    "astengo",
    "astensione",
];
/// The words for nobody: a vote for nobody is the game's no-lynch, never a player whose name
/// is a letter away (`Nadie` is not Nadia; review break14b F5). A player called so is read
/// exactly.
const NOBODY: &[&str] = &[
    "nadie", "ninguno", "ninguna", "nessuno", "nessuna", "nobody", "no one", "noone", "no-one",
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
/// How a request for the count starts, folded (`Vote count please`, `Recuento`, `Conta voti?`):
/// after the vote word, or alone.
const REQUESTS: &[&str] = &[
    "count",
    "counts",
    "countdown",
    "tally",
    "recuento",
    "conteo",
    "conta voti",
    "conta dei voti",
    "contavoti",
    "votecount",
    "vote count",
    "recount",
];

/// Words that lead in to a vote line without changing it, folded: `EDIT: desvoto`, `PD:
/// desvoto`, `ok, desvoto`, `PS: tolgo il voto`, `EDIT 2: unvote`.
const LEAD_INS: &[&str] = &[
    "edit", "edited", "edito", "editado", "editada", "editato", "modifica", "update", "pd", "p.d",
    "ps", "p.s", "pps", "nb", "n.b", "ok", "okay", "oki", "vale", "bueno", "bien", "venga",
    "vabbe", "allora", "ecco", "comunque", "anyway", "well", "so", "ah", "oh", "bah", "nota",
    "note",
];

/// The text after its lead-ins ([`LEAD_INS`], each with its `:` or `,`), trimmed at the start;
/// the text itself when it has none.
pub(super) fn after_lead_in(text: &str) -> &str {
    let mut text = text.trim_start();
    for _ in 0..2 {
        let Some(stop) = text.get(..16).unwrap_or(text).find([':', ',']) else {
            break;
        };
        let word = fold(text[..stop].trim());
        let word = word.trim_end_matches(|c: char| c.is_ascii_digit() || c == ' ' || c == '.');
        if !LEAD_INS.contains(&word) {
            break;
        }
        text = text[stop + 1..].trim_start();
    }
    text
}

/// Does folded `text` start with `phrase` as whole words? Returns the rest.
fn starts_with_phrase<'a>(text: &'a str, phrase: &str) -> Option<&'a str> {
    let rest = text.strip_prefix(phrase)?;
    if rest.is_empty() || rest.starts_with([' ', ':', ',', '.', '!', '?', ';']) {
        Some(rest)
    } else {
        None
    }
}

/// Is the folded text only `phrase`, but for punctuation?
fn is_phrase(text: &str, phrase: &str) -> bool {
    starts_with_phrase(text, phrase).is_some_and(|rest| rest.chars().all(is_punctuation))
}

fn is_punctuation(c: char) -> bool {
    c.is_whitespace() || matches!(c, '.' | '!' | '¡' | '?' | '¿' | ':' | ',' | ';' | '"' | '-')
}

/// Trims spaces and what is around a vote and no part of it: punctuation, an emoji after the
/// name (`voto Gino 🐺`), the `##` of a heading written in bold (`[b]##vote X[/b]`), the `[`
/// of a broken tag (`[b]unvote[[/b]`); collapses white space; a `;` or `|` separates words
/// (`Unvote;Vote: Ana`). An `@` before a name stays (it is dropped with the vote word).
pub(super) fn clean(text: &str) -> String {
    let spaced = text.replace([';', '|'], "; ");
    let words: Vec<&str> = spaced.split_whitespace().collect();
    words
        .join(" ")
        .trim_start_matches(|c: char| !c.is_alphanumeric() && c != '@')
        .trim_end_matches(|c: char| !c.is_alphanumeric())
        .to_string()
}

/// The words of a vote with its line breaks as clause breaks: the name of `[b]VOTE X⏎FOS Y[/b]`
/// ends at its line.
fn lines_as_clauses(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ; ")
}

/// The text up to its first clause break: a comma, a semicolon, a bracket, or a full stop,
/// question or exclamation mark before a space.
fn first_clause(text: &str) -> &str {
    let mut end = text.len();
    for (i, c) in text.char_indices() {
        let next = text[i + c.len_utf8()..].chars().next();
        let stop = matches!(c, ',' | ';' | '(' | '[')
            || (matches!(c, '.' | '!' | '?') && next.is_none_or(char::is_whitespace));
        if stop {
            end = i;
            break;
        }
    }
    &text[..end]
}

/// Does a line start as a vote does (a vote word, an unvote), other than to ask for the count?
pub(super) fn starts_as_vote(text: &str) -> bool {
    let folded = fold(&clean(after_lead_in(text)));
    let rest = VOTE_WORDS
        .iter()
        .chain(UNVOTE)
        .find_map(|p| starts_with_phrase(&folded, p));
    rest.is_some_and(|rest| !is_request(rest.trim_start_matches([' ', ':'])))
}

/// Is a folded text a request for the count (`vote count please`, `recuento`)?
pub(super) fn is_request(folded: &str) -> bool {
    REQUESTS
        .iter()
        .any(|p| starts_with_phrase(folded, p).is_some())
}

/// Reads the text of a vote. `need_word`: the text must start with a vote word (or be an
/// unvote, or an abstention); otherwise the vote word is optional. `plain`: a line of text
/// with no markup, which is a vote only if it is a vote and nothing else (`voto a Ana`, not
/// `voto a Ana si nadie tiene nada mejor`).
pub(super) fn read_said(
    text: &str,
    names: &NameIndex,
    need_word: bool,
    plain: bool,
) -> Option<Reads> {
    work_done(text.len());
    let text = clean(&lines_as_clauses(text));
    if text.is_empty() {
        return None;
    }
    if names.is_exact(&text) && !need_word {
        return Some(Reads {
            unvote_first: false,
            said: Said::Vote {
                written: text,
                loose: plain,
            },
            unvoted: None,
        });
    }
    let folded = fold(&text);
    if let Some(phrase) = UNVOTE
        .iter()
        .find(|p| starts_with_phrase(&folded, p).is_some())
    {
        // "Unvote; Vote: Ana", "unvote vote Ana", "Unvote:⏎Vote: Ana": the vote after the
        // unvote is read as a bold vote is, with its vote word ("unvote Ana" withdraws from Ana).
        let skip = phrase.split_whitespace().count();
        let words: Vec<&str> = text.split_whitespace().collect();
        let rest = words.get(skip..).unwrap_or_default().join(" ");
        let then = read_words(&rest, names, true, plain)
            .or_else(|| vote_after(&words[skip..], names, plain))
            .filter(|s| *s != Said::Unvote);
        return Some(match then {
            Some(said) => Reads {
                unvote_first: true,
                said,
                unvoted: None,
            },
            None => Reads {
                unvote_first: false,
                said: Said::Unvote,
                unvoted: unvoted_words(&words[skip..]),
            },
        });
    }
    read_words(&text, names, need_word, plain).map(|said| Reads {
        unvote_first: false,
        said,
        unvoted: None,
    })
}

/// What an unvote says after its unvote words, when it is not a vote (`Desvoto. Carla`,
/// `Unvote - Frank`, `desvoto a Carla`, `unvote from Ana`): its first clause, fillers and
/// punctuation aside; `None` when nothing is left.
fn unvoted_words(words: &[&str]) -> Option<String> {
    let mut rest: Vec<&str> = words.to_vec();
    while let Some(first) = rest.first() {
        let word = fold(&clean(first));
        let filler =
            FILLERS.contains(&word.as_str()) || ["from", "de", "da", "di"].contains(&word.as_str());
        if (filler && rest.len() > 1) || word.is_empty() {
            rest.remove(0);
        } else {
            break;
        }
    }
    let text = clean(first_clause(&clean(&rest.join(" "))));
    (!text.is_empty()).then_some(text)
}

/// The vote after the unvoted name, where a vote word starts a later word: mafiascum's
/// `Unvote: Ana, Vote: Bruno` in one bold span.
fn vote_after(words: &[&str], names: &NameIndex, plain: bool) -> Option<Said> {
    (1..words.len()).find_map(|k| {
        let folded = fold(&clean(&words[k..].join(" ")));
        VOTE_WORDS
            .iter()
            .any(|p| starts_with_phrase(&folded, p).is_some())
            .then(|| read_words(&words[k..].join(" "), names, true, plain))
            .flatten()
    })
}

/// A vote that is not an unvote: a vote word, fillers, then a name or an abstention; or an
/// abstention alone.
fn read_words(text: &str, names: &NameIndex, need_word: bool, plain: bool) -> Option<Said> {
    let text = clean(text);
    if text.is_empty() {
        return None;
    }
    let folded = fold(&text);
    // An abstention is the whole text, unless the text is all a vote (in vote tags, red) or
    // follows a vote word ("Vote: no lynch, we know nothing").
    let abstains = |folded: &str, whole: bool| {
        ABSTAIN.iter().any(|p| match whole {
            true => is_phrase(folded, p),
            false => starts_with_phrase(folded, p).is_some(),
        }) || NOBODY.iter().any(|p| is_phrase(folded, p))
    };
    if !names.is_exact(&text) {
        if abstains(&folded, need_word || plain) {
            return Some(Said::Abstain);
        }
        if is_request(&folded) {
            return None;
        }
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
    let rest = after_vote_word(&words, skip, had_word, names);
    // The name ends at a clause break that is no part of a sentence: a `;` or a line break.
    let joined = rest.join(" ");
    let rest = clean(joined.split(';').next().unwrap_or_default());
    let rest = rest.trim_start_matches('@').to_string();
    if rest.is_empty() {
        return None;
    }
    let folded_rest = fold(&rest);
    if !names.is_exact(&rest) {
        if abstains(&folded_rest, plain) {
            return Some(Said::Abstain);
        }
        if is_request(&folded_rest) {
            return None;
        }
    }
    // A plain line is a vote and nothing else: a name (or one word: a name misspelt), the
    // line or its first clause ("Voto Ele, ha mentido."), not a sentence ("I vote Scott
    // because he lied", "voto a Ana si nadie tiene nada mejor").
    let written = match plain && names.resolve_unsuggested(&rest).is_err() {
        true => {
            let clause = clean(first_clause(&rest));
            let one_word = clause.split_whitespace().count() == 1;
            if !one_word && names.resolve_unsuggested(&clause).is_err() {
                return None;
            }
            clause
        }
        false => rest,
    };
    Some(Said::Vote {
        written,
        loose: plain,
    })
}

/// The words after the vote word (`skip` words, if it `had_word`): a name glued to its colon
/// ("Vote:Ana") is one of them, a leading colon and the fillers before the name are not.
fn after_vote_word<'w>(
    words: &[&'w str],
    skip: usize,
    had_word: bool,
    names: &NameIndex,
) -> Vec<&'w str> {
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
    rest
}
