//! Mediavida (`/foro/<sub>/<slug>-<id>`, page N at `/N`). Each post a `<div class="cf post"
//! id="post-3" data-num="3" data-autor="Ana">` (`cf post first` for the first of a page, `cf
//! post z` every other one): its number in the thread is `data-num` (it orders the posts and
//! is their id), its author `data-autor` (else `a.autor`), its body `.post-contents` (its
//! `.body` where the page has one), its time `[data-time]` (seconds since 1970) else the date
//! shown in its `title`. These are the attributes Mediavida's public vote-counting bot and
//! its browser extensions select (`div[data-num][data-autor]`, `.post-contents`).
//!
//! A conversation of private messages (`/mensajes/<user>`) lists each message as a `<li
//! class="pm" id="pm-123">` of `<ul id="msgs">`, written with the pieces of a post: the sender
//! `a.autor`, the time `span.rd` (`data-time` in seconds, else its `title`, else the date
//! shown: "Hoy 21:52", "hace 5 min"), the body `.post-contents`. Mediavida publishes no
//! template and no bot reads its PMs: this markup (the pieces of a post in the list the
//! classifier looks for) is assumed, not yet checked against a page saved from the site.

use super::super::body::to_bbcode;
use super::super::dom::{first, sel, text};
use super::super::{Page, PostTime, RawPost};
use scraper::{ElementRef, Html};

pub(super) const POSTS: &str = "div.post[data-num][data-autor]";

pub(super) fn posts(page: &Html, out: &mut Page) {
    for post in page.select(&sel(POSTS)) {
        if let Some(p) = read(post) {
            super::keep(out, post, p);
        }
    }
}

/// The messages of a conversation, numbered in page order (their ids where the page gives
/// them).
pub(super) fn messages(page: &Html, out: &mut Page) {
    for (place, pm) in page
        .select(&sel("#msgs li.pm, ul.pm-list > li"))
        .enumerate()
    {
        let Some(contents) = first(pm, ".post-contents") else {
            continue;
        };
        let id = pm
            .attr("id")
            .and_then(|i| i.strip_prefix("pm-"))
            .and_then(|n| n.parse().ok())
            .unwrap_or(place as u64 + 1);
        super::keep(
            out,
            pm,
            RawPost {
                id,
                order: place as u64 + 1,
                number: None,
                author: first(pm, "a.autor").map(text).unwrap_or_default(),
                time: time_of(pm),
                edited: false,
                body: to_bbcode(first(contents, ".body").unwrap_or(contents)),
            },
        );
    }
}

/// An element's time: `data-time` (seconds, or milliseconds), else the date in its `title`,
/// else the date shown.
fn time_of(el: ElementRef) -> PostTime {
    let stamp = first(el, "[data-time]");
    match stamp
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
                .or_else(|| {
                    first(el, ".rd, time")
                        .map(|e| e.attr("title").map_or_else(|| text(e), str::to_string))
                })
                .unwrap_or_default(),
        ),
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
    let time = time_of(post);
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
