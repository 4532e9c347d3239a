//! XenForo 2 (`post_macros`): `<article class="message message--post" data-author="Ana"
//! data-content="post-123">`, the time in `.message-attribution-main time[datetime]`, the
//! number in `.message-attribution-opposite` (`#2`), the body in `.message-body .bbWrapper`,
//! an edit in `.message-lastEdit`, the signature apart in `aside.message-signature`. A
//! conversation's message (`conversation_message_macros`) is the same markup: `<article
//! class="message message--conversationMessage" data-author="Ana"
//! data-content="convMessage-12">`.

use super::super::body::to_bbcode;
use super::super::dom::{first, hash_number, number_after, sel, text};
use super::super::{Page, RawPost};
use super::time;
use scraper::Html;

pub(super) const POSTS: &str = "article.message--post[data-content^=post-]";

/// The messages of a conversation.
pub(super) const MESSAGES: &str =
    "article.message--conversationMessage[data-content^=convMessage-]";

pub(super) fn posts(page: &Html, out: &mut Page) {
    read(page, POSTS, "post-", out);
}

pub(super) fn messages(page: &Html, out: &mut Page) {
    read(page, MESSAGES, "convMessage-", out);
}

fn read(page: &Html, css: &str, prefix: &str, out: &mut Page) {
    for post in page.select(&sel(css)) {
        let Some(id) = post
            .attr("data-content")
            .and_then(|i| number_after(i, prefix))
        else {
            continue;
        };
        let Some(body) = first(post, ".message-body .bbWrapper") else {
            continue;
        };
        let author = post
            .attr("data-author")
            .map(str::to_string)
            .or_else(|| first(post, ".message-name .username").map(text))
            .unwrap_or_default();
        let stamp = first(
            post,
            ".message-attribution-main time, .message-attribution time",
        );
        let number = post
            .select(&sel(".message-attribution-opposite a"))
            .find_map(|a| hash_number(&text(a)));
        super::keep(
            out,
            post,
            RawPost {
                id,
                order: id,
                number,
                author,
                time: time(
                    stamp.and_then(|s| s.attr("datetime")),
                    stamp.map(text).unwrap_or_default(),
                ),
                edited: first(post, ".message-lastEdit").is_some(),
                body: to_bbcode(body),
            },
        );
    }
}
