//! A Discourse topic (`/t/<slug>/<id>`) is fetched through its JSON view, as the page reader
//! reads it: `/t/<id>.json` for its first page, `/t/<id>.json?page=N` for the next ones
//! (`chunk_size` posts each, twenty by default), saved as `page-0001.json`… The rendered page
//! is the app's shell, its posts drawn by scripts; the JSON view holds them all.
//!
//! The view lists the ids of every post of the topic (`post_stream.stream`): the fetch goes on
//! until a page holds the last of them. A view without that list goes on while a page is full
//! (`chunk_size` posts) and brings posts past the page before it.
//!
//! Every page is fetched from the first (`?page=N` is the file's number), whatever post or
//! page the given address points to: the page reader reads the whole topic.

use super::Identity;
use crate::core::thread::page::{Forum, PagePosts, TopicPage};
use url::Url;

/// How many posts a page of the JSON view holds when it does not say (Discourse's
/// `TopicView#chunk_size`).
const CHUNK_SIZE: u64 = 20;

/// Where a Discourse topic's address sits in its path: the segments before `t` (a forum under
/// a folder) and the topic's id. `None` for an address that is not of a Discourse topic.
fn topic_path(url: &Url) -> Option<(Vec<String>, u64)> {
    let segments: Vec<&str> = url.path_segments()?.collect();
    let at = segments.iter().position(|s| *s == "t")?;
    let id = |s: &str| {
        let s = s.strip_suffix(".json").unwrap_or(s);
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u64>().ok())
            .flatten()
    };
    let after = &segments[at + 1..];
    // `/t/<id>`, `/t/<id>.json`, `/t/<slug>/<id>`, `/t/<slug>/<id>/<post>`.
    let topic = match after {
        [first, ..] if id(first).is_some() => id(first)?,
        [_, second, ..] => id(second)?,
        _ => return None,
    };
    let prefix = segments[..at].iter().map(|s| s.to_string()).collect();
    Some((prefix, topic))
}

/// The address of page `page` (from 1) of the JSON view of the Discourse topic `given` is an
/// address of; `None` when it is no address of a Discourse topic.
pub fn page_address(given: &Url, page: usize) -> Option<Url> {
    let (prefix, topic) = topic_path(given)?;
    let mut url = given.clone();
    let mut path: String = prefix.iter().map(|s| format!("{s}/")).collect();
    if !path.starts_with('/') {
        path.insert(0, '/');
    }
    url.set_path(&format!("{path}t/{topic}.json"));
    url.set_fragment(None);
    if page > 1 {
        url.set_query(Some(&format!("page={page}")));
    } else {
        url.set_query(None);
    }
    Some(url)
}

/// Page `n` of the topic's JSON view, read: which topic, its posts, and the address of the
/// next page when the topic goes on; `None` when the text is not Discourse's JSON view of a
/// topic. `before` is the last post of the page before, when there was one.
pub fn read(text: &str, url: &Url, n: usize, before: Option<u64>) -> Option<Read> {
    let page = crate::core::thread::page::topic_page(text)?;
    let posts = PagePosts {
        forum: Forum::Discourse,
        posts: page.numbers.len(),
        first: page.numbers.first().copied(),
        last: page.numbers.last().copied(),
    };
    let next = goes_on(&page, before)
        .then(|| page_address(url, n + 1))
        .flatten();
    let here = Identity {
        forum: Forum::Discourse,
        topic: page.topic.map(|id| format!("t/{id}")),
        url: url.clone(),
    };
    Some(Read { here, posts, next })
}

/// One page of the JSON view, read.
pub struct Read {
    pub here: Identity,
    pub posts: PagePosts,
    pub next: Option<Url>,
}

/// Does the topic go on after this page?
fn goes_on(page: &TopicPage, before: Option<u64>) -> bool {
    let Some(&last) = page.numbers.iter().max() else {
        return false;
    };
    if before.is_some_and(|b| last <= b) {
        return false;
    }
    match page.holds_last {
        Some(holds) => !holds,
        None => page.numbers.len() as u64 >= page.chunk_size.unwrap_or(CHUNK_SIZE),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json(given: &str, page: usize) -> Option<String> {
        page_address(&Url::parse(given).unwrap(), page).map(|u| u.to_string())
    }

    #[test]
    fn every_address_of_a_topic_leads_to_its_json_pages() {
        for given in [
            "https://d.example/t/mafia-day-1/4242",
            "https://d.example/t/mafia-day-1/4242/15",
            "https://d.example/t/mafia-day-1/4242?page=3",
            "https://d.example/t/4242",
            "https://d.example/t/4242.json",
            "https://d.example/t/mafia-day-1/4242.json#post_5",
        ] {
            assert_eq!(
                json(given, 1).as_deref(),
                Some("https://d.example/t/4242.json"),
                "{given}"
            );
        }
        assert_eq!(
            json("https://d.example/forum/t/mafia/7/3", 2).as_deref(),
            Some("https://d.example/forum/t/7.json?page=2")
        );
        assert_eq!(json("https://f.example/viewtopic.php?t=321", 1), None);
        assert_eq!(json("https://x.example/threads/day-1.12/", 1), None);
        assert_eq!(json("https://d.example/t/mafia-day-1", 1), None);
    }

    fn page(numbers: &[u64], holds_last: Option<bool>, chunk: Option<u64>) -> TopicPage {
        TopicPage {
            topic: Some(1),
            numbers: numbers.to_vec(),
            holds_last,
            chunk_size: chunk,
        }
    }

    #[test]
    fn the_topic_goes_on_until_a_page_holds_its_last_post() {
        assert!(goes_on(&page(&[1, 2], Some(false), None), None));
        assert!(!goes_on(&page(&[5, 6], Some(true), None), Some(4)));
        // No stream listed: a full page goes on, a short one ends the topic.
        assert!(goes_on(&page(&[1, 2, 3, 4], None, Some(4)), None));
        assert!(!goes_on(&page(&[5, 6], None, Some(4)), Some(4)));
        // An empty page, or one bringing no post past the page before, ends it.
        assert!(!goes_on(&page(&[], Some(false), None), Some(4)));
        assert!(!goes_on(&page(&[3, 4], Some(false), None), Some(4)));
    }
}
