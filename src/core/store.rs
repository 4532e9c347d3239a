//! The game folder on disk: reading it, locking it, and writing a phase atomically.
//!
//! ```text
//! mygame/
//!   game.yaml                    the whole state
//!   orders/<Player>.txt          this phase's PMs
//!   reports/<phase>/public.md    public summary; reports/<phase>/<Player>.md private reports
//!   history/<phase>/game.yaml    the state before the phase; history/<phase>/orders/ its PMs
//! ```
//!
//! A phase is written in steps whose commit point is the rename of `game.yaml`: a journal naming
//! the phase first, then the reports and the history copy (each by temp file and rename), then
//! `game.yaml`, then the orders move into `history/`, then the journal goes. A write that fails
//! before the commit point takes back what it wrote; a run killed at any step leaves the old
//! game or the new one, and the next run under the lock, whatever the command, finishes or
//! forgets the interrupted step (see [`GameDir::recover`]).

use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::inbox::MAX_PM_BYTES;
use crate::core::msg::{Lang, Msg};
use crate::core::orders::OrderFile;
use crate::core::read::{Links, MAX_GAME_FILE, read_bytes, read_own};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

pub use crate::core::inbox::{
    EntryKind, RawFile, parse_order_files, read_order_files, scan_order_files,
};

pub const GAME_FILE: &str = "game.yaml";
pub const LOCK_FILE: &str = ".adjudicate.lock";
const JOURNAL: &str = ".adjudicate.pending";
/// The journal of an undo: the phase being taken back.
const UNDO_JOURNAL: &str = ".adjudicate.undo";
/// A journal names one phase: never more than this.
const JOURNAL_LIMIT: u64 = 4096;

/// A failure to read or write the game folder (exit code 2).
#[derive(Debug)]
pub struct IoProblem(pub Problem);

/// A system error in the game's language where it is a common one, in the system's words
/// otherwise (as an argument of a message: `@key` names a catalog message).
pub fn io_error_text(err: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    let key = match err.kind() {
        K::NotFound => "err-io-not-found",
        K::PermissionDenied => "err-io-permission",
        K::AlreadyExists => "err-io-exists",
        K::NotADirectory => "err-io-not-a-folder",
        K::IsADirectory => "err-io-is-a-folder",
        K::DirectoryNotEmpty => "err-io-folder-not-empty",
        K::StorageFull | K::QuotaExceeded => "err-io-full",
        K::ReadOnlyFilesystem => "err-io-read-only",
        K::InvalidFilename => "err-io-bad-name",
        K::InvalidData => "err-io-not-utf8",
        _ => return err.to_string(),
    };
    format!("@{key}")
}

/// `key` (`err-io-read`, `err-io-write`) about `path`, with the system's error.
pub fn io_problem(key: &str, path: &Path, err: &std::io::Error) -> IoProblem {
    IoProblem(
        Problem::new(
            Msg::new(key)
                .arg("path", path.display())
                .arg("error", io_error_text(err)),
        )
        .unreadable(),
    )
}

/// A file that must be a regular file (`game.yaml`, the lock), read or opened only when it is
/// one: a pipe would wait forever.
fn not_a_file(path: &Path) -> Option<IoProblem> {
    let meta = fs::metadata(path).ok()?;
    (!meta.is_file()).then(|| {
        IoProblem(Problem::new(Msg::new("err-not-a-file").arg("path", path.display())).unreadable())
    })
}

/// Is `name` one plain component of a path (a phase id from the journal)?
fn is_plain_component(name: &str) -> bool {
    !name.is_empty()
        && name != "."
        && name != ".."
        && !name.contains(['/', '\\'])
        && !name.chars().any(char::is_control)
}

pub struct GameDir {
    pub root: PathBuf,
}

/// Held while a command reads and writes a game; released on drop.
pub struct Lock {
    _file: File,
}

impl GameDir {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        GameDir { root: root.into() }
    }

    pub fn path(&self, rel: &str) -> PathBuf {
        self.root.join(rel)
    }

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
        parse_game(&text, &path.display().to_string()).map_err(IoProblem)
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

    /// Takes back what a phase write wrote before its commit point: `reports/<phase>/`, the
    /// history copy and the folders made for it, the temp files. The game is the old one.
    fn forget_phase(&self, phase: &str) -> Result<(), IoProblem> {
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

    fn archive_orders(&self, phase: &str) -> Result<(), IoProblem> {
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

    /// Writes the files of a new game (paths relative to the game folder), all or none: on a
    /// failure, the files it made are removed, the files it replaced get their old bytes back,
    /// and the folders it made go.
    pub fn create_all(&self, files: &[(String, Vec<u8>)]) -> Result<(), IoProblem> {
        let mut made_dirs: Vec<PathBuf> = Vec::new();
        let mut made_files: Vec<PathBuf> = Vec::new();
        let mut replaced: Vec<(PathBuf, Vec<u8>)> = Vec::new();
        let mut result = Ok(());
        for (rel, bytes) in files {
            let path = self.path(rel);
            let mut missing: Vec<PathBuf> = path
                .ancestors()
                .skip(1)
                .take_while(|d| d.starts_with(&self.root) && fs::symlink_metadata(d).is_err())
                .map(Path::to_path_buf)
                .collect();
            missing.reverse();
            made_dirs.extend(missing);
            match fs::symlink_metadata(&path) {
                Ok(m) if m.is_file() => match read_bytes(&path, MAX_GAME_FILE, Links::Refuse) {
                    Ok(old) => replaced.push((path.clone(), old)),
                    Err(refused) => {
                        result = Err(IoProblem(refused.problem(&path)));
                        break;
                    }
                },
                _ => made_files.push(path.clone()),
            }
            if let Err(problem) = write_atomic(&path, bytes) {
                result = Err(problem);
                break;
            }
        }
        if result.is_err() {
            for path in &made_files {
                let _ = fs::remove_file(path);
            }
            for (path, old) in &replaced {
                let _ = write_atomic(path, old);
            }
            for dir in made_dirs.iter().rev() {
                let _ = fs::remove_dir(dir);
            }
        }
        result
    }
}

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
    fn finish_undo(&self, phase: &str) -> Result<(), IoProblem> {
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

/// Fault injection for the crash tests: `ADJUDICATE_CRASH_AT=n` aborts the process at step `n`
/// of a phase write (1–4) or of an undo (11–15), as a power cut would.
fn crash_point(step: u32) {
    if std::env::var("ADJUDICATE_CRASH_AT")
        .ok()
        .and_then(|v| v.parse().ok())
        == Some(step)
    {
        std::process::abort();
    }
}

pub fn parse_game(text: &str, path: &str) -> Result<Game, Problem> {
    // A byte-order mark (Windows Notepad saves one) is no part of the YAML: with it, the first
    // key reads `\u{feff}format` and the game was refused for a field it has.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
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

/// Temp file in the same folder, flushed to disk, then renamed over the target (a link at the
/// target is replaced, never written through). The temp file is made new: a link left in its
/// place is removed, not followed.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), IoProblem> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir).map_err(|e| io_problem("err-io-write", dir, &e))?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.tmp"));
    let result = (|| -> std::io::Result<()> {
        if fs::symlink_metadata(&tmp).is_ok() {
            fs::remove_file(&tmp)?;
        }
        let mut file = File::options().write(true).create_new(true).open(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&tmp, path)
    })();
    result.map_err(|e| {
        let _ = fs::remove_file(&tmp);
        io_problem("err-io-write", path, &e)
    })
}

/// Removes the temp files (`.name.tmp`) of one folder.
fn clean_temp_files(dir: &Path) {
    let Ok(rd) = fs::read_dir(dir) else { return };
    for entry in rd.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let is_file = entry.file_type().is_ok_and(|t| !t.is_dir());
        if is_file && name.starts_with('.') && name.ends_with(".tmp") {
            let _ = fs::remove_file(entry.path());
        }
    }
}
