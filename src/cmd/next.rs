//! `adjudicate next [DIR] [--explain [PLAYER]] [--dry-run] [--format md|bbcode|text]`

use super::common;
use crate::cli::Failed;
use crate::core::engine;
use crate::core::msg::{Lang, Msg};
use crate::core::report::{Format, explain};
use std::path::Path;

pub fn run(
    dir: &Path,
    explain_player: Option<&str>,
    dry_run: bool,
    no_orders: bool,
    no_votes: bool,
    format: Option<Format>,
    lang: Option<Lang>,
) -> Result<(), Failed> {
    let (game_dir, _lock, game) = common::open(dir, lang)?;
    let format = format.unwrap_or_else(|| game.forum.map_or(Format::Md, |f| f.format()));
    let catalog = common::catalog(lang, Some(&game));
    let raw = game_dir
        .raw_orders(&game)
        .map_err(|p| common::problems(&[p], &catalog))?;
    // An empty orders/ is most often `next` run twice, or PMs not pasted yet: resolving a phase
    // nobody played is not a thing to do by accident.
    let pms = raw
        .iter()
        .filter(|r| r.name.as_deref() != Some(".gitkeep"))
        .count();
    if pms == 0 && !no_orders && !game.game_over {
        let title = crate::core::engine::ruleset_of(&game.ruleset)
            .map(|r| catalog.text(&r.phase_title(&game, &game.phase)))
            .unwrap_or_else(|_| game.phase.clone());
        return Err(common::problems(
            &[
                crate::core::diag::Problem::new(Msg::new("err-no-orders").arg("phase", title))
                    .help(Msg::new("help-no-orders")),
            ],
            &catalog,
        ));
    }
    // A day nobody voted on (not even an abstention) is most often the thread's votes not
    // entered yet: refused, unless the master says so (`--no-votes`), instead of warning every
    // living player for not voting.
    if !no_votes
        && !game.game_over
        && let Ok(ruleset) = engine::ruleset_of(&game.ruleset)
        && ruleset.day_vote(&game).is_some()
        && let (Some(prepared), problems) =
            engine::prepare(&game, game_dir.raw_orders(&game).unwrap_or_default())
        && problems.is_empty()
        && ruleset
            .day_ballots(&prepared.game, &prepared.orders)
            .is_ok_and(|b| b.is_empty())
    {
        let title = catalog.text(&ruleset.phase_title(&game, &game.phase));
        return Err(common::problems(
            &[
                crate::core::diag::Problem::new(Msg::new("err-no-votes").arg("phase", title))
                    .help(Msg::new("help-no-votes")),
            ],
            &catalog,
        ));
    }
    let output = engine::resolve_raw(&game, raw, Vec::new(), format)
        .map_err(|p| common::problems(&p, &catalog))?;
    let new_yaml = output.after.to_yaml();

    if let Some(who) = explain_player {
        let player = if who.is_empty() {
            None
        } else {
            Some(game.names().resolve(who).map_err(|miss| {
                common::problems(
                    &[crate::core::diag::Problem::new(
                        Msg::new("err-unknown-player").arg("name", who),
                    )
                    .help(crate::core::grammar::miss_help(&miss))],
                    &catalog,
                )
            })?)
        };
        common::out(&explain(&catalog, &output.trace, player.as_deref()));
    }

    if dry_run {
        let old_yaml = game.to_yaml();
        let diff = similar::TextDiff::from_lines(&old_yaml, &new_yaml)
            .unified_diff()
            .header("game.yaml", &catalog.get("next-diff-after"))
            .to_string();
        common::out(&diff);
        for (path, text) in &output.files {
            if path.starts_with("reports/") {
                common::outln(&format!("\n=== {path}\n{text}"));
            }
        }
        return Ok(());
    }

    game_dir
        .commit_phase(&output.phase, &output.files, &new_yaml)
        .map_err(|p| common::unreadable(p, &catalog))?;
    let ruleset =
        engine::ruleset_of(&game.ruleset).map_err(|p| common::problems(&[p], &catalog))?;
    common::outln(
        &catalog.text(
            &Msg::new("next-ok")
                .arg("phase", &output.phase)
                .arg(
                    "title",
                    catalog.text(&ruleset.phase_title(&game, &output.phase)),
                )
                .arg(
                    "next",
                    catalog.text(&ruleset.phase_title(&output.after, &output.after.phase)),
                )
                .arg("ext", format.extension()),
        ),
    );
    if output.after.game_over {
        common::outln(
            &catalog.text(&Msg::new("status-over").arg("winners", output.after.winners.join(", "))),
        );
    }
    Ok(())
}
