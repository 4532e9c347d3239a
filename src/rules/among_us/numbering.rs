//! The number a player gives a point of action, in the words before its order: `3.`, `3)`,
//! `2 PA:`, `3 Punto de acción:`, `3º punto:`, `el 3er punto,`, `tercer punto:`, `fase 3:`,
//! `en la fase 3`, `second point:`, `in phase 2`. "A la hora de invertir los puntos de acción
//! será importante indicar el orden": a numbered point is that point of the round, whatever
//! the lines before it (ruling 9); a free action numbered as a point holds that point, one
//! that names its phase (`en la fase 3 toco la campana`) only happens in it.

use super::orders::{Action, Line};
use crate::core::names::fold;
use crate::core::orders::OrderFile;

/// How a line numbers its order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Numbered {
    /// `3.`, `3 PA:`, `tercer punto:`: the third point of the round.
    Point(usize),
    /// `fase 3:`, `en la fase 3`: in the third phase.
    Phase(usize),
}

impl Numbered {
    pub fn number(self) -> usize {
        match self {
            Numbered::Point(n) | Numbered::Phase(n) => n,
        }
    }
}

/// Ordinals in words, es / it / en.
const ORDINALS: &[(&str, usize)] = &[
    ("primer", 1),
    ("primero", 1),
    ("primera", 1),
    ("segundo", 2),
    ("segunda", 2),
    ("tercer", 3),
    ("tercero", 3),
    ("tercera", 3),
    ("primo", 1),
    ("prima", 1),
    ("secondo", 2),
    ("seconda", 2),
    ("terzo", 3),
    ("terza", 3),
    ("first", 1),
    ("second", 2),
    ("third", 3),
];

/// The endings of a written ordinal: `1º`, `2ª`, `3er`, `2do`, `3ro`, `1st`, `2nd`, `3rd`.
const ENDINGS: &[&str] = &[
    "º", "ª", "°", "o", "a", "er", "do", "ro", "to", "st", "nd", "rd", "th",
];

/// Words naming a phase.
const PHASE: &[&str] = &["fase", "phase"];

/// Words that may stand around the number: the point's name, articles, a postscript.
const AROUND: &[&str] = &[
    "punto", "puntos", "point", "pa", "de", "accion", "action", "azione", "d", "el", "la", "en",
    "in", "nella", "alla", "the", "of", "di", "il", "pd", "ps", "gasto", "invierto", "un", "spend",
    "spendo", "hola", "master", "y", "luego", "then", "and", "e", "poi", "i", "yo", "io", "me",
    "mi",
];

/// Letters written onto a point's number (`PA2`, `F2`: the point, the phase).
const ONTO: &[&str] = &["pa", "f"];

/// A number as written: `3`, `3.`, `3º`, `3er`, `third`, `PA3`, `F3`.
fn number(word: &str) -> Option<usize> {
    if let Some((_, n)) = ORDINALS.iter().find(|(w, _)| *w == word) {
        return Some(*n);
    }
    let word = unprefixed(word);
    let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
    let rest = &word[digits.len()..];
    if digits.is_empty() || !(rest.is_empty() || ENDINGS.contains(&rest)) {
        return None;
    }
    digits.parse().ok()
}

/// `word` without the letters written onto its number (`pa2`, `f2`), folded.
fn unprefixed(word: &str) -> &str {
    ONTO.iter()
        .filter_map(|p| word.strip_prefix(p))
        .find(|rest| rest.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .unwrap_or(word)
}

/// How the words before the order of `line` number it: a number and the words around one
/// (`el 3er punto,`, `en la fase 3`), or a line led by a number (`3.`, `3)`, `3 -`, `3 Punto`).
pub fn written(file: &OrderFile, line: &Line) -> Option<Numbered> {
    let start = crate::core::text::line_start(&file.source, line.span.start);
    let text = file.source.get(start..line.span.end)?;
    // A point numbered after a comma (`1. pasaje entrar, 2. pasaje salir`): its own number.
    let clause = file.source.get(start..line.span.start)?;
    let own = clause
        .rfind([',', ';'])
        .and_then(|comma| in_words(&crate::core::markup::strip_tags(&clause[comma + 1..])));
    own.or_else(|| inline(clause))
        .or_else(|| of_line(text, line.span.start - start))
        .or_else(|| {
            // A free action reads its own phase (`toco la campana en la fase 2`).
            let point = point_order(line);
            let order = file.source.get(line.span.clone())?;
            point
                .then(|| phase_after(order))
                .flatten()
                .map(|(_, n)| Numbered::Phase(n))
        })
        .or_else(|| {
            (!point_order(line))
                .then(|| phase_opening(clause))
                .flatten()
        })
}

/// Whether `line`'s order is a point of action (a free action is not).
fn point_order(line: &Line) -> bool {
    matches!(
        line.order,
        super::orders::Order::Point(_) | super::orders::Order::StayIn(_)
    )
}

/// The phase a line opens with, before its first order (`en la fase 2 me quedo y toco la
/// campana`): a free action later on that line, naming no phase of its own, happens in it
/// ("en la fase 2" is when the player does what the line says).
fn phase_opening(clause: &str) -> Option<Numbered> {
    let clause = crate::core::markup::strip_tags(clause);
    let ends = clause
        .char_indices()
        .filter(|(_, c)| c.is_whitespace())
        .map(|(i, _)| i);
    let opening = ends
        .filter_map(|end| in_words(&clause[..end]))
        .next_back()?;
    matches!(opening, Numbered::Phase(_)).then_some(opening)
}

/// Words that may lead a phase named after the order: `en la fase 1`, `nella fase 1`, `in
/// phase 1`, `durante la fase 1`.
const PHASE_AFTER: &[&str] = &[
    "en", "in", "nella", "alla", "durante", "during", "la", "the",
];

/// The phase an order names after its words (`matar a Ana en la fase 1`, `uccido Ana nella
/// fase 1`, `kill Ana in phase 1`): where those words start in `order` (its verb first) and
/// the phase's number.
pub fn phase_after(order: &str) -> Option<(usize, usize)> {
    let mut words = Vec::new();
    let mut start = None;
    for (i, c) in order
        .char_indices()
        .chain(std::iter::once((order.len(), ' ')))
    {
        let split = c.is_whitespace() || ".,:;!?()".contains(c);
        match (split, start) {
            (true, Some(from)) => {
                words.push((from, fold(&order[from..i])));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    let [.., (_, phase), (_, n)] = words.as_slice() else {
        return None;
    };
    let n = number(n).filter(|n| *n >= 1)?;
    if !PHASE.contains(&phase.as_str()) {
        return None;
    }
    let mut at = words.len() - 2;
    while at > 1 && PHASE_AFTER.contains(&words[at - 1].1.as_str()) {
        at -= 1;
    }
    (at >= 1).then(|| (words[at].0, n))
}

/// [`written`] of a line's `text`, its order starting at `verb`.
fn of_line(text: &str, verb: usize) -> Option<Numbered> {
    let before = text.get(..verb)?;
    in_words(&crate::core::markup::strip_tags(before)).or_else(|| {
        let text = text.trim_start();
        let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
        let after = text[digits.len()..].chars().next();
        if digits.is_empty() || after.is_some_and(|c| c.is_alphanumeric()) {
            return None;
        }
        digits.parse().ok().map(Numbered::Point)
    })
}

/// A point numbered inside its line, after an earlier point (`1º me muevo al Pasillo 2º me
/// quedo`, `1. seguo Bruno 2. seguo Bruno`): the number marked as a point's (`2º`, `2.`, `2)`)
/// that the words before the order follow, when the line numbers the point before it one less.
fn inline(clause: &str) -> Option<Numbered> {
    let marked = |w: &str| {
        // `F2`, `PA2`: the number after its letters.
        let lower = w.to_lowercase();
        let at = w.len().saturating_sub(unprefixed(&lower).len());
        let prefixed = at > 0 && lower.len() == w.len() && w.is_char_boundary(at);
        let w = if prefixed { &w[at..] } else { w };
        let digits = w.chars().take_while(char::is_ascii_digit).count();
        let mark = &w[digits..];
        let marks = ["º", "ª", "°", ".", ")", ":", "-", ".-"];
        if digits == 0 || !(marks.contains(&mark) || (prefixed && mark.is_empty())) {
            return None;
        }
        w[..digits].parse::<usize>().ok()
    };
    let words: Vec<(usize, &str)> = clause
        .split_whitespace()
        .map(|w| (w.as_ptr() as usize - clause.as_ptr() as usize, w))
        .collect();
    let (at, n) = words
        .iter()
        .rev()
        .find_map(|(at, w)| marked(w).map(|n| (*at, n)))?;
    let earlier = words
        .iter()
        .any(|(o, w)| *o < at && n >= 2 && marked(w) == Some(n - 1));
    match in_words(&crate::core::markup::strip_tags(&clause[at..])) {
        Some(Numbered::Point(p)) if earlier && p == n => Some(Numbered::Point(n)),
        _ => None,
    }
}

/// `before` as a number and the words around one, nothing else (the second order of a line
/// has the first one before it: no number).
fn in_words(before: &str) -> Option<Numbered> {
    let mut found = None;
    let mut phase = false;
    for word in before
        .split(|c: char| c.is_whitespace() || ".,:;)(-–—/#*".contains(c))
        .filter(|w| !w.is_empty())
    {
        let word = fold(word);
        if let Some(n) = number(&word) {
            if found.replace(n).is_some() {
                return None;
            }
        } else if PHASE.contains(&word.as_str()) {
            phase = true;
        } else if !AROUND.contains(&word.as_str()) {
            return None;
        }
    }
    let n = found.filter(|n| *n >= 1)?;
    Some(match phase {
        true => Numbered::Phase(n),
        false => Numbered::Point(n),
    })
}

/// `points` as the round plays them: a point of the first PM numbered past the ones before it
/// (`1 PA: me quedo`, `3 PA: Atravieso la puerta oeste`) takes that place, the points skipped
/// spent standing ("bailará en el sitio"); later PMs change points by their numbers
/// (`plan::renumbered`).
pub fn placed<'l>(
    files: &[&OrderFile],
    points: Vec<(Action, &'l Line)>,
    remaining: usize,
) -> Vec<(Action, &'l Line)> {
    let Some(first) = points.first().map(|(_, l)| l.file) else {
        return points;
    };
    let mut out = Vec::with_capacity(remaining);
    for (action, line) in points {
        if line.file == first
            && let Some(n) = written(files[line.file], line).map(Numbered::number)
            && n <= remaining
        {
            while out.len() + 1 < n {
                out.push((Action::Stay, line));
            }
        }
        out.push((action, line));
    }
    out
}

/// Whether every point of `pm` is numbered, from the first on and in order (`1 PA: …`, `3 PA:
/// …`): the PM declares the whole round, the points it skips spent standing.
pub fn from_the_first(pm: &OrderFile, points: &[&Line]) -> bool {
    let numbers: Option<Vec<usize>> = points
        .iter()
        .map(|l| written(pm, l).map(Numbered::number))
        .collect();
    numbers.is_some_and(|n| n.first() == Some(&1) && n.windows(2).all(|w| w[0] < w[1]))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The number of `text`, its order starting at the word `verb`.
    fn numbered(text: &str, verb: &str) -> Option<Numbered> {
        of_line(text, text.find(verb).expect("the verb"))
    }

    #[test]
    fn a_point_is_numbered_as_players_number_it() {
        for (text, verb, n) in [
            ("3. me quedo", "me quedo", 3),
            ("3) me quedo", "me quedo", 3),
            ("2 PA: toco la campana", "toco", 2),
            ("3. Me muevo al pasillo", "muevo", 3),
            ("3 - ahora me quedo", "quedo", 3),
            ("3 Punto de acción: me quedo", "me quedo", 3),
            ("3º punto: me quedo", "me quedo", 3),
            ("PD: el 3er punto, me quedo", "me quedo", 3),
            ("tercer punto: me quedo", "me quedo", 3),
            ("second point: I stay", "stay", 2),
            ("3rd point: I stay", "stay", 3),
            // Issue 22 J, blind corpus 10: the point's or the phase's letters onto its number.
            ("PA2 me quedo", "me quedo", 2),
            ("F3: me quedo", "me quedo", 3),
        ] {
            assert_eq!(numbered(text, verb), Some(Numbered::Point(n)), "{text}");
        }
    }

    #[test]
    fn a_point_numbered_inside_its_line_after_the_one_before_is_that_point() {
        // Issue 22 J: several points on one line, each with its number.
        assert_eq!(inline("1. resto 2. me "), Some(Numbered::Point(2)));
        assert_eq!(
            inline("Buenas! 1º sigo a Ana 2º sigo a Ana 3º "),
            Some(Numbered::Point(3))
        );
        assert_eq!(inline("1) resto 2) "), Some(Numbered::Point(2)));
        assert_eq!(inline("F1 resto F2 "), Some(Numbered::Point(2)));
        assert_eq!(inline("PA1 resto PA2 "), Some(Numbered::Point(2)));
        // Letters that are no point's (`B2`, a word) number nothing.
        assert_eq!(inline("F1 resto B2 "), None);
        // A number that follows no point one less, or words after it, is none.
        assert_eq!(inline("voy a la sala 2. "), None);
        assert_eq!(inline("1. resto 3. "), None);
        assert_eq!(inline("1. resto 2. cojo el candelabro y "), None);
    }

    #[test]
    fn a_phase_is_named_as_players_name_it() {
        for (text, verb, n) in [
            ("fase 3: me quedo", "me quedo", 3),
            ("en la fase 3 toco la campana", "toco", 3),
            ("in phase 2 I ring the bell", "ring", 2),
            ("Fase 2 - me quedo", "me quedo", 2),
        ] {
            assert_eq!(numbered(text, verb), Some(Numbered::Phase(n)), "{text}");
        }
    }

    #[test]
    fn a_phase_named_after_the_order_is_found_with_its_words() {
        for (text, words, n) in [
            ("matar a Ana en la fase 1", "en la fase 1", 1),
            ("uccido Ana nella fase 2", "nella fase 2", 2),
            ("kill Ana in phase 3.", "in phase 3.", 3),
            ("me quedo fase 2", "fase 2", 2),
        ] {
            let (at, found) = phase_after(text).expect(text);
            assert_eq!((&text[at..], found), (words, n), "{text}");
        }
        for text in [
            "matar a Ana",
            "fase 2",
            "matar a Ana en la fase",
            "me quedo en la Cocina 2",
        ] {
            assert_eq!(phase_after(text), None, "{text}");
        }
    }

    #[test]
    fn no_number_or_other_words_before_the_order_number_nothing() {
        for (text, verb) in [
            ("me quedo", "me quedo"),
            ("toco la campana en la fase 2", "toco"),
            ("me quedo y luego me quedo", "luego me quedo"),
        ] {
            let verb = &text[text.rfind(verb).expect("the verb")..];
            assert_eq!(of_line(text, text.len() - verb.len()), None, "{text}");
        }
    }
}
