//! A forum thread pasted as text, and the votes in it.
//!
//! The format: each post opens with a header line
//!
//! ```text
//! === #123 | Author | 2026-11-29T21:03:00+01:00
//! ```
//!
//! (post number, author as the forum shows it, time as in a `sent:` line), and its body, in raw
//! BBCode or Markdown, follows until the next header. Blank lines before the first header are
//! allowed; any other text there is a problem. Posts must come in the thread's order: numbers
//! rising, times never going back.
//!
//! Every Unicode line break ends a line (LF, CRLF, a lone CR, VT, FF, NEL, U+2028, U+2029); a
//! thread that is not text (a NUL byte, control characters: a UTF-16 file) or that is over a
//! limit ([`MAX_BYTES`], [`MAX_POSTS`], [`MAX_LINE_BYTES`]) is refused whole.
//!
//! Before votes are looked for, quotes are blanked out (`[quote]…[/quote]`, `[quote="x"]…`,
//! nested; Markdown `>` lines) and, by option, spoilers (`[spoiler]…[/spoiler]`). Blanking keeps
//! every byte offset, so a vote's span points into the pasted file. Vote syntaxes, by forum
//! family ([`Syntax`]):
//!
//! - `red`: Spanish forums, `[color=red][b]Name[/b][/color]` or `[b][color=red]Name[/color][/b]`
//!   (`red`, `#ff0000` or `#f00`);
//! - `vote-tag`: `[vote]Name[/vote]`, `[unvote]`;
//! - `v-tag`: `[V]Name[/V]`;
//! - `bold-vote`: `**Vote: Name**`, `[b]Vote: Name[/b]`, `**Unvote**`;
//! - `plain`: a line that starts with "voto a X", "voto X", "vote X", "unvote";
//! - `auto`: every tag syntax; `plain` only in posts where no tag syntax found a vote.
//!
//! Inside a vote, "unvote" (desvoto, retiro mi voto, tolgo il voto…) withdraws, "no lynch" (no
//! linchamiento, nessun linciaggio…) abstains, and a leading "vote"/"voto" is dropped. The last
//! vote of a post is the post's vote; an unvote earlier in the same post is applied before it.
//! Authors are matched exactly (name or alias, case and accents aside): a forum user who is not
//! on the roster is not playing. Voted names are matched like order names (prefixes too); a name
//! that matches no player exactly is never guessed. A vote is at most [`MAX_VOTE_TEXT`] bytes
//! (a name and a few words; a longer text in tags is talk, a plain vote line is read that far):
//! reading a post is linear in its length, however its tags nest or stay open.

mod bbcode;
mod find;
mod posts;
mod read;
mod said;
#[cfg(test)]
mod tests;

pub use bbcode::strip;
pub use find::{Found, find_votes};
pub use posts::{
    MAX_BYTES, MAX_LINE_BYTES, MAX_POSTS, Post, Thread, decode, normalize_breaks, parse,
};
pub use read::{Ignored, IgnoredWhy, Late, Options, ThreadVotes, Unread, read_votes};
pub use said::{MAX_VOTE_TEXT, Said};
use serde::Serialize;

/// The work done reading posts, in tests: one unit per tag visited and per byte of text read.
/// Tests assert it grows linearly with the post (never timing: machines differ).
#[cfg(test)]
pub(crate) mod work {
    use std::cell::Cell;

    thread_local!(static DONE: Cell<usize> = const { Cell::new(0) });

    pub fn add(units: usize) {
        DONE.with(|d| d.set(d.get() + units));
    }

    /// Runs `f` and returns the work it did.
    pub fn of(f: impl FnOnce()) -> usize {
        let before = DONE.with(Cell::get);
        f();
        DONE.with(Cell::get) - before
    }
}

/// Counts work in tests; nothing otherwise.
#[inline(always)]
fn work_done(_units: usize) {
    #[cfg(test)]
    work::add(_units);
}

/// How votes are written in a forum family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Syntax {
    Auto,
    Red,
    VoteTag,
    VTag,
    BoldVote,
    Plain,
}
