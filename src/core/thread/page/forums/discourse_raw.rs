//! Discourse's raw view of a topic (`/raw/<topic_id>`, `?page=N` for the next hundred posts;
//! `PostsController#markdown_for_topic`): each post is its header line `{username} |
//! {updated_at} | #{post_number}`, a blank line, the post as its author wrote it (Markdown, with
//! Discourse's `[quote="Ana, post:1, topic:4242"]` and `[spoiler]`: what the vote reader reads
//! in a pasted thread), a blank line, `-------------------------` and a blank line. The time is
//! the post's last change (`updated_at`, `2026-11-30 09:00:00 UTC`): the view gives no other.

use super::super::{Page, PostTime, RawPost};

/// The line that ends each post.
const RULE: &str = "-------------------------";

/// A post's header line, read.
struct Header {
    author: String,
    /// Seconds since 1970.
    time: i64,
    number: u64,
}

/// A post's header line: its author, its time, its number.
fn header(line: &str) -> Option<Header> {
    let mut parts = line.rsplitn(3, " | ");
    let number = parts.next()?.strip_prefix('#')?.parse().ok()?;
    let time = parts.next()?.strip_suffix(" UTC")?;
    let author = parts.next()?.trim();
    let (date, clock) = time.split_once(' ')?;
    let stamp: jiff::Timestamp = format!("{date}T{clock}Z").parse().ok()?;
    (!author.is_empty()).then(|| Header {
        author: author.to_string(),
        time: stamp.as_second(),
        number,
    })
}

/// Is this text Discourse's raw view of a topic (its first line a post's header)?
pub(in super::super) fn is_raw(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .lines()
        .find(|l| !l.trim().is_empty())
        .and_then(header)
        .is_some()
}

/// The posts of a topic's raw view; `None` when the text is not one. A post ends at a rule
/// followed by the next post's header (or by the end): a rule inside a post is its text.
pub(in super::super) fn posts(text: &str) -> Option<Page> {
    if !is_raw(text) {
        return None;
    }
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    let mut page = Page::default();
    let mut current: Option<(Header, Vec<&str>)> = None;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let ends_post = line.trim_end() == RULE && {
            let next = lines[i + 1..].iter().find(|l| !l.trim().is_empty());
            next.is_none_or(|l| header(l).is_some())
        };
        match (&mut current, header(line)) {
            (None, Some(head)) => current = Some((head, Vec::new())),
            (None, None) => {}
            (Some(_), _) if ends_post => {
                if let Some((head, body)) = current.take() {
                    page.posts.push(post(head, &body));
                }
            }
            (Some((_, body)), _) => body.push(line),
        }
        i += 1;
    }
    if let Some((head, body)) = current {
        page.posts.push(post(head, &body));
    }
    Some(page)
}

fn post(head: Header, body: &[&str]) -> RawPost {
    RawPost {
        id: head.number,
        order: head.number,
        number: Some(head.number),
        author: head.author,
        time: PostTime::Seconds(head.time),
        edited: false,
        body: body.join("\n").trim_matches('\n').to_string(),
    }
}
