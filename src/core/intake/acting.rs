//! Whether a line set aside as no order acts on a player it names in words the ruleset does
//! not list (`me cargo a Tina`, `uccido Tina lol`, `eliminiamo Nico`, `voterei Nico`): then no
//! word of a remark beside it makes it one. It may be an order in other words (an order of a
//! role the player does not have, a verb the table lacks): the master's to read (blind corpus
//! 7, a night kill in One Night set aside as a remark).

use super::remarks::{ALTERNATIVE, clauses};
use super::*;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, Word};

/// Whether the line offers two players as alternatives (`Sara o Noemi, quella che volete
/// voi`), or a clause acts on a player it names: the word before his
/// name (past a preposition) is a verb the ruleset does not list, in the first person plural
/// or the conditional (`eliminiamo Nico, è troppo sospetto`, `voterei Nico, ma non sono
/// sicuro`, `votaría a Nico pero no sé`). The reason beside it makes no remark of the line: it
/// may be an order in other words, the master's to read (blind corpus 6, F and E).
pub(super) fn acts_on_a_name(
    file: &OrderFile,
    words: &[Word],
    names: &NameIndex,
    remark_word: &dyn Fn(&Word) -> bool,
) -> bool {
    // `Sara o Noemi`: two players offered as alternatives (blind corpus 6, F).
    let offered = (1..words.len().saturating_sub(1)).any(|i| {
        folded_in(&words[i], ALTERNATIVE)
            && names_a_player(&words[i - 1], names)
            && (names_a_player(&words[i + 1], names)
                || (folded_in(&words[i + 1], LINKS)
                    && words.get(i + 2).is_some_and(|w| names_a_player(w, names))))
    });
    offered
        || leads_with_a_verb_on(file, words, names)
        || clauses(file, words).any(|clause| {
            (1..clause.len()).any(|i| {
                names_a_player(&clause[i], names) && {
                    let mut before = i - 1;
                    while before > 0 && folded_in(&clause[before], LINKS) {
                        before -= 1;
                    }
                    // A conditional acts whatever its clause says (`Io voterei Noemi ma non
                    // sono convinto`); a plural only with no word of a remark in its clause.
                    conditional(&clause[before])
                        || (acting(&clause[before]) && !clause.iter().any(remark_word))
                }
            })
        })
}

/// Endings of a conditional (`voterei`, `voteremmo`, `votaria` folded), on words of six
/// letters or more.
fn conditional(word: &Word) -> bool {
    let folded = word.folded();
    folded.chars().count() >= 6
        && ["rei", "remmo", "ria", "riamos"]
            .iter()
            .any(|e| folded.ends_with(e))
}

/// Prepositions between a verb and the player it acts on (`voterei per Nico`, `votaría a
/// Nico`, `facciamo fuori Nico`).
const LINKS: &[&str] = &[
    "a", "al", "su", "per", "contro", "contra", "con", "fuori", "di", "de",
];

/// Endings of a verb in the first person plural (`eliminiamo`, `echamos`, `comemos`) or the
/// conditional (`voterei`, `voteremmo`, `votaria`, folded), on words of six letters or more.
const ACTING: &[&str] = &[
    "iamo", "amos", "emos", "imos", "rei", "remmo", "ria", "riamos",
];

fn acting(word: &Word) -> bool {
    let folded = word.folded();
    folded.chars().count() >= 6 && ACTING.iter().any(|e| folded.ends_with(e))
}

/// Whether a clause is led by a verb of the first person singular acting on a player it names:
/// past lead-ins (`esta noche`, `stanotte`) and object pronouns (`me cargo`, `le pego un tiro
/// a`), a word of four letters or more in `-o` (`mato a Tina`, `uccido Tina`), or `I` and a
/// word (`I kill Tina`), then the player within the next words. The verbs of an opinion or a
/// feeling (`creo`, `odio a Tina jaja`, `trovo Tina strana`, `I think Tina…`) act on no one.
fn leads_with_a_verb_on(file: &OrderFile, words: &[Word], names: &NameIndex) -> bool {
    clauses(file, words).any(|clause| {
        let mut at = 0;
        // `I` is the English subject, not the Italian article a lead-in may be.
        let subject = |w: &Word| w.text == "I";
        while at < clause.len()
            && !subject(&clause[at])
            && (lead_in(&clause[at]) || folded_in(&clause[at], CLITICS))
        {
            at += 1;
        }
        let verb = match clause.get(at) {
            Some(w) if subject(w) => at + 1,
            _ => at,
        };
        let Some(word) = clause.get(verb) else {
            return false;
        };
        let folded = word.folded();
        let first_person = (verb > at && folded.chars().all(char::is_alphabetic))
            || (folded.chars().count() >= 4 && folded.ends_with('o'));
        first_person
            && !folded_in(word, OPINION)
            && clause[verb + 1..]
                .iter()
                .take(4)
                .any(|w| names_a_player(w, names))
    })
}

/// Object pronouns before a verb (`me cargo`, `le pego`, `se lo doy`, `gli sparo`).
const CLITICS: &[&str] = &[
    "me", "te", "le", "lo", "la", "se", "mi", "ti", "gli", "ci", "ne",
];

/// Verbs of being, of an opinion, a feeling or a saying in the first person, and words in `-o` that are
/// no verb before a name (`ciao`, `secondo Tina`, `solo Tina`): acting on no one.
const OPINION: &[&str] = &[
    "sono",
    "estoy",
    "ero",
    "stato",
    "estado",
    "quedo",
    "creo",
    "pienso",
    "opino",
    "supongo",
    "sospecho",
    "odio",
    "amo",
    "adoro",
    "quiero",
    "entiendo",
    "conozco",
    "extrano",
    "espero",
    "temo",
    "deseo",
    "animo",
    "abrazo",
    "beso",
    "saludo",
    "noto",
    "digo",
    "leo",
    "veo",
    "encuentro",
    "credo",
    "penso",
    "suppongo",
    "sospetto",
    "spero",
    "temo",
    "dubito",
    "auguro",
    "trovo",
    "vedo",
    "sento",
    "noto",
    "dico",
    "leggo",
    "capisco",
    "conosco",
    "stimo",
    "ringrazio",
    "saluto",
    "ciao",
    "bravo",
    "secondo",
    "solo",
    "tipo",
    "proprio",
    "tranquillo",
    "claro",
    "como",
    "todo",
    "tanto",
    "mucho",
    "cuando",
    "pero",
    "bueno",
    "luego",
    "tampoco",
    "cierto",
    "obvio",
    "seguro",
    "esto",
    "algo",
    "certo",
    "ovvio",
    "questo",
    "quello",
    "tutto",
    "think",
    "guess",
    "believe",
    "like",
    "love",
    "hate",
    "trust",
    "feel",
    "know",
    "hope",
    "bet",
    "suspect",
    "agree",
    "doubt",
    "mean",
    "saw",
    "see",
    "am",
    "was",
    "will",
    "would",
    "have",
    "had",
    "did",
    "do",
    "said",
];
