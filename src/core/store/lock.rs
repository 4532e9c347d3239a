//! The game's lock: one run at a time reads and writes a game folder.

use super::{GameDir, IoProblem, LOCK_FILE, io_problem, not_a_file};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use std::fs::File;

/// Held while a command reads and writes a game; released on drop.
pub struct Lock {
    _file: File,
}

impl GameDir {
    /// Takes the game's lock, or says another run holds it.
    pub fn lock(&self) -> Result<Lock, IoProblem> {
        let path = self.path(LOCK_FILE);
        if let Some(problem) = not_a_file(&path) {
            return Err(problem);
        }
        let file = File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| io_problem("err-io-write", &path, &e))?;
        match file.try_lock() {
            Ok(()) => Ok(Lock { _file: file }),
            Err(std::fs::TryLockError::WouldBlock) => Err(IoProblem(
                Problem::new(Msg::new("err-locked").arg("path", self.root.display()))
                    .help(Msg::new("help-locked")),
            )),
            Err(std::fs::TryLockError::Error(e)) => Err(io_problem("err-io-write", &path, &e)),
        }
    }
}
