//! What `check` shows of the active player's plays and of everybody's choices: each card by
//! its whole name (`doy el barril` gives up the Barril de Cerveza: the master sees which card,
//! and what the player wrote for it), and each play of a line that holds two (`JUEGO LA
//! CERVEZA Y LA PIZZA`: "sólo cuentan como una sola salida de Compras" is said of shopping, not
//! of cards played) as a reading of its own, as `next` plays them.

use super::orders::Written;
use super::state::State;
use crate::core::orders::{OrderFile, Read};
use std::collections::BTreeMap;
use std::ops::Range;

/// The card `id` as `check` shows it: its whole name, and what the player wrote when that is
/// another name (`Barril de Cerveza (barril)`).
fn card_shown(state: &State, id: &str, written: &str) -> String {
    let name = &state.card(id).name;
    // Its article and its marks aside (`Cabrón de la Motosierra`, `Estás Despedido`).
    let words = |text: &str| {
        let toks = super::line::tokens(text);
        let article = toks
            .first()
            .is_some_and(|t| ["el", "la", "il", "the"].contains(&t.as_str()));
        toks[usize::from(article)..].to_vec()
    };
    match words(written) == words(name) {
        true => name.clone(),
        false => format!("{name} ({written})"),
    }
}

/// Shows the cards of `plays` and `choices` by their whole names, and each play of a line
/// that holds several as a reading of its own. `files` are the PMs they were read from.
pub fn show(files: &[&OrderFile], state: &State, plays: &[Written], choices: &[Written]) {
    let file_of = |w: &Written| files.iter().find(|f| f.path == w.path).copied();
    // Each card written once, renamed once (`llamo a los dos Colegas`: one name, two plays).
    let mut cards: BTreeMap<(String, usize, usize), String> = BTreeMap::new();
    for w in plays.iter().chain(choices) {
        for (id, span) in w.cards.iter().chain(&w.aimed) {
            cards.insert((w.path.clone(), span.start, span.end), id.clone());
        }
    }
    for ((path, start, end), id) in &cards {
        let Some(file) = files.iter().find(|f| f.path == *path) else {
            continue;
        };
        let written = &file.source[*start..*end];
        let shown = card_shown(state, id, written);
        file.readings
            .rename_within(*start..*end, |read| match read {
                Read::Word(w) if w == written => Some(Read::Word(shown.clone())),
                _ => None,
            });
    }
    // The plays of one line, in order: a line of two plays is shown as two readings.
    let mut lines: BTreeMap<(String, usize), Vec<&Written>> = BTreeMap::new();
    for w in plays {
        lines
            .entry((w.path.clone(), w.span.start))
            .or_default()
            .push(w);
    }
    for ws in lines.values().filter(|ws| ws.len() > 1) {
        if let Some(file) = file_of(ws[0]) {
            split(file, state, ws);
        }
    }
}

/// The readings of one line that holds several plays, as one reading per play: its verb, its
/// card, then what the line says besides its cards (the room it goes to).
fn split(file: &OrderFile, state: &State, plays: &[&Written]) {
    let span: Range<usize> = plays[0].span.clone();
    let all = file.readings.within(span.start..span.end + 1);
    let Some(verb) = all.iter().find(|r| matches!(r, Read::Verb { .. })).cloned() else {
        return;
    };
    let card_reads: Vec<Read> = plays
        .iter()
        .flat_map(|w| &w.cards)
        .flat_map(|(_, s)| file.readings.within(s.clone()))
        .collect();
    let rest: Vec<Read> = all
        .iter()
        .filter(|r| !matches!(r, Read::Verb { .. }) && !card_reads.contains(r))
        .cloned()
        .collect();
    let mut reads = Vec::new();
    for w in plays {
        let Some((id, s)) = w.cards.first() else {
            continue;
        };
        reads.push(verb.clone());
        reads.push(Read::Word(card_shown(state, id, &file.source[s.clone()])));
        reads.extend(rest.iter().cloned());
    }
    file.readings.set_within(span.start..span.end + 1, reads);
}
