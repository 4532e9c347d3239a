//! Whether a word of a PM names a player: whole, in an English possessive, after an elided
//! Italian article, or by a unique prefix (the intake asks it of every word of every line).

use super::Word;
use crate::core::names::NameIndex;

/// Whether a word names a player as written whole (name or alias, accents and case aside),
/// in an English possessive (`Fede's card`, `Inés’ vote`) or after an elided Italian article
/// or preposition (`all'Olga`).
pub(crate) fn names_a_player(word: &Word, names: &NameIndex) -> bool {
    // Past the name whole, only a word with an apostrophe may hold one (both readings of
    // [`name_in`] need it): most words are not looked up again.
    names.is_exact_word(word)
        || (word.text.contains(['\'', '’']) && name_in(&word.text, names) != word.text)
}

/// The name a written word holds: the word itself, or the owner of an English possessive
/// (`Fede's` → `Fede`) when the word whole names nobody and its stem names a player.
pub(crate) fn name_in<'a>(written: &'a str, names: &NameIndex) -> &'a str {
    if names.is_exact(written) {
        return written;
    }
    // `all'Olga`, `l'Olga`: an Italian article or preposition elided before the name.
    let name = crate::core::grammar::elided(written);
    if name != written && names.is_exact(name) {
        return name;
    }
    possessive_of(written, names).unwrap_or(written)
}

/// The player an English possessive names (`Fede's` → `Fede`): a word that ends in none of
/// its endings is not one, and no name is looked up for it (the intake asks this of every
/// word of every line).
fn possessive_of<'a>(written: &'a str, names: &NameIndex) -> Option<&'a str> {
    ["'s", "’s", "'", "’"]
        .iter()
        .filter_map(|s| written.strip_suffix(s))
        .find(|stem| names.is_exact(stem))
}

/// Whether any word of `words` could name a player: exactly, or by a unique prefix of three
/// letters or more.
pub(crate) fn mentions_a_player(words: &[Word], names: &NameIndex) -> bool {
    words.iter().any(|w| could_name_a_player(w, names))
}

/// Whether a word could name a player: exactly, or by a unique prefix of three letters or more.
pub(crate) fn could_name_a_player(w: &Word, names: &NameIndex) -> bool {
    names_a_player(w, names) || (w.text.chars().count() >= 3 && names.names_one(w))
}

/// Whether a word names a player where a question word or a common word may stand: exactly,
/// or by a unique prefix of three letters or more written with its capital (`Chia` is Chiara,
/// `chi` is nobody; `No` opening a sentence is not Nora). The one rule of the notes
/// (`undecided`), the remarks and `il mio voto va a`.
pub(crate) fn names_by_capital(w: &Word, names: &NameIndex) -> bool {
    names_a_player(w, names)
        || (w.text.chars().next().is_some_and(char::is_uppercase)
            && w.text.chars().count() >= 3
            && names.names_one(w))
}
