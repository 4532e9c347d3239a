//! Each forum's posts, as its templates write them: the post's element, its id, its number,
//! its author, its time, its edit notice, its body. One file per forum software.

mod discourse;
pub(super) mod discourse_json;
pub(super) mod discourse_raw;
mod invision;
mod mediavida;
mod mybb;
mod phpbb;
mod smf;
mod vbulletin;
mod xenforo;

use super::{Forum, Page, PostTime, RawPost};
use scraper::{ElementRef, Html};

/// The classes a forum puts on a post it shows deleted or hidden by a moderator (a
/// moderator's view, the text still there; review break8 F1): phpBB's and Discourse's
/// `deleted`, XenForo's `message--deleted`, MyBB's `deleted_post`, vBulletin's `postbit-deleted`
/// and `deleted`, Invision's `ipsModerated`, SMF's `deleted`.
const DELETED: &[&str] = &[
    "deleted",
    "message--deleted",
    "deleted_post",
    "post_deleted",
    "postbit-deleted",
    "postbitdeleted",
    "ipsModerated",
];

/// Whether the forum shows `post` deleted: a class of [`DELETED`] on it or on one of the
/// three elements around it (Discourse's `div.topic-post` around its `article`).
fn shown_deleted(post: ElementRef) -> bool {
    std::iter::once(post)
        .chain(post.ancestors().filter_map(ElementRef::wrap).take(3))
        .any(|e| e.value().classes().any(|c| DELETED.contains(&c)))
}

/// The class of the notice a forum puts in a post that awaits a moderator's approval
/// (phpBB's `<p class="post-notice unapproved">`, seen by moderators only).
const UNAPPROVED: &str = "unapproved";

/// Whether the forum shows `post` awaiting approval: the class on it or in it.
fn awaits_approval(post: ElementRef) -> bool {
    std::iter::once(post)
        .chain(post.descendants().filter_map(ElementRef::wrap))
        .any(|e| e.value().classes().any(|c| c == UNAPPROVED))
}

/// Keeps a post read from `element`; one the forum shows deleted, or awaiting a moderator's
/// approval (review break16 A6: nobody but moderators reads it, so it votes no more than a
/// deleted post; `docs/rulings/chechino.md`, "A post awaiting approval"), keeps its place with
/// no body and is listed (`Page::deleted`): never read as what its author says.
pub(super) fn keep(out: &mut Page, element: ElementRef, mut post: RawPost) {
    if shown_deleted(element) || awaits_approval(element) {
        post.body.clear();
        out.deleted.push(post.id);
    }
    out.posts.push(post);
}

/// Does the page hold posts of `forum`'s markup?
pub(super) fn has_posts(forum: Forum, page: &Html) -> bool {
    let css = match forum {
        Forum::PhpBB => phpbb::POSTS,
        Forum::Smf => smf::POSTS,
        Forum::Discourse => return discourse::has_posts(page),
        Forum::MyBB => mybb::POSTS,
        Forum::VBulletin => vbulletin::POSTS,
        Forum::XenForo => xenforo::POSTS,
        Forum::Invision => invision::POSTS,
        Forum::Mediavida => mediavida::POSTS,
    };
    super::dom::find(page, css).is_some()
}

/// The posts of a thread page of `forum`, in page order.
pub(super) fn posts(forum: Forum, page: &Html, out: &mut Page) {
    match forum {
        Forum::PhpBB => phpbb::posts(page, out),
        Forum::Smf => smf::posts(page, out),
        Forum::Discourse => discourse::posts(page, out),
        Forum::MyBB => mybb::posts(page, out),
        Forum::VBulletin => vbulletin::posts(page, out),
        Forum::XenForo => xenforo::posts(page, out),
        Forum::Invision => invision::posts(page, out),
        Forum::Mediavida => mediavida::posts(page, out),
    }
}

/// The messages of a PM page of `forum`, where a PM is shown in the markup of a post: a
/// vBulletin or MyBB PM by the postbit templates of the thread, a XenForo conversation by the
/// message macros of the thread, an Invision conversation by the comment template, a
/// Mediavida conversation with the pieces of a post, a Discourse personal message is a topic.
/// `false` for a forum whose PM pages are written otherwise (phpBB, SMF: read by
/// `core::import::page`).
pub(super) fn messages(forum: Forum, page: &Html, out: &mut Page) -> bool {
    match forum {
        Forum::VBulletin => vbulletin::posts(page, out),
        Forum::MyBB => mybb::messages(page, out),
        Forum::XenForo => xenforo::messages(page, out),
        Forum::Invision => invision::posts(page, out),
        Forum::Mediavida => mediavida::messages(page, out),
        Forum::Discourse => discourse::posts(page, out),
        Forum::PhpBB | Forum::Smf => return false,
    }
    true
}

/// A time from a `datetime`-like attribute, else as shown.
pub(super) fn time(attribute: Option<&str>, shown: String) -> PostTime {
    match attribute.filter(|a| !a.trim().is_empty()) {
        Some(a) => PostTime::Exact(a.trim().to_string()),
        None => PostTime::Shown(shown),
    }
}
