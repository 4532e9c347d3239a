//! Writing a resolved phase: the journal, the reports and the history copy, `game.yaml` (the
//! commit point), then the PMs moved into `history/`.

use super::write::clean_temp_files;
use super::{GAME_FILE, GameDir, IoProblem, JOURNAL, crash_point, io_problem, write_atomic};
use crate::core::msg::Msg;
use std::fs::{self, File};

impl GameDir {
    /// Takes back what a phase write wrote before its commit point: `reports/<phase>/`, the
    /// history copy and the folders made for it, the temp files. The game is the old one.
    pub(super) fn forget_phase(&self, phase: &str) -> Result<(), IoProblem> {
        let reports = self.path(&format!("reports/{phase}"));
        if fs::symlink_metadata(&reports).is_ok() {
            fs::remove_dir_all(&reports).map_err(|e| io_problem("err-io-write", &reports, &e))?;
        }
        let history = self.path(&format!("history/{phase}"));
        let before = history.join(GAME_FILE);
        if fs::symlink_metadata(&before).is_ok_and(|m| m.is_file()) {
            fs::remove_file(&before).map_err(|e| io_problem("err-io-write", &before, &e))?;
        }
        clean_temp_files(&history);
        // Only empty folders go: `remove_dir` refuses any other.
        let _ = fs::remove_dir(&history);
        let _ = fs::remove_dir(self.path("history"));
        Ok(())
    }

    pub(super) fn archive_orders(&self, phase: &str) -> Result<(), IoProblem> {
        let orders = self.path("orders");
        let target = self.path(&format!("history/{phase}/orders"));
        if orders.exists() && !target.exists() {
            if let Some(parent) = target.parent() {
                fs::create_dir_all(parent).map_err(|e| io_problem("err-io-write", parent, &e))?;
            }
            fs::rename(&orders, &target).map_err(|e| io_problem("err-io-write", &target, &e))?;
        }
        fs::create_dir_all(&orders).map_err(|e| io_problem("err-io-write", &orders, &e))?;
        // git keeps no empty folder: the master's next PMs go in a folder git knows.
        let keep = orders.join(".gitkeep");
        if !keep.exists() {
            File::create(&keep).map_err(|e| io_problem("err-io-write", &keep, &e))?;
        }
        Ok(())
    }

    /// Writes a resolved phase: `files` (paths relative to the game folder), then the new
    /// `game.yaml`, then moves `orders/` to `history/<phase>/orders`. A failure before
    /// `game.yaml` is renamed takes back every file of the phase: no report of a phase that did
    /// not happen is left for a master to post (and should that fail too, the journal stays and
    /// the next command takes them back).
    pub fn commit_phase(
        &self,
        phase: &str,
        files: &[(String, String)],
        new_game: &str,
    ) -> Result<(), IoProblem> {
        // The journal first: whatever happens next, the next run knows which phase was being
        // written, and where its temp files are.
        write_atomic(&self.path(JOURNAL), phase.as_bytes())?;
        crash_point(1);
        let before_commit = (|| {
            for (rel, text) in files {
                write_atomic(&self.path(rel), text.as_bytes())?;
            }
            crash_point(2);
            write_atomic(&self.path(GAME_FILE), new_game.as_bytes())
        })();
        if let Err(problem) = before_commit {
            if self.forget_phase(phase).is_ok() {
                let _ = fs::remove_file(self.path(JOURNAL));
            }
            return Err(problem);
        }
        crash_point(3);
        let committed = |IoProblem(p): IoProblem| IoProblem(p.help(Msg::new("help-committed")));
        self.archive_orders(phase).map_err(committed)?;
        crash_point(4);
        let journal = self.path(JOURNAL);
        fs::remove_file(&journal).map_err(|e| committed(io_problem("err-io-write", &journal, &e)))
    }
}
