//! An order said for "the rest" of something the line does not count (blind corpus 9): `en la
//! fase 2 saboteo las luces, el resto me quedo`, `il resto resto fermo`, `the rest I stay`.
//! Among Us's "Cada punto de acción invertido se llevará a efecto en una fase en el orden en
//! que se han declarado las acciones": one order is one point, so `el resto me quedo` is as
//! many stays as points are left, which the line does not say. Read as one order it loses the
//! others in silence: the line is the master's to read.

use super::*;

/// "The rest", as players write it before an order (folded).
const THE_REST: &[&[&str]] = &[
    &["el", "resto"],
    &["lo", "demas"],
    &["las", "demas"],
    &["los", "demas"],
    &["il", "resto"],
    &["le", "altre"],
    &["the", "rest"],
    &["all", "the", "others"],
];

/// The line raised at its line when "the rest" stands before one of its verbs.
pub(super) fn for_the_rest(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> Option<Reading> {
    let words = &line.words;
    // The verb right after the phrase, or after its pronoun (`el resto me quedo`, `the rest I
    // stay`, `il resto resto fermo`); not `me paso el resto del turno sobando. Juego …`.
    let verb = (0..words.len()).find_map(|i| {
        let p = THE_REST.iter().find(|p| {
            words.len() > i + p.len() && p.iter().zip(&words[i..]).all(|(p, w)| w.folded() == *p)
        })?;
        let after = i + p.len();
        (after..(after + 2).min(words.len())).find(|&v| verbs.is_verb(&words[v]))
    })?;
    Some(unsafe_line(file, line, verb))
}
