//! `fetch`: a public thread's pages downloaded into the game's `thread/` folder, as a browser
//! saves them, following the forum's own next-page links ([`next`]). The game stays a folder
//! of files: `next` and `tally` read the saved pages, never the network.
//!
//! Run again, it fetches only what is new: the pages saved are kept, the last one is fetched
//! again (it grows) and the pages after it are followed. A Discourse topic is fetched through
//! its JSON view ([`discourse`]), the pages the page reader reads as `.json` files. Each page is read as the page reader
//! reads it ([`crate::core::thread::page`]): a login page, an error page, a page of another
//! topic or of no forum read here stops the fetch, the pages before it kept whole.

mod discourse;
mod http;
mod next;
mod robots;
mod saved;

pub use http::user_agent;

use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::thread::page::{
    Forum, MARKERS, PageKind, PagePosts, classify_json, classify_page, is_json, page_posts,
};
use scraper::Html;
use std::collections::HashSet;
use std::path::Path;
use std::time::Duration;
use url::Url;

/// How `fetch` asks.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The least time between two requests to the forum.
    pub delay: Duration,
    /// The longest one request may take.
    pub timeout: Duration,
    /// Stop after the page holding this post.
    pub until_post: Option<u64>,
}

/// What a fetch did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Done {
    pub forum: Forum,
    /// The pages in the folder now.
    pub pages: usize,
    /// Pages saved for the first time.
    pub new: usize,
    /// Pages fetched again (the last one of the run before).
    pub again: usize,
    /// The last post read, when `until_post` stopped the fetch.
    pub until: Option<u64>,
}

/// Which thread a page belongs to: its forum and the topic its address shows.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Identity {
    forum: Forum,
    topic: Option<String>,
    url: Url,
}

impl Identity {
    fn same_thread(&self, other: &Identity) -> bool {
        self.forum == other.forum
            && match (&self.topic, &other.topic) {
                (Some(a), Some(b)) => a == b,
                _ => true,
            }
    }
}

/// The thread at `address` into `folder` (the game's `thread/`); `progress` is told of each
/// page saved.
pub fn fetch(
    folder: &Path,
    address: &str,
    settings: &Settings,
    progress: &mut dyn FnMut(Msg),
) -> Result<Done, Problem> {
    let given = Url::parse(address.trim())
        .ok()
        .filter(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some())
        .ok_or_else(|| {
            Problem::new(Msg::new("err-fetch-address").arg("address", address)).unreadable()
        })?;
    // A Discourse topic is read through its JSON view, from its first page.
    let given = discourse::page_address(&given, 1).unwrap_or(given);
    saved::check(folder)?;
    let before = saved::fetched(folder)?;
    let (mut url, mut n, mut first) = resume(folder, &before, given)?;
    let fetched_before = before.len();
    let mut client = http::Client::new(settings.delay, settings.timeout);
    let mut visited = HashSet::new();
    let mut last_post = None;
    loop {
        if n > saved::MAX_FETCHED {
            return Err(Problem::new(
                Msg::new("err-fetch-too-many").arg("limit", saved::MAX_FETCHED),
            )
            .unreadable());
        }
        visited.insert(url.to_string());
        let got = client.page(&url)?;
        let page = read(&got, n, last_post)?;
        match &first {
            Some(first) if !first.same_thread(&page.here) => {
                return Err(Problem::new(
                    Msg::new("err-fetch-other-topic")
                        .arg("url", &got.url)
                        .arg("first", &first.url),
                )
                .help(Msg::new("help-fetch-other-topic"))
                .unreadable());
            }
            Some(_) => {}
            None => first = Some(page.here.clone()),
        }
        let file = saved::write(folder, n, page.kind, &page.bytes)?;
        progress(page_line(n, &got.url, &file, page.posts));
        last_post = page.posts.last.or(last_post);
        let done = |until| Done {
            forum: page.here.forum,
            pages: n,
            new: n.saturating_sub(fetched_before),
            again: usize::from(fetched_before > 0),
            until,
        };
        if let (Some(until), Some(last)) = (settings.until_post, page.posts.last)
            && last >= until
        {
            return Ok(done(Some(last)));
        }
        match page.next {
            Some(next) if !visited.contains(next.as_str()) => {
                url = next;
                n += 1;
            }
            _ => return Ok(done(None)),
        }
    }
}

/// One page fetched, read: which thread it is of, its posts, where the thread goes on, and
/// what is saved of it.
struct Read {
    here: Identity,
    posts: PagePosts,
    next: Option<Url>,
    bytes: Vec<u8>,
    kind: saved::Kind,
}

/// The `n`th page as the page reader reads it: a page of HTML, or Discourse's JSON view of a
/// topic; `before` is the last post of the page before. A page that is not of a thread is
/// refused, named for what it is.
fn read(got: &http::Fetched, n: usize, before: Option<u64>) -> Result<Read, Problem> {
    let text = decode(&got.bytes);
    if is_json(&text) {
        let page = discourse::read(&text, &got.url, n, before)
            .ok_or_else(|| refusal(&got.url, &classify_json(&text)))?;
        return Ok(Read {
            here: page.here,
            posts: page.posts,
            next: page.next,
            bytes: got.bytes.clone(),
            kind: saved::Kind::Json,
        });
    }
    let bytes = saved::as_saved(&got.bytes, got.url.as_str());
    let html = Html::parse_document(&decode(&bytes));
    let here = identify(&html, &got.url)?;
    let posts = page_posts(here.forum, &html);
    let next = next::next_page(&html, &got.url);
    Ok(Read {
        here,
        posts,
        next,
        bytes,
        kind: saved::Kind::Html,
    })
}

/// Where a fetch starts: at the given address, or, when pages were fetched before, at the
/// last of them (it grows), the first one saying which thread the folder holds.
fn resume(
    folder: &Path,
    before: &[(usize, std::path::PathBuf)],
    given: Url,
) -> Result<(Url, usize, Option<Identity>), Problem> {
    let (Some((_, first_path)), Some((last_n, last_path))) = (before.first(), before.last()) else {
        return Ok((given, 1, None));
    };
    let first = identity_of_file(first_path, 1, &given)?;
    let given_topic = next::topic_of(&given);
    if given_topic.is_some() && first.topic.is_some() && given_topic != first.topic {
        return Err(Problem::new(
            Msg::new("err-fetch-other-thread")
                .arg("folder", folder.display())
                .arg("first", &first.url)
                .arg("url", &given),
        )
        .help(Msg::new("help-fetch-other-thread"))
        .unreadable());
    }
    let last = identity_of_file(last_path, *last_n, &given)?;
    Ok((last.url, *last_n, Some(first)))
}

/// The line of progress for one page.
fn page_line(n: usize, url: &Url, file: &str, posts: crate::core::thread::page::PagePosts) -> Msg {
    let line = match (posts.first, posts.last) {
        (Some(first), Some(last)) => Msg::new("fetch-page").arg("first", first).arg("last", last),
        _ => Msg::new("fetch-page-unnumbered"),
    };
    line.arg("page", n)
        .arg("url", url)
        .arg("file", file)
        .arg("posts", posts.posts)
}

/// A page's bytes as text: UTF-8, else windows-1252 (as the page reader reads them).
fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => encoding_rs::WINDOWS_1252.decode(bytes).0.into_owned(),
    }
}

/// A page of a thread and which thread, or the refusal naming what the page is.
fn identify(html: &Html, url: &Url) -> Result<Identity, Problem> {
    let forum = match classify_page(html) {
        PageKind::Thread { forum } => forum,
        other => return Err(refusal(url, &other)),
    };
    let topic = next::canonical(html, url)
        .and_then(|c| next::topic_of(&c))
        .or_else(|| next::topic_of(url));
    Ok(Identity {
        forum,
        topic,
        url: url.clone(),
    })
}

/// The identity of the `n`th page saved by an earlier fetch, read back from its file (a JSON
/// view names no address: its page's address is made from the one given, as it was then).
fn identity_of_file(path: &Path, n: usize, given: &Url) -> Result<Identity, Problem> {
    use crate::core::read::{Links, read_bytes};
    let bytes = read_bytes(
        path,
        crate::core::thread::page::MAX_PAGE_BYTES as u64,
        Links::Refuse,
    )
    .map_err(|refused| refused.problem(path))?;
    let text = decode(&bytes);
    if is_json(&text) {
        let url = discourse::page_address(given, n).unwrap_or_else(|| given.clone());
        return discourse::read(&text, &url, n, None)
            .map(|page| page.here)
            .ok_or_else(|| refusal(&url, &classify_json(&text)));
    }
    let html = Html::parse_document(&text);
    let url = crate::core::thread::page::page_url(&html)
        .and_then(|u| Url::parse(&u).ok())
        .ok_or_else(|| {
            Problem::new(Msg::new("err-fetch-saved-url").arg("file", path.display()))
                .help(Msg::new("help-fetch-folder"))
                .unreadable()
        })?;
    identify(&html, &url)
}

/// The message for a page that is not a page of a thread.
fn refusal(url: &Url, kind: &PageKind) -> Problem {
    let (key, forum) = match kind {
        PageKind::Login { forum } => ("err-fetch-login", *forum),
        PageKind::Error { forum } => ("err-fetch-error", *forum),
        PageKind::Search { forum } => ("err-fetch-not-thread", *forum),
        PageKind::PmPage { forum } => ("err-fetch-not-thread", Some(*forum)),
        PageKind::Thread { forum } => ("err-fetch-error", Some(*forum)),
        PageKind::Unknown { .. } => {
            return Problem::new(Msg::new("err-fetch-unknown").arg("url", url))
                .help(Msg::new("help-fetch-unknown").arg("markers", MARKERS.join("; ")))
                .unreadable();
        }
    };
    Problem::new(
        Msg::new(key)
            .arg("url", url)
            .arg("forum", forum.map_or("?", Forum::name)),
    )
    .help(Msg::new("help-fetch-by-hand"))
    .unreadable()
}
