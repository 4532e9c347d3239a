//! `orders/`, the master's inbox: the files found there, checked before a byte of them is read.
//! A PM is a regular file in `orders/` itself. A link (to `/etc/passwd`, to another game) is
//! never followed and never moved into `history/`; a pipe, a socket or a device is never opened
//! (reading a pipe would wait forever, with the game locked); a folder is not a PM.
//!
//! A player may send several PMs in a phase: `orders/Ana.txt`, `orders/Ana-2.txt`,
//! `orders/Ana-3.txt`…, or the files of a folder named after him, `orders/Ana/*.txt` (one level:
//! a folder in it is not read). They are read in `sent:` order (`core::replaced`).

use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::orders::{self, OrderFile, Place};
use crate::core::read::{Links, Refused, read_bytes};
use crate::core::store::{decode_text, io_problem};
use std::fs;
use std::path::{Path, PathBuf};

/// What an entry of `orders/` is on disk, links not followed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryKind {
    File,
    Dir,
    Link,
    /// A pipe, a socket, a device.
    Special,
    /// A file over [`MAX_PM_BYTES`] or [`MAX_PM_LINES`]: never a forum PM.
    TooBig,
}

/// The largest PM read: 1 MiB. A forum PM is a few KB; the limit keeps a pasted log or a
/// binary from costing memory and time (reading is linear below it).
pub const MAX_PM_BYTES: u64 = 1 << 20;
/// The most lines a PM may have.
pub const MAX_PM_LINES: usize = 20_000;

/// One entry of `orders/` as found on disk (or given by a scenario).
pub struct RawFile {
    /// The file name, `None` when it is not valid UTF-8 (shown lossily in `shown`).
    pub name: Option<String>,
    pub shown: String,
    pub kind: EntryKind,
    /// The bytes of a regular file; empty for any other kind, which is never opened.
    pub bytes: std::io::Result<Vec<u8>>,
    /// When the file was last modified (seconds since 1970), where known: the day a forum's
    /// "Hoy a las 22:52" / "Oggi alle" / "Today at" is read against.
    pub modified: Option<i64>,
}

/// The kind of `path` (a link is a link), and the bytes when it is a regular file, read by the
/// core's one reader (`core::read`): checked before it is opened and once open, never read
/// past the limit.
fn read_entry(path: &Path) -> (EntryKind, std::io::Result<Vec<u8>>) {
    match read_bytes(path, MAX_PM_BYTES, Links::Refuse) {
        Ok(bytes) if too_many_lines(&bytes) => (EntryKind::TooBig, Ok(Vec::new())),
        Ok(bytes) => (EntryKind::File, Ok(bytes)),
        Err(Refused::Link) => (EntryKind::Link, Ok(Vec::new())),
        Err(Refused::Folder) => (EntryKind::Dir, Ok(Vec::new())),
        Err(Refused::Special) => (EntryKind::Special, Ok(Vec::new())),
        Err(Refused::TooBig(_)) => (EntryKind::TooBig, Ok(Vec::new())),
        Err(Refused::Io(e)) => (EntryKind::File, Err(e)),
    }
}

/// A file's modification time in seconds since 1970, links not followed.
pub fn modified_time(path: &Path) -> Option<i64> {
    let modified = fs::symlink_metadata(path).ok()?.modified().ok()?;
    let since = modified.duration_since(std::time::UNIX_EPOCH).ok()?;
    i64::try_from(since.as_secs()).ok()
}

/// More line feeds and carriage returns than a PM may have lines.
fn too_many_lines(bytes: &[u8]) -> bool {
    bytes.iter().filter(|&&b| b == b'\n' || b == b'\r').count() > MAX_PM_LINES
}

impl RawFile {
    pub fn from_path(path: &Path) -> RawFile {
        let lossy = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let (kind, bytes) = read_entry(path);
        RawFile {
            name: path
                .file_name()
                .and_then(|n| n.to_str())
                .map(str::to_string),
            shown: format!("orders/{lossy}"),
            kind,
            bytes,
            modified: modified_time(path),
        }
    }

    /// A file given by its bytes (a scenario, a fuzz input), read as `orders/` would be:
    /// over the size limits it is refused the same way.
    pub fn from_bytes(name: &str, bytes: &[u8]) -> RawFile {
        let too_big = bytes.len() as u64 > MAX_PM_BYTES || too_many_lines(bytes);
        RawFile {
            name: Some(name.to_string()),
            shown: format!("orders/{name}"),
            kind: if too_big {
                EntryKind::TooBig
            } else {
                EntryKind::File
            },
            bytes: Ok(if too_big { Vec::new() } else { bytes.to_vec() }),
            modified: None,
        }
    }

    pub fn from_text(name: &str, text: &str) -> RawFile {
        RawFile {
            name: Some(name.to_string()),
            shown: format!("orders/{name}"),
            kind: EntryKind::File,
            bytes: Ok(text.as_bytes().to_vec()),
            modified: None,
        }
    }

    /// The problem of an entry that is not a regular file: a folder, a link, a pipe or device.
    pub fn kind_problem(&self) -> Option<Problem> {
        let key = match self.kind {
            EntryKind::File => return None,
            EntryKind::Dir => "err-file-is-dir",
            EntryKind::Link => "err-file-link",
            EntryKind::Special => "err-file-special",
            EntryKind::TooBig => "err-file-too-big",
        };
        let help = match self.kind {
            EntryKind::Link => "help-file-link",
            EntryKind::Special => "help-file-special",
            EntryKind::TooBig => "help-file-too-big",
            _ => "help-file-name",
        };
        let problem = Problem::new(
            Msg::new(key)
                .arg("file", &self.shown)
                .arg("kib", MAX_PM_BYTES / 1024)
                .arg("lines", MAX_PM_LINES),
        )
        .help(Msg::new(help));
        // A link, a pipe, a device or a file too big is never read: input that cannot be read
        // (exit 2), as a binary file is; a folder where a PM should be is a misplaced file.
        let problem = if self.kind == EntryKind::Dir {
            problem
        } else {
            problem.unreadable()
        };
        Some(match &self.name {
            Some(name) => problem.at(&self.shown, name, 0..name.len()),
            None => problem,
        })
    }
}

/// The entries of a folder of PMs, sorted by name; none when it does not exist. The folder
/// itself must be a folder of the game, not a link to one elsewhere. A folder in it named after
/// a player of `game` (his folder of PMs) comes with its own entries, named `Folder/name`;
/// another folder is not opened, nor are deeper folders.
pub fn read_folder(dir: &Path, game: &Game) -> Result<Vec<RawFile>, Problem> {
    let names = game.names();
    let mut out = Vec::new();
    for entry in read_entries(dir)? {
        if entry.kind == EntryKind::Dir
            && let Some(folder) = entry.name.clone()
            && names.resolve_unsuggested(&folder).is_ok()
        {
            let inner = read_entries(&dir.join(&folder))?;
            out.push(entry);
            for mut file in inner {
                file.name = file.name.map(|n| format!("{folder}/{n}"));
                file.shown = format!("orders/{folder}/{}", &file.shown["orders/".len()..]);
                out.push(file);
            }
        } else {
            out.push(entry);
        }
    }
    Ok(out)
}

fn read_entries(dir: &Path) -> Result<Vec<RawFile>, Problem> {
    match fs::symlink_metadata(dir) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Ok(m) if m.file_type().is_symlink() => {
            return Err(
                Problem::new(Msg::new("err-orders-link").arg("path", dir.display()))
                    .help(Msg::new("help-file-link"))
                    .unreadable(),
            );
        }
        _ => {}
    }
    let mut entries: Vec<PathBuf> = match fs::read_dir(dir) {
        Ok(rd) => rd.filter_map(|e| e.ok().map(|e| e.path())).collect(),
        Err(e) => return Err(io_problem("err-io-read", dir, &e).0),
    };
    entries.sort();
    Ok(entries.iter().map(|p| RawFile::from_path(p)).collect())
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
/// Files that are not PMs but that tools leave in any folder: git's `.gitkeep` (written by
/// `init`), the Finder's `.DS_Store` (macOS writes one as soon as the master opens `orders/`),
/// Windows Explorer's `Thumbs.db` and `desktop.ini`. They are set aside, never read: refusing
/// them would stop a phase for a file the master never made.
pub fn is_folder_litter(leaf: &str) -> bool {
    leaf == ".gitkeep"
        || leaf == ".DS_Store"
        || leaf.eq_ignore_ascii_case("thumbs.db")
        || leaf.eq_ignore_ascii_case("desktop.ini")
}

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
        // A player's folder of PMs: its files come as entries of their own.
        let (folder, leaf) = file_name
            .split_once('/')
            .map_or((None, file_name), |(folder, leaf)| (Some(folder), leaf));
        if entry.kind == EntryKind::Dir
            && folder.is_none()
            && names.resolve_unsuggested(file_name).is_ok()
        {
            continue;
        }
        // Before anything else, `.gitkeep` too: what is not a regular file is never read.
        if let Some(problem) = entry.kind_problem() {
            problems.push(problem);
            continue;
        }
        if is_folder_litter(leaf) {
            continue;
        }
        let Some(stem) = txt_stem(leaf) else {
            problems.push(
                Problem::new(Msg::new("err-file-name").arg("file", &shown))
                    .at(&shown, file_name, 0..file_name.len())
                    .help(Msg::new("help-file-name")),
            );
            continue;
        };
        let (named, place) = match folder {
            Some(folder) => (folder, Place::in_folder(leaf)),
            None => numbered(stem, &names),
        };
        let player = match file_player(&names, named, &shown, file_name) {
            Ok(p) => p,
            Err(p) => {
                problems.push(p);
                continue;
            }
        };
        if let Some(first) = files
            .iter()
            .find(|f| f.player == player && f.place == place)
        {
            let problem = duplicate_pm(&shown, &player, &first.path);
            problems.push(problem.at(&shown, file_name, 0..named.len()));
            continue;
        }
        let source: crate::core::diag::Source = match pm_text(&shown, entry.bytes) {
            Ok(s) => s.into(),
            Err(p) => {
                problems.push(p);
                continue;
            }
        };
        let pm = split_pm(&game.zone(), player, shown, source, entry.modified, place);
        problems.extend(pm.1);
        files.push(pm.0);
    }
    (files, problems)
}

/// A PM read into lines, its date header read in `zone` (else the file's time, `modified`);
/// the problems of a date header that cannot be read.
fn split_pm(
    zone: &jiff::tz::TimeZone,
    player: String,
    shown: String,
    source: crate::core::diag::Source,
    modified: Option<i64>,
    place: Place,
) -> (OrderFile, Vec<Problem>) {
    let quotes = crate::core::markup::quote_ranges(&source);
    let (sent, lines, bad_sent) = orders::split_lines_hiding(&source, zone, modified, &quotes.0);
    let problems: Vec<Problem> = bad_sent
        .into_iter()
        .map(|bad| {
            Problem::new(Msg::new("err-sent").arg("file", &shown))
                .at(&shown, &source, bad.span)
                .help(Msg::new("help-sent"))
        })
        .collect();
    let file = OrderFile {
        player,
        path: shown,
        source,
        sent,
        lines,
        ignored: Vec::new(),
        set_aside: Vec::new(),
        undecided: Vec::new(),
        no_order_now: Vec::new(),
        remarks: Vec::new(),
        struck: Vec::new(),
        withdrawn: Vec::new(),
        conditions: Vec::new(),
        cancels: Vec::new(),
        lang: None,
        readings: Default::default(),
        place,
        quotes: orders::Quotes::found(quotes),
    };
    (file, problems)
}

/// A PM file's name without its `.txt` (any case); `None` for any other name.
fn txt_stem(leaf: &str) -> Option<&str> {
    match leaf.rsplit_once('.') {
        Some((stem, ext)) if ext.eq_ignore_ascii_case("txt") && !stem.is_empty() => Some(stem),
        _ => None,
    }
}

/// A second PM of `player` in the place of `other`'s.
fn duplicate_pm(shown: &str, player: &str, other: &str) -> Problem {
    Problem::new(
        Msg::new("err-file-duplicate")
            .arg("file", shown)
            .arg("player", player)
            .arg("other", other),
    )
    .help(Msg::new("help-pm-duplicate"))
}

/// The player a PM's file is named after (`named`: the file's stem or its folder), or a
/// problem at the file's name with the names it may have meant.
fn file_player(
    names: &crate::core::names::NameIndex,
    named: &str,
    shown: &str,
    file_name: &str,
) -> Result<String, Problem> {
    names.resolve(named).map_err(|miss| {
        let mut p = Problem::new(
            Msg::new("err-file-player")
                .arg("file", shown)
                .arg("name", named),
        )
        .at(shown, file_name, 0..named.len());
        p.help = Some(Box::new(crate::core::grammar::miss_help(&miss)));
        p
    })
}

/// A PM's text: its bytes read, UTF-8, not empty.
fn pm_text(shown: &str, bytes: std::io::Result<Vec<u8>>) -> Result<String, Problem> {
    let bytes = bytes.map_err(|e| io_problem("err-io-read", Path::new(shown), &e).0)?;
    let source = decode_text(shown, &bytes)?;
    if source.trim().is_empty() {
        return Err(Problem::new(Msg::new("err-file-empty").arg("file", shown))
            .help(Msg::new("help-file-empty")));
    }
    Ok(source)
}

/// The name a PM's file stem gives and its place: `Ana-2` is Ana's second PM, unless a player
/// is called `Ana-2`. A file saved twice gets the name a browser or a file manager gives a
/// second copy: `Ana (1)` (and `Ana(1)`) is the PM after `Ana`, as `Ana-2` is; `Ana (2)` the
/// one after it; `Ana - copia`, `Ana - Copia`, `Ana - Copy` (Windows) the second, and `Ana -
/// copia (2)` the third. A copy's name and `Ana-N` of the same place are two PMs in one place,
/// refused as a duplicate.
pub fn numbered<'a>(stem: &'a str, names: &crate::core::names::NameIndex) -> (&'a str, Place) {
    if !names.is_exact(stem)
        && let Some((name, number)) = saved_twice(stem)
        && names.resolve_unsuggested(name).is_ok()
    {
        return (
            name,
            Place {
                number,
                ..Place::default()
            },
        );
    }
    if let Some((name, number)) = stem.rsplit_once('-')
        && !name.is_empty()
        && !number.is_empty()
        && number.len() <= 9
        && number.bytes().all(|b| b.is_ascii_digit())
        && !names.is_exact(stem)
    {
        let number = number.parse().unwrap_or(u64::MAX);
        return (
            name,
            Place {
                number,
                ..Place::default()
            },
        );
    }
    (stem, Place::default())
}

/// `Ana (1)` → (`Ana`, 2); `Ana - copia` → (`Ana`, 2); `Ana - copia (2)` → (`Ana`, 3).
fn saved_twice(stem: &str) -> Option<(&str, u64)> {
    let (base, copy_number) = match stem.strip_suffix(')').and_then(|s| s.rsplit_once('(')) {
        Some((base, digits))
            if !digits.is_empty()
                && digits.len() <= 9
                && digits.bytes().all(|b| b.is_ascii_digit()) =>
        {
            let n: u64 = digits.parse().ok()?;
            (base.trim_end(), Some(n + 1))
        }
        _ => (stem, None),
    };
    const COPY: [&str; 2] = [" - copia", " - copy"];
    let without_copy = COPY.iter().find_map(|c| {
        let at = base.len().checked_sub(c.len())?;
        let tail = base.get(at..)?;
        tail.eq_ignore_ascii_case(c).then(|| base[..at].trim_end())
    });
    let (name, number) = match (without_copy, copy_number) {
        (Some(name), None) => (name, 2),
        (Some(name), Some(n)) => (name, n),
        (None, Some(n)) => (base, n),
        (None, None) => return None,
    };
    (!name.is_empty()).then_some((name, number))
}
