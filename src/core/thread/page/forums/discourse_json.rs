//! Discourse's JSON view of a topic (`/t/<slug>/<id>.json`, `?page=N` for the next twenty
//! posts; `TopicViewSerializer` and `PostSerializer`): `post_stream.posts[]`, each with its
//! `id`, its `post_number` (its place in the topic: it orders the posts), its `username`, its
//! `created_at` (ISO 8601), its `cooked` body (the HTML the rendered page shows) and its
//! `version` (above 1: edited after posting).

use super::super::body::to_bbcode;
use super::super::{Page, PostTime, RawPost};
use scraper::Html;
use serde::Deserialize;

#[derive(Deserialize)]
struct Topic {
    post_stream: Stream,
}

#[derive(Deserialize)]
struct Stream {
    posts: Vec<Post>,
}

#[derive(Deserialize)]
struct Post {
    post_number: u64,
    username: String,
    created_at: String,
    cooked: String,
    #[serde(default)]
    version: Option<u64>,
}

/// Is this text Discourse's JSON view of a topic?
pub(in super::super) fn is_topic(text: &str) -> bool {
    serde_json::from_str::<Topic>(text).is_ok()
}

/// The posts of a topic's JSON view; `None` when the text is not one.
pub(in super::super) fn posts(text: &str) -> Option<Page> {
    let topic: Topic = serde_json::from_str(text).ok()?;
    let mut page = Page::default();
    for post in topic.post_stream.posts {
        let cooked = Html::parse_fragment(&post.cooked);
        page.posts.push(RawPost {
            id: post.post_number,
            order: post.post_number,
            number: Some(post.post_number),
            author: post.username,
            // `2026-11-30T09:00:00.000Z`: an instant, milliseconds and all.
            time: match post.created_at.parse::<jiff::Timestamp>() {
                Ok(t) => PostTime::Seconds(t.as_second()),
                Err(_) => PostTime::Exact(post.created_at),
            },
            edited: post.version.is_some_and(|v| v > 1),
            body: to_bbcode(cooked.root_element()),
        });
    }
    Some(page)
}
