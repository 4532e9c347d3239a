//! `adjudicate undo [DIR]`: takes back the last resolved phase, so that a master who finds a
//! misread PM after `next` fixes it and runs `next` again. The state before the phase comes
//! back from `history/<phase>/game.yaml`, its PMs go back into `orders/`, its reports go; a
//! second undo goes one more phase back. The setup is never undone: nothing comes before it.

use super::common;
use crate::cmd::Failed;
use crate::core::diag::Problem;
use crate::core::draw::View;
use crate::core::engine;
use crate::core::game::Game;
use crate::core::msg::{Lang, Msg};
use crate::core::report::Format;
use crate::core::store::{GameDir, IoProblem, RawFile, io_problem, parse_game};
use std::path::Path;

pub fn run(dir: &Path, lang: Option<Lang>) -> Result<(), Failed> {
    let (game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    let refuse = |problem: Problem| common::problems(&[problem], &catalog);
    let waiting = pms_in_orders(&game_dir);
    if !waiting.is_empty() {
        return Err(refuse(
            Problem::new(
                Msg::new("err-undo-orders")
                    .arg("phase", &game.phase)
                    .arg("files", waiting.join(", ")),
            )
            .help(Msg::new("help-undo-orders")),
        ));
    }
    let archived = game_dir.archived_phases();
    if archived.is_empty() {
        return Err(refuse(
            Problem::new(Msg::new("err-undo-nothing").arg("path", dir.display()))
                .help(Msg::new("help-undo-nothing")),
        ));
    }
    let Some(phase) = last_resolved(&game_dir, &game, &archived) else {
        return Err(refuse(
            Problem::new(
                Msg::new("err-undo-unknown")
                    .arg("phase", &game.phase)
                    .arg("phases", archived.join(", ")),
            )
            .help(Msg::new("help-undo-unknown")),
        ));
    };
    game_dir
        .undo_phase(&phase)
        .map_err(|p| common::unreadable(p, &catalog))?;
    // The forms of the phase that was coming (`game.phase` before the undo) are stale.
    if game.phase != phase {
        game_dir
            .remove_forms(&game.phase)
            .map_err(|p| common::unreadable(p, &catalog))?;
    }
    redraw_maps(dir, &game_dir).map_err(|p| common::problems(&[p], &catalog))?;
    // The phase is titled from the game the undo brought back, whose phase it is again (a
    // chez-geek turn is named after its player: "Turno 1: Ana", not the next turn's player).
    let restored = game_dir.load().unwrap_or(game);
    let title = crate::core::engine::ruleset_of(&restored.ruleset)
        .map(|r| catalog.text(&r.phase_title(&restored, &phase)))
        .unwrap_or_else(|_| phase.clone());
    common::outln(&catalog.text(&Msg::new("undo-ok").arg("phase", title)));
    Ok(())
}

/// The maps `adjudicate map` left in the game's folder (`map.svg`, `map-master.svg`) show the
/// game as it was when drawn, maybe after the phase just taken back (a floor blown up, a dead
/// resident struck through): each one there is drawn again from the game the undo brings back,
/// so that it shows the phase awaited again, byte for byte the map `adjudicate map` would draw
/// now (and the one drawn before that phase was resolved). A map the game cannot draw any more
/// goes. The setup's map (`reports/setup/map.svg`) stays: the setup is never undone. A PNG the
/// master wrote elsewhere (`--png FILE`) is his own file and is not touched.
fn redraw_maps(dir: &Path, game_dir: &GameDir) -> Result<(), Problem> {
    let path = game_dir.path("game.yaml");
    let text = crate::core::read::read_text(&path, crate::core::read::MAX_GAME_FILE)?;
    let game = parse_game(&text, &path.display().to_string())?;
    let ruleset = engine::ruleset_of(&game.ruleset)?;
    for view in [View::Public, View::Master] {
        let file = dir.join(super::map::file_name(view));
        if std::fs::symlink_metadata(&file).is_err() {
            continue;
        }
        match crate::core::draw::game_map(ruleset, &game, view) {
            Some(Ok(svg)) => {
                crate::core::store::write_atomic(&file, svg.as_bytes()).map_err(|IoProblem(p)| p)?
            }
            _ => {
                std::fs::remove_file(&file).map_err(|e| io_problem("err-io-write", &file, &e).0)?
            }
        }
    }
    Ok(())
}

/// The entries of `orders/` that are not its `.gitkeep` (nor a `.DS_Store`…:
/// `is_folder_litter`): PMs of the phase now awaited, which an undo would mix with the PMs it
/// brings back.
fn pms_in_orders(game_dir: &GameDir) -> Vec<String> {
    let Ok(rd) = std::fs::read_dir(game_dir.path("orders")) else {
        return Vec::new();
    };
    let mut names: Vec<String> = rd
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| !crate::core::inbox::is_folder_litter(name))
        .collect();
    names.sort();
    names
}

/// The archived phase whose resolution left the current game. With one archived phase, that
/// one; with more, each is resolved again from its archive (as `explain` does: same state,
/// same PMs, same seed give the same game) and the one that leads to the current phase is it.
fn last_resolved(game_dir: &GameDir, game: &Game, archived: &[String]) -> Option<String> {
    if let [only] = archived {
        return Some(only.clone());
    }
    let leads_here = |phase: &String| {
        let path = game_dir.path(&format!("history/{phase}/game.yaml"));
        let text = crate::core::read::read_text(&path, crate::core::read::MAX_GAME_FILE).ok()?;
        let before = parse_game(&text, &path.display().to_string()).ok()?;
        let orders = crate::core::inbox::read_folder(
            &game_dir.path(&format!("history/{phase}/orders")),
            &before,
        )
        .ok()?;
        let mut raw: Vec<RawFile> = orders;
        // The day's thread `next` read from outside orders/, archived beside them.
        let thread = game_dir.path(&format!(
            "history/{phase}/{}",
            crate::core::daycount::THREAD_FILE
        ));
        if thread.is_file() {
            raw.push(RawFile::from_path(&thread));
        }
        let after = engine::resolve_raw(&before, raw, Vec::new(), Format::Text)
            .ok()?
            .after;
        (after.phase == game.phase && after.game_over == game.game_over).then_some(())
    };
    let mut found = archived.iter().filter(|p| leads_here(p).is_some());
    match (found.next(), found.next()) {
        (Some(phase), None) => Some(phase.clone()),
        _ => None,
    }
}
