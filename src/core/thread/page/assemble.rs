//! The posts of every page gathered, written as a thread of the text format: numbered, each
//! with its forum id (what the master names a post by: [`crate::core::thread::post_id`]).

use super::{Gathered, PagesRead};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::thread::posts::{MAX_BYTES, Post, Thread};
use jiff::tz::TimeZone;

/// The posts in thread order, numbered, written as a thread of the text format.
pub(super) fn assemble(shown: &str, g: Gathered, zone: &TimeZone) -> Result<Thread, Problem> {
    let Some(forum) = g.forum else {
        return Err(Problem::new(Msg::new("err-pages-none").arg("path", shown)).unreadable());
    };
    let mut source = String::new();
    let mut posts = Vec::with_capacity(g.posts.len());
    let (mut edited, mut deleted, mut edited_by) = (Vec::new(), Vec::new(), Vec::new());
    let mut previous = 0;
    for (order, read) in g.posts {
        // A number the forum shows, unless it does not follow the one before (a page saved
        // before a post was deleted): then the next one.
        let number = read
            .number
            .filter(|&n| n > previous)
            .unwrap_or(previous + 1);
        previous = number;
        let time_text = jiff::Timestamp::from_second(read.time)
            .map(|t| {
                t.to_zoned(zone.clone())
                    .strftime("%Y-%m-%dT%H:%M:%S%:z")
                    .to_string()
            })
            .unwrap_or_else(|_| read.time.to_string());
        let header_start = source.len();
        // The forum's id after the time, where the forum's number is not its id already.
        let id = crate::core::thread::post_id::shown(forum, read.id);
        source.push_str(&format!("=== #{number} | {} | {time_text}", read.author));
        if let Some(id) = &id {
            source.push_str(&format!(" | {id}"));
        }
        let header = header_start..source.len();
        source.push('\n');
        let body_start = source.len();
        source.push_str(&read.body);
        source.push_str("\n\n");
        if source.len() > MAX_BYTES {
            return Err(Problem::new(
                Msg::new("err-thread-too-big")
                    .arg("file", shown)
                    .arg("limit", MAX_BYTES),
            )
            .help(Msg::new("help-thread-too-big"))
            .unreadable());
        }
        if read.edited {
            edited.push(number);
            edited_by.push((number, read.saved_at));
        }
        if g.deleted.contains(&order) {
            deleted.push(number);
        }
        posts.push(Post {
            number,
            id,
            author: read.author,
            time: read.time,
            time_text,
            header,
            body: body_start..source.len(),
        });
    }
    let read = PagesRead {
        forum,
        pages: g.pages,
        posts: posts.len(),
        duplicates: g.duplicates,
        edited,
        edited_by,
        deleted,
    };
    Ok(Thread {
        path: shown.to_string(),
        source,
        posts,
        pages: Some(read),
        earlier: Vec::new(),
    })
}
