//! `adjudicate check [DIR]`: every problem of this phase's orders, at once.

use super::common;
use crate::cli::Failed;
use crate::core::engine;
use crate::core::msg::{Lang, Msg};
use std::path::Path;

pub fn run(dir: &Path, lang: Option<Lang>) -> Result<(), Failed> {
    let (game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let prepared =
        common::prepared(&game_dir, &game).map_err(|p| common::problems(&p, &catalog))?;
    let orders = &prepared.orders;
    let ruleset =
        engine::ruleset_of(&game.ruleset).map_err(|p| common::problems(&[p], &catalog))?;
    common::outln(
        &catalog.text(&Msg::new("check-ok").arg("count", orders.len()).arg(
            "phase",
            catalog.text(&ruleset.phase_title(&game, &game.phase)),
        )),
    );
    // The orders a later order of the same kind replaced: the master sees which one counts.
    for replaced in &prepared.replaced {
        common::outln(&catalog.text(&replaced.check_line()));
    }
    Ok(())
}
