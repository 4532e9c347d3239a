//! An order written `A por B` after an order of its kind naming A (`cambio a Hugo y a Fede`,
//! then `cambia a Hugo por Gloria`): raised, never read in silence.

use super::{Verbs, folded_in, names_a_player};
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Words that put one player in another's place (`cambia a Hugo por Gloria`, `swap Hugo for
/// Gloria`, `scambia Hugo per Gloria`).
const IN_PLACE_OF: &[&str] = &["por", "for", "per"];

/// An order written `A por B` on a line after an order of its kind naming A and not B
/// (`cambio a Hugo y a Fede`, then `cambia a Hugo por Gloria`): a new order (Hugo and Gloria)
/// or the one above with Gloria in Hugo's place (Gloria and Fede)? The master asks (review,
/// one-night's Troublemaker): never the later one read in silence.
pub(super) fn in_place_of(
    file: &OrderFile,
    orders: &[OrderLine],
    order: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<crate::core::diag::Problem> {
    let words = &order.words;
    let at = (2..words.len().saturating_sub(1)).find(|&i| {
        folded_in(&words[i], IN_PLACE_OF)
            && names_a_player(&words[i - 1], names)
            && names_a_player(&words[i + 1], names)
    })?;
    let previous = orders
        .iter()
        .rev()
        .find(|p| p.line < order.line && verbs.same_kind(&p.words[0], &words[0]))?;
    let named = |w: &Word| previous.words.iter().any(|p| p.folded() == w.folded());
    if !named(&words[at - 1]) || named(&words[at + 1]) {
        return None;
    }
    let line = order.line;
    let span = order.span.clone();
    Some(
        crate::core::diag::Problem::new(
            crate::core::msg::Msg::new("err-in-place-of")
                .arg("file", &file.path)
                .arg("line", line)
                .arg("old", &words[at - 1].text)
                .arg("new", &words[at + 1].text),
        )
        .at(&file.path, &file.source, span)
        .help(
            crate::core::msg::Msg::new("help-in-place-of")
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", line),
        ),
    )
}
