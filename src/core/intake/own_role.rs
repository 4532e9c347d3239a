//! An order said with the sender's own role, or his power, for its verb (issue 22 J): `Vidente
//! -> Bruno`, `Lobo: Bruno`, `veggente → Gino`, `Seer -> center 1 and 3`, `uso mi poder con
//! Jorge`, `uso il mio potere su Gino`, `I use my ability on Marco`. A master reads it without
//! doubt as the one order the sender's role gives in the phase: "A verbless form is read only
//! when the phase and the sender's role leave exactly one order it can be". The intake reads
//! it so, that order's verb standing right before what the line aims at (in no space: every
//! word keeps its place). A role that is not the sender's, or a role with no order or several
//! this phase, leaves the line to the rest of the intake, which raises it.

use super::*;
use crate::core::forms::{Form, Slot};
use crate::core::names::fold;
use std::collections::BTreeMap;

/// What the intake knows of a sender's own role this phase (`Ruleset::own_role`).
#[derive(Debug, Clone, Default)]
pub struct OwnRole {
    /// The words his role is called by (`vidente`, `veggente`, `seer`), folded, word by word.
    pub words: Vec<Vec<String>>,
    /// The verbs of the orders of his form that choose a player (`ver`, `robar`): the vote
    /// is left out when the line is read.
    pub verbs: Vec<String>,
    /// Whether that order kills (`Ruleset::kills`): its target may be named as the victim.
    pub kills: bool,
}

impl OwnRole {
    /// From the words the role is called by and the sender's forms of the phase.
    pub fn from_forms(words: &[&str], forms: &[Form]) -> OwnRole {
        let chooses_a_player = |slots: &[Slot]| {
            slots
                .iter()
                .any(|s| matches!(s, Slot::OneOf { .. } | Slot::Text { .. }))
        };
        let mut verbs: Vec<String> = forms
            .iter()
            .flat_map(|f| &f.orders)
            .filter(|o| chooses_a_player(&o.slots))
            .map(|o| o.verb.clone())
            .collect();
        verbs.dedup();
        OwnRole {
            words: words
                .iter()
                .map(|w| w.split_whitespace().map(fold).collect())
                .collect(),
            verbs,
            kills: false,
        }
    }
}

/// The roles of a game: the words each is called by, and each sender's own role.
#[derive(Debug, Clone, Default)]
pub struct RoleWords {
    pub(super) all: Vec<Vec<String>>,
    /// The first word of each (a word no role begins with names none: issue 25 P).
    pub(super) first: crate::core::keyhash::KeySet<String>,
    /// By the sender's folded name.
    pub(super) own: BTreeMap<String, OwnRole>,
}

impl Verbs {
    /// With each sender's own role (`Ruleset::own_role`), by his name.
    pub fn with_own_roles(mut self, own: impl IntoIterator<Item = (String, OwnRole)>) -> Verbs {
        let roles = std::sync::Arc::make_mut(&mut self.roles);
        roles.own = own.into_iter().map(|(p, r)| (fold(&p), r)).collect();
        self
    }
}

/// Each sender's own role this phase, where the ruleset names it (`Ruleset::own_role_words`),
/// with the verbs of his form.
pub fn own_roles(
    ruleset: &dyn crate::core::ruleset::Ruleset,
    game: &crate::core::game::Game,
    files: &[OrderFile],
) -> Vec<(String, OwnRole)> {
    let words: std::collections::BTreeMap<String, Vec<&str>> = files
        .iter()
        .map(|f| {
            (
                crate::core::names::fold(&f.player),
                ruleset.own_role_words(game, &f.player),
            )
        })
        .filter(|(_, w)| !w.is_empty())
        .collect();
    if words.is_empty() {
        return Vec::new();
    }
    let players: Vec<String> = words.keys().cloned().collect();
    let forms = ruleset.forms_of(game, &players).unwrap_or_default();
    words
        .into_iter()
        .map(|(player, role)| {
            let mine: Vec<_> = forms
                .iter()
                .filter(|f| crate::core::names::fold(&f.player) == player)
                .cloned()
                .collect();
            let mut own = OwnRole::from_forms(&role, &mine);
            own.kills = mine.iter().any(|f| ruleset.kills(game, &f.player));
            (player, own)
        })
        .collect()
}

/// Words that say the sender uses his power, folded: `uso`, `use`, `utilizo`.
const USE: &[&str] = &[
    "uso",
    "usare",
    "usar",
    "utilizo",
    "utilizar",
    "utilizzo",
    "utilizzare",
    "use",
    "using",
];

/// The power itself, folded: `mi poder`, `il mio potere`, `my ability`.
const POWER: &[&str] = &[
    "poder",
    "habilidad",
    "accion",
    "potere",
    "abilita",
    "azione",
    "power",
    "ability",
    "action",
];

/// What may stand between those words: a subject, a possessive, an article, a preposition.
const BETWEEN: &[&str] = &[
    "yo", "io", "i", "mi", "mio", "il", "la", "el", "my", "the", "con", "en", "sobre", "contra",
    "a", "su", "sul", "sulla", "contro", "on", "against", "with", "de", "di", "del", "of", "esta",
    "stanotte", "tonight", "noche", "notte",
];

/// Marks between a role and its target: an arrow, a colon, an equals sign.
const MARKS: &[&str] = &["->", "→", "=>", "⇒", "➡", "➔", ">", ":", "=", "-"];

/// The line as the one order the sender's role gives this phase, when it is said with his
/// role or his power for its verb.
pub(super) fn own_role_order(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
) -> Option<OrderLine> {
    let own = verbs.roles.own.get(&fold(&file.player))?;
    let words = &line.words;
    let lead = words.iter().position(|w| !lead_in(w))?;
    // The words before the victim are its phrase's (`La vittima`: no pronoun before the verb).
    let labelled = labelled(file, words, lead, own)
        // `Marionettista: controllo Franco`: a verb after the label is the order's own,
        // the label only its lead-in (ruling 53 of lupus).
        .filter(|&target| !verbs.is_verb(&words[target]));
    let (keep, target) = match labelled.or_else(|| powered(words, lead)) {
        Some(target) => (lead, target),
        None if own.kills => (0, victim(file, words, lead)?),
        None => return None,
    };
    if target >= words.len() {
        return None;
    }
    // The vote is everyone's, no role's: the role's own orders are the others.
    let candidates: Vec<Word> = own
        .verbs
        .iter()
        .map(|v| Word::new(v.clone(), 0..0))
        .filter(|w| verbs.is_verb(w) && !verbs.is_vote(w))
        .collect();
    let verb = candidates.first()?;
    if !candidates.iter().all(|w| verbs.same_kind(w, verb)) {
        return None;
    }
    let start = words[target].span.start;
    let mut order: Vec<Word> = words[..keep].to_vec();
    order.push(Word::new(verb.text.clone(), start..start));
    order.extend(words[target..].iter().cloned());
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// Where the target is after the sender's own role and a mark (`Vidente -> Bruno`).
fn labelled(file: &OrderFile, words: &[Word], at: usize, own: &OwnRole) -> Option<usize> {
    let len = own
        .words
        .iter()
        .filter(|role| {
            !role.is_empty()
                && role
                    .iter()
                    .enumerate()
                    .all(|(k, r)| words.get(at + k).is_some_and(|w| w.folded() == r))
        })
        .map(Vec::len)
        .max()?;
    // An arrow may be read as a word of its own: the target is the next word that is one.
    let target =
        (at + len..words.len()).find(|&i| words[i].text.chars().any(char::is_alphanumeric))?;
    let gap = file.source[words[at + len - 1].span.end..words[target].span.start].trim();
    MARKS.contains(&gap).then_some(target)
}

/// Where the target is after `uso mi poder con`, `I use my ability on`.
fn powered(words: &[Word], at: usize) -> Option<usize> {
    let mut i = at;
    while words.get(i).is_some_and(|w| folded_in(w, BETWEEN)) {
        i += 1;
    }
    if !words.get(i).is_some_and(|w| folded_in(w, USE)) {
        return None;
    }
    i += 1;
    while words.get(i).is_some_and(|w| folded_in(w, BETWEEN)) {
        i += 1;
    }
    if !words.get(i).is_some_and(|w| folded_in(w, POWER)) {
        return None;
    }
    i += 1;
    while words.get(i).is_some_and(|w| folded_in(w, BETWEEN)) {
        i += 1;
    }
    Some(i)
}

/// The victim, named by the order that kills, folded; plural for the nights that kill two
/// (`Le vittime di stanotte sono Dario e Irene`).
const VICTIM: &[&str] = &[
    "victima", "vittima", "victim", "preda", "presa", "prey", "victimas", "vittime", "victims",
    "prede", "presas",
];

/// What may stand before the victim, or between it and its name: an article, a possessive,
/// when (`di stanotte`, `de esta noche`, `tonight's`), and `is`.
const ABOUT_THE_VICTIM: &[&str] = &[
    "la",
    "le",
    "las",
    "il",
    "mi",
    "mis",
    "mie",
    "mia",
    "my",
    "the",
    "our",
    "nuestra",
    "nostra",
    "di",
    "de",
    "del",
    "della",
    "stanotte",
    "esta",
    "questa",
    "noche",
    "notte",
    "tonight",
    "tonight's",
    "of",
    "this",
    "night",
];

/// The words that say the victim is the name after them (the victims, plural: `sono`, `son`,
/// `are`).
const IS: &[&str] = &[
    "e", "es", "is", "sara", "sera", "sono", "son", "are", "saranno", "seran",
];

/// Where the target is after `La vittima di stanotte è`, `mi víctima:`, `tonight's victim is`.
fn victim(file: &OrderFile, words: &[Word], at: usize) -> Option<usize> {
    let noun = (at..words.len()).find(|&i| !folded_in(&words[i], ABOUT_THE_VICTIM))?;
    if !folded_in(&words[noun], VICTIM) {
        return None;
    }
    let mut i = noun + 1;
    while words.get(i).is_some_and(|w| folded_in(w, ABOUT_THE_VICTIM)) {
        i += 1;
    }
    let last = &words[i - 1];
    let next = words.get(i)?;
    if folded_in(next, IS) {
        return Some(i + 1);
    }
    let gap = file.source[last.span.end..next.span.start].trim();
    MARKS.contains(&gap).then_some(i)
}
