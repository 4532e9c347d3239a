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
    /// The topic's id (`/t/<slug>/<id>`).
    #[serde(default)]
    id: Option<u64>,
    /// How many posts a page (`?page=N`) holds.
    #[serde(default)]
    chunk_size: Option<u64>,
}

#[derive(Deserialize)]
struct Stream {
    posts: Vec<Post>,
    /// The ids of every post of the topic, in order (not only this page's).
    #[serde(default)]
    stream: Option<Vec<u64>>,
}

#[derive(Deserialize)]
struct Post {
    #[serde(default)]
    id: Option<u64>,
    post_number: u64,
    username: String,
    created_at: String,
    cooked: String,
    #[serde(default)]
    version: Option<u64>,
    /// Set on a post deleted (its author's or a moderator's), as staff see the topic.
    #[serde(default)]
    deleted_at: Option<String>,
}

/// Is this text Discourse's JSON view of a topic?
pub(in super::super) fn is_topic(text: &str) -> bool {
    serde_json::from_str::<Topic>(text).is_ok()
}

/// What `fetch` reads of one page of a topic's JSON view to know which topic it is and
/// whether the topic goes on after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopicPage {
    /// The topic's id.
    pub topic: Option<u64>,
    /// The numbers of the page's posts (their place in the topic), in the page's order.
    pub numbers: Vec<u64>,
    /// Does the page hold the topic's last post (the last id of `post_stream.stream`)?
    /// `None` when the view lists no stream.
    pub holds_last: Option<bool>,
    /// How many posts a page holds, when the view says.
    pub chunk_size: Option<u64>,
}

/// [`TopicPage`] of a topic's JSON view; `None` when the text is not one.
pub fn topic_page(text: &str) -> Option<TopicPage> {
    let topic: Topic = serde_json::from_str(text).ok()?;
    let Stream { posts, stream } = topic.post_stream;
    let holds_last = stream.map(|ids| match ids.last() {
        Some(last) => posts.iter().any(|p| p.id == Some(*last)),
        None => true,
    });
    Some(TopicPage {
        topic: topic.id,
        numbers: posts.iter().map(|p| p.post_number).collect(),
        holds_last,
        chunk_size: topic.chunk_size,
    })
}

/// The posts of a topic's JSON view; `None` when the text is not one.
pub(in super::super) fn posts(text: &str) -> Option<Page> {
    let topic: Topic = serde_json::from_str(text).ok()?;
    let mut page = Page::default();
    for post in topic.post_stream.posts {
        let cooked = Html::parse_fragment(&post.cooked);
        // Deleted on the forum (review break8 F1): kept with no body, listed.
        if post.deleted_at.is_some() {
            page.deleted.push(post.post_number);
        }
        let deleted = post.deleted_at.is_some();
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
            body: match deleted {
                true => String::new(),
                false => to_bbcode(cooked.root_element()),
            },
        });
    }
    Some(page)
}
