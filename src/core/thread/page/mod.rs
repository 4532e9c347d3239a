//! A thread as the forum gives it: pages saved from the browser ("Save page as…", HTML only
//! or complete: the `_files/` folder beside a page is not read), one file or a folder of them,
//! in any order and overlapping. Each page is parsed as a browser parses it (html5ever, through
//! `scraper`); [`classify`] tells what it is and which forum software wrote it (phpBB 3.x
//! prosilver and subsilver2, SMF 2.0 and 2.1, Discourse (its rendered page and its `.json`
//! view of a topic), MyBB, vBulletin 3 and 4, XenForo 2, Invision Community 4, Mediavida: see
//! [`forums`]); a page that is not a page of a thread (a private message, a login form, an
//! error, search results, a page of no known forum) is refused, named for what it is.
//!
//! From each post: its forum id, its number in the thread (shown by the forum, or the page's
//! offset plus the post's place), its author as the forum shows him, its time (a `datetime`
//! attribute where the forum writes one; else the date shown, in the forum's language,
//! relative forms read against the page's save time: [`crate::core::relative_dates`]), whether
//! it was edited, and its body turned back into BBCode ([`body`]). Posts are deduplicated by
//! their id (a post on two pages is read from the page saved last) and put in thread order.
//!
//! The result is a [`Thread`] whose text is the thread in the text format (`=== #N | Author |
//! time` and the post's BBCode): the votes are read from it as from a pasted thread, and `next`
//! archives it as such.
//!
//! Bounded: a page over [`MAX_PAGE_BYTES`], a folder of more than [`MAX_PAGES`] pages, a
//! thread over the text format's limits are refused. Reading is linear in the pages: each page
//! is parsed, read and dropped before the next.

mod assemble;
mod body;
mod classify;
mod css;
mod cut;
mod dom;
mod files;
mod forums;
mod pms;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_edited;
#[cfg(test)]
mod tests_hidden;

pub use classify::{
    MARKERS, PageKind, classify, classify_json, classify_page, classify_view, forum_of, is_json,
    page_url,
};
pub use files::{SavedPage, is_pages, read_path};
pub use forums::discourse_json::{TopicPage, topic_page};
pub use pms::{PageMessage, pm_messages};

/// A message's body on a saved page turned back into BBCode ([`body`]): bold, colours, quotes
/// with their author, spoilers; the signature and the forum's controls dropped.
pub fn body_bbcode(message: scraper::ElementRef) -> String {
    body::to_bbcode(message)
}

/// The thread in one saved view given as text (Discourse's raw view saved as `.txt`), read as
/// [`read_pages`] reads pages; its times are in the view itself.
pub fn read_view(shown: &str, text: String, zone: &TimeZone) -> Result<Thread, Vec<Problem>> {
    let page = SavedPage {
        path: shown.to_string(),
        html: text,
        saved_at: 0,
    };
    read_pages(shown, std::iter::once(Ok(page)), zone)
}

use super::posts::{MAX_POSTS, Thread};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use jiff::tz::TimeZone;
use serde::Serialize;
use std::collections::BTreeMap;

/// The largest saved page read, in bytes (a real page is a few hundred kilobytes).
pub const MAX_PAGE_BYTES: usize = 32 * 1024 * 1024;
/// The most pages a thread's folder may hold.
pub const MAX_PAGES: usize = 10_000;

/// Forum software whose pages are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Forum {
    PhpBB,
    Smf,
    Discourse,
    MyBB,
    VBulletin,
    XenForo,
    Invision,
    Mediavida,
}

impl Forum {
    /// The software's name as its makers write it.
    pub fn name(self) -> &'static str {
        match self {
            Forum::PhpBB => "phpBB",
            Forum::Smf => "SMF",
            Forum::Discourse => "Discourse",
            Forum::MyBB => "MyBB",
            Forum::VBulletin => "vBulletin",
            Forum::XenForo => "XenForo",
            Forum::Invision => "Invision Community",
            Forum::Mediavida => "Mediavida",
        }
    }
}

/// A post's time as the page gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum PostTime {
    /// A machine-readable time (`<time datetime>`): ISO 8601.
    Exact(String),
    /// Seconds since 1970 (Discourse's `data-time`, in milliseconds on the page).
    Seconds(i64),
    /// The date as shown, in the forum's language, maybe relative ("Hoy, 22:15").
    Shown(String),
}

/// A post as read from one page, before its time is read.
#[derive(Debug, Clone)]
pub(crate) struct RawPost {
    /// The forum's id of the post.
    pub id: u64,
    /// What orders the thread: the id, or the post's number where the forum numbers posts in
    /// the thread itself (Discourse).
    pub order: u64,
    pub number: Option<u64>,
    pub author: String,
    pub time: PostTime,
    pub edited: bool,
    /// The body in BBCode.
    pub body: String,
}

/// The posts of one page.
#[derive(Debug, Default)]
pub(crate) struct Page {
    pub posts: Vec<RawPost>,
    /// The ids of the posts the forum shows deleted (a moderator's view): kept with no body.
    pub deleted: Vec<u64>,
}

/// What was read from the pages, for the master to see (`tally`, `check`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PagesRead {
    pub forum: Forum,
    pub pages: usize,
    pub posts: usize,
    /// Posts found on more than one page (read once).
    pub duplicates: usize,
    /// The numbers of the posts the forum shows as edited after posting.
    pub edited: Vec<u64>,
    /// Each edited post's number, with the time its page was saved: the edit came before it.
    pub edited_by: Vec<(u64, i64)>,
    /// The numbers of the posts the forum shows deleted (soft-deleted, seen by a moderator):
    /// not read (break5 F7).
    pub deleted: Vec<u64>,
}

/// A post read, its time read.
struct Read {
    /// The forum's id of the post (phpBB's `p12345`, SMF's `msg12345`…): what the master
    /// names it by, as it never changes when another post is deleted.
    id: u64,
    number: Option<u64>,
    author: String,
    time: i64,
    edited: bool,
    body: String,
    saved_at: i64,
}

/// The posts of every page, by thread order, and what the master is told.
struct Gathered {
    forum: Option<Forum>,
    first_file: String,
    posts: BTreeMap<u64, Read>,
    pages: usize,
    duplicates: usize,
    deleted: std::collections::BTreeSet<u64>,
}

/// The thread in saved pages: every page read, its posts gathered in the order the pages
/// came; every problem of every page at once (the first 20). `shown` names the thread (the
/// file or folder) in messages.
pub fn read_pages(
    shown: &str,
    pages: impl Iterator<Item = Result<SavedPage, Problem>> + Send,
    zone: &TimeZone,
) -> Result<Thread, Vec<Problem>> {
    let mut gathered = Gathered {
        forum: None,
        first_file: String::new(),
        posts: BTreeMap::new(),
        pages: 0,
        duplicates: 0,
        deleted: Default::default(),
    };
    let mut problems = Vec::new();
    for parsed in parse_all(pages) {
        match parsed.and_then(|(page, posts)| gather(&mut gathered, page, posts, zone)) {
            Ok(()) => {}
            Err(p) => problems.push(p),
        }
        if problems.len() >= MAX_PAGE_PROBLEMS {
            break;
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    assemble::assemble(shown, gathered, zone).map_err(|p| vec![p])
}

/// The most problems of the pages listed: past them, no more pages are read.
const MAX_PAGE_PROBLEMS: usize = 20;

/// A page parsed ([`posts_of`]), its bytes dropped, or why it could not be.
type Parsed = Result<(SavedPage, PostsOf), Problem>;

/// A page's forum, its posts and its offset in the thread, as [`posts_of`] reads them.
type PostsOf = (Forum, Page, Option<u64>);

/// How many pages are parsed at once: one per core, at most four. Parsing the HTML is most of
/// reading a saved page, and pages do not depend on each other.
pub(crate) fn parsers() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(4))
}

/// The pages parsed side by side, [`parsers`] threads each taking the next page as it is done
/// with one (a page read from its file on the thread that parses it, a page's bytes dropped
/// once parsed), given back in the order they came, so the thread read is the same whatever
/// the number of cores. The threads have the main thread's stack (a post may nest deep). Past
/// [`MAX_PAGE_PROBLEMS`] pages that cannot be read, no page is taken.
fn parse_all(pages: impl Iterator<Item = Result<SavedPage, Problem>> + Send) -> Vec<Parsed> {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let parse = |page: Result<SavedPage, Problem>| {
        page.and_then(|page| posts_of(&page).map(|posts| (page, posts)))
            .map(|(page, posts)| {
                (
                    SavedPage {
                        html: String::new(),
                        ..page
                    },
                    posts,
                )
            })
    };
    let queue = Mutex::new(pages.enumerate());
    let failed = AtomicUsize::new(0);
    let work = || {
        let mut done = Vec::new();
        loop {
            if failed.load(Ordering::Relaxed) >= MAX_PAGE_PROBLEMS {
                break;
            }
            let next = queue.lock().unwrap_or_else(|e| e.into_inner()).next();
            let Some((at, page)) = next else { break };
            let parsed = parse(page);
            if parsed.is_err() {
                failed.fetch_add(1, Ordering::Relaxed);
            }
            done.push((at, parsed));
        }
        done
    };
    let mut all: Vec<(usize, Parsed)> = Vec::new();
    std::thread::scope(|scope| {
        let spawned: Vec<_> = (0..parsers())
            .map(|_| {
                std::thread::Builder::new()
                    .stack_size(8 << 20)
                    .spawn_scoped(scope, work)
            })
            .collect();
        for spawned in spawned {
            match spawned {
                Ok(handle) => all.extend(
                    handle
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                ),
                Err(e) => all.push((
                    usize::MAX,
                    Err(
                        Problem::new(Msg::new("err-pages-no-thread").arg("detail", e.to_string()))
                            .unreadable(),
                    ),
                )),
            }
        }
    });
    all.sort_by_key(|(at, _)| *at);
    all.into_iter().map(|(_, parsed)| parsed).collect()
}

/// One page's posts into the thread's.
fn gather(
    g: &mut Gathered,
    page: SavedPage,
    (forum, read, offset): PostsOf,
    zone: &TimeZone,
) -> Result<(), Problem> {
    match g.forum {
        Some(first) if first != forum => {
            return Err(Problem::new(
                Msg::new("err-page-forums")
                    .arg("file", &page.path)
                    .arg("forum", forum.name())
                    .arg("first", &g.first_file)
                    .arg("other", first.name()),
            )
            .help(Msg::new("help-page-forums"))
            .unreadable());
        }
        Some(_) => {}
        None => {
            g.forum = Some(forum);
            g.first_file = page.path.clone();
        }
    }
    g.pages += 1;
    g.deleted.extend(&read.deleted);
    for (place, post) in read.posts.into_iter().enumerate() {
        let number = post.number.or(offset.map(|o| o + place as u64 + 1));
        let time = time_of(&post.time, page.saved_at, zone).ok_or_else(|| {
            let shown = match &post.time {
                PostTime::Exact(t) | PostTime::Shown(t) => t.clone(),
                PostTime::Seconds(s) => s.to_string(),
            };
            Problem::new(
                Msg::new("err-page-post-time")
                    .arg("file", &page.path)
                    .arg("post", post.id)
                    .arg("shown", shown),
            )
            .help(Msg::new("help-page-post-time"))
            .unreadable()
        })?;
        if post.author.trim().is_empty() {
            return Err(Problem::new(
                Msg::new("err-page-post-author")
                    .arg("file", &page.path)
                    .arg("post", post.id),
            )
            .unreadable());
        }
        let read = Read {
            id: post.id,
            number,
            author: post.author.replace('|', "¦"),
            time,
            edited: post.edited,
            body: post.body,
            saved_at: page.saved_at,
        };
        match g.posts.get(&post.order) {
            Some(old) => {
                g.duplicates += 1;
                // The page saved last shows the post as it is now.
                if read.saved_at >= old.saved_at {
                    g.posts.insert(post.order, read);
                }
            }
            None => {
                g.posts.insert(post.order, read);
            }
        }
        if g.posts.len() > MAX_POSTS {
            return Err(
                Problem::new(Msg::new("err-pages-too-many-posts").arg("limit", MAX_POSTS))
                    .unreadable(),
            );
        }
    }
    Ok(())
}

/// The posts of one page of a thread, as `fetch` tells them page by page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PagePosts {
    pub forum: Forum,
    pub posts: usize,
    /// The numbers of its first and last posts, where the page shows them.
    pub first: Option<u64>,
    pub last: Option<u64>,
}

/// The posts of a page already classified as a page of `forum`'s thread.
pub fn page_posts(forum: Forum, html: &scraper::Html) -> PagePosts {
    let mut read = Page::default();
    forums::posts(forum, html, &mut read);
    let offset = offset_of(forum, html);
    let number =
        |place: usize, post: &RawPost| post.number.or(offset.map(|o| o + place as u64 + 1));
    let count = read.posts.len();
    PagePosts {
        forum,
        posts: count,
        first: read.posts.first().and_then(|p| number(0, p)),
        last: read.posts.last().and_then(|p| number(count - 1, p)),
    }
}

/// A page's forum, its posts and its offset in the thread (see [`offset_of`]): a saved page
/// of HTML, or Discourse's JSON or raw view of a topic.
fn posts_of(page: &SavedPage) -> Result<PostsOf, Problem> {
    let view = if is_json(&page.html) {
        Some(forums::discourse_json::posts(&page.html))
    } else if forums::discourse_raw::is_raw(&page.html) {
        Some(forums::discourse_raw::posts(&page.html))
    } else {
        None
    };
    if let Some(view) = view {
        return view
            .map(|read| (Forum::Discourse, read, None))
            .ok_or_else(|| {
                let looked_for = MARKERS.to_vec();
                refusal(&page.path, &PageKind::Unknown { looked_for })
            });
    }
    if let Some(read) = cut::cut(&page.html).and_then(|cut| read_cut(&cut)) {
        return Ok(read);
    }
    read_whole(page)
}

/// A page of HTML parsed whole, and read.
fn read_whole(page: &SavedPage) -> Result<PostsOf, Problem> {
    let html = scraper::Html::parse_document(&page.html);
    let forum = match classify_page(&html) {
        PageKind::Thread { forum } => forum,
        other => return Err(refusal(&page.path, &other)),
    };
    let mut read = Page::default();
    forums::posts(forum, &html, &mut read);
    Ok((forum, read, offset_of(forum, &html)))
}

/// A phpBB topic's page cut down to its frame and its posts ([`cut`]), read where it reads as
/// the whole page: a phpBB page by its frame (its `<head>`, `<body id="phpbb">`) and a topic's
/// page by it (`<body class="section-viewtopic">`, where [`classify_page`] looks for no PM's
/// markup), with posts; else `None`, and the whole page is read.
fn read_cut(cut: &str) -> Option<PostsOf> {
    let html = scraper::Html::parse_document(cut);
    if !framed(&html) {
        return None;
    }
    let mut read = Page::default();
    forums::posts(Forum::PhpBB, &html, &mut read);
    if read.posts.is_empty() {
        return None;
    }
    Some((Forum::PhpBB, read, offset_of(Forum::PhpBB, &html)))
}

/// Is the cut page a phpBB topic's page by its frame (its `<head>`, `<body id="phpbb">`,
/// `<body class="section-viewtopic">`), with posts: so the whole page is one too.
fn framed(cut: &scraper::Html) -> bool {
    classify::forum_by_frame(cut) == Some(Forum::PhpBB)
        && dom::body_is(cut, "body.section-viewtopic")
        && classify_page(cut)
            == (PageKind::Thread {
                forum: Forum::PhpBB,
            })
}

/// The kind of a page of HTML where its cut ([`cut`]) tells it as [`classify_page`] tells the
/// whole page: a phpBB topic's page; `None` where the page must be parsed whole to tell it.
pub fn kind_by_cut(html: &str) -> Option<PageKind> {
    let cut = scraper::Html::parse_document(&cut::cut(html)?);
    framed(&cut).then_some(PageKind::Thread {
        forum: Forum::PhpBB,
    })
}

/// A page's offset in the thread, where the forum numbers no post: phpBB's `start=`.
fn offset_of(forum: Forum, html: &scraper::Html) -> Option<u64> {
    if forum != Forum::PhpBB {
        return None;
    }
    let url = page_url(html)?;
    let query = url.split_once('?').map_or("", |(_, q)| q);
    let start = query
        .split(['&', ';', '#'])
        .find_map(|kv| kv.strip_prefix("start=").or(kv.strip_prefix("amp;start=")));
    match start {
        Some(n) => n.parse().ok(),
        None => url.contains("viewtopic").then_some(0),
    }
}

/// A post's time, in seconds since 1970.
fn time_of(time: &PostTime, saved_at: i64, zone: &TimeZone) -> Option<i64> {
    match time {
        PostTime::Seconds(s) => Some(*s),
        PostTime::Exact(t) => crate::core::forum_dates::parse(t, zone),
        PostTime::Shown(t) => {
            let t = t.trim();
            crate::core::forum_dates::parse(t, zone)
                .or_else(|| crate::core::relative_dates::parse_relative(t, saved_at, zone))
        }
    }
}

/// The message for a page that is not a page of a thread.
fn refusal(file: &str, kind: &PageKind) -> Problem {
    let (key, forum) = match kind {
        PageKind::PmPage { forum } => ("err-page-pm", Some(*forum)),
        PageKind::Login { forum } => ("err-page-login", *forum),
        PageKind::Error { forum } => ("err-page-error", *forum),
        PageKind::Search { forum } => ("err-page-search", *forum),
        PageKind::Thread { forum } => ("err-page-error", Some(*forum)),
        PageKind::Unknown { looked_for } => {
            return Problem::new(Msg::new("err-page-unknown").arg("file", file))
                .help(Msg::new("help-page-unknown").arg("markers", looked_for.join("; ")))
                .unreadable();
        }
    };
    let forum = forum.map_or("?", Forum::name);
    Problem::new(Msg::new(key).arg("file", file).arg("forum", forum))
        .help(Msg::new("help-page-thread"))
        .unreadable()
}
