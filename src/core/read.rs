//! The one reader of every file the tool is given: PMs, threads, saved pages, rosters, the
//! rulesets' option files (maps, task lists, decks), `game.yaml`, scenarios, master files.
//!
//! - What is not a regular file is never read: a pipe would wait forever (with the game locked),
//!   a device (`/dev/zero`) never ends, a folder is not a file. The kind is checked before the
//!   file is opened, the file is opened without waiting (`O_NONBLOCK`, so a pipe put there in
//!   between cannot block the open) and checked again once open.
//! - A file is read up to its documented limit and one byte, never further: a larger file is
//!   refused without being read whole, whatever it grows to while read.
//! - Text is UTF-8 (a BOM is dropped); its lines are split by [`crate::core::text::lines`], at
//!   every Unicode line break, by every ruleset.

use crate::core::diag::Problem;
use crate::core::msg::Msg;
use std::fs::{self, File};
use std::io::Read;
use std::path::Path;

/// The limit of a file given by an option (a map, a task list, a deck, a roster): 1 MiB. Such a
/// file is a few KB.
pub const MAX_OPTION_FILE: u64 = 1 << 20;
/// The limit of `game.yaml` and of the copies of it in `history/`: 64 MiB. A long game's state
/// is a few hundred KB.
pub const MAX_GAME_FILE: u64 = 64 << 20;
/// The limit of a scenario file: 16 MiB.
pub const MAX_SCENARIO_FILE: u64 = 16 << 20;

/// Whether a link is followed (a roster, a map the master points at) or refused (a PM in
/// `orders/`: a link there is never followed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Links {
    Follow,
    Refuse,
}

/// Why a file was not read.
#[derive(Debug)]
pub enum Refused {
    /// The system's error (not found, no permission, a folder…).
    Io(std::io::Error),
    /// A link, where links are refused.
    Link,
    /// A folder.
    Folder,
    /// A pipe, a socket, a device.
    Special,
    /// Larger than the limit, in bytes.
    TooBig(u64),
}

impl Refused {
    /// The reason as the `error` argument of a message (`@key` names a catalog message, which
    /// is given `kib` too), for a ruleset's own message about its file.
    pub fn explain(&self, msg: Msg) -> Msg {
        match self {
            Refused::Io(e) => msg.arg("error", crate::core::store::io_error_text(e)),
            Refused::Link => msg.arg("error", "@err-read-link"),
            Refused::Folder => msg.arg("error", "@err-io-is-a-folder"),
            Refused::Special => msg.arg("error", "@err-read-special"),
            Refused::TooBig(limit) => msg
                .arg("error", "@err-read-too-big")
                .arg("kib", limit / 1024),
        }
    }

    /// The core's problem about `path`: it cannot be read (exit 2).
    pub fn problem(&self, path: &Path) -> Problem {
        let msg = self.explain(Msg::new("err-io-read").arg("path", path.display()));
        let help = match self {
            Refused::Special => Some("help-read-special"),
            Refused::TooBig(_) => Some("help-read-too-big"),
            _ => None,
        };
        let problem = Problem::new(msg).unreadable();
        match help {
            Some(help) => problem.help(Msg::new(help)),
            None => problem,
        }
    }
}

/// Opens `path` for reading without waiting for a writer (a pipe), or refuses it.
fn open(path: &Path) -> std::io::Result<File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// The kind of `path` as [`Refused`], or `None` for a regular file.
fn kind(meta: &fs::Metadata) -> Option<Refused> {
    if meta.file_type().is_symlink() {
        Some(Refused::Link)
    } else if meta.is_dir() {
        Some(Refused::Folder)
    } else if !meta.is_file() {
        Some(Refused::Special)
    } else {
        None
    }
}

/// The bytes of the regular file `path`, at most `limit` of them: anything else is refused
/// before it is read (see the module's comment).
pub fn read_bytes(path: &Path, limit: u64, links: Links) -> Result<Vec<u8>, Refused> {
    let meta = match links {
        Links::Follow => fs::metadata(path),
        Links::Refuse => fs::symlink_metadata(path),
    }
    .map_err(Refused::Io)?;
    if let Some(refused) = kind(&meta) {
        return Err(refused);
    }
    let file = open(path).map_err(Refused::Io)?;
    // Checked again once open: the path may have been replaced in between.
    if let Some(refused) = kind(&file.metadata().map_err(Refused::Io)?) {
        return Err(refused);
    }
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(Refused::Io)?;
    if bytes.len() as u64 > limit {
        return Err(Refused::TooBig(limit));
    }
    Ok(bytes)
}

/// The bytes of a file the tool wrote itself in the game folder (a journal, a copy in
/// `history/`), `None` when there is none; read as every other file is.
pub fn read_own(path: &Path, limit: u64) -> Result<Option<Vec<u8>>, Problem> {
    match read_bytes(path, limit, Links::Refuse) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(Refused::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(refused) => Err(refused.problem(path)),
    }
}

/// The text of the regular file `path` (links followed), at most `limit` bytes of UTF-8; every
/// problem is the core's, about `path`.
pub fn read_text(path: &Path, limit: u64) -> Result<String, Problem> {
    let bytes = read_bytes(path, limit, Links::Follow).map_err(|r| r.problem(path))?;
    crate::core::store::decode_text(&path.display().to_string(), &bytes)
}

/// A ruleset's option file (`--option map=FILE`…): its text, or the ruleset's message `key`
/// (with `path` and `error`) saying why it cannot be read.
pub fn read_option_file(path: &str, key: &str) -> Result<String, Problem> {
    let bytes = read_bytes(Path::new(path), MAX_OPTION_FILE, Links::Follow)
        .map_err(|r| Problem::new(r.explain(Msg::new(key).arg("path", path))).unreadable())?;
    crate::core::store::decode_text(path, &bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir() -> tempfile::TempDir {
        tempfile::tempdir().unwrap()
    }

    #[test]
    fn a_file_within_the_limit_is_read_whole() {
        let d = dir();
        let path = d.path().join("a.txt");
        fs::write(&path, "hola\n").unwrap();
        assert_eq!(read_bytes(&path, 5, Links::Follow).unwrap(), b"hola\n");
    }

    #[test]
    fn a_file_over_the_limit_is_refused() {
        let d = dir();
        let path = d.path().join("a.txt");
        fs::write(&path, "hola\n").unwrap();
        assert!(matches!(
            read_bytes(&path, 4, Links::Follow),
            Err(Refused::TooBig(4))
        ));
    }

    #[cfg(unix)]
    #[test]
    fn an_endless_device_is_never_read() {
        let zero = Path::new("/dev/zero");
        assert!(matches!(
            read_bytes(zero, MAX_GAME_FILE, Links::Follow),
            Err(Refused::Special)
        ));
    }

    #[test]
    fn a_folder_is_refused() {
        let d = dir();
        assert!(matches!(
            read_bytes(d.path(), 10, Links::Follow),
            Err(Refused::Folder)
        ));
    }

    #[cfg(unix)]
    #[test]
    fn a_link_is_refused_where_links_are() {
        let d = dir();
        let target = d.path().join("a.txt");
        fs::write(&target, "x").unwrap();
        let link = d.path().join("b.txt");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        assert!(matches!(
            read_bytes(&link, 10, Links::Refuse),
            Err(Refused::Link)
        ));
        assert_eq!(read_bytes(&link, 10, Links::Follow).unwrap(), b"x");
    }
}
