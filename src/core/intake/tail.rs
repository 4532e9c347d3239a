//! A prose tail after a complete order (issue 22 J, needless refusals): luck or wait-and-see
//! (`marco la J, a ver qué pasa`, `proteggo Dario, incrociamo le dita`, `rob Ana, fingers
//! crossed`) or a reason (`a la Cocina porque ahí hay gente`, `pelo patatas, que tengo
//! hambre`). The order ends where the tail starts, so a ruleset that reads an order to the
//! line's end (a place, a task, a card) reads it alone; the tail is the player's prose. Only a
//! tail that names nothing of the game is one: no player, no verb of the ruleset, no number,
//! route, capital or thing of the game, no doubt, negation, hedge or joke. Anything else is
//! read with the order, as before.

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, Word};

/// Phrases opening a tail of luck or wait-and-see, folded, each as its words: after a mark of
/// punctuation or an emoji only.
const LUCK: &[&[&str]] = &[
    // es (the whole idiom first: its verb is no order, `pasar` may be the ruleset's)
    &["a", "ver", "que", "pasa"],
    &["a", "ver", "que", "sale"],
    &["a", "ver"],
    &["ya", "veremos"],
    &["ya", "se", "vera"],
    &["crucemos", "los", "dedos"],
    &["cruzo", "los", "dedos"],
    &["deseadme", "suerte"],
    &["deseame", "suerte"],
    &["ojala"],
    &["que", "sea", "lo", "que"],
    // it
    &["incrociamo", "le", "dita"],
    &["incrocio", "le", "dita"],
    &["dita", "incrociate"],
    &["speriamo"],
    &["vediamo", "che", "succede"],
    &["vediamo", "cosa", "succede"],
    &["vediamo"],
    &["vedremo"],
    &["si", "vedra"],
    &["sia", "quel", "che", "sia"],
    // en
    &["fingers", "crossed"],
    &["we'll", "see"],
    &["let's", "see"],
    &["lets", "see"],
    &["wish", "me", "luck"],
    &["here", "goes"],
    &["hopefully"],
];

/// Apologies opening a tail after a mark of punctuation (`robo a Gloria, perdón Gloria 😅`,
/// `rubo Gino, scusa`): to the order's own target, they change nothing of it.
const SORRY: &[&[&str]] = &[
    &["perdon"],
    &["perdona"],
    &["lo", "siento"],
    &["sorry"],
    &["scusa"],
    &["scusami"],
    &["mi", "dispiace"],
    &["mi", "spiace"],
    &["chiedo", "scusa"],
    &["pido", "perdon"],
    &["perdoname"],
    &["perdonami"],
    &["i'm", "sorry"],
];

/// Verbs of saying or thinking after another player's name, opening a tail that tells what he
/// said (`voto a Gino, Tina dice que es lobo`, `vote Paolo, Rita says he is a wolf`): the
/// evidence of the reason, not the order.
const SAYS: &[&str] = &[
    "dice", "dijo", "decia", "piensa", "cree", "opina", "asegura", "pensa", "crede", "diceva",
    "says", "said", "thinks", "claims",
];

/// `según Tina`, `secondo Rita`: another player's word, opening the same tail before his name.
const ACCORDING: &[&str] = &["segun", "secondo"];

/// Conditions that open an apology's own clause (`, si mañana sale bueno lo siento`).
const IF: &[&str] = &["si", "se", "if"];

/// Words opening a reason, anywhere after the order's words.
const REASON: &[&str] = &["porque", "perche", "because", "since", "xq", "pq"];

/// `que`, `che`: a reason only after a comma (`pelo patatas, que tengo hambre`).
const THAT: &[&str] = &["que", "che"];

/// Where a prose tail after the order whose verb is at `verb` starts ([`self`]), if the line
/// has one.
pub(super) fn prose_tail(
    file: &OrderFile,
    words: &[Word],
    verb: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<usize> {
    (verb + 1..words.len()).find(|&at| {
        let gap = &file.source[words[at - 1].span.end..words[at].span.start];
        let set_off = gap
            .chars()
            .any(|c| !c.is_whitespace() && !c.is_alphanumeric() && !"'\"’«»()".contains(c));
        if set_off && sorry_if(words, at, &words[verb + 1..at], verbs, names) {
            return true;
        }
        // `mato a Fede y si me cruzo con el sonámbulo pues mala suerte para él`.
        let joined_if =
            folded_in(&words[at], AND) && words.get(at + 1).is_some_and(|w| folded_in(w, IF));
        if (joined_if || (set_off && folded_in(&words[at], IF)))
            && bad_luck_if(
                words,
                at + usize::from(joined_if),
                &words[verb + 1..at],
                verbs,
                names,
            )
        {
            return true;
        }
        let opens = match () {
            _ if folded_in(&words[at], REASON) => 1,
            _ if folded_in(&words[at], THAT) && gap.contains(',') => 1,
            _ if set_off => reported(words, at, names)
                .or_else(|| luck_or_sorry(words, at))
                .or_else(|| if_i_die(file, words, at))
                .or_else(|| saying(file, words, at))
                .unwrap_or(0),
            _ => 0,
        };
        opens > 0 && names_nothing(&words[at + opens..], &words[verb + 1..at], verbs, names)
    })
}

/// How many words open a tail of luck or an apology at `at`.
fn luck_or_sorry(words: &[Word], at: usize) -> Option<usize> {
    LUCK.iter()
        .chain(SORRY)
        .find(|p| phrase_at(words, at, p))
        .map(|p| p.len())
}

fn phrase_at(words: &[Word], at: usize, phrase: &[&str]) -> bool {
    words.len() >= at + phrase.len()
        && phrase
            .iter()
            .zip(&words[at..])
            .all(|(w, word)| word.folded().replace('’', "'") == *w)
}

/// How many words open what another player said at `at`: his name and a verb of saying
/// (`Tina dice`, `Rita ha detto`), or `según`, `secondo`, `according to` and his name.
fn reported(words: &[Word], at: usize, names: &NameIndex) -> Option<usize> {
    let name = |i: usize| words.get(i).is_some_and(|w| names_by_capital(w, names));
    let word = |i: usize, list: &[&str]| words.get(i).is_some_and(|w| folded_in(w, list));
    match () {
        _ if name(at) && word(at + 1, SAYS) => Some(2),
        _ if name(at) && word(at + 1, &["ha"]) && word(at + 2, &["detto", "scritto"]) => Some(3),
        _ if word(at, ACCORDING) && name(at + 1) => Some(2),
        _ if word(at, &["according"]) && word(at + 1, &["to"]) && name(at + 2) => Some(3),
        _ => None,
    }
}

/// Whether the words from `at` to the line's end are an apology under its own condition
/// (`, si mañana sale bueno lo siento`, `, se domani esce buono chiedo scusa`, `, if he's good
/// sorry`): the condition is the apology's, not the order's. It names no player but the
/// order's own, no verb of the game and no number (`, si no vota Tina lo siento` is no apology
/// alone: raised as the condition it may be).
fn sorry_if(words: &[Word], at: usize, said: &[Word], verbs: &Verbs, names: &NameIndex) -> bool {
    if !folded_in(&words[at], IF) {
        return false;
    }
    let Some(end) = (at + 2..words.len()).find(|&i| {
        SORRY
            .iter()
            .any(|p| phrase_at(words, i, p) && i + p.len() == words.len())
    }) else {
        return false;
    };
    words[at + 1..end].iter().all(|w| {
        let again = said.iter().any(|s| s.folded() == w.folded());
        (again || !could_name_a_player(w, names))
            && !verbs.is_verb(w)
            && !w.text.chars().any(|c| c.is_ascii_digit())
    })
}

/// Shrugs that close a condition of the player's own comment after his order (`y si me cruzo
/// con el sonámbulo pues mala suerte para él`, `e se incontro il sonnambulo peggio per lui`,
/// `and if I run into the sleepwalker, too bad for him`): whatever the condition, the order
/// stands as written; the shrug gives no order.
const SHRUG: &[&[&str]] = &[
    &["mala", "suerte"],
    &["peor", "para"],
    &["ni", "modo"],
    &["alla", "el"],
    &["alla", "ella"],
    &["peggio", "per"],
    &["tanto", "peggio"],
    &["pazienza"],
    &["sfortuna", "sua"],
    &["too", "bad"],
    &["tough", "luck"],
    &["bad", "luck"],
    &["so", "be", "it"],
];

/// Words a shrug may open with (`pues mala suerte`, `allora pazienza`, `then too bad`) or close
/// with (`para él`, `per lui`, `for him`).
const AROUND_SHRUG: &[&str] = &[
    "pues", "pos", "entonces", "allora", "then", "well", "para", "per", "for", "el", "ella",
    "ellos", "lui", "lei", "loro", "him", "her", "them", "jaja", "haha", "lol",
];

/// What may stand between `si` and the condition's verb of the game: its subject or pronoun
/// (`si me cruzo`, `se lo incontro`, `if I run into`), never another verb (`si no puedo mato`).
const SUBJECT_OF_IF: &[&str] = &[
    "me", "te", "se", "lo", "la", "le", "yo", "mi", "ti", "ci", "io", "i", "we", "he", "she",
    "they", "you",
];

/// Whether the words from the condition at `at` to the line's end are the player's comment on
/// what may happen, not a condition on his order: a condition whose consequence is only a shrug
/// ([`SHRUG`]) closing the line. The condition may name the game's moves and roles (`si me
/// cruzo con el sonámbulo`) but no player other than the order's own, no number or route, and
/// no verb of the game after its first (`si no puedo voto en blanco, mala suerte` is raised):
/// an order hidden in it is never set aside.
fn bad_luck_if(words: &[Word], at: usize, said: &[Word], verbs: &Verbs, names: &NameIndex) -> bool {
    let Some((shrug, len)) = (at + 2..words.len()).find_map(|i| {
        SHRUG
            .iter()
            .find(|p| phrase_at(words, i, p))
            .map(|p| (i, p.len()))
    }) else {
        return false;
    };
    if !words[shrug + len..]
        .iter()
        .all(|w| folded_in(w, AROUND_SHRUG))
    {
        return false;
    }
    let mut condition = &words[at + 1..shrug];
    while let Some((last, rest)) = condition.split_last()
        && folded_in(last, AROUND_SHRUG)
    {
        condition = rest;
    }
    let game_verbs = condition.iter().filter(|w| verbs.is_verb(w)).count();
    let first_verb = condition.iter().position(|w| verbs.is_verb(w)).unwrap_or(0);
    game_verbs <= 1
        && condition[..first_verb]
            .iter()
            .all(|w| folded_in(w, SUBJECT_OF_IF))
        && condition.iter().all(|w| {
            let again = said.iter().any(|s| s.folded() == w.folded());
            (again || !could_name_a_player(w, names))
                && !w.text.chars().any(|c| c.is_ascii_digit())
                && !is_route(w)
        })
}

/// Whether the words of a tail name nothing of the game and neither doubt nor joke, past what
/// the order itself `said` (its player or number said again: `robo a Gloria, perdón Gloria`,
/// `me quedo con la 2 del centro, que el 2 es mi número de la suerte`; blind corpus 7).
fn names_nothing(tail: &[Word], said: &[Word], verbs: &Verbs, names: &NameIndex) -> bool {
    let again = |w: &Word| {
        (names_a_player(w, names) || w.text.chars().all(|c| c.is_ascii_digit()))
            && said.iter().any(|s| s.folded() == w.folded())
    };
    !tail.iter().filter(|w| !again(w)).any(|w| {
        names_by_capital(w, names)
            || verbs.is_verb(w)
            || w.text
                .chars()
                .any(|c| c.is_ascii_digit() || c.is_uppercase())
            // A number in words is one in digits (`tomar centro 3. La uno mejor`; break15b F14).
            || super::corrections::a_number(w)
            || is_route(w)
            || [NEGATIONS, DOUBT, JOKE, HEDGE_AFTER]
                .iter()
                .any(|list| folded_in(w, list))
    }) && verbs.game_noun_in(tail).is_none()
}

/// The sender's own death said as a condition (`se muoio io`, `si me matan`, `if I die`),
/// folded, each as its words, after `se`/`si`/`if`.
const I_DIE: &[&[&str]] = &[
    // it
    &["muoio"],
    &["crepo"],
    &["mi", "uccidono"],
    &["mi", "ammazzano"],
    &["mi", "linciano"],
    &["mi", "bruciano"],
    &["mi", "fanno", "fuori"],
    // es
    &["muero"],
    &["me", "muero"],
    &["me", "matan"],
    &["me", "linchan"],
    &["me", "queman"],
    &["caigo"],
    // en
    &["i", "die"],
    &["i'm", "killed"],
    &["i", "get", "killed"],
    &["i", "get", "lynched"],
    &["i", "go", "down"],
    &["they", "kill", "me"],
];

/// How many words open a sentence on what the sender's death will bring, at `at` (`. Se muoio
/// io, muore con me`, `. Si me matan, me lo llevo conmigo`, `. If I die, he comes with me`):
/// the condition is his own death, and a clause of its own follows it, after a mark. A boast
/// of what the rules do on a death, not a condition on the order: the rest names nothing
/// ([`names_nothing`]: `Se muoio io, votate Bruno` stays raised). A condition with no clause
/// after it (`voto Dani, se muoio io`) is the order's: not one.
fn if_i_die(file: &OrderFile, words: &[Word], at: usize) -> Option<usize> {
    if !folded_in(&words[at], IF) {
        return None;
    }
    let death = I_DIE.iter().find(|p| phrase_at(words, at + 1, p))?;
    let opens = 1 + death.len();
    // The clause after the condition: a mark between two words past the death, and a word
    // after it.
    let parted = (at + opens..words.len())
        .any(|i| file.source[words[i - 1].span.end..words[i].span.start].contains([',', ';', ':']));
    parted.then_some(opens)
}

/// Words opening a saying (`chi spara per ultimo ride meglio`, `quien ríe el último ríe
/// mejor`, `he who laughs last laughs best`), folded, each as its words.
const WHO: &[&[&str]] = &[&["chi"], &["quien"], &["he", "who"], &["whoever"]];

/// "Who knows": a doubt, never a saying (`voto Jorge, chi lo sa`, `quién sabe`).
const WHO_KNOWS: &[&str] = &["sa", "sai", "sabe", "sabes", "knows", "know", "lo", "sapra"];

/// How many words open a saying after a mark at `at` (`: chi spara per ultimo ride meglio 😂`):
/// a proverb of three words or more after the pronoun, no question and no "who knows" (`chi
/// lo sa`, a doubt). The rest names nothing ([`names_nothing`]).
fn saying(file: &OrderFile, words: &[Word], at: usize) -> Option<usize> {
    let who = WHO.iter().find(|p| phrase_at(words, at, p))?;
    let rest = &words[at + who.len()..];
    // The rest of its line, a question mark after the last word included.
    let asked = file.source[words[at].span.start..]
        .lines()
        .next()
        .is_some_and(|l| l.contains('?'));
    (rest.len() >= 3 && !asked && !rest.iter().take(2).any(|w| folded_in(w, WHO_KNOWS)))
        .then_some(who.len())
}

/// Where a clause after the order's verb that only dismisses an earlier message starts
/// (`, lascia stare il messaggio di prima`, `, olvida el anterior`, `, ignore my last PM`):
/// after a comma, led by a word of [`DISMISS`], naming no player.
pub(super) fn dismissing_clause(
    file: &OrderFile,
    words: &[Word],
    verb: usize,
    names: &NameIndex,
) -> Option<usize> {
    let at = (verb + 2..words.len()).find(|&i| {
        file.source[words[i - 1].span.end..words[i].span.start].contains(',')
            && folded_in(&words[i], DISMISS)
    })?;
    (!mentions_a_player(&words[at..], names)).then_some(at)
}

/// Where the order whose verb is at `first` ends before the end of its line: a clause
/// dismissing an earlier message (`voto Alessia, lascia stare il messaggio di prima`: about
/// that message, not this order), a tail of luck or a reason naming nothing (`, a ver qué
/// pasa`), a later sentence saying its player again (`settled::restated`), or an aside naming
/// another player (`, que ayer defendió a Carla`, `, sorry Carla!`: `aside`).
pub(super) fn order_ends(
    file: &OrderFile,
    words: &[Word],
    first: usize,
    (verbs, names): (&Verbs, &NameIndex),
) -> Option<usize> {
    // A tail naming nothing may start after an aside that names a player (`. P.D. Carla,
    // sorry`): the order ends at the earlier of the two.
    let tail = prose_tail(file, words, first, verbs, names);
    let aside = || super::aside::aside_naming_a_player(file, words, first, verbs, names);
    dismissing_clause(file, words, first, names)
        .or_else(|| aside().map(|at| tail.map_or(at, |t| t.min(at))).or(tail))
        .or_else(|| super::settled::restated(file, words, first, names))
}
