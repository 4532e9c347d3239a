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
//! Before votes are looked for, characters that do not show are taken out and full-width
//! letters read as letters (`unmask`: `**V\u{200B}oto: X**` is a vote), and quotes are blanked
//! out (`[quote]…[/quote]`, `[quote="x"]…`, nested; a `[quote` never closed to the end of its
//! line, a vote on that line raised, [`Unclear::OpenQuote`]; `>` lines where the forum quotes
//! with them, [`QuoteLines`]), struck-through text (`[s]`, `[strike]`, `[del]`, `~~`: a
//! withdrawn vote, as in a PM) and, by option, spoilers (`[spoiler]…[/spoiler]`). Blanking keeps
//! every byte offset, so a vote's span points into the pasted file. Vote syntaxes, by forum
//! family ([`Syntax`]):
//!
//! - `red`: Spanish forums, `[color=red][b]Name[/b][/color]` or `[b][color=red]Name[/color][/b]`
//!   (any red by [`crate::core::colour`]'s rule: `darkred`, `#cc0000`, `crimson` too; a
//!   player's name in another colour ending its line is raised, [`Unclear::Colour`]); red
//!   without bold when it
//!   is a player's name as a moderator
//!   reads it (`[color=red]@Pili[/color]`, a trailing emoji), a vote word and a name, or a word
//!   near a name (`[color=red]Nuira[/color]`: a vote whose name is not read);
//! - `vote-tag`: `[vote]Name[/vote]`, `[unvote]`;
//! - `v-tag`: `[V]Name[/V]`;
//! - `bold-vote`: `**Vote: Name**`, `[b]Vote: Name[/b]`, `**Unvote**`, `[b]Mi astengo[/b]`;
//! - `heading`: a Markdown heading, `##vote Name`, `##unvote` (Team Liquid), `#### Voto Name`,
//!   `#### Desvoto` (Mediavida);
//! - `plain`: a line that is a vote and nothing else: "voto a X", "vote X", "unvote", "no
//!   lynch", or whose first clause is one ("Voto Ele, ha mentido."); not "I vote Scott
//!   because…", "you vote Subs", "voto a Ana si nadie tiene nada mejor": talk;
//! - `auto`: the syntaxes of the thread's forum family ([`auto_syntaxes`]), chosen from the
//!   thread before any vote is read: bold and heading votes everywhere; red where more
//!   players' posts show red votes (red text that is an unvote, an abstention or a player's
//!   name or alias) than posts show the English family (a `[vote]` or `[V]` tag, the English
//!   word "vote" in bold or a heading: there red is emphasis), and then a vote tag is raised
//!   ([`Unclear::OtherSyntax`]); `[vote]` and `[V]` elsewhere; `plain` only in posts where none
//!   of these found a vote.
//!
//! Inside a vote, "unvote" (desvoto, retiro mi voto, tolgo il voto…) withdraws; an unvote
//! followed by a vote in the same text (`[b]Unvote; Vote: X[/b]`, `[b]unvote vote X[/b]`,
//! `[b]Unvote:⏎Vote: X[/b]`) is both, the unvote first ("unvote X" without a second vote word
//! only withdraws). "No lynch" (no linchamiento, me abstengo, mi astengo, astengo,
//! astensione…) abstains: the count decides whether the ruleset allows it. A leading
//! "vote"/"voto" is dropped. A request for the count is not a vote (`[b]Vote Count:[/b]`,
//! `[b]Vote count please[/b]`, `[b]Recuento[/b]`, `[b]Conta voti?[/b]`). The last vote of a
//! post is the post's vote; an unvote earlier in the same post is applied before it.
//!
//! What speaks of the vote in a voter's post and is not read as a vote (a red or bold player's
//! name, a vote word in bold or red, a line that starts as a vote and goes on as a sentence) is
//! raised at its place ([`ThreadVotes::unclear`]), as a name that cannot be read is; either is
//! only listed when the same player wrote a vote that was read after it. A vote the post
//! speaks of without casting it (a question, a negation, a condition, a list of candidates:
//! `hedge`) is not counted and is raised the same way, as is a name that opens a remark or is
//! denied after it (`[color=red]Gino[/color] es inocente`, `… no.`, `[b]Vote: Dani[/b] no
//! way`), a line of an unofficial count (`[color=red]Gino[/color] (2): Ana, Carla`) and a name
//! signed under a `--` line (`remark`); a plain reason after the name stays a vote. So is a
//! vote followed by a change of mind to a plain name (`Gino no, mejor Hugo`), an alternative
//! (`Gino o Hugo`, `Gino / Hugo`) or a tongue (`:P`, 😜), or headed by a line that says it is
//! not the vote (`Plan B:`), and one in a post the forum shows edited on a page saved after
//! the deadline (`changed`, [`Unclear::Edited`]). Striking, in a post that casts no vote, the
//! name one votes withdraws it (`struck`). A vote in a spoiler or
//! in white or transparent text is marked ([`ThreadVotes::hidden`]) and, where the game forbids
//! hidden votes ([`HiddenVotes`]), void.
//!
//! Authors are matched exactly (name or alias, case and accents aside): a forum user who is not
//! on the roster is not playing. Voted names are read as moderators read them ([`How`]): by
//! alias, case and accents aside, by a unique prefix, as the acronym of a name of several words
//! or CamelCase humps (`TMHS` for The Man Himself or TheManHimself), glued without its spaces
//! (`mariarosa` for Maria Rosa), with one letter wrong when no other name is near, through its
//! slot (`Lateralus' Slot`, `slot de Ana`); each such
//! reading is listed ([`ThreadVotes::readings`], [`Late::reading`]). A name none of these reads
//! as exactly one player is unread, never guessed. A vote is at most [`MAX_VOTE_TEXT`] bytes (a
//! name and a few words; a longer text in tags, or a longer line, is talk): reading a post is
//! linear in its length, however its tags nest or stay open, and a name is looked up in the
//! length of the name, whatever the roster's size.

mod agreed;
mod bbcode;
mod changed;
pub mod earlier;
mod family;
mod find;
mod hedge;
pub mod page;
pub mod post_id;
mod posts;
mod read;
mod reading;
mod remark;
mod said;
mod struck;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_changed;
#[cfg(test)]
mod tests_forms;
#[cfg(test)]
mod tests_hedges;
#[cfg(test)]
mod tests_labels;
#[cfg(test)]
mod tests_marks;
#[cfg(test)]
mod tests_nobody;
#[cfg(test)]
mod tests_real_posts;
#[cfg(test)]
mod tests_remarks;
#[cfg(test)]
mod tests_silent;
#[cfg(test)]
mod tests_struck;
#[cfg(test)]
mod tests_unmasked;
#[cfg(test)]
mod tests_unvoted;
mod unclear;
mod unmask;
mod unvoted;

pub use bbcode::{QuoteLines, strip, strip_in};
pub use family::auto_syntaxes;
pub use find::{Found, find_votes};
pub use posts::{
    MAX_BYTES, MAX_LINE_BYTES, MAX_POSTS, Post, Thread, decode, normalize_breaks, parse, parse_in,
};
pub use read::{
    HiddenVotes, Ignored, IgnoredWhy, Late, Options, Raised, ThreadVotes, Unread, VOID_HIDDEN,
    read_votes,
};
pub use reading::{How, Reading};
pub use said::{MAX_VOTE_TEXT, Said};
use serde::Serialize;
pub use unclear::Unclear;

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

/// The fewest posts read side by side ([`side_by_side`]): below it, a thread costs more than
/// it saves.
const SIDE_BY_SIDE_FROM: usize = 64;

/// `f` of each item, in the items' order, read side by side on one thread per core (at most
/// four, as pages are parsed: `page::parsers`) when there are enough of them: each post is
/// read alone, whatever the others say. In tests the work done on each thread is counted as
/// the caller's ([`work`]).
pub(crate) fn side_by_side<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = page::parsers();
    if threads < 2 || items.len() < SIDE_BY_SIDE_FROM {
        return items.iter().map(&f).collect();
    }
    let f = &f;
    let read = move |part: &[T]| counted(|| part.iter().map(f).collect::<Vec<R>>());
    std::thread::scope(|scope| {
        // The main thread's stack, as pages are parsed with: a post may nest deep.
        let spawned: Vec<_> = items
            .chunks(items.len().div_ceil(threads))
            .map(|part| {
                let on = std::thread::Builder::new().stack_size(8 << 20);
                (part, on.spawn_scoped(scope, move || read(part)))
            })
            .collect();
        let mut out = Vec::with_capacity(items.len());
        for (part, spawned) in spawned {
            // A thread that could not be started: its part read here.
            let (part, done) = match spawned {
                Ok(handle) => handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                Err(_) => read(part),
            };
            work_done(done);
            out.extend(part);
        }
        out
    })
}

/// `f`'s result and, in tests, the work it did on this thread.
fn counted<R>(f: impl FnOnce() -> R) -> (R, usize) {
    #[cfg(test)]
    {
        let mut out = None;
        let done = work::of(|| out = Some(f()));
        (out.expect("f ran"), done)
    }
    #[cfg(not(test))]
    {
        (f(), 0)
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
    Heading,
}
