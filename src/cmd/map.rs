//! `adjudicate map [DIR] [--public|--master] [--png FILE]`: the map of a game played on one
//! (chechino's ship), laid out and drawn by the core ([`crate::core::draw`]) from the scene its
//! ruleset gives. The public map (the default) goes to `DIR/map.svg`, the master's copy, with
//! the secrets, to `DIR/map-master.svg`: two names, so the one to post is never the other.

use super::common;
use crate::cmd::Failed;
use crate::core::diag::Problem;
use crate::core::draw::{self, View};
use crate::core::engine;
use crate::core::msg::{Lang, Msg};
use std::path::Path;

/// The file a view is written to, in the game's folder.
pub fn file_name(view: View) -> &'static str {
    match view {
        View::Public => "map.svg",
        View::Master => "map-master.svg",
    }
}

pub fn run(dir: &Path, view: View, png: Option<&Path>, lang: Option<Lang>) -> Result<(), Failed> {
    let (_game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let ruleset =
        engine::ruleset_of(&game.ruleset).map_err(|p| common::problems(&[p], &catalog))?;
    let svg = draw::game_map(ruleset, &game, view)
        .unwrap_or_else(|| {
            Err(Problem::new(
                Msg::new("err-no-map").arg("ruleset", ruleset.id()),
            ))
        })
        .map_err(|p| common::problems(&[p], &catalog))?;
    // Both pictures are made before either is written: nothing is written on a problem.
    let png_bytes = match png {
        Some(_) => Some(draw::png(&svg).map_err(|p| common::problems(&[p], &catalog))?),
        None => None,
    };
    // The PNG first: a PNG that cannot be written (a folder in the way) leaves nothing behind,
    // and the game's folder, which the lock proved writable, takes the SVG. By temp file and
    // rename, like every file of a game: a map is whole or not there.
    if let (Some(file), Some(bytes)) = (png, png_bytes) {
        crate::core::store::write_atomic(file, &bytes)
            .map_err(|p| common::unreadable(p, &catalog))?;
    }
    let path = dir.join(file_name(view));
    crate::core::store::write_atomic(&path, svg.as_bytes())
        .map_err(|p| common::unreadable(p, &catalog))?;
    common::outln(&catalog.text(&Msg::new("map-written").arg("path", path.display())));
    if let Some(file) = png {
        common::outln(&catalog.text(&Msg::new("map-png-written").arg("path", file.display())));
    }
    Ok(())
}
