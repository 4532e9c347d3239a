//! An aside after a complete order that names another player (issue 22 J, the largest group
//! of needless refusals): a reason (`voto a Bruno, que ayer defendió a Carla`, `vote Ana because
//! Bruno said so`), whose word it is (`, según dijo Bruno`, `, as Carla said in the thread`, `,
//! come ha scritto Irene`), an apology to a player (`, sorry Carla!`, `, scusa Irene 🙏`), a
//! concession (`, aunque lo de Bruno me escama`), a remark on a player after a comma (`,
//! estaba en la cocina con Luca`), a parenthesis (`proteggo Marta (la gemella di Rita)`) or a later sentence of the player's own (`. Creo que Marta va
//! a por ella`, `. PD: Carla, sorry`). A human master reads the order without doubt: the order
//! ends where the aside starts, and `check` shows the line whole beside its reading, so what was
//! set aside is in sight.
//!
//! Chatter never becomes an order in silence, and an order never becomes chatter in silence:
//! an aside that could itself be an order, or change this one, is none, and the line is read
//! as before (raised). So: another choice (`o Carla`, `Carla también`, `Y Carla`, `no Carla`),
//! a correction (`mejor`, `anzi`, `I meant`), a verb of the ruleset said now (`y luego voto
//! Carla`; not `ayer voté a Carla`, nor what another did: `lo vio salir`), a number, route,
//! house letter, markup or question, a condition outside a reason, a hedge, a doubt or a joke.

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, Word};

/// Words and phrases opening a reason, folded, anywhere after the order's words: the
/// grammar's conjunctions of a reason.
use crate::core::grammar::words::BECAUSE as REASON;

/// Phrases opening another player's word or a concession, folded, after a comma or a dash
/// only: `, según dijo Bruno`, `, come ha scritto Irene`, `, as Carla said`, `, aunque …`.
const SET_OFF: &[&[&str]] = &[
    &["segun"],
    &["secondo"],
    &["according", "to"],
    &["como", "dijo"],
    &["como", "dice"],
    &["como", "ha", "dicho"],
    &["como", "escribio"],
    &["como", "ha", "escrito"],
    &["come", "ha", "detto"],
    &["come", "ha", "scritto"],
    &["come", "dice"],
    &["come", "scrive"],
    &["as"],
    &["que"],
    &["che"],
    &["aunque"],
    &["anche", "se"],
    &["although"],
    &["though"],
    &["even", "though"],
];

/// Apologies after a comma or a dash (`, sorry Carla!`, `, scusa Irene 🙏`), folded.
const SORRY: &[&[&str]] = &[
    &["sorry"],
    &["perdona"],
    &["perdon"],
    &["perdoname"],
    &["disculpa"],
    &["lo", "siento"],
    &["scusa"],
    &["scusami"],
    &["perdonami"],
    &["mi", "dispiace"],
];

/// Words of a correction beside an apology (`sorry, I meant Carla`, `perdona, era Jorge`).
const CORRECTING: &[&str] = &[
    "era",
    "eran",
    "was",
    "meant",
    "intendevo",
    "volevo",
    "queria",
    "quise",
    "equivoque",
    "sbagliato",
    "wrong",
    "mistake",
    "typo",
    "errore",
    "error",
];

/// `que`, `che`: a reason after a comma (`, que ayer defendió a Carla`).
const THAT: &[&str] = &["que", "che"];

/// A remark on a player after a comma, opened by a verb of being or going on (`, estaba en la
/// cocina con Luca`, `, è stato zitto con Olga`, `, he was with Luca`), lowercased as written
/// (`è` is not `e`, "and").
const REMARK_OPENS: &[&str] = &[
    "está", "estaba", "estuvo", "lleva", "sigue", "anda", "è", "stava", "continua", "is", "has",
    "keeps", "he's", "she's", "ha",
];

/// Where the order's thing is to go (`Gilipollas fuera, que se vaya al cuarto de Ana`, `che
/// vada da Carla`): the aside says the order's destination, no reason.
const GOES: &[&str] = &["vaya", "vayan", "vada", "vadano", "go", "goes"];

/// Postscript marks, folded (`PD:`, `P.D.`, `PS`, `P.S.`).
const POSTSCRIPT: &[&str] = &["pd", "ps", "pps", "p.d", "p.s", "p.d.", "p.s."];

/// Words of another choice or a correction: the aside may change the order (`o Carla`,
/// `mejor Carla`, `anzi Olga`, `I meant Carla`).
const CHOICE: &[&str] = &[
    "o",
    "u",
    "or",
    "oppure",
    "ovvero",
    "mejor",
    "meglio",
    "better",
    "anzi",
    "instead",
    "invece",
    "rather",
    "meant",
    "mean",
    "intendevo",
    "queria",
    "cambio",
    "final",
    "espera",
    "aspetta",
    "wait",
    "bueno",
    "vale",
    "vabbe",
    "dai",
    "nah",
    "ok",
    "okay",
];

/// Small words beside a player's name that say nothing of him (`Y Carla`, `a Carla`).
const ADDING: &[&str] = &["y", "e", "and", "a", "ad", "al", "con", "with", "o", "or"];

/// Words that add another player to the order or set him beside it (`Carla también me
/// escama`, `Gino tampoco me convence`, `anche Olga`): the aside may be a second choice.
use crate::core::grammar::words::ALSO;

/// Hedges and doubts inside an aside: it may doubt the order (`perché forse ha difeso
/// Alessia`, `, maybe Carla`, `, no estoy seguro`).
const HEDGE: &[&str] = &[
    "quizas",
    "quiza",
    "forse",
    "maybe",
    "perhaps",
    "probably",
    "probablemente",
    "magari",
    "probabilmente",
    "boh",
    "supongo",
    "seguro",
    "segura",
    "sicuro",
    "sicura",
    "sure",
    "certain",
];

/// Verbs of seeing or saying: a verb of the ruleset right after one is what another player did
/// (`lo vio salir de la cocina`, `l'ho visto uscire`, `said he'd vote`), not the sender's order.
const SEEN_OR_SAID: &[&str] = &[
    "vio", "vi", "visto", "vista", "saw", "seen", "dice", "dijo", "dicho", "detto", "says", "said",
    "told",
];

/// Where an aside naming another player starts after the order whose verb is at `verb`
/// ([`self`]), if the line has one.
pub(super) fn aside_naming_a_player(
    file: &OrderFile,
    words: &[Word],
    verb: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<usize> {
    let at = (verb + 1..words.len()).find_map(|at| opens_at(file, words, at).map(|n| (at, n)));
    let (at, opener) = at?;
    // A parenthesis sets off words about the player before it (`proteggo Marta (la gemella di
    // Rita)`); after a house or a card (`Marcar la C (la de Ines)`) it may say which one is
    // meant: no aside.
    let paren = file.source[words[at - 1].span.end..words[at].span.start].contains('(');
    if paren && !names_a_player(&words[at - 1], names) {
        return None;
    }
    let aside = &words[at + opener..];
    // Another player than the order's own: the order's player said again is `settled`'s.
    let player = |w: &Word| names.resolve_unsuggested(&w.text).ok();
    let ordered: Vec<String> = words[verb + 1..at].iter().filter_map(player).collect();
    // `voto a Carla, o a Dario. Bueno a Elena`: a choice still open is settled later, if at all.
    if words[verb + 1..at].iter().any(|w| folded_in(w, CHOICE)) {
        return None;
    }
    // `sbraniamo Paolo e, dato che possiamo, Nico`: a list left open on its conjunction goes
    // on after the aside.
    if folded_in(&words[at - 1], crate::core::grammar::words::JOINS) {
        return None;
    }
    let another =
        |w: &Word| names_by_capital(w, names) && player(w).is_none_or(|p| !ordered.contains(&p));
    // `robar a Bruno. Carla es mi presa`: who the choice is, no aside (`mistaken`).
    if !aside.iter().any(another)
        || aside
            .iter()
            .any(|w| folded_in(w, super::mistaken::THE_CHOSEN))
    {
        return None;
    }
    // `, que ayer defendió a Carla`: `que`, `che` after a comma open a reason too.
    let reason = REASON.iter().any(|p| phrase_at(words, at, p)) || folded_in(&words[at], THAT);
    let sorry = SORRY.iter().any(|p| phrase_at(words, at, p));
    // `perdona, Carla`: the name after the apology's pause may be the choice it mends.
    let mends = sorry
        && (aside.iter().any(|w| folded_in(w, CORRECTING))
            || file.source[words[at + opener - 1].span.end..aside[0].span.start]
                .contains([',', ':', ';']));
    let told = told(&words[at..]);
    let italian = file.lang == Some(crate::core::msg::Lang::It);
    // A reason ends with its sentence (`porque habla mucho. Gino tampoco me convence`): what
    // follows it is no reason's.
    let reason = reason && sentences(file, aside).count() == 1;
    let how = (reason, sorry || told, italian);
    (!mends && safe(file, aside, how, verbs, names)).then_some(at)
}

/// How many words open an aside at `at`, if one starts there.
fn opens_at(file: &OrderFile, words: &[Word], at: usize) -> Option<usize> {
    let gap = &file.source[words[at - 1].span.end..words[at].span.start];
    let sentence = (gap.contains(['.', '!', '…']) && !gap.contains("..")) || emoji_in(gap);
    let comma = gap.contains([',', ';', '-', '–', '—']) || sentence;
    // `proteggo Marta (la gemella di Rita)`: a parenthesis is the writer's aside, read as the
    // words that follow a comma are (`(o Rita)` offers another choice: no aside).
    if gap.contains('(') {
        return Some(0);
    }
    let longest = |list: &[&[&str]]| {
        list.iter()
            .filter(|p| phrase_at(words, at, p))
            .map(|p| p.len())
            .max()
    };
    if let Some(n) = longest(REASON) {
        return Some(n);
    }
    if comma && let Some(n) = longest(SET_OFF).or_else(|| longest(SORRY)) {
        return Some(n);
    }
    let lower = words[at].text.to_lowercase();
    if comma && REMARK_OPENS.contains(&lower.as_str()) {
        return Some(1);
    }
    // `, Carla is on the console`, `, Ana está en la cocina`: the remark's subject named first;
    // not a question (`Voto a Bruno, ¿Fede está muerto?` is the master's to read).
    let second = words.get(at + 1).map(|w| w.text.to_lowercase());
    let rest_of_line = file.source[words[at - 1].span.end..].split('\n').next();
    if comma
        && rest_of_line.is_some_and(|r| !r.contains(['?', '¿']))
        && words[at]
            .text
            .chars()
            .next()
            .is_some_and(char::is_uppercase)
        && second.is_some_and(|s| REMARK_OPENS.contains(&s.as_str()))
    {
        return Some(0);
    }
    // A sentence of its own: its capital, or a postscript's mark.
    let capital = words[at]
        .text
        .chars()
        .next()
        .is_some_and(char::is_uppercase);
    match postscript_at(file, &words[at..]) {
        Some(mark) if sentence => Some(mark),
        _ => (sentence && capital).then_some(0),
    }
}

/// How many words a postscript's mark takes at the start of `words` (`PD:`, `P.D.`, `PS`).
pub(super) fn postscript_at(file: &OrderFile, words: &[Word]) -> Option<usize> {
    let first = words.first()?;
    if folded_in(first, POSTSCRIPT) {
        return Some(1);
    }
    let second = words.get(1)?;
    let joined = file.source[first.span.start..second.span.end].to_lowercase();
    ["p.d", "p.s", "p. d", "p. s"]
        .contains(&joined.as_str())
        .then_some(2)
}

fn phrase_at(words: &[Word], at: usize, phrase: &[&str]) -> bool {
    words.len() >= at + phrase.len()
        && phrase
            .iter()
            .zip(&words[at..])
            .all(|(p, w)| w.folded().replace('’', "'") == *p)
}

/// Whether the words of an aside (`written` as the player wrote them) can be nothing but the
/// player's prose: see the module.
fn safe(
    file: &OrderFile,
    aside: &[Word],
    (reason, said, italian): (bool, bool, bool),
    verbs: &Verbs,
    names: &NameIndex,
) -> bool {
    let name = |w: &Word| names_by_capital(w, names);
    let end = aside.last().map_or(0, |w| w.span.end);
    let written = &file.source[aside.first().map_or(end, |w| w.span.start)..end];
    // Each sentence says something besides names and words that add one (`Carla también`, `Y
    // Carla` add a vote); an apology or a telling says it by its opener.
    let says_something = sentences(file, aside)
        .enumerate()
        .all(|(i, s)| (said && i == 0) || says_something(s, names));
    // `No, espera... a Bruno`, `Bueno no, a Bruno`: a `no` standing alone takes the order back.
    let no_alone = |i: usize| {
        aside.get(i + 1).is_none_or(|next| {
            file.source[aside[i].span.end..next.span.start].contains([',', '.', '!', ';', '…'])
        })
    };
    let letter = |w: &Word| {
        w.text.chars().count() == 1
            && w.text.chars().all(char::is_uppercase)
            && !["I", "Y", "E", "A", "O"].contains(&w.text.as_str())
    };
    // `, che è il veggente, e Nico`: after the reason's pause a conjunction joins one more
    // target to the order's list.
    let joins_after_pause = |i: usize, w: &Word| {
        i > 0
            && folded_in(w, crate::core::grammar::words::JOINS)
            && file.source[aside[i - 1].span.end..w.span.start].contains([',', ';'])
            && aside[i + 1..].iter().take(3).any(name)
    };
    // `. In caso di pareggio, Gino.`, `. De todas formas, Gino`: a player alone in a clause of
    // his own is a choice, never the order's prose.
    let gap_has =
        |a: &Word, b: &Word, marks: &[char]| file.source[a.span.end..b.span.start].contains(marks);
    let alone = |i: usize, w: &Word| {
        i > 0
            && name(w)
            && gap_has(&aside[i - 1], w, &[',', ':', ';'])
            && aside
                .get(i + 1)
                .is_none_or(|n| gap_has(w, n, &[',', ':', ';', '.', '!', '…']))
    };
    // `. In caso di pareggio, scelgo Gino`: the condition a tie-break has by nature opens an
    // order of its own, never the order's prose.
    let on_a_tie = |i: usize| super::lead::ON_A_TIE.iter().any(|p| phrase_at(aside, i, p));
    let unsafe_word = |i: usize, w: &Word| {
        joins_after_pause(i, w)
            || alone(i, w)
            || on_a_tie(i)
            || w.text.chars().any(|c| c.is_ascii_digit())
            || is_route(w)
            || letter(w)
            || [CHOICE, HEDGE, JOKE, ALSO, GOES].iter().any(|list| folded_in(w, list))
            // `no Carla`, `non Olga`, `not Carla`: the one refused, or another choice.
            || (folded_in(w, NEGATIONS) && (aside.get(i + 1).is_some_and(name) || no_alone(i)))
            // A condition is the reason's inside one (`porque si no habla es por algo`), else
            // the order's (`, si no vota Carla`); `sí` with its accent is "yes".
            // Spanish `se` is a pronoun (`se pasó el día`), Italian `se` is "if".
            || (!reason && (folded_in(w, &["si", "if"]) || (italian && w.folded() == "se"))
                && !w.text.contains(['í', 'ì']))
            || (verbs.is_verb(w) && !someone_elses(aside, i, names))
    };
    says_something
        && !written.contains(['?', '¿', '[', '@', '*', '#'])
        && !aside.iter().enumerate().any(|(i, w)| unsafe_word(i, w))
        // A thing of the game, whole or by the short name of one the sender holds (`le doy
        // el barril. ¡Despedido, Dani!`: a card played), only inside a reason or a telling.
        && verbs
            .game_noun_of(&file.player, aside)
            .is_none_or(|_| reason || said)
}

/// Whether the verb of the ruleset at `i` of an aside is no order of the sender's: told of an
/// earlier phase (`porque ayer voté a Carla`), after another player or a pronoun as its subject
/// (`porque Carla vota a Bruno`), or after a verb of seeing or saying (`lo vio salir`).
fn someone_elses(aside: &[Word], i: usize, names: &NameIndex) -> bool {
    let subject = i >= 1 && {
        let w = &aside[i - 1];
        names_by_capital(w, names) || folded_in(w, &["el", "ella", "lui", "lei", "he", "she"])
    };
    let seen = (1..=2).any(|n| i >= n && folded_in(&aside[i - n], SEEN_OR_SAID));
    super::narrative::tells_an_earlier_phase(aside) || subject || seen
}

/// Whether an aside tells what a player did or said (`estaba en la cocina con Luca`, `Juan dice
/// que lo vio salir de la cocina`): a place or thing of the game named there is the story's.
fn told(words: &[Word]) -> bool {
    words.iter().any(|w| {
        REMARK_OPENS.contains(&w.text.to_lowercase().as_str()) || folded_in(w, SEEN_OR_SAID)
    })
}

/// Marks of a later edit of the player's own message (`EDIT:`, `Edit -`, `Update:`), folded.
const EDIT: &[&str] = &[
    "edit",
    "edito",
    "editado",
    "editato",
    "edited",
    "update",
    "upd",
    "aggiornamento",
];

/// How many words an edit's or a postscript's mark takes at the start of a line (`EDIT:`,
/// `PS:`, `PD:`, `P.S.`), 0 with none: the player's later word on his own message, whose
/// words after it are read as a line of their own (review break15b F15: `EDIT: olvídalo`,
/// `PD: anulo lo anterior` after an order were set aside as talk, the order standing).
pub(super) fn edit_mark_at(file: &OrderFile, words: &[Word]) -> usize {
    match words.first() {
        Some(w) if folded_in(w, EDIT) && words.len() > 1 => 1,
        _ => postscript_at(file, words)
            .filter(|&m| m < words.len())
            .unwrap_or(0),
    }
}

/// Where the words after a postscript's mark start on a line that opens with one (`PD: Kiko,
/// perdona por lo de ayer`, `P.D. Carla, sorry 😅`), after its number in a list (`2. PD: Y
/// mintió`): the player's afterword, no point of the list nor an order in other words.
pub(super) fn postscript_line(file: &OrderFile, words: &[Word], verbs: &Verbs) -> Option<usize> {
    let number = usize::from(verbs.numbered_line(words));
    postscript_at(file, &words[number..]).map(|mark| number + mark)
}

/// Whether words say something besides players' names and small words beside them (`Carla`,
/// `Y Carla` alone may be another choice).
fn says_something(words: &[Word], names: &NameIndex) -> bool {
    words
        .iter()
        .any(|w| !names_by_capital(w, names) && !folded_in(w, ADDING))
}

/// The sentences of an aside: a `.`, `!`, `?` or an emoji between two words ends one (not `...`).
fn sentences<'w>(file: &OrderFile, words: &'w [Word]) -> impl Iterator<Item = &'w [Word]> {
    let ends = |i: usize| {
        let gap = &file.source[words[i - 1].span.end..words[i].span.start];
        (gap.contains(['.', '!', '?', '…']) && !gap.contains("..")) || emoji_in(gap)
    };
    let mut starts: Vec<usize> = std::iter::once(0)
        .chain((1..words.len()).filter(|&i| ends(i)))
        .collect();
    starts.push(words.len());
    let bounds: Vec<(usize, usize)> = starts.windows(2).map(|w| (w[0], w[1])).collect();
    bounds.into_iter().map(move |(a, b)| &words[a..b])
}

/// Whether a gap between two words holds an emoji (it ends a sentence as a `!` does).
fn emoji_in(gap: &str) -> bool {
    gap.chars()
        .any(|c| matches!(c as u32, 0x2600..=0x27BF | 0x1F300..=0x1FAFF))
}
