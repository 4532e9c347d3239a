//! The day's thread for `next` and `tally`: `--thread FILE`, else the file `thread:` names in
//! `game.yaml` (relative to the game folder), else `orders/thread.txt`. Two of them at once is
//! a problem (which one did the master mean?).

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
}

/// The day's thread, and where it came from.
pub type DayThread = Option<(Thread, From)>;

/// The day's thread, if any, and the PMs without `orders/thread.txt`. Every problem makes
/// the input unreadable (exit 2).
pub fn day_thread(
    game_dir: &GameDir,
    game: &Game,
    flag: Option<&Path>,
    raw: Vec<RawFile>,
) -> Result<(DayThread, Vec<RawFile>), Vec<Problem>> {
    let (in_orders, raw, problems) = engine::thread_in(raw, &game.zone());
    if !problems.is_empty() {
        return Err(problems.into_iter().map(Problem::unreadable).collect());
    }
    let outside = match (flag, &game.thread) {
        (Some(path), _) => Some(path.to_path_buf()),
        (None, Some(named)) => Some(game_dir.path(named)),
        (None, None) => None,
    };
    match (outside, in_orders) {
        (None, None) => Ok((None, raw)),
        (None, Some(t)) => Ok((Some((t, From::Orders)), raw)),
        (Some(path), None) => Ok((Some((read(&path, &game.zone())?, From::Outside)), raw)),
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

/// A thread file: read up to one byte over the limit (a larger file is refused, not read
/// whole), checked as text, split into posts.
pub fn read(path: &Path, zone: &jiff::tz::TimeZone) -> Result<Thread, Vec<Problem>> {
    use crate::core::read::{Links, Refused, read_bytes};
    let shown = path.display().to_string();
    // One byte over the limit is read, so that the thread's own message says it is too big.
    let bytes = match read_bytes(path, thread::MAX_BYTES as u64 + 1, Links::Follow) {
        Ok(bytes) => bytes,
        Err(Refused::TooBig(_)) => vec![b' '; thread::MAX_BYTES + 1],
        Err(refused) => return Err(vec![refused.problem(path)]),
    };
    let text = thread::decode(&shown, &bytes)?;
    thread::parse_in(&shown, &text, zone)
}
