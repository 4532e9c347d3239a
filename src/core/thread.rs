//! A forum thread pasted as text, and the votes in it.
//!
//! The format: each post opens with a header line
//!
//! ```text
//! === #123 | Author | 2026-11-29T21:03:00+01:00
//! ```
//!
//! (post number, author as the forum shows it, time as in a `sent:` line), and its body, in raw
//! BBCode or Markdown, follows until the next header. Blank lines before the first header are
//! allowed; any other text there is a problem. Posts must come in the thread's order: numbers
//! rising, times never going back.
//!
//! Before votes are looked for, quotes are blanked out (`[quote]…[/quote]`, `[quote="x"]…`,
//! nested; Markdown `>` lines) and, by option, spoilers (`[spoiler]…[/spoiler]`). Blanking keeps
//! every byte offset, so a vote's span points into the pasted file. Vote syntaxes, by forum
//! family ([`Syntax`]):
//!
//! - `red`: Spanish forums, `[color=red][b]Name[/b][/color]` or `[b][color=red]Name[/color][/b]`
//!   (`red`, `#ff0000` or `#f00`);
//! - `vote-tag`: `[vote]Name[/vote]`, `[unvote]`;
//! - `v-tag`: `[V]Name[/V]`;
//! - `bold-vote`: `**Vote: Name**`, `[b]Vote: Name[/b]`, `**Unvote**`;
//! - `plain`: a line that starts with "voto a X", "voto X", "vote X", "unvote";
//! - `auto`: every tag syntax; `plain` only in posts where no tag syntax found a vote.
//!
//! Inside a vote, "unvote" (desvoto, retiro mi voto, tolgo il voto…) withdraws, "no lynch" (no
//! linchamiento, nessun linciaggio…) abstains, and a leading "vote"/"voto" is dropped. The last
//! vote of a post is the post's vote; an unvote earlier in the same post is applied before it.
//! Authors are matched exactly (name or alias, case and accents aside): a forum user who is not
//! on the roster is not playing. Voted names are matched like order names (prefixes too); a name
//! that matches no player exactly is never guessed.

use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::{NameIndex, NameMiss, fold};
use crate::core::orders::parse_time;
use crate::core::votes::{Ballot, Choice};
use serde::Serialize;
use std::collections::BTreeMap;
use std::ops::Range;

/// How votes are written in a forum family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Syntax {
    Auto,
    Red,
    VoteTag,
    VTag,
    BoldVote,
    Plain,
}

/// One post of a pasted thread. Spans are byte offsets in the thread file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Post {
    pub number: u64,
    /// The author as written in the header.
    pub author: String,
    /// Seconds since 1970-01-01 UTC.
    pub time: i64,
    pub time_text: String,
    pub header: Range<usize>,
    pub body: Range<usize>,
}

/// A pasted thread: the file, as shown in messages, its text and its posts.
#[derive(Debug, Clone)]
pub struct Thread {
    pub path: String,
    pub source: String,
    pub posts: Vec<Post>,
}

const HEADER: &str = "=== #";

/// Splits a pasted thread into posts; every problem of the file at once.
pub fn parse(path: &str, source: &str) -> Result<Thread, Vec<Problem>> {
    let mut posts: Vec<Post> = Vec::new();
    let mut problems = Vec::new();
    let problem = |msg: Msg, line: usize, span: Range<usize>| {
        Problem::new(msg.arg("file", path).arg("line", line))
            .at(path, source, span)
            .help(Msg::new("help-thread-format"))
    };
    let mut offset = 0;
    let mut before_first = true;
    for (i, raw) in source.split_inclusive('\n').enumerate() {
        let start = offset;
        offset += raw.len();
        let line = raw.trim_end_matches(['\n', '\r']);
        let span = start..start + line.len();
        if !line.starts_with(HEADER) {
            if before_first && !line.trim().is_empty() {
                problems.push(problem(
                    Msg::new("err-thread-before-first-post"),
                    i + 1,
                    span,
                ));
                before_first = false;
            }
            continue;
        }
        before_first = false;
        if let Some(last) = posts.last_mut() {
            last.body = last.body.start..start;
        }
        match parse_header(line) {
            Some((number, author, time, time_text)) => {
                if let Some(prev) = posts.last() {
                    if number <= prev.number {
                        let msg = Msg::new("err-thread-post-order")
                            .arg("post", number)
                            .arg("previous", prev.number);
                        problems.push(problem(msg, i + 1, span.clone()));
                    } else if time < prev.time {
                        let msg = Msg::new("err-thread-time-order")
                            .arg("post", number)
                            .arg("previous", prev.number);
                        problems.push(problem(msg, i + 1, span.clone()));
                    }
                }
                posts.push(Post {
                    number,
                    author,
                    time,
                    time_text,
                    header: span,
                    body: offset..offset,
                });
            }
            None => problems.push(problem(Msg::new("err-thread-header"), i + 1, span)),
        }
    }
    if let Some(last) = posts.last_mut() {
        last.body = last.body.start..source.len();
    }
    if posts.is_empty() && problems.is_empty() {
        problems.push(
            Problem::new(Msg::new("err-thread-no-posts").arg("file", path))
                .help(Msg::new("help-thread-format")),
        );
    }
    if problems.is_empty() {
        Ok(Thread {
            path: path.to_string(),
            source: source.to_string(),
            posts,
        })
    } else {
        Err(problems)
    }
}

/// `=== #123 | Author | 2026-11-29T21:03:00+01:00` → (123, "Author", seconds, time as written).
fn parse_header(line: &str) -> Option<(u64, String, i64, String)> {
    let rest = line.strip_prefix(HEADER)?;
    let mut parts = rest.split('|');
    let number = parts.next()?.trim().parse::<u64>().ok()?;
    let author = parts.next()?.trim();
    let time_text = parts.next()?.trim();
    if parts.next().is_some() || author.is_empty() {
        return None;
    }
    let time = parse_time(time_text)?;
    Some((number, author.to_string(), time, time_text.to_string()))
}

/// A BBCode tag: `[name]`, `[name=value]`, `[name attr=…]` or `[/name]`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Tag {
    span: Range<usize>,
    /// Lower case.
    name: String,
    closing: bool,
    /// The `=value`, quotes removed.
    value: Option<String>,
}

/// Every BBCode tag of a text, in order. A tag does not span lines.
fn tags(text: &str) -> Vec<Tag> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'[' {
            i += 1;
            continue;
        }
        let Some(len) = text[i + 1..].find([']', '[', '\n']) else {
            break;
        };
        let end = i + 1 + len;
        if bytes[end] != b']' {
            i = end;
            continue;
        }
        if let Some(tag) = read_tag(&text[i + 1..end], i..end + 1) {
            out.push(tag);
        }
        i = end + 1;
    }
    out
}

fn read_tag(inner: &str, span: Range<usize>) -> Option<Tag> {
    let (closing, inner) = match inner.strip_prefix('/') {
        Some(rest) => (true, rest),
        None => (false, inner),
    };
    let name_len = inner
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(inner.len());
    let (name, rest) = inner.split_at(name_len);
    if name.is_empty() || name.len() > 10 || !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let value = match rest.strip_prefix('=') {
        Some(v) => Some(v.trim().trim_matches(['"', '\'']).to_string()),
        None if rest.is_empty() || rest.starts_with(' ') => None,
        None => return None,
    };
    Some(Tag {
        span,
        name: name.to_ascii_lowercase(),
        closing,
        value,
    })
}

/// Replaces every byte of `range` but line breaks with a space: offsets stay where they were.
fn blank(bytes: &mut [u8], range: Range<usize>) {
    for b in &mut bytes[range] {
        if *b != b'\n' && *b != b'\r' {
            *b = b' ';
        }
    }
}

/// The text with quotes (and, if asked, spoilers) blanked out, byte for byte: BBCode
/// `[quote…]…[/quote]`, nested or not (an unclosed quote runs to the end), and Markdown lines
/// that start with `>`.
pub fn strip(text: &str, spoilers: bool) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let stripped = |name: &str| name == "quote" || (spoilers && name == "spoiler");
    let mut open: Vec<(String, usize)> = Vec::new();
    for tag in tags(text) {
        if !stripped(&tag.name) {
            continue;
        }
        if !tag.closing {
            open.push((tag.name, tag.span.start));
        } else if let Some(at) = open.iter().rposition(|(n, _)| *n == tag.name) {
            let start = open[at].1;
            open.truncate(at);
            if open.is_empty() {
                blank(&mut bytes, start..tag.span.end);
            }
        }
    }
    if let Some((_, start)) = open.first() {
        blank(&mut bytes, *start..text.len());
    }
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with('>') {
            blank(&mut bytes, offset..offset + line.len());
        }
        offset += line.len();
    }
    String::from_utf8(bytes).expect("whole characters are blanked")
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

/// A vote found in a text: where (byte span in that text) and what it says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub span: Range<usize>,
    pub said: Said,
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
fn clean(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    words
        .join(" ")
        .trim_matches(|c: char| matches!(c, '.' | '!' | '¡' | '?' | '¿' | ':' | ',' | ';' | '"'))
        .trim()
        .to_string()
}

/// Reads the text of a vote. `need_word`: the text must start with a vote word (or be an
/// unvote); otherwise the vote word is optional.
fn read_said(text: &str, names: &NameIndex, need_word: bool, loose: bool) -> Option<Said> {
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

/// The text without BBCode tags and Markdown bold or italic marks.
fn plain_text(text: &str) -> String {
    let mut out = String::new();
    let mut at = 0;
    for tag in tags(text) {
        out.push_str(&text[at..tag.span.start]);
        out.push(' ');
        at = tag.span.end;
    }
    out.push_str(&text[at..]);
    out.replace("**", " ").replace("__", " ")
}

/// The index of the tag closing `tags[open]` (same name, nesting counted).
fn closing(tags: &[Tag], open: usize) -> Option<usize> {
    let name = &tags[open].name;
    let mut depth = 0;
    for (j, tag) in tags.iter().enumerate().skip(open + 1) {
        if tag.name != *name {
            continue;
        }
        if tag.closing {
            if depth == 0 {
                return Some(j);
            }
            depth -= 1;
        } else {
            depth += 1;
        }
    }
    None
}

fn is_red(value: Option<&str>) -> bool {
    let Some(v) = value else { return false };
    matches!(
        v.trim().to_ascii_lowercase().as_str(),
        "red" | "#ff0000" | "#f00" | "ff0000"
    )
}

fn find_red(text: &str, tags: &[Tag], names: &NameIndex, out: &mut Vec<Found>) {
    let mut bold = 0usize;
    for (i, tag) in tags.iter().enumerate() {
        if matches!(tag.name.as_str(), "b" | "strong") {
            if tag.closing {
                bold = bold.saturating_sub(1);
            } else {
                bold += 1;
            }
            continue;
        }
        if tag.name != "color" || tag.closing || !is_red(tag.value.as_deref()) {
            continue;
        }
        let Some(j) = closing(tags, i) else { continue };
        let bold_inside = tags[i + 1..j]
            .iter()
            .any(|t| matches!(t.name.as_str(), "b" | "strong") && !t.closing);
        if bold == 0 && !bold_inside {
            continue;
        }
        let inner = plain_text(&text[tag.span.end..tags[j].span.start]);
        if let Some(said) = read_said(&inner, names, false, false) {
            out.push(Found {
                span: tag.span.start..tags[j].span.end,
                said,
            });
        }
    }
}

/// `[vote]X[/vote]` and `[unvote]` (name `vote`), or `[V]X[/V]` (name `v`).
fn find_tag(text: &str, tags: &[Tag], name: &str, names: &NameIndex, out: &mut Vec<Found>) {
    for (i, tag) in tags.iter().enumerate() {
        if tag.closing {
            continue;
        }
        if name == "vote" && tag.name == "unvote" {
            out.push(Found {
                span: tag.span.clone(),
                said: Said::Unvote,
            });
            continue;
        }
        if tag.name != name {
            continue;
        }
        let Some(j) = closing(tags, i) else { continue };
        let inner = plain_text(&text[tag.span.end..tags[j].span.start]);
        if let Some(said) = read_said(&inner, names, false, false) {
            out.push(Found {
                span: tag.span.start..tags[j].span.end,
                said,
            });
        }
    }
}

/// `[b]Vote: X[/b]`, `**Vote: X**`, `**Unvote**`.
fn find_bold(text: &str, tags: &[Tag], names: &NameIndex, out: &mut Vec<Found>) {
    for (i, tag) in tags.iter().enumerate() {
        if tag.closing || !matches!(tag.name.as_str(), "b" | "strong") {
            continue;
        }
        let Some(j) = closing(tags, i) else { continue };
        let inner = plain_text(&text[tag.span.end..tags[j].span.start]);
        if let Some(said) = read_said(&inner, names, true, false) {
            out.push(Found {
                span: tag.span.start..tags[j].span.end,
                said,
            });
        }
    }
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let marks: Vec<usize> = line.match_indices("**").map(|(i, _)| i).collect();
        for pair in marks.chunks_exact(2) {
            let inner = plain_text(&line[pair[0] + 2..pair[1]]);
            if let Some(said) = read_said(&inner, names, true, false) {
                out.push(Found {
                    span: offset + pair[0]..offset + pair[1] + 2,
                    said,
                });
            }
        }
        offset += line.len();
    }
}

/// A line that starts with a vote word ("voto a X", "vote X") or an unvote.
fn find_plain(text: &str, names: &NameIndex, out: &mut Vec<Found>) {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        let words = plain_text(body);
        if let Some(said) = read_said(&words, names, true, true) {
            let lead = body.len() - body.trim_start().len();
            out.push(Found {
                span: offset + lead..offset + body.trim_end().len(),
                said,
            });
        }
        offset += line.len();
    }
}

/// The votes of a (stripped) post body, in the order they were written. Under `auto` a vote
/// found by two syntaxes (`[color=red][b]Vote: Ana[/b][/color]`) is listed once.
pub fn find_votes(text: &str, syntax: Syntax, names: &NameIndex) -> Vec<Found> {
    let tags = tags(text);
    let mut found = Vec::new();
    let run = |s: Syntax, out: &mut Vec<Found>| match s {
        Syntax::VoteTag => find_tag(text, &tags, "vote", names, out),
        Syntax::VTag => find_tag(text, &tags, "v", names, out),
        Syntax::Red => find_red(text, &tags, names, out),
        Syntax::BoldVote => find_bold(text, &tags, names, out),
        Syntax::Plain => find_plain(text, names, out),
        Syntax::Auto => {}
    };
    if syntax == Syntax::Auto {
        for s in [Syntax::VoteTag, Syntax::VTag, Syntax::Red, Syntax::BoldVote] {
            let mut more = Vec::new();
            run(s, &mut more);
            for f in more {
                let overlaps = found
                    .iter()
                    .any(|g: &Found| g.span.start < f.span.end && f.span.start < g.span.end);
                if !overlaps {
                    found.push(f);
                }
            }
        }
        if found.is_empty() {
            run(Syntax::Plain, &mut found);
        }
    } else {
        run(syntax, &mut found);
    }
    found.sort_by_key(|f| f.span.start);
    found
}

/// How a thread is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    pub syntax: Syntax,
    pub strip_spoilers: bool,
    /// Posts after this number are not read.
    pub until_post: Option<u64>,
    /// Posts at or after this time (seconds) are late: their votes do not count.
    pub deadline: Option<i64>,
}

/// A vote whose name matches no player exactly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unread {
    pub post: u64,
    /// The voter's roster name.
    pub voter: String,
    pub written: String,
    pub miss: NameMiss,
    /// Where the vote is in the thread file.
    pub span: Range<usize>,
}

/// Why a post's votes are ignored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum IgnoredWhy {
    /// The author is not on the roster.
    NotPlaying,
    /// The author is a player who cannot vote now (dead).
    CannotVote,
}

/// The posts with votes of one author who cannot vote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ignored {
    /// The roster name, or the author as written when not playing.
    pub author: String,
    pub why: IgnoredWhy,
    pub posts: Vec<u64>,
}

/// A vote posted at or after the deadline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Late {
    pub post: u64,
    pub voter: String,
    /// `Err(written)` when the name could not be read.
    pub choice: Result<Choice, String>,
}

/// Everything read from a thread: the ballots for the tally and what the master must see.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ThreadVotes {
    /// In thread order; `seq` counts from 0, `at` is the post's minute.
    pub ballots: Vec<Ballot>,
    /// The post of each ballot, by `seq`.
    pub post_of: BTreeMap<usize, u64>,
    pub unread: Vec<Unread>,
    pub ignored: Vec<Ignored>,
    pub late: Vec<Late>,
    /// The last post read before the cut (number, time as written).
    pub last: Option<(u64, String)>,
}

/// Resolves a written name; a loose one (a plain-text line) may have words after the name:
/// the longest run of leading words that names a player is taken.
fn resolve(names: &NameIndex, written: &str, loose: bool) -> Result<String, (String, NameMiss)> {
    let words: Vec<&str> = written.split_whitespace().collect();
    let tries = if loose { words.len() } else { 1 };
    for n in 0..tries {
        let text = if loose {
            clean(&words[..words.len() - n].join(" "))
        } else {
            written.to_string()
        };
        if let Ok(name) = names.resolve(&text) {
            return Ok(name);
        }
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

/// The ballots of a thread. `voters` are the roster names of those who may vote now.
pub fn read_votes(
    thread: &Thread,
    names: &NameIndex,
    voters: &[String],
    options: &Options,
) -> ThreadVotes {
    let mut out = ThreadVotes::default();
    let mut ignored: BTreeMap<(IgnoredWhy, String), Vec<u64>> = BTreeMap::new();
    let mut ignored_order: Vec<(IgnoredWhy, String)> = Vec::new();
    for post in &thread.posts {
        if options.until_post.is_some_and(|n| post.number > n) {
            break;
        }
        let late = options.deadline.is_some_and(|d| post.time >= d);
        if !late {
            out.last = Some((post.number, post.time_text.clone()));
        }
        let body = &thread.source[post.body.clone()];
        let text = strip(body, options.strip_spoilers);
        let found = find_votes(&text, options.syntax, names);
        let Some(decisive) = found.last() else {
            continue;
        };
        let author = names
            .is_exact(&post.author)
            .then(|| names.resolve(&post.author).ok())
            .flatten();
        let why = match &author {
            None => Some(IgnoredWhy::NotPlaying),
            Some(a) if !voters.contains(a) => Some(IgnoredWhy::CannotVote),
            Some(_) => None,
        };
        if let Some(why) = why {
            let key = (why, author.clone().unwrap_or_else(|| post.author.clone()));
            if !ignored.contains_key(&key) {
                ignored_order.push(key.clone());
            }
            ignored.entry(key).or_default().push(post.number);
            continue;
        }
        let voter = author.expect("a voter is a player");
        let span = post.body.start + decisive.span.start..post.body.start + decisive.span.end;
        let choice = match &decisive.said {
            Said::Unvote => Ok(Choice::Unvote),
            Said::Abstain => Ok(Choice::Abstain),
            Said::Vote { written, loose } => match resolve(names, written, *loose) {
                Ok(name) => Ok(Choice::Player(name)),
                Err((shown, miss)) => Err((shown, miss)),
            },
        };
        if late {
            out.late.push(Late {
                post: post.number,
                voter,
                choice: choice.map_err(|(shown, _)| shown),
            });
            continue;
        }
        let unvoted_first = decisive.said != Said::Unvote
            && found[..found.len() - 1]
                .iter()
                .any(|f| f.said == Said::Unvote);
        let at = Some(post.time.div_euclid(60));
        let push = |choice: Choice, out: &mut ThreadVotes| {
            let seq = out.ballots.len();
            out.post_of.insert(seq, post.number);
            out.ballots.push(Ballot {
                voter: voter.clone(),
                choice,
                at,
                seq,
                void: None,
            });
        };
        if unvoted_first {
            push(Choice::Unvote, &mut out);
        }
        match choice {
            Ok(choice) => push(choice, &mut out),
            Err((written, miss)) => out.unread.push(Unread {
                post: post.number,
                voter: voter.clone(),
                written,
                miss,
                span,
            }),
        }
    }
    out.ignored = ignored_order
        .into_iter()
        .map(|key| Ignored {
            posts: ignored[&key].clone(),
            author: key.1,
            why: key.0,
        })
        .collect();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> NameIndex {
        let aliases = [
            vec!["Anita".to_string()],
            vec!["Bru".to_string()],
            vec![],
            vec![],
            vec!["Ines".to_string()],
        ];
        NameIndex::new(
            ["Ana", "Bruno", "Carla", "Dani", "Inés"]
                .into_iter()
                .zip(aliases.iter().map(|a| a.as_slice())),
        )
    }

    /// What each vote of `text` says, under `syntax`: a name as written, `-` unvote, `0` abstain.
    fn said(text: &str, syntax: Syntax) -> Vec<String> {
        find_votes(&strip(text, false), syntax, &names())
            .into_iter()
            .map(|f| match f.said {
                Said::Vote { written, .. } => written,
                Said::Unvote => "-".into(),
                Said::Abstain => "0".into(),
            })
            .collect()
    }

    fn thread(text: &str) -> Thread {
        parse("thread.txt", text).unwrap_or_else(|p| panic!("{p:?}"))
    }

    fn options(syntax: Syntax) -> Options {
        Options {
            syntax,
            strip_spoilers: false,
            until_post: None,
            deadline: None,
        }
    }

    fn voters() -> Vec<String> {
        ["Ana", "Bruno", "Carla", "Dani", "Inés"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// The ballots as `voter>target` (`voter>-` unvote, `voter>0` abstain), with their posts.
    fn ballots(votes: &ThreadVotes) -> Vec<String> {
        votes
            .ballots
            .iter()
            .map(|b| {
                let what = match &b.choice {
                    Choice::Player(p) => p.clone(),
                    Choice::Unvote => "-".into(),
                    Choice::Abstain => "0".into(),
                };
                format!("{}>{what}#{}", b.voter, votes.post_of[&b.seq])
            })
            .collect()
    }

    #[test]
    fn posts_split_with_numbers_authors_times_and_spans() {
        let text = "\n=== #7 | Ana | 2026-11-29T21:03:00+01:00\nHola.\n=== #8 | Narrador | 2026-11-29 20:10\n";
        let t = thread(text);
        assert_eq!(t.posts.len(), 2);
        assert_eq!((t.posts[0].number, t.posts[0].author.as_str()), (7, "Ana"));
        assert_eq!(&text[t.posts[0].body.clone()], "Hola.\n");
        assert_eq!(t.posts[1].time - t.posts[0].time, 7 * 60);
        assert_eq!(t.posts[1].time_text, "2026-11-29 20:10");
        assert_eq!(&text[t.posts[1].body.clone()], "");
        assert!(text[t.posts[1].header.clone()].starts_with("=== #8"));
    }

    #[test]
    fn a_bad_thread_lists_every_problem() {
        let text = "hello\n=== #3 | Ana | yesterday\n=== #2 | Bruno | 2026-11-29 20:00\n=== #4 | Carla | 2026-11-29 19:00\n=== #5 | | 2026-11-29 21:00\n=== #6 | Dani | 2026-11-29 21:00\n";
        let keys: Vec<String> = parse("t.txt", text)
            .unwrap_err()
            .into_iter()
            .map(|p| p.msg.key)
            .collect();
        assert_eq!(
            keys,
            [
                "err-thread-before-first-post",
                "err-thread-header",
                "err-thread-time-order",
                "err-thread-header",
            ]
        );
        let empty = parse("t.txt", "\n\n").unwrap_err();
        assert_eq!(empty[0].msg.key, "err-thread-no-posts");
        let order = parse(
            "t.txt",
            "=== #3 | Ana | 2026-11-29 20:00\n=== #3 | Bruno | 2026-11-29 20:00\n",
        )
        .unwrap_err();
        assert_eq!(order[0].msg.key, "err-thread-post-order");
        // A line that merely starts with === is body text.
        assert_eq!(
            thread("=== #1 | Ana | 2026-11-29 20:00\n=== end ===\n")
                .posts
                .len(),
            1
        );
    }

    #[test]
    fn quotes_are_blanked_nested_and_markdown_keeping_offsets() {
        let text = "a [quote=\"Bruno\"]x [quote]y[/quote] z[/quote] b\n> c\nd [QUOTE]e";
        let s = strip(text, false);
        assert_eq!(s.len(), text.len());
        assert_eq!(s.split_whitespace().collect::<Vec<_>>(), ["a", "b", "d"]);
        let s = strip("[spoiler]Ana[/spoiler] [quote]ñ[/quote]", true);
        assert_eq!(s.trim(), "");
        assert!(strip("[spoiler]Ana[/spoiler]", false).contains("Ana"));
        // A stray closing tag is left alone.
        assert_eq!(strip("Ana[/quote]", false), "Ana[/quote]");
    }

    #[test]
    fn red_votes_in_either_nesting_and_colour_spelling() {
        let s = |t| said(t, Syntax::Red);
        assert_eq!(s("[color=red][b]Ana[/b][/color]"), ["Ana"]);
        assert_eq!(s("[b][color=#FF0000]Bru[/color][/b]"), ["Bru"]);
        assert_eq!(s("[B][COLOR=\"#f00\"]voto a Carla[/COLOR][/B]"), ["Carla"]);
        assert_eq!(s("[color=red][b]Desvoto[/b][/color]"), ["-"]);
        // Red but not bold, bold but not red, another red: not votes.
        assert!(
            s("[color=red]Ana[/color] [b]Bruno[/b] [color=blue][b]Dani[/b][/color]").is_empty()
        );
        assert!(s("[quote][color=red][b]Ana[/b][/color][/quote]").is_empty());
    }

    #[test]
    fn vote_tags_and_v_tags() {
        assert_eq!(
            said(
                "[vote]Ana[/vote] then [unvote] [VOTE]@Dani[/VOTE]",
                Syntax::VoteTag
            ),
            ["Ana", "-", "Dani"]
        );
        assert_eq!(said("[vote]no lynch[/vote]", Syntax::VoteTag), ["0"]);
        assert_eq!(
            said("[V]Bruno[/V] [v]Carla[/v]", Syntax::VTag),
            ["Bruno", "Carla"]
        );
        // Each syntax only reads its own family.
        assert!(said("[V]Bruno[/V]", Syntax::VoteTag).is_empty());
        assert!(said("[vote]Bruno[/vote]", Syntax::VTag).is_empty());
        // An unclosed tag is not a vote.
        assert!(said("[vote]Bruno", Syntax::VoteTag).is_empty());
    }

    #[test]
    fn bold_votes_need_the_vote_word() {
        let s = |t| said(t, Syntax::BoldVote);
        assert_eq!(s("**Vote: Ana**"), ["Ana"]);
        assert_eq!(s("[b]Voto: Carla[/b] and **Unvote**"), ["Carla", "-"]);
        assert_eq!(s("**Vote Inés** **VOTE: no lynch**"), ["Inés", "0"]);
        assert_eq!(s("**Vote:Bru** [b]I vote: Dani[/b]"), ["Bru", "Dani"]);
        assert!(s("**Ana** is [b]suspicious[/b]").is_empty());
    }

    #[test]
    fn plain_votes_start_a_line() {
        let s = |t| said(t, Syntax::Plain);
        assert_eq!(
            s("voto a Ana\nVoto por Bruno porque sí\nvote Carla."),
            ["Ana", "Bruno porque sí", "Carla"]
        );
        assert_eq!(s("desvoto\nretiro mi voto"), ["-", "-"]);
        assert!(s("hoy no voto a nadie\nAna vote Bruno").is_empty());
        assert_eq!(s("[b]voto Dani[/b]"), ["Dani"]);
    }

    #[test]
    fn auto_reads_every_tag_family_once_and_plain_only_without_tags() {
        let s = |t| said(t, Syntax::Auto);
        assert_eq!(
            s("[vote]Ana[/vote]\n[color=red][b]Vote: Bruno[/b][/color]\n[V]Dani[/V]\nvoto Carla"),
            ["Ana", "Bruno", "Dani"]
        );
        assert_eq!(s("bueno...\nvoto a Carla"), ["Carla"]);
    }

    #[test]
    fn the_last_vote_of_a_post_counts_and_an_earlier_unvote_comes_first() {
        let t = thread(
            "=== #1 | Ana | 2026-11-29 20:00\n[vote]Bruno[/vote] no, [vote]Carla[/vote]\n\
             === #2 | Bruno | 2026-11-29 20:01\n[unvote] [vote]Dani[/vote]\n\
             === #3 | Carla | 2026-11-29 20:02\n[vote]Ana[/vote] [unvote]\n\
             === #4 | Dani | 2026-11-29 20:03\nno vote here\n",
        );
        let votes = read_votes(&t, &names(), &voters(), &options(Syntax::VoteTag));
        assert_eq!(
            ballots(&votes),
            ["Ana>Carla#1", "Bruno>-#2", "Bruno>Dani#2", "Carla>-#3"]
        );
        assert_eq!(votes.last, Some((4, "2026-11-29 20:03".into())));
        let seqs: Vec<usize> = votes.ballots.iter().map(|b| b.seq).collect();
        assert_eq!(seqs, [0, 1, 2, 3]);
        assert_eq!(votes.ballots[0].at, Some(t.posts[0].time / 60));
    }

    #[test]
    fn names_by_alias_prefix_and_accents_and_misses_are_never_guessed() {
        let t = thread(
            "=== #1 | anita | 2026-11-29 20:00\n[vote]BRU[/vote]\n\
             === #2 | Bruno | 2026-11-29 20:01\n[vote]ines[/vote]\n\
             === #3 | Carla | 2026-11-29 20:02\n[vote]Brnuo[/vote]\n\
             === #4 | Dani | 2026-11-29 20:03\n[vote]Ana[/vote] later [vote]Zzz[/vote]\n",
        );
        let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Auto));
        assert_eq!(ballots(&votes), ["Ana>Bruno#1", "Bruno>Inés#2"]);
        let unread: Vec<(u64, &str, &NameMiss)> = votes
            .unread
            .iter()
            .map(|u| (u.post, u.written.as_str(), &u.miss))
            .collect();
        let suggest = |s: &[&str]| NameMiss::Unknown {
            suggestions: s.iter().map(|x| x.to_string()).collect(),
        };
        assert_eq!(
            unread,
            [
                (3, "Brnuo", &suggest(&["Bruno"])),
                (4, "Zzz", &suggest(&[]))
            ]
        );
        assert_eq!(
            &t.source[votes.unread[0].span.clone()],
            "[vote]Brnuo[/vote]"
        );
    }

    #[test]
    fn a_plain_line_takes_the_longest_name_and_reports_its_first_word() {
        let t = thread(
            "=== #1 | Ana | 2026-11-29 20:00\nvoto a Carla porque miente\n\
             === #2 | Bruno | 2026-11-29 20:01\nvoto a Karla porque sí\n",
        );
        let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Plain));
        assert_eq!(ballots(&votes), ["Ana>Carla#1"]);
        assert_eq!(votes.unread[0].written, "Karla");
    }

    #[test]
    fn posts_of_the_dead_and_of_non_players_are_ignored_and_listed() {
        let t = thread(
            "=== #1 | Narrador | 2026-11-29 20:00\n[vote]Ana[/vote]\n\
             === #2 | Inés | 2026-11-29 20:01\n[vote]Ana[/vote]\n\
             === #3 | Narrador | 2026-11-29 20:02\n[vote]Bruno[/vote]\n\
             === #4 | Narrador | 2026-11-29 20:03\njust talk\n\
             === #5 | Anabel | 2026-11-29 20:04\n[vote]Dani[/vote]\n",
        );
        let alive: Vec<String> = voters().into_iter().filter(|v| v != "Inés").collect();
        let votes = read_votes(&t, &names(), &alive, &options(Syntax::Auto));
        assert!(votes.ballots.is_empty());
        let ignored: Vec<(&str, IgnoredWhy, Vec<u64>)> = votes
            .ignored
            .iter()
            .map(|i| (i.author.as_str(), i.why, i.posts.clone()))
            .collect();
        // An author is matched exactly: "Anabel" is not Ana by prefix.
        assert_eq!(
            ignored,
            [
                ("Narrador", IgnoredWhy::NotPlaying, vec![1, 3]),
                ("Inés", IgnoredWhy::CannotVote, vec![2]),
                ("Anabel", IgnoredWhy::NotPlaying, vec![5]),
            ]
        );
    }

    #[test]
    fn the_deadline_is_strict_and_until_post_cuts_the_thread() {
        let text = "=== #1 | Ana | 2026-11-29 20:00\n[vote]Bruno[/vote]\n\
             === #2 | Bruno | 2026-11-29 20:59:59\n[vote]Ana[/vote]\n\
             === #3 | Carla | 2026-11-29T22:00:00+01:00\n[vote]Ana[/vote]\n\
             === #4 | Dani | 2026-11-29 21:30\n[vote]Xyz[/vote]\n";
        let t = thread(text);
        let mut o = options(Syntax::VoteTag);
        o.deadline = parse_time("2026-11-29 21:00");
        let votes = read_votes(&t, &names(), &voters(), &o);
        assert_eq!(ballots(&votes), ["Ana>Bruno#1", "Bruno>Ana#2"]);
        let late: Vec<(u64, &str, &Result<Choice, String>)> = votes
            .late
            .iter()
            .map(|l| (l.post, l.voter.as_str(), &l.choice))
            .collect();
        let ana = Ok(Choice::Player("Ana".into()));
        assert_eq!(late, [(3, "Carla", &ana), (4, "Dani", &Err("Xyz".into()))]);
        assert_eq!(votes.last, Some((2, "2026-11-29 20:59:59".into())));
        assert!(votes.unread.is_empty(), "a late vote is not a name to fix");
        let mut o = options(Syntax::VoteTag);
        o.until_post = Some(1);
        let votes = read_votes(&t, &names(), &voters(), &o);
        assert_eq!(ballots(&votes), ["Ana>Bruno#1"]);
        assert!(votes.late.is_empty());
        assert_eq!(votes.last, Some((1, "2026-11-29 20:00".into())));
    }

    #[test]
    fn spoilers_count_unless_stripped() {
        let t = thread("=== #1 | Ana | 2026-11-29 20:00\n[spoiler][vote]Bruno[/vote][/spoiler]\n");
        let kept = read_votes(&t, &names(), &voters(), &options(Syntax::VoteTag));
        assert_eq!(ballots(&kept), ["Ana>Bruno#1"]);
        let mut o = options(Syntax::VoteTag);
        o.strip_spoilers = true;
        assert!(read_votes(&t, &names(), &voters(), &o).ballots.is_empty());
    }
}
