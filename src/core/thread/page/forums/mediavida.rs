//! Mediavida (`/foro/<sub>/<slug>-<id>`, page N at `/N`). Each post a `<div class="cf post"
//! id="post-3" data-num="3" data-autor="Ana">` (`cf post first` for the first of a page, `cf
//! post z` every other one): its number in the thread is `data-num` (it orders the posts and
//! is their id), its author `data-autor` (else `a.autor`), its body `.post-contents` (its
//! `.body` where the page has one), its time `[data-time]` (seconds since 1970) else the date
//! shown in its `title`. These are the attributes Mediavida's public vote-counting bot and
//! its browser extensions select (`div[data-num][data-autor]`, `.post-contents`).

use super::super::body::to_bbcode;
use super::super::dom::{first, sel, text};
use super::super::{Page, PostTime, RawPost};
use scraper::{ElementRef, Html};

pub(super) const POSTS: &str = "div.post[data-num][data-autor]";

pub(super) fn posts(page: &Html, out: &mut Page) {
    for post in page.select(&sel(POSTS)) {
        if let Some(p) = read(post) {
            out.posts.push(p);
        }
    }
}

fn read(post: ElementRef) -> Option<RawPost> {
    let number: u64 = post.attr("data-num")?.trim().parse().ok()?;
    let contents = first(post, ".post-contents")?;
    let body = first(contents, ".body").unwrap_or(contents);
    let author = post
        .attr("data-autor")
        .map(str::to_string)
        .filter(|a| !a.trim().is_empty())
        .or_else(|| first(post, "a.autor").map(text))
        .unwrap_or_default();
    let stamp = first(post, "[data-time]");
    let time = match stamp
        .and_then(|s| s.attr("data-time"))
        .and_then(|t| t.trim().parse::<i64>().ok())
    {
        // Seconds; a value in milliseconds is read as such.
        Some(t) if t > 100_000_000_000 => PostTime::Seconds(t.div_euclid(1000)),
        Some(t) => PostTime::Seconds(t),
        None => PostTime::Shown(
            stamp
                .and_then(|s| s.attr("title"))
                .map(str::to_string)
                .or_else(|| first(post, ".rd, time").map(text))
                .unwrap_or_default(),
        ),
    };
    Some(RawPost {
        id: number,
        order: number,
        number: Some(number),
        author,
        time,
        edited: false,
        body: to_bbcode(body),
    })
}
