//! Discourse. The page as a browser shows it (the Ember app's DOM, "complete" save): each
//! post an `<article id="post_3" data-post-id="1234">`, the author in `.names .username a`, the
//! time in `.post-date [data-time]` (milliseconds), the body in `.cooked`, an edit as `.post-info
//! .edits`. The page as the server sends it ("HTML only" save, and what crawlers read): each
//! post a `<div id="post_3" class="topic-body crawler-post">`, the author in
//! `[itemprop=author] [itemprop=name]`, the time in `<time itemprop="datePublished"
//! datetime>`, the number in `<meta itemprop="position">`, the body in `[itemprop=text]`; a
//! browser's page has this view inside `<noscript>`, read from there. A Discourse post's number
//! is its place in the topic: it orders the posts and is their id.

use super::super::body::to_bbcode;
use super::super::dom::{first, number_after, sel, text};
use super::super::{Page, PostTime, RawPost};
use super::time;
use scraper::{ElementRef, Html};

const RENDERED: &str = "article[data-post-id]";
const CRAWLER: &str =
    "div.crawler-post[id^=post_], div[itemprop=comment][id^=post_], div.topic-body.crawler-post";

pub(super) fn has_posts(page: &Html) -> bool {
    super::super::dom::find(page, RENDERED).is_some()
        || super::super::dom::find(page, CRAWLER).is_some()
        || crawler_view(page).is_some()
}

pub(super) fn posts(page: &Html, out: &mut Page) {
    for post in page.select(&sel(RENDERED)) {
        if let Some(p) = rendered(post) {
            super::keep(out, post, p);
        }
    }
    if !out.posts.is_empty() {
        return;
    }
    crawler_posts(page, out);
    if out.posts.is_empty()
        && let Some(view) = crawler_view(page)
    {
        crawler_posts(&view, out);
    }
}

fn crawler_posts(page: &Html, out: &mut Page) {
    for post in page.select(&sel(CRAWLER)) {
        if let Some(p) = crawler(post) {
            super::keep(out, post, p);
        }
    }
}

/// The crawler view a browser's page holds inside `<noscript>` (raw text there: parsed again).
fn crawler_view(page: &Html) -> Option<Html> {
    let inner: String = page
        .select(&sel("noscript"))
        .map(|n| n.text().collect::<String>())
        .find(|t| t.contains("crawler-post"))?;
    Some(Html::parse_fragment(&inner))
}

fn rendered(post: ElementRef) -> Option<RawPost> {
    let number = post
        .attr("id")
        .and_then(|i| number_after(i, "post_"))
        .or_else(|| {
            first(post, "[data-post-number]")?
                .attr("data-post-number")?
                .parse()
                .ok()
        })?;
    let body = first(post, ".cooked")?;
    let author = first(post, ".names .username a, .names a[data-user-card]")
        .map(text)
        .unwrap_or_default();
    let millis = first(post, ".post-date [data-time], [data-time]")
        .and_then(|t| t.attr("data-time"))
        .and_then(|t| t.parse::<i64>().ok());
    let shown = first(post, ".post-date [title]")
        .and_then(|t| t.attr("title"))
        .unwrap_or("")
        .to_string();
    Some(RawPost {
        id: number,
        order: number,
        number: Some(number),
        author,
        time: match millis {
            Some(ms) => PostTime::Seconds(ms.div_euclid(1000)),
            None => PostTime::Shown(shown),
        },
        edited: first(post, ".post-info.edits, .edits").is_some(),
        body: to_bbcode(body),
    })
}

fn crawler(post: ElementRef) -> Option<RawPost> {
    let number = first(post, "meta[itemprop=position]")
        .and_then(|m| m.attr("content")?.parse().ok())
        .or_else(|| number_after(post.attr("id")?, "post_"))?;
    let body = first(post, "[itemprop=text]")?;
    let author = first(
        post,
        "[itemprop=author] [itemprop=name], .creator [itemprop=name]",
    )
    .map(text)
    .unwrap_or_default();
    let stamp = first(post, "time[itemprop=datePublished], time");
    let edited = first(post, "[itemprop=dateModified]").is_some_and(|m| {
        let modified = m.attr("datetime").or(m.attr("content"));
        modified.is_some() && modified != stamp.and_then(|s| s.attr("datetime"))
    });
    Some(RawPost {
        id: number,
        order: number,
        number: Some(number),
        author,
        time: time(
            stamp.and_then(|s| s.attr("datetime")),
            stamp.map(text).unwrap_or_default(),
        ),
        edited,
        body: to_bbcode(body),
    })
}
