//! Invision Community 4: `<article id="elComment_123" class="cPost … ipsComment">`, the author in
//! `.cAuthorPane_author a`, the time in `.ipsComment_meta time[datetime]`, the body in
//! `[data-role=commentContent]` (its "Edited … by …" line marked `data-excludequote`, dropped
//! and read as the edit), the signature apart in `[data-role=memberSignature]`. Invision shows
//! no post number: posts are numbered in id order.
//!
//! A conversation of the messenger (`/messenger/<id>/`) shows each message with the generic
//! comment template (`global/commentContainer`): the same `<article id="elComment_123">`, the
//! author in `.ipsComment_author` (or the meta line's profile link), the time in
//! `.ipsComment_meta time[datetime]`, the body in `[data-role=commentContent]`.

use super::super::body::to_bbcode;
use super::super::dom::{first, number_after, sel, text};
use super::super::{Page, RawPost};
use super::time;
use scraper::Html;

pub(super) const POSTS: &str = "article[id^=elComment_]";

pub(super) fn posts(page: &Html, out: &mut Page) {
    for post in page.select(&sel(POSTS)) {
        let Some(id) = post.attr("id").and_then(|i| number_after(i, "elComment_")) else {
            continue;
        };
        let Some(body) = first(post, "[data-role=commentContent]") else {
            continue;
        };
        // The first of these the page has: the author pane of a post, the heading of a
        // comment, the meta line's profile link.
        let author = [
            ".cAuthorPane_author a",
            ".cAuthorPane_author",
            ".ipsComment_author a",
            ".ipsComment_meta a[href*=\"/profile/\"]",
        ]
        .iter()
        .find_map(|css| first(post, css))
        .map(text)
        .unwrap_or_default();
        let stamp = first(post, ".ipsComment_meta time");
        let edited = body
            .select(&sel("[data-excludequote] time, [data-excludequote]"))
            .next()
            .is_some();
        super::keep(
            out,
            post,
            RawPost {
                id,
                order: id,
                number: None,
                author,
                time: time(
                    stamp.and_then(|s| s.attr("datetime")),
                    stamp.map(text).unwrap_or_default(),
                ),
                edited,
                body: to_bbcode(body),
            },
        );
    }
}
