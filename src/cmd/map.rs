//! `adjudicate map [DIR]`: the map of a game played on one (chechino's ship) drawn to
//! `DIR/map.svg` for the master, by its ruleset (`Ruleset::map_svg`).

use super::common;
use crate::cli::Failed;
use crate::core::engine;
use crate::core::msg::{Lang, Msg};
use std::path::Path;

pub fn run(dir: &Path, lang: Option<Lang>) -> Result<(), Failed> {
    let (_game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let ruleset =
        engine::ruleset_of(&game.ruleset).map_err(|p| common::problems(&[p], &catalog))?;
    let svg = ruleset
        .map_svg(&game)
        .unwrap_or_else(|| {
            Err(crate::core::diag::Problem::new(
                Msg::new("err-no-map").arg("ruleset", ruleset.id()),
            ))
        })
        .map_err(|p| common::problems(&[p], &catalog))?;
    // By temp file and rename, like every file of a game: a map is whole or not there.
    let path = dir.join("map.svg");
    crate::core::store::write_atomic(&path, svg.as_bytes())
        .map_err(|p| common::unreadable(p, &catalog))?;
    common::outln(&catalog.text(&Msg::new("map-written").arg("path", path.display())));
    Ok(())
}
