//! Order files: one player's PM, as the master pasted it.
//!
//! One order per line, a verb then arguments; blank lines and `#` comments are ignored. An
//! optional header line `sent: 2026-11-29 21:14` (also `enviado:`, `inviato:`) says when the PM
//! was sent, so rules can order PMs in time. The core splits each line into words with their byte
//! spans; each ruleset reads the words with its own grammar.

use crate::core::diag::Source;
use crate::core::forum_dates;
use crate::core::markup;
use std::ops::Range;

/// A word of an order line and where it is in the file (byte offsets).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    pub text: String,
    pub span: Range<usize>,
    /// `text` folded ([`crate::core::names::fold`]), made once with the word: the intake holds
    /// each word against its lists many times over. `None` when `text` is folded already
    /// (lower-case ASCII, as most words are).
    folded: Option<String>,
}

impl Word {
    pub fn new(text: impl Into<String>, span: Range<usize>) -> Word {
        let text = text.into();
        let folded = (!text
            .bytes()
            .all(|b| b.is_ascii() && !b.is_ascii_uppercase()))
        .then(|| crate::core::names::fold(&text));
        Word { text, span, folded }
    }

    /// The word folded: lower case, accents off ([`crate::core::names::fold`]).
    pub fn folded(&self) -> &str {
        self.folded.as_deref().unwrap_or(&self.text)
    }
}

/// One non-blank, non-comment line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderLine {
    /// 1-based line number.
    pub line: usize,
    /// The whole line's span, without its comment.
    pub span: Range<usize>,
    pub words: Vec<Word>,
}

/// When a PM was sent, as written and as seconds since 1970-01-01 (UTC unless an offset is given).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Sent {
    pub seconds: i64,
    pub text: String,
}

/// A player's PM, parsed into lines.
#[derive(Debug, Clone)]
pub struct OrderFile {
    /// The roster name of the player whose PM this is.
    pub player: String,
    /// The file's path as shown in diagnostics (`orders/Ana.txt`).
    pub path: String,
    pub source: Source,
    pub sent: Option<Sent>,
    pub lines: Vec<OrderLine>,
    /// Lines that are not orders (greetings, prose, a signature), set aside by the intake.
    pub ignored: Vec<OrderLine>,
    /// The numbers of the lines among `ignored` the master set aside (`ignore`): his call, not
    /// the player's talk.
    pub set_aside: Vec<usize>,
    /// The numbers of the lines among `ignored` that say the sender has not chosen yet
    /// (`todavía no sé a quién votar`): no order, a note `check` shows.
    pub undecided: Vec<usize>,
    /// The numbers of the lines among `ignored` that say the sender gives no order for now
    /// (`esta ronda no hago nada`, `ya votaré en el hilo`): a note `check` shows.
    pub no_order_now: Vec<usize>,
    /// The numbers of the lines among `ignored` that are a remark about a player or a thing of
    /// the game (`Sospecho de Bruno`, `suerte Ana`), no order in other words: a note `check`
    /// shows.
    pub remarks: Vec<usize>,
    /// The numbers of the lines among `ignored` the player struck through or turned down with
    /// his own mark (`[s]…[/s]`, `robar a Jorge ❌`, `(descartado)`), or left unmarked beside
    /// the one he marked as his choice (`core::marks`): withdrawn, a note `check` shows.
    pub struck: Vec<usize>,
    /// Where the orders a change of mind withdrew start (`emborracho a Carla... no, mejor a
    /// Gino` withdraws `emborracho a Carla`): replaced by the correction after them whatever
    /// their kind, never a second use of a limited power.
    pub withdrawn: Vec<usize>,
    /// The conditions some orders hold under ([`crate::core::conditions`]): one the ruleset
    /// names the subjects of (`Si me sale vidente: ver Jorge`), lifted off its line before the
    /// intake reads it, or one of an order the ruleset lets a player give in advance
    /// (chez-geek's `pierdo X si viene Y`), kept by the intake beside its order.
    pub conditions: Vec<crate::core::conditions::Condition>,
    /// Lines that cancel earlier orders in words (`anulo lo anterior`, `cancelo mi voto`,
    /// `lascia stare quello che ho scritto`, `scratch that`): no order of the ruleset, they
    /// withdraw the orders they refer to (`core::cancelled`).
    pub cancels: Vec<Cancel>,
    /// The language the PM is written in, as the intake reads its doubts (`si`, `se`, `vi`:
    /// `intake::words::language_of`); `None` before the intake, or where it cannot be told.
    pub lang: Option<crate::core::msg::Lang>,
    /// What the grammar read in this PM's lines, for `check` (shared by the copies of the PM
    /// the checks make).
    pub readings: Readings,
    /// Where this PM stands among its player's PMs of the phase, by file name.
    pub place: Place,
    /// The ranges of `source` that are not the sender's words, found once ([`Self::hidden`]).
    pub quotes: Quotes,
}

/// A PM's quotes ([`markup::quote_ranges`]), found when first asked for: each reader that asks
/// (the intake's, `check`'s) shares them, the PM is not scanned again for each (issue 25).
#[derive(Debug, Clone, Default)]
pub struct Quotes(std::sync::OnceLock<markup::QuoteRanges>);

impl Quotes {
    /// A PM's quotes found already ([`markup::quote_ranges`]).
    pub fn found(quotes: markup::QuoteRanges) -> Quotes {
        Quotes(std::sync::OnceLock::from(quotes))
    }
}

/// A line (or the clause of a line) that cancels earlier orders in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cancel {
    /// The cancelling words, as a line: its number and span.
    pub line: OrderLine,
    pub what: Cancels,
    /// Said after an order of the same line (`voto Alessia, lascia stare il messaggio di
    /// prima`): with nothing before it to cancel, the order on its line is all it says.
    pub after_an_order: bool,
    /// The player an unvote names (`desvoto a Carla`, `Desvoto. Carla`), folded: as written
    /// and as the roster has him. When the vote it withdraws names neither, the line is raised
    /// (`core::cancelled`): the name is the vote withdrawn or a new one, never dropped.
    pub named: Vec<String>,
}

/// What a cancellation refers to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cancels {
    /// The order before it (`anulo lo anterior`, `scratch that`): exactly one, or it is
    /// ambiguous.
    Earlier,
    /// Everything the player wrote before it (`lascia stare quello che ho scritto`, `olvida el
    /// mensaje anterior`, `ignore my last PM`): every order of the earlier message.
    Whole,
    /// The order of a kind (`cancelo mi voto`, `annullo il voto`): the ruleset's kind of order
    /// ([`crate::core::grammar::VerbKind`], by index) named by its noun. `or_whole` when the
    /// noun also names the message itself (`olvida el mensaje anterior` where a `mensaje` is
    /// an order): with no order of the kind before it, it is [`Cancels::Whole`].
    Kind { kind: usize, or_whole: bool },
    /// The order before it, said to be a mistake with no new choice (`me equivoqué de
    /// persona`, `sorry, wrong person`): it cannot stand as it is nor be guessed, so it is
    /// raised at the line; with no order before it, nothing.
    Mistaken,
}

/// One thing the grammar ([`crate::core::grammar`]) read in an order line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Read {
    /// The line's verb: every spelling of it in the ruleset's table, and the word as written.
    Verb {
        spellings: &'static [&'static str],
        written: String,
    },
    /// A keyword of the order (`centro`): the spellings it was one of, and the word.
    Keyword {
        spellings: Vec<String>,
        written: String,
    },
    /// A player: the roster name, as written, and whether it was read otherwise than as a
    /// roster name or alias (a one-letter typo corrected, a prefix completed).
    Player {
        name: String,
        written: String,
        corrected: bool,
    },
    Number(u32),
    /// A word read as written (a house, a route).
    Word(String),
    /// Free text (a message, a reason).
    Text(String),
}

#[path = "orders_readings.rs"]
mod readings;
#[path = "orders_sent.rs"]
mod sent;
pub use readings::{Readings, reading};

/// Where a PM stands among its player's PMs of a phase, by its file name: `Ana.txt` is the
/// first, then `Ana-2.txt`, `Ana-3.txt`…, then the files of the folder `Ana/` by name (numbers
/// in order: `2.txt` before `10.txt`). PMs with a `sent:` header are read in its order; this
/// orders the others, and PMs sent at the same minute.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Place {
    /// In the player's folder (`orders/Ana/…`).
    pub folder: bool,
    /// `Ana.txt` 1, `Ana-7.txt` 7; in the folder, the number the file name starts with.
    pub number: u64,
    /// In the folder, the file name.
    pub name: String,
}

impl Default for Place {
    fn default() -> Place {
        Place {
            folder: false,
            number: 1,
            name: String::new(),
        }
    }
}

impl Place {
    /// The place of a file of the player's folder.
    pub fn in_folder(name: &str) -> Place {
        let digits: String = name.chars().take_while(char::is_ascii_digit).collect();
        Place {
            folder: true,
            number: digits.parse().unwrap_or(u64::MAX),
            name: name.to_string(),
        }
    }
}

/// The order PMs were sent in, as a sort key: timed PMs by their time, then untimed ones, then
/// the file order (`index`). Chechino: "a igual prioridad, el MP enviado primero".
pub type SentKey = (bool, i64, usize);

impl OrderFile {
    /// The byte ranges of this PM that are not the sender's words ([`markup::hidden_ranges`]).
    pub fn hidden(&self) -> &[Range<usize>] {
        &self.quotes().0
    }

    /// What a reply quotes under an attribution line ([`crate::core::mail::attributed_quote`]).
    pub fn attributed_quote(&self) -> Option<Range<usize>> {
        self.quotes().1.clone()
    }

    fn quotes(&self) -> &markup::QuoteRanges {
        let source = &self.source;
        self.quotes.0.get_or_init(|| markup::quote_ranges(source))
    }

    /// This PM's [`SentKey`]; `index` is its place among the phase's files.
    pub fn sent_key(&self, index: usize) -> SentKey {
        (
            self.sent.is_none(),
            self.sent.as_ref().map(|s| s.seconds).unwrap_or(0),
            index,
        )
    }

    /// A PM from its text (the `sent:` header read, lines split; a bad header is ignored).
    pub fn from_text(player: &str, path: &str, source: &str) -> OrderFile {
        let (sent, lines, _) = split_lines(source);
        OrderFile {
            player: player.to_string(),
            path: path.to_string(),
            source: Source::from(source),
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
            readings: Readings::default(),
            place: Place::default(),
            quotes: Quotes::default(),
        }
    }
}

/// A header line that is not a valid time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadSent {
    pub span: Range<usize>,
}

/// Where a comment starts: a `#` at the start of the line or after a space, not before a digit
/// (`#105` is a post number, `[color=#f00]` a colour).
fn comment_start(body: &str) -> Option<usize> {
    // `#### Voto X` (a Markdown heading, as Mediavida and Discourse PMs have) is read; a
    // comment is one `#`.
    let trimmed = body.trim_start();
    let hashes = trimmed.len() - trimmed.trim_start_matches('#').len();
    if (2..=6).contains(&hashes) && trimmed[hashes..].starts_with(' ') {
        return None;
    }
    body.match_indices('#').map(|(i, _)| i).find(|&i| {
        let starts_word = body[..i]
            .chars()
            .next_back()
            .is_none_or(char::is_whitespace);
        let before_digit = body[i + 1..].starts_with(|d: char| d.is_ascii_digit());
        starts_word && !before_digit
    })
}

/// The comments of a PM: each line's text from its `#` on ([`comment_start`]), with the
/// line's number, outside quotes (`[quote]`, `>` lines: another message's words). A form's
/// explanations are comments; so may be an order a player wrote after a `#` (`core::intake`
/// raises that one).
pub fn comments(source: &str) -> Vec<(usize, Range<usize>)> {
    let mut comments: Vec<(usize, Range<usize>)> = crate::core::text::lines(source)
        .enumerate()
        .filter_map(|(i, line)| {
            let at = line.start + comment_start(&source[line.start..line.end])?;
            Some((i + 1, at..line.end))
        })
        .collect();
    // The quotes are looked for only in a PM with comments (most have none; issue 25).
    if !comments.is_empty() {
        let hidden = markup::hidden_ranges(source);
        comments.retain(|(_, c)| !hidden.iter().any(|h| h.contains(&c.start)));
    }
    comments
}

/// What a PM splits into: its sent time, its lines, its date headers that cannot be read.
pub type Split = (Option<Sent>, Vec<OrderLine>, Vec<BadSent>);

/// Splits a PM into order lines, its times in UTC (see [`split_lines_at`]).
pub fn split_lines(source: &str) -> Split {
    split_lines_at(source, &jiff::tz::TimeZone::UTC, None)
}

/// Splits a PM into order lines. `#` starts a comment; markup, quotes and a signature are not
/// words ([`markup`]). The first date header (`sent:`, `Enviado:`, `Inviato il:`, `Fecha:`, SMF's
/// `« Enviado a: … el: … »`…), before or among the orders, says when the PM was sent; a time
/// without an offset is in `tz`; "today"/"yesterday" (`Hoy a las 22:52`, `Oggi alle`, `Today
/// at`) is read against `reference` (the file's modification time), and not without one.
pub fn split_lines_at(source: &str, tz: &jiff::tz::TimeZone, reference: Option<i64>) -> Split {
    split_lines_hiding(source, tz, reference, &markup::hidden_ranges(source))
}

/// [`split_lines_at`], the PM's quotes found already ([`markup::hidden_ranges`]).
pub fn split_lines_hiding(
    source: &str,
    tz: &jiff::tz::TimeZone,
    reference: Option<i64>,
    hidden: &[Range<usize>],
) -> Split {
    let read_date = |text: &str| forum_dates::parse_at(text, tz, reference);
    let mut sent = None;
    let mut lines = Vec::new();
    let mut bad = Vec::new();
    let mut quoted_header = false;
    for (i, line) in crate::core::text::lines(source).enumerate() {
        let start = line.start;
        let body = &source[line.start..line.end];
        let body = match comment_start(body) {
            Some(cut) => &body[..cut],
            None => body,
        };
        let words = line_words(body, start, line.end, hidden);
        if words.is_empty() {
            continue;
        }
        // The header's key is its first word, or its second after `Mensaje`/`Messaggio`
        // (`Messaggio inviato: …`, `Inviato - 2 dic…`); a line that is only a date, before any
        // order, is one too. A header in BBCode (`[i]Inviato il: …[/i]`, `[b]Enviado:[/b] …`)
        // is read without its tags.
        let (off, header) = sent::unwrapped(body);
        let header_start = start + off;
        // A header directly under an attribution (`Máster escribió:`, `Cita de Ana`) dates
        // the message the player quotes, not his PM.
        let others = quoted_header
            && (sent::header_key_end(header).is_some() || read_date(header.trim()).is_some());
        quoted_header = others || markup::is_attribution(header);
        if others {
            continue;
        }
        if sent.is_none() {
            match sent::date_line(
                source,
                header_start,
                header,
                &words,
                lines.is_empty(),
                &read_date,
            ) {
                sent::DateLine::Sent(found) => {
                    sent = Some(found);
                    continue;
                }
                sent::DateLine::Bad(header) => {
                    bad.push(header);
                    continue;
                }
                sent::DateLine::Order => {}
            }
        }
        lines.push(order_line(i + 1, start, body, words));
    }
    (sent, lines, bad)
}

/// An order line, numbered `line`, from its first word to the end of its text or of its
/// last word, whichever is later.
fn order_line(line: usize, start: usize, body: &str, words: Vec<Word>) -> OrderLine {
    let last = words.last().expect("a word");
    let end = (start + body.trim_end().len()).max(last.span.end);
    OrderLine {
        line,
        span: words[0].span.start..end,
        words,
    }
}

/// The words of a line's `body` (its comment cut) starting at byte `start` of the PM, the
/// markup and the hidden ranges (quotes, spoilers, signature) that reach it left out.
fn line_words(body: &str, start: usize, end: usize, hidden: &[Range<usize>]) -> Vec<Word> {
    // Only the hidden ranges that reach this line.
    let from = hidden.partition_point(|h| h.end <= start);
    let to = hidden.partition_point(|h| h.start < end);
    markup::words(body, start, &hidden[from..to.max(from)])
        .into_iter()
        .map(|t| Word::new(t.text, t.span))
        .fold(Vec::new(), keycap_number)
}

/// A keycap emoji's number as a point's (`1️⃣ salgo al pasillo` is `1. salgo al pasillo`): the
/// markup splits it into the digit and the enclosing keycap, which is no word (the digit is
/// marked as a point's by it, `intake::points::marked_number`).
fn keycap_number(mut words: Vec<Word>, word: Word) -> Vec<Word> {
    let digit = |w: &Word| !w.text.is_empty() && w.text.chars().all(|c| c.is_ascii_digit());
    match words.last() {
        Some(last) if word.text == "\u{20e3}" && digit(last) => {}
        _ => words.push(word),
    }
    words
}

/// PMs in the order they were sent: by `sent:` time, PMs without one after every timed PM,
/// ties by file name. Chechino: "a igual prioridad, el MP enviado primero"; among-us: the first
/// report wins.
pub fn by_sending_time(files: &[OrderFile]) -> Vec<&OrderFile> {
    let mut sorted: Vec<&OrderFile> = files.iter().collect();
    sorted.sort_by(|a, b| {
        let key = |f: &OrderFile| (f.sent.is_none(), f.sent.as_ref().map(|s| s.seconds));
        key(a).cmp(&key(b)).then_with(|| a.path.cmp(&b.path))
    });
    sorted
}

/// A written time (ISO, or a forum's date header: see [`forum_dates`]) in UTC unless it gives
/// its offset.
pub fn parse_time(text: &str) -> Option<i64> {
    forum_dates::parse(text, &jiff::tz::TimeZone::UTC)
}

#[cfg(test)]
#[path = "orders_tests.rs"]
mod tests;
