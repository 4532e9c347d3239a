//! A heading above numbered points (issue 22 J, blind corpus 14): `Buongiorno! Torno dentro:`
//! then `1. vado alla Terraza Noreste`, `2. rientro nella sala da pranzo`… The line ends in a
//! colon and announces the points below it, each an order by itself: what it says is said by
//! them, so it is chatter `check` lists. Only a line that names nothing of the game (no player,
//! number, route or thing of the ruleset, no negation or doubt), has words after its verb
//! (`Voto:`, `Ruta:` are labels whose order follows) and stands right above a point `1` with a
//! verb of its own is one; any other is read as before.

use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine};

/// The text of the first line after byte `end` that holds more than blanks, tags stripped.
fn next_line(source: &str, end: usize) -> Option<String> {
    source
        .get(end..)?
        .split(crate::core::text::is_line_break)
        .skip(1)
        .map(crate::core::markup::strip_tags)
        .find(|l| !l.trim().is_empty())
}

/// Whether `text` is the first point, numbered (`1.`, `1)`, `1 -`, `1º`), with a verb of the
/// ruleset after its number.
fn first_point_with_a_verb(text: &str, verbs: &Verbs) -> bool {
    let text = text.trim_start();
    let Some(rest) = text.strip_prefix('1') else {
        return false;
    };
    let mark = rest.chars().next();
    mark.is_some_and(|c| ".)-º:".contains(c))
        && rest
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .any(|w| verbs.is_verb(&Word::new(w.to_string(), 0..0)))
}

/// Whether `line` is a heading above numbered points ([`self`]).
pub(super) fn above_points(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> bool {
    // Most lines end in no colon (nor in a tag that may close after one): nothing to weigh.
    let written = file.source[line.span.clone()].trim_end();
    if !written.ends_with([':', ']']) {
        return false;
    }
    let text = crate::core::markup::strip_tags(written);
    let words = &line.words;
    let Some(verb) = words.iter().rposition(|w| verbs.is_verb(w)) else {
        return false;
    };
    text.trim_end().ends_with(':')
        && verb + 1 < words.len()
        && !mentions_a_player(words, names)
        && !words.iter().any(|w| {
            is_route(w)
                || w.text.chars().any(|c| c.is_ascii_digit())
                || [NEGATIONS, DOUBT, JOKE]
                    .iter()
                    .any(|list| folded_in(w, list))
        })
        && verbs.game_noun_in(words).is_none()
        && next_line(&file.source, line.span.end)
            .is_some_and(|l| first_point_with_a_verb(&l, verbs))
}

/// A line read by where it stands among the PM's lines: a heading above numbered points
/// (`Buongiorno! Torno dentro:` above `1. vado alla Terraza Noreste`: no order), a numbered
/// point corrected by its number (`3. torno in sala da pranzo` then `no aspetta, al punto 3
/// resto in cucina`: that point replaced, or raised). `None` when it was one, else the line.
pub(super) fn by_its_place(
    file: &mut OrderFile,
    line: OrderLine,
    (verbs, names): (&Verbs, &NameIndex),
    read: &mut super::Read<'_>,
) -> Option<OrderLine> {
    if above_points(file, &line, verbs, names) {
        file.ignored.push(line);
        return None;
    }
    let Some(fixed) = super::point_fix::read(file, &line, read.0, verbs, names) else {
        return Some(line);
    };
    match fixed {
        Ok((replaced, order)) => {
            file.withdrawn.push(replaced);
            read.0.push(order);
        }
        Err(problem) => read.1.push(problem),
    }
    None
}
