//! What a stay may carry after it, as the player's own words: how long (`rimango lì un po'`,
//! `me quedo un rato`) and what for, when it is watching or waiting (`resto a controllare la
//! pentola`, `me quedo a vigilar`). "Quedarse" costs a point and does nothing else: the words
//! are the player's (ruling 49: a wait `a ver qué pasa` is prose). A purpose naming a player, a
//! number or any capitalised name (`me quedo a ver si mato a Karla`) is left to `Args::end`,
//! which raises it.

use crate::core::grammar::Args;
use crate::core::names::fold;
use crate::core::orders::Word;

/// How long one stays, folded word by word.
const WHILE: &[&[&str]] = &[
    &["un", "rato"],
    &["un", "ratito"],
    &["un", "poco"],
    &["un", "po"],
    &["un", "pochino"],
    &["un", "momento"],
    &["un", "attimo"],
    &["for", "a", "while"],
    &["a", "while"],
    &["for", "a", "bit"],
    &["a", "bit"],
];

/// The words leading a purpose (`a vigilar`, `per controllare`, `to watch`).
const PURPOSE: &[&str] = &["a", "para", "per", "ad", "to"];

/// Watching and waiting, the infinitives a stay's purpose may have.
const WATCH: &[&str] = &[
    "vigilar",
    "controlar",
    "mirar",
    "observar",
    "esperar",
    "ver",
    "vigilare",
    "controllare",
    "guardare",
    "osservare",
    "aspettare",
    "sorvegliare",
    "watch",
    "wait",
    "see",
    "guard",
    "check",
    "keep",
];

/// Watching, waiting or resting, the gerunds a stay's purpose may have (`resto lì guardando
/// il giardino`, `se queda allí tomando el aire`): the player's picture, no task (ruling 74).
/// Not waiting: `me quedo esperando` may as well await the master's answer, raised.
pub(super) const WATCHING: &[&str] = &[
    "mirando",
    "vigilando",
    "observando",
    "controlando",
    "descansando",
    "tomando",
    "guardando",
    "osservando",
    "controllando",
    "sorvegliando",
    "riposando",
    "prendendo",
    "watching",
    "resting",
    "enjoying",
];

/// What a gerund of watching may watch: nothing (`me quedo descansando`) or a place, by its
/// kind (`guardando il giardino`, `watching the garden`), or the air or sun one takes at rest
/// ([`AIR`]). Anything else (`mirando el techo`) may be the sender's talk as well as the stay:
/// raised.
fn at_a_place(rest: &[Word], key: impl Fn(&Word) -> String) -> bool {
    const ARTICLES: &[&str] = &[
        "el", "la", "los", "las", "il", "lo", "i", "gli", "the", "al",
    ];
    let mut words = rest.iter().map(&key).filter(|w| !w.is_empty());
    match words.find(|w| !ARTICLES.contains(&w.as_str())) {
        None => true,
        Some(w) => super::grammar::PLACE_WORDS.contains(&w.as_str()) || AIR.contains(&w.as_str()),
    }
}

/// The air or the sun one takes while staying (`se queda allí tomando el aire`, `prendendo il
/// fresco`, `me quedo tomando el sol`): resting, as a place watched is (ruling 77).
const AIR: &[&str] = &["aire", "fresco", "aria", "air", "sol", "sole", "sun"];

/// Where one stays, said by a word a stay may carry before how long (`rimango lì un po'`).
const THERE: &[&str] = &[
    "li", "la", "ahi", "alli", "alla", "aca", "aqui", "qui", "qua", "there", "here", "quieto",
    "quieta", "fermo", "ferma", "still",
];

/// Skips what the stay's words say of how long and what for ([`self`]); the rest is `end`'s.
pub(super) fn skip(args: &mut Args) {
    let words = &args.line.words;
    let pos = words.len() - args.ahead().len();
    let key = |w: &Word| fold(&w.text).replace(|c: char| !c.is_alphanumeric(), "");
    let mut at = 1;
    while words
        .get(at)
        .is_some_and(|w| THERE.contains(&key(w).as_str()))
    {
        at += 1;
    }
    let ahead = words.get(at..).unwrap_or_default();
    let long = WHILE
        .iter()
        .find(|p| p.len() <= ahead.len() && p.iter().zip(ahead).all(|(k, w)| *k == key(w)));
    if let Some(p) = long {
        at += p.len();
    }
    let ahead = words.get(at..).unwrap_or_default();
    let spoken = |w: &Word| w.text.chars().any(char::is_alphanumeric);
    let purpose = matches!(ahead, [to, watch, ..]
        if PURPOSE.contains(&key(to).as_str()) && WATCH.contains(&key(watch).as_str()))
        || matches!(ahead, [watching, rest @ ..]
            if WATCHING.contains(&key(watching).as_str()) && at_a_place(rest, key));
    if purpose && ahead.iter().all(|w| !spoken(w) || args.is_prose(w)) {
        at = words.len();
    }
    if long.is_some() || purpose {
        args.skip(at.saturating_sub(pos));
    }
}
