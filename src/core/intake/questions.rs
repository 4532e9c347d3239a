//! The questions a remark may hold (issue 22 J, blind corpus 6 pattern D): a tag asking for
//! agreement (`nada que hacer, no?`, `è così, vero?`, `right?`) or a question to the master on
//! how the game goes, naming no player (`¿Cómo se hacía lo de las tareas?`, `come funziona la
//! radio?`). Any other question (`¿Ana?`, `voto a Bruno?`) leaves the line to the master.

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// The words of a tag question, folded: the question's last word.
const TAG: &[&str] = &[
    "no", "verdad", "vale", "eh", "cierto", "vero", "giusto", "right", "ok", "okay", "si", "yes",
    "true",
];

/// Question words, folded: a question opened by one and naming no player asks about the game.
const ASKING: &[&str] = &[
    "como", "que", "cuando", "donde", "cual", "cuales", "cuanto", "cuantos", "cuantas", "por",
    "come", "cosa", "quando", "dove", "quale", "quali", "quanto", "quanti", "perche", "how",
    "what", "when", "where", "which", "why",
];

/// The questions of `line`, each as its words: from its `¿` or the mark before it (`.`, `!`,
/// `?`, `,`) to its `?`.
fn questions<'w>(file: &OrderFile, line: &'w OrderLine) -> Vec<&'w [Word]> {
    let text = &file.source[line.span.clone()];
    let base = line.span.start;
    let mut found = Vec::new();
    let mut from = 0;
    for (at, _) in text.match_indices('?') {
        let before = &text[from..at];
        let start = match before.rfind('¿') {
            Some(open) => from + open,
            None => before
                .rfind(['.', '!', ',', ';', ':'])
                .map_or(from, |m| from + m),
        };
        let words: Vec<usize> = (0..line.words.len())
            .filter(|&i| {
                let w = &line.words[i].span;
                w.start >= base + start && w.end <= base + at
            })
            .collect();
        if let (Some(&a), Some(&b)) = (words.first(), words.last()) {
            found.push(&line.words[a..=b]);
        }
        from = at + 1;
    }
    found
}

/// Whether `question` asks about the game and names no player (`¿Cómo se hacía lo de las
/// tareas?`).
fn asks_the_game(question: &[Word], names: &NameIndex) -> bool {
    question.first().is_some_and(|w| folded_in(w, ASKING))
        && !question.iter().any(|w| names_by_capital(w, names))
}

/// Words asking whether one may, folded (`¿puedo …?`, `se posso …?`, `can I …?`).
const MAY: &[&str] = &[
    "puedo", "podemos", "puede", "pueden", "podria", "posso", "possiamo", "puo", "possono", "can",
    "may", "could",
];

/// Words that may come before [`MAY`]: `se`/`si` of an indirect question, a conjunction, the
/// master addressed.
const BEFORE_MAY: &[&str] = &["se", "si", "y", "e", "and", "but", "pero", "ma", "master"];

/// Whether `line` is only a question to the master on whether one may do something, naming
/// no player, no thing of the game and no number (`¿puedo votar a alguien que ya está muerto?`,
/// `se posso proteggere me stesso?`, `can I vote for myself?`): a question on the rules, no
/// order, set aside as chatter `check` lists. A question naming a player (`¿puedo votar a
/// Ana?`) stays the master's to read.
pub(super) fn may_i_question(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> bool {
    if !one_question(file, line) {
        return false;
    }
    let words = &line.words;
    let opening = words
        .iter()
        .take_while(|w| folded_in(w, BEFORE_MAY))
        .count();
    // `¿Se vota en rojo, verdad?`, `si vota in rosso?`: the impersonal `se` before a verb of
    // the game asks how it is done; an order is the sender's own, never impersonal.
    let impersonal = opening > 0
        && folded_in(&words[opening - 1], &["se", "si"])
        && words.get(opening).is_some_and(|w| verbs.is_verb(w));
    (impersonal || words.get(opening).is_some_and(|w| folded_in(w, MAY)))
        && names_no_player_and_no_number(words, names)
        && verbs.game_noun_in(words).is_none()
}

/// Whether `line` is one question, ending it (`¿puedo votar a alguien muerto?`): a single `?`.
fn one_question(file: &OrderFile, line: &OrderLine) -> bool {
    let text = file.source[line.span.clone()].trim_end();
    text.ends_with('?') && text.matches('?').count() == 1
}

/// Whether `words` name no player by his capital and hold no number: a question about the
/// rules, not about whom or which point an order is for.
fn names_no_player_and_no_number(words: &[Word], names: &NameIndex) -> bool {
    !words.iter().any(|w| names_by_capital(w, names))
        && !words
            .iter()
            .any(|w| w.text.chars().any(|c| c.is_ascii_digit()))
}

/// Words of one asking whether something is allowed to anyone, never to himself: `se puede`,
/// `si può`, `si possono`, folded, after the impersonal `se`/`si`.
const ONE_MAY: &[&str] = &[
    "puede",
    "pueden",
    "podria",
    "podrian",
    "puo",
    "possono",
    "potrebbe",
    "potrebbero",
];

/// `es posible`, `è permesso`, `is it allowed`: whether the rules allow something, folded.
const ALLOWED: &[&str] = &[
    "posible",
    "permitido",
    "legal",
    "valido",
    "possibile",
    "permesso",
    "lecito",
    "possible",
    "allowed",
];

/// Whether `line` is only a question to the master on what the rules allow anyone, in the
/// impersonal (`¿Se puede hacer la tarea de otro o solo las tuyas?`, `si possono fare due
/// compiti?`, `is it allowed to do another's task?`): naming the game's things, it still asks
/// about the rules, as an order is the sender's own, never impersonal; a remark `check` shows.
/// Naming a player or a number, or asked in the first person (`¿puedo hacer la tarea de la
/// cocina?`, which may be how the player gives the order), it stays the master's to read.
pub(super) fn impersonal_rules_question(
    file: &OrderFile,
    line: &OrderLine,
    names: &NameIndex,
) -> bool {
    if !one_question(file, line) {
        return false;
    }
    let words = &line.words;
    let opening = words
        .iter()
        .take_while(|w| folded_in(w, BEFORE_MAY) && !folded_in(w, &["se", "si"]))
        .count();
    // `È possibile`: the folded `è` is the `e` ("and") an opening may hold.
    let impersonal = [0, opening].into_iter().any(|from| {
        let at = |i: usize, list: &[&str]| words.get(from + i).is_some_and(|w| folded_in(w, list));
        (at(0, &["se", "si"]) && at(1, ONE_MAY))
            || (at(0, &["es", "e", "is"]) && at(1, ALLOWED))
            || (at(0, &["is"]) && at(1, &["it"]) && at(2, ALLOWED))
            || (at(0, &["can"]) && at(1, &["one", "anyone", "somebody", "someone"]))
    });
    impersonal && names_no_player_and_no_number(words, names)
}

/// Words saying someone is dead, folded.
const DEAD: &[&str] = &[
    "muerto", "muerta", "muertos", "muertas", "murio", "morto", "morta", "morti", "morte", "dead",
    "died",
];

/// Whether `line` is only a question to the master about a player it says is dead (`¿Puede
/// votar Fede aunque esté muerto?`, `¿Puedo votar a Fede, que está muerto?`, `can Fede still
/// vote now that he is dead?`): no order can be aimed at a player as dead, so it is a question
/// on the rules, set aside as a remark `check` shows. Only a question: one `?` ending the line,
/// no verb before its `¿` (`Voto a Bruno, ¿Fede está muerto?` is the master's to read).
pub(super) fn about_the_dead(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> bool {
    if !one_question(file, line) {
        return false;
    }
    let text = &file.source[line.span.clone()];
    let opens = text
        .find('¿')
        .map_or(line.span.start, |at| line.span.start + at);
    let words = &line.words;
    words.iter().any(|w| folded_in(w, DEAD))
        && words.iter().any(|w| names_a_player(w, names))
        && !words
            .iter()
            .any(|w| w.span.start < opens && verbs.is_verb(w))
}

/// Whether every question of `line` is a tag or asks about the game ([`self`]); a `¿` with no
/// `?` is a question left open: not so.
pub(super) fn only_harmless(file: &OrderFile, line: &OrderLine, names: &NameIndex) -> bool {
    let text = &file.source[line.span.clone()];
    if text.matches('¿').count() > text.matches('?').count() {
        return false;
    }
    questions(file, line)
        .iter()
        .all(|q| q.last().is_some_and(|w| folded_in(w, TAG)) || asks_the_game(q, names))
}

/// Whether `sentence`'s words that name a thing of the game are all inside a question about
/// the game ([`asks_the_game`]): such a sentence needs no word of a remark.
pub(super) fn asked_about(
    file: &OrderFile,
    line: &OrderLine,
    sentence: &[Word],
    names: &NameIndex,
) -> bool {
    let asked: Vec<&[Word]> = questions(file, line)
        .into_iter()
        .filter(|q| asks_the_game(q, names))
        .collect();
    !asked.is_empty() && !sentence.iter().any(|w| names_by_capital(w, names))
}

/// Whether word `w` of `line` stands inside a question about the game ([`asks_the_game`]):
/// the nouns of an order there are asked about (`¿Cómo se hacía lo de las tareas?`), not used.
pub(super) fn inside_a_rules_question(
    file: &OrderFile,
    line: &OrderLine,
    w: &Word,
    names: &NameIndex,
) -> bool {
    questions(file, line)
        .iter()
        .filter(|q| asks_the_game(q, names))
        .any(|q| q.iter().any(|x| x.span == w.span))
}

/// Whether a word of `line` may be a misspelt verb (`vtoo Ana, me cae mal`): not a player's
/// own name (`Gino` is not `giro`), nor a word asked about in a question about the game
/// (`¿Cómo se hacía lo de las tareas?`: `tareas` is not `tarea`), nor one of an idiom
/// ([`idiom_at`]).
pub(super) fn misspelt_verb_in(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> bool {
    line.words.iter().enumerate().any(|(i, w)| {
        !names.is_exact_word(w)
            && verbs.near(w).is_some()
            && !idiom_at(&line.words, i)
            && !inside_a_rules_question(file, line, w, names)
    })
}

/// Words after a verb of staying that make it an idiom of how things are (`no me queda claro`,
/// `te queda bien`, `nos queda poco`), folded.
const HOW_IT_IS: &[&str] = &["claro", "clara", "bien", "mal", "genial", "poco"];

/// Whether the verb word at `i` is an idiom of how things are, its pronoun before it (`no me
/// queda claro el formulario`): no order, in a remark.
pub(super) fn idiom_at(words: &[Word], i: usize) -> bool {
    i > 0
        && folded_in(&words[i - 1], &["me", "te", "nos", "le", "les", "os"])
        && words.get(i + 1).is_some_and(|w| folded_in(w, HOW_IT_IS))
}
