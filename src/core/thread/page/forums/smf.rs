//! SMF 2.0 and 2.1 (`Display.template.php`): each post's body in `<div class="inner"
//! id="msg_123">` inside `<div class="post">`, in a `<div class="post_wrapper">` whose
//! `<div class="poster"><h4>` names the author. 2.1 shows the time as the text of `<div
//! class="postinfo"><a class="smalltext" title="Reply #1 - Re: …">`; 2.0 as `« Reply #1 on:
//! December 02, 2026, 10:52:10 PM »` in the `keyinfo`'s `smalltext` (Italian "Risposta #1 il:",
//! Spanish "Respuesta #1 en:"); the first post has no reply number. An edit is shown in
//! `id="modified_123"`; the signature is apart, in `<div class="signature">`.

use super::super::body::to_bbcode;
use super::super::dom::{first, hash_number, number_after, sel, text};
use super::super::{Page, PostTime, RawPost};
use scraper::{ElementRef, Html};

pub(super) const POSTS: &str = "div.post div.inner[id^=msg_]";

pub(super) fn posts(page: &Html, out: &mut Page) {
    for body in page.select(&sel(POSTS)) {
        let Some(id) = body.attr("id").and_then(|i| number_after(i, "msg_")) else {
            continue;
        };
        let Some(wrapper) = body
            .ancestors()
            .filter_map(ElementRef::wrap)
            .find(|a| a.value().classes().any(|c| c == "post_wrapper"))
        else {
            continue;
        };
        let author = first(wrapper, ".poster h4 a")
            .or_else(|| first(wrapper, ".poster h4"))
            .map(text)
            .unwrap_or_default();
        let (shown, number) = match first(wrapper, ".postinfo a.smalltext") {
            // 2.1: the time is the link's text, the reply number in its title.
            Some(a) => (text(a), reply_number(a.attr("title").unwrap_or(""))),
            None => {
                let line = first(wrapper, ".keyinfo .smalltext")
                    .map(text)
                    .unwrap_or_default();
                let line = line.trim_matches(['«', '»', ' ']).to_string();
                let date = match line.split_once(": ") {
                    Some((_, date)) => date.to_string(),
                    None => line.clone(),
                };
                (
                    date.trim_end_matches('»').trim().to_string(),
                    reply_number(&line),
                )
            }
        };
        let edited =
            first(wrapper, &format!("#modified_{id}")).is_some_and(|m| !text(m).is_empty());
        super::keep(
            out,
            wrapper,
            RawPost {
                id,
                order: id,
                number: Some(number),
                author,
                time: PostTime::Shown(shown),
                edited,
                body: to_bbcode(body),
            },
        );
    }
}

/// `Reply #3` is the thread's fourth post; no reply number is the first post.
fn reply_number(text: &str) -> u64 {
    hash_number(text).map_or(1, |n| n + 1)
}
