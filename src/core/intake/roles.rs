//! A role where a player should be (`voto al lobo`, `ammazzo il veggente`, `facciamo fuori il
//! veggente`, `Il mio voto va al lupo`): issue 22, "a line is chatter only if it names nothing
//! of the game: no player, … or role of the ruleset". An order names the player it is aimed
//! at; a role is no target (the sender may mean the one he suspects, or the one he knows): the
//! line is raised with what to ask, never read as a player, never set aside as chatter.

use super::*;
use crate::core::names::fold;

/// Words that may stand between the verb (or the noun `voto`, or an everyday phrase) and the
/// role it is aimed at: articles, prepositions and `va` of `il mio voto va al`.
const BETWEEN: &[&str] = &[
    "a", "al", "el", "la", "lo", "los", "las", "un", "una", "uno", "il", "l", "i", "gli", "le",
    "su", "sul", "sulla", "allo", "alla", "ai", "per", "di", "del", "della", "de", "contra",
    "contro", "the", "to", "for", "on", "at", "an", "va", "goes", "es", "para", "mio", "mi", "my",
    "nuestro", "nostro", "our",
];

impl Verbs {
    /// With the words the ruleset's roles are called by (`Ruleset::role_words`): `hombre
    /// lobo`, `veggente`, `seer`.
    pub fn with_roles(mut self, roles: &[String]) -> Verbs {
        let roles: Vec<Vec<String>> = roles
            .iter()
            .map(|r| r.split_whitespace().map(fold).collect::<Vec<_>>())
            .filter(|r| !r.is_empty())
            .collect();
        let words = std::sync::Arc::make_mut(&mut self.roles);
        words.first = roles.iter().map(|r| r[0].clone()).collect();
        words.all = roles;
        self
    }

    /// How many words from `at` name a role (the longest one), or `None`.
    fn role_at(&self, words: &[Word], at: usize) -> Option<usize> {
        if !words
            .get(at)
            .is_some_and(|w| self.roles.first.contains(w.folded()))
        {
            return None;
        }
        self.roles
            .all
            .iter()
            .filter(|role| {
                role.iter()
                    .enumerate()
                    .all(|(k, r)| words.get(at + k).is_some_and(|w| w.folded() == r))
            })
            .map(Vec::len)
            .max()
    }

    /// Whether a word is an everyday verb or a particle of a phrase that says an order
    /// (`facciamo fuori`, `me llevo`).
    fn in_a_phrase(&self, word: &Word) -> bool {
        self.phrasal
            .iter()
            .any(|p| p.is_head(word.folded()) || p.is_particle(word.folded()))
    }
}

/// The role an order is aimed at: the first word after its verb, past articles and
/// prepositions, naming a role and no player (`voto al lobo`). A problem at that word.
pub(super) fn order_at_a_role(
    file: &OrderFile,
    order: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Problem> {
    let words = &order.words;
    let at = (1..words.len()).find(|&i| !folded_in(&words[i], BETWEEN))?;
    role_problem(file, order, at, verbs, names)
}

/// A line set aside as chatter whose verb, everyday phrase or noun of an order is aimed at a
/// role (`creo que voto al lobo`, `facciamo fuori il veggente`, `Il mio voto va al lupo`):
/// raised at the role.
pub(super) fn chatter_at_a_role(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Problem> {
    let words = &line.words;
    (1..words.len()).find_map(|at| {
        verbs.role_at(words, at)?;
        let aim = (0..at).rev().find(|&i| !folded_in(&words[i], BETWEEN))?;
        let aimed = verbs.is_verb(&words[aim])
            || verbs.in_a_phrase(&words[aim])
            || verbs.order_nouns.contains(words[aim].folded());
        aimed.then(|| role_problem(file, line, at, verbs, names))?
    })
}

fn role_problem(
    file: &OrderFile,
    line: &OrderLine,
    at: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<Problem> {
    let words = &line.words;
    let len = verbs.role_at(words, at)?;
    // The role says how the order is given, its target after it (`camino sonámbula: E-A-C`,
    // `Ammaestro i lupi: la vittima sarà Nico`): no role aimed at.
    let after = &words[at + len..];
    let more = mentions_a_player(after, names)
        || after
            .iter()
            .any(|w| is_route(w) || w.text.chars().any(|c| c.is_ascii_digit()))
        || file.source[words[at + len - 1].span.end..].starts_with(':');
    if names_a_player(&words[at], names) || more {
        return None;
    }
    let span = words[at].span.start..words[at + len - 1].span.end;
    let role = &file.source[span.clone()];
    Some(
        Problem::new(
            Msg::new("err-role-as-target")
                .arg("role", role)
                .arg("file", &file.path)
                .arg("line", line.line),
        )
        .at(&file.path, &file.source, span)
        .help(
            Msg::new("help-role-as-target")
                .arg("role", role)
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", line.line),
        ),
    )
}
