//! Folding a written word for comparison: lower case, accents and other combining marks
//! removed ([`fold`]). Every name, verb and noun a PM is read with goes through it, most of
//! them ASCII or Latin-1 letters: those are folded a character at a time, the rest through the
//! Unicode decomposition.

use unicode_normalization::UnicodeNormalization;

/// Lower case, accents and other combining marks removed: "Ñoño" → "nono", "JOSÉ" → "jose".
pub fn fold(text: &str) -> String {
    // ASCII has no accents to take off (NFD leaves it as it is): only its case changes.
    if text.is_ascii() {
        return text.to_ascii_lowercase();
    }
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match latin(c) {
            Some(folded) => out.push(folded),
            None => return decomposed(text),
        }
    }
    out
}

/// [`fold`] through the Unicode decomposition, for any text.
fn decomposed(text: &str) -> String {
    text.chars()
        .filter(|c| !is_invisible(*c))
        .map(half_width)
        .collect::<String>()
        .nfd()
        .filter(|c| !unicode_normalization::char::is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .collect()
}

/// An ASCII or accented Latin-1 letter folded (`Á` → `a`, `ñ` → `n`, `Ç` → `c`): what
/// [`decomposed`] makes of it, one character. `None` for any other character.
fn latin(c: char) -> Option<char> {
    if c.is_ascii() {
        return Some(c.to_ascii_lowercase());
    }
    Some(match c {
        'À'..='Å' | 'à'..='å' => 'a',
        'Ç' | 'ç' => 'c',
        'È'..='Ë' | 'è'..='ë' => 'e',
        'Ì'..='Ï' | 'ì'..='ï' => 'i',
        'Ñ' | 'ñ' => 'n',
        'Ò'..='Ö' | 'ò'..='ö' => 'o',
        'Ù'..='Ü' | 'ù'..='ü' => 'u',
        'Ý' | 'ý' | 'ÿ' => 'y',
        'º' | 'ª' | '¡' | '¿' | '·' | '«' | '»' => c,
        _ => return None,
    })
}

/// The characters a forum shows as nothing, left in a word by a copy and paste: zero-width
/// spaces and joiners, the soft hyphen, the word joiner, the byte-order mark (`que\u{200B}darse`
/// is `quedarse`), and the marks and embeddings of writing direction a name copied from a
/// profile or a mobile keyboard brings (`\u{200F}Bruno` is Bruno).
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2069}'
            | '\u{061C}'
            | '\u{00AD}'
            | '\u{FEFF}'
    )
}

/// Whether a word is a joiner (`y`, `e`, `and`) as written: its folded form among `joiners`
/// and not the accented Italian `è` ("is"), which folds to the joiner `e` but is a verb, never
/// an "and" (`sbraniamo Dario, è troppo pericoloso` names one victim).
pub fn is_joiner(written: &str, joiners: &[&str]) -> bool {
    !is_accented_e(written) && joiners.contains(&fold(written).as_str())
}

/// The Italian verb `è` ("is"), as a keyboard writes it (`è`, `È`, `é`, `E'`): folded it is
/// the joiner `e`; written with its accent it is never one.
pub fn is_accented_e(written: &str) -> bool {
    matches!(written, "è" | "È" | "é" | "É" | "e'" | "E'" | "e’" | "E’")
}

/// A full-width letter, digit or sign as its ASCII one (`ｑｕｅｄａｒｓｅ` is `quedarse`).
fn half_width(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character the fast reading folds, it folds as the decomposition does.
    #[test]
    fn latin_letters_fold_as_their_decomposition() {
        let mut fast = 0;
        for c in (0..0x250u32).filter_map(char::from_u32) {
            if let Some(folded) = latin(c) {
                assert_eq!(folded.to_string(), decomposed(&c.to_string()), "{c:?}");
                fast += 1;
            }
        }
        assert!(fast > 128 + 50, "the accented letters are read fast");
    }

    #[test]
    fn the_accented_e_is_a_verb_never_a_joiner() {
        for and in ["e", "E", "y", "and"] {
            assert!(is_joiner(and, &["y", "e", "and"]), "{and}");
        }
        for is in ["è", "È", "é", "E'"] {
            assert!(!is_joiner(is, &["y", "e", "and"]), "{is}");
        }
    }

    #[test]
    fn words_fold_whole() {
        assert_eq!(fold("Ñoño"), "nono");
        assert_eq!(fold("JOSÉ"), "jose");
        assert_eq!(fold("¿Qué?"), "¿que?");
        // A character the fast reading does not know sends the whole word through the
        // decomposition: the invisible space goes, the full-width letters are ASCII.
        assert_eq!(fold("Cañón\u{200B}ｑｕｅ"), "canonque");
        // Marks of writing direction are nothing to read (review break11).
        assert_eq!(fold("\u{200F}Bruno\u{200E}"), "bruno");
        assert_eq!(fold("\u{2067}Ana\u{2069}\u{202B}"), "ana");
        assert_eq!(fold("Straße"), "straße");
    }
}
