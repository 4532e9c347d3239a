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

pub use super::line::{PLAY, tokens};
use crate::core::conjugate::{FirstLemmas, Lemmas, named_spellings, spellings};
use crate::core::diag::Problem;
use crate::core::grammar::{VerbKind, VerbSpec, read_verb};
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine};
use std::ops::Range;
use std::sync::LazyLock;

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
    /// A note, not a play: the player passes (`paso, no tengo nada que jugar`, `passo il
    /// turno`) or keeps a card (`me guardo el Porro para luego`, `I keep the Porro for
    /// later`), which is what he does by playing nothing.
    Pass,
    Keep,
}

/// Each play's verbs as lemmas; every form players write comes from the core's conjugation
/// (`echo`, `eché`, `voy a echar`, `echando`, `Hecho` for `echo`; `caccio`; `evicting`).
const LEMMAS: &[(Verb, Lemmas, &[&str])] = &[
    (
        Verb::Evict,
        // "les mandas a cualquier otro cuarto", "lo manda al cuarto de Miki": the rulebook
        // sends the Persona thrown out (`mando al Gilipollas al cuarto de Ana`); a moocher of
        // the hand is played (`juego`), docs/rulings/chez-geek.md "Sending a Persona".
        Lemmas {
            es: &["echar", "mandar"],
            it: &["cacciare", "mandare"],
            en: &["evict", "send"],
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
        // `me voy de compras`, `compras: Bizcocho de Hachís`, `I'm off shopping: …`
        &["compras", "shopping"],
    ),
    (
        Verb::Play,
        // `uso la Maratón de Series contra…`, `le meto la Maratón`, `uso il Porro`: a card
        // used or put in is played; so is one put down (`bajo la Siesta`, `calo la Siesta`).
        // Not `saco` ("Este turno saca un 1": the die) nor `tiro` (the die's verb).
        Lemmas {
            es: &["jugar", "hacer", "poner", "usar", "meter", "bajar"],
            it: &["giocare", "fare", "usare", "mettere", "calare"],
            en: &["play", "use"],
        },
        // The first spelling is the verb `check` shows: the rulebook's word, then the English.
        &["jugar", "plays"],
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
        // "Tú eliges qué descartas": a card given up to a moocher or a take, in the words
        // players use (`le doy las Palomitas`, `suelto`, `cedo`, `me quitan`, `me quitas`, `gli
        // do`, `I hand over`); not `dar`'s every form (`da`, `de`, `di` are prepositions). The
        // rulebook's own verb too: `elijo las palomitas 😢`, `scelgo`, `I choose`.
        Lemmas {
            es: &["perder", "entregar", "ceder", "elegir"],
            it: &["perdere", "cedere", "scegliere"],
            // `I'm giving up the Palomitas`: `give` with its particle (`line::read_line`).
            en: &["lose", "hand", "choose", "give"],
        },
        &["doy", "suelto", "quitan", "quitas", "do"],
    ),
    (
        Verb::Pass,
        Lemmas {
            es: &[],
            it: &[],
            en: &[],
        },
        // Spanish first: the spelling `check` shows in the rulebook's language.
        &["paso", "passo", "pass"],
    ),
    (
        Verb::Keep,
        Lemmas {
            es: &[],
            it: &[],
            en: &[],
        },
        // `I'm keeping the Porro for later`, `me lo sigo guardando`.
        &[
            "guardo",
            "conservo",
            "reservo",
            "keep",
            "keeping",
            "guardando",
            "conservando",
        ],
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

/// How `check` names the notes, which have no lemma (a Spanish `pasar` would make `¿qué
/// pasa?` an order) in a PM of each language (es, it, en), as the README's table writes them:
/// no English word reaches a master who reads Spanish or Italian.
const NOTE_NAMES: &[(Verb, FirstLemmas)] = &[
    (Verb::Pass, [Some("paso"), Some("passo"), Some("pass")]),
    (Verb::Keep, [Some("guardo"), Some("conservo"), Some("keep")]),
];

/// The verb table: every form of every lemma.
pub static VERBS: LazyLock<Vec<VerbSpec<Verb>>> = LazyLock::new(|| {
    LEMMAS
        .iter()
        .map(|(verb, lemmas, extra)| VerbSpec {
            verb: *verb,
            words: match NOTE_NAMES.iter().find(|(v, _)| v == verb) {
                Some((_, names)) => named_spellings(lemmas, extra, *names),
                None => spellings(lemmas, extra),
            },
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
    /// The play answered named as the shopping trip (`sobre la compra de Ana`, `sulla spesa di
    /// Ana`): the words that name it.
    pub trip: Option<Range<usize>>,
    /// The condition of a choice given in advance (`si viene el Gilipollas`).
    pub when: Option<super::conditions::When>,
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
    let mut w = super::line::read_line(file, line, place, cards, names)?;
    // A choice given in advance (`pierdo X si viene Y`): its condition, read or raised.
    w.when = super::conditions::read(file, line, cards, names)?;
    w.post = mark.number;
    w.sent = w.sent.or(mark.time);
    Ok(w)
}

/// Whether `line` is a note, not a play (`paso`, `me guardo el Porro para luego`): `check`
/// shows it with what the player says after the verb to the end of its clause, and nothing is
/// played; a keep whose pronoun stands for no one card named before it is raised
/// (`super::notes`). Talk in an everyday verb of giving up a card that names none (`me doy por
/// vencido`) plays nothing either (`line::everyday_talk`). `None` for a play.
pub fn noted(
    file: &OrderFile,
    line: &OrderLine,
    cards: &[(String, Vec<String>)],
    names: &NameIndex,
) -> Option<Result<(), Problem>> {
    if super::line::everyday_talk(file, line, cards, names) {
        return Some(Ok(()));
    }
    let verb = read_verb(file, line, &VERBS).ok()?;
    if !matches!(verb, Verb::Pass | Verb::Keep) {
        return None;
    }
    // `mi guardo la Maratón de Series`: Italian watching, a play; `guardo …` in a PM whose
    // language cannot be told, raised.
    if verb == Verb::Keep {
        use super::watching::{Guardo, guardo, unknown};
        match guardo(file, line, cards) {
            Guardo::Keep => {}
            Guardo::Watch => return None,
            Guardo::Unknown => return Some(Err(unknown(file, line))),
        }
    }
    let text = match super::notes::clause_after(file, line) {
        None if verb == Verb::Keep => match super::notes::pronoun_card(file, line, cards) {
            Some(Err(problem)) => return Some(Err(problem)),
            card => card.and_then(Result::ok),
        },
        text => text,
    };
    if let Some(text) = text {
        file.readings.record(
            line.words[0].span.start,
            crate::core::orders::Read::Text(text),
        );
    }
    Some(Ok(()))
}

/// A note's words are the player's own (`paso, no tengo nada que jugar`): never read for
/// orders or doubts (`Ruleset::free_text`).
pub const NOTES: &[(&str, usize)] = &[("paso", 0), ("guardo", 0)];

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
/// las Palomitas`, `descarto el Ruso Blanco de mi cuarto`, `pierdo el Ruso Blanco si viene el
/// Gilipollas`), rather than a play.
pub fn is_choice(w: &Written) -> bool {
    w.when.is_some()
        || w.verb == Verb::Lose
        || (w.verb == Verb::Discard && w.target.as_ref().is_some_and(|(p, _)| *p == w.player))
}

/// A play of several cards of one name called or played (`llamo a los dos Colegas del Curro`)
/// as one play per card, numbered in turn, and each Persona of an eviction thrown out on its
/// own roll (`echo al Gilipollas y al Novio Pesado`); the place of the last.
fn each_card(w: Written, plays: &mut Vec<Written>, numbered: bool) -> u32 {
    let mut number = w.number;
    if !matches!(w.verb, Verb::Call | Verb::Play | Verb::Evict) || w.cards.len() < 2 {
        plays.push(w);
        return number;
    }
    for (i, card) in w.cards.iter().enumerate() {
        let mut one = w.clone();
        one.cards = vec![card.clone()];
        // A line the player numbered is one play to the others (`1. llamo a los dos
        // Colegas`, then `2. compro …`): its plays share its number.
        one.number = w.number + if numbered { 0 } else { i as u32 };
        number = one.number;
        plays.push(one);
    }
    number
}

/// The number a play of the active player's post is read under (docs/rulings/chez-geek.md,
/// "The player's own numbers"): the one he wrote when it counts his plays (by the last
/// play's number, `after`, or by how many plays came before, `count`), or his lines of plays
/// and rolls (`lines`: `1. Polvete`, `2. tiro el dado`, `3. compro`); else the play's place
/// (`after`), so that a number that is none of these is refused.
fn numbered_as(written: Option<u32>, after: u32, count: u32, lines: u32) -> u32 {
    match written {
        Some(n) if n == after || n == count || n == lines => n,
        _ => after,
    }
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
    // The lines of plays and rolls so far: a player may number his lines, not his plays.
    let mut lines = 0;
    for (file, mark) in marked {
        let mut counted = 0;
        for written_line in &file.lines {
            let evicting = super::roll::to_evict(written_line);
            let line = evicting.as_ref().unwrap_or(written_line);
            match noted(file, line, cards, names) {
                Some(Ok(())) => continue,
                Some(Err(p)) => {
                    problems.push(p);
                    continue;
                }
                None => {}
            }
            if read_verb(file, line, &VERBS).is_ok_and(|v| v == Verb::Roll) {
                lines += 1;
                match super::roll::read(file, line, mark, place) {
                    Ok(roll) => rolls.push(roll),
                    Err(p) => problems.push(p),
                }
                continue;
            }
            if let Some(read) = choice(file, line, mark, cards, names) {
                match read {
                    Ok(w) => choices.push(w),
                    Err(p) => problems.push(p),
                }
                continue;
            }
            // A numbered play the master set aside (`ignore`) keeps its number: the later
            // plays keep theirs (every other numbered line is read or raised by the intake).
            let skipped = set_aside_plays(file, &counted, line);
            lines += 1 + skipped;
            counted = line.span.start;
            let written = super::line::written_number(file, line);
            let number = numbered_as(
                written,
                place + 1 + skipped,
                plays.len() as u32 + 1 + skipped,
                lines,
            );
            match read_marked(file, line, Some(number), mark, cards, names) {
                Ok(w) => {
                    if evicting.is_some() {
                        rolls.push(super::roll::with_play(file, line, mark, w.number));
                    }
                    place = each_card(w, &mut plays, written.is_some());
                }
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

/// A line of the active player that is a choice, not a play, read or raised: one given in
/// advance (`pierdo X si viene Y`), or one the rules let him make (`is_choice`).
fn choice(
    file: &OrderFile,
    line: &OrderLine,
    mark: super::post::Mark,
    cards: &[(String, Vec<String>)],
    names: &NameIndex,
) -> Option<Result<Written, Problem>> {
    let read = read_marked(file, line, None, mark, cards, names);
    if file.condition_of(line).is_some() {
        return Some(read);
    }
    read.ok().filter(is_choice).map(Ok)
}

#[cfg(test)]
mod verb_tests {
    use super::*;

    /// `check` shows a verb in the rulebook's language by the table's first spelling (review
    /// break4 L1: `2. juego Noche de Juegos` read `→ plays Noche de Juegos`).
    #[test]
    fn playing_a_card_is_shown_in_spanish() {
        let play = VERBS.iter().find(|s| s.verb == Verb::Play).expect("play");
        assert_eq!(play.words[0], "jugar");
        assert!(play.words.contains(&"plays") && play.words.contains(&"juego"));
    }

    /// Break6 §8: a Spanish listing read `→ keep las Palomitas…`, `→ pass Tiempo libre…`. A
    /// note is shown as the README's table writes it in the PM's language.
    #[test]
    fn a_note_is_shown_in_the_pms_language() {
        use crate::core::conjugate::canonical;
        use crate::core::msg::Lang;
        for (verb, es, it) in [
            (Verb::Pass, "paso", "passo"),
            (Verb::Keep, "guardo", "conservo"),
        ] {
            let spec = VERBS.iter().find(|s| s.verb == verb).expect("note");
            assert_eq!(spec.words[0], es);
            assert_eq!(canonical(spec.words, Some(Lang::Es)), None);
            assert_eq!(canonical(spec.words, Some(Lang::It)), Some(it));
        }
    }
}
