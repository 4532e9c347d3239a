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
    let today = |mut t: Thread| {
        thread::earlier::skip_earlier(&mut t, &archived(game_dir, game));
        t
    };
    match (outside, in_orders) {
        (None, None) => Ok((None, raw)),
        (None, Some(t)) => Ok((Some((today(t), From::Orders)), raw)),
        (Some(path), None) => Ok((
            Some((today(read(&path, &game.zone(), saved_at)?), from)),
            raw,
        )),
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

/// What the archive of the game's earlier phases says of where today begins: their threads
/// (`history/<phase>/thread.txt`, `history/<phase>/orders/thread.txt`) and their PMs' `sent:`
/// (`thread::earlier`). A file that does not read says nothing.
pub fn archived(game_dir: &GameDir, game: &Game) -> thread::earlier::Archived {
    let (mut threads, mut sent) = (Vec::new(), Vec::new());
    let Ok(phases) = std::fs::read_dir(game_dir.path("history")) else {
        return Default::default();
    };
    for entry in phases.flatten() {
        if entry.file_name().to_str() == Some(game.phase.as_str()) {
            continue;
        }
        let orders = entry.path().join("orders");
        for path in std::fs::read_dir(&orders).into_iter().flatten().flatten() {
            let path = path.path();
            let Some(text) = archived_text(&path) else {
                continue;
            };
            if path.file_name().and_then(|n| n.to_str()) == Some(THREAD_FILE) {
                threads.extend(thread::parse_in("", &text, &game.zone()).ok());
            } else if let Some(s) = crate::core::orders::OrderFile::from_text("", "", &text).sent {
                sent.push(s.seconds);
            }
        }
        let outside = entry.path().join(THREAD_FILE);
        if let Some(text) = archived_text(&outside) {
            threads.extend(thread::parse_in("", &text, &game.zone()).ok());
        }
    }
    thread::earlier::Archived::of(&threads, sent)
}

/// The text of a file `next` archived in `history/`, read as every file is (`core::read`): a
/// link, a pipe, a device or a file over a thread's limit is none, never waited on nor read
/// without end.
fn archived_text(path: &Path) -> Option<String> {
    use crate::core::read::{Links, read_bytes};
    let bytes = read_bytes(path, thread::MAX_BYTES as u64, Links::Refuse).ok()?;
    String::from_utf8(bytes).ok()
}

/// The posts of the thread taken out as an earlier phase's, already archived: a note for the
/// master (`tally`, `check`), with their count.
pub fn earlier_note(thread: &Thread, catalog: &crate::core::msg::Catalog) -> Option<String> {
    let (first, last) = (thread.earlier.first()?, thread.earlier.last()?);
    Some(
        catalog.text(
            &Msg::new("thread-earlier-skipped")
                .arg("count", thread.earlier.len())
                .arg("first", *first)
                .arg("last", *last),
        ),
    )
}

/// Prints on standard error what `tally` tells the master of the thread it read: the pages
/// ([`pages_note`]) and the posts of an earlier phase set aside ([`earlier_note`]).
pub fn print_notes(thread: &Thread, catalog: &crate::core::msg::Catalog) {
    let notes = [pages_note(thread, catalog), earlier_note(thread, catalog)];
    notes
        .into_iter()
        .flatten()
        .for_each(|note| eprintln!("{note}"));
}

/// What the master is told of the day's thread: the forum, the pages and the posts read from
/// saved pages; the posts of a thread in the text format; the posts of an earlier phase set
/// aside.
pub fn thread_line(thread: &Thread, catalog: &crate::core::msg::Catalog) -> String {
    let mut line = pages_note(thread, catalog).unwrap_or_else(|| {
        catalog.text(
            &Msg::new("check-thread-text")
                .arg("file", &thread.path)
                .arg("posts", thread.posts.len()),
        )
    });
    if let Some(note) = earlier_note(thread, catalog) {
        line.push('\n');
        line.push_str(&note);
    }
    line
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
    if !read.deleted.is_empty() {
        let posts: Vec<String> = read.deleted.iter().map(|n| format!("#{n}")).collect();
        note.push('\n');
        note.push_str(&catalog.text(&Msg::new("pages-deleted").arg("posts", posts.join(", "))));
    }
    Some(note)
}
