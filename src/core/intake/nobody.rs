//! A player whose name is also the word for nobody (`Nadie`, `Nessuno`, `Nobody`): `robo a
//! nadie` may rob no one or rob him. Never guessed: raised with the player's name.

use super::{folded_in, names_a_player};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine};

/// The words for nobody, folded.
pub(super) const NOBODY: &[&str] = &[
    "nadie", "ninguno", "ninguna", "nessuno", "nessuna", "nobody", "noone", "none",
    // after a negation: `I don't rob anyone`
    "anyone", "anybody",
];

/// An order naming, after its verb, a player whose name is also a word of [`NOBODY`], as a
/// problem at its line.
pub(super) fn nobody_or_player(
    file: &OrderFile,
    order: &OrderLine,
    names: &NameIndex,
) -> Option<Problem> {
    let word = order
        .words
        .iter()
        .skip(1)
        .find(|w| folded_in(w, NOBODY) && names_a_player(w, names))?;
    let player = names.resolve_word(word).ok()?;
    Some(
        Problem::new(
            Msg::new("err-nobody-or-player")
                .arg("file", &file.path)
                .arg("line", order.line)
                .arg("word", &word.text)
                .arg("player", player),
        )
        .at(&file.path, &file.source, order.span.clone())
        .help(
            Msg::new("help-nobody-or-player")
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", order.line),
        ),
    )
}
