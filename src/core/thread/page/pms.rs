//! The messages of a saved PM page whose forum shows a PM in the markup of a post (vBulletin,
//! XenForo, Discourse: see [`super::forums`]): each with its sender, its time and its body in
//! BBCode, for `import` to file. The page is the one [`super::classify`] names a PM page.

use super::{Forum, Page, PostTime, forums, time_of};
use jiff::tz::TimeZone;
use scraper::Html;

/// One message of a PM page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageMessage {
    /// The sender as the forum shows him.
    pub author: String,
    /// The time as the page gives it.
    pub shown: String,
    /// The time read (against `saved_at` where it is relative), in seconds since 1970.
    pub sent: Option<i64>,
    /// The message in BBCode, signature dropped.
    pub body: String,
    /// The forum shows it deleted (a moderator's view; review break8 F1): no body.
    pub deleted: bool,
}

/// The messages of a PM page of `forum`, in page order; `None` when the forum's PM pages are
/// not read here.
pub fn pm_messages(
    forum: Forum,
    page: &Html,
    saved_at: i64,
    zone: &TimeZone,
) -> Option<Vec<PageMessage>> {
    let mut read = Page::default();
    if !forums::messages(forum, page, &mut read) {
        return None;
    }
    let messages = std::mem::take(&mut read.posts)
        .into_iter()
        .map(|post| PageMessage {
            author: post.author,
            shown: match &post.time {
                PostTime::Exact(t) | PostTime::Shown(t) => t.clone(),
                PostTime::Seconds(s) => s.to_string(),
            },
            sent: time_of(&post.time, saved_at, zone),
            body: post.body,
            deleted: read.deleted.contains(&post.id),
        })
        .collect();
    Some(messages)
}
