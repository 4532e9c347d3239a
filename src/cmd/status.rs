//! `adjudicate status [DIR] [--master]`: the public state, or all of it.

use super::common;
use crate::cli::Failed;
use crate::core::engine;
use crate::core::msg::{Lang, Msg};
use crate::core::report::{Doc, Format};
use std::path::Path;

pub fn run(dir: &Path, master: bool, lang: Option<Lang>) -> Result<(), Failed> {
    let (_game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let ruleset =
        engine::ruleset_of(&game.ruleset).map_err(|p| common::problems(&[p], &catalog))?;
    let mut doc = Doc::default();
    doc.heading(
        catalog.text(&Msg::new("status-title").arg("ruleset", ruleset.id()).arg(
            "phase",
            catalog.text(&ruleset.phase_title(&game, &game.phase)),
        )),
    );
    for p in &game.players {
        let key = if p.alive {
            "status-alive"
        } else {
            "status-dead"
        };
        doc.item(catalog.text(&Msg::new(key).arg("player", &p.name)));
    }
    if let Some(pause) = &game.pause {
        doc.para(catalog.text(&crate::core::engine::pause_line(pause)));
    }
    for line in ruleset.status(&game, master) {
        doc.item(catalog.text(&line));
    }
    if game.game_over {
        doc.para(catalog.text(&Msg::new("status-over").arg("winners", game.winners.join(", "))));
    }
    common::out(&doc.render(Format::Text));
    Ok(())
}
