//! The active player's turn post, read as a numbered sequence of plays (`1. juego Calderilla
//! en el Sofá`, `2. compro Súper Finos y Manual de Servidores 5 NT`). Verbs in Spanish as
//! players write them, Italian (`gioco`, `chiamo`, `caccio`, `scarto`, `perdo`; `compro` is both) and
//! English:
//!
//! | verb (es / en)                          | play                                        |
//! |-----------------------------------------|---------------------------------------------|
//! | `echo` / `evict` PERSONA [a JUGADOR]    | Tiradas: throw a person out of his room     |
//! | `llamo`, `invito` / `call` PERSONA [a ]  | Llamar a la Peña: a person to a room        |
//! | `compro`, `compras` / `buy` COSA y COSA | Tiempo Libre: one shopping trip             |
//! | `juego`, `hago`, `pongo` / `play` CARTA | a Persona, an Actividad or a Cuando Sea     |
//! | `descarto` / `discard` CARTA y CARTA    | Descarte                                    |
//!
//! A destination is `a mi cuarto`, `al cuarto de Ana`, `a Ana`, `sobre Ana`, `contra Ana`
//! (`against Bob`, `against the Crisps of Bob`).

use crate::core::conjugate::{Lemmas, spellings};
use crate::core::diag::Problem;
use crate::core::grammar::{VerbKind, VerbSpec, read_verb};
use crate::core::msg::Msg;
use crate::core::names::{NameIndex, fold};
use crate::core::orders::{OrderFile, OrderLine, Read};
use std::ops::Range;
use std::sync::LazyLock;

#[path = "orders_short.rs"]
mod short;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verb {
    Evict,
    Call,
    Buy,
    Play,
    Discard,
    /// A card of one's room given up, where the rules let the player choose it.
    Lose,
    /// The active player rolls the die of a play (`tiro por la jugada 1`): not a play.
    Roll,
}

/// Each play's verbs as lemmas; every form players write comes from the core's conjugation
/// (`echo`, `eché`, `voy a echar`, `echando`, `Hecho` for `echo`; `caccio`; `evicting`).
const LEMMAS: &[(Verb, Lemmas, &[&str])] = &[
    (
        Verb::Evict,
        Lemmas {
            es: &["echar"],
            it: &["cacciare"],
            en: &["evict"],
        },
        &[],
    ),
    (
        Verb::Call,
        Lemmas {
            es: &["llamar", "invitar", "traer"],
            it: &["chiamare", "invitare"],
            en: &["call", "invite"],
        },
        &[],
    ),
    (
        Verb::Buy,
        Lemmas {
            es: &["comprar"],
            it: &["comprare"],
            en: &["buy", "shop"],
        },
        // `me voy de compras`, `compras: Bizcocho de Hachís`
        &["compras"],
    ),
    (
        Verb::Play,
        Lemmas {
            es: &["jugar", "hacer", "poner"],
            it: &["giocare", "fare"],
            en: &["play"],
        },
        &["plays"],
    ),
    (
        Verb::Discard,
        Lemmas {
            es: &["descartar"],
            it: &["scartare"],
            en: &["discard"],
        },
        &[],
    ),
    (
        Verb::Lose,
        Lemmas {
            es: &["perder", "entregar"],
            it: &["perdere"],
            en: &["lose"],
        },
        &[],
    ),
    (
        Verb::Roll,
        Lemmas {
            es: &["tirar", "lanzar"],
            it: &["tirare", "lanciare"],
            en: &["roll"],
        },
        &[],
    ),
];

/// The verb table: every form of every lemma.
pub static VERBS: LazyLock<Vec<VerbSpec<Verb>>> = LazyLock::new(|| {
    LEMMAS
        .iter()
        .map(|(verb, lemmas, extra)| VerbSpec {
            verb: *verb,
            words: spellings(lemmas, extra),
        })
        .collect()
});

/// Every play counts: none replaces another of its kind.
pub fn kinds() -> Vec<VerbKind> {
    let all: Vec<Verb> = VERBS.iter().map(|v| v.verb).collect();
    crate::core::grammar::kinds(&VERBS, &[], &all)
}

/// One play as written: its verb, the cards it names, a player it names, where.
#[derive(Debug, Clone)]
pub struct Written {
    pub verb: Verb,
    /// The number the player gave it (`3.`), or its place in the post.
    pub number: u32,
    pub cards: Vec<(String, Range<usize>)>,
    /// A room or a player the play aims at (`None`: none said).
    pub target: Option<(String, Range<usize>)>,
    /// The active player's play a reaction answers (`en la jugada 3`).
    pub answers: Option<(u32, Range<usize>)>,
    /// A card named as what the play aims at (`contra la Siesta de Patri`).
    pub aimed: Option<(String, Range<usize>)>,
    /// Who wrote it, when his PM was sent, and its post's number in the thread (`#23`).
    pub player: String,
    pub sent: Option<i64>,
    pub post: Option<u64>,
    pub span: Range<usize>,
    pub path: String,
    pub source: crate::core::diag::Source,
}

impl Written {
    /// A problem of this play or reaction. The master reads it (`check`, `next`), so it names
    /// the player who wrote it (`writer`): "Siesta no está en la mano de Ana".
    pub fn problem(&self, span: Range<usize>, msg: Msg) -> Problem {
        Problem::new(msg.arg("writer", &self.player)).at(&self.path, &self.source, span)
    }
}

/// Words that may come before a card's name or between cards.
const ARTICLES: &[&str] = &[
    "el", "la", "los", "las", "un", "una", "unos", "unas", "mi", "mis", "a", "al", "de", "the",
    "my", "some", "y", "e", "and", "carta", "card", "il", "lo", "i", "gli", "le", "uno", "mio",
    "mia", "di", "del", "della", "otro", "otra", "altro", "altra", "other", "another",
];

/// Words of a destination before the player (`al cuarto de Ana`, `sobre Ana`, `to Ana's room`).
const TO: &[&str] = &[
    "a",
    "al",
    "en",
    "el",
    "la",
    "cuarto",
    "habitacion",
    "de",
    "del",
    "sobre",
    "contra",
    "para",
    "to",
    // en: `play Gorroneo against Bob`, `against the Crisps of Bob`
    "against",
    "of",
    "into",
    "in",
    "on",
    "room",
    "the",
    "s",
    // it: `nella stanza di Marco`, `su Marco`, `contro Marco`
    "nella",
    "alla",
    "dalla",
    "dal",
    "from",
    "stanza",
    "camera",
    "di",
    "su",
    "contro",
    "per",
];
const MINE: &[&str] = &["mi", "my", "me", "mio", "mia"];
/// The word before the number of the play a reaction answers.
pub const PLAY: &[&str] = &["jugada", "jugadas", "play", "giocata", "n", "num", "numero"];

/// The folded tokens of a text: letters and digits only.
pub fn tokens(text: &str) -> Vec<String> {
    fold(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// The number written before the play (`3.` or `3:` at the start of its line).
fn written_number(file: &OrderFile, line: &OrderLine) -> Option<u32> {
    let start = crate::core::text::line_start(&file.source, line.span.start);
    let lead = file.source[start..line.span.start].trim();
    let digits: String = lead
        .trim_start_matches(['#', '[', '*'])
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

struct Reader<'a> {
    file: &'a OrderFile,
    line: &'a OrderLine,
    /// Each token with the index of its word.
    toks: Vec<(String, usize)>,
    pos: usize,
}

impl<'a> Reader<'a> {
    fn new(file: &'a OrderFile, line: &'a OrderLine) -> Self {
        let mut toks = Vec::new();
        for (i, w) in line.words.iter().enumerate().skip(1) {
            for t in tokens(&w.text) {
                toks.push((t, i));
            }
        }
        Reader {
            file,
            line,
            toks,
            pos: 0,
        }
    }

    fn span(&self, from: usize, to: usize) -> Range<usize> {
        let a = self.toks[from].1;
        let b = self.toks[to - 1].1;
        self.line.words[a].span.start..self.line.words[b].span.end
    }

    fn skip(&mut self, words: &[&str]) {
        while self
            .toks
            .get(self.pos)
            .is_some_and(|(t, _)| words.contains(&t.as_str()))
        {
            self.pos += 1;
        }
    }

    /// The longest card name of `names` that starts here (after articles).
    fn card(&mut self, names: &[(String, Vec<String>)]) -> Option<(String, Range<usize>)> {
        for skip in 0..=3 {
            let at = self.pos + skip;
            if skip > 0
                && !self
                    .toks
                    .get(at - 1)
                    .is_some_and(|(t, _)| ARTICLES.contains(&t.as_str()))
            {
                break;
            }
            let best = names
                .iter()
                .filter(|(_, toks)| {
                    !toks.is_empty()
                        && self.toks.len() >= at + toks.len()
                        && toks.iter().zip(&self.toks[at..]).all(|(a, (b, _))| a == b)
                })
                .max_by_key(|(_, toks)| toks.len());
            if let Some((id, toks)) = best {
                let span = self.span(at, at + toks.len());
                self.pos = at + toks.len();
                self.file.readings.record(
                    span.start,
                    Read::Word(self.file.source[span.clone()].to_string()),
                );
                return Some((id.clone(), span));
            }
        }
        None
    }

    fn rest_span(&self) -> Range<usize> {
        match self.toks.get(self.pos) {
            Some((_, w)) => self.line.words[*w].span.start..self.line.span.end,
            None => self.line.span.clone(),
        }
    }

    fn done(&self) -> bool {
        self.pos >= self.toks.len()
    }
}

/// Reads one order line of the active player.
pub fn read_line(
    file: &OrderFile,
    line: &OrderLine,
    place: Option<u32>,
    cards: &[(String, Vec<String>)],
    names: &NameIndex,
) -> Result<Written, Problem> {
    let verb = read_verb(file, line, &VERBS)?;
    let at = |span: Range<usize>, msg: Msg| {
        Problem::new(msg.arg("writer", &file.player)).at(&file.path, &file.source, span)
    };
    // A reaction is not a play of the turn: its number is the play it answers, written after.
    let number = written_number(file, line).or(place).unwrap_or(0);
    if let Some(place) = place
        && number != place
    {
        return Err(at(
            line.span.clone(),
            Msg::new("chez-geek-err-play-number")
                .arg("written", number)
                .arg("place", place),
        ));
    }
    let mut r = Reader::new(file, line);
    let mut found = Vec::new();
    while let Some(card) = r.card_or_short(cards) {
        found.push(card);
        let before = r.pos;
        r.skip(&["y", "e", "and"]);
        if !matches!(verb, Verb::Buy | Verb::Discard | Verb::Lose) {
            break;
        }
        if r.pos == before && r.done() {
            break;
        }
    }
    if found.is_empty() {
        return Err(at(r.rest_span(), Msg::new("chez-geek-err-no-card"))
            .help(Msg::new("chez-geek-help-card-names").arg("writer", &file.player)));
    }
    let mut target = None;
    let mut answers = None;
    let mut aimed = None;
    // What follows the cards: a room or a player (`al cuarto de Ana`, `a mi cuarto`, `sobre
    // Ana`) and the play answered (`en la jugada 3`, `a la 3`), in any order.
    loop {
        let from = r.pos;
        r.skip(TO);
        let Some((tok, w)) = r.toks.get(r.pos).cloned() else {
            break;
        };
        if PLAY.contains(&tok.as_str()) || tok.parse::<u32>().is_ok() {
            if PLAY.contains(&tok.as_str()) {
                r.pos += 1;
            }
            let Some((n, nw)) = r.toks.get(r.pos).cloned() else {
                return Err(at(
                    line.words[w].span.clone(),
                    Msg::new("chez-geek-err-which-play"),
                ));
            };
            let Ok(n) = n.parse::<u32>() else {
                return Err(at(
                    line.words[nw].span.clone(),
                    Msg::new("chez-geek-err-which-play"),
                ));
            };
            answers = Some((n, line.words[nw].span.clone()));
            file.readings
                .record(line.words[nw].span.start, Read::Number(n));
            r.pos += 1;
            continue;
        }
        // A card in play named as the aim (`contra la Siesta de Patri`).
        if let Some(card) = r.card(cards) {
            aimed = Some(card);
            continue;
        }
        if MINE.contains(&tok.as_str()) {
            // `a mi cuarto`: the writer's own room, listed by `check` like any room.
            file.readings.record(
                line.words[w].span.start,
                Read::Player {
                    name: file.player.clone(),
                    written: line.words[w].text.clone(),
                    corrected: false,
                },
            );
            target = Some((file.player.clone(), line.words[w].span.clone()));
            r.pos += 1;
            continue;
        }
        if from == r.pos && target.is_some() {
            break;
        }
        let word = &line.words[w];
        let capital = word.text.chars().next().is_some_and(char::is_uppercase);
        if from == r.pos && !capital {
            break;
        }
        match names.resolve(&word.text) {
            Ok(name) => {
                file.readings.record(
                    word.span.start,
                    Read::Player {
                        name: name.clone(),
                        written: word.text.clone(),
                        corrected: false,
                    },
                );
                target = Some((name, word.span.clone()));
                while r.toks.get(r.pos).is_some_and(|(_, i)| *i == w) {
                    r.pos += 1;
                }
            }
            Err(miss) => {
                return Err(at(
                    word.span.clone(),
                    Msg::new("err-unknown-player").arg("name", &word.text),
                )
                .help(crate::core::grammar::miss_help(&miss)));
            }
        }
    }
    // Prose after the play (`por favor`, `que hoy toca`) in lower case is not part of it.
    let rest: Vec<&crate::core::orders::Word> = r
        .toks
        .get(r.pos..)
        .unwrap_or_default()
        .iter()
        .map(|(_, i)| &line.words[*i])
        .collect();
    let prose = rest.iter().all(|w| {
        w.text.chars().all(char::is_alphabetic)
            && !w.text.chars().next().is_some_and(char::is_uppercase)
            && !names.is_exact(&w.text)
    });
    if !prose {
        return Err(at(r.rest_span(), Msg::new("err-extra-words"))
            .help(Msg::new("chez-geek-help-card-names").arg("writer", &file.player)));
    }
    if place.is_some()
        && let Some((_, span)) = &answers
    {
        return Err(at(span.clone(), Msg::new("chez-geek-err-own-play-number")));
    }
    Ok(Written {
        verb,
        number,
        cards: found,
        target,
        answers,
        aimed,
        player: file.player.clone(),
        sent: file.sent.as_ref().map(|s| s.seconds),
        post: None,
        span: line.span.clone(),
        path: file.path.clone(),
        source: file.source.clone(),
    })
}

/// Reads one line of a PM whose post is `mark`: its post number, and its time when the PM
/// has no `sent:` but a thread header.
pub fn read_marked(
    file: &OrderFile,
    line: &OrderLine,
    place: Option<u32>,
    mark: super::post::Mark,
    cards: &[(String, Vec<String>)],
    names: &NameIndex,
) -> Result<Written, Problem> {
    let mut w = read_line(file, line, place, cards, names)?;
    w.post = mark.number;
    w.sent = w.sent.or(mark.time);
    Ok(w)
}

/// The numbered lines set aside between the last play counted (at `from`) and `line`.
fn set_aside_plays(file: &OrderFile, from: &usize, line: &OrderLine) -> u32 {
    let numbered = |l: &&OrderLine| {
        l.words.first().is_some_and(|w| {
            w.text
                .trim_end_matches(['º', '.', ')', '-', ':'])
                .parse::<u32>()
                .is_ok()
        })
    };
    file.ignored
        .iter()
        .filter(|l| l.span.start >= *from && l.span.start < line.span.start)
        .filter(numbered)
        .count() as u32
}

/// Whether a line gives up a card of the writer's room, a choice the rules leave him (`pierdo
/// las Palomitas`, `descarto el Ruso Blanco de mi cuarto`), rather than a play.
pub fn is_choice(w: &Written) -> bool {
    w.verb == Verb::Lose
        || (w.verb == Verb::Discard && w.target.as_ref().is_some_and(|(p, _)| *p == w.player))
}

/// The active player's PMs read: his plays, in order, and his choices.
pub struct Post {
    pub plays: Vec<Written>,
    pub choices: Vec<Written>,
    /// The dice he says he rolls, and when.
    pub rolls: Vec<super::roll::Roll>,
}

/// Every play of the active player's PMs, in order, and every choice (not a play: it has no
/// number); or every problem. PMs that all carry a post number are read in its order (`#23`
/// before `#25`).
pub fn read_post(
    files: &[&OrderFile],
    zone: &jiff::tz::TimeZone,
    cards: &[(String, Vec<String>)],
    names: &NameIndex,
) -> (Post, Vec<Problem>) {
    let mut plays = Vec::new();
    let mut choices = Vec::new();
    let mut rolls = Vec::new();
    let mut problems = Vec::new();
    let mut place = 0;
    let mut marked: Vec<(&OrderFile, super::post::Mark)> = files
        .iter()
        .map(|f| (*f, super::post::mark(f, zone)))
        .collect();
    if marked.iter().all(|(_, m)| m.number.is_some()) {
        marked.sort_by_key(|(_, m)| m.number);
    }
    for (file, mark) in marked {
        let mut counted = 0;
        for line in &file.lines {
            if read_verb(file, line, &VERBS).is_ok_and(|v| v == Verb::Roll) {
                match super::roll::read(file, line, mark, place) {
                    Ok(roll) => rolls.push(roll),
                    Err(p) => problems.push(p),
                }
                continue;
            }
            if let Ok(w) = read_marked(file, line, None, mark, cards, names)
                && is_choice(&w)
            {
                choices.push(w);
                continue;
            }
            // A numbered play the master set aside (`ignore`) keeps its number: the later
            // plays keep theirs (every other numbered line is read or raised by the intake).
            place += 1 + set_aside_plays(file, &counted, line);
            counted = line.span.start;
            match read_marked(file, line, Some(place), mark, cards, names) {
                Ok(w) => plays.push(w),
                Err(p) => problems.push(p),
            }
        }
    }
    let post = Post {
        plays,
        choices,
        rolls,
    };
    (post, problems)
}
