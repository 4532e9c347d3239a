//! The day's thread for `next` and `tally`: `--thread PATH`, else the file `thread:` names in
//! `game.yaml` (relative to the game folder), else `orders/thread.txt`, else the game folder's
//! `thread/` folder of saved pages. Two of them at once is a problem (which one did the master
//! mean?). A path is a thread in the text format, or saved pages of the forum (a `.html`/`.htm`
//! file or a folder of them: `core::thread::page`).

use crate::core::daycount::THREAD_FILE;
use crate::core::diag::Problem;
use crate::core::engine;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::store::{GameDir, RawFile};
use crate::core::thread::{self, Thread};
use std::path::Path;

/// Where the day's thread came from.
pub enum From {
    /// `orders/thread.txt`: archived with the PMs.
    Orders,
    /// A file outside `orders/`: `next` archives a copy in `history/<phase>/thread.txt`.
    Outside,
    /// The game folder's `thread/` of saved pages: `next` archives the thread it read in
    /// `history/<phase>/thread.txt` and moves the pages to `history/<phase>/thread/`.
    Folder,
}

/// The game folder's folder of saved pages.
pub const PAGES_FOLDER: &str = "thread";

/// The day's thread, and where it came from.
pub type DayThread = Option<(Thread, From)>;

/// The day's thread, if any, and the PMs without `orders/thread.txt`. Every problem makes
/// the input unreadable (exit 2).
pub fn day_thread(
    game_dir: &GameDir,
    game: &Game,
    flag: Option<&Path>,
    raw: Vec<RawFile>,
    saved_at: Option<i64>,
) -> Result<(DayThread, Vec<RawFile>), Vec<Problem>> {
    let (in_orders, raw, problems) = engine::thread_in(raw, &game.zone());
    if !problems.is_empty() {
        return Err(problems.into_iter().map(Problem::unreadable).collect());
    }
    let outside = match (flag, &game.thread) {
        (Some(path), _) => Some(path.to_path_buf()),
        (None, Some(named)) => Some(game_dir.path(named)),
        (None, None) if pages_folder_stands(&game_dir.path(PAGES_FOLDER)) => {
            Some(game_dir.path(PAGES_FOLDER))
        }
        (None, None) => None,
    };
    let from = match (flag, &game.thread) {
        (None, None) => From::Folder,
        _ => From::Outside,
    };
    match (outside, in_orders) {
        (None, None) => Ok((None, raw)),
        (None, Some(t)) => Ok((Some((t, From::Orders)), raw)),
        (Some(path), None) => Ok((Some((read(&path, &game.zone(), saved_at)?, from)), raw)),
        (Some(path), Some(_)) => Err(vec![
            Problem::new(
                Msg::new("err-thread-twice")
                    .arg("file", path.display())
                    .arg("orders", format!("orders/{THREAD_FILE}")),
            )
            .help(Msg::new("help-thread-twice").arg("orders", format!("orders/{THREAD_FILE}")))
            .unreadable(),
        ]),
    }
}

/// Is something standing at the game's `thread/` to be read? A folder of pages; and anything
/// else there but a regular file (a pipe, a device, a link to one or to nothing), so that the
/// reader refuses it by name instead of the day's thread being passed over in silence.
fn pages_folder_stands(path: &Path) -> bool {
    match std::fs::metadata(path) {
        Ok(meta) => !meta.is_file(),
        Err(_) => std::fs::symlink_metadata(path).is_ok(),
    }
}

/// A thread: saved pages of the forum (`core::thread::page`, their relative times read against
/// `saved_at` or each file's modification time), or a file of the text format, read up to one
/// byte over the limit (a larger file is refused, not read whole), checked as text, split into
/// posts.
pub fn read(
    path: &Path,
    zone: &jiff::tz::TimeZone,
    saved_at: Option<i64>,
) -> Result<Thread, Vec<Problem>> {
    use crate::core::read::{Links, Refused, read_bytes};
    if thread::page::is_pages(path) {
        return thread::page::read_path(path, zone, saved_at);
    }
    let shown = path.display().to_string();
    // One byte over the limit is read, so that the thread's own message says it is too big.
    let bytes = match read_bytes(path, thread::MAX_BYTES as u64 + 1, Links::Follow) {
        Ok(bytes) => bytes,
        Err(Refused::TooBig(_)) => vec![b' '; thread::MAX_BYTES + 1],
        Err(refused) => return Err(vec![refused.problem(path)]),
    };
    let text = thread::decode(&shown, &bytes)?;
    // A forum's own view saved as text (Discourse's `/raw/`): read as the forum wrote it.
    if thread::page::classify_view(&text).is_some() {
        return thread::page::read_view(&shown, text, zone);
    }
    thread::parse_in(&shown, &text, zone)
}

/// `--saved-at`, read as a time (without an offset, in `zone`).
pub fn saved_at(text: Option<&str>, zone: &jiff::tz::TimeZone) -> Result<Option<i64>, Problem> {
    let Some(text) = text else { return Ok(None) };
    crate::core::forum_dates::parse(text, zone)
        .map(Some)
        .ok_or_else(|| {
            Problem::new(Msg::new("err-saved-at").arg("value", text))
                .help(Msg::new("help-saved-at"))
        })
}

/// What the master is told of a thread read from saved pages: the forum, the pages, the
/// posts, the edited ones (on standard error: standard output is the count to post).
pub fn pages_note(thread: &Thread, catalog: &crate::core::msg::Catalog) -> Option<String> {
    let read = thread.pages.as_ref()?;
    let mut note = catalog.text(
        &Msg::new("pages-read")
            .arg("pages", read.pages)
            .arg("forum", read.forum.name())
            .arg("posts", read.posts)
            .arg("duplicates", read.duplicates),
    );
    if !read.edited.is_empty() {
        let posts: Vec<String> = read.edited.iter().map(|n| format!("#{n}")).collect();
        note.push('\n');
        note.push_str(&catalog.text(&Msg::new("pages-edited").arg("posts", posts.join(", "))));
    }
    Some(note)
}
