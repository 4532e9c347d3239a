//! Marks a player puts on a line to say whether he means it: a tick or a cross beside it
//! (`robar a Elena ✅`, `robar a Jorge ❌`, `☐ robar a Jorge`), a word in brackets
//! (`(descartado)`, `[descartado]`, `(la buena)`, `(annullato)`), an arrow (`<- esta`,
//! `👉 robar a Elena`), a `#` comment after the order (`# este no`, `# esta`), or WhatsApp's
//! single-tilde strike (`~robar a Jorge~`). A line rejected by its own mark is struck through
//! as `[s]…[/s]` is ([`crate::core::markup::struck_ranges`]): never read, in a PM or a
//! thread. A line marked as the chosen one is the choice among its kind (`core::intake`).
//! Marks that say both, or words in the brackets that are neither, are no mark: the line is
//! read as it would be without them, and `core::intake` raises a line marked both ways.

use crate::core::names::fold;
use crate::core::text;
use std::ops::Range;

/// What a line's marks say of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// Crossed out: the player turned this line down.
    Rejected,
    /// Ticked or pointed at: the player's choice.
    Chosen,
    /// Ticked and crossed out at once: the master asks.
    Conflicting,
}

/// Signs that cross a line out.
const REJECT_SIGNS: [char; 7] = ['❌', '✗', '✘', '✖', '☐', '❎', '🚫'];
/// Signs that tick or point at a line.
const CHOSEN_SIGNS: [char; 5] = ['✅', '✔', '✓', '☑', '👉'];
/// Arrows written after an order that point back at it (`<- esta`, `⬅️`, `👈`).
const BACK_ARROWS: [&str; 6] = ["<-", "<=", "⬅", "←", "👈", "◀"];

/// What an aside says that turns its line down (folded, one clause).
const REJECTING: &[&str] = &[
    "no",
    "nop",
    "nope",
    "nah",
    "ya no",
    "descartado",
    "descartada",
    "descartar",
    "descarto",
    "cancelado",
    "cancelada",
    "anulado",
    "anulada",
    "tachado",
    "tachada",
    "borrado",
    "borrada",
    "olvidalo",
    "olvida",
    "olvidate",
    "olvidadlo",
    "mentira",
    "era mentira",
    "este no",
    "esta no",
    "no esta",
    "no este",
    "esa no",
    "ese no",
    "la mala",
    "el malo",
    "no vale",
    "annullato",
    "annullata",
    "cancellato",
    "cancellata",
    "scartato",
    "scartata",
    "questa no",
    "questo no",
    "non questa",
    "non questo",
    "lascia perdere",
    "lascia stare",
    "era una battuta",
    "non vale",
    "discarded",
    "cancelled",
    "canceled",
    "scrap that",
    "scratch that",
    "forget it",
    "not this one",
    "not this",
    "this one no",
    "void",
    "dismissed",
    "rejected",
    "rechazada",
    "rechazado",
    "respinto",
    "respinta",
];

/// What an aside says that makes its line the choice (folded, one clause).
const CHOOSING: &[&str] = &[
    "esta",
    "este",
    "esta si",
    "este si",
    "esta es",
    "esta es la buena",
    "la buena",
    "el bueno",
    "al final esta",
    "mejor esta",
    "esta mejor",
    "elegida",
    "elegido",
    "elijo esta",
    "me quedo con esta",
    "la definitiva",
    "definitiva",
    "esta va",
    "va esta",
    "questa",
    "questo",
    "questa si",
    "questo si",
    "la buona",
    "meglio questa",
    "questa meglio",
    "alla fine questa",
    "scelta",
    "scelto",
    "definitivo",
    "this one",
    "this",
    "the good one",
    "chosen",
    "final",
    "this one please",
    "esta porfa",
];

/// What an aside may say beside a mark without being one (`# esta no, la de arriba`).
const POINTING: &[&str] = &[
    "la de arriba",
    "la de abajo",
    "la otra",
    "la anterior",
    "la de antes",
    "el de arriba",
    "el otro",
    "quella sopra",
    "quella sotto",
    "l altra",
    "quella prima",
    "the one above",
    "the other one",
    "the other",
    "the one below",
];

/// Each line of `source` its marks say something of: its number (from 1), its span, what
/// they say.
pub fn line_marks(source: &str) -> Vec<(usize, Range<usize>, Mark)> {
    text::lines(source)
        .enumerate()
        .filter_map(|(i, l)| Some((i + 1, l.start..l.end, mark_of(&source[l.start..l.end])?)))
        .collect()
}

/// The text the marks of `source` strike through: each line they turn down whole, and
/// WhatsApp's `~…~`.
pub fn struck_by_marks(source: &str) -> Vec<Range<usize>> {
    let mut struck: Vec<Range<usize>> = line_marks(source)
        .into_iter()
        .filter(|(_, _, mark)| *mark == Mark::Rejected)
        .map(|(_, span, _)| span)
        .collect();
    for line in text::lines(source) {
        let body = &source[line.start..line.end];
        if body.contains('~') {
            struck.extend(single_tildes(body).map(|r| line.start + r.start..line.start + r.end));
        }
    }
    struck
}

/// WhatsApp's strike: `~text~`, the tildes against the text and each alone (`~~` is
/// Markdown's, read by `struck_ranges`).
fn single_tildes(body: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    let bytes = body.as_bytes();
    let lone = move |i: usize| {
        bytes[i] == b'~'
            && (i == 0 || bytes[i - 1] != b'~')
            && bytes.get(i + 1).is_none_or(|&b| b != b'~')
    };
    let opens = move |i: usize| {
        lone(i)
            && (i == 0 || bytes[i - 1].is_ascii_whitespace())
            && bytes.get(i + 1).is_some_and(|b| !b.is_ascii_whitespace())
    };
    let closes = move |i: usize| {
        lone(i)
            && i > 0
            && !bytes[i - 1].is_ascii_whitespace()
            && bytes
                .get(i + 1)
                .is_none_or(|&b| b.is_ascii_whitespace() || b.is_ascii_punctuation())
    };
    let mut at = 0;
    std::iter::from_fn(move || {
        let open = (at..bytes.len()).find(|&i| opens(i))?;
        let close = (open + 1..bytes.len()).find(|&i| closes(i))?;
        at = close + 1;
        Some(open..close + 1)
    })
}

/// Whether a line is written whole in bold (`**robar a Elena**`, `[b]robar a Elena[/b]`): a
/// player may stress the option he means, or only his order.
pub fn emphasised(body: &str) -> bool {
    let t = body.trim().to_ascii_lowercase();
    (t.len() > 4 && t.starts_with("**") && t.ends_with("**") && !t[2..t.len() - 2].contains("**"))
        || (t.starts_with("[b]") && t.ends_with("[/b]") && t.matches("[b]").count() == 1)
}

/// What the marks on one line say, if anything.
pub fn mark_of(body: &str) -> Option<Mark> {
    // Most lines have no sign, bracket, arrow nor comment: nothing to look at.
    if body.is_ascii() && !body.contains(['(', '[', '#', '<', '>']) {
        return None;
    }
    // Nor a line of accented talk with none of them, nor a sign or an arrow of its own: a mark
    // is a sign, or an aside in brackets, after a `#` or an arrow (issue 25: a line of chatter
    // was searched for each of them one by one).
    let may_mark = |c: char| {
        matches!(c, '(' | '[' | '#' | '<' | '>')
            || REJECT_SIGNS.contains(&c)
            || CHOSEN_SIGNS.contains(&c)
            || BACK_ARROWS.iter().any(|a| a.starts_with(c))
    };
    if !body.contains(may_mark) {
        return None;
    }
    // A sign stands at the line's start or end (`❌ robar a Jorge`, `robar a Elena ✅`): one
    // inside the line may speak of a word of it (`voto Bruno, Ana ❌ no`).
    let sign = |c: char| {
        c.is_whitespace()
            || matches!(c, '\u{FE0F}' | '\u{200D}')
            || REJECT_SIGNS.contains(&c)
            || CHOSEN_SIGNS.contains(&c)
    };
    let lead = &body[..body.len() - body.trim_start_matches(sign).len()];
    let tail = &body[body.trim_end_matches(sign).len()..];
    let at_edge =
        |signs: &[char]| lead.contains(signs) || tail.contains(signs) || comment_is(body, signs);
    let mut rejected = at_edge(&REJECT_SIGNS);
    let mut chosen = at_edge(&CHOSEN_SIGNS);
    for aside in asides(body) {
        match aside_says(aside) {
            Some(Mark::Rejected) => rejected = true,
            Some(Mark::Chosen) => chosen = true,
            Some(Mark::Conflicting) => (rejected, chosen) = (true, true),
            None => {}
        }
    }
    match (rejected, chosen) {
        (true, true) => Some(Mark::Conflicting),
        (true, false) => Some(Mark::Rejected),
        (false, true) => Some(Mark::Chosen),
        (false, false) => None,
    }
}

/// Whether the comment after the line's order starts with one of `signs` (`# ❌ la de arriba`).
fn comment_is(body: &str, signs: &[char]) -> bool {
    body.find(" #").is_some_and(|h| {
        body[h + 1..]
            .trim_start_matches('#')
            .trim_start()
            .starts_with(signs)
    })
}

/// The asides of a line that may mark it: what is in brackets, a comment after the order,
/// what follows an arrow after it (an arrow alone is an aside with nothing to say: it points).
fn asides(body: &str) -> Vec<&str> {
    let mut found = Vec::new();
    for (open, close) in [('(', ')'), ('[', ']')] {
        let mut at = 0;
        while let Some(o) = body[at..].find(open).map(|o| at + o) {
            let Some(c) = body[o + 1..].find(close).map(|c| o + 1 + c) else {
                break;
            };
            found.push(&body[o + 1..c]);
            at = c + 1;
        }
    }
    // A comment after the order (`ver centro 1 3  # este no`); a line that is all comment is
    // the form's or the player's note (`core::intake::asides`).
    if let Some(hash) = body.find(" #").map(|h| h + 1)
        && !body[..hash].trim().is_empty()
    {
        found.push(body[hash..].trim_start_matches('#'));
    }
    for arrow in BACK_ARROWS {
        if let Some(a) = body.find(arrow)
            && !body[..a].trim().is_empty()
        {
            let after = body[a + arrow.len()..].trim_start_matches(['-', '=', '<', '\u{FE0F}']);
            found.push(if after.trim().is_empty() {
                "esta"
            } else {
                after
            });
        }
    }
    // `-> descartado` after an order; `->` leading a line is a bullet.
    if let Some(a) = body.find("->")
        && !body[..a].trim().is_empty()
    {
        found.push(body[a..].trim_start_matches(['-', '>']));
    }
    found
}

/// What one aside says: each of its clauses turns the line down, chooses it, or points at
/// another line; any other clause makes it no mark.
fn aside_says(aside: &str) -> Option<Mark> {
    let (mut rejected, mut chosen) = (false, false);
    for clause in aside.split([',', ';', '.', '!', ':', '—', '–', '/']) {
        let words: Vec<String> = clause
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(fold)
            .collect();
        let phrase = words.join(" ");
        match phrase.as_str() {
            "" => {}
            p if REJECTING.contains(&p) => rejected = true,
            p if CHOOSING.contains(&p) => chosen = true,
            p if POINTING.contains(&p) => {}
            _ => return None,
        }
    }
    match (rejected, chosen) {
        (true, true) => Some(Mark::Conflicting),
        (true, false) => Some(Mark::Rejected),
        (false, true) => Some(Mark::Chosen),
        (false, false) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cross_a_word_or_a_comment_turns_a_line_down() {
        for line in [
            "robar a Jorge ❌",
            "robar a Jorge ✗",
            "❌ robar a Jorge",
            "✖\u{FE0F} robar a Jorge",
            "☐ robar a Jorge",
            "robar a Jorge (descartado)",
            "robar a Jorge (cancelado)",
            "robar a Jorge (ya no)",
            "robar a Jorge (olvídalo)",
            "robar a Jorge [descartado]",
            "robar a Jorge (mentira)",
            "indaga Olga (annullato)",
            "indaga Olga (era una battuta)",
            "rob Jorge (nah, scrap that)",
            "ver centro 1 3   # este no",
            "ver centro 1 3   # esta no, la de arriba",
            "ver centro 1 3   # ❌",
            "indaga Olga  # questa no",
            "robar a Jorge -> descartado",
            "robar a Jorge (la mala)",
        ] {
            assert_eq!(mark_of(line), Some(Mark::Rejected), "{line}");
        }
    }

    #[test]
    fn a_tick_an_arrow_or_a_word_chooses_a_line() {
        for line in [
            "robar a Elena ✅",
            "indaga Chiara ✔\u{FE0F}",
            "☑ robar a Elena",
            "👉 robar a Elena",
            "robar a Elena ⬅\u{FE0F} esta",
            "robar a Elena <--",
            "robar a Elena <- esta",
            "[b]robar a Elena[/b] (la buena)",
            "ver Bruno   # esta",
        ] {
            assert_eq!(mark_of(line), Some(Mark::Chosen), "{line}");
        }
        assert_eq!(mark_of("votar Bruno ✅ ❌"), Some(Mark::Conflicting));
    }

    #[test]
    fn asides_that_say_more_are_no_mark() {
        for line in [
            "robar a Jorge",
            "vota Alessia (è troppo silenziosa)",
            "votar Bruno (ya no me fío de él)",
            "voto Ana # no, mejor Bruno",
            "votar Bruno <- porque es lobo",
            "-> votar Bruno",
            "votar Bruno (esta noche)",
            "[b]votar Bruno[/b]",
        ] {
            assert_eq!(mark_of(line), None, "{line}");
        }
    }

    #[test]
    fn whatsapps_single_tilde_strikes_and_markdowns_double_is_left_to_struck_ranges() {
        let pm = "votar Ana\n~robar a Jorge~\nvoto ~Ana~ Bruno\n~~ver Ana~~\ncerca de ~20 min\n";
        let struck: Vec<&str> = struck_by_marks(pm).into_iter().map(|r| &pm[r]).collect();
        assert_eq!(struck, ["~robar a Jorge~", "~Ana~"]);
    }
}
