//! A numbered point or play with no verb, where the phase makes it unambiguous: a player who
//! numbers his points of action writes `1) A la cocina` for a move (among-us), a player who
//! numbers his plays writes `1. Polvete en el Bar de Jimmy` for a card played (chez-geek). The
//! ruleset says which verb such a line stands for (`Ruleset::verbless_point`): after the
//! number, the words it lists (`a`, `al`, `hacia`; articles) and then, written whole and right,
//! one of the things it lists (a place, a card, a task as named or with its verb conjugated:
//! `2 PA: pelo patatas`). Anything else (`4.- La chica hambienta va…`) stays the master's to
//! read.

use super::Verbs;
use crate::core::names::fold;
use crate::core::orders::{OrderFile, OrderLine, Word};
use std::collections::BTreeMap;

/// What a verbless numbered line stands for: the words that may lead the thing, and the things
/// (each as its folded tokens) with the verb each stands for (among-us: `mover` a place,
/// `tarea` a task).
pub struct VerblessPoint {
    pub leading: Vec<String>,
    pub things: Vec<(String, Vec<String>)>,
    /// The verbs whose things a line may hold with no number (among-us: `tarea`, a task named
    /// by its verb, `pulo la plata`, is the task on any line).
    pub alone: Vec<String>,
}

/// The line as its order, the verb standing between the number and the thing (so the reading
/// covers what was written), or `None`. A line with no number stands for a verb only when the
/// ruleset reads that verb's things on any line (`pulo la plata`, after lead-in words).
pub(super) fn verbless_point(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
) -> Option<OrderLine> {
    let point = verbs.verbless_point.as_ref()?;
    let words = &line.words;
    let numbered = verbs.numbered_line(words);
    // The number and the ruleset's words of numbering (`1 PA:`, `2º punto:`).
    let start = match numbered {
        true => words
            .iter()
            .position(|w| !verbs.ruleset_lead_in(w) && !is_number(&w.text))
            .filter(|&s| s > 0)?,
        false if point.alone.is_empty() => return None,
        // `fase 1: pulo la plata`: the phase named before it, as a number would.
        false => words
            .iter()
            .position(|w| !super::lead_in(w) && !verbs.ruleset_lead_in(w) && !is_number(&w.text))?,
    };
    let mut at = start;
    while words
        .get(at)
        .is_some_and(|w| point.leading.iter().any(|l| l == w.folded()))
    {
        at += 1;
    }
    let written: Vec<String> = words[at.min(words.len())..]
        .iter()
        .flat_map(|w| tokens(&w.text))
        .collect();
    let (verb, thing) = point.things.iter().find(|(verb, t)| {
        !t.is_empty() && written.starts_with(t) && (numbered || point.alone.contains(verb))
    })?;
    let verb = held_verb(file, verbs, thing).unwrap_or(Some(verb))?;
    let at = match start {
        0 => words[0].span.start..words[0].span.start,
        _ => words[start - 1].span.end..words[start].span.start,
    };
    let verb = Word::new(verb.clone(), at);
    let mut order: Vec<Word> = words[..start].to_vec();
    order.push(verb);
    order.extend(words[start..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// The verb the sender's own copy of `thing` stands for (`Ruleset::held_things`): a Persona of
/// his room is thrown out (`1- Gilipollas al cuarto de Ana`), one of his hand played. `None`
/// when he holds no copy with a verb; `Some(None)` when his copies stand for two verbs (the
/// Gilipollas in his room and in his hand): the line is the master's to read.
pub(super) fn held_verb<'a>(
    file: &OrderFile,
    verbs: &'a Verbs,
    thing: &[String],
) -> Option<Option<&'a String>> {
    let things = verbs.held.as_ref()?.by_player.get(&fold(&file.player))?;
    let mut held = things
        .iter()
        .filter(|(verb, t)| !verb.is_empty() && t.as_slice() == thing)
        .map(|(verb, _)| verb);
    let first = held.next()?;
    Some(held.all(|v| v == first).then_some(first))
}

/// `- peel potatoes (Pelar patatas)`: a line with no verb ending with a thing of the ruleset's
/// verbless points in brackets, written whole (the list's own name glossing the player's
/// words), its own words naming no player and nothing else of the game: the order that thing
/// stands for, of a verb whose things are read on any line (`Ruleset::verbless_point`'s
/// `alone`). The verb stands right before the bracketed thing, which alone is read.
pub(super) fn glossed_point(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &crate::core::names::NameIndex,
) -> Option<OrderLine> {
    let point = verbs.verbless_point.as_ref()?;
    let words = &line.words;
    let text = file.source.get(line.span.clone())?.trim_end();
    let open = line.span.start + text.strip_suffix(')')?.rfind('(')?;
    let inside = words.iter().position(|w| w.span.start > open)?;
    let start = words
        .iter()
        .position(|w| !super::lead_in(w) && !verbs.ruleset_lead_in(w) && !is_number(&w.text))?;
    let own = words.get(start..inside).filter(|own| !own.is_empty())?;
    if own.iter().any(|w| verbs.is_verb(w) || names.names_one(w))
        || verbs.game_noun_in(own).is_some()
    {
        return None;
    }
    let written: Vec<String> = words[inside..]
        .iter()
        .flat_map(|w| tokens(&w.text))
        .collect();
    // Only a verb whose things are read on any line (among-us: a task): a place in brackets
    // (`peel potatoes (Cocina)`) says where, not what.
    let (verb, _) = point
        .things
        .iter()
        .find(|(verb, t)| *t == written && point.alone.contains(verb))?;
    let at = words[inside].span.start;
    let mut order: Vec<Word> = words[..start].to_vec();
    order.push(Word::new(verb.clone(), at..at));
    order.extend(words[inside..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// What a line with no verb and no number may start with: a thing its sender holds (its folded
/// tokens, with the verb it stands for), followed by one of the words that aim it.
pub struct Held {
    pub after: Vec<String>,
    pub by_player: BTreeMap<String, Vec<(String, Vec<String>)>>,
}

/// Words before a thing named short (`la motosierra`, `el Manual`).
const ARTICLES: &[&str] = &[
    "el", "la", "los", "las", "un", "una", "mi", "mis", "tu", "il", "lo", "le", "gli", "the", "my",
    "your",
];

impl Held {
    /// Where a word names, by a unique short name, a thing `player` holds (`la motosierra` for
    /// El Cabrón de la Motosierra, `Maratón a la 3`): one word of four letters or more of that
    /// thing's name that no other of the game's things (`nouns`) has, written with its capital,
    /// after an article, before a word aiming it or ending the line; and the verb the thing
    /// stands for.
    pub(super) fn short_name_in<'a>(
        &'a self,
        player: &str,
        words: &[Word],
        nouns: &[Vec<String>],
    ) -> Option<(usize, &'a str)> {
        let things = self.by_player.get(&fold(player))?;
        words.iter().enumerate().find_map(|(i, w)| {
            let [token] = tokens(&w.text).try_into().ok()?;
            // In lower case, a word aiming it right after (`maratón contra tus compras`) or
            // the line's end (`Esas compras no las haces: maratón!`) mark it too (review
            // break15b F10: it was talk, and `import` did not file the post).
            let aimed = words
                .get(i + 1)
                .is_none_or(|n| self.after.iter().any(|a| a == n.folded()));
            let marked = w.text.chars().next().is_some_and(char::is_uppercase)
                || (i > 0 && super::folded_in(&words[i - 1], ARTICLES))
                || aimed;
            if !marked || token.chars().count() < 4 || token.chars().all(|c| c.is_ascii_digit()) {
                return None;
            }
            let (verb, _) = things.iter().find(|(_, t)| t.contains(&token))?;
            let unique = nouns.iter().filter(|n| n.contains(&token)).count() == 1;
            unique.then_some((i, verb.as_str()))
        })
    }
}

/// `Maratón de Series contra Ana en la jugada 2`: a line with no verb that starts, after
/// lead-in words, with a thing its sender holds, written whole, and a word aiming it right
/// after, as the order the thing stands for. The verb stands right before the thing (in the
/// space before it, or in none at the line's start), so the reading covers what was written.
pub(super) fn held_thing(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> Option<OrderLine> {
    let held = verbs.held.as_ref()?;
    let things = held.by_player.get(&fold(&file.player))?;
    let words = &line.words;
    let start = words.iter().position(|w| !super::lead_in(w))?;
    // Each word's tokens: the thing must end where a word ends.
    let mut written: Vec<(String, usize)> = Vec::new();
    for (i, w) in words.iter().enumerate().skip(start) {
        written.extend(tokens(&w.text).into_iter().map(|t| (t, i)));
    }
    // A thing with no verb (`Ruleset::held_things`) is only named: no order.
    let (verb, next) = things
        .iter()
        .filter(|(verb, t)| {
            !t.is_empty()
                && !verb.is_empty()
                && written.len() > t.len()
                && t.iter().zip(&written).all(|(a, (b, _))| a == b)
                && written[t.len()].1 != written[t.len() - 1].1
        })
        .map(|(verb, t)| (verb.as_str(), written[t.len()].1))
        .max_by_key(|(_, next)| *next)
        // `Maratón a la 3`: the thing by a unique short name, first.
        .or_else(|| {
            let (at, verb) =
                held.short_name_in(&file.player, &words[start..], &verbs.nouns.long)?;
            (at == 0 && !verb.is_empty()).then_some((verb, start + 1))
        })?;
    if !words
        .get(next)
        .is_some_and(|w| held.after.iter().any(|a| a == w.folded()))
    {
        return None;
    }
    let at = match start {
        0 => words[0].span.start..words[0].span.start,
        _ => words[start - 1].span.end..words[start].span.start,
    };
    let mut order: Vec<Word> = words[..start].to_vec();
    order.push(Word::new(verb.to_string(), at));
    order.extend(words[start..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// `contra la jugada 3 de Ana: Estás Despedido`: a line with no verb opened, after lead-in
/// words, by a phrase aiming the order (one of `Ruleset::fronted_aims`), then a colon and a
/// thing its sender holds, written whole, as the order the thing stands for. Its verb stands
/// before the phrase and again before the thing, in no space of their own, as
/// `reshape::fronted_aim` gives such a line written with its verb.
pub(super) fn fronted_held_thing(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
) -> Option<OrderLine> {
    let things = verbs.held.as_ref()?.by_player.get(&fold(&file.player))?;
    let words = &line.words;
    let at = words.iter().position(|w| !super::lead_in(w))?;
    if !verbs.fronted_aims.contains(words[at].folded()) {
        return None;
    }
    let gap = |i: usize| &file.source[words[i - 1].span.end..words[i].span.start];
    let colon = (at + 2..words.len()).find(|&i| gap(i).contains(':'))?;
    let written: Vec<(String, usize)> = (colon..words.len())
        .flat_map(|i| tokens(&words[i].text).into_iter().map(move |t| (t, i)))
        .collect();
    let whole = |t: &Vec<String>| {
        !t.is_empty()
            && written.len() >= t.len()
            && t.iter().zip(&written).all(|(a, (b, _))| a == b)
            && written
                .get(t.len())
                .is_none_or(|(_, i)| *i != written[t.len() - 1].1)
    };
    let (verb, _) = things
        .iter()
        .filter(|(verb, t)| !verb.is_empty() && whole(t))
        .max_by_key(|(_, t)| t.len())?;
    // `a tu 2: Gorroneo`: the preposition before the phrase is the phrase's.
    let at = match at.checked_sub(1) {
        Some(a) if super::folded_in(&words[a], &["a", "ad", "al"]) => a,
        _ => at,
    };
    let start = words[at].span.start;
    let mut order: Vec<Word> = words[..at].to_vec();
    order.push(Word::new(verb.clone(), start..start));
    order.extend(words[at..colon].iter().cloned());
    order.push(Word::new(
        verb.clone(),
        words[colon - 1].span.end..words[colon].span.start,
    ));
    order.extend(words[colon..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// The folded tokens of a text: letters and digits only.
pub(super) fn tokens(text: &str) -> Vec<String> {
    fold(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// A play or point number as written (`1`, `2º`, `3.`).
pub(super) fn is_number(text: &str) -> bool {
    let t = text.trim_end_matches(['º', 'ª', '.', ')', '-', ':']);
    !t.is_empty() && t.chars().all(|c| c.is_ascii_digit())
}

/// The number a word writes as a point's (`2º`, `2.`, `2)`, `2:`, `2-`: digits and the mark of
/// a point), if it is one.
pub(super) fn point_number(file: &OrderFile, word: &Word, verbs: &Verbs) -> Option<u32> {
    // `F2`, `PA2`: the ruleset's word for a point or a phase, then its number.
    prefixed_number(verbs, &word.text).or_else(|| marked_number(file, word))
}

/// A point's number written after a lead-in word of the ruleset in one word (`PA2`, `F2`: the
/// point or the phase it is), in a ruleset that numbers its points: the number.
pub(super) fn prefixed_number(verbs: &Verbs, text: &str) -> Option<u32> {
    let letters: usize = text
        .chars()
        .take_while(|c| c.is_alphabetic())
        .map(char::len_utf8)
        .sum();
    let digits = &text[letters..];
    let prefix = letters > 0 && verbs.lead_in.contains(&fold(&text[..letters]));
    let number = !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit());
    (verbs.numbered && prefix && number)
        .then(|| digits.parse().ok())
        .flatten()
}

/// A number marked as a point's (`2º`, `2.`, `2)`), with no word before it.
pub(super) fn marked_number(file: &OrderFile, word: &Word) -> Option<u32> {
    let text = word.text.as_str();
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    let mark = &text[digits..];
    let after = file.source[word.span.end..].chars().next();
    let marked = ["º", "ª", "°"].contains(&mark)
        // `1️⃣`: a keycap emoji (its variation selector, then the keycap).
        || (mark.is_empty() && after.is_some_and(|c| ".)-:\u{fe0f}\u{20e3}".contains(c)));
    if digits == 0 || !marked {
        return None;
    }
    text[..digits].parse().ok()
}

/// Where the point numbered inside a line before the verb at `verb` starts (`1º me muevo al
/// Pasillo 2º me quedo`, `1. seguo Bruno 2. seguo Bruno`): in a ruleset that numbers its
/// points, a point's number right before the verb (or its reflexive pronoun), following the
/// number an earlier point of the line has. The number is no part of either order.
pub(super) fn inline_point(
    file: &OrderFile,
    words: &[Word],
    since: usize,
    verb: usize,
    verbs: &Verbs,
) -> Option<usize> {
    if !verbs.numbered {
        return None;
    }
    let mut at = verb;
    if at > since && super::folded_in(&words[at - 1], super::words::REFLEXIVE_PRONOUN) {
        at -= 1;
    }
    // `2. do the task Pulir la plata`: a verb of doing before the order's noun, as at a line's
    // start (`reshape::doing_the_noun`).
    if at > since + 1 && super::folded_in(&words[at - 1], super::words::ARTICLE) {
        at -= usize::from(super::folded_in(&words[at - 2], super::words::DOING));
    }
    if at > since && super::folded_in(&words[at - 1], super::words::DOING) {
        at -= 1;
    }
    let number_at = at.checked_sub(1).filter(|&n| n >= since)?;
    // `fase 1 pulo la plata, fase 2 voy a la cocina`: the ruleset's word, then a bare number.
    let (start, n) = match point_number(file, &words[number_at], verbs) {
        Some(n) => (number_at, n),
        None => (number_at - 1, named_number(words, number_at, verbs)?),
    };
    let earlier = (0..start).any(|k| {
        n >= 2
            && (point_number(file, &words[k], verbs) == Some(n - 1)
                || named_number(words, k, verbs) == Some(n - 1))
    });
    (earlier && start >= since).then_some(start)
}

/// A bare number after a word of the ruleset's numbering (`fase 2`, `phase 2`, `punto 2`),
/// in a ruleset that numbers its points: the number.
fn named_number(words: &[Word], at: usize, verbs: &Verbs) -> Option<u32> {
    let named = at > 0 && verbs.numbered && verbs.lead_in.contains(words[at - 1].folded());
    named.then(|| words[at].text.parse().ok()).flatten()
}
