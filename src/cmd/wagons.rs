//! `tally --picture FILE`: the day's wagons drawn (`core::draw::wagons`), as SVG or PNG by the
//! file's extension.

use super::common;
use crate::cmd::Failed;
use crate::core::diag::{Problem, render_all};
use crate::core::draw::wagons::{self, Cut};
use crate::core::engine;
use crate::core::msg::{Catalog, Msg};
use std::path::Path;

/// The picture's format, from its file name.
enum Kind {
    Svg,
    Png,
}

fn kind_of(file: &Path) -> Option<Kind> {
    let ext = file.extension()?.to_str()?.to_ascii_lowercase();
    match ext.as_str() {
        "svg" => Some(Kind::Svg),
        "png" => Some(Kind::Png),
        _ => None,
    }
}

/// Draws the day of `game` (prepared: after the master's orders, with the thread's votes) from
/// its PMs to `file`, whole or not at all, and says where it is.
pub fn write(
    prepared: &engine::Prepared,
    cut: Cut,
    file: &Path,
    catalog: &Catalog,
) -> Result<(), Failed> {
    let Some(kind) = kind_of(file) else {
        let problem = Problem::new(Msg::new("wagons-err-extension").arg("path", file.display()));
        return Err(Failed::usage(render_all(&[problem], catalog)));
    };
    let game = &prepared.game;
    let Some(day) = wagons::of_day(prepared, cut, catalog) else {
        let phase = engine::ruleset_of(&game.ruleset)
            .map(|r| catalog.text(&r.phase_title(game, &game.phase)))
            .unwrap_or_else(|_| game.phase.clone());
        let problem = Problem::new(Msg::new("wagons-err-no-votes").arg("phase", phase));
        return Err(common::problems(&[problem], catalog));
    };
    let bytes = match kind {
        Kind::Svg => day.svg().into_bytes(),
        Kind::Png => day.png().map_err(|p| common::problems(&[p], catalog))?,
    };
    crate::core::store::write_atomic(file, &bytes).map_err(|p| common::unreadable(p, catalog))?;
    eprintln!(
        "{}",
        catalog.text(&Msg::new("wagons-written").arg("path", file.display()))
    );
    Ok(())
}
