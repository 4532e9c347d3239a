//! A sender who says he has not chosen yet (`hola, todavía no sé a quién votar, luego os
//! digo`, `non so ancora chi votare`, `I don't know who to vote for yet`): no order and no
//! doubt about one, a note `check` shows beside his PM (`OrderFile::undecided`). Only a line
//! that names nothing of the game is one: `no sé a quién votar, ¿Kiko?` stays the master's to
//! read.

use super::{Verbs, folded_in};
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};
use std::borrow::Cow;

/// Saying one does not know or has not decided, folded, each as its words (the `yet` words of
/// [`YET`] left out).
const NOT_DECIDED: &[&[&str]] = &[
    // es
    &["no", "se"],
    &["no", "lo", "se"],
    &["no", "he", "decidido"],
    &["no", "tengo", "claro"],
    &["no", "lo", "tengo", "claro"],
    &["no", "estoy", "seguro", "de"],
    &["no", "estoy", "segura", "de"],
    // it
    &["non", "so"],
    &["non", "lo", "so"],
    &["non", "ho", "deciso"],
    &["non", "ho", "capito"],
    &["non", "sono", "sicuro", "di"],
    &["non", "sono", "sicura", "di"],
    // en
    &["i", "don't", "know"],
    &["i", "dont", "know"],
    &["don't", "know"],
    &["dont", "know"],
    &["i", "do", "not", "know"],
    &["i", "haven't", "decided"],
    &["i", "havent", "decided"],
    &["i", "have", "not", "decided"],
    &["not", "sure"],
    &["i'm", "not", "sure"],
    // The answer put off (`te digo luego a quién voto`, `ti dico dopo chi voto`, `I'll tell
    // you later who I vote for`): no choice made yet, the `later` words left out as `yet`.
    &["te", "digo"],
    &["os", "digo"],
    &["le", "digo"],
    &["ya", "te", "digo"],
    &["ya", "os", "digo"],
    &["ti", "dico"],
    &["vi", "dico"],
    &["i'll", "tell", "you"],
    &["i", "will", "tell", "you"],
];

/// `todavía`, `ancora`, `yet`, `luego`: when, left out of the phrases.
const YET: &[&str] = &[
    "todavia", "aun", "ancora", "still", "yet", "luego", "despues", "dopo", "poi", "later",
];

/// Whom or what the choice is about (`a quién`, `chi`, `who`), before the verb.
const WHOM: &[&str] = &[
    "a", "quien", "que", "cual", "chi", "per", "su", "cosa", "who", "whom", "what", "which", "to",
];

/// Whether `line` only says the sender has not chosen yet: a phrase of [`NOT_DECIDED`], then
/// whom or what (`a quién`, `chi`), then a verb of the ruleset, and no player named.
pub(super) fn says_undecided(line: &OrderLine, verbs: &Verbs, names: &NameIndex) -> bool {
    // Most lines have no word a phrase starts with: nothing to gather.
    if !line.words.iter().any(|w| is_start(&key(w.folded()))) {
        return false;
    }
    let words: Vec<&Word> = line.words.iter().filter(|w| !folded_in(w, YET)).collect();
    // Each word's key made once (a copy only for a word with a `’`): the phrases are tried at
    // every word of every line, and only where a phrase may start.
    let keys: Vec<Cow<str>> = words.iter().map(|w| key(w.folded())).collect();
    let says = (0..words.len()).any(|at| {
        is_start(&keys[at])
            && NOT_DECIDED.iter().any(|phrase| {
                let end = at + phrase.len();
                end < words.len()
                    && phrase.iter().zip(&keys[at..end]).all(|(p, k)| p == k)
                    && whom_then_verb(&words[end..], verbs)
            })
    });
    // Asked only of a line that says it, the dearer question last.
    says && !names_someone(&line.words, names)
}

/// Saying the choice is still between players, folded (`dudo entre Bruno y Hugo`, `sono
/// indecisa tra Bruno e Hugo`, `torn between Bruno and Hugo`).
const BETWEEN: &[&[&str]] = &[
    &["dudo", "entre"],
    &["dudando", "entre"],
    &["estoy", "entre"],
    &["indeciso", "entre"],
    &["indecisa", "entre"],
    &["indeciso", "tra"],
    &["indecisa", "tra"],
    &["indeciso", "fra"],
    &["indecisa", "fra"],
    &["sono", "tra"],
    &["torn", "between"],
    &["undecided", "between"],
    &["deciding", "between"],
];

/// Whether `line` says the sender is still choosing between two players (`dudo entre Bruno y
/// Hugo, luego te digo`): a phrase of [`BETWEEN`], then two players joined by `y`, `e`, `and`
/// or `o`, `or`, and no verb of the ruleset on the line (`miro a Bruno o a Hugo, luego te digo`
/// offers two choices for an order: raised). No choice made yet, a note as
/// [`says_undecided`]'s.
pub(super) fn torn_between(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> bool {
    let words = &line.words;
    let Some(at) = super::pass_on::phrase_at(words, BETWEEN) else {
        return false;
    };
    let len = BETWEEN
        .iter()
        .find(|p| p.iter().zip(&words[at..]).all(|(p, w)| *p == w.folded()))
        .map_or(0, |p| p.len());
    let choice = &words[at + len..];
    let joined = |w: &Word| folded_in(w, &["y", "e", "and", "o", "or", "u"]);
    let two = choice.len() >= 3
        && super::names_a_player(&choice[0], names)
        && joined(&choice[1])
        && super::names_a_player(&choice[2], names);
    // What follows the two is a clause of its own naming no one (`, luego te digo`).
    let after = &choice[choice.len().min(3)..];
    let set_off = after.first().is_none_or(|w| {
        file.source[choice[2].span.end..w.span.start].contains([',', '.', '!', ';', '…'])
    });
    two && set_off
        && !words.iter().any(|w| verbs.is_verb(w))
        && !names_someone(after, names)
        && !words[..at]
            .iter()
            .any(|w| super::names_by_capital(w, names))
}

/// A folded word as the phrases are written: `’` as `'`.
fn key(folded: &str) -> Cow<'_, str> {
    match folded.contains('’') {
        true => Cow::Owned(folded.replace('’', "'")),
        false => Cow::Borrowed(folded),
    }
}

/// Whether a phrase of [`NOT_DECIDED`] may start at a word of this key: its first words.
fn is_start(key: &str) -> bool {
    matches!(
        key,
        "no" | "non"
            | "i"
            | "don't"
            | "dont"
            | "not"
            | "i'm"
            | "te"
            | "os"
            | "le"
            | "ya"
            | "ti"
            | "vi"
            | "i'll"
    )
}

/// The one rule of both notes: a player named, whole or by a capitalised prefix (`chi` is no
/// `Chiara`, `no voto a Ana` may be an order).
fn names_someone(words: &[Word], names: &NameIndex) -> bool {
    words.iter().any(|w| super::names_by_capital(w, names))
}

/// `a quién votar`, `chi votare`, `who to vote for`: one or two words of [`WHOM`], at least
/// one a question word, then a verb of the ruleset.
fn whom_then_verb(words: &[&Word], verbs: &Verbs) -> bool {
    let asked = words
        .iter()
        .take_while(|w| folded_in(w, WHOM))
        .take(3)
        .count();
    let question = words[..asked]
        .iter()
        .any(|w| !folded_in(w, &["a", "per", "su", "to"]));
    question && words.get(asked).is_some_and(|w| verbs.is_verb(w))
}

/// Words saying the sender does nothing (`no hago nada`, `non gioco niente`).
const NOTHING: &[&str] = &["nada", "niente", "nulla", "nothing", "anything"];

/// Words saying the order comes later or elsewhere (`votaré mañana`, `ya votaré en el hilo`,
/// `voterò domani`, `I'll vote later`).
const LATER: &[&str] = &[
    "manana", "tarde", "hilo", "domani", "tardi", "thread", "later", "tomorrow",
];

/// The endings of the first person of the future, as written (`votaré`, `voterò`).
const FUTURE: &[&str] = &["aré", "eré", "iré", "arò", "erò", "irò"];

/// Whether `line` says there is no order from the sender for now, with a verb of the ruleset
/// it does not give: negated before `nada`/`niente`/`nothing` (`Esta ronda no hago nada, solo
/// mirar`), negated at the end of its clause, not the vote (`hoy no salgo, me quedo en casa`),
/// after `nada que`/`niente da`/`nothing to` (`nada que jugar, suerte`) or, a verb other than
/// the vote, before `nessuno`/`nadie`/`nobody` (`stanotte non ammaestro nessuno`), or in the
/// future beside a word of later (`Ya votaré en el hilo`). A line naming a player in the clause
/// of such a verb (`no voto a Ana`, `Votaré a Ana mañana`: it may be an order), a future with
/// no later (`me quedaré`) or another verb in the first person on the line (`no hago nada. Me
/// quedo`) is read as any other line; a player greeted in another clause (`buena suerte Ana,
/// yo esta vez no juego nada`) is no part of it.
pub(super) fn says_no_order_now(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> bool {
    let words = &line.words;
    let later = words.iter().any(|n| folded_in(n, LATER));
    let says = |at: usize| {
        let w = &words[at];
        let negated = words[at.saturating_sub(2)..at]
            .iter()
            .any(|n| folded_in(n, super::words::NEGATIONS));
        // `stanotte non ammaestro nessuno`: a power kept, no order (a vote for nobody may be
        // an abstention: the master's to read).
        let nobody = |n: &Word| folded_in(n, super::nobody::NOBODY) && !verbs.is_vote(w);
        let object = match words.get(at + 1) {
            Some(n) if folded_in(n, &["a", "to"]) => words.get(at + 2),
            next => next,
        };
        let nothing =
            words.get(at + 1).is_some_and(|n| folded_in(n, NOTHING)) || object.is_some_and(nobody);
        // `hoy no salgo, …`: nothing after the verb in its clause.
        let alone = !verbs.is_vote(w) && clause_of(file, words, at).end == at + 1;
        // `nada que jugar`, `niente da giocare`, `nothing to play`.
        let nothing_to = at >= 2
            && folded_in(&words[at - 1], &["que", "da", "to"])
            && folded_in(&words[at - 2], NOTHING);
        let will = at > 0 && folded_in(&words[at - 1], &["will", "i'll", "ill", "we'll"]);
        let future = will || FUTURE.iter().any(|e| w.text.to_lowercase().ends_with(e));
        // `Voto più tardi`: the vote put off by the time right after it.
        let put_off = verbs.is_vote(w) && super::remarks::later_after(file, words, at);
        (negated && (nothing || alone)) || nothing_to || (future && later) || put_off
    };
    let infinitive = |w: &Word| {
        ["ar", "er", "ir", "are", "ere", "ire"]
            .iter()
            .any(|e| w.folded().ends_with(e))
    };
    let verbs_at: Vec<usize> = (0..words.len())
        .filter(|&at| verbs.is_verb(&words[at]))
        .collect();
    // Whether a player is named but in a remark of its own, the dearer question, asked last.
    // A house, a route or a number named (`no salgo, me quedo tranquila en la K`) may be an
    // order in other words: the master's to read.
    let letter = |w: &Word| w.text.chars().count() == 1 && w.text.chars().all(char::is_uppercase);
    let place = |i: usize| {
        let w = &words[i];
        (i > 0 && letter(w) && folded_in(&words[i - 1], BEFORE_A_HOUSE))
            || w.text.chars().any(|c| c.is_ascii_digit())
            || super::verbless::is_route(w)
    };
    !(0..words.len()).any(place)
        && verbs_at.iter().any(|&at| says(at))
        && verbs_at
            .iter()
            .all(|&at| says(at) || infinitive(&words[at]))
        && !names_beside_no_remark(file, words, &verbs_at, names)
        && !game_thing_elsewhere(file, words, &verbs_at, verbs)
}

/// Whether a clause beside those of the verbs names one of the game's things: `Grabbing middle
/// card number three, no peeking` is the Drunk's take said in other words and `no peeking` its
/// manner, not a night with no order (blind corpus 15, #125): never a note in silence.
fn game_thing_elsewhere(
    file: &OrderFile,
    words: &[Word],
    verbs_at: &[usize],
    verbs: &Verbs,
) -> bool {
    let clauses: Vec<_> = verbs_at
        .iter()
        .map(|&at| clause_of(file, words, at))
        .collect();
    let elsewhere: Vec<Word> = (0..words.len())
        .filter(|i| !clauses.iter().any(|c| c.contains(i)))
        .map(|i| words[i].clone())
        .collect();
    !elsewhere.is_empty() && verbs.game_noun_in(&elsewhere).is_some()
}

/// Whether a player is named in the clause of a verb at `verbs_at`, or in a clause with no word
/// of a remark (`non ammaestro nessuno, forse Bruno`); not one greeted or wished luck in a
/// clause of its own (`buena suerte Ana, yo esta vez no juego nada`, `Ana te odio 😂`).
fn names_beside_no_remark(
    file: &OrderFile,
    words: &[Word],
    verbs_at: &[usize],
    names: &NameIndex,
) -> bool {
    let mut at = 0;
    while at < words.len() {
        let clause = clause_of(file, words, at);
        let own = &words[clause.clone()];
        let of_a_verb = verbs_at.iter().any(|v| clause.contains(v));
        let remark = own.iter().any(|w| super::remarks::is_remark_word(w, true));
        if names_someone(own, names) && (of_a_verb || !remark) {
            return true;
        }
        at = clause.end;
    }
    false
}

/// Words before a house's letter (`en la K`, `a casa C`, `verso la B`).
const BEFORE_A_HOUSE: &[&str] = &[
    "la", "el", "en", "a", "al", "de", "del", "hacia", "casa", "da", "alla", "nella", "verso",
];

/// The words of the clause of word `at`: punctuation or an emoji between two words ends one.
fn clause_of(file: &OrderFile, words: &[Word], at: usize) -> std::ops::Range<usize> {
    let ends = |i: usize| {
        file.source[words[i - 1].span.end..words[i].span.start]
            .chars()
            .any(|c| !c.is_whitespace() && !c.is_alphanumeric() && !"'’".contains(c))
    };
    let start = (1..=at).rev().find(|&i| ends(i)).unwrap_or(0);
    let end = (at + 1..words.len())
        .find(|&i| ends(i))
        .unwrap_or(words.len());
    start..end
}

#[cfg(test)]
mod tests {
    /// The words a phrase is looked for at are every phrase's first word, and no other.
    #[test]
    fn phrases_start_at_their_first_words() {
        for phrase in super::NOT_DECIDED {
            assert!(super::is_start(phrase[0]), "{phrase:?}");
        }
        for word in ["se", "lo", "ho", "know", "sure", "todavia", "a"] {
            assert!(!super::is_start(word), "{word}");
        }
    }
}
