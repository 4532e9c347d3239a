//! `adjudicate init DIR --ruleset ID --players roster.csv [--seed N] [--option k=v]...`

use super::common;
use crate::cli::Failed;
use crate::core::diag::Problem;
use crate::core::engine::{self, NewGame};
use crate::core::msg::{Lang, Msg};
use crate::core::report::Format;
use crate::core::roster;
use crate::core::store::{GAME_FILE, GameDir, IoProblem, LOCK_FILE};
use std::collections::BTreeMap;
use std::path::Path;

/// A seed for a game started without one: the clock. It is written in game.yaml, so the game
/// stays reproducible from then on.
fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

pub fn run(
    dir: &Path,
    ruleset_id: &str,
    players: &Path,
    seed: Option<u64>,
    options: &[String],
    format: Format,
    lang: Option<Lang>,
) -> Result<(), Failed> {
    let catalog = common::catalog(lang, None);
    let usage = |p: Problem| common::unreadable(IoProblem(p), &catalog);
    let ruleset = engine::ruleset_of(ruleset_id).map_err(usage)?;
    let mut parsed = BTreeMap::new();
    for option in options {
        let Some((k, v)) = option.split_once('=') else {
            return Err(usage(
                Problem::new(Msg::new("err-option-syntax").arg("option", option))
                    .help(Msg::new("help-option-syntax")),
            ));
        };
        parsed.insert(k.trim().to_string(), v.trim().to_string());
    }
    let game_dir = GameDir::new(dir);
    if game_dir.path(GAME_FILE).exists() {
        return Err(usage(
            Problem::new(Msg::new("err-game-exists").arg("path", dir.display()))
                .help(Msg::new("help-game-exists")),
        ));
    }
    let bytes = std::fs::read(players).map_err(|e| {
        usage(Problem::new(
            Msg::new("err-io-read")
                .arg("path", players.display())
                .arg("error", e),
        ))
    })?;
    let shown = players.display().to_string();
    let text = crate::core::store::decode_text(&shown, &bytes).map_err(usage)?;
    let text = text.as_str();
    let roster = roster::parse(&shown, text).map_err(|p| common::problems(&p, &catalog))?;
    let new = NewGame {
        ruleset,
        roster: &roster,
        seed: seed.unwrap_or_else(fresh_seed),
        language: lang,
        options: parsed,
    };
    let (game, trace) =
        engine::deal(&new, Vec::new()).map_err(|p| common::problems(&p, &catalog))?;
    std::fs::create_dir_all(dir).map_err(|e| {
        usage(Problem::new(
            Msg::new("err-io-write")
                .arg("path", dir.display())
                .arg("error", e),
        ))
    })?;
    let _lock = game_dir
        .lock()
        .map_err(|p| common::unreadable(p, &catalog))?;
    let mut files = engine::reports(ruleset, &game, "setup", &trace, format);
    files.push(("orders/.gitkeep".to_string(), String::new()));
    files.push((".gitignore".to_string(), format!("{LOCK_FILE}\n")));
    // game.yaml last: a folder without it is not a game, so a failed init leaves none.
    files.push((GAME_FILE.to_string(), game.to_yaml()));
    game_dir
        .write_all(&files)
        .map_err(|p| common::unreadable(p, &catalog))?;
    let catalog = common::catalog(lang, Some(&game));
    common::outln(
        &catalog.text(
            &Msg::new("init-ok")
                .arg("path", dir.display())
                .arg("ruleset", ruleset.id())
                .arg("count", game.players.len())
                .arg("seed", game.seed),
        ),
    );
    Ok(())
}
