//! `adjudicate map [DIR]`: the chechino ship of a game drawn to `DIR/map.svg` for the master:
//! houses with their functions and residents, floors, paths, the elevator, last night's walls
//! and the pyromaniacs' marks (`rules::chechino::plano`).

use super::common;
use crate::cli::Failed;
use crate::core::msg::{Lang, Msg};
use crate::rules::chechino::plano;
use std::path::Path;

pub fn run(dir: &Path, lang: Option<Lang>) -> Result<(), Failed> {
    let (_game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let svg = plano::draw(&game).map_err(|p| common::problems(&[p], &catalog))?;
    let path = dir.join("map.svg");
    std::fs::write(&path, svg).map_err(|e| {
        let problem = crate::core::diag::Problem::new(
            Msg::new("chechino-err-map-file")
                .arg("path", path.display())
                .arg("error", e),
        );
        common::problems(&[problem], &catalog)
    })?;
    common::outln(&catalog.text(&Msg::new("chechino-map-written").arg("path", path.display())));
    Ok(())
}
