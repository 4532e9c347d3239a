//! The look said with a noun, as players of every ruleset say it (`echo un vistazo a la carta
//! de Hugo`, `do un'occhiata alla carta di Hugo`, `I have a look at Bruno's card`): the phrase
//! stands for the ruleset's own verb of looking at a player's card (one-night's `mirar`, the
//! Veggente's `indagare`), whatever it looks at; the ruleset's grammar reads the player or the
//! card, or refuses what is neither (`echo un vistazo al hilo`, raised). Shared by the rulesets
//! whose roles look at someone (one-night ruling 26, lupus ruling 58).

use super::Phrasal;
use crate::core::conjugate::Lemmas;

/// `echar un vistazo`, `dar un ojo`.
const ES: &[&str] = &["echar", "dar"];
/// `dare un'occhiata`, `buttare un occhio`, `gettare uno sguardo`.
const IT: &[&str] = &["dare", "buttare", "gettare"];
/// `have a look`; `take a look` is not here: `take` is one-night's Drunk's verb, read as his.
const EN: &[&str] = &["have"];

/// The Italian nouns of a look, each as players write it: with its article elided
/// (`un'occhiata`, one word) or the apostrophe dropped (`un occhiata`, `una occhiata`).
const IT_LOOKS: &[&[&str]] = &[
    &["un'occhiata"],
    &["un", "occhiata"],
    &["una", "occhiata"],
    &["uno", "sguardo"],
    &["un", "occhio"],
];

/// The Italian article joined to its preposition (`alla carta di Hugo`, `al centro`) is the
/// phrase's: the longer phrase first, then the noun alone (`do un'occhiata a Hugo`).
const IT_TO: &[&str] = &["alla", "al", "a"];

/// The look's phrases, each standing for `verb` (as the ruleset's verb table spells it), read
/// whatever their object ([`Phrasal::any_object`]). Each everyday verb is conjugated once, then
/// given each of its phrases' words (issue 25).
pub fn look_idioms(verb: &str) -> Vec<Phrasal> {
    let conjugated = |es, it, en| Phrasal::new(&Lemmas { es, it, en }, &[], &[], verb).any_object();
    let (es, it, en) = (
        conjugated(ES, &[], &[]),
        conjugated(&[], IT, &[]),
        conjugated(&[], &[], EN),
    );
    let mut phrases: Vec<Phrasal> = [&["un", "vistazo"][..], &["un", "ojo"]]
        .iter()
        .map(|words| es.with_particles(words))
        .collect();
    for look in IT_LOOKS {
        for to in IT_TO.iter().map(|to| Some(*to)).chain([None]) {
            let words: Vec<&str> = look.iter().copied().chain(to).collect();
            phrases.push(it.with_particles(&words));
        }
    }
    phrases.push(en.with_particles(&["a", "look"]));
    phrases
}
