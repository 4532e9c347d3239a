//! `adjudicate check [DIR]`: every problem of this phase's orders, at once.

use super::common;
use crate::cli::Failed;
use crate::core::engine;
use crate::core::msg::{Lang, Msg};
use std::path::Path;

pub fn run(dir: &Path, lang: Option<Lang>) -> Result<(), Failed> {
    let (game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let orders =
        common::checked_orders(&game_dir, &game).map_err(|p| common::problems(&p, &catalog))?;
    let ruleset =
        engine::ruleset_of(&game.ruleset).map_err(|p| common::problems(&[p], &catalog))?;
    common::outln(
        &catalog.text(&Msg::new("check-ok").arg("count", orders.len()).arg(
            "phase",
            catalog.text(&ruleset.phase_title(&game, &game.phase)),
        )),
    );
    Ok(())
}
