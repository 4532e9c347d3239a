//! A task named the way an Italian player writes a Spanish list's task (`poi pelo le patate`
//! for «Pelar patatas», review heldout4 AU14): the verb's first person and infinitive on the
//! Italian pattern (`pelo`, `pelare`), an Italian article, the object in its Italian plural.
//! These are game nouns, so such a line is never set aside as chatter in silence; at a
//! numbered point the task list reads it ([`super::tasks::Tasks::named`]).

use super::state::State;
use crate::core::names::fold;

const ITALIAN_ARTICLES: &[&str] = &["", "il ", "lo ", "la ", "l ", "i ", "gli ", "le "];
const SPANISH_ARTICLES: &[&str] = &["el", "la", "los", "las", "al", "a", "de", "del"];

/// A Spanish plural as Italian writes it: `patatas` → `patate`, `caballos` → `caballi`.
pub fn italian_plural(word: &str) -> String {
    if let Some(stem) = word.strip_suffix("as") {
        format!("{stem}e")
    } else if let Some(stem) = word.strip_suffix("os").or(word.strip_suffix("es")) {
        format!("{stem}i")
    } else {
        word.to_string()
    }
}

/// The Italian-pattern phrases of every task of the list.
pub fn italian(state: &State) -> Vec<String> {
    let mut out = Vec::new();
    for task in &state.tasks.list {
        let name = fold(&task.name);
        let (verb, rest) = name.split_once(' ').unwrap_or((&name, ""));
        let Some(stem) = verb
            .strip_suffix("ar")
            .map(|s| (s, "are"))
            .or(verb.strip_suffix("er").map(|s| (s, "ere")))
            .or(verb.strip_suffix("ir").map(|s| (s, "ire")))
        else {
            continue;
        };
        let object: Vec<String> = rest
            .split(' ')
            .filter(|w| !w.is_empty() && !SPANISH_ARTICLES.contains(w))
            .map(italian_plural)
            .collect();
        if object.is_empty() {
            continue;
        }
        let object = object.join(" ");
        for ending in ["o", stem.1] {
            for article in ITALIAN_ARTICLES {
                // Joined by hand: `format!` cost a phrase three times as much, at every start.
                out.push([stem.0, ending, " ", article, &object].concat());
            }
        }
    }
    out
}
