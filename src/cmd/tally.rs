//! `adjudicate tally [DIR] [--thread FILE] [--syntax S] [--strip-spoilers] [--until-post N]
//! [--deadline T] [--unvote-first] [--markup M] [--json]`: the day's running vote count, from
//! the PMs in `orders/` (the ballots `next` will count) or from a pasted thread.

use super::common;
use crate::cmd::Failed;
use crate::core::daycount;
use crate::core::diag::{Problem, render_all};
use crate::core::draw::wagons;
use crate::core::engine;
use crate::core::msg::{Catalog, Lang, Msg};
use crate::core::tally::{Count, Markup, Options};
use crate::core::thread::Syntax;
use std::path::{Path, PathBuf};

/// What `tally` was asked for.
pub struct Settings {
    pub thread: Option<PathBuf>,
    /// `--saved-at`: when the thread's saved pages were saved.
    pub saved_at: Option<String>,
    /// `None`: the game's `syntax:`.
    pub syntax: Option<Syntax>,
    pub strip_spoilers: bool,
    pub until_post: Option<u64>,
    pub deadline: Option<String>,
    pub unvote_first: bool,
    pub hammer: bool,
    /// `None`: the game's forum's markup (Markdown when it names none).
    pub markup: Option<Markup>,
    pub json: bool,
    /// Every replaced vote listed.
    pub history: bool,
    /// `--picture FILE`: the day's wagons drawn too (`.svg` or `.png`).
    pub picture: Option<PathBuf>,
    /// `--players ROSTER`: any forum game, without a game folder.
    pub forum: Option<(PathBuf, daycount::Forum)>,
}

/// `--deadline`, read as a time (without an offset, in the game's time zone).
fn deadline_of(settings: &Settings, zone: &jiff::tz::TimeZone) -> Result<Option<i64>, Problem> {
    let Some(text) = &settings.deadline else {
        return Ok(None);
    };
    crate::core::forum_dates::parse(text, zone)
        .map(Some)
        .ok_or_else(|| {
            Problem::new(Msg::new("err-tally-deadline").arg("value", text))
                .help(Msg::new("help-tally-deadline"))
        })
}

pub fn run(dir: &Path, settings: &Settings, lang: Option<Lang>) -> Result<(), Failed> {
    if let Some((roster, forum)) = &settings.forum {
        return forum_count(roster, forum, settings, lang);
    }
    let (game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let usage = |problems: &[Problem]| Failed::usage(render_all(problems, &catalog));
    let deadline = deadline_of(settings, &game.zone()).map_err(|p| usage(&[p]))?;
    let ruleset =
        engine::ruleset_of(&game.ruleset).map_err(|p| common::problems(&[p], &catalog))?;
    let no_vote = || {
        let title = ruleset.phase_title(&game, &game.phase);
        common::problems(&[crate::core::tally::no_vote(&title)], &catalog)
    };
    if ruleset.day_vote(&game).is_none() {
        return Err(no_vote());
    }
    let raw = game_dir
        .raw_orders(&game)
        .map_err(|p| common::problems(&[p], &catalog))?;
    // The thread is read first: an unreadable thread is a usage problem (exit 2).
    let saved_at = super::thread::saved_at(settings.saved_at.as_deref(), &game.zone())
        .map_err(|p| usage(&[p]))?;
    let (thread, raw) =
        super::thread::day_thread(&game_dir, &game, settings.thread.as_deref(), raw, saved_at)
            .map_err(|p| usage(&p))?;
    let syntax = match settings.syntax {
        Some(s) => s,
        None => daycount::syntax_of(&game).map_err(|p| usage(&[p]))?,
    };
    let counting = daycount::Settings {
        syntax,
        strip_spoilers: settings.strip_spoilers,
        until_post: settings.until_post,
        deadline,
        unvote_first: settings.unvote_first,
        hammer: settings.hammer,
    };
    let thread = thread.map(|(t, _)| t);
    if let Some(t) = &thread {
        super::thread::print_notes(t, &catalog);
    }
    // The picture is drawn before anything is printed: a picture that cannot be made is a
    // problem, and no count is posted without it.
    if let Some(file) = &settings.picture {
        let raw = game_dir
            .raw_orders(&game)
            .map_err(|p| common::problems(&[p], &catalog))?;
        let raw =
            super::thread::day_thread(&game_dir, &game, settings.thread.as_deref(), raw, saved_at)
                .map_err(|p| usage(&p))?
                .1;
        let (prepared, problems) = engine::prepare_day(&game, raw, thread.as_ref(), &counting);
        let prepared = match prepared {
            Some(p) if problems.is_empty() => p,
            _ => return Err(common::problems(&problems, &catalog)),
        };
        let cut = wagons::Cut {
            deadline,
            hammer: settings.hammer,
            unvote_first: settings.unvote_first,
        };
        super::wagons::write(&prepared, cut, file, &catalog)?;
    }
    let (count, unread) = daycount::count(ruleset, &game, raw, thread.as_ref(), &counting)
        .map_err(|p| common::problems(&p, &catalog))?;
    let title = catalog.text(&ruleset.phase_title(&game, &game.phase));
    let markup = settings
        .markup
        .unwrap_or(match game.forum.map(|f| f.format()) {
            Some(crate::core::report::Format::Bbcode) => Markup::Bbcode,
            _ => Markup::Markdown,
        });
    post(&count, &unread, &title, settings, markup, &catalog)
}

/// Prints the count (its problems on standard error, exit 1, when names could not be read).
fn post(
    count: &Count,
    unread: &[Problem],
    title: &str,
    settings: &Settings,
    markup: Markup,
    catalog: &Catalog,
) -> Result<(), Failed> {
    if settings.json {
        common::outln(&count.json());
    } else {
        let options = Options {
            markup,
            history: settings.history,
        };
        common::out(&count.render_with(catalog, &options, title));
    }
    // The posts the master set aside are his alone (the `ignore` order's table).
    if let Some(note) = count.set_aside_note(catalog) {
        eprintln!("{note}");
    }
    // A PM sent late is his alone too: when a PM came is private (issue 22 K).
    if let Some(note) = count.late_pm_note(catalog) {
        eprintln!("{note}");
    }
    // A freeze is a secret use ("detener en secreto los motores"): the master is told, on
    // standard error, that posting this count shows it.
    let frozen = count
        .discarded
        .iter()
        .filter(|d| d.reason == crate::core::tally::Reason::Frozen)
        .count();
    if frozen > 0 {
        eprintln!(
            "{}",
            catalog.text(&Msg::new("tally-frozen-warning").arg("count", frozen))
        );
    }
    if unread.is_empty() {
        Ok(())
    } else {
        // Every place that stops the day: the names not read and the places raised that no
        // later vote replaced (review-s32 LR3: "0 votes could not be read" under one raised).
        let blocking = count.unread.iter().filter(|u| u.replaced.is_none()).count()
            + count
                .unclear
                .iter()
                .filter(|u| u.replaced.is_none())
                .count();
        Err(unread_failure(unread, blocking, catalog))
    }
}

/// `tally --players ROSTER --thread FILE`: the count of any forum game, in `--lang` (English
/// by default), with no game folder.
fn forum_count(
    roster: &Path,
    forum: &daycount::Forum,
    settings: &Settings,
    lang: Option<Lang>,
) -> Result<(), Failed> {
    let catalog = common::catalog(lang, None);
    let usage = |problems: &[Problem]| Failed::usage(render_all(problems, &catalog));
    let deadline = deadline_of(settings, &jiff::tz::TimeZone::UTC).map_err(|p| usage(&[p]))?;
    let shown = roster.display().to_string();
    let text = crate::core::read::read_text(roster, crate::core::read::MAX_OPTION_FILE)
        .map_err(|p| vec![p])
        .and_then(|text| crate::core::roster::parse_for_count(&shown, &text))
        .map_err(|p| usage(&p))?;
    let path = settings
        .thread
        .as_deref()
        .expect("clap: --players requires --thread");
    let utc = jiff::tz::TimeZone::UTC;
    let saved_at =
        super::thread::saved_at(settings.saved_at.as_deref(), &utc).map_err(|p| usage(&[p]))?;
    let thread = super::thread::read(path, &utc, saved_at).map_err(|p| usage(&p))?;
    if let Some(note) = super::thread::pages_note(&thread, &catalog) {
        eprintln!("{note}");
    }
    let counting = daycount::Settings {
        syntax: settings.syntax.unwrap_or(Syntax::Auto),
        strip_spoilers: settings.strip_spoilers,
        until_post: settings.until_post,
        deadline,
        unvote_first: settings.unvote_first,
        hammer: settings.hammer,
    };
    let (count, unread) = daycount::count_forum(&text, forum, &thread, &counting);
    let title = catalog.get("tally-forum-day");
    let markup = settings.markup.unwrap_or(Markup::Markdown);
    post(&count, &unread, &title, settings, markup, &catalog)
}

/// Exit 1: the names that could not be read, each where it is in the thread (the first
/// [`daycount::MAX_SHOWN_UNREAD`]), then how many in all.
fn unread_failure(shown: &[Problem], total: usize, catalog: &Catalog) -> Failed {
    let mut text = render_all(shown, catalog);
    text.push_str(&catalog.text(&Msg::new("err-tally-unread-count").arg("count", total)));
    if total > shown.len() {
        text.push('\n');
        text.push_str(&catalog.text(&Msg::new("err-tally-unread-first").arg("shown", shown.len())));
    }
    Failed::problems(text)
}
