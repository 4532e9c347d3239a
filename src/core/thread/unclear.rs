//! What speaks of the vote in a post and was not read as a vote: raised at its place, never
//! dropped in silence. A red or bold player's name (`[b]Ana[/b]`, `[color=red]ojo con Ana,
//! Bruno[/color]`), bold or red text with a vote word (`[b]I'll vote Ana tomorrow[/b]`), a
//! line that starts as a vote and goes on as a sentence (`voto a Ana si nadie tiene nada
//! mejor`). A request for the count (`[b]Vote count please[/b]`) is no vote and is not raised.
//! Where votes are red, a player's name in another colour (`[color=blue]Gino[/color]`); a vote
//! tag where the thread does not vote with tags (`[vote]Bruno[/vote]` in a red thread).

use super::bbcode::{Name, closings, plain_text, tags};
use super::find::{Found, is_a_name};
use super::reading::Lookup;
use super::said::{MAX_VOTE_TEXT, clean, is_request, starts_as_vote};
use super::{Syntax, work_done};
use crate::core::names::fold;
use serde::Serialize;
use std::ops::Range;

/// Why a place of a post was raised.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Unclear {
    /// A player's name in red or bold.
    Name,
    /// A vote word in red, bold or a heading, or a line that starts as a vote.
    VoteWord,
    /// A vote asked as a question (`[color=red]Gino[/color]?`, `[b]Voto Marta?[/b]`).
    Question,
    /// A vote negated, put off or made a condition (`No votéis a Gino`, `Si mañana sigue
    /// callado, Gino`, `voto Marta se non parla`), or told as someone else's words.
    Doubt,
    /// Names listed side by side (`Candidatos: Gino y Paula`): candidates, not a vote.
    List,
    /// A player's name in a colour that is not red, where votes are red.
    Colour,
    /// A vote in a syntax this thread does not vote with (`[vote]Bruno[/vote]` in a thread
    /// that votes in red).
    OtherSyntax,
    /// A vote on the line of a `[quote…]` never closed: the forum shows the tag as text, so
    /// whose words the vote is cannot be told (the lines after it are read).
    OpenQuote,
    /// A name that opens a remark or is negated after it (`[color=red]Gino[/color] es
    /// inocente`, `… no.`, `[b]Vote: Dani[/b] no way`): it speaks of the player.
    Remark,
    /// A line of an unofficial count (`[color=red]Gino[/color] (2): Ana, Carla`).
    Count,
    /// A name under the post's `--` signature line.
    Signature,
    /// A vote after a label that says it is not today's vote (`Ni de coña: Gino`, `Mi voto de
    /// ayer: Gino`, `Descartado: Gino`, `Ejemplo: Gino`).
    Label,
    /// Another player's name after the vote, after a change of mind (`[color=red]Gino[/color]
    /// no, mejor Hugo`, `[b]Voto Luca[/b]... anzi Chiara`): which one is the vote.
    Changed,
    /// A vote in a post the forum shows edited, on a page saved after the deadline: the edit
    /// may have come after it.
    Edited,
    /// An unvote followed by a player's name that is not the vote it withdraws, and no second
    /// vote word (`[b]Desvoto. Carla[/b]` while voting Bruno, `Unvote Frank` while on Bob):
    /// the name withdrawn or the new vote.
    UnvoteName,
    /// A vote quoted and seconded with nothing else (`x2`, `+1`, `Lo mismo digo`): whether the
    /// poster votes so.
    Agreed,
}

/// Words that speak of the vote, folded.
const VOTE_WORDS: &[&str] = &[
    "vote",
    "voted",
    "votes",
    "voting",
    "unvote",
    "voto",
    "votos",
    "votar",
    "voti",
    "votare",
    "votato",
    "desvoto",
    "lynch",
    "linchar",
    "linchamiento",
    "linciaggio",
    "rogo",
];

/// The votes found, to ask whether a place overlaps one: sorted by start, with the furthest end
/// of those starting at or before each.
struct Votes {
    starts: Vec<usize>,
    furthest: Vec<usize>,
}

impl Votes {
    fn new(found: &[Found]) -> Votes {
        let mut spans: Vec<&Range<usize>> = found.iter().map(|f| &f.span).collect();
        spans.sort_by_key(|s| s.start);
        let mut furthest = Vec::with_capacity(spans.len());
        for s in &spans {
            furthest.push(s.end.max(furthest.last().copied().unwrap_or(0)));
        }
        Votes {
            starts: spans.iter().map(|s| s.start).collect(),
            furthest,
        }
    }

    fn overlap(&self, span: &Range<usize>) -> bool {
        let k = self.starts.partition_point(|&s| s < span.end);
        k > 0 && self.furthest[k - 1] > span.start
    }
}

/// The start of a line, as long as a vote can be, cut at a character.
fn head(line: &str) -> &str {
    let mut end = line.len().min(MAX_VOTE_TEXT);
    while !line.is_char_boundary(end) {
        end -= 1;
    }
    &line[..end]
}

/// Does a text speak of the vote (a vote word as a whole word), other than to ask for the count?
fn has_vote_word(text: &str) -> bool {
    let folded = fold(&clean(text));
    let spoke = folded
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| VOTE_WORDS.contains(&w));
    let request = is_request(&folded)
        || folded
            .split_once(' ')
            .is_some_and(|(first, rest)| VOTE_WORDS.contains(&first) && is_request(rest));
    spoke && !request
}

/// What a red or bold text says of the vote, if anything: a player's name (the whole text, or
/// in red any word of it), or a vote word.
fn marked(inner: &str, red: bool, lookup: &Lookup) -> Option<Unclear> {
    let names = lookup.names();
    let any_name = || {
        red && clean(inner)
            .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
            .any(|w| !w.is_empty() && names.is_exact(w))
    };
    // A word or two in red near a player's name (`Nuira`), where red is not read as a vote.
    let near = || {
        let text = clean(inner);
        let text = text.trim_start_matches('@');
        red && text.split_whitespace().count() <= 2 && !names.suggestions(text).is_empty()
    };
    if is_a_name(inner, lookup) || any_name() || near() {
        Some(Unclear::Name)
    } else if has_vote_word(inner) {
        Some(Unclear::VoteWord)
    } else {
        None
    }
}

/// Does nothing but punctuation or an emoji follow `at` on its line? A name in a colour that
/// ends its line is written as a vote is (`[color=blue]Gino[/color]`); one followed by words is
/// emphasis (`[color=blue]Gino[/color] me da buena espina.`). Reads at most a vote's length.
fn ends_its_line(text: &str, at: usize) -> bool {
    let rest = head(&text[at..]);
    let line = rest.split('\n').next().unwrap_or_default();
    line.len() < MAX_VOTE_TEXT && !plain_text(line).chars().any(char::is_alphanumeric)
}

/// Does a plain line vote for a player after a lead-in (`ripensandoci voto Gino, lascia
/// stare…`, `I think I'll vote Gino`): a vote word, a filler perhaps, then a player's name?
fn votes_inside(line: &str, lookup: &Lookup) -> bool {
    let words: Vec<String> = clean(line)
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '@')
                .to_string()
        })
        .collect();
    let folded: Vec<String> = words.iter().map(|w| fold(w)).collect();
    (0..words.len()).any(|i| {
        if !matches!(
            folded[i].as_str(),
            "vote" | "voto" | "vota" | "votare" | "votar"
        ) {
            return false;
        }
        let mut j = i + 1;
        while folded
            .get(j)
            .is_some_and(|w| ["a", "al", "per", "por", "for", "para"].contains(&w.as_str()))
        {
            j += 1;
        }
        words.get(j).is_some_and(|w| is_a_name(w, lookup))
    })
}

/// The places of a (stripped) post that speak of the vote and overlap no vote `found` there,
/// in the order they were written, each once. A plain line is raised only in a post with no
/// vote. Linear in the post: each tag is visited once, and no text longer than a vote is read.
pub(super) fn unclear_in(
    text: &str,
    found: &[Found],
    lookup: &Lookup,
    syntaxes: &[Syntax],
) -> Vec<(Range<usize>, Unclear)> {
    let votes = Votes::new(found);
    let tags = tags(text);
    let closing = closings(&tags);
    work_done(tags.len() + text.len());
    let colour_votes = syntaxes.contains(&Syntax::Red);
    let mut out = Vec::new();
    for (i, tag) in tags.iter().enumerate() {
        let bold = matches!(tag.name, Name::B | Name::Strong);
        let red = tag.name == Name::Color && tag.red;
        let coloured = tag.coloured && colour_votes;
        let other_syntax = match tag.name {
            Name::Vote | Name::Unvote => !syntaxes.contains(&Syntax::VoteTag),
            Name::V => !syntaxes.contains(&Syntax::VTag),
            _ => false,
        };
        if tag.closing || !(bold || red || coloured || other_syntax) {
            continue;
        }
        if other_syntax && tag.name == Name::Unvote {
            out.push((tag.span.clone(), Unclear::OtherSyntax));
            continue;
        }
        let Some(j) = closing[i] else { continue };
        let span = tag.span.start..tags[j].span.end;
        let inner = &text[tag.span.end..tags[j].span.start];
        if inner.len() > MAX_VOTE_TEXT || votes.overlap(&span) {
            continue;
        }
        let inner = plain_text(inner);
        let why = match (other_syntax, coloured) {
            (true, _) => Some(Unclear::OtherSyntax),
            (false, true) => (is_a_name(&inner, lookup) && ends_its_line(text, span.end))
                .then_some(Unclear::Colour),
            (false, false) => marked(&inner, red, lookup),
        };
        if let Some(why) = why {
            out.push((span, why));
        }
    }
    out.extend(unclear_lines(text, found, &votes, lookup));
    out.sort_by_key(|(s, _)| s.start);
    // A place inside another (red inside bold) is raised once.
    let mut end = 0;
    out.retain(|(s, _)| {
        let keep = s.start >= end;
        end = end.max(s.end);
        keep
    });
    out
}

/// The places of a post's lines that speak of the vote outside any tag: a Markdown bold
/// (`**…**`), and in a post with no vote a line that starts as one or votes inside.
fn unclear_lines(
    text: &str,
    found: &[Found],
    votes: &Votes,
    lookup: &Lookup,
) -> Vec<(Range<usize>, Unclear)> {
    let mut out = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        let marks: Vec<usize> = body.match_indices("**").map(|(i, _)| i).collect();
        for pair in marks.chunks_exact(2) {
            let span = offset + pair[0]..offset + pair[1] + 2;
            let inner = &body[pair[0] + 2..pair[1]];
            if inner.len() <= MAX_VOTE_TEXT
                && !votes.overlap(&span)
                && let Some(why) = marked(&plain_text(inner), false, lookup)
            {
                out.push((span, why));
            }
        }
        let trimmed = body.trim();
        if found.is_empty()
            && !trimmed.is_empty()
            && (starts_as_vote(&plain_text(head(trimmed)))
                || votes_inside(&plain_text(head(trimmed)), lookup))
        {
            let lead = body.len() - body.trim_start().len();
            out.push((
                offset + lead..offset + body.trim_end().len(),
                Unclear::VoteWord,
            ));
        }
        offset += line.len();
    }
    out
}
