//! A line with a verb of the ruleset that cannot be an order (issue 22, J): a question to the
//! master about what one may do (`¿Puedo votar a Bruno?`, `posso proteggere me stesso?`), or
//! what the sender did in an earlier phase (`ayer voté a Bruno y me equivoqué`, `ieri ho
//! votato Luca`). No order is read in it and none is lost: `check` shows it as a remark at its
//! line. Only a line every verb of which is so is one; a word of now or again (`hoy también`,
//! `de nuevo`, `anche oggi`) leaves it to the master.

use super::*;
use crate::core::orders::{OrderLine, Word};

/// Modal words asking leave before the verb's infinitive, folded.
const MAY_I: &[&str] = &[
    "puedo", "podemos", "puede", "podria", "posso", "possiamo", "puo", "potrei", "can", "could",
    "may",
];

/// Words that put what the line tells in an earlier phase, folded.
const EARLIER: &[&str] = &[
    "ayer",
    "anoche",
    "anteayer",
    "pasada",
    "pasado",
    "anterior",
    "ieri",
    "scorsa",
    "scorso",
    "yesterday",
    "last",
];

/// Words that bring what the line tells to now, or say it again: the master's to read.
const NOW_OR_AGAIN: &[&str] = &[
    "hoy", "esta", "ahora", "tambien", "nuevo", "otra", "sigo", "mismo", "misma", "oggi",
    "stanotte", "stasera", "ora", "adesso", "anche", "ancora", "nuovo", "stesso", "stessa",
    "today", "tonight", "now", "again", "too", "also", "same",
];

/// The Italian auxiliaries of the past (`ho votato`, `abbiamo protetto`), folded.
const HAVE: &[&str] = &["ho", "abbiamo", "avevo", "avevamo"];

/// Whether `line` is a question asking leave or a telling of an earlier phase, every verb of
/// the ruleset in it so ([`self`]).
pub(super) fn cannot_be_an_order(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> bool {
    let words = &line.words;
    let at: Vec<usize> = (0..words.len())
        .filter(|&i| verbs.is_verb(&words[i]))
        .collect();
    if at.is_empty() || words.iter().any(|w| folded_in(w, NOW_OR_AGAIN)) {
        return false;
    }
    let text = &file.source[line.span.clone()];
    let asked = text.trim_end().ends_with('?') || text.trim_start().starts_with('¿');
    let asking =
        |i: usize| asked && i > 0 && folded_in(&words[i - 1], MAY_I) && infinitive(&words[i]);
    let earlier = words.iter().any(|w| folded_in(w, EARLIER));
    let told = |i: usize| earlier && past(words, i);
    at.iter().all(|&i| asking(i)) || at.iter().all(|&i| told(i))
}

/// `ieri ho votato Luca, oggi voto Marco`, `ayer voté a Bruno, hoy voto a Carla`: clauses
/// that tell an earlier phase (an Italian past with its auxiliary, or a past form with a word
/// of an earlier phase) and hold no verb of the ruleset but in the past, then, after a comma or
/// a full stop, the clause of a verb of the ruleset not in the past: the order is that later
/// clause's, the telling before it the player's prose, never a second order nor a doubt: the
/// line from the word that opens the later clause.
pub(super) fn told_then_order(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
) -> Option<OrderLine> {
    let words = &line.words;
    let present = (0..words.len()).find(|&i| verbs.is_verb(&words[i]) && !past(words, i))?;
    let opens = (1..=present).rev().find(|&i| {
        file.source[words[i - 1].span.end..words[i].span.start].contains([',', '.', ';'])
    })?;
    let told = &words[..opens];
    let with_auxiliary = (1..opens).any(|i| folded_in(&words[i - 1], HAVE) && past(words, i));
    let earlier = told.iter().any(|w| folded_in(w, EARLIER)) && (0..opens).any(|i| past(words, i));
    let only_past = (0..opens).all(|i| !verbs.is_verb(&words[i]) || past(words, i));
    ((with_auxiliary || earlier) && only_past).then(|| OrderLine {
        line: line.line,
        span: words[opens].span.start..line.span.end,
        words: words[opens..].to_vec(),
    })
}

/// Whether a verb word is an infinitive (`votar`, `proteggere`) or, after `can`, an English
/// base (no ending of another form).
fn infinitive(word: &Word) -> bool {
    let w = word.folded();
    ["ar", "er", "ir", "are", "ere", "ire"]
        .iter()
        .any(|e| w.ends_with(e))
        || !(w.ends_with("ed") || w.ends_with("ing") || w.ends_with('s'))
}

/// Whether the verb at `i` is in a past form: a Spanish preterite written with its accent
/// (`voté`, `protegí`), an Italian past with its auxiliary (`ho votato`), an English `-ed`.
fn past(words: &[Word], i: usize) -> bool {
    let text = words[i].text.to_lowercase();
    let folded = words[i].folded();
    let preterite = text.ends_with('é') || text.ends_with('í');
    let participle = ["ato", "uto", "ito", "etto", "otto"]
        .iter()
        .any(|e| folded.ends_with(e))
        && i > 0
        && folded_in(&words[i - 1], HAVE);
    preterite || participle || (folded.ends_with("ed") && text.is_ascii())
}

/// A line that ends in `?` asks (`vote Hugo?`, `Vota Bruno?`), unless the question is a
/// text the order carries, opened with `¿` (`mensaje Fede ¿Quién te mató?`).
pub(super) fn asks(file: &OrderFile, line: &OrderLine, first: usize, free: Option<usize>) -> bool {
    let words = &line.words;
    let after_verb = &file.source[words[first].span.end..line.span.end];
    // The question may be laughed off after it (`Robar a Elena?? jaja`, `voto Bruno? lol`).
    let asked_at = (first..words.len()).rev().find(|&k| {
        file.source[words[k].span.end..].starts_with('?')
            && words[k + 1..].iter().all(super::pass_on::is_laugh)
    });
    asked_at.is_some() && !after_verb.contains('¿') && free.is_none_or(|at| at >= words.len())
}
