//! vBulletin 3, 4 and 5. vBulletin 4 (`postbit_legacy`): `<li class="postcontainer"
//! id="post_123">`, the date in `.posthead .date` (`29-11-2026, 21:03`, or "Today, 21:03"), the
//! number in `a.postcounter` (`#2`), the author in `.username_container .username`, the body in
//! `#post_message_123 blockquote.postcontent`, an edit in `blockquote.lastedited`, the
//! signature apart in `blockquote.signature`. vBulletin 3 (`postbit_legacy`): `<table
//! id="post123">`, the date in its first `td.thead`, the number in `a[id^=postcount]`, the author
//! in `a.bigusername`, the body in `div#post_message_123`, an edit in "Last edited by" under it.
//! vBulletin 5 (`display_Topics` / `conversation_content`): `<li class="b-post js-post"
//! data-node-id="123">`, the author in `.b-userinfo__details [itemprop=name]` (else `.author
//! a`), the time in `.b-post__timestamp time[itemprop=dateCreated][datetime]`, the number in
//! `.b-post__count` (`#2`), the body in `div.js-post__content-text`, an edit in
//! `.b-post__edit`, the signature apart in `.b-post__signature`.

use super::super::body::to_bbcode;
use super::super::dom::{collapse, first, hash_number, number_after, sel, text};
use super::super::{Page, PostTime, RawPost};
use scraper::{ElementRef, Html};

pub(super) const POSTS: &str = "li.postcontainer[id^=post_], table[id^=post] \
     div[id^=post_message_], li.js-post[data-node-id]";

/// A post of vBulletin 5.
const FIVE: &str = "li.js-post[data-node-id]";

pub(super) fn posts(page: &Html, out: &mut Page) {
    for post in page.select(&sel("li.postcontainer[id^=post_]")) {
        if let Some(p) = four(post) {
            super::keep(out, post, p);
        }
    }
    if !out.posts.is_empty() {
        return;
    }
    for table in page.select(&sel("table[id^=post]")) {
        if let Some(p) = three(table) {
            super::keep(out, table, p);
        }
    }
    if !out.posts.is_empty() {
        return;
    }
    for post in page.select(&sel(FIVE)) {
        if let Some(p) = five(post) {
            super::keep(out, post, p);
        }
    }
}

fn five(post: ElementRef) -> Option<RawPost> {
    let id = post.attr("data-node-id")?.trim().parse().ok()?;
    let body = first(post, "div.js-post__content-text")?;
    let author = first(
        post,
        ".b-userinfo__details [itemprop=name], .author a, a[data-vbnamecard]",
    )
    .map(text)
    .unwrap_or_default();
    let number = first(post, ".b-post__count").and_then(|c| hash_number(&text(c)));
    let stamp = first(post, "time[itemprop=dateCreated], .b-post__timestamp time");
    Some(RawPost {
        id,
        order: id,
        number,
        author,
        time: super::time(
            stamp.and_then(|s| s.attr("datetime")),
            stamp.map(text).unwrap_or_default(),
        ),
        edited: first(post, ".b-post__edit").is_some(),
        body: to_bbcode(body),
    })
}

fn four(post: ElementRef) -> Option<RawPost> {
    let id = number_after(post.attr("id")?, "post_")?;
    let message = first(post, &format!("#post_message_{id}"))?;
    let body = first(message, "blockquote.postcontent").unwrap_or(message);
    let author = first(post, ".username_container .username, a.username")
        .map(text)
        .unwrap_or_default();
    let number = first(post, "a.postcounter").and_then(|a| hash_number(&text(a)));
    let shown = first(post, ".posthead .date").map(text).unwrap_or_default();
    Some(RawPost {
        id,
        order: id,
        number,
        author,
        time: PostTime::Shown(shown),
        edited: first(post, "blockquote.lastedited, .lastedited").is_some(),
        body: to_bbcode(body),
    })
}

fn three(table: ElementRef) -> Option<RawPost> {
    let id = number_after(table.attr("id")?, "post")?;
    let body = first(table, &format!("#post_message_{id}"))?;
    let author = first(table, "a.bigusername, .bigusername")
        .map(text)
        .unwrap_or_default();
    let number = first(table, "a[id^=postcount]").and_then(|a| {
        a.attr("name")
            .and_then(|n| n.parse().ok())
            .or_else(|| hash_number(&format!("#{}", text(a))))
    });
    let shown = first(table, "td.thead").map(text).unwrap_or_default();
    let edited = table
        .select(&sel("td.alt1 div.smallfont em, div.smallfont em"))
        .any(|e| {
            let t = collapse(&e.text().collect::<String>()).to_lowercase();
            ["edited", "editado", "modificato"]
                .iter()
                .any(|w| t.contains(w))
        });
    Some(RawPost {
        id,
        order: id,
        number,
        author,
        time: PostTime::Shown(shown),
        edited,
        body: to_bbcode(body),
    })
}
