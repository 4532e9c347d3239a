//! A line of the master's file is carried out as written, so one he did not mean as a ruling
//! for now is never carried out in silence (break8 F3): struck through (`~~matar Bruno~~`,
//! `[s]…[/s]`, `matar Bruno ❌`), commented out (`; matar Bruno`, `-- matar Bruno`, a line in
//! brackets), taken back (`(NO, era broma)`), asked (`matar Bruno?`) or made conditional or for
//! later (`… mañana si no contesta`, `… se non risponde`). Such a line is raised at `check`;
//! the master deletes it, writes it plainly, or keeps it as a note after a `#`.

use crate::core::names::fold;

/// The line as written, from its start to its end (the order's span leaves out the marks
/// around its words: a `;`, a bracket).
pub fn whole_line<'a>(
    file: &'a crate::core::orders::OrderFile,
    line: &crate::core::orders::OrderLine,
) -> &'a str {
    let source: &str = &file.source;
    let start = source[..line.span.start].rfind('\n').map_or(0, |i| i + 1);
    // Up to the line's end, or to the `#` of a comment after the order (the master's note).
    let end = source[line.span.end..]
        .find(['\n', '#'])
        .map_or(source.len(), |i| line.span.end + i);
    &source[start..end]
}

/// Why a line of the master's is not a plain ruling for now, if it is not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotPlain {
    Struck,
    Comment,
    TakenBack,
    /// A word that says "a joke" (`era broma`): the line taken back, unless it sets aside a
    /// player's joke (`ignorar hilo 4 voto de broma`).
    Joke,
    Question,
    Condition,
}

impl NotPlain {
    /// The key of the message's variant (`err-master-not-plain`).
    pub fn key(self) -> &'static str {
        match self {
            NotPlain::Struck => "struck",
            NotPlain::Comment => "comment",
            NotPlain::TakenBack | NotPlain::Joke => "takeback",
            NotPlain::Question => "question",
            NotPlain::Condition => "condition",
        }
    }
}

/// Marks that strike a line through or turn it down.
const STRUCK: &[&str] = &[
    "~~", "[s]", "[/s]", "[strike]", "[del]", "<s>", "<del>", "<strike>", "❌", "✗", "✘", "✖",
    "❎", "🚫",
];

/// Words that say the line was a joke or a lie.
const JOKE: &[&str] = &[
    "broma",
    "bromeaba",
    "coña",
    "scherzo",
    "scherzavo",
    "joke",
    "joking",
    "kidding",
    "jk",
    "mentira",
];

/// Words that make a line conditional or for later.
const CONDITION: &[&str] = &[
    "if", "unless", "salvo", "qualora", "manana", "domani", "tomorrow",
];

/// Word pairs that make a line conditional (`se non`, `en caso`, `a menos`).
const CONDITION_PAIRS: &[(&str, &str)] = &[
    ("se", "non"),
    ("en", "caso"),
    ("in", "caso"),
    ("nel", "caso"),
    ("in", "case"),
    ("a", "menos"),
];

/// Whether `raw` (a line of the master's file, as written) is not a plain ruling for now.
/// `free_text`: the verb takes a free text (`dictamen`, `nota`), where a question or an `if`
/// is the ruling's own wording.
/// `italian`: the game is in Italian, where `se` is the condition and `si` a pronoun (`si è
/// astenuta`); elsewhere `si` is (Spanish `si no contesta`) and `se` a pronoun (`se fue`).
pub fn not_plain(raw: &str, free_text: bool, italian: bool) -> Option<NotPlain> {
    let text = raw.trim();
    let lower = text.to_lowercase();
    if STRUCK.iter().any(|m| lower.contains(m)) {
        return Some(NotPlain::Struck);
    }
    let bracketed = (text.starts_with('(') && text.ends_with(')'))
        || (text.starts_with('[') && text.ends_with(']'));
    if text.starts_with(';') || text.starts_with("--") || bracketed {
        return Some(NotPlain::Comment);
    }
    let words: Vec<String> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(fold)
        .collect();
    if takes_back_in_brackets(&lower) {
        return Some(NotPlain::TakenBack);
    }
    if words.iter().any(|w| JOKE.contains(&w.as_str())) {
        return Some(NotPlain::Joke);
    }
    if free_text {
        return None;
    }
    if text.contains(['?', '¿']) {
        return Some(NotPlain::Question);
    }
    // `sí` (yes) folds to `si`: only the unaccented `si` is the condition.
    let raw_words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let own = if italian { "se" } else { "si" };
    let condition = words
        .iter()
        .zip(&raw_words)
        .any(|(w, raw)| CONDITION.contains(&w.as_str()) || *raw == own)
        || words
            .windows(2)
            .any(|p| CONDITION_PAIRS.contains(&(p[0].as_str(), p[1].as_str())));
    condition.then_some(NotPlain::Condition)
}

/// A bracket that opens with a bare `no` (`(NO, era broma)`, `(no!)`): the line taken back.
fn takes_back_in_brackets(lower: &str) -> bool {
    lower.match_indices(['(', '[']).any(|(i, _)| {
        let after = lower[i + 1..].trim_start();
        ["no", "nope", "not"].iter().any(|n| {
            after.strip_prefix(n).is_some_and(|rest| {
                rest.starts_with([',', '.', '!', ')', ']', ';', ':']) || rest.starts_with(" ,")
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::{NotPlain, not_plain};

    #[test]
    fn struck_commented_taken_back_asked_or_conditional_lines_are_not_plain() {
        for (line, why) in [
            ("~~matar Bruno~~", NotPlain::Struck),
            ("[s]matar Bruno[/s]", NotPlain::Struck),
            ("matar Bruno ❌", NotPlain::Struck),
            ("~~rechazar Dani~~", NotPlain::Struck),
            ("; matar Bruno", NotPlain::Comment),
            ("-- matar Bruno", NotPlain::Comment),
            ("(matar Bruno)", NotPlain::Comment),
            ("[matar Bruno]", NotPlain::Comment),
            ("matar Bruno (NO, era broma)", NotPlain::TakenBack),
            ("matar Bruno (no!)", NotPlain::TakenBack),
            ("matar Bruno, era broma", NotPlain::Joke),
            ("matar Bruno?", NotPlain::Question),
            ("uccidi Olga?", NotPlain::Question),
            ("matar Bruno (¿o mejor esperar?)", NotPlain::Question),
            ("matar Bruno mañana si no contesta", NotPlain::Condition),
            ("uccidi Olga domani se non risponde", NotPlain::Condition),
            ("modkill Ana if she does not answer", NotPlain::Condition),
            ("corregir Carla Hugo en caso de duda", NotPlain::Condition),
        ] {
            let italian = line.starts_with("uccidi");
            assert_eq!(not_plain(line, false, italian), Some(why), "{line}");
        }
    }

    #[test]
    fn a_plain_ruling_with_its_reason_is_plain() {
        for line in [
            "matar Bruno no contesta desde el lunes",
            "matar Bruno (inactividad)",
            "reemplazar Bruno Carlos se fue de vacaciones",
            "modkill Ana revealed her role",
            "aceptar Dani sí, se le cayó la conexión",
            "ignorar Dani.txt 2 4 (la 3 es la buena)",
            "plazo 2026-11-29 23:00",
        ] {
            assert_eq!(not_plain(line, false, false), None, "{line}");
        }
        // A ruling's own text may ask or say `if`.
        assert_eq!(
            not_plain("dictamen ¿vale un voto editado? No.", true, false),
            None
        );
        assert_eq!(
            not_plain("nota si no contesta, modkill mañana", true, false),
            None
        );
        // Italian's `si` is a pronoun; its condition is `se`.
        let abstained = "correggi Elena astensione si è astenuta nel thread";
        assert_eq!(not_plain(abstained, false, true), None);
        let condition = "uccidi Olga se sparisce";
        assert_eq!(not_plain(condition, false, true), Some(NotPlain::Condition));
    }
}
