//! The ballots of a thread: each post's last vote, by its author, as the count takes them.

use super::Syntax;
use super::bbcode::{QuoteLines, strip_open};
use super::family::auto_syntaxes;
use super::find::{Found, find_in};
use super::hedge::hedges;
use super::posts::Thread;
use super::reading::{Lookup, Reading};
use super::said::Said;
use super::unclear::{Unclear, unclear_in};
use super::unmask::unmask;
use crate::core::names::{NameIndex, NameMiss, fold};
use crate::core::votes::{Ballot, Choice};
use serde::Serialize;
use std::collections::BTreeMap;
use std::ops::Range;

/// How a thread is read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    pub syntax: Syntax,
    pub strip_spoilers: bool,
    /// Posts after this number are not read.
    pub until_post: Option<u64>,
    /// Posts at or after this time (seconds) are late: their votes do not count.
    pub deadline: Option<i64>,
    /// Players who left the game, each with the substitute who took his slot: their posts
    /// are not the substitute's votes (a vote naming them still finds the slot).
    pub left: Vec<(String, String)>,
    /// What a vote in a spoiler or in white or transparent text is.
    pub hidden: HiddenVotes,
    /// The posts the master set aside (`ignore thread POST`): not read, listed as his.
    pub set_aside: Vec<u64>,
    /// The game's language, as `si`, `se`, `vi` are read in a doubt (`hedge`) in a post whose
    /// words do not tell its language; `None` reads every way that may be a doubt.
    pub lang: Option<crate::core::msg::Lang>,
    /// Which lines starting with `>` are quotes in a pasted thread: the game's forum's
    /// convention ([`QuoteLines::of`]). Saved pages carry their forum.
    pub quotes: QuoteLines,
}

/// What a vote written where the page does not show it (in `[spoiler]`, in white or
/// transparent text) is: the game's rule, from its rulebook (`hidden_votes` game option).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum HiddenVotes {
    /// A vote like any other (the rulebook says nothing of hidden text); the count lists it.
    #[default]
    Count,
    /// Not counted: void, listed for the master ("evitando usar textos ocultos").
    Forbid,
}

impl HiddenVotes {
    /// The option's value as written in `game.yaml` (`count`, `forbid`).
    pub fn parse(value: &str) -> Option<HiddenVotes> {
        <HiddenVotes as clap::ValueEnum>::from_str(value.trim(), true).ok()
    }
}

/// The void reason of a hidden vote where the game forbids them (a catalog key).
pub const VOID_HIDDEN: &str = "tally-void-hidden";

/// A place in a player's post that speaks of the vote and was not read as one: raised for the
/// master at its line, never dropped in silence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Raised {
    pub post: u64,
    pub voter: String,
    pub why: Unclear,
    /// The place, as written (tags and all), in one line.
    pub text: String,
    /// Where it is in the thread file.
    pub span: Range<usize>,
    /// The later post where the same player cast a vote that was read: the master need do
    /// nothing (it is listed, and blocks nothing).
    pub replaced: Option<u64>,
}

/// A vote whose name matches no player exactly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unread {
    pub post: u64,
    /// The voter's roster name.
    pub voter: String,
    pub written: String,
    pub miss: NameMiss,
    /// Where the vote is in the thread file.
    pub span: Range<usize>,
    /// The later post where the same player cast a vote that was read: it replaces this one,
    /// which is listed and blocks nothing.
    pub replaced: Option<u64>,
}

/// Why a post's votes are ignored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum IgnoredWhy {
    /// The author is not on the roster.
    NotPlaying,
    /// The author is a player who cannot vote now (dead).
    CannotVote,
    /// The author left the game: a substitute plays his slot.
    Replaced,
    /// The master set the post aside (`ignore thread POST`).
    Master,
}

/// The posts with votes of one author who cannot vote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ignored {
    /// The roster name, or the author as written when not playing.
    pub author: String,
    pub why: IgnoredWhy,
    pub posts: Vec<u64>,
    /// Who plays the slot now, for an author who left.
    pub by: Option<String>,
}

/// A vote posted at or after the deadline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Late {
    pub post: u64,
    pub voter: String,
    /// `Err(written)` when the name could not be read.
    pub choice: Result<Choice, String>,
    /// How the voted name was read, when not exactly as written.
    pub reading: Option<Reading>,
}

/// Everything read from a thread: the ballots for the tally and what the master must see.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ThreadVotes {
    /// In thread order; `seq` counts from 0, `at` is the post's minute.
    pub ballots: Vec<Ballot>,
    /// The post of each ballot, by `seq`.
    pub post_of: BTreeMap<usize, u64>,
    pub unread: Vec<Unread>,
    pub ignored: Vec<Ignored>,
    pub late: Vec<Late>,
    /// How the name of a ballot was read, by `seq`, when not exactly as written (an alias, a
    /// prefix, a typo, an acronym…): the count shows "read X as Y".
    pub readings: BTreeMap<usize, Reading>,
    /// The places of voters' posts that speak of the vote and were not read as one.
    pub unclear: Vec<Raised>,
    /// The ballots (by `seq`) written in a spoiler or in white or transparent text.
    pub hidden: Vec<usize>,
    /// The syntaxes the posts were read with (under `auto`, the thread's forum family).
    pub syntaxes: Vec<Syntax>,
    /// The last post read before the cut (number, time as written).
    pub last: Option<(u64, String)>,
}

impl ThreadVotes {
    /// An unvote of `voter`'s, cast in post `post` at minute `at`.
    pub(super) fn cast_unvote(&mut self, voter: &str, post: u64, at: Option<i64>) {
        self.cast(voter, Choice::Unvote, post, at);
    }

    /// A ballot of `voter`'s, cast in post `post` at minute `at`, numbered after the others.
    fn cast(&mut self, voter: &str, choice: Choice, post: u64, at: Option<i64>) {
        let seq = self.ballots.len();
        self.post_of.insert(seq, post);
        self.ballots.push(Ballot {
            voter: voter.to_string(),
            choice,
            at,
            seq,
            void: None,
        });
    }
}

/// The ballots of a thread. `voters` are the roster names of those who may vote now.
pub fn read_votes(
    thread: &Thread,
    names: &NameIndex,
    voters: &[String],
    options: &Options,
) -> ThreadVotes {
    let lookup = Lookup::new(names);
    let quotes = quote_lines(thread, options);
    let (syntaxes, plain_fallback) = match options.syntax {
        Syntax::Auto => (
            auto_syntaxes(thread, names, options.strip_spoilers, quotes),
            true,
        ),
        one => (vec![one], false),
    };
    let mut reader = Reader {
        out: ThreadVotes {
            syntaxes: syntaxes.clone(),
            ..ThreadVotes::default()
        },
        last_read: BTreeMap::new(),
        ignored: BTreeMap::new(),
        ignored_order: Vec::new(),
        lookup: &lookup,
        may_vote: voters.iter().collect(),
        options,
    };
    // Each post read alone, side by side; then counted in thread order.
    let read: Vec<&super::posts::Post> = thread
        .posts
        .iter()
        .take_while(|p| options.until_post.is_none_or(|n| p.number <= n))
        .collect();
    let seen = super::side_by_side(&read, |post| {
        let body = &thread.source[post.body.clone()];
        seen_in_post(body, options, quotes, &syntaxes, plain_fallback, &lookup)
    });
    for (post, (found, unclear, shows_a_vote, struck)) in read.into_iter().zip(seen) {
        let late = options.deadline.is_some_and(|d| post.time >= d);
        let (found, unclear) = edited_after_deadline(thread, post, options, found, unclear);
        if !late {
            reader.out.last = Some((post.number, post.time_text.clone()));
        }
        if options.set_aside.contains(&post.number) {
            let author = names
                .is_exact(&post.author)
                .then(|| names.resolve_unsuggested(&post.author).ok())
                .flatten()
                .unwrap_or_else(|| post.author.clone());
            reader.ignore((IgnoredWhy::Master, author), post.number);
            continue;
        }
        if !shows_a_vote && unclear.is_empty() && struck.is_empty() {
            continue;
        }
        let voter = match post_voter(names, options, &reader.may_vote, &post.author) {
            Ok(voter) => voter,
            Err(key) => {
                // Who cannot vote is listed for any vote his post shows, cast or not.
                if shows_a_vote {
                    reader.ignore(key, post.number);
                }
                continue;
            }
        };
        if !late {
            let unclear = super::unvoted::with_names(unclear, &reader.out, &voter, &found, &lookup);
            raise(&mut reader.out, post, &voter, &thread.source, &unclear);
        }
        reader.cast_post(post, &voter, &found, late);
        if found.is_empty() && !late {
            super::struck::withdraw(&mut reader.out, reader.lookup, post, &voter, &struck);
        }
    }
    let mut out = reader.out;
    mark_replaced(&mut out, &reader.last_read);
    out.ignored = ignored_list(&reader.ignored, reader.ignored_order, options);
    out
}

/// Places of a post's text that speak of the vote without casting one, and why.
type Places = Vec<(Range<usize>, Unclear)>;

/// A post made before the deadline that the forum shows edited, on a page saved after it:
/// the edit, and the vote with it, may have come after the deadline (phpBB's "Última edición
/// por X el …", SMF's "Ultima modifica", vBulletin's "Last edited by"). Its votes are raised
/// at their place, never counted at the post's time in silence (review break14b F7).
fn edited_after_deadline(
    thread: &Thread,
    post: &super::posts::Post,
    options: &Options,
    found: Vec<Found>,
    mut unclear: Places,
) -> (Vec<Found>, Places) {
    let saved = thread.pages.as_ref().and_then(|p| {
        p.edited_by
            .iter()
            .find(|(n, _)| *n == post.number)
            .map(|(_, saved)| *saved)
    });
    let maybe_late = matches!((options.deadline, saved),
        (Some(d), Some(saved)) if post.time < d && saved >= d);
    if !maybe_late || found.is_empty() {
        return (found, unclear);
    }
    // Its decisive vote: the others it holds go with it.
    unclear.extend(found.last().map(|f| (f.span.clone(), Unclear::Edited)));
    unclear.sort_by_key(|(span, _)| span.start);
    (Vec::new(), unclear)
}

/// Which lines starting with `>` quote in this thread: on saved pages, the page's forum
/// (Discourse's Markdown; every other forum quotes with `<blockquote>`, read as `[quote]`);
/// in a pasted thread, the game's forum ([`Options::quotes`]).
fn quote_lines(thread: &Thread, options: &Options) -> QuoteLines {
    match &thread.pages {
        Some(read) if read.forum == super::page::Forum::Discourse => QuoteLines::Markdown,
        Some(_) => QuoteLines::Literal,
        None => options.quotes,
    }
}

/// [`seen_in`] a post's body as its readers see it: hidden characters out, full-width letters
/// read ([`unmask`]), quotes blanked; the spans found point into the body as written.
fn seen_in_post(
    body: &str,
    options: &Options,
    quotes: QuoteLines,
    syntaxes: &[Syntax],
    plain_fallback: bool,
    lookup: &Lookup,
) -> (Vec<Found>, Places, bool, Vec<String>) {
    let seen = unmask(body);
    let struck = super::struck::struck_votes(&seen.text, syntaxes, plain_fallback, lookup);
    let (text, left_open) = strip_open(&seen.text, options.strip_spoilers, quotes);
    let (mut found, mut unclear, shows_a_vote) =
        seen_in(&text, syntaxes, plain_fallback, lookup, options.lang);
    // A vote on the line of a `[quote` never closed: the poster's or quoted, nobody can tell.
    for (tag, rest) in left_open {
        let line = &seen.text[rest.clone()];
        if !find_in(line, syntaxes, plain_fallback, lookup).is_empty() {
            unclear.push((tag.start..rest.end, Unclear::OpenQuote));
        }
    }
    if found.is_empty() && unclear.is_empty() {
        unclear.extend(super::agreed::seconded(
            &seen.text,
            &text,
            syntaxes,
            plain_fallback,
            lookup,
        ));
    }
    unclear.sort_by_key(|(span, _)| span.start);
    for f in &mut found {
        f.span = seen.original(&f.span);
    }
    for (span, _) in &mut unclear {
        *span = seen.original(span);
    }
    (found, unclear, shows_a_vote, struck)
}

/// What a post's (stripped) text shows: the votes it casts, the places that speak of the vote
/// without casting one (a vote asked, doubted or listed with others is not cast: raised at its
/// place), and whether it shows a vote at all, cast or not.
fn seen_in(
    text: &str,
    syntaxes: &[Syntax],
    plain_fallback: bool,
    lookup: &Lookup,
    lang: Option<crate::core::msg::Lang>,
) -> (Vec<Found>, Places, bool) {
    let mut found = find_in(text, syntaxes, plain_fallback, lookup);
    let mut unclear = unclear_in(text, &found, lookup, syntaxes);
    // The post's language, as its doubts are read (Italian `si`, Spanish `se`).
    let lang = match found.is_empty() {
        true => lang,
        false => {
            let words: Vec<String> = text
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(fold)
                .collect();
            crate::core::intake::words::language_of(words.iter().map(String::as_str), lang)
        }
    };
    let hedges = hedges(text, &found, lookup.names(), lang);
    for (f, why) in found.iter().zip(&hedges) {
        if let Some(why) = why
            && unclear.last().is_none_or(|(span, _)| *span != f.span)
        {
            unclear.push((f.span.clone(), *why));
        }
    }
    unclear.sort_by_key(|(span, _)| span.start);
    let shows_a_vote = !found.is_empty();
    let mut hedges = hedges.into_iter();
    found.retain(|_| hedges.next().flatten().is_none());
    (found, unclear, shows_a_vote)
}

/// A thread as it is read, post by post.
struct Reader<'a> {
    out: ThreadVotes,
    /// Where each voter's last vote that was read is in the thread file, and its post.
    last_read: BTreeMap<String, (usize, u64)>,
    ignored: BTreeMap<(IgnoredWhy, String), Vec<u64>>,
    ignored_order: Vec<(IgnoredWhy, String)>,
    lookup: &'a Lookup<'a>,
    may_vote: std::collections::BTreeSet<&'a String>,
    options: &'a Options,
}

impl Reader<'_> {
    /// A post whose votes are not read, listed under its author and why.
    fn ignore(&mut self, key: (IgnoredWhy, String), post: u64) {
        if !self.ignored.contains_key(&key) {
            self.ignored_order.push(key.clone());
        }
        self.ignored.entry(key).or_default().push(post);
    }

    /// Casts a voter's post: its decisive vote (its last), with what it casts before it; a
    /// vote whose name is not read is listed as unread; a late post's vote as late.
    fn cast_post(&mut self, post: &super::posts::Post, voter: &str, found: &[Found], late: bool) {
        let Some(decisive) = found.last() else {
            return;
        };
        let out = &mut self.out;
        let span = post.body.start + decisive.span.start..post.body.start + decisive.span.end;
        let (choice, reading) = choice_of(&decisive.said, self.lookup);
        if late {
            out.late.push(Late {
                post: post.number,
                voter: voter.to_string(),
                choice: choice.map_err(|(shown, _)| shown),
                reading,
            });
            return;
        }
        let at = Some(post.time.div_euclid(60));
        cast_before_decisive(out, found, self.lookup, voter, post.number, at);
        match choice {
            Ok(choice) => {
                if let Some(r) = reading {
                    out.readings.insert(out.ballots.len(), r);
                }
                if decisive.hidden {
                    out.hidden.push(out.ballots.len());
                }
                self.last_read
                    .insert(voter.to_string(), (span.end, post.number));
                out.cast(voter, choice, post.number, at);
                if decisive.hidden && self.options.hidden == HiddenVotes::Forbid {
                    let last = out.ballots.len() - 1;
                    out.ballots[last].void = Some(VOID_HIDDEN.to_string());
                }
            }
            Err((written, miss)) => out.unread.push(Unread {
                post: post.number,
                voter: voter.to_string(),
                written,
                miss,
                span,
                replaced: None,
            }),
        }
    }
}

/// The ballots a post casts before its decisive vote: an unvote written before a new vote,
/// or a vote withdrawn in the same post (`[b]Voto: Beppe[/b] … [b]Tolgo il voto[/b]`): the
/// vote is cast and withdrawn, in that order (review 4, L4: it read as a withdrawal with
/// nothing to withdraw).
fn cast_before_decisive(
    out: &mut ThreadVotes,
    found: &[Found],
    lookup: &Lookup,
    voter: &str,
    post: u64,
    at: Option<i64>,
) {
    let Some((decisive, before)) = found.split_last() else {
        return;
    };
    if decisive.said != Said::Unvote && before.iter().any(|f| f.said == Said::Unvote) {
        out.cast(voter, Choice::Unvote, post, at);
    }
    if decisive.said == Said::Unvote
        && let Some(Said::Vote { written, .. }) = before
            .iter()
            .rev()
            .map(|f| &f.said)
            .find(|s| **s != Said::Unvote)
        && let Ok((name, _)) = lookup.read(written)
    {
        out.cast(voter, Choice::Player(name), post, at);
    }
}

/// The roster name of a post's author who may vote now, or why his post's votes are ignored,
/// with the name he is listed under: not a player, a player who cannot vote, or one who left
/// the game (`left`: replaced by a substitute).
fn post_voter(
    names: &NameIndex,
    options: &Options,
    may_vote: &std::collections::BTreeSet<&String>,
    written: &str,
) -> Result<String, (IgnoredWhy, String)> {
    let left = options
        .left
        .iter()
        .any(|(old, _)| fold(old) == fold(written.trim()));
    let author = names
        .is_exact(written)
        .then(|| names.resolve_unsuggested(written).ok())
        .flatten()
        .filter(|_| !left);
    match author {
        None if left => Err((IgnoredWhy::Replaced, written.to_string())),
        None => Err((IgnoredWhy::NotPlaying, written.to_string())),
        Some(a) if !may_vote.contains(&a) => Err((IgnoredWhy::CannotVote, a)),
        Some(a) => Ok(a),
    }
}

/// What a post's decisive vote says: an unvote, an abstention, a player's name as it was read
/// (and how, if not as written), or the name as written that could not be read.
fn choice_of(
    said: &Said,
    lookup: &Lookup,
) -> (Result<Choice, (String, NameMiss)>, Option<Reading>) {
    match said {
        Said::Unvote => (Ok(Choice::Unvote), None),
        Said::Abstain => (Ok(Choice::Abstain), None),
        Said::Vote { written, .. } => match lookup.read(written) {
            Ok((name, how)) => (Ok(Choice::Player(name)), how),
            Err(miss) => (Err((written.clone(), miss)), None),
        },
    }
}

/// The authors whose votes were ignored, in the order they were first met, with their posts
/// and, for a player who left, his substitute.
fn ignored_list(
    ignored: &BTreeMap<(IgnoredWhy, String), Vec<u64>>,
    order: Vec<(IgnoredWhy, String)>,
    options: &Options,
) -> Vec<Ignored> {
    order
        .into_iter()
        .map(|key| Ignored {
            posts: ignored[&key].clone(),
            by: (key.0 == IgnoredWhy::Replaced)
                .then(|| {
                    options
                        .left
                        .iter()
                        .find(|(old, _)| fold(old) == fold(key.1.trim()))
                        .map(|(_, new)| new.clone())
                })
                .flatten(),
            author: key.1,
            why: key.0,
        })
        .collect()
}

/// Raises the places of a voter's post that speak of the vote and were not read as one.
fn raise(
    out: &mut ThreadVotes,
    post: &super::posts::Post,
    voter: &str,
    source: &str,
    unclear: &[(Range<usize>, Unclear)],
) {
    for (span, why) in unclear {
        let span = post.body.start + span.start..post.body.start + span.end;
        out.unclear.push(Raised {
            post: post.number,
            voter: voter.to_string(),
            why: *why,
            text: source[span.clone()]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
            span,
            replaced: None,
        });
    }
}

/// A vote that could not be read, or a place raised, is replaced by a vote the same player
/// wrote after it (later in the post, or in a later post) and that was read: it is listed, and
/// blocks nothing.
fn mark_replaced(out: &mut ThreadVotes, last_read: &BTreeMap<String, (usize, u64)>) {
    let later = |voter: &str, at: usize| {
        last_read
            .get(voter)
            .filter(|(end, _)| *end > at)
            .map(|(_, post)| *post)
    };
    for u in &mut out.unread {
        u.replaced = later(&u.voter, u.span.end);
    }
    for r in &mut out.unclear {
        r.replaced = later(&r.voter, r.span.end);
    }
}
