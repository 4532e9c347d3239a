//! Choices given in advance, for when their event comes. A turn is posted while the others are
//! away, and the rules leave a choice to a player at an instant he is not there for: "Cuando la
//! Chica Hambrienta, el Borracho Torpe o el Gilipollas se juegan sobre ti, debes descartarte
//! inmediatamente de una carta de tu cuarto … Tú eliges qué descartas", and "los compañeros de
//! piso que estén sentados a su lado pierden (si tienen) una carta de Sobar de sus cuartos". So
//! he states it beforehand: `pierdo las Palomitas si viene el Gilipollas`, `si viene el
//! Gilipollas, pierdo el Ruso Blanco`, `se arriva il Coglione scarto il White Russian`, `if the
//! Gilipollas comes, I discard the Ruso Blanco`.
//!
//! The core keeps the condition beside the order (`Ruleset::conditional_orders`); here it is
//! read by the cards it names: it holds whenever one of them makes the writer give up a card of
//! his room (a moocher arriving or staying, a noisy Polvete), and, when it names a player, only
//! when that player brought the card this turn. A condition naming no card of the game, a card
//! that never takes anything, a negation or a second condition is raised, never guessed.

use super::cards::Effect;
use super::line::Reader;
use super::orders::Written;
use super::state::State;
use crate::core::diag::Problem;
use crate::core::intake::conditional::opens_condition;
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Read};
use std::ops::Range;

/// The condition of a choice given in advance: the cards whose coming makes the writer give up
/// the card he names (any of them), and the player who must bring it, if he names one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct When {
    pub cards: Vec<(String, Range<usize>)>,
    pub by: Option<String>,
}

/// What makes a player give up a card of his room now: the card (a moocher, a noisy Polvete)
/// and who brought it this turn (`None`: a moocher staying from an earlier turn).
#[derive(Debug, Clone, Copy)]
pub struct Cause<'a> {
    pub card: &'a str,
    pub by: Option<&'a str>,
}

impl When {
    pub fn holds(&self, cause: &Cause) -> bool {
        self.cards.iter().any(|(c, _)| c == cause.card)
            && self.by.as_deref().is_none_or(|by| cause.by == Some(by))
    }

    /// The names of the cards it names, for the player and the master.
    pub fn names(&self, state: &State) -> String {
        let names: Vec<&str> = self
            .cards
            .iter()
            .map(|(c, _)| state.card(c).name.as_str())
            .collect();
        names.join(", ")
    }
}

/// Words that negate a condition (`si no viene el Gilipollas`): the master's to read.
const NOT: &[&str] = &["no", "non", "not", "dont", "nunca", "mai", "never"];

/// The one card whose name starts with this word (`el Polvete`, `la Chica`), for a condition
/// that names a card short; `None` when no card, or several, start so.
fn short_name(token: &str, cards: &[(String, Vec<String>)]) -> Option<String> {
    if token.chars().count() < 4 {
        return None;
    }
    let mut ids: Vec<&String> = cards
        .iter()
        .filter(|(_, toks)| toks.first().is_some_and(|t| t == token))
        .map(|(id, _)| id)
        .collect();
    ids.sort();
    ids.dedup();
    match ids.as_slice() {
        [id] => Some((*id).clone()),
        _ => None,
    }
}

/// The condition of `line`, if it was given with one: the cards and the player it names, or the
/// problem that it cannot be read safely.
pub fn read(
    file: &OrderFile,
    line: &OrderLine,
    cards: &[(String, Vec<String>)],
    names: &NameIndex,
) -> Result<Option<When>, Problem> {
    let Some(condition) = file.condition_of(line) else {
        return Ok(None);
    };
    let text = file.source[condition.span.clone()].trim();
    let problem = |key: &str| {
        Problem::new(
            Msg::new(key)
                .arg("writer", &file.player)
                .arg("condition", text),
        )
        .at(&file.path, &file.source, condition.span.clone())
    };
    let words = OrderLine {
        line: line.line,
        span: condition.span.clone(),
        words: condition.words.clone(),
    };
    // The opening word (`si`) is the reader's first word, which it skips as a play's verb.
    let mut r = Reader::new(file, &words);
    let mut found = Vec::new();
    let mut by = None;
    while !r.done() {
        if let Some(card) = r.card(cards) {
            found.push(card);
            continue;
        }
        let (token, w) = r.toks[r.pos].clone();
        let word = &words.words[w];
        r.pos += 1;
        if NOT.contains(&token.as_str()) {
            return Err(problem("chez-geek-err-condition-negated"));
        }
        if opens_condition(&words.words, w) {
            return Err(problem("chez-geek-err-condition-two"));
        }
        if let Some(id) = short_name(&token, cards) {
            file.readings
                .record(word.span.start, Read::Word(word.text.clone()));
            found.push((id, word.span.clone()));
            continue;
        }
        let first_token = r
            .toks
            .get(r.pos.wrapping_sub(2))
            .is_none_or(|(_, i)| *i != w);
        if first_token && names.is_exact(&word.text) {
            let name = names.resolve(&word.text).unwrap_or_default();
            file.readings.record(
                word.span.start,
                Read::Player {
                    name: name.clone(),
                    written: word.text.clone(),
                    corrected: false,
                },
            );
            by = Some(name);
        }
    }
    if found.is_empty() {
        return Err(problem("chez-geek-err-condition-no-card")
            .help(Msg::new("chez-geek-help-condition").arg("writer", &file.player)));
    }
    Ok(Some(When { cards: found, by }))
}

/// Whether a card ever makes a player give up a card of his room: a moocher that eats
/// ("debes descartarte inmediatamente de una carta de tu cuarto"), a noisy Polvete ("pierden
/// … una carta de Sobar de sus cuartos").
fn takes(state: &State, card: &str) -> bool {
    let card = state.card(card);
    card.eats().is_some()
        || card
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Noisy { .. }))
}

/// Whether `taker` (a moocher, a noisy Polvete) may ever take `card`: "debes descartarte
/// inmediatamente de una carta de tu cuarto, del tipo indicado en la carta del gorrón", "pierden
/// (si tienen) una carta de Sobar de sus cuartos".
fn may_take(state: &State, taker: &str, card: &str) -> bool {
    let (taker, card) = (state.card(taker), state.card(card));
    taker.effects.iter().any(|e| match e {
        Effect::Eats(kinds) => kinds.iter().any(|k| card.is(*k)),
        Effect::Noisy {
            neighbours_lose, ..
        } => card.is(*neighbours_lose),
        _ => false,
    })
}

/// The cards a choice names that the rules never let its writer give up: one of his hand, not
/// in his room, while another plays (his hand is not his room: "una carta de tu cuarto"; given
/// for a cause or not, `le doy los Cigarrillos`), or one of a kind no card of the condition takes (`pierdo la Calderilla si viene el
/// Gilipollas`: the Gilipollas eats Papeo and Priba). Raised, never kept in silence.
fn forbidden(state: &State, w: &Written) -> Vec<Problem> {
    let mut out = Vec::new();
    let Some(flat) = state.flats.get(&w.player) else {
        return out;
    };
    for (card, span) in &w.cards {
        let name = &state.card(card).name;
        let takers: Vec<&str> = w
            .when
            .iter()
            .flat_map(|when| &when.cards)
            .map(|(c, _)| c.as_str())
            .collect();
        let taken = takers
            .iter()
            .filter(|t| takes(state, t))
            .collect::<Vec<_>>();
        if !taken.is_empty() && !taken.iter().any(|t| may_take(state, t, card)) {
            let cause = w
                .when
                .as_ref()
                .map(|when| when.names(state))
                .unwrap_or_default();
            out.push(
                w.problem(
                    span.clone(),
                    Msg::new("chez-geek-err-choice-never-taken")
                        .arg("card", name)
                        .arg("cause", cause),
                ),
            );
        } else if w.player != state.turn.player
            && flat.hand.contains(card)
            && !flat.room.iter().any(|c| c.card == *card)
        {
            out.push(w.problem(
                span.clone(),
                Msg::new("chez-geek-err-choice-not-in-room").arg("card", name),
            ));
        }
    }
    out
}

/// The conditions that name a card that never takes anything (`si viene la Vecina Maja`): they
/// could never hold, so they are raised, never kept in silence; and the choices the rules
/// forbid ([`forbidden`]).
pub fn problems(state: &State, choices: &[Written]) -> Vec<Problem> {
    let mut out = Vec::new();
    for w in choices {
        out.extend(forbidden(state, w));
        for (card, span) in w.when.iter().flat_map(|when| &when.cards) {
            if !takes(state, card) {
                out.push(
                    w.problem(
                        span.clone(),
                        Msg::new("chez-geek-err-condition-takes-nothing")
                            .arg("card", &state.card(card).name),
                    ),
                );
            }
        }
    }
    out
}
