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

mod history;
mod lock;
mod phase;
mod read;
mod recover;
mod undo;
mod write;

use crate::core::diag::Problem;
use crate::core::msg::Msg;
use std::fs;
use std::path::{Path, PathBuf};

pub use crate::core::inbox::{
    EntryKind, RawFile, parse_order_files, read_order_files, scan_order_files,
};
pub use lock::Lock;
pub use read::{decode_text, parse_game};
pub use write::write_atomic;

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
    /// The text of `game.yaml` as [`GameDir::load`] last read it: the copy `next` archives as
    /// the game before the phase (`history/<phase>/game.yaml`), written once, not encoded again.
    loaded: std::sync::OnceLock<std::sync::Arc<str>>,
}

impl GameDir {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        GameDir {
            root: root.into(),
            loaded: std::sync::OnceLock::new(),
        }
    }

    pub fn path(&self, rel: &str) -> PathBuf {
        self.root.join(rel)
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
