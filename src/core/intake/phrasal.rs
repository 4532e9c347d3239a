//! An order said with an everyday verb in a phrase (`Ruleset::phrasal_verbs`): `me llevo a
//! Gino` is chechino's kidnap ("las secuestra"), `facciamo fuori Nico` the pack's kill, the
//! Seer's `guardo Nico` his look. Such a verb is everyday speech elsewhere (`me llevo la
//! pistola`, `guarda che Nico mente`, `guarda, non so`): it is read as the ruleset's verb only
//! where it opens the line (after lead-ins and a reflexive pronoun), its words follow it, and a
//! player's name comes right after them, nothing but spaces between. The line is then read as
//! the order with the ruleset's verb in the phrase's place; whether the sender's role has that
//! order is the ruleset's to say (a refusal at its line, never a remark).

use super::*;
use crate::core::conjugate::{Lemmas, forms};
use crate::core::names::fold;

/// An everyday verb and the words after it that say one of the ruleset's orders.
pub struct Phrasal {
    /// The everyday verb's forms, folded.
    heads: Vec<String>,
    /// The words between it and the player, folded (`a` of `me llevo a`, `fuori`).
    particles: Vec<String>,
    /// The ruleset's verb it stands for, as its verb table spells it.
    verb: String,
}

impl Phrasal {
    /// Every form of `lemmas` ([`forms`]) and the `extra` spellings no paradigm gives (`far`,
    /// `facciamo`), then `particles`, say `verb`.
    pub fn new(lemmas: &Lemmas, extra: &[&str], particles: &[&str], verb: &str) -> Phrasal {
        let mut heads = forms(lemmas);
        heads.extend(extra.iter().map(|w| fold(w)));
        Phrasal {
            heads,
            particles: particles.iter().map(|w| fold(w)).collect(),
            verb: verb.to_string(),
        }
    }
}

impl Phrasal {
    /// Whether `folded` is a form of the everyday verb.
    pub(super) fn is_head(&self, folded: &str) -> bool {
        self.heads.iter().any(|h| h == folded)
    }
}

/// The line with its phrase said by the ruleset's verb, or `None` when it holds none.
pub(super) fn phrasal_order(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    let start = words.iter().position(|w| !lead_in(w))?;
    let mut at = start;
    while words
        .get(at)
        .is_some_and(|w| folded_in(w, REFLEXIVE_PRONOUN))
    {
        at += 1;
    }
    let head = words.get(at)?;
    if verbs.is_verb(head) {
        return None;
    }
    let phrase = verbs.phrasal.iter().find(|p| p.is_head(head.folded()))?;
    let mut next = at + 1;
    for particle in &phrase.particles {
        if words.get(next)?.folded() != particle {
            return None;
        }
        next += 1;
    }
    let player = words.get(next)?;
    let between = file
        .source
        .get(words[next - 1].span.end..player.span.start)?;
    let capital = player.text.chars().next().is_some_and(char::is_uppercase);
    if !between.trim().is_empty() || !(could_name_a_player(player, names) || capital) {
        return None;
    }
    let verb = Word::new(
        phrase.verb.clone(),
        words[start].span.start..words[next - 1].span.end,
    );
    let order = words[..start]
        .iter()
        .cloned()
        .chain(std::iter::once(verb))
        .chain(words[next..].iter().cloned())
        .collect();
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}
