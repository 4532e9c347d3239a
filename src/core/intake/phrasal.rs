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
use crate::core::diag::Problem;
use crate::core::names::fold;

/// An everyday verb and the words after it that say one of the ruleset's orders.
#[derive(Clone)]
pub struct Phrasal {
    /// The everyday verb's forms, folded.
    heads: Vec<String>,
    /// The words between it and the player, folded (`a` of `me llevo a`, `fuori`).
    particles: Vec<String>,
    /// The ruleset's order it stands for, as its verb table spells it (its words after the
    /// verb, `usar radio`, name what the order uses).
    verb: String,
    /// The place the line must open with (`en la Radio le mando a Carla: …`), folded: said by
    /// the order's own words, it is dropped; `None`: the phrase opens the line.
    place: Option<String>,
    /// Said after the player's name (`Paolo al rogo`): no verb, `particles` are the phrase.
    after_name: bool,
    /// Any object may follow, not only a player (`echo un vistazo a la carta 3 del centro`):
    /// the ruleset's grammar reads it, or refuses it at its line.
    any_object: bool,
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
            place: None,
            after_name: false,
            any_object: false,
        }
    }

    /// A phrase said right after a player's name that opens the line (`Paolo al rogo`, `Paolo a
    /// la hoguera`): `words`, folded, say `verb` aimed at him.
    pub fn after_name(words: &[&str], verb: &str) -> Phrasal {
        Phrasal {
            heads: Vec::new(),
            particles: words.iter().map(|w| fold(w)).collect(),
            verb: verb.to_string(),
            place: None,
            after_name: true,
            any_object: false,
        }
    }

    /// The same everyday verb with other `particles`: its forms made once for the phrases
    /// that share it (issue 25).
    pub fn with_particles(&self, particles: &[&str]) -> Phrasal {
        Phrasal {
            particles: particles.iter().map(|w| fold(w)).collect(),
            ..self.clone()
        }
    }

    /// The phrase read whatever its object (a card, not only a player: `echo un vistazo a la
    /// carta 3 del centro`, `do un'occhiata alla carta di Hugo`).
    pub fn any_object(mut self) -> Phrasal {
        self.any_object = true;
        self
    }

    /// The phrase read only after `en`, `desde` or `por` and `place` (a thing of the game).
    pub fn at(mut self, place: &str) -> Phrasal {
        self.place = Some(fold(place));
        self
    }
}

impl Phrasal {
    /// Whether `folded` is a form of the everyday verb.
    pub(super) fn is_head(&self, folded: &str) -> bool {
        self.heads.iter().any(|h| h == folded)
    }

    /// Whether the phrase's words stand in `words` from `at` on.
    fn said_at(&self, words: &[Word], at: usize) -> bool {
        self.particles
            .iter()
            .enumerate()
            .all(|(i, w)| words.get(at + i).is_some_and(|x| same(x, w)))
    }

    /// Whether `folded` is one of the words between the everyday verb and the player (`fuori`).
    pub(super) fn is_particle(&self, folded: &str) -> bool {
        self.particles.iter().any(|w| w == folded)
    }
}

/// How many words an everyday verb and its phrase take from `at` (`mando al rogo`: three), when
/// one of the ruleset's phrases is said there.
pub(super) fn phrase_len_at(verbs: &Verbs, words: &[Word], at: usize) -> Option<usize> {
    let head = words.get(at)?;
    verbs
        .phrasal
        .iter()
        .filter(|p| !p.after_name && p.place.is_none())
        .find(|p| p.is_head(head.folded()) && p.said_at(words, at + 1))
        .map(|p| 1 + p.particles.len())
}

/// Whether a word of the line is the phrase's word `w` (the typographic apostrophe as `'`:
/// `un’occhiata`).
fn same(x: &Word, w: &str) -> bool {
    x.folded() == w || x.folded().replace('’', "'") == w
}

/// Words before the place a phrase's order is given at (`en la Radio`, `desde la radio`).
const AT: &[&str] = &["en", "desde", "por", "in", "nella", "dalla", "at", "from"];
/// Articles before that place.
const THE: &[&str] = &["el", "la", "los", "las", "il", "lo", "l", "the"];
/// Pronouns before the everyday verb: reflexive (`me llevo`) or of the one it is for (`le mando`).
const PRONOUNS: &[&str] = &[
    "me", "te", "nos", "mi", "ti", "ci", "le", "les", "gli", "se",
];

/// A walker's passing by a place, before it (`paso por la radio y le dejo…`).
const PASSING: &[&str] = &["paso", "passo", "pasando", "passando"];

/// The place a line opens with after its lead-ins (`en la Radio`), folded, and the index of the
/// word after it. Passing by it first, then `y` (`paso por la radio y le dejo un mensaje a
/// Kiko`), says the same place.
fn place_opening(words: &[Word], start: usize) -> Option<(String, usize)> {
    if folded_in(words.get(start)?, PASSING) {
        let (place, after) = place_opening(words, start + 1)?;
        return words
            .get(after)
            .filter(|w| joins(w))
            .map(|_| (place, after + 1));
    }
    if !folded_in(words.get(start)?, AT) {
        return None;
    }
    let mut at = start + 1;
    while words.get(at).is_some_and(|w| folded_in(w, THE)) {
        at += 1;
    }
    Some((words.get(at)?.folded().to_string(), at + 1))
}

/// The line with its phrase said by the ruleset's verb, or `None` when it holds none.
pub(super) fn phrasal_order(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    // `2) a Hugo le pongo…`, `2. faccio fuori Luca`: a point's number opening the line is no
    // word of the phrase; it leads in as any lead-in word does.
    let numbered = usize::from(
        words
            .first()
            .is_some_and(|w| super::points::marked_number(file, w).is_some()),
    );
    let opening = |w: &Word| lead_in(w) || super::points::is_number(&w.text);
    let mut start = numbered + words[numbered..].iter().position(|w| !opening(w))?;
    if let Some(order) = name_then_phrase(line, start, verbs, names) {
        return Some(order);
    }
    // `Como estoy solo, echo un vistazo…`: a phrase that leads in, then the everyday verb.
    if let Some(n) = super::lead::leading_phrase(&words[start..]) {
        start += n;
        start += words[start..].iter().take_while(|w| opening(w)).count();
    }
    phrase_from(file, line, start, verbs, names).or_else(|| {
        // `Ruta A E F D C A y me llevo a Inés`: the phrase joined by `y` to the order before
        // it, said with its pronoun, a second order of the line (`Indago su Elena e mando il
        // gufo a Giulia` is one order, the look's answer sent: the ruleset's to read whole).
        (start + 1..words.len())
            .filter(|&j| joins(&words[j - 1]))
            .filter(|&j| words.get(j).is_some_and(|w| folded_in(w, PRONOUNS)))
            .filter(|&j| verbs.is_verb(&words[start]) && j > start + 1)
            .find_map(|j| phrase_from(file, line, j, verbs, names))
    })
}

/// The line with the phrase said from word `start` on (after a place it opens with, and
/// pronouns) by the ruleset's verb, or `None`.
fn phrase_from(
    file: &OrderFile,
    line: &OrderLine,
    start: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    let place = place_opening(words, start);
    let mut at = place.as_ref().map_or(start, |(_, after)| *after);
    while words.get(at).is_some_and(|w| folded_in(w, PRONOUNS)) {
        at += 1;
    }
    let head = words.get(at)?;
    // A verb of the ruleset says its own order (`faccio la tarea`), unless a phrase's own words
    // follow it (among-us's `faccio fuori Luca`, "far fuori": the kill, not a task).
    let own_verb = verbs.is_verb(head);
    // Of the phrases of this verb, the one whose words follow it (`mando il gufo a`, `mando
    // il gufo su`).
    let phrase = verbs.phrasal.iter().find(|p| {
        p.is_head(head.folded())
            && !(own_verb && p.particles.is_empty())
            && p.place.as_ref() == place.as_ref().map(|(named, _)| named)
            && p.particles
                .iter()
                .enumerate()
                .all(|(i, w)| words.get(at + 1 + i).is_some_and(|x| same(x, w)))
    })?;
    let next = at + 1 + phrase.particles.len();
    let player = words.get(next)?;
    let between = file
        .source
        .get(words[next - 1].span.end..player.span.start)?;
    let capital = player.text.chars().next().is_some_and(char::is_uppercase);
    let object = phrase.any_object || could_name_a_player(player, names) || capital;
    // A phrase put before its object by `fronted_object` (`Irene la mando al rogo`) has no
    // place of its own in the line: nothing stands between.
    let moved = words[next - 1].span.is_empty();
    if !(between.trim().is_empty() || moved) || !object {
        return None;
    }
    let span = words[start].span.start..words[next - 1].span.end;
    // The verb stands for the phrase; the words after it, in no space of their own.
    let said = phrase
        .verb
        .split_whitespace()
        .enumerate()
        .map(|(i, w)| match i {
            0 => Word::new(w, span.clone()),
            _ => Word::new(w, span.end..span.end),
        });
    let order = words[..start]
        .iter()
        .cloned()
        .chain(said)
        .chain(words[next..].iter().cloned())
        .collect();
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// `Paolo al rogo, ha mentito`: a player's name opening the line, then a phrase said after a
/// name ([`Phrasal::after_name`]): the order's verb in the phrase's place, before the name; the
/// words after the phrase are read as after any order.
fn name_then_phrase(
    line: &OrderLine,
    start: usize,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<OrderLine> {
    let words = &line.words;
    let player = words.get(start)?;
    if verbs.is_verb(player) {
        return None;
    }
    let phrase = verbs
        .phrasal
        .iter()
        .find(|p| p.after_name && p.said_at(words, start + 1))?;
    let end = start + 1 + phrase.particles.len();
    // `Gino al rogo` where no Gino plays: a name all the same, which the grammar refuses as
    // no player of the game (with the one meant, if any); not when a player is named after
    // the phrase (`Oggi al rogo Paolo`).
    let capital = player.text.chars().next().is_some_and(char::is_uppercase);
    let a_name = capital && !mentions_a_player(&words[end..], names);
    if !could_name_a_player(player, names) && !a_name {
        return None;
    }
    // The verb stands in no space of its own, right before the name: the words keep the
    // order of their spans.
    let span = player.span.start..player.span.start;
    let order = words[..start]
        .iter()
        .cloned()
        .chain([Word::new(&phrase.verb, span), player.clone()])
        .chain(words[end..].iter().cloned())
        .collect();
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: order,
    })
}

/// A line holding a phrase said after a name (`al rogo`) that was read as no order (`Tutti al
/// rogo`, `il lupo al rogo`): it speaks of the ruleset's order, so it is the master's to read.
pub(super) fn phrase_unread(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> Option<Problem> {
    let words = &line.words;
    let phrase = verbs
        .phrasal
        .iter()
        .filter(|p| p.after_name)
        .find(|p| (1..words.len()).any(|at| p.said_at(words, at)))?;
    Some(super::verbless::unsafe_problem(file, line, &phrase.verb))
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::*;

    fn verbs() -> Verbs {
        let es = |l: &'static [&'static str]| Lemmas {
            es: l,
            it: &[],
            en: &[],
        };
        let it = Lemmas {
            es: &[],
            it: &["guardare"],
            en: &[],
        };
        Verbs::new(["secuestrar", "indagare", "usar", "voy", "rogo"]).with_phrasal(vec![
            Phrasal::after_name(&["al", "rogo"], "rogo"),
            Phrasal::new(&es(&["llevar", "llevarse"]), &[], &["a"], "secuestrar"),
            Phrasal::new(&it, &[], &[], "indagare"),
            Phrasal::new(&es(&["mandar"]), &[], &["a"], "usar radio").at("radio"),
        ])
    }

    /// Ana's PM read: its orders as the intake gives them to the ruleset.
    fn orders(pm: &str) -> Vec<String> {
        texts(&classified(pm, &verbs(), &roster(&["Gino", "Nico", "Carla"])).0)
    }

    /// A phrase is the ruleset's order where it opens the line and a player's name follows it.
    #[test]
    fn a_phrase_opening_the_line_before_a_name_is_the_rulesets_order() {
        // A reason naming nothing after the name ends the order (`core::intake::tail`).
        assert_eq!(
            orders("me llevo a Gino, que me cae fatal jaja\n"),
            ["secuestrar Gino"]
        );
        assert_eq!(orders("stanotte guardo Nico\n"), ["indagare Nico"]);
        assert_eq!(
            orders("en la Radio le mando a Carla: hola\n"),
            ["usar radio Carla hola"]
        );
        // Passing by the place, then `y`, names the same place (blind corpus 15 #46).
        assert_eq!(
            orders("paso por la radio y le mando a Carla: hola\n"),
            ["usar radio Carla hola"]
        );
    }

    /// The same verbs in everyday speech: a thing taken, an interjection, the verb inside the
    /// line, a message with no place named.
    #[test]
    fn the_same_verbs_in_everyday_speech_are_no_order() {
        for pm in [
            "me llevo la pistola\n",
            "guarda, Nico mente\n",
            "guarda che Nico mente\n",
            "voy al Puente de mando a Carla\n",
            "le mando a Carla: hola\n",
            "paso por la radio, le mando a Carla: hola\n",
            "paso por la Radio mando a Carla: hola\n",
        ] {
            let read = orders(pm);
            assert!(
                !read.iter().any(|o| o.starts_with("secuestrar")
                    || o.starts_with("indagare")
                    || o.starts_with("usar radio")),
                "{pm}: {read:?}"
            );
        }
    }

    /// A phrase said after a name opening the line is the order aimed at him; with no player
    /// named first it is no such order.
    #[test]
    fn a_phrase_after_a_name_opening_the_line_is_the_order_at_him() {
        assert_eq!(orders("Gino al rogo\n"), ["rogo Gino"]);
        assert!(
            !orders("tutti al rogo\n")
                .iter()
                .any(|o| o.starts_with("rogo"))
        );
    }

    /// Issue 22 J: the phrase after a word that is no player is never chatter. A capitalised
    /// word is read as the name (the grammar refuses one that is no player, with the one
    /// meant); any other line holding the phrase is raised at its line.
    #[test]
    fn the_phrase_after_no_player_is_raised_never_chatter() {
        let names = roster(&["Gino", "Nico", "Carla"]);
        assert_eq!(orders("Hugo al rogo\n"), ["rogo Hugo"]);
        for pm in [
            "tutti al rogo!!\n",
            "il lupo al rogo\n",
            "ciao. tutti al rogo\n",
        ] {
            let (file, problems) = classified(pm, &verbs(), &names);
            assert!(texts(&file).is_empty(), "{pm:?}: {:?}", texts(&file));
            assert_eq!(problem_lines(&problems), [1], "{pm:?}");
        }
        // With a player named after it, the line is read as before, never as a vote for the
        // word in front.
        assert!(
            !orders("Ciao al rogo Gino\n")
                .iter()
                .any(|o| o.contains("Ciao"))
        );
    }
}
