//! Orders given in advance with a condition, where the ruleset's rule is conditional by nature
//! ([`crate::core::ruleset::Ruleset::conditional_orders`]). A turn is posted while the others
//! are away, so a player states beforehand a choice the rules give him later (chez-geek: "Tú
//! eliges qué descartas" when a moocher comes): `pierdo las Palomitas si viene el Gilipollas`,
//! `si viene el Gilipollas, pierdo el Ruso Blanco`, `se arriva il Coglione scarto il White
//! Russian`, `if the Gilipollas comes, I discard the Ruso Blanco`. The order is read as any
//! other line (its own lead-ins and doubts); its condition is kept beside it
//! ([`crate::core::conditions::Condition`]) for the ruleset to read or raise, never dropped.
//! Anywhere else a condition stays a doubt (`voto a Ana si hace falta`).

use super::words::lead_in;
use super::{Reading, Verbs, folded_in, read_line};
use crate::core::conditions::Condition;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// The words that open a condition.
pub const IF: &[&str] = &["si", "se", "if", "cuando", "quando", "when"];

/// Words after which `se` or `si` is a pronoun, not a condition (`que se lo coma`, `si se
/// queda`).
const PRONOUN_BEFORE: &[&str] = &[
    "que", "che", "lo", "la", "le", "me", "te", "nos", "os", "ya", "no", "non", "si", "se",
];

/// Verbs of knowing or asking before `se`, `si`, `if`: an indirect question follows (`voglio
/// sapere se è la veggente`, `quiero saber si es lobo`, `I want to know if she's the seer`).
pub const KNOWING: &[&str] = &[
    "sapere",
    "capire",
    "scoprire",
    "chiedo",
    "saber",
    "averiguar",
    "pregunto",
    "know",
    "wonder",
];

/// Whether the word at `at` opens a condition.
pub fn opens_condition(words: &[Word], at: usize) -> bool {
    folded_in(&words[at], IF) && (at == 0 || !folded_in(&words[at - 1], PRONOUN_BEFORE))
}

/// The order of a line given with a condition, and its condition; `None` for a line that is
/// not one (no condition, an order that takes none, an order that does not read alone).
pub(super) fn read(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<(OrderLine, Condition)> {
    if verbs.conditional.is_empty() {
        return None;
    }
    let words = &line.words;
    let at = (0..words.len()).find(|&i| opens_condition(words, i))?;
    // `voglio sapere se è davvero la veggente`: what the player wants to know, no condition
    // he gave (blind corpus 15, #128): the line is read as any other.
    if at > 0 && folded_in(&words[at - 1], KNOWING) {
        return None;
    }
    let (order, condition): (&[Word], &[Word]) = match (0..at).find(|&i| verbs.is_verb(&words[i])) {
        // `pierdo las Palomitas si viene el Gilipollas`: the order, then its condition.
        Some(verb) => {
            if !verbs.is_conditional(&words[verb]) {
                return None;
            }
            (&words[..at], &words[at..])
        }
        // `si viene el Gilipollas, pierdo el Ruso Blanco`: after words that only lead in, the
        // condition, then the order (after the comma that closes the condition, if any).
        None => {
            let leads_in = |w: &Word| lead_in(w) || verbs.ruleset_lead_in(w);
            if !words[..at].iter().all(leads_in) {
                return None;
            }
            let gap = |i: usize| &file.source[words[i - 1].span.end..words[i].span.start];
            let comma = (at + 1..words.len()).find(|&i| gap(i).contains(','));
            let from = comma.unwrap_or(at + 1);
            let verb = (from..words.len()).find(|&i| verbs.is_conditional(&words[i]))?;
            // Between the comma and the verb, only words that lead in (`, I discard`, `, I'm
            // giving up`).
            let clean = super::lead::clean_before(&words[from..verb], verbs, &words[verb], false);
            if comma.is_some() && !clean {
                return None;
            }
            (&words[verb..], &words[at..comma.unwrap_or(verb)])
        }
    };
    if order.is_empty() || condition.len() < 2 {
        return None;
    }
    let last = |w: &[Word]| w.last().expect("a word").span.end;
    let ends_line = |w: &[Word]| w.last() == words.last();
    let span_end = |w: &[Word]| {
        if ends_line(w) { line.span.end } else { last(w) }
    };
    let alone = OrderLine {
        line: line.line,
        span: order[0].span.start..span_end(order),
        words: order.to_vec(),
    };
    let Reading::Orders(found) = read_line(file, &alone, verbs, names) else {
        return None;
    };
    let [order] = found.as_slice() else {
        return None;
    };
    if !verbs.is_conditional(&order.words[0]) {
        return None;
    }
    let condition = Condition {
        line: line.line,
        span: condition[0].span.start..span_end(condition),
        order_line: line.line,
        order_at: None,
        words: condition.to_vec(),
        subject: None,
    };
    Some((order.clone(), condition))
}

/// Phrases that make an order an exception (`robo a Bruno (salvo que sea lobo)`, `unless he is
/// a werewolf`, `tranne se è lupo`), folded, wherever they stand on a line.
const UNLESS: &[&[&str]] = &[
    &["salvo", "que"],
    &["salvo", "si"],
    &["a", "no", "ser", "que"],
    &["a", "menos", "que"],
    &["excepto", "si"],
    &["unless"],
    &["except", "if"],
    &["tranne", "se"],
    &["a", "meno", "che"],
    &["eccetto", "se"],
];

/// Phrases that open a line restricting the order above it (`solo si está solo en casa`,
/// `Only if he is not a werewolf though`, `ma solo se non è lupo`).
const ONLY_IF: &[&[&str]] = &[
    &["solo", "si"],
    &["solamente", "si"],
    &["unicamente", "si"],
    &["siempre", "que"],
    &["solo", "se"],
    &["soltanto", "se"],
    &["solo", "quando"],
    &["sempre", "che"],
    &["purche"],
    &["only", "if"],
    &["just", "if"],
    &["if"],
    &["provided"],
    &["as", "long", "as"],
];

/// Words that lead into a restricting line (`ma solo se`, `pero solo si`, `but only if`).
const LEADS: &[&str] = &[
    "ma", "pero", "but", "y", "e", "and", "eso", "si", "ok", "vale",
];

/// The first words of [`UNLESS`]: a phrase of it is looked for only at a word of these (every
/// word of every line is asked).
fn starts_unless(folded: &str) -> bool {
    matches!(
        folded,
        "salvo" | "a" | "excepto" | "unless" | "except" | "tranne" | "eccetto"
    )
}

/// Where a phrase of [`UNLESS`] starts in `words`.
fn unless_at(words: &[Word]) -> Option<usize> {
    (0..words.len())
        .find(|&at| starts_unless(words[at].folded()) && phrase_starts(words, at, UNLESS))
}

/// Whether a phrase of `list` starts in `words` at `at`.
fn phrase_starts(words: &[Word], at: usize, list: &[&[&str]]) -> bool {
    list.iter().any(|p| {
        at + p.len() <= words.len() && p.iter().zip(&words[at..]).all(|(p, w)| *p == w.folded())
    })
}

/// A condition the intake does not read, where dropping it would run an order the player did
/// not give unconditionally: an exception anywhere on a line (`robo a Bruno (salvo que sea
/// lobo)`), or, after an order, a line that opens with one (`solo se non è protetta`, `Only if
/// he is not a werewolf though`). Raised at its line, never chatter.
pub(super) fn unread(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    after_an_order: bool,
) -> Option<Problem> {
    let words = &line.words;
    let at = unless_at(words).or_else(|| {
        // With a verb of its own (`if there is a tie, tiebreak Dani`) it is an order of its
        // own, read as any line.
        let lead = words.iter().take_while(|w| folded_in(w, LEADS)).count();
        let opens = after_an_order
            && lead < words.len()
            && phrase_starts(words, lead, ONLY_IF)
            && !words.iter().any(|w| verbs.is_verb(w));
        opens.then_some(lead)
    })?;
    let text = file.source[words[at].span.start..line.span.end].trim();
    Some(
        Problem::new(
            Msg::new("err-condition-unread")
                .arg("file", &file.path)
                .arg("line", line.line)
                .arg("text", text.trim_end_matches(')')),
        )
        .at(&file.path, &file.source, line.span.clone())
        .help(
            Msg::new("help-condition-unread")
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", line.line),
        ),
    )
}

#[cfg(test)]
mod tests {
    /// A phrase of `UNLESS` is looked for at its first words, and at no other word.
    #[test]
    fn unless_is_looked_for_at_its_first_words() {
        for phrase in super::UNLESS {
            assert!(super::starts_unless(phrase[0]), "{phrase:?}");
        }
        for word in ["que", "si", "ser", "se", "solo", "if"] {
            assert!(!super::starts_unless(word), "{word}");
        }
    }
}
