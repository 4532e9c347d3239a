//! The phases archived in `history/`.

use super::{GAME_FILE, GameDir, is_plain_component};
use std::fs;

impl GameDir {
    /// The phases archived in `history/` (each a folder holding the `game.yaml` before it),
    /// sorted by name.
    /// A link (to another game, elsewhere) is not an archive: nothing is read or moved through it.
    pub fn archived_phases(&self) -> Vec<String> {
        let history = self.path("history");
        if !fs::symlink_metadata(&history).is_ok_and(|m| m.is_dir()) {
            return Vec::new();
        }
        let Ok(rd) = fs::read_dir(&history) else {
            return Vec::new();
        };
        let mut phases: Vec<String> = rd
            .flatten()
            .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
            .filter_map(|e| e.file_name().to_str().map(str::to_string))
            .filter(|name| is_plain_component(name) && !name.starts_with('.'))
            .filter(|name| {
                fs::symlink_metadata(self.path(&format!("history/{name}/{GAME_FILE}")))
                    .is_ok_and(|m| m.is_file())
            })
            .collect();
        phases.sort();
        phases
    }

    /// Whether `history/` archives the phase `phase`: one of [`GameDir::archived_phases`],
    /// looked up by its own name instead of listing the whole history.
    pub fn is_archived(&self, phase: &str) -> bool {
        let history = self.path("history");
        is_plain_component(phase)
            && !phase.starts_with('.')
            && fs::symlink_metadata(&history).is_ok_and(|m| m.is_dir())
            && fs::symlink_metadata(history.join(phase)).is_ok_and(|m| m.is_dir())
            && fs::symlink_metadata(self.path(&format!("history/{phase}/{GAME_FILE}")))
                .is_ok_and(|m| m.is_file())
    }
}
