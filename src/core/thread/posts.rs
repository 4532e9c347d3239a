//! A pasted thread split into posts: its bytes checked as text, its line breaks read, its
//! limits enforced, its headers read.

use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::store::decode_text;
use std::ops::Range;

/// The largest thread `tally` reads, in bytes (8 MiB: a whole game's thread, many times over).
pub const MAX_BYTES: usize = 8 * 1024 * 1024;
/// The most posts a thread may hold.
pub const MAX_POSTS: usize = 150_000;
/// The longest line, in bytes (a post pasted without its line breaks goes over it).
pub const MAX_LINE_BYTES: usize = 65_535;

/// One post of a pasted thread. Spans are byte offsets in the thread file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Post {
    pub number: u64,
    /// The forum's own id of the post, where the thread was read from saved pages (phpBB's
    /// `p12345`): it stays the post's when another is deleted and the numbers shift.
    /// Written in the header after the time (`=== #4 | Dani | … | p9004`).
    pub id: Option<String>,
    /// The author as written in the header.
    pub author: String,
    /// Seconds since 1970-01-01 UTC.
    pub time: i64,
    pub time_text: String,
    pub header: Range<usize>,
    pub body: Range<usize>,
}

/// A pasted thread: the file, as shown in messages, its text and its posts. Its line breaks are
/// `\n` or `\r\n` (see [`parse`]), at the offsets of the pasted file.
#[derive(Debug, Clone)]
pub struct Thread {
    pub path: String,
    pub source: String,
    pub posts: Vec<Post>,
    /// Read from saved pages of the forum (`page`): what was read, for the master to see.
    pub pages: Option<super::page::PagesRead>,
    /// The posts taken out because they were archived with an earlier phase
    /// ([`super::earlier`]): not read, listed for the master.
    pub earlier: Vec<u64>,
}

impl Thread {
    /// The UTC offset the thread's last post that carries one was written with (`+01:00` of
    /// `2026-11-30T20:30:00+01:00`): the forum's clock. A game with no `timezone:` reads the
    /// PMs' times without an offset (phpBB's `Enviado: … 8:10 pm`) at it, never as UTC beside
    /// the posts' times (review-s32 O7).
    pub fn offset(&self) -> Option<&str> {
        self.posts
            .iter()
            .rev()
            .find_map(|p| crate::core::forum_dates::written_offset(&p.time_text))
    }
}

const HEADER: &str = "=== #";

/// A thread file's bytes as text: UTF-8 (a byte-order mark dropped), not over [`MAX_BYTES`],
/// and text indeed: no NUL byte (a UTF-16 file without its byte-order mark has one after each
/// letter), no control character but tabs and line breaks. Every such problem makes the file
/// unreadable (exit 2) and names it.
pub fn decode(path: &str, bytes: &[u8]) -> Result<String, Vec<Problem>> {
    if bytes.len() > MAX_BYTES {
        return Err(vec![too_big(path)]);
    }
    if let Some(at) = bytes.iter().position(|&b| b == 0) {
        return Err(vec![not_text(path, bytes, at)]);
    }
    let text = decode_text(path, bytes).map_err(|p| vec![p])?;
    let control = text
        .char_indices()
        .find(|&(_, c)| c.is_control() && !c.is_whitespace() && c != '\u{85}');
    if let Some((at, _)) = control {
        return Err(vec![not_text(path, text.as_bytes(), at)]);
    }
    Ok(text)
}

fn too_big(path: &str) -> Problem {
    Problem::new(
        Msg::new("err-thread-too-big")
            .arg("file", path)
            .arg("limit", MAX_BYTES),
    )
    .help(Msg::new("help-thread-too-big"))
    .unreadable()
}

/// Not text: the file is named, with the line and byte of the first control character; the
/// file itself is not shown (it would be garbage on a terminal).
fn not_text(path: &str, bytes: &[u8], at: usize) -> Problem {
    let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    // UTF-16 of Latin text: a zero byte in every other place (after each letter, or before).
    let zeros = |from: usize| {
        bytes
            .iter()
            .skip(from)
            .step_by(2)
            .filter(|&&b| b == 0)
            .count()
    };
    let half = bytes.len() / 4;
    let utf16 = bytes.len() >= 2 && (zeros(0) > half || zeros(1) > half);
    let help = if utf16 {
        "help-thread-utf16"
    } else {
        "help-thread-not-text"
    };
    Problem::new(
        Msg::new("err-thread-not-text")
            .arg("file", path)
            .arg("line", line)
            .arg("byte", at),
    )
    .help(Msg::new(help))
    .unreadable()
}

/// The text with every Unicode line break (UAX #14's mandatory breaks: LF, CR alone or before
/// LF, VT, FF, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR) but `\n` and `\r\n` written as `\n`, in place: a break of
/// several bytes (NEL, U+2028, U+2029) becomes spaces then `\n`, so that every byte offset, and
/// so every span, stays the one of the pasted file. A lone CR, VT and FF become `\n`.
pub fn normalize_breaks(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' if chars.peek() == Some(&'\n') => out.push('\r'),
            '\r' | '\u{0B}' | '\u{0C}' => out.push('\n'),
            '\u{85}' | '\u{2028}' | '\u{2029}' => {
                out.extend(std::iter::repeat_n(' ', c.len_utf8() - 1));
                out.push('\n');
            }
            c => out.push(c),
        }
    }
    out
}

/// The limits of a thread, before it is read: its size, its lines, its posts. The first limit
/// crossed is the problem (a file over a limit is refused whole).
fn limits(path: &str, source: &crate::core::diag::Source) -> Result<(), Problem> {
    if source.len() > MAX_BYTES {
        return Err(too_big(path));
    }
    let mut offset = 0;
    let mut posts = 0;
    for (i, raw) in source.split_inclusive('\n').enumerate() {
        let start = offset;
        offset += raw.len();
        let line = raw.trim_end_matches(['\n', '\r']);
        let first_char = start..start + line.chars().next().map_or(0, char::len_utf8);
        if line.len() > MAX_LINE_BYTES {
            return Err(Problem::new(
                Msg::new("err-thread-line-too-long")
                    .arg("file", path)
                    .arg("line", i + 1)
                    .arg("length", line.len())
                    .arg("limit", MAX_LINE_BYTES),
            )
            .at(path, source, first_char)
            .help(Msg::new("help-thread-line-too-long"))
            .unreadable());
        }
        if line.starts_with(HEADER) {
            posts += 1;
            if posts > MAX_POSTS {
                return Err(Problem::new(
                    Msg::new("err-thread-too-many-posts")
                        .arg("file", path)
                        .arg("line", i + 1)
                        .arg("limit", MAX_POSTS),
                )
                .at(path, source, start..start + line.len())
                .help(Msg::new("help-thread-too-many-posts"))
                .unreadable());
            }
        }
    }
    Ok(())
}

/// Splits a pasted thread into posts, a time without an offset in UTC; see [`parse_in`].
pub fn parse(path: &str, source: &str) -> Result<Thread, Vec<Problem>> {
    parse_in(path, source, &jiff::tz::TimeZone::UTC)
}

/// Splits a pasted thread into posts; every problem of the file at once. A post's time without
/// an offset is in `zone` (the game's time zone: forums print local times, as PMs' date
/// headers do). Every Unicode line break ends a line ([`normalize_breaks`]); a thread over a
/// limit ([`MAX_BYTES`], [`MAX_POSTS`], [`MAX_LINE_BYTES`]) is refused.
pub fn parse_in(
    path: &str,
    source: &str,
    zone: &jiff::tz::TimeZone,
) -> Result<Thread, Vec<Problem>> {
    let source = normalize_breaks(source);
    // One copy of the text for every problem of the file: a thread with thousands of posts out
    // of order must not hold thousands of copies of itself.
    let shared: crate::core::diag::Source = std::sync::Arc::from(source.as_str());
    limits(path, &shared).map_err(|p| vec![p])?;
    let mut posts: Vec<Post> = Vec::new();
    let mut problems = Vec::new();
    let problem = |msg: Msg, line: usize, span: Range<usize>| {
        Problem::new(msg.arg("file", path).arg("line", line))
            .at(path, &shared, span)
            .help(Msg::new("help-thread-format"))
    };
    let mut offset = 0;
    let mut before_first = true;
    for (i, raw) in source.split_inclusive('\n').enumerate() {
        let start = offset;
        offset += raw.len();
        // Trailing spaces too: a break of several bytes was written as spaces before its `\n`,
        // and a span must end where a character of the pasted file ends.
        let line = raw.trim_end_matches(['\n', '\r']).trim_end_matches(' ');
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
        match parse_header(line, zone) {
            Some((number, author, time, time_text, id)) => {
                if let Some(msg) = posts
                    .last()
                    .and_then(|prev| out_of_order(prev, number, time))
                {
                    problems.push(problem(msg, i + 1, span.clone()));
                }
                posts.push(Post {
                    number,
                    id,
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
    thread_or_problems(path, source, posts, problems)
}

/// The thread its posts make, or the problems of the file (a thread with no post is one).
fn thread_or_problems(
    path: &str,
    source: String,
    posts: Vec<Post>,
    mut problems: Vec<Problem>,
) -> Result<Thread, Vec<Problem>> {
    if posts.is_empty() && problems.is_empty() {
        problems.push(
            Problem::new(Msg::new("err-thread-no-posts").arg("file", path))
                .help(Msg::new("help-thread-format")),
        );
    }
    if problems.is_empty() {
        Ok(Thread {
            path: path.to_string(),
            source,
            posts,
            pages: None,
            earlier: Vec::new(),
        })
    } else {
        Err(problems)
    }
}

/// A post numbered at or before the one above it, or posted earlier: the pages pasted out of
/// order.
fn out_of_order(prev: &Post, number: u64, time: i64) -> Option<Msg> {
    let key = if number <= prev.number {
        "err-thread-post-order"
    } else if time < prev.time {
        "err-thread-time-order"
    } else {
        return None;
    };
    Some(
        Msg::new(key)
            .arg("post", number)
            .arg("previous", prev.number),
    )
}

/// A header read: number, author, seconds, time as written, forum id.
type Header = (u64, String, i64, String, Option<String>);

/// `=== #123 | Author | 2026-11-29T21:03:00+01:00` → (123, "Author", seconds, time as written),
/// and the post's forum id where one follows (`… | p9004`: a thread read from saved pages).
fn parse_header(line: &str, zone: &jiff::tz::TimeZone) -> Option<Header> {
    let rest = line.strip_prefix(HEADER)?;
    let mut parts = rest.split('|');
    let number = parts.next()?.trim().parse::<u64>().ok()?;
    let author = parts.next()?.trim();
    let time_text = parts.next()?.trim();
    let id = match parts.next().map(str::trim) {
        Some(id) => {
            super::post_id::parse(id)?;
            Some(id.to_string())
        }
        None => None,
    };
    if parts.next().is_some() || author.is_empty() {
        return None;
    }
    let time = crate::core::forum_dates::parse(time_text, zone)?;
    Some((number, author.to_string(), time, time_text.to_string(), id))
}
