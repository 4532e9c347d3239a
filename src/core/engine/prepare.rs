//! A phase's input, read before anything resolves: the master's orders first, applied to a copy
//! of the game, then the players' PMs against the game they leave (names, encodings, doubtful
//! lines, late PMs, replaced orders, corrected votes), then the day's thread.

use super::posted::posted_orders;
use super::verbs::intake_verbs;
use super::{Prepared, check, ruleset_of};
use crate::core::daycount;
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::intake::Verbs;
use crate::core::master::{self, Directives};
use crate::core::msg::Msg;
use crate::core::orders::{Cancels, OrderFile, OrderLine, Sent};
use crate::core::replaced::Replacement;
use crate::core::ruleset::Ruleset;
use crate::core::set_aside;
use crate::core::store::{RawFile, decode_text, scan_order_files};
use crate::core::trace::{Kind, Trace};
use std::collections::BTreeMap;

/// Reads a phase's input: the master's orders first (`orders/_master.txt`, applied to a copy of
/// the game), then the players' PMs against the game they leave: names, encodings, late PMs,
/// and every ruleset check. Every problem at once.
pub fn prepare(game: &Game, raw: Vec<RawFile>) -> (Option<Prepared>, Vec<Problem>) {
    prepare_day(game, raw, None, &daycount::Settings::of(game))
}

/// `orders/thread.txt`, the day's thread, apart from the PMs: read, checked as text, split
/// into posts.
pub fn thread_in(
    raw: Vec<RawFile>,
    zone: &jiff::tz::TimeZone,
) -> (
    Option<crate::core::thread::Thread>,
    Vec<RawFile>,
    Vec<Problem>,
) {
    let (threads, raw): (Vec<RawFile>, Vec<RawFile>) = raw.into_iter().partition(|r| {
        r.name
            .as_deref()
            .is_some_and(|n| n.eq_ignore_ascii_case(daycount::THREAD_FILE))
    });
    let Some(entry) = threads.into_iter().next() else {
        return (None, raw, Vec::new());
    };
    let bytes = match entry.kind_problem() {
        Some(problem) => Err(problem),
        None => entry.bytes.map_err(|e| {
            Problem::new(
                Msg::new("err-io-read")
                    .arg("path", &entry.shown)
                    .arg("error", crate::core::store::io_error_text(&e)),
            )
            .unreadable()
        }),
    };
    let parsed = bytes
        .map_err(|p| vec![p])
        .and_then(|b| crate::core::thread::decode(&entry.shown, &b))
        .and_then(|text| crate::core::thread::parse_in(&entry.shown, &text, zone));
    match parsed {
        Ok(thread) => (Some(thread), raw, Vec::new()),
        Err(problems) => (None, raw, problems),
    }
}

/// [`prepare`] with the day's thread (`thread`, else `orders/thread.txt` among `raw`), read
/// with `settings` (`tally`'s options), its votes in [`Game::thread_votes`] of the prepared
/// game.
pub fn prepare_day(
    game: &Game,
    raw: Vec<RawFile>,
    thread: Option<&crate::core::thread::Thread>,
    settings: &daycount::Settings,
) -> (Option<Prepared>, Vec<Problem>) {
    let (in_orders, raw, problems) = thread_in(raw, &game.zone());
    if !problems.is_empty() {
        return (None, problems);
    }
    let thread = thread.or(in_orders.as_ref());
    let ruleset = match ruleset_of(&game.ruleset) {
        Ok(r) => r,
        Err(p) => return (None, vec![p]),
    };
    let mut problems = Vec::new();
    let mut trace = Trace::default();
    let (master_raw, players_raw): (Vec<RawFile>, Vec<RawFile>) = raw
        .into_iter()
        .partition(|r| r.name.as_deref().is_some_and(|n| game.is_master_file(n)));
    let (mut applied, directives) =
        masters_orders(ruleset, game, master_raw, &mut trace, &mut problems);
    let mut files = players_files(
        (ruleset, game, &applied),
        &directives,
        thread,
        players_raw,
        (&mut trace, &mut problems),
    );
    let verbs = intake_verbs(ruleset, game, &applied, &files);
    let moot = raise_doubtful_lines(
        ruleset,
        &applied,
        &directives,
        &verbs,
        &mut files,
        &mut problems,
    );
    let taken = take_pms(
        ruleset,
        game,
        &applied,
        &directives,
        files,
        &mut trace,
        &mut problems,
    );
    let (late, orders) = late_by_tally_deadline(settings, taken.orders);
    let (mut orders, replaced) =
        withdraw_and_replace(orders, &verbs, moot, &mut trace, &mut problems);
    let corrected = corrected_votes(game, &directives, &taken.corrected_sent, &orders, ruleset);
    orders.extend(corrected);
    problems.extend(check(ruleset, &applied, &orders));
    let (says, post_problems) = master_says(
        &directives,
        thread,
        &applied,
        &taken.corrected_sent,
        &mut trace,
    );
    problems.extend(post_problems);
    let thread =
        thread.and_then(|t| daycount::read_thread(ruleset, game, &mut applied, t, &says, settings));
    cast_corrections_at(thread.as_ref(), &mut orders, game.master_file());
    let read = thread.as_ref();
    problems.extend(undated_first(ruleset, &applied, &orders, &replaced, read));
    (
        Some(Prepared {
            game: applied,
            orders,
            trace,
            replaced,
            thread,
            late,
            game_text: None,
        }),
        problems,
    )
}

/// The players' PMs (read on the thread's clock), the lines the master set aside taken out, and
/// the day orders posted in the thread taken as PMs (`super::posted`).
fn players_files(
    (ruleset, game, applied): (&dyn Ruleset, &Game, &Game),
    directives: &Directives,
    thread: Option<&crate::core::thread::Thread>,
    raw: Vec<RawFile>,
    (trace, problems): (&mut Trace, &mut Vec<Problem>),
) -> Vec<OrderFile> {
    let zoned = on_the_threads_clock(game, applied, thread);
    let (mut files, file_problems) = scan_order_files(zoned.as_ref().unwrap_or(applied), raw);
    problems.extend(file_problems);
    problems.extend(set_aside::apply(&mut files, &directives.set_aside, trace));
    files.extend(posted_orders(
        ruleset, game, applied, thread, directives, problems,
    ));
    files
}

/// An undated PM's order weighed against a dated one of the same player: raised
/// ([`super::undated`]).
fn undated_first(
    ruleset: &dyn Ruleset,
    applied: &Game,
    orders: &[OrderFile],
    replaced: &[Replacement],
    thread: Option<&daycount::ThreadRead>,
) -> Vec<Problem> {
    let vote_words = vote_words(ruleset);
    let is_vote = |line: &OrderLine| {
        vote_words.contains(&crate::core::names::fold(&line.words[0].text).as_str())
    };
    let post_of = |b: &crate::core::votes::Ballot| {
        let seq = b.seq.checked_sub(daycount::THREAD_SEQ)?;
        thread?.votes.post_of.get(&seq).copied()
    };
    super::undated::raised(applied, orders, replaced, post_of, is_vote)
}

/// The words of the ruleset's vote (its verb kind that holds `vote`).
fn vote_words(ruleset: &dyn Ruleset) -> Vec<&'static str> {
    let kinds = ruleset.verbs();
    let vote_kind = kinds.iter().position(|k| k.words.contains(&"vote"));
    vote_kind
        .map(|k| kinds[k].words.clone())
        .unwrap_or_default()
}

/// What a player cancelled in words is withdrawn; a later order replaces an earlier one of its
/// kind (his PMs in the order he sent them); he is told of both. The PMs left, and the orders
/// withdrawn or replaced, after the raised lines a later PM made `moot`.
fn withdraw_and_replace(
    mut orders: Vec<OrderFile>,
    verbs: &Verbs,
    moot: Vec<Replacement>,
    trace: &mut Trace,
    problems: &mut Vec<Problem>,
) -> (Vec<OrderFile>, Vec<Replacement>) {
    let (withdrawn, cancel_problems) = crate::core::cancelled::apply(&mut orders, verbs);
    problems.extend(cancel_problems);
    problems.extend(super::same_minute::raised(&orders, verbs));
    let (orders, mut replaced) = crate::core::replaced::apply(orders, verbs);
    replaced.splice(0..0, moot.into_iter().chain(withdrawn));
    crate::core::replaced::tell(trace, &replaced);
    (orders, replaced)
}

/// The votes the master corrected, as the PMs the ruleset reads, each with the time of the PM
/// vote it took out; not one a vote of the player's left in `orders` replaces (sent after the
/// vote it was written for: `settled`).
fn corrected_votes(
    game: &Game,
    directives: &Directives,
    corrected_sent: &BTreeMap<String, Sent>,
    orders: &[OrderFile],
    ruleset: &dyn Ruleset,
) -> Vec<OrderFile> {
    let later = super::settled::still_voting(orders, &vote_words(ruleset));
    directives
        .votes
        .iter()
        .filter(|(voter, _)| !later.contains(*voter))
        .map(|(voter, (target, _))| {
            let mut vote = master::corrected_vote(game.master_file(), voter, target);
            vote.sent = corrected_sent.get(voter).cloned();
            vote
        })
        .collect()
}

/// What the master's orders say of the day's thread: the posts he set aside (checked against
/// the thread: a post it does not have is a problem at his line) and the votes he corrected,
/// with the time of the PM vote each correction took out.
fn master_says(
    directives: &Directives,
    thread: Option<&crate::core::thread::Thread>,
    applied: &Game,
    corrected_sent: &BTreeMap<String, Sent>,
    trace: &mut Trace,
) -> (daycount::MasterSays, Vec<Problem>) {
    let (ignored_posts, problems) = crate::core::set_aside::apply_posts(
        &directives.ignored_posts,
        thread,
        &applied.names(),
        trace,
    );
    let corrected = directives
        .votes
        .keys()
        .map(|voter| daycount::Correction {
            voter: voter.clone(),
            pm_time: corrected_sent.get(voter).map(|s| s.seconds),
        })
        .collect();
    let says = daycount::MasterSays {
        corrected,
        ignored_posts,
    };
    (says, problems)
}

/// A correction that settles a post of the thread is cast at that post's time (its place in
/// the wagon), so that a valid vote the voter posted after it counts after it.
fn cast_corrections_at(
    thread: Option<&daycount::ThreadRead>,
    orders: &mut [OrderFile],
    master_file: &str,
) {
    for (voter, (seconds, text)) in thread.iter().flat_map(|t| &t.corrected_at) {
        if let Some(vote) = orders
            .iter_mut()
            .find(|f| f.player == *voter && master::is_corrected_vote(master_file, f))
        {
            vote.sent = Some(Sent {
                seconds: *seconds,
                text: text.clone(),
            });
        }
    }
}

/// `tally --deadline`: a PM sent at or after it is late, and replaces nothing. The late PMs,
/// then the others.
fn late_by_tally_deadline(
    settings: &daycount::Settings,
    orders: Vec<OrderFile>,
) -> (Vec<OrderFile>, Vec<OrderFile>) {
    orders
        .into_iter()
        .partition(|f| match (settings.deadline, &f.sent) {
            (Some(d), Some(sent)) => sent.seconds >= d,
            _ => false,
        })
}

/// The master's orders (`orders/_master.txt`), read and applied to a copy of the game: the game
/// they leave and what the rest of the phase must honour. A second file of the master's is a
/// problem, as for a player.
fn masters_orders(
    ruleset: &dyn Ruleset,
    game: &Game,
    master_raw: Vec<RawFile>,
    trace: &mut Trace,
    problems: &mut Vec<Problem>,
) -> (Game, Directives) {
    let mut master_raw = master_raw.into_iter();
    let first = master_raw.next();
    for extra in master_raw {
        // `_master.txt` and `_MASTER.txt`: two files of the master, as for a player.
        let shown = first.as_ref().map(|f| f.shown.clone()).unwrap_or_default();
        problems.push(
            Problem::new(
                Msg::new("err-file-duplicate")
                    .arg("file", &extra.shown)
                    .arg("player", game.master_file())
                    .arg("other", shown),
            )
            .help(Msg::new("help-file-duplicate")),
        );
    }
    let Some(entry) = first else {
        return (game.clone(), Directives::default());
    };
    // A link, a folder, a pipe under the master's file name is never read either.
    let text = match entry.kind_problem() {
        Some(problem) => Err(problem),
        None => Ok(entry.bytes),
    }
    .and_then(|bytes| {
        bytes.map_err(|e| {
            Problem::new(
                Msg::new("err-io-read")
                    .arg("path", &entry.shown)
                    .arg("error", crate::core::store::io_error_text(&e)),
            )
            .unreadable()
        })
    })
    .and_then(|bytes| decode_text(&entry.shown, &bytes));
    match text {
        Ok(text) => {
            let file = master::master_file(game.master_file(), text);
            let (next, directives, master_problems) = master::apply(ruleset, game, &file, trace);
            problems.extend(master_problems);
            (next, directives)
        }
        Err(p) => {
            problems.push(p);
            (game.clone(), Directives::default())
        }
    }
}

/// Whether a post of `player` (its text as it would be filed) is only talk: the intake reads no
/// order in it, raises nothing and notes nothing (no line names a player, a thing or a verb of
/// the game).
/// Where the orders are thread posts (`Ruleset::orders_in_thread`), `import` files no such post:
/// it would be a PM of chatter `check` lists; a post naming anything of the game is filed, to be
/// read or raised.
pub fn only_talk(game: &Game, player: &str, text: &str) -> bool {
    let Ok(ruleset) = ruleset_of(&game.ruleset) else {
        return false;
    };
    let mut file = OrderFile::from_text(player, "post", text);
    let verbs = intake_verbs(ruleset, game, game, std::slice::from_ref(&file));
    let raised = crate::core::intake::classify(&mut file, &verbs, &game.names());
    // A remark about a player or a thing of the game (`ya verás cuando te caiga el
    // Gilipollas`), or a line of no order for now, is a note `check` shows: filed.
    raised.is_empty()
        && file.lines.is_empty()
        && file.remarks.is_empty()
        && file.no_order_now.is_empty()
}

/// Sorts every PM's lines into orders and chatter, and raises the lines that cannot be read
/// safely. Returns the raised lines that are moot, a later PM of the player replacing them whole.
fn raise_doubtful_lines(
    ruleset: &dyn Ruleset,
    applied: &Game,
    directives: &Directives,
    verbs: &Verbs,
    files: &mut [OrderFile],
    problems: &mut Vec<Problem>,
) -> Vec<Replacement> {
    let names = applied.names();
    let subjects = ruleset.conditions(applied);
    let subjects = crate::core::conditions::Subjects::new(&subjects);
    let mut found = Vec::new();
    for file in files.iter_mut() {
        // The conditions first (`Si me sale vidente: ver Jorge`): the intake reads the order.
        let mut raised = crate::core::conditions::lift(file, &subjects, verbs, &names);
        raised.extend(crate::core::intake::classify(file, verbs, &names));
        raised.extend(crate::core::conditions::without_order(file));
        // A PM the master rejected (or a removed player's) is set aside whole: nothing in it
        // is asked about.
        let set_aside =
            directives.rejects(file).is_some() || directives.removed.contains_key(&file.player);
        found.push(if set_aside { Vec::new() } else { raised });
    }
    // A line raised in a PM that a later PM of the player replaces whole is moot.
    let (raised, moot) = crate::core::superseded::moot(files, found, |later| {
        ruleset.later_pm_replaces_whole(applied, later)
    });
    problems.extend(raised);
    moot
}

/// The PMs that count, and when the players whose vote the master corrected sent theirs.
struct TakenPms {
    orders: Vec<OrderFile>,
    corrected_sent: BTreeMap<String, Sent>,
}

/// The PMs that count: a vote the master corrected is taken out of its PM (which keeps its
/// other orders), the PMs the master set aside or of players his orders killed are skipped,
/// and a PM sent after the deadline is a problem unless the master accepted it.
fn take_pms(
    ruleset: &dyn Ruleset,
    game: &Game,
    applied: &Game,
    directives: &Directives,
    files: Vec<OrderFile>,
    trace: &mut Trace,
    problems: &mut Vec<Problem>,
) -> TakenPms {
    let deadline = applied.deadline.as_deref().and_then(|d| applied.time(d));
    // The PMs the master named by their file are there; a `reject P` drops no on-time PM.
    problems.extend(master::by_file(directives, &files, deadline));
    let mut orders = Vec::new();
    // A corrected vote replaces the vote of its PM only: the PM's other orders stay, and the
    // corrected vote keeps that PM's time (its place in the wagon).
    let kinds = ruleset.verbs();
    let vote_kind = kinds.iter().position(|k| k.words.contains(&"vote"));
    let vote_words = vote_words(ruleset);
    let is_vote = |line: &OrderLine| {
        vote_words.contains(&crate::core::names::fold(&line.words[0].text).as_str())
    };
    let mut corrected_sent: BTreeMap<String, Sent> = BTreeMap::new();
    // The players with more than one PM: a late one is named by its file.
    let several: Vec<String> = files
        .iter()
        .filter(|f| files.iter().filter(|g| g.player == f.player).count() > 1)
        .map(|f| f.player.clone())
        .collect();
    let settled = super::settled::settled_pms(&files, directives, &applied.names(), is_vote);
    for mut file in files {
        if settled.contains(&file.path) {
            let before = file.lines.len();
            file.lines.retain(|l| !is_vote(l));
            // `cancelo mi voto`: the master's correction is his vote now.
            file.cancels.retain(
                |c| !matches!(c.what, Cancels::Kind { kind, .. } if Some(kind) == vote_kind),
            );
            if let (true, Some(sent)) = (file.lines.len() < before, &file.sent) {
                corrected_sent
                    .entry(file.player.clone())
                    .or_insert_with(|| sent.clone());
            }
            if file.lines.is_empty() {
                continue;
            }
        }
        if set_aside_by_the_master(game, applied, directives, &file, trace) {
            continue;
        }
        if deadline.is_some() && file.sent.is_none() {
            // Nothing to check it against: the master should know.
            trace
                .add(
                    Kind::Info,
                    "rule-master",
                    Msg::new("master-no-sent").arg("player", &file.player),
                )
                .actor(&file.player);
        }
        if let (Some(deadline), Some(sent)) = (deadline, &file.sent)
            && sent.seconds > deadline
            && !directives.accepts(&file)
        {
            problems.push(late_pm(
                applied,
                &file,
                sent,
                several.contains(&file.player),
            ));
            continue;
        }
        orders.push(file);
    }
    TakenPms {
        orders,
        corrected_sent,
    }
}

/// Whether the master's orders set `file` aside: he rejected it, removed its player, or his
/// orders killed the player after the PM was written. The trace says so.
fn set_aside_by_the_master(
    game: &Game,
    applied: &Game,
    directives: &Directives,
    file: &OrderFile,
    trace: &mut Trace,
) -> bool {
    let set_aside = directives
        .rejects(file)
        .or(directives.removed.get(&file.player).copied());
    if let Some(cause) = set_aside {
        // A PM sent after the deadline: the master's `reject` tells its player it came late.
        let deadline = applied.deadline.as_deref().and_then(|d| applied.time(d));
        let late = matches!((deadline, &file.sent), (Some(d), Some(s)) if s.seconds > d);
        if let Some(ruling) = trace.events.iter_mut().find(|e| e.id == cause)
            && late
            && ruling.text.key == "master-reject"
        {
            ruling.text.args.insert("late".into(), "yes".into());
        }
        // `rechazar Dani-2.txt`: that PM alone, named by its file.
        let by_file = directives.pm_ruling(file).is_some_and(|r| !r.accept);
        let msg = match by_file {
            true => Msg::new("master-set-aside-pm")
                .arg("pm", crate::core::set_aside::pm_name(&file.path)),
            false => Msg::new("master-set-aside"),
        };
        trace
            .add(
                Kind::Skipped,
                "rule-master",
                msg.arg("player", &file.player),
            )
            .actor(&file.player)
            .cause(cause);
        return true;
    }
    // Dead by what the master's orders set off (a lover, a fellow convict): the PM was
    // written alive, and is set aside like the modkilled player's own.
    if game.is_alive(&file.player) && !applied.is_alive(&file.player) {
        trace
            .add(
                Kind::Skipped,
                "rule-master",
                Msg::new("master-set-aside").arg("player", &file.player),
            )
            .actor(&file.player);
        return true;
    }
    false
}

/// A PM sent after the phase's deadline, pointed at its date. The help names what the master
/// writes: the player, or the PM's file when the player sent others (`rechazar Dani` would set
/// them all aside).
fn late_pm(applied: &Game, file: &OrderFile, sent: &Sent, several: bool) -> Problem {
    let who = match several {
        true => crate::core::set_aside::pm_name(&file.path).to_string(),
        false => file.player.clone(),
    };
    let at = file.source.find(&sent.text).unwrap_or(0);
    Problem::new(
        Msg::new("err-late")
            .arg("player", &file.player)
            .arg("sent", &sent.text)
            .arg("deadline", applied.deadline.clone().unwrap_or_default()),
    )
    .at(&file.path, &file.source, at..at + sent.text.len())
    .help(Msg::new("help-late").arg("player", who))
}

/// A game with no `timezone:` reads a PM's time without an offset as UTC; but beside a thread
/// whose posts carry one, it is the forum's clock (review-s32 O7): the game set at that offset
/// to read the PMs with.
fn on_the_threads_clock(
    game: &Game,
    applied: &Game,
    thread: Option<&crate::core::thread::Thread>,
) -> Option<Game> {
    let offset = thread
        .and_then(|t| t.offset())
        .filter(|_| game.timezone.is_none())?;
    Some(Game {
        timezone: Some(offset.to_string()),
        ..applied.clone()
    })
}
