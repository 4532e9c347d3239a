//! The master's `ignore thread POST…` (`ignorar hilo p9004`, `ignora thread 12 15`): posts of
//! the day's thread set aside, their votes not counted and nothing in them raised (issue 22:
//! "`ignore` works on thread lines (`ignore thread POST`)").
//!
//! A post is named by its forum id (`p9004`, `msg12345`, `post-12345`: [`post_id`]), which is
//! the post's whatever happens to the others; or by its number, `4` or `#4`, where the
//! thread's posts carry no id: a thread pasted in the text format, or one of Discourse or
//! Mediavida, whose numbers are the forum's own and never given again. On other forums'
//! saved pages a number is only the post's place on the pages, which shifts when a post before
//! it is deleted and the page is saved again: the same order would then set aside another
//! player's post, in silence (review break16 A3). Such a number is refused at the master's
//! line, with the id and author of the post now at that place for him to copy if it is the
//! one he meant (ruling: docs/rulings/chechino.md, "A post set aside by its forum id").

use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::fold;
use crate::core::set_aside::SetAside;
use crate::core::thread::{Post, Thread, post_id};
use crate::core::trace::{Kind, Trace};
use std::ops::Range;

/// The words that name the day's thread in `ignore`: `thread` (`orders/thread.txt`, a name no
/// player may have) always; `hilo`, `filo`, `discussione` where no player is called so.
const THREAD: &[&str] = &["thread", "hilo", "filo", "discussione"];

/// Does `written` (`thread`, `thread.txt`, `hilo`) name the day's thread rather than a PM?
pub fn names_thread(written: &str, names: &crate::core::names::NameIndex) -> bool {
    let base = written.rsplit(['/', '\\']).next().unwrap_or(written);
    let base = base
        .strip_suffix(".txt")
        .or_else(|| base.strip_suffix(".TXT"))
        .unwrap_or(base);
    let folded = fold(base);
    folded == "thread" || (THREAD.contains(&folded.as_str()) && !names.is_exact(base))
}

/// The posts an order names, each found in the thread or refused at the master's line.
pub fn named<'t>(order: &SetAside, thread: &'t Thread) -> Vec<Result<&'t Post, Problem>> {
    let at = |span: &Range<usize>| (&order.master.path, &order.master.source, span.clone());
    let mut named = Vec::new();
    for (id, span) in &order.ids {
        let found = thread
            .posts
            .iter()
            .find(|p| p.id.as_deref().and_then(post_id::parse) == Some(*id));
        named.push(found.ok_or_else(|| {
            let (path, source, span) = at(span);
            let ids: Vec<&str> = thread
                .posts
                .iter()
                .filter_map(|p| p.id.as_deref())
                .collect();
            let help = match (ids.first(), ids.last()) {
                (Some(first), Some(last)) => Msg::new("help-ignore-no-post-id")
                    .arg("first", *first)
                    .arg("last", *last),
                _ => Msg::new("help-ignore-no-post-ids"),
            };
            let written = source[span.clone()].to_string();
            Problem::new(Msg::new("err-ignore-no-post-id").arg("id", written))
                .at(path, source, span)
                .help(help)
        }));
    }
    // Where the posts carry forum ids, a number is a place on the saved pages: refused.
    let by_place = thread.posts.iter().any(|p| p.id.is_some());
    for (n, span) in &order.lines {
        let number = *n as u64;
        let post = thread.posts.iter().find(|p| p.number == number);
        let (path, source, span) = at(span);
        named.push(match (post, by_place) {
            (Some(post), false) => Ok(post),
            (Some(post), true) => Err(Problem::new(
                Msg::new("err-ignore-post-place").arg("post", number),
            )
            .at(path, source, span)
            .help(
                Msg::new("help-ignore-post-place")
                    .arg("post", number)
                    .arg("author", &post.author)
                    .arg("id", post.id.as_deref().unwrap_or("?")),
            )),
            (None, _) => {
                let first = thread.posts.first().map_or(0, |p| p.number);
                let last = thread.posts.last().map_or(0, |p| p.number);
                Err(
                    Problem::new(Msg::new("err-ignore-no-post").arg("post", number))
                        .at(path, source, span)
                        .help(
                            Msg::new("help-ignore-no-post")
                                .arg("first", first)
                                .arg("last", last),
                        ),
                )
            }
        });
    }
    named
}

/// The numbers of the posts the master set aside that the thread has (the others are his
/// problems, raised by [`apply_posts`]).
pub fn numbers(orders: &[SetAside], thread: &Thread) -> Vec<u64> {
    orders
        .iter()
        .flat_map(|o| named(o, thread))
        .filter_map(|p| p.ok().map(|p| p.number))
        .collect()
}

/// Checks the posts the master set aside against the day's thread and records each in the
/// trace (master only; with `tell`, to the post's author too). Returns the posts' numbers, and
/// a problem at the master's line for a post the thread does not have (or no longer has at the
/// place he named), or for any when there is no thread.
pub fn apply_posts(
    orders: &[SetAside],
    thread: Option<&Thread>,
    names: &crate::core::names::NameIndex,
    trace: &mut Trace,
) -> (Vec<u64>, Vec<Problem>) {
    let mut posts = Vec::new();
    let mut problems = Vec::new();
    for order in orders {
        let Some(thread) = thread else {
            problems.push(
                Problem::new(Msg::new("err-ignore-no-thread"))
                    .at(&order.master.path, &order.master.source, order.span.clone())
                    .help(Msg::new("help-ignore-no-thread")),
            );
            continue;
        };
        for post in named(order, thread) {
            let post = match post {
                Ok(post) => post,
                Err(p) => {
                    problems.push(p);
                    continue;
                }
            };
            let number = post.number;
            posts.push(number);
            let author = names
                .is_exact(&post.author)
                .then(|| names.resolve_unsuggested(&post.author).ok())
                .flatten();
            let shown = author.clone().unwrap_or_else(|| post.author.clone());
            let msg = match post.id.as_deref() {
                Some(id) => Msg::new("master-ignore-post-id").arg("id", id),
                None => Msg::new("master-ignore-post"),
            };
            let event = trace.add(
                Kind::Ruling,
                "rule-master",
                msg.arg("post", number)
                    .arg("author", &shown)
                    .arg("reason", &order.reason),
            );
            if let Some(a) = &author {
                event.actor(a);
            }
            if let (true, Some(author)) = (order.tell, &author) {
                trace
                    .add(
                        Kind::Skipped,
                        "rule-master",
                        Msg::new("post-refused")
                            .arg("post", number)
                            .arg("reason", &order.reason),
                    )
                    .actor(author)
                    .to(&[author.as_str()]);
            }
        }
    }
    (posts, problems)
}
