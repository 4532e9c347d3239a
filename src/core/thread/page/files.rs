//! Saved pages on disk: one file (`.html`, `.htm`; `.json` and `.txt`, Discourse's views of a
//! topic), or a folder of them (a browser's `…_files/` folders beside them are not read; hidden files
//! neither). A page's save time is the master's `--saved-at`, else the file's modification
//! time. A page that is not UTF-8 is
//! read as windows-1252, as browsers read a Latin page that names no encoding.

use super::{MAX_PAGE_BYTES, MAX_PAGES, read_pages};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::thread::Thread;
use jiff::tz::TimeZone;
use std::path::{Path, PathBuf};

/// One saved page, read.
#[derive(Debug, Clone)]
pub struct SavedPage {
    /// As shown in messages.
    pub path: String,
    pub html: String,
    /// When the page was saved (seconds since 1970): what "today" and "5 minutes ago" mean.
    pub saved_at: i64,
}

/// Is this path a thread of saved pages (a folder, or a `.html`/`.htm` file, or a forum's
/// `.json` view) rather than a thread in the text format? (A `.txt` file is read as the text
/// format unless it is a forum's view: `cmd::thread::read` tells.)
pub fn is_pages(path: &Path) -> bool {
    path.is_dir()
        || (is_page_file(path)
            && !path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("txt")))
}

fn is_page_file(path: &Path) -> bool {
    path.extension().and_then(|e| e.to_str()).is_some_and(|e| {
        ["html", "htm", "json", "txt"]
            .iter()
            .any(|page| e.eq_ignore_ascii_case(page))
    })
}

/// The thread in the saved page or folder of pages at `path` (see [`super::read_pages`]).
pub fn read_path(
    path: &Path,
    zone: &TimeZone,
    saved_at: Option<i64>,
) -> Result<Thread, Vec<Problem>> {
    let shown = path.display().to_string();
    let files = if path.is_dir() {
        list(path).map_err(|p| vec![p])?
    } else {
        vec![path.to_path_buf()]
    };
    let pages = files.into_iter().map(|f| load(&f, saved_at));
    read_pages(&shown, pages, zone)
}

/// The pages of a folder, by name.
fn list(dir: &Path) -> Result<Vec<PathBuf>, Problem> {
    let shown = dir.display().to_string();
    let io = |e: std::io::Error| {
        Problem::new(Msg::new("err-io-read").arg("path", &shown).arg("error", e)).unreadable()
    };
    let mut pages = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(io)? {
        let path = entry.map_err(io)?.path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name.starts_with('.') || (path.is_dir() && name.ends_with("_files")) {
            continue;
        }
        if !is_page_file(&path) || path.is_dir() {
            return Err(Problem::new(
                Msg::new("err-pages-stray")
                    .arg("path", &shown)
                    .arg("file", path.display()),
            )
            .help(Msg::new("help-pages-stray"))
            .unreadable());
        }
        pages.push(path);
        if pages.len() > MAX_PAGES {
            return Err(Problem::new(
                Msg::new("err-pages-too-many")
                    .arg("path", &shown)
                    .arg("limit", MAX_PAGES),
            )
            .unreadable());
        }
    }
    if pages.is_empty() {
        return Err(Problem::new(Msg::new("err-pages-none").arg("path", &shown)).unreadable());
    }
    pages.sort();
    Ok(pages)
}

/// A page's text and save time; no more than [`MAX_PAGE_BYTES`] read.
fn load(path: &Path, saved_at: Option<i64>) -> Result<SavedPage, Problem> {
    use crate::core::read::{Links, Refused, read_bytes};
    let shown = path.display().to_string();
    let bytes = match read_bytes(path, MAX_PAGE_BYTES as u64, Links::Follow) {
        Ok(bytes) => bytes,
        Err(Refused::TooBig(_)) => {
            return Err(Problem::new(
                Msg::new("err-page-too-big")
                    .arg("file", &shown)
                    .arg("limit", MAX_PAGE_BYTES),
            )
            .unreadable());
        }
        Err(refused) => return Err(refused.problem(path)),
    };
    let modified = std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_secs() as i64);
    let html = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => encoding_rs::WINDOWS_1252
            .decode(e.as_bytes())
            .0
            .into_owned(),
    };
    Ok(SavedPage {
        path: shown,
        html,
        saved_at: saved_at.unwrap_or(modified),
    })
}
