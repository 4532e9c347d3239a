//! A day order other than the vote posted in the day's thread (issue 22 J: an order never
//! becomes chatter in silence). The ruleset names the day orders a player may post
//! ([`Ruleset::thread_day_orders`]: chechino's tie-break and pistol shot); in each post of a
//! living player, with quotes and struck text blanked out, the lines its PM intake reads as one
//! of them are read as if he had sent them by PM at the post's time (`thread_day_orders: read`,
//! the PM checks and replaces as any PM: a player who is not the Capitán is raised), or raised
//! at the post with what they would read as (`raise`). The post's vote stays the thread's; a post
//! the master set aside is not read.

use super::verbs::intake_verbs;
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::intake::Verbs;
use crate::core::master::Directives;
use crate::core::msg::Msg;
use crate::core::names::{NameIndex, fold};
use crate::core::orders::{OrderFile, Sent};
use crate::core::ruleset::Ruleset;
use crate::core::thread::{self, Post, Thread};

/// The game option: `read` (the default) or `raise`.
pub const THREAD_DAY_ORDERS: &str = "thread_day_orders";

/// Whether the game reads the posted day orders (else raises them).
fn reads(ruleset: &dyn Ruleset, game: &Game) -> bool {
    let default = ruleset
        .options()
        .iter()
        .find(|o| o.key == THREAD_DAY_ORDERS)
        .map(|o| o.default);
    game.option(THREAD_DAY_ORDERS).or(default) != Some("raise")
}

/// The day orders posted in `thread` by living players, each post's as a PM of its author sent
/// at its time; or none, each raised into `problems`, where the game raises them.
pub(super) fn posted_orders(
    ruleset: &dyn Ruleset,
    game: &Game,
    applied: &Game,
    thread: Option<&Thread>,
    directives: &Directives,
    problems: &mut Vec<Problem>,
) -> Vec<OrderFile> {
    let kinds = posted_kinds(ruleset, applied);
    let Some(thread) = thread.filter(|_| !kinds.is_empty()) else {
        return Vec::new();
    };
    if ruleset.day_vote(applied).is_none() {
        return Vec::new();
    }
    let names = applied.names();
    let verbs = intake_verbs(ruleset, game, applied, &[]);
    let quotes = thread::QuoteLines::of(applied.forum);
    let read = reads(ruleset, applied);
    let mut files = Vec::new();
    // The posts the master set aside (`ignore thread POST`) are not read.
    let ignored = crate::core::posts_aside::numbers(&directives.ignored_posts, thread);
    for post in thread.posts.iter().filter(|p| !ignored.contains(&p.number)) {
        let Some(player) = author(&names, &post.author).filter(|p| applied.is_alive(p)) else {
            continue;
        };
        let shown = thread::strip_in(&thread.source[post.body.clone()], false, quotes);
        let Some(file) = orders_of(&player, thread, post, &shown, &kinds, &verbs, &names) else {
            continue;
        };
        match read {
            true => files.push(file),
            false => problems.extend(raised(ruleset, applied, thread, post, &file)),
        }
    }
    files
}

/// A post's lines read as the PM intake reads a PM's.
fn read_lines(file: &mut OrderFile, verbs: &Verbs, names: &NameIndex) {
    crate::core::intake::classify(file, verbs, names);
}

/// The kinds (indexes in the phase's verb table) of the day orders `ruleset` lets a player post
/// in the thread.
fn posted_kinds(ruleset: &dyn Ruleset, applied: &Game) -> Vec<usize> {
    let wanted = ruleset.thread_day_orders();
    let kinds = ruleset.verbs_in(applied);
    (0..kinds.len())
        .filter(|&k| {
            kinds[k]
                .words
                .iter()
                .any(|w| wanted.contains(&fold(w).as_str()))
        })
        .collect()
}

/// The roster name of a post's author, matched exactly (name or alias).
fn author(names: &NameIndex, written: &str) -> Option<String> {
    names
        .is_exact(written)
        .then(|| names.resolve_unsuggested(written).ok())
        .flatten()
}

/// The PM a post's day orders make: its other lines blanked (the line numbers stay the post's),
/// sent at the post's time; none when the intake reads none of `kinds` in it.
fn orders_of(
    player: &str,
    thread: &Thread,
    post: &Post,
    shown: &str,
    kinds: &[usize],
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderFile> {
    let path = format!("{} #{}", thread.path, post.number);
    let mut file = OrderFile::from_text(player, &path, shown);
    read_lines(&mut file, verbs, names);
    let keep: Vec<usize> = file
        .lines
        .iter()
        .filter(|l| verbs.kind_of(l).is_some_and(|(k, _)| kinds.contains(&k)))
        .map(|l| l.line)
        .collect();
    if keep.is_empty() {
        return None;
    }
    let text: Vec<&str> = shown
        .split('\n')
        .enumerate()
        .map(|(i, l)| if keep.contains(&(i + 1)) { l } else { "" })
        .collect();
    let mut file = OrderFile::from_text(player, &path, &text.join("\n"));
    file.sent = Some(Sent {
        seconds: post.time,
        text: post.time_text.clone(),
    });
    Some(file)
}

/// Each day order of a post, raised at its line with what the ruleset reads it as.
fn raised(
    ruleset: &dyn Ruleset,
    applied: &Game,
    thread: &Thread,
    post: &Post,
    file: &OrderFile,
) -> Vec<Problem> {
    let mut file = file.clone();
    let verbs = intake_verbs(ruleset, applied, applied, &[]);
    read_lines(&mut file, &verbs, &applied.names());
    // The ruleset's check records what it reads (`desempate Gino`); its problems are moot here.
    let _ = ruleset.check(applied, std::slice::from_ref(&file));
    file.lines
        .iter()
        .map(|line| {
            let reads = file.readings.within(line.span.start..line.span.end + 1);
            let reading = match reads.is_empty() {
                true => line
                    .words
                    .iter()
                    .map(|w| w.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" "),
                false => crate::core::orders::reading(None, file.lang, &reads),
            };
            let span = post.body.start + line.span.start..post.body.start + line.span.end;
            Problem::new(
                Msg::new("thread-day-order-raised")
                    .arg("player", &file.player)
                    .arg("post", post.number)
                    .arg("reading", reading),
            )
            .at(&thread.path, thread.source.as_str(), span)
            .help(Msg::new("help-thread-day-order-raised"))
        })
        .collect()
}
