//! The pages `fetch` keeps in the game's `thread/` folder: `page-0001.html`, `page-0002.html`…
//! in thread order, each the forum's bytes as a browser's "Save page as… (HTML only)" writes
//! them, with the browser's `<!-- saved from url=(0072)https://… -->` line naming the page's
//! address (what a page reader and a later `fetch` read it from). A Discourse topic's pages
//! are its JSON view as the forum gives it, `page-0001.json`…: the file's number is the
//! view's `?page=N`. Each is written whole or
//! not at all (a temp file renamed), never outside the folder, never through a link.

use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::store::{io_problem, write_atomic};
use std::path::{Path, PathBuf};

/// The most pages `fetch` names (four digits keep them in order by name).
pub const MAX_FETCHED: usize = 9_999;

/// What a saved page is: a page of HTML, or a forum's JSON view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Html,
    Json,
}

impl Kind {
    fn extension(self) -> &'static str {
        match self {
            Kind::Html => "html",
            Kind::Json => "json",
        }
    }
}

/// The name of the `n`th page (from 1).
pub fn name(n: usize, kind: Kind) -> String {
    format!("page-{n:04}.{}", kind.extension())
}

/// The number of a page this program named, from its file name.
fn number_of(file: &str) -> Option<usize> {
    let stem = file.strip_prefix("page-")?;
    let digits = stem
        .strip_suffix(".html")
        .or_else(|| stem.strip_suffix(".json"))?;
    (digits.len() == 4 && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| digits.parse().ok())
        .flatten()
        .filter(|&n| n >= 1)
}

/// The folder, checked: missing (made with the first page), or a folder of its own (not a
/// link, not a file).
pub fn check(folder: &Path) -> Result<(), Problem> {
    match std::fs::symlink_metadata(folder) {
        Ok(m) if !m.is_dir() => Err(Problem::new(
            Msg::new("err-fetch-folder").arg("path", folder.display()),
        )
        .help(Msg::new("help-fetch-folder"))
        .unreadable()),
        _ => Ok(()),
    }
}

/// The pages fetched before, by number: `(n, path)`, in order. A gap ends the list (the pages
/// after it are kept as they are and read by the page reader all the same).
pub fn fetched(folder: &Path) -> Result<Vec<(usize, PathBuf)>, Problem> {
    let io = |e: std::io::Error| io_problem("err-io-read", folder, &e).0;
    let mut pages = Vec::new();
    if !folder.exists() {
        return Ok(pages);
    }
    for entry in std::fs::read_dir(folder).map_err(io)? {
        let entry = entry.map_err(io)?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Some(n) = number_of(&name)
            && entry.file_type().map_err(io)?.is_file()
        {
            pages.push((n, entry.path()));
        }
    }
    pages.sort();
    let run = pages
        .iter()
        .enumerate()
        .take_while(|(i, (n, _))| *n == i + 1)
        .count();
    pages.truncate(run);
    Ok(pages)
}

/// The page as saved: the forum's bytes, the browser's "saved from" line after the doctype.
pub fn as_saved(bytes: &[u8], url: &str) -> Vec<u8> {
    let line = format!("<!-- saved from url=({:04}){url} -->\n", url.len());
    let at = doctype_end(bytes).unwrap_or(0);
    let mut out = Vec::with_capacity(bytes.len() + line.len());
    out.extend_from_slice(&bytes[..at]);
    if at > 0 {
        out.push(b'\n');
    }
    out.extend_from_slice(line.as_bytes());
    out.extend_from_slice(&bytes[at..]);
    out
}

/// Where the `<!DOCTYPE …>` the page opens with ends (after a byte-order mark and blanks).
fn doctype_end(bytes: &[u8]) -> Option<usize> {
    let start = bytes.strip_prefix(b"\xEF\xBB\xBF").map_or(0, |_| 3);
    let blanks = bytes[start..]
        .iter()
        .take_while(|b| b.is_ascii_whitespace())
        .count();
    let at = start + blanks;
    let head = bytes.get(at..at + 9)?;
    if !head.eq_ignore_ascii_case(b"<!doctype") {
        return None;
    }
    let close = bytes[at..].iter().position(|&b| b == b'>')?;
    Some(at + close + 1)
}

/// Writes the `n`th page into the folder, whole or not at all.
pub fn write(folder: &Path, n: usize, kind: Kind, bytes: &[u8]) -> Result<String, Problem> {
    check(folder)?;
    let file = name(n, kind);
    let path = folder.join(&file);
    if let Ok(m) = std::fs::symlink_metadata(&path)
        && !m.is_file()
    {
        return Err(
            Problem::new(Msg::new("err-fetch-folder").arg("path", path.display()))
                .help(Msg::new("help-fetch-folder"))
                .unreadable(),
        );
    }
    write_atomic(&path, bytes).map_err(|p| p.0)?;
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_saved_from_line_goes_after_the_doctype_as_a_browser_writes_it() {
        let saved = as_saved(b"<!DOCTYPE html>\n<html></html>", "https://f.example/v?t=1");
        assert_eq!(
            String::from_utf8(saved).unwrap(),
            "<!DOCTYPE html>\n<!-- saved from url=(0023)https://f.example/v?t=1 -->\n\n<html></html>"
        );
        let bare = as_saved(b"<html></html>", "http://a/");
        assert!(bare.starts_with(b"<!-- saved from url=(0009)http://a/ -->\n<html>"));
    }

    #[test]
    fn only_this_programs_names_in_an_unbroken_run_are_its_pages() {
        assert_eq!(number_of("page-0002.html"), Some(2));
        assert_eq!(number_of("page-0003.json"), Some(3));
        assert_eq!(number_of("page-0003.txt"), None);
        assert_eq!(number_of("page-0000.html"), None);
        assert_eq!(number_of("page-12.html"), None);
        assert_eq!(number_of("Día 1.html"), None);
        let dir = tempfile::tempdir().unwrap();
        for (n, kind) in [(1, Kind::Json), (2, Kind::Json), (4, Kind::Html)] {
            std::fs::write(dir.path().join(name(n, kind)), "x").unwrap();
        }
        std::fs::write(dir.path().join("saved-by-hand.html"), "x").unwrap();
        let pages: Vec<usize> = fetched(dir.path()).unwrap().iter().map(|p| p.0).collect();
        assert_eq!(pages, vec![1, 2]);
    }
}
