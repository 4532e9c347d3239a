//! `adjudicate next [DIR] [--explain [PLAYER]] [--dry-run] [--thread FILE] [--syntax S]
//! [--format md|bbcode|text]`: the day's thread counts with the PMs (`core::daycount`).

use super::common;
use super::thread::{DayThread, From, day_thread};
use crate::cmd::Failed;
use crate::core::daycount;
use crate::core::diag::{Problem, render_all};
use crate::core::engine;
use crate::core::game::Game;
use crate::core::msg::{Catalog, Lang, Msg};
use crate::core::report::{Format, explain};
use crate::core::store::{GameDir, RawFile};
use crate::core::thread::Syntax;
use std::path::Path;

/// What `next` was asked for.
pub struct Settings<'a> {
    pub explain: Option<&'a str>,
    pub dry_run: bool,
    pub no_orders: bool,
    pub no_votes: bool,
    pub thread: Option<&'a Path>,
    /// `--saved-at`: when the thread's saved pages were saved.
    pub saved_at: Option<&'a str>,
    /// `None`: the game's `syntax:`.
    pub syntax: Option<Syntax>,
    /// `None`: the game's forum's format (Markdown when it names no forum).
    pub format: Option<Format>,
}

pub fn run(dir: &Path, settings: &Settings, lang: Option<Lang>) -> Result<(), Failed> {
    let (game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    if let Some(problem) = already_resolved(&game_dir, &game, &catalog) {
        return Err(common::problems(&[problem], &catalog));
    }
    let format = settings
        .format
        .unwrap_or_else(|| game.forum.map_or(Format::Md, |f| f.format()));
    let usage = |problems: &[Problem]| Failed::usage(render_all(problems, &catalog));
    let raw = game_dir
        .raw_orders(&game)
        .map_err(|p| common::problems(&[p], &catalog))?;
    let saved_at =
        super::thread::saved_at(settings.saved_at, &game.zone()).map_err(|p| usage(&[p]))?;
    let (thread, raw) =
        day_thread(&game_dir, &game, settings.thread, raw, saved_at).map_err(|p| usage(&p))?;
    if let Some(problem) = nothing_to_resolve(&game, &raw, &thread, settings, &catalog) {
        return Err(common::problems(&[problem], &catalog));
    }
    // A turn played in the thread (`Ruleset::orders_in_thread`) is never resolved without the
    // posts of it the thread holds and orders/ does not.
    let unfiled = super::import::unfiled_posts(&game_dir, &game, thread.as_ref().map(|(t, _)| t));
    if !unfiled.is_empty() {
        return Err(common::problems(&unfiled, &catalog));
    }
    let mut counting = daycount::Settings::of(&game);
    counting.syntax = match settings.syntax {
        Some(s) => s,
        None => daycount::syntax_of(&game).map_err(|p| usage(&[p]))?,
    };
    let (prepared, problems) =
        engine::prepare_day(&game, raw, thread.as_ref().map(|(t, _)| t), &counting);
    let mut prepared = match prepared {
        Some(p) if problems.is_empty() => p,
        _ => return Err(common::problems(&problems, &catalog)),
    };
    // The game before the phase is archived as `game.yaml` holds it (not encoded again).
    prepared.game_text = game_dir.loaded_text();
    // A day nobody voted on, in the thread or by PM (not even an abstention), is most often
    // the thread not pasted yet: refused, unless the master says so (`--no-votes`), instead of
    // warning every living player for not voting.
    if !settings.no_votes
        && let Some(problem) = nobody_voted(&game, &prepared.game, &prepared.orders, &catalog)
    {
        return Err(common::problems(&[problem], &catalog));
    }
    let picture = day_picture(&game, &prepared, &catalog);
    let mut output = engine::resolve_prepared(&game, prepared, Vec::new(), format)
        .map_err(|p| common::problems(&p, &catalog))?;
    if let Some(svg) = picture {
        output
            .files
            .push((format!("reports/{}/wagons.svg", output.phase), svg));
    }
    // A thread from outside orders/ is archived with the phase, for `explain`.
    if let Some((thread, From::Outside | From::Folder)) = &thread {
        output.files.push((
            format!("history/{}/{}", output.phase, daycount::THREAD_FILE),
            thread.source.clone(),
        ));
    }
    let new_yaml = output.after.to_yaml();
    if let Some(who) = settings.explain {
        explain_phase(&game, &output, who, &catalog)?;
    }

    if settings.dry_run {
        show_dry_run(&game, &output, &new_yaml, &catalog);
        return Ok(());
    }

    game_dir
        .commit_phase(&output.phase, &output.files, &new_yaml)
        .map_err(|p| common::unreadable(p, &catalog))?;
    if let Some((_, From::Folder)) = &thread {
        archive_pages(&game_dir, &output.phase, &catalog)?;
    }
    say_resolved(&game, &output, format, &catalog)
}

/// An empty orders/ is most often `next` run twice, or PMs not pasted yet: resolving a phase
/// nobody played is not a thing to do by accident. A thread is something to resolve.
fn nothing_to_resolve(
    game: &Game,
    raw: &[RawFile],
    thread: &DayThread,
    settings: &Settings,
    catalog: &Catalog,
) -> Option<Problem> {
    let pms = raw
        .iter()
        .filter(|r| {
            !r.name
                .as_deref()
                .is_some_and(crate::core::inbox::is_folder_litter)
        })
        .count();
    if pms > 0 || thread.is_some() || settings.no_orders || game.game_over {
        return None;
    }
    let title = crate::core::engine::ruleset_of(&game.ruleset)
        .map(|r| catalog.text(&r.phase_title(game, &game.phase)))
        .unwrap_or_else(|_| game.phase.clone());
    Some(
        Problem::new(Msg::new("err-no-orders").arg("phase", title))
            .help(Msg::new("help-no-orders")),
    )
}

/// The day's wagons drawn, beside the public post (in the game's language, as the reports).
fn day_picture(game: &Game, prepared: &engine::Prepared, catalog: &Catalog) -> Option<String> {
    let reports_catalog = if catalog.lang() == game.language {
        catalog.clone()
    } else {
        Catalog::for_ruleset(game.language, &game.ruleset).with_genders(game)
    };
    crate::core::draw::wagons::of_day(
        prepared,
        crate::core::draw::wagons::Cut::default(),
        &reports_catalog,
    )
    .map(|day| day.svg())
}

/// `--explain [PLAYER]`: the phase's trace, all of it or every event involving PLAYER, the
/// master's own included (who attacked him, what blocked it), each tagged with its readers: the
/// master's view, not PLAYER's (his is his report, `Trace::for_player`).
fn explain_phase(
    game: &Game,
    output: &engine::PhaseOutput,
    who: &str,
    catalog: &Catalog,
) -> Result<(), Failed> {
    let player = if who.is_empty() {
        None
    } else {
        Some(game.names().resolve(who).map_err(|miss| {
            common::problems(
                &[
                    Problem::new(Msg::new("err-unknown-player").arg("name", who))
                        .help(crate::core::grammar::miss_help(&miss)),
                ],
                catalog,
            )
        })?)
    };
    common::out(&explain(catalog, &output.trace, player.as_deref()));
    Ok(())
}

/// `--dry-run`: how `game.yaml` would change, and the reports, written nowhere.
fn show_dry_run(game: &Game, output: &engine::PhaseOutput, new_yaml: &str, catalog: &Catalog) {
    // The game before the phase is written once, for its history copy.
    let before = format!("history/{}/{}", output.phase, crate::core::store::GAME_FILE);
    let old_yaml = match output.files.iter().find(|(path, _)| *path == before) {
        Some((_, text)) => text.clone(),
        None => game.to_yaml(),
    };
    // Patience anchors the diff on the lines found once in each file (the players' names,
    // the keys of the state): an among-us round that rewrites most of the plan costs a
    // quarter of Myers' search there, for the same diff on the examples (issue 25 P).
    let diff = similar::TextDiff::configure()
        .algorithm(similar::Algorithm::Patience)
        .diff_lines(&old_yaml, new_yaml)
        .unified_diff()
        .header("game.yaml", &catalog.get("next-diff-after"))
        .to_string();
    common::out(&diff);
    for (path, text) in &output.files {
        if path.starts_with("reports/") {
            common::outln(&format!("\n=== {path}\n{text}"));
        }
    }
}

/// The day's saved pages go with the phase: the next day's folder starts empty.
fn archive_pages(game_dir: &GameDir, phase: &str, catalog: &Catalog) -> Result<(), Failed> {
    let pages = game_dir.path(super::thread::PAGES_FOLDER);
    let kept = game_dir.path(&format!(
        "history/{}/{}",
        phase,
        super::thread::PAGES_FOLDER
    ));
    std::fs::rename(&pages, &kept).map_err(|e| {
        common::problems(
            &[Problem::new(
                Msg::new("err-io-write")
                    .arg("path", kept.display())
                    .arg("error", e),
            )],
            catalog,
        )
    })
}

/// The phase is resolved: what it was, what comes next, and who won if the game is over.
fn say_resolved(
    game: &Game,
    output: &engine::PhaseOutput,
    format: Format,
    catalog: &Catalog,
) -> Result<(), Failed> {
    let ruleset = engine::ruleset_of(&game.ruleset).map_err(|p| common::problems(&[p], catalog))?;
    common::outln(
        &catalog.text(
            &Msg::new("next-ok")
                .arg("phase", &output.phase)
                .arg(
                    "title",
                    catalog.text(&ruleset.phase_title(game, &output.phase)),
                )
                .arg(
                    "next",
                    catalog.text(&ruleset.phase_title(&output.after, &output.after.phase)),
                )
                .arg("ext", format.extension()),
        ),
    );
    // A phase stopped part-way with nothing public: nothing goes to the thread (ruling 45).
    let public = format!("reports/{}/public.", output.phase);
    if !output
        .files
        .iter()
        .any(|(path, _)| path.starts_with(&public))
    {
        common::outln(&catalog.text(&Msg::new("next-nothing-to-post")));
    }
    if output.after.game_over {
        common::outln(
            &catalog.text(&Msg::new("status-over").arg("winners", output.after.winners.join(", "))),
        );
    }
    Ok(())
}

/// A phase `history/` already archives is not resolved again: `phase:` edited back by hand in
/// `game.yaml` would re-resolve it and overwrite its archive (the state before it, its PMs),
/// which `undo` and `explain` read. Every archived phase has its folder with the `game.yaml`
/// before it, in games written before this check too, so the folder is the record; `undo`
/// removes it when it takes the phase back, and a write a killed run left half done was
/// finished or forgotten by `common::open`.
pub(super) fn already_resolved(
    game_dir: &GameDir,
    game: &Game,
    catalog: &Catalog,
) -> Option<Problem> {
    if !game_dir.is_archived(&game.phase) {
        return None;
    }
    let title = engine::ruleset_of(&game.ruleset)
        .map(|r| catalog.text(&r.phase_title(game, &game.phase)))
        .unwrap_or_else(|_| game.phase.clone());
    Some(
        Problem::new(
            Msg::new("err-phase-resolved")
                .arg("phase", &game.phase)
                .arg("title", title),
        )
        .help(Msg::new("help-phase-resolved").arg("phase", &game.phase)),
    )
}

/// A day of `game` nobody voted on, in the thread or by PM (not even an abstention): `played`
/// is the game the master's orders leave, `orders` the phase's. `next` refuses it unless the
/// master says so (`--no-votes`); `check` says so first.
pub fn nobody_voted(
    game: &crate::core::game::Game,
    played: &crate::core::game::Game,
    orders: &[crate::core::orders::OrderFile],
    catalog: &crate::core::msg::Catalog,
) -> Option<Problem> {
    let ruleset = engine::ruleset_of(&game.ruleset).ok()?;
    let silent = !game.game_over
        && ruleset.day_vote(played).is_some()
        && ruleset
            .day_ballots(played, orders)
            .is_ok_and(|b| b.ballots.is_empty());
    silent.then(|| {
        let title = catalog.text(&ruleset.phase_title(game, &game.phase));
        Problem::new(Msg::new("err-no-votes").arg("phase", title)).help(Msg::new("help-no-votes"))
    })
}
