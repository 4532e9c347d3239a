//! A take-back in everyday words (review break7 F1, F8, F10): `paso de robar` ("I won't bother
//! robbing": that kind of order given above, withdrawn), `mejor lo dejo estar`, `lascio
//! perdere`, `stanotte mi riposo`, `ci ho ripensato, niente indagine`, and, in a later PM, `el
//! MP de antes no vale`, `el mensaje de antes era para la otra partida`, `lo de antes era
//! broma`: the order above (or the earlier PM's) withdrawn, as `Mejor nada` withdraws it
//! ([`super::cancel::taken_back`]). Only when every other word of the line surrounds the
//! take-back; anything else stays the master's to read.

use super::cancel::{AROUND, WHOLE};
use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{Cancel, Cancels, OrderLine, Word};

/// `paso de`, `pasar de`: not bothering with what follows.
const PASS_ON: &[&[&str]] = &[&["paso", "de"], &["pasar", "de"], &["passo", "di"]];

/// Words of none before a verb (`niente scarto`, `nada de robar`).
const NONE: &[&str] = &["niente", "nada", "nessun", "ningun"];

/// The words a take-back in everyday words begins with: the first word of every phrase of
/// [`PASS_ON`], [`EVERYDAY`] and [`CHANGED_MIND`], and the words of [`NONE`].
static FIRST_WORDS: std::sync::LazyLock<crate::core::keyhash::KeySet<&'static str>> =
    std::sync::LazyLock::new(|| {
        PASS_ON
            .iter()
            .chain(EVERYDAY)
            .chain(CHANGED_MIND)
            .map(|p| p[0])
            .chain(NONE.iter().copied())
            .collect()
    });

/// Phrases that take the order above back in everyday words, folded.
const EVERYDAY: &[&[&str]] = &[
    &["dejo", "estar"],
    &["dejare", "estar"],
    &["lo", "dejo"],
    &["lascio", "perdere"],
    &["lascio", "stare"],
    &["mi", "riposo"],
    &["me", "quedo", "quieto"],
    &["ci", "ho", "ripensato"],
    &["no", "vale"],
    &["non", "vale"],
    &["no", "cuenta"],
    &["non", "conta"],
    &["doesn't", "count"],
    &["otra", "partida"],
    &["altra", "partita"],
    &["un'altra", "partita"],
    &["other", "game"],
    &["era", "broma"],
    &["era", "uno", "scherzo"],
    &["was", "a", "joke"],
    &["que", "te", "mande"],
    &["que", "te", "envie"],
    &["che", "ti", "ho", "mandato"],
];

/// A change of mind, alone on its line (review break9 F3): `Nada, he cambiado de opinión`,
/// `Cambio de opinión`, `Niente, ho cambiato idea`, `I changed my mind`. Alone in its PM, a
/// take-back as `ci ho ripensato` is; with a new order after it, that order is the change
/// ([`super::withdrawn::before_a_new_order`]).
pub(super) const CHANGED_MIND: &[&[&str]] = &[
    &["cambiado", "de", "opinion"],
    &["cambiado", "de", "idea"],
    &["cambio", "de", "opinion"],
    &["cambio", "de", "idea"],
    &["cambiato", "idea"],
    &["cambiato", "opinione"],
    &["changed", "my", "mind"],
    &["change", "of", "mind"],
];

/// Words around an everyday take-back besides [`AROUND`] and [`WHOLE`]: what is taken back
/// (`el MP de antes`, `il messaggio di prima`), `meh`, the nouns of an order (`niente
/// indagine`).
const BESIDE: &[&str] = &[
    "meh",
    "el",
    "il",
    "mensaje",
    "antes",
    "era",
    "para",
    "per",
    "un",
    "una",
    "partida",
    "partita",
    "game",
    "that",
    "was",
    "for",
    "the",
    "another",
    "other",
    "niente",
    "nada",
    "nothing",
    "indagine",
    "investigacion",
    "scarto",
    "descarte",
    "accion",
    "azione",
    "action",
    "mossa",
    "jugada",
    "ya",
    "te",
    "mande",
    "envie",
    "ci",
    "ho",
    "si",
    "yes",
    "mejor",
    "estar",
    "stare",
    "quieto",
    "ahi",
    "tranquilo",
    "tranquila",
    "perdona",
    "borra",
    "borralo",
    "lo",
    "que",
    "che",
    "ti",
    "mandato",
    "envie",
    "messaggio",
    "un'altra",
    "altra",
    "broma",
    "scherzo",
    "uno",
    "jaja",
    "jajaja",
    "ahah",
    "lol",
    // what is taken back: `el voto de antes`, `il voto di prima`, `my earlier vote` (break9 F2)
    "mi",
    "mio",
    "my",
    "earlier",
    "previous",
    "anterior",
    "piu",
    "mas",
    "he",
];

/// The take-back a line says in everyday words, if it does.
pub(super) fn everyday(
    line: &OrderLine,
    orders: &[OrderLine],
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Cancel> {
    let words = &line.words;
    // A line with no word any of these phrases begins with says none of them (issue 25 P).
    if !words.iter().any(|w| FIRST_WORDS.contains(w.folded())) || mentions_a_player(words, names) {
        return None;
    }
    // `paso de robar(le)`, `paso de matar, que me pillan`: the verb's kind, the reason after
    // its comma.
    if let Some(at) = phrase_at(words, PASS_ON) {
        let verb = words.get(at + 2)?;
        let kind = verbs.kinds.get(verb_of(verb, verbs)?).map(|k| k.0)?;
        let clean = words[..at]
            .iter()
            .all(|w| folded_in(w, AROUND) || folded_in(w, BESIDE));
        let given = orders
            .iter()
            .any(|o| verbs.kinds.get(o.words[0].folded()).map(|k| k.0) == Some(kind));
        // With none of that kind above, it withdraws the earlier PM's, if any.
        return clean.then(|| Cancel {
            line: line.clone(),
            what: Cancels::Kind {
                kind,
                or_whole: false,
            },
            after_an_order: !given,
            named: Vec::new(),
        });
    }
    // `ci ho ripensato, niente scarto`: none of a kind given above, by its verb's noun.
    if let Some(at) =
        (1..words.len()).find(|&i| folded_in(&words[i - 1], NONE) && verbs.is_verb(&words[i]))
    {
        let kind = verbs.kinds.get(words[at].folded()).map(|k| k.0)?;
        let given = orders
            .iter()
            .any(|o| verbs.kinds.get(o.words[0].folded()).map(|k| k.0) == Some(kind));
        let rest = words.iter().enumerate().filter(|(i, _)| *i != at);
        let clean = rest.clone().all(|(_, w)| {
            folded_in(w, AROUND)
                || folded_in(w, BESIDE)
                || EVERYDAY.iter().any(|p| p.contains(&w.folded()))
        });
        return (given && clean).then(|| Cancel {
            line: line.clone(),
            what: Cancels::Kind {
                kind,
                or_whole: false,
            },
            after_an_order: false,
            named: Vec::new(),
        });
    }
    said_in_everyday_words(line, orders, verbs)
}

/// A line of everyday words around a phrase of [`EVERYDAY`] (`el MP de antes no vale`, `ho
/// cambiato idea`): the order above, or the earlier PM's, taken back; when it names an order by
/// its noun after an article or a possessive (`El voto de antes ya no vale`, `Il voto di prima
/// non vale più`, `my earlier vote doesn't count`: review break9 F2), the order of that kind.
fn said_in_everyday_words(line: &OrderLine, orders: &[OrderLine], verbs: &Verbs) -> Option<Cancel> {
    let words = &line.words;
    phrase_at(words, EVERYDAY).or_else(|| phrase_at(words, CHANGED_MIND))?;
    let around = |w: &Word| {
        folded_in(w, AROUND)
            || folded_in(w, WHOLE)
            || folded_in(w, BESIDE)
            || EVERYDAY
                .iter()
                .chain(CHANGED_MIND)
                .any(|p| p.contains(&w.folded()))
    };
    // Every other word surrounds the take-back, and none is a verb of the game but the words
    // of a change of mind (`cambio de opinión`: chechino's `cambiar` is a swap).
    let noun = order_noun(words, verbs);
    let is_noun = |i: usize| noun.is_some_and(|n| n.0 == i);
    let changed = phrase_at(words, CHANGED_MIND).is_some();
    let of_the_change = |w: &Word| changed && CHANGED_MIND.iter().any(|p| p.contains(&w.folded()));
    let clean = words
        .iter()
        .enumerate()
        .all(|(i, w)| is_noun(i) || (around(w) && (!verbs.is_verb(w) || of_the_change(w))));
    if !clean {
        return None;
    }
    let Some((_, kind)) = noun else {
        return Some(Cancel {
            line: line.clone(),
            what: Cancels::Earlier,
            after_an_order: orders.is_empty(),
            named: Vec::new(),
        });
    };
    let given = orders
        .iter()
        .any(|o| verbs.kinds.get(o.words[0].folded()).map(|k| k.0) == Some(kind));
    // With none of that kind above, it withdraws the earlier PM's, if any; else it is a note.
    Some(Cancel {
        line: line.clone(),
        what: Cancels::Kind {
            kind,
            or_whole: false,
        },
        after_an_order: !given,
        named: Vec::new(),
    })
}

/// Articles and possessives before the noun of an order (`el voto`, `il mio voto`, `my
/// earlier vote`).
const ARTICLES: &[&str] = &[
    "el", "la", "los", "las", "mi", "mis", "il", "lo", "i", "gli", "le", "mio", "mia", "miei",
    "mie", "the", "my",
];

/// The order a line names by its noun after an article or a possessive (`El voto de antes`,
/// `my earlier vote`): where the noun is, and its kind.
fn order_noun(words: &[Word], verbs: &Verbs) -> Option<(usize, usize)> {
    (1..words.len()).find_map(|at| {
        let kind = verbs.kinds.get(words[at].folded()).map(|k| k.0)?;
        let after_article = words[at.saturating_sub(2)..at]
            .iter()
            .any(|w| folded_in(w, ARTICLES));
        after_article.then_some((at, kind))
    })
}

/// Where the first of `phrases` starts in `words`: at each word only the phrases that open
/// with it are tried (issue 25: every word of a line was held against every phrase).
pub(super) fn phrase_at(
    words: &[Word],
    phrases: &'static [&'static [&'static str]],
) -> Option<usize> {
    let by_first = by_first_word(phrases);
    (0..words.len()).find(|&at| {
        by_first.get(words[at].folded()).is_some_and(|opening| {
            opening.iter().any(|p| {
                at + p.len() <= words.len()
                    && p.iter().zip(&words[at..]).all(|(p, w)| *p == w.folded())
            })
        })
    })
}

/// A list of phrases by their first word.
type ByFirstWord = crate::core::keyhash::KeyMap<&'static str, Vec<&'static [&'static str]>>;

/// The phrases of a list by their first word, made once a thread for each list (the lists are
/// the few constants of this file and of `undecided`).
fn by_first_word(phrases: &'static [&'static [&'static str]]) -> &'static ByFirstWord {
    thread_local! {
        static MADE: std::cell::RefCell<Vec<(usize, usize, &'static ByFirstWord)>> =
            const { std::cell::RefCell::new(Vec::new()) };
    }
    let list = (phrases.as_ptr() as usize, phrases.len());
    MADE.with(|made| {
        if let Some(&(_, _, index)) = made.borrow().iter().find(|m| (m.0, m.1) == list) {
            return index;
        }
        let mut index = ByFirstWord::default();
        for &phrase in phrases {
            // A phrase of no words starts nowhere (none is written so).
            if let Some(&first) = phrase.first() {
                index.entry(first).or_default().push(phrase);
            }
        }
        let index: &'static ByFirstWord = Box::leak(Box::new(index));
        made.borrow_mut().push((list.0, list.1, index));
        index
    })
}

/// Where the first of `phrases` starts among `folded` words (`paso de`, `o nada`).
fn phrase_in<S: AsRef<str>>(folded: &[S], phrases: &[&[&str]]) -> Option<usize> {
    (0..folded.len()).find(|&at| {
        phrases.iter().any(|p| {
            at + p.len() <= folded.len()
                && p.iter().zip(&folded[at..]).all(|(p, w)| *p == w.as_ref())
        })
    })
}

/// The verb spelling a word is, with an object pronoun after it (`robarle`, `votarlo`).
fn verb_of<'w>(word: &'w Word, verbs: &Verbs) -> Option<&'w str> {
    let folded = word.folded();
    if verbs.is_verb(word) {
        return Some(folded);
    }
    ["le", "la", "lo", "les", "las", "los", "li", "gli"]
        .iter()
        .filter_map(|p| folded.strip_suffix(p))
        .find(|stem| verbs.spellings.contains(*stem))
}

/// Whether a word is laughter (`jaja`, `jajaja`, `ahah`, `jeje`, `lol`, `xD`).
pub(crate) fn is_laugh(word: &crate::core::orders::Word) -> bool {
    let folded = word.folded();
    matches!(folded, "lol" | "xd" | "xdd" | "lmao" | "rofl")
        || (folded.chars().count() >= 4
            && folded.chars().all(|c| "jaheiu".contains(c))
            && folded.contains('a') | folded.contains('e') | folded.contains('i'))
}

/// A take-back or an "or nothing" after the order on its line (review break7 F10): `robar a
/// Elena. Nah, paso de robar`, `— bah, mejor lo dejo estar`, `(o nada, ya veré)`, `indaga
/// Chiara. Ci ho ripensato, niente indagine`: the order is not sure, the master's to ask.
pub(crate) fn takes_back(folded: &[String]) -> bool {
    const PHRASES: &[&[&str]] = &[
        &["dejo", "estar"],
        &["lo", "dejo"],
        &["lascio", "perdere"],
        &["lascio", "stare"],
        &["ripensato"],
        &["o", "nada"],
        &["o", "niente"],
        &["o", "nulla"],
        &["or", "nothing"],
        &["mejor", "nada"],
        &["mejor", "no"],
        &["meglio", "di", "no"],
        &["never", "mind"],
        &["nvm"],
        // `Mi voto a Bruno ya no vale.`: the vote named is withdrawn, not cast (review
        // break14b F9).
        &["ya", "no", "vale"],
        &["ya", "no", "cuenta"],
        &["non", "vale", "piu"],
        &["non", "conta", "piu"],
        &["no", "longer", "counts"],
        &["no", "longer", "stands"],
    ];
    phrase_in(folded, PHRASES).is_some() || passes(folded) || bare_no_last(folded)
}

/// `paso`, `passo` ("I pass"), unless a walk goes on after it: `paso por la B`, `passo da A`
/// walk past a house (docs/rulings/chechino.md, ruling 59).
fn passes(folded: &[String]) -> bool {
    const THROUGH: &[&str] = &["por", "da", "dalla", "dal", "dallo", "per"];
    folded.iter().enumerate().any(|(i, w)| {
        (w == "paso" || w == "passo")
            && folded
                .get(i + 1)
                .is_none_or(|next| !THROUGH.contains(&next.as_str()))
    })
}

/// Whether the words after an order end in a bare `no` (review break8 F8: `voto Marta, anzi
/// no`, `robar a Elena... bueno, no`, `Robar a Elena, nah.`): the order taken back, unless the
/// `no` is what someone says in the reason (`porque dice que no`, `ha detto di no`).
fn bare_no_last(folded: &[String]) -> bool {
    const SAID: &[&str] = &[
        "que", "che", "di", "de", "that", "porque", "perche", "why", "se", "si",
    ];
    match folded {
        [.., before, last] if ["no", "non"].contains(&last.as_str()) => {
            !SAID.contains(&before.as_str())
        }
        [.., last] => ["nah", "nope"].contains(&last.as_str()),
        [] => false,
    }
}

/// A line of words of [`AROUND`] ending in `no` (`bueno no`, `bueno, no`, `pues no`; review
/// break8 F8): "actually, no", the order above taken back. A `no` alone is [`bare_no`].
pub(super) fn ends_in_no(words: &[Word]) -> Option<(usize, usize)> {
    match words {
        [_, .., last] if folded_in(last, &["no", "non"]) => Some((words.len() - 1, 1)),
        _ => None,
    }
}

/// A bare `no` (`No.`, `non`) alone on its line (review break8 F8): after an order, the order
/// taken back or an answer to something else? The master's to ask.
pub(super) fn bare_no(words: &[Word]) -> bool {
    matches!(words, [w] if folded_in(w, &["no", "non"]))
}
