//! Invision Community 4: `<article id="elComment_123" class="cPost … ipsComment">`, the author in
//! `.cAuthorPane_author a`, the time in `.ipsComment_meta time[datetime]`, the body in
//! `[data-role=commentContent]` (its "Edited … by …" line marked `data-excludequote`, dropped
//! and read as the edit), the signature apart in `[data-role=memberSignature]`. Invision shows
//! no post number: posts are numbered in id order.

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
        let author = first(post, ".cAuthorPane_author a, .cAuthorPane_author")
            .map(text)
            .unwrap_or_default();
        let stamp = first(post, ".ipsComment_meta time");
        let edited = body
            .select(&sel("[data-excludequote] time, [data-excludequote]"))
            .next()
            .is_some();
        out.posts.push(RawPost {
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
        });
    }
}
