//! Recovery: what a killed run left half done (a phase write, an undo) is finished or
//! forgotten by the next run, under the lock, before anything else.

use super::write::clean_temp_files;
use super::{
    GameDir, IoProblem, JOURNAL, JOURNAL_LIMIT, UNDO_JOURNAL, io_problem, is_plain_component,
};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::read::read_own;
use std::fs;

impl GameDir {
    /// Finishes or forgets a phase write that a killed run left half done, and removes the
    /// temp files a killed run left in the game folder (a journal, a map half written). Every
    /// command that opens a game does this first, under the lock, the same way.
    pub fn recover(&self) -> Result<(), IoProblem> {
        let result = self.recover_phase().and_then(|()| self.recover_undo());
        clean_temp_files(&self.root);
        result
    }

    fn recover_phase(&self) -> Result<(), IoProblem> {
        let journal = self.path(JOURNAL);
        let from_phase = match read_own(&journal, JOURNAL_LIMIT).map_err(IoProblem)? {
            Some(bytes) => String::from_utf8_lossy(&bytes).trim().to_string(),
            // No phase write was interrupted.
            None => return Ok(()),
        };
        if !is_plain_component(&from_phase) {
            // Not a journal this program wrote: nothing is removed on its word.
            return Err(IoProblem(
                Problem::new(Msg::new("err-journal").arg("path", journal.display()))
                    .help(Msg::new("help-journal"))
                    .unreadable(),
            ));
        }
        let game = self.load()?;
        if game.phase != from_phase {
            // game.yaml was committed: finish moving the PMs into history/.
            self.archive_orders(&from_phase)?;
            clean_temp_files(&self.path(&format!("reports/{from_phase}")));
            clean_temp_files(&self.path(&format!("history/{from_phase}")));
        } else {
            // It was not: the reports and the history copy of that phase are a run that never
            // happened. The PMs are still in orders/.
            self.forget_phase(&from_phase)?;
        }
        fs::remove_file(&journal).map_err(|e| io_problem("err-io-write", &journal, &e))
    }

    /// Finishes or forgets an undo a killed run left half done: once `game.yaml` is the state
    /// before the phase again, the rest is done; before, only the journal goes.
    fn recover_undo(&self) -> Result<(), IoProblem> {
        let journal = self.path(UNDO_JOURNAL);
        let phase = match read_own(&journal, JOURNAL_LIMIT).map_err(IoProblem)? {
            Some(bytes) => String::from_utf8_lossy(&bytes).trim().to_string(),
            None => return Ok(()),
        };
        if !is_plain_component(&phase) {
            return Err(IoProblem(
                Problem::new(Msg::new("err-journal").arg("path", journal.display()))
                    .help(Msg::new("help-journal"))
                    .unreadable(),
            ));
        }
        if self.load()?.phase == phase {
            self.finish_undo(&phase)
        } else {
            fs::remove_file(&journal).map_err(|e| io_problem("err-io-write", &journal, &e))
        }
    }
}
