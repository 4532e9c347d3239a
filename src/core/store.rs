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
//! `game.yaml`, then the orders move into `history/`, then the journal goes. A run killed at any
//! step leaves the old game or the new one; the next run under the lock finishes or forgets the
//! interrupted step (see [`GameDir::recover`]).

use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::orders::{self, OrderFile};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

pub const GAME_FILE: &str = "game.yaml";
pub const LOCK_FILE: &str = ".adjudicate.lock";
const JOURNAL: &str = ".adjudicate.pending";

/// A failure to read or write the game folder (exit code 2).
#[derive(Debug)]
pub struct IoProblem(pub Problem);

fn io_problem(key: &str, path: &Path, err: impl std::fmt::Display) -> IoProblem {
    IoProblem(
        Problem::new(Msg::new(key).arg("path", path.display()).arg("error", err)).unreadable(),
    )
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
        let file = File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| io_problem("err-io-write", &path, e))?;
        match file.try_lock() {
            Ok(()) => Ok(Lock { _file: file }),
            Err(std::fs::TryLockError::WouldBlock) => Err(IoProblem(
                Problem::new(Msg::new("err-locked").arg("path", self.root.display()))
                    .help(Msg::new("help-locked")),
            )),
            Err(std::fs::TryLockError::Error(e)) => Err(io_problem("err-io-write", &path, e)),
        }
    }

    /// Reads `game.yaml`. YAML errors point at the line and column.
    pub fn load(&self) -> Result<Game, IoProblem> {
        let path = self.path(GAME_FILE);
        let text = fs::read_to_string(&path).map_err(|e| io_problem("err-io-read", &path, e))?;
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

    /// The files of `orders/` as found, for [`crate::core::engine::prepare`].
    pub fn raw_orders(&self) -> Result<Vec<RawFile>, Problem> {
        let dir = self.path("orders");
        let mut entries: Vec<PathBuf> = match fs::read_dir(&dir) {
            Ok(rd) => rd.filter_map(|e| e.ok().map(|e| e.path())).collect(),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return Err(io_problem("err-io-read", &dir, e).0),
        };
        entries.sort();
        Ok(entries.iter().map(|p| RawFile::from_path(p)).collect())
    }

    /// Every PM of `orders/` that could be read, and the problems of the others (bad file
    /// names, encodings…), so that a check can report the orders of the readable PMs too.
    pub fn scan_orders(&self, game: &Game) -> (Vec<OrderFile>, Vec<Problem>) {
        let dir = self.path("orders");
        let mut entries: Vec<PathBuf> = match fs::read_dir(&dir) {
            Ok(rd) => rd.filter_map(|e| e.ok().map(|e| e.path())).collect(),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return (Vec::new(), vec![io_problem("err-io-read", &dir, e).0]),
        };
        entries.sort();
        scan_order_files(
            game,
            entries.iter().map(|p| RawFile::from_path(p)).collect(),
        )
    }

    /// Finishes or forgets a phase write that a killed run left half done.
    pub fn recover(&self) -> Result<(), IoProblem> {
        let journal = self.path(JOURNAL);
        let Ok(from_phase) = fs::read_to_string(&journal) else {
            // No phase write was interrupted.
            return Ok(());
        };
        let from_phase = from_phase.trim().to_string();
        let game = self.load()?;
        if game.phase != from_phase {
            // game.yaml was committed: finish moving the PMs into history/.
            self.archive_orders(&from_phase)?;
        } else {
            // It was not: the reports and the history copy of that phase are a run that never
            // happened. The PMs are still in orders/.
            let reports = self.path(&format!("reports/{from_phase}"));
            if reports.exists() {
                fs::remove_dir_all(&reports)
                    .map_err(|e| io_problem("err-io-write", &reports, e))?;
            }
            let before = self.path(&format!("history/{from_phase}/game.yaml"));
            if before.exists() {
                fs::remove_file(&before).map_err(|e| io_problem("err-io-write", &before, e))?;
            }
        }
        // The temp files a killed run left are in the folders that phase writes to.
        for dir in [
            self.root.clone(),
            self.path(&format!("reports/{from_phase}")),
            self.path(&format!("history/{from_phase}")),
        ] {
            clean_temp_files(&dir);
        }
        fs::remove_file(&journal).map_err(|e| io_problem("err-io-write", &journal, e))?;
        Ok(())
    }

    fn archive_orders(&self, phase: &str) -> Result<(), IoProblem> {
        let orders = self.path("orders");
        let target = self.path(&format!("history/{phase}/orders"));
        if orders.exists() && !target.exists() {
            if let Some(parent) = target.parent() {
                fs::create_dir_all(parent).map_err(|e| io_problem("err-io-write", parent, e))?;
            }
            fs::rename(&orders, &target).map_err(|e| io_problem("err-io-write", &target, e))?;
        }
        fs::create_dir_all(&orders).map_err(|e| io_problem("err-io-write", &orders, e))?;
        // git keeps no empty folder: the master's next PMs go in a folder git knows.
        let keep = orders.join(".gitkeep");
        if !keep.exists() {
            File::create(&keep).map_err(|e| io_problem("err-io-write", &keep, e))?;
        }
        Ok(())
    }

    /// Writes a resolved phase: `files` (paths relative to the game folder), then the new
    /// `game.yaml`, then moves `orders/` to `history/<phase>/orders`.
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
        for (rel, text) in files {
            write_atomic(&self.path(rel), text.as_bytes())?;
        }
        crash_point(2);
        write_atomic(&self.path(GAME_FILE), new_game.as_bytes())?;
        crash_point(3);
        self.archive_orders(phase)?;
        crash_point(4);
        let journal = self.path(JOURNAL);
        fs::remove_file(&journal).map_err(|e| io_problem("err-io-write", &journal, e))?;
        Ok(())
    }

    /// Writes files that are not a phase (setup, a new game).
    pub fn write_all(&self, files: &[(String, String)]) -> Result<(), IoProblem> {
        for (rel, text) in files {
            write_atomic(&self.path(rel), text.as_bytes())?;
        }
        Ok(())
    }
}

/// Fault injection for the crash tests: `ADJUDICATE_CRASH_AT=n` aborts the process at step `n`
/// of a phase write, as a power cut would.
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
    serde_yaml::from_str::<Game>(text).map_err(|e| {
        let span = e
            .location()
            .map(|l| l.index()..(l.index() + 1).min(text.len()))
            .unwrap_or(0..0);
        Problem::new(Msg::new("err-game-yaml").arg("error", e))
            .at(path, text, span)
            .help(Msg::new("help-game-yaml"))
    })
}

/// A text file's bytes as text: UTF-8, a byte-order mark dropped. Anything else is a problem
/// that points at the first bad byte, its line, and says how to save the file.
pub fn decode_text(shown: &str, bytes: &[u8]) -> Result<String, Problem> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
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

/// Temp file in the same folder, flushed to disk, then renamed over the target.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), IoProblem> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir).map_err(|e| io_problem("err-io-write", dir, e))?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.tmp"));
    let result = (|| -> std::io::Result<()> {
        let mut file = File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&tmp, path)
    })();
    result.map_err(|e| {
        let _ = fs::remove_file(&tmp);
        io_problem("err-io-write", path, e)
    })
}

/// Removes the temp files (`.name.tmp`) of one folder.
fn clean_temp_files(dir: &Path) {
    let Ok(rd) = fs::read_dir(dir) else { return };
    for entry in rd.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') && name.ends_with(".tmp") {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// One entry of `orders/` as found on disk (or given by a scenario).
pub struct RawFile {
    /// The file name, `None` when it is not valid UTF-8 (shown lossily in `shown`).
    pub name: Option<String>,
    pub shown: String,
    pub is_dir: bool,
    pub bytes: std::io::Result<Vec<u8>>,
}

impl RawFile {
    pub fn from_path(path: &Path) -> RawFile {
        let lossy = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let is_dir = path.is_dir();
        RawFile {
            name: path
                .file_name()
                .and_then(|n| n.to_str())
                .map(str::to_string),
            shown: format!("orders/{lossy}"),
            is_dir,
            bytes: if is_dir {
                Ok(Vec::new())
            } else {
                fs::read(path)
            },
        }
    }

    pub fn from_text(name: &str, text: &str) -> RawFile {
        RawFile {
            name: Some(name.to_string()),
            shown: format!("orders/{name}"),
            is_dir: false,
            bytes: Ok(text.as_bytes().to_vec()),
        }
    }
}

/// The file name problems, the encoding problems, then each PM split into lines.
pub fn read_order_files(game: &Game, paths: &[PathBuf]) -> Result<Vec<OrderFile>, Vec<Problem>> {
    let raw: Vec<RawFile> = paths.iter().map(|p| RawFile::from_path(p)).collect();
    parse_order_files(game, raw)
}

/// Checks names and encodings of PMs and splits them into lines; every problem at once.
pub fn parse_order_files(game: &Game, raw: Vec<RawFile>) -> Result<Vec<OrderFile>, Vec<Problem>> {
    let (files, problems) = scan_order_files(game, raw);
    if problems.is_empty() {
        Ok(files)
    } else {
        Err(problems)
    }
}

/// The PMs whose name and encoding are good, split into lines, and the problems of the rest.
pub fn scan_order_files(game: &Game, raw: Vec<RawFile>) -> (Vec<OrderFile>, Vec<Problem>) {
    let names = game.names();
    let mut problems = Vec::new();
    let mut files: Vec<OrderFile> = Vec::new();
    for entry in raw {
        let shown = entry.shown.clone();
        let Some(file_name) = entry.name.as_deref() else {
            problems.push(
                Problem::new(Msg::new("err-file-name-encoding").arg("file", &shown))
                    .help(Msg::new("help-file-name")),
            );
            continue;
        };
        if file_name == ".gitkeep" {
            continue;
        }
        let name_problem = |key: &str, help: Msg| {
            Problem::new(Msg::new(key).arg("file", &shown))
                .at(&shown, file_name, 0..file_name.len())
                .help(help)
        };
        if entry.is_dir {
            problems.push(name_problem("err-file-is-dir", Msg::new("help-file-name")));
            continue;
        }
        let stem = match file_name.rsplit_once('.') {
            Some((stem, ext)) if ext.eq_ignore_ascii_case("txt") && !stem.is_empty() => stem,
            _ => {
                problems.push(name_problem("err-file-name", Msg::new("help-file-name")));
                continue;
            }
        };
        let player = match names.resolve(stem) {
            Ok(p) => p,
            Err(miss) => {
                let mut p = Problem::new(
                    Msg::new("err-file-player")
                        .arg("file", &shown)
                        .arg("name", stem),
                )
                .at(&shown, file_name, 0..stem.len());
                p.help = Some(Box::new(crate::core::grammar::miss_help(&miss)));
                problems.push(p);
                continue;
            }
        };
        if let Some(first) = files.iter().find(|f| f.player == player) {
            problems.push(
                Problem::new(
                    Msg::new("err-file-duplicate")
                        .arg("file", &shown)
                        .arg("player", &player)
                        .arg("other", &first.path),
                )
                .at(&shown, file_name, 0..stem.len())
                .help(Msg::new("help-file-duplicate")),
            );
            continue;
        }
        let bytes = match entry.bytes {
            Ok(b) => b,
            Err(e) => {
                problems.push(io_problem("err-io-read", Path::new(&shown), e).0);
                continue;
            }
        };
        let source = match decode_text(&shown, &bytes) {
            Ok(s) => s,
            Err(p) => {
                problems.push(p);
                continue;
            }
        };
        if source.trim().is_empty() {
            problems.push(
                Problem::new(Msg::new("err-file-empty").arg("file", &shown))
                    .help(Msg::new("help-file-empty")),
            );
            continue;
        }
        let source: crate::core::diag::Source = source.into();
        let (sent, lines, bad_sent) = orders::split_lines(&source);
        for bad in bad_sent {
            problems.push(
                Problem::new(Msg::new("err-sent").arg("file", &shown))
                    .at(&shown, &source, bad.span)
                    .help(Msg::new("help-sent")),
            );
        }
        files.push(OrderFile {
            player,
            path: shown,
            source,
            sent,
            lines,
            ignored: Vec::new(),
        });
    }
    (files, problems)
}
