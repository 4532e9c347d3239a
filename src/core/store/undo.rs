//! Taking back a resolved phase (`adjudicate undo`), written like a phase: a journal, then
//! `game.yaml` (the commit point), then the PMs back into `orders/` and the phase's files gone.

use super::write_atomic;
use super::{GAME_FILE, GameDir, IoProblem, UNDO_JOURNAL, crash_point, io_problem, not_a_file};
use crate::core::diag::Problem;
use crate::core::inbox::MAX_PM_BYTES;
use crate::core::msg::Msg;
use crate::core::read::{Links, MAX_GAME_FILE, read_bytes};
use std::fs;
use std::path::PathBuf;

impl GameDir {
    /// Takes back the resolved phase `phase`: `history/<phase>/game.yaml` becomes `game.yaml`
    /// again, the PMs of `history/<phase>/orders/` go back into `orders/`, and the phase's
    /// reports and history copy go. Written like a phase: a journal naming the undo first, then
    /// `game.yaml` (the commit point), then the rest; a run killed at any step leaves the game
    /// before the undo or after it, and the next command finishes it ([`GameDir::recover`]).
    /// The caller has checked that `orders/` holds no PM.
    pub fn undo_phase(&self, phase: &str) -> Result<(), IoProblem> {
        let before = self.path(&format!("history/{phase}/{GAME_FILE}"));
        if let Some(problem) = not_a_file(&before).or_else(|| self.linked_orders(phase)) {
            return Err(problem);
        }
        let old = read_bytes(&before, MAX_GAME_FILE, Links::Refuse)
            .map_err(|refused| IoProblem(refused.problem(&before)))?;
        write_atomic(&self.path(UNDO_JOURNAL), phase.as_bytes())?;
        crash_point(11);
        if let Err(problem) = write_atomic(&self.path(GAME_FILE), &old) {
            let _ = fs::remove_file(self.path(UNDO_JOURNAL));
            return Err(problem);
        }
        crash_point(12);
        let committed =
            |IoProblem(p): IoProblem| IoProblem(p.help(Msg::new("help-undo-committed")));
        self.finish_undo(phase).map_err(committed)
    }

    /// The steps of an undo after its commit point, each one done again safely when a killed
    /// run left it half done: the PMs back into `orders/`, the reports and the history copy
    /// removed, the journal last.
    pub(super) fn finish_undo(&self, phase: &str) -> Result<(), IoProblem> {
        self.restore_orders(phase)?;
        // The day's saved pages, which `next` moved from the game's `thread/`, go back there.
        let pages = self.path(&format!("history/{phase}/thread"));
        let folder = self.path("thread");
        if pages.is_dir() && fs::symlink_metadata(&folder).is_err() {
            fs::rename(&pages, &folder).map_err(|e| io_problem("err-io-write", &folder, &e))?;
        }
        crash_point(13);
        // The phase's reports go; its PM forms (`adjudicate forms`, written before the phase
        // was resolved) stay: they are for the phase awaited again.
        let reports = self.path(&format!("reports/{phase}"));
        if let Ok(entries) = fs::read_dir(&reports) {
            for entry in entries.flatten() {
                if entry.file_name() == "forms" {
                    continue;
                }
                let path = entry.path();
                let gone = match fs::symlink_metadata(&path) {
                    Ok(m) if m.is_dir() => fs::remove_dir_all(&path),
                    _ => fs::remove_file(&path),
                };
                gone.map_err(|e| io_problem("err-io-write", &path, &e))?;
            }
            let _ = fs::remove_dir(&reports);
        }
        crash_point(14);
        let history = self.path(&format!("history/{phase}"));
        if fs::symlink_metadata(&history).is_ok() {
            fs::remove_dir_all(&history).map_err(|e| io_problem("err-io-write", &history, &e))?;
        }
        // Only an empty folder goes: the earlier phases stay.
        let _ = fs::remove_dir(self.path("history"));
        crash_point(15);
        let journal = self.path(UNDO_JOURNAL);
        fs::remove_file(&journal).map_err(|e| io_problem("err-io-write", &journal, &e))
    }

    /// Removes the PM forms written for `phase` (`adjudicate forms`), and its reports folder if
    /// nothing else is left in it: after an undo, the phase they were made for is not the one
    /// awaited any more, and a form offering its choices would mislead the players.
    pub fn remove_forms(&self, phase: &str) -> Result<(), IoProblem> {
        let forms = self.path(&format!("reports/{phase}/forms"));
        if fs::symlink_metadata(&forms).is_ok_and(|m| m.is_dir()) {
            fs::remove_dir_all(&forms).map_err(|e| io_problem("err-io-write", &forms, &e))?;
        }
        let _ = fs::remove_dir(self.path(&format!("reports/{phase}")));
        Ok(())
    }

    /// `orders/` or `history/<phase>/orders/` is a link (or not a folder): an undo moves no PM
    /// through it, out of or into another folder.
    fn linked_orders(&self, phase: &str) -> Option<IoProblem> {
        ["orders".to_string(), format!("history/{phase}/orders")]
            .into_iter()
            .map(|rel| self.path(&rel))
            .find(|path| fs::symlink_metadata(path).is_ok_and(|m| !m.is_dir()))
            .map(|path| {
                IoProblem(
                    Problem::new(Msg::new("err-orders-link").arg("path", path.display()))
                        .help(Msg::new("help-file-link"))
                        .unreadable(),
                )
            })
    }

    /// Moves each entry of `history/<phase>/orders/` back into `orders/`. A PM already there
    /// with other bytes is never overwritten: the undo stops and says so.
    fn restore_orders(&self, phase: &str) -> Result<(), IoProblem> {
        let archived = self.path(&format!("history/{phase}/orders"));
        let orders = self.path("orders");
        if let Some(problem) = self.linked_orders(phase) {
            return Err(problem);
        }
        let Ok(rd) = fs::read_dir(&archived) else {
            return Ok(());
        };
        fs::create_dir_all(&orders).map_err(|e| io_problem("err-io-write", &orders, &e))?;
        let mut entries: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
        entries.sort();
        for from in entries {
            let Some(name) = from.file_name() else {
                continue;
            };
            let to = orders.join(name);
            // A `.DS_Store` the Finder wrote again in orders/ meanwhile stands; the archived one
            // goes with the history (neither is a PM).
            if name
                .to_str()
                .is_some_and(crate::core::inbox::is_folder_litter)
                && fs::symlink_metadata(&to).is_ok()
            {
                continue;
            }
            if let Ok(meta) = fs::symlink_metadata(&to) {
                let same = meta.is_file()
                    && fs::symlink_metadata(&from).is_ok_and(|m| m.is_file())
                    && matches!(
                        (read_bytes(&to, MAX_PM_BYTES, Links::Refuse),
                         read_bytes(&from, MAX_PM_BYTES, Links::Refuse)),
                        (Ok(a), Ok(b)) if a == b
                    );
                if !same {
                    return Err(IoProblem(
                        Problem::new(Msg::new("err-undo-taken").arg("path", to.display()))
                            .help(Msg::new("help-undo-orders")),
                    ));
                }
            }
            fs::rename(&from, &to).map_err(|e| io_problem("err-io-write", &to, &e))?;
        }
        // The day's thread `next` read from outside orders/ was archived beside them: it goes
        // back into orders/, so the day is played again with the votes it had (review 4).
        let thread = self.path(&format!(
            "history/{phase}/{}",
            crate::core::daycount::THREAD_FILE
        ));
        let to = orders.join(crate::core::daycount::THREAD_FILE);
        if fs::symlink_metadata(&thread).is_ok_and(|m| m.is_file())
            && fs::symlink_metadata(&to).is_err()
        {
            fs::rename(&thread, &to).map_err(|e| io_problem("err-io-write", &to, &e))?;
        }
        Ok(())
    }
}
