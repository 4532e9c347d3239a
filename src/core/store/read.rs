//! Reading the game folder: `game.yaml`, its language, the PMs of `orders/`, text files.

use super::{GAME_FILE, GameDir, IoProblem, RawFile, scan_order_files};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::{Lang, Msg};
use crate::core::orders::OrderFile;

impl GameDir {
    /// The language `game.yaml` names, read without the lock and without parsing the rest, for
    /// the messages of a command that cannot open the game (locked, unreadable): the game's
    /// language is known before the game is.
    pub fn language(&self) -> Option<Lang> {
        let path = self.path(GAME_FILE);
        let text = crate::core::read::read_text(&path, crate::core::read::MAX_GAME_FILE).ok()?;
        text.lines().find_map(|line| {
            let value = line.strip_prefix("language:")?;
            let value = value.split('#').next()?.trim().trim_matches(['"', '\'']);
            Lang::parse(value)
        })
    }

    /// Reads `game.yaml`. YAML errors point at the line and column.
    pub fn load(&self) -> Result<Game, IoProblem> {
        let path = self.path(GAME_FILE);
        let text = crate::core::read::read_text(&path, crate::core::read::MAX_GAME_FILE)
            .map_err(IoProblem)?;
        let game = parse_game(&text, &path.display().to_string()).map_err(IoProblem)?;
        // Archived without the byte-order mark parse_game reads past.
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        let _ = self.loaded.set(text.into());
        Ok(game)
    }

    /// The text of `game.yaml` as [`GameDir::load`] read it, if it did.
    pub fn loaded_text(&self) -> Option<std::sync::Arc<str>> {
        self.loaded.get().cloned()
    }

    /// Reads every PM in `orders/`. Problems of every file are returned together.
    pub fn read_orders(&self, game: &Game) -> Result<Vec<OrderFile>, Vec<Problem>> {
        let (files, problems) = self.scan_orders(game);
        if problems.is_empty() {
            Ok(files)
        } else {
            Err(problems)
        }
    }

    /// The files of `orders/` as found, for [`crate::core::engine::prepare`]; the folders named
    /// after a player of `game` with their files.
    pub fn raw_orders(&self, game: &Game) -> Result<Vec<RawFile>, Problem> {
        crate::core::inbox::read_folder(&self.path("orders"), game)
    }

    /// Every PM of `orders/` that could be read, and the problems of the others (bad file
    /// names, encodings…), so that a check can report the orders of the readable PMs too.
    pub fn scan_orders(&self, game: &Game) -> (Vec<OrderFile>, Vec<Problem>) {
        match self.raw_orders(game) {
            Ok(raw) => scan_order_files(game, raw),
            Err(p) => (Vec::new(), vec![p]),
        }
    }
}

pub fn parse_game(text: &str, path: &str) -> Result<Game, Problem> {
    // A byte-order mark (Windows Notepad saves one) is no part of the YAML: with it, the first
    // key reads `\u{feff}format` and the game was refused for a field it has.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let text = &*crate::core::yaml_depth::bounded(text);
    let game = serde_yaml::from_str::<Game>(text).map_err(|e| {
        let span = e
            .location()
            .map(|l| l.index()..(l.index() + 1).min(text.len()))
            .unwrap_or(0..0);
        Problem::new(crate::core::yaml_error::in_words("err-game-yaml", &e, None))
            .at(path, text, span)
            .help(Msg::new("help-game-yaml"))
    })?;
    crate::core::game_fields::missing(text, path)?;
    Ok(game)
}

/// A text file's bytes as text: UTF-8, a byte-order mark dropped. Anything else is a problem
/// that points at the first bad byte, its line, and says how to save the file.
pub fn decode_text(shown: &str, bytes: &[u8]) -> Result<String, Problem> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    // A NUL is never in a pasted text: UTF-16 without its mark (every other byte 0), a binary.
    if let Some(at) = bytes.iter().position(|&b| b == 0) {
        let line = bytes[..at].iter().filter(|b| **b == b'\n').count() + 1;
        return Err(Problem::new(
            Msg::new("err-not-utf8")
                .arg("file", shown)
                .arg("line", line)
                .arg("byte", at),
        )
        .help(Msg::new("help-not-utf8"))
        .unreadable());
    }
    std::str::from_utf8(bytes).map(str::to_string).map_err(|e| {
        let good = e.valid_up_to();
        let lossy = String::from_utf8_lossy(bytes).into_owned();
        let line = bytes[..good].iter().filter(|b| **b == b'\n').count() + 1;
        let at = String::from_utf8_lossy(&bytes[..good]).len();
        Problem::new(
            Msg::new("err-not-utf8")
                .arg("file", shown)
                .arg("line", line)
                .arg("byte", good),
        )
        .at(shown, &lossy, at..(at + 1).min(lossy.len()))
        .help(Msg::new("help-not-utf8"))
        .unreadable()
    })
}
