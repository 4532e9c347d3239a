//! The votes of a post, under each forum family's syntax. Linear in the post: each tag's
//! closing tag is found in one pass ([`closings`]), a tag or bold text longer than
//! [`MAX_VOTE_TEXT`] bytes is not a vote (a plain vote line is read that far), and overlapping
//! votes of two syntaxes are found by a tree of spans.

use super::bbcode::{Name, Tag, closings, plain_text, tags};
use super::reading::Lookup;
use super::said::{MAX_VOTE_TEXT, Reads, Said, after_lead_in, clean, read_said};
use super::{Syntax, work_done};
use crate::core::names::NameIndex;
use std::ops::Range;

/// A vote found in a text: where (byte span in that text) and what it says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub span: Range<usize>,
    pub said: Said,
    /// Written where the page does not show it: in a spoiler, in white or transparent text.
    pub hidden: bool,
    /// What an unvote says after it that is not a vote (`[b]Desvoto. Carla[/b]`): raised by
    /// the reader unless it names the voter's vote.
    pub unvoted: Option<String>,
}

/// The tags of a post with the closing tag of each.
struct Tagged<'a> {
    text: &'a str,
    tags: Vec<Tag>,
    closing: Vec<Option<usize>>,
}

impl Tagged<'_> {
    /// The text between tag `i` and its closing tag `j`, without tags; `None` when it is longer
    /// than a vote can be.
    fn inner(&self, i: usize, j: usize) -> Option<String> {
        let inner = &self.text[self.tags[i].span.end..self.tags[j].span.start];
        (inner.len() <= MAX_VOTE_TEXT).then(|| plain_text(inner))
    }

    fn span(&self, i: usize, j: usize) -> Range<usize> {
        self.tags[i].span.start..self.tags[j].span.end
    }
}

fn is_bold(tag: &Tag) -> bool {
    matches!(tag.name, Name::B | Name::Strong)
}

/// `[color=red][b]X[/b][/color]` or `[b][color=red]X[/color][/b]`: a red text inside bold, or
/// with bold inside. Red alone, `[color=red]X[/color]`, is a vote when X is a player's name or
/// alias as a moderator reads it ([`is_a_name`]) or starts with a vote word: "El voto se emite
/// con el nombre del elegido en color ROJO", while red prose (`[color=red]Ojo con él[/color]`)
/// is emphasis.
fn find_red(t: &Tagged, lookup: &Lookup, out: &mut Vec<Found>) {
    // bold_opens[k]: how many bold tags open among the first k tags.
    work_done(2 * t.tags.len());
    let mut bold_opens = Vec::with_capacity(t.tags.len() + 1);
    bold_opens.push(0usize);
    for tag in &t.tags {
        let last = bold_opens[bold_opens.len() - 1];
        bold_opens.push(last + usize::from(is_bold(tag) && !tag.closing));
    }
    let mut bold = 0usize;
    for (i, tag) in t.tags.iter().enumerate() {
        if is_bold(tag) {
            if tag.closing {
                bold = bold.saturating_sub(1);
            } else {
                bold += 1;
            }
            continue;
        }
        if tag.name != Name::Color || tag.closing || !tag.red {
            continue;
        }
        let Some(j) = t.closing[i] else { continue };
        let bold_inside = bold_opens[j] > bold_opens[i + 1];
        let Some(inner) = t.inner(i, j) else { continue };
        let reads = match bold == 0 && !bold_inside {
            true => read_red_alone(&inner, lookup),
            false => read_said(&inner, lookup.names(), false, false),
        };
        if let Some(reads) = reads {
            push(out, t.span(i, j), reads);
        }
    }
}

/// Red text without bold: a vote when it starts with a vote word (`[color=red]voto a
/// Pili[/color]`), is one player's name as a moderator reads it (with an `@`, a typo, a
/// trailing emoji or full stop: `[color=red]@Pili[/color]`), or is a word or two near a
/// player's name (`[color=red]Nuira[/color]`: a vote whose name is not read, raised with the
/// names it may be, never guessed and never dropped).
fn read_red_alone(inner: &str, lookup: &Lookup) -> Option<Reads> {
    let names = lookup.names();
    let near = || {
        let text = clean(inner);
        let text = text.trim_start_matches('@');
        text.split_whitespace().count() <= 2 && !names.suggestions(text).is_empty()
    };
    read_said(inner, names, true, false).or_else(|| {
        (is_a_name(inner, lookup) || near())
            .then(|| read_said(inner, names, false, false))
            .flatten()
    })
}

/// Is the text (a few words, an `@` and punctuation aside) one player's name as a moderator
/// reads it?
pub(super) fn is_a_name(text: &str, lookup: &Lookup) -> bool {
    let text = clean(text);
    let text = text.trim_start_matches('@');
    !text.is_empty() && text.split_whitespace().count() <= 4 && lookup.read(text).is_ok()
}

/// `[vote]X[/vote]` and `[unvote]` (name `vote`), or `[V]X[/V]` (name `v`).
fn find_tag(t: &Tagged, name: Name, names: &NameIndex, out: &mut Vec<Found>) {
    work_done(t.tags.len());
    for (i, tag) in t.tags.iter().enumerate() {
        if tag.closing {
            continue;
        }
        if name == Name::Vote && tag.name == Name::Unvote {
            out.push(Found {
                span: tag.span.clone(),
                said: Said::Unvote,
                hidden: false,
                unvoted: None,
            });
            continue;
        }
        if tag.name != name {
            continue;
        }
        let Some(j) = t.closing[i] else { continue };
        if let Some(reads) = t
            .inner(i, j)
            .and_then(|inner| read_said(&inner, names, false, false))
        {
            push(out, t.span(i, j), reads);
        }
    }
}

/// `[b]Vote: X[/b]`, `**Vote: X**`, `**Unvote**`.
fn find_bold(t: &Tagged, names: &NameIndex, out: &mut Vec<Found>) {
    work_done(t.tags.len() + t.text.len());
    for (i, tag) in t.tags.iter().enumerate() {
        if tag.closing || !is_bold(tag) {
            continue;
        }
        let Some(j) = t.closing[i] else { continue };
        if let Some(reads) = t
            .inner(i, j)
            .and_then(|inner| read_said(&inner, names, true, false))
        {
            push(out, t.span(i, j), reads);
        }
    }
    let mut offset = 0;
    for line in t.text.split_inclusive('\n') {
        let marks: Vec<usize> = line.match_indices("**").map(|(i, _)| i).collect();
        for pair in marks.chunks_exact(2) {
            let inner = &line[pair[0] + 2..pair[1]];
            if inner.len() > MAX_VOTE_TEXT {
                continue;
            }
            if let Some(reads) = read_said(&plain_text(inner), names, true, false) {
                push(out, offset + pair[0]..offset + pair[1] + 2, reads);
            }
        }
        offset += line.len();
    }
}

/// A line that is a vote and nothing else: a vote word and a name ("voto a X", "vote X"), an
/// unvote, an abstention. A longer line is talk.
fn find_plain(text: &str, names: &NameIndex, out: &mut Vec<Found>) {
    work_done(text.len());
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        if body.trim().len() <= MAX_VOTE_TEXT
            && let Some(reads) = read_said(
                after_lead_in(&plain_text(body.trim_start())),
                names,
                true,
                true,
            )
        {
            let lead = body.len() - body.trim_start().len();
            push(out, offset + lead..offset + body.trim_end().len(), reads);
        }
        offset += line.len();
    }
}

/// A Markdown heading that is a vote: `##vote X`, `##unvote` (Team Liquid), `#### Voto X`,
/// `#### Desvoto` (Mediavida): one to six `#`, then a vote word, an unvote or an abstention.
fn find_heading(text: &str, names: &NameIndex, out: &mut Vec<Found>) {
    work_done(text.len());
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        let lead = body.len() - body.trim_start().len();
        let hashes = body[lead..].bytes().take_while(|&b| b == b'#').count();
        if (1..=6).contains(&hashes) {
            let rest = body[lead + hashes..].trim_end_matches('#');
            if rest.len() <= MAX_VOTE_TEXT
                && let Some(reads) = read_said(&plain_text(rest), names, true, false)
            {
                push(out, offset + lead..offset + body.trim_end().len(), reads);
            }
        }
        offset += line.len();
    }
}

/// A vote text's votes, at its span: an unvote before the vote, if it says so.
fn push(out: &mut Vec<Found>, span: Range<usize>, reads: Reads) {
    if reads.unvote_first {
        out.push(Found {
            span: span.clone(),
            said: Said::Unvote,
            hidden: false,
            unvoted: None,
        });
    }
    out.push(Found {
        span,
        said: reads.said,
        hidden: false,
        unvoted: reads.unvoted,
    });
}

/// The spans of the votes taken so far, to ask whether a new one overlaps any: a Fenwick tree,
/// over the starts every syntax found, of the furthest end of the spans starting there or
/// before.
struct Taken {
    starts: Vec<usize>,
    /// 1-based; 0 where no span is taken.
    furthest: Vec<usize>,
}

impl Taken {
    fn new(spans: impl Iterator<Item = usize>) -> Taken {
        let mut starts: Vec<usize> = spans.collect();
        starts.sort_unstable();
        starts.dedup();
        let furthest = vec![0; starts.len() + 1];
        Taken { starts, furthest }
    }

    /// Does a taken span overlap `span` (start before its end, end after its start)?
    fn overlaps(&self, span: &Range<usize>) -> bool {
        let mut k = self.starts.partition_point(|&s| s < span.end);
        let mut end = 0;
        while k > 0 {
            work_done(1);
            end = end.max(self.furthest[k]);
            k &= k - 1;
        }
        end > span.start
    }

    fn take(&mut self, span: &Range<usize>) {
        let Ok(i) = self.starts.binary_search(&span.start) else {
            return;
        };
        let mut k = i + 1;
        while k < self.furthest.len() {
            work_done(1);
            self.furthest[k] = self.furthest[k].max(span.end);
            k += k & k.wrapping_neg();
        }
    }
}

/// Every syntax `auto` may read, in the order a vote found by two of them is taken.
pub(super) const EVERY_SYNTAX: [Syntax; 5] = [
    Syntax::VoteTag,
    Syntax::VTag,
    Syntax::Red,
    Syntax::Heading,
    Syntax::BoldVote,
];

/// The votes of a (stripped) post body, in the order they were written. Under `auto` every tag
/// syntax is read (a vote found by two, `[color=red][b]Vote: Ana[/b][/color]`, is listed once:
/// the first syntax's), and plain lines only in a post where none found a vote;
/// [`read_votes`](super::read_votes) narrows `auto` to the thread's forum family first.
pub fn find_votes(text: &str, syntax: Syntax, names: &NameIndex) -> Vec<Found> {
    let lookup = Lookup::new(names);
    match syntax {
        Syntax::Auto => find_in(text, &EVERY_SYNTAX, true, &lookup),
        one => find_in(text, &[one], false, &lookup),
    }
}

/// The votes of a post under each of `syntaxes`, once each; plain lines too if none is found
/// and `plain_fallback`.
pub(super) fn find_in(
    text: &str,
    syntaxes: &[Syntax],
    plain_fallback: bool,
    lookup: &Lookup,
) -> Vec<Found> {
    let names = lookup.names();
    let tags = tags(text);
    let closing = closings(&tags);
    let tagged = Tagged {
        text,
        tags,
        closing,
    };
    let run = |s: Syntax| {
        let mut out = Vec::new();
        match s {
            Syntax::VoteTag => find_tag(&tagged, Name::Vote, names, &mut out),
            Syntax::VTag => find_tag(&tagged, Name::V, names, &mut out),
            Syntax::Red => find_red(&tagged, lookup, &mut out),
            Syntax::BoldVote => find_bold(&tagged, names, &mut out),
            Syntax::Heading => find_heading(text, names, &mut out),
            Syntax::Plain => find_plain(text, names, &mut out),
            Syntax::Auto => {}
        }
        out
    };
    let mut found = Vec::new();
    if let [one] = syntaxes {
        found = run(*one);
    } else {
        let candidates: Vec<Vec<Found>> = syntaxes.iter().map(|&s| run(s)).collect();
        let mut taken = Taken::new(candidates.iter().flatten().map(|f| f.span.start));
        for list in candidates {
            // An unvote and a vote of one text share its span: they are taken together.
            let mut last: Option<Range<usize>> = None;
            for f in list {
                if last.as_ref() == Some(&f.span) {
                    found.push(f);
                } else if !taken.overlaps(&f.span) {
                    taken.take(&f.span);
                    last = Some(f.span.clone());
                    found.push(f);
                }
            }
        }
    }
    if found.is_empty() && plain_fallback {
        found = run(Syntax::Plain);
    }
    found.sort_by_key(|f| f.span.start);
    mark_hidden(&tagged, &mut found);
    found
}

/// Marks the votes written inside a tag that hides its text (a spoiler, white or transparent
/// colour, a hiding style); a hiding tag left open hides the rest of the post.
fn mark_hidden(t: &Tagged, found: &mut [Found]) {
    work_done(t.tags.len() + found.len());
    let mut hiding: Vec<Range<usize>> = t
        .tags
        .iter()
        .enumerate()
        .filter(|(_, tag)| tag.hidden)
        .map(|(i, tag)| {
            let end = t.closing[i].map_or(t.text.len(), |j| t.tags[j].span.end);
            tag.span.start..end
        })
        .collect();
    hiding.sort_by_key(|r| r.start);
    // The furthest end of the hiding spans opened at or before each one.
    let mut furthest = Vec::with_capacity(hiding.len());
    for r in &hiding {
        let before = furthest.last().copied().unwrap_or(0);
        furthest.push(r.end.max(before));
    }
    for f in found.iter_mut() {
        let k = hiding.partition_point(|r| r.start <= f.span.start);
        f.hidden = k > 0 && furthest[k - 1] >= f.span.end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taken_spans_overlap_as_intervals_do() {
        let spans = [0..4, 10..20, 12..14, 30..31];
        let mut taken = Taken::new(spans.iter().map(|s| s.start));
        assert!(!taken.overlaps(&(10..20)));
        taken.take(&(10..20));
        assert!(taken.overlaps(&(12..14)));
        assert!(taken.overlaps(&(0..11)));
        assert!(taken.overlaps(&(19..31)));
        assert!(!taken.overlaps(&(0..10)), "touching is not overlapping");
        assert!(!taken.overlaps(&(20..31)));
        taken.take(&(0..4));
        assert!(taken.overlaps(&(3..5)));
        assert!(!taken.overlaps(&(4..10)));
    }
}
