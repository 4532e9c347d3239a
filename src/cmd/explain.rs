//! `adjudicate explain PHASE [DIR] [--player P]`: re-resolves an archived phase from
//! `history/PHASE/` and prints its causal trace.

use super::common;
use crate::cmd::Failed;
use crate::core::diag::Problem;
use crate::core::engine;
use crate::core::msg::{Lang, Msg};
use crate::core::report::{Format, explain};
use crate::core::store::{GameDir, IoProblem, parse_game};
use std::path::Path;

pub fn run(
    dir: &Path,
    phase: &str,
    player: Option<&str>,
    lang: Option<Lang>,
) -> Result<(), Failed> {
    let (_game_dir, _lock, current) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&current));
    let archive = GameDir::new(dir.join("history").join(phase));
    let path = archive.path("game.yaml");
    let text =
        crate::core::read::read_text(&path, crate::core::read::MAX_GAME_FILE).map_err(|_| {
            common::unreadable(
                IoProblem(
                    Problem::new(Msg::new("err-no-history").arg("phase", phase))
                        .help(Msg::new("help-no-history")),
                ),
                &catalog,
            )
        })?;
    let game = parse_game(&text, &path.display().to_string())
        .map_err(|p| common::unreadable(IoProblem(p), &catalog))?;
    // As `orders/` was read: a player's folder of PMs with its files.
    let mut raw = crate::core::inbox::read_folder(&archive.path("orders"), &game)
        .map_err(|p| common::unreadable(IoProblem(p), &catalog))?;
    // The day's thread `next` read from outside orders/, archived beside them.
    let thread = archive.path(crate::core::daycount::THREAD_FILE);
    if thread.is_file() {
        raw.push(crate::core::inbox::RawFile::from_path(&thread));
    }
    let output = engine::resolve_raw(&game, raw, Vec::new(), Format::Text)
        .map_err(|p| common::problems(&p, &catalog))?;
    let player = match player {
        Some(written) => Some(game.names().resolve(written).map_err(|miss| {
            common::problems(
                &[
                    Problem::new(Msg::new("err-unknown-player").arg("name", written))
                        .help(crate::core::grammar::miss_help(&miss)),
                ],
                &catalog,
            )
        })?),
        None => None,
    };
    common::out(&explain(&catalog, &output.trace, player.as_deref()));
    Ok(())
}
