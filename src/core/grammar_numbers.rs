//! Numbers as players write them in an order: digits (`#2`, `3º`, `2nd`) or words, cardinal
//! and ordinal, in the three languages (`centro uno y tres`, `la tercera`, `card two`).

use crate::core::names::fold;

/// Numbers written in words, cardinal and ordinal, in the three languages (`centro uno y tres`,
/// `la tercera`, `card two`): the value of each, folded.
const NUMBERS: &[(&str, u32)] = &[
    ("uno", 1),
    ("one", 1),
    ("primero", 1),
    ("primera", 1),
    ("primer", 1),
    ("primo", 1),
    ("prima", 1),
    ("first", 1),
    ("dos", 2),
    ("due", 2),
    ("two", 2),
    ("segundo", 2),
    ("segunda", 2),
    ("secondo", 2),
    ("seconda", 2),
    ("second", 2),
    ("tres", 3),
    ("tre", 3),
    ("three", 3),
    ("tercero", 3),
    ("tercera", 3),
    ("tercer", 3),
    ("terzo", 3),
    ("terza", 3),
    ("third", 3),
    ("cuatro", 4),
    ("quattro", 4),
    ("four", 4),
    ("cuarto", 4),
    ("cuarta", 4),
    ("quarto", 4),
    ("quarta", 4),
    ("fourth", 4),
    ("cinco", 5),
    ("cinque", 5),
    ("five", 5),
    ("quinto", 5),
    ("quinta", 5),
    ("fifth", 5),
];

/// The whole number a word writes: digits (`#2`, `3º`), or a number in words ([`NUMBERS`]).
pub(in crate::core::grammar) fn number_value(text: &str) -> Result<u32, std::num::ParseIntError> {
    let digits = text.trim_start_matches('#').trim_end_matches(['º', 'ª']);
    // `1st`, `2nd`, `3rd`, `4th`: an English ordinal in digits.
    let digits = ["st", "nd", "rd", "th"]
        .iter()
        .find_map(|s| digits.strip_suffix(s))
        .filter(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
        .unwrap_or(digits);
    let key = fold(text);
    match NUMBERS.iter().find(|(w, _)| *w == key) {
        Some((_, n)) => Ok(*n),
        None => digits.parse::<u32>(),
    }
}

#[cfg(test)]
mod tests {
    use super::number_value;

    #[test]
    fn numbers_are_read_in_digits_and_in_words() {
        assert_eq!(number_value("#2"), Ok(2));
        assert_eq!(number_value("3º"), Ok(3));
        assert_eq!(number_value("tres"), Ok(3));
        assert_eq!(number_value("Segunda"), Ok(2));
        assert_eq!(number_value("third"), Ok(3));
        assert_eq!(number_value("uno"), Ok(1));
        // An article is no number.
        assert!(number_value("una").is_err());
        assert!(number_value("izquierda").is_err());
    }
}
