//! `adjudicate status [DIR] [--master]`: the public state, or all of it.

use super::common;
use crate::cmd::Failed;
use crate::core::engine;
use crate::core::game::Game;
use crate::core::msg::{Catalog, Lang, Msg};
use crate::core::report::{Doc, Format};
use crate::core::store::RawFile;
use crate::rules::Ruleset;
use std::path::Path;

pub fn run(dir: &Path, master: bool, lang: Option<Lang>) -> Result<(), Failed> {
    let (game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let ruleset =
        engine::ruleset_of(&game.ruleset).map_err(|p| common::problems(&[p], &catalog))?;
    // The PMs are read only where what status tells needs them.
    let raw = if (master || ruleset.all_sent(&game).is_some()) && !game.game_over {
        game_dir.raw_orders(&game).ok()
    } else {
        None
    };
    common::out(&doc(ruleset, &game, &catalog, master, raw).render(Format::Text));
    Ok(())
}

/// What `status` prints, a function of the game, the reader (the public, or the master with
/// `master`) and the PMs in `orders/` (`raw`, when they could be read): the public reads only
/// what every player may know.
pub fn doc(
    ruleset: &dyn Ruleset,
    game: &Game,
    catalog: &Catalog,
    master: bool,
    raw: Option<Vec<RawFile>>,
) -> Doc {
    let mut doc = Doc::default();
    // A pause is the master's and its players' (among-us: only who saw someone "tendrán la
    // oportunidad de reajustar"): the public reads the phase that stopped, as if it had not.
    let phase = match &game.pause {
        Some(pause) if !master => &pause.of,
        _ => &game.phase,
    };
    doc.heading(
        catalog.text(
            &Msg::new("status-title")
                .arg("ruleset", ruleset.id())
                .arg("phase", catalog.text(&ruleset.phase_title(game, phase))),
        ),
    );
    // The phase's deadline, in the game's language; a pause's is the master's and its players':
    // the public reads the stopped phase's own, as if it had not stopped.
    let deadline = match &game.pause {
        Some(pause) if !master => pause.deadline.as_ref(),
        _ => game.deadline.as_ref(),
    };
    if let Some(deadline) = deadline {
        doc.item(catalog.text(&Msg::new("status-deadline").when("time", deadline)));
    }
    for p in game.players.iter().filter(|_| ruleset.tells_alive()) {
        let dead = match master {
            true => !p.alive,
            false => ruleset.known_dead(game, &p.name),
        };
        let key = if dead { "status-dead" } else { "status-alive" };
        doc.item(catalog.text(&Msg::new(key).arg("player", &p.name)));
    }
    if let Some(pause) = game.pause.as_ref().filter(|_| master) {
        doc.para(catalog.text(&crate::core::engine::pause_line(pause)));
    }
    for line in ruleset.status(game, master) {
        doc.item(catalog.text(&line));
    }
    // What the master waits for: who has not sent his PM of this phase yet; and, to everyone,
    // that all are in where that ends the phase (a deliberation where all have voted).
    let all_sent = ruleset.all_sent(game);
    if (master || all_sent.is_some())
        && !game.game_over
        && let Some(raw) = raw
    {
        let names: Vec<String> = raw.iter().filter_map(|r| r.name.clone()).collect();
        let (prepared, _) = engine::prepare(game, raw);
        let played = prepared.as_ref().map_or(game, |p| &p.game);
        let orders = prepared.as_ref().map_or(&[][..], |p| p.orders.as_slice());
        let (missing, _) = super::check::unsent(ruleset, played, &names, orders);
        if master {
            let key = if missing.is_empty() {
                "status-all-sent"
            } else {
                "status-not-sent"
            };
            doc.item(catalog.text(&Msg::new(key).arg("names", missing.join(", "))));
        }
        if let Some(done) = all_sent.filter(|_| missing.is_empty()) {
            doc.item(catalog.text(&done));
        }
    }
    if game.game_over {
        doc.para(catalog.text(&Msg::new("status-over").arg("winners", game.winners.join(", "))));
    }
    doc
}
