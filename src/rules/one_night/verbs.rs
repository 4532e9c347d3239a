//! One-night's verb table as lemmas: every form players write (`miro la carta de Ana`,
//! `robé a Bruno`, `voy a intercambiar`, `rubo`, `stole`) comes from the core's conjugation;
//! the spellings no paradigm gives are listed as written.

use super::orders::Verb;
use crate::core::conjugate::{Lemmas, spellings};
use crate::core::grammar::VerbSpec;
use std::sync::LazyLock;

/// Each verb: its lemmas (Spanish, Italian, English), then its written spellings.
const LEMMAS: &[(Verb, Lemmas, &[&str])] = &[
    (
        Verb::Copy,
        Lemmas {
            es: &["copiar"],
            it: &["copiare"],
            en: &["copy"],
        },
        // The lemma first: `check` shows a Spanish PM's order by the table's first spelling.
        &["copiar", "doppel"],
    ),
    (
        Verb::See,
        Lemmas {
            es: &["ver", "mirar", "espiar"],
            it: &["guardare", "vedere", "spiare"],
            en: &["see", "look", "view", "check", "peek"],
        },
        &[],
    ),
    (
        Verb::Rob,
        Lemmas {
            es: &["robar"],
            it: &["rubare"],
            en: &["rob", "steal"],
        },
        &[],
    ),
    (
        Verb::Swap,
        Lemmas {
            es: &["intercambiar", "cambiar"],
            it: &["scambiare"],
            // `I switch Carla's and Jorge's cards`
            en: &["swap", "switch", "exchange"],
        },
        &[],
    ),
    (
        Verb::Take,
        Lemmas {
            // `me pillo la del centro 2`: Spanish slang for taking.
            es: &["tomar", "coger", "pillar"],
            it: &["prendere"],
            en: &["take"],
        },
        // The `tu` imperative of an irregular Italian verb is not generated. `me quedo con la
        // carta del centro 3`: the Drunk keeps the card he takes.
        &["tomar", "prendi", "quedo"],
    ),
    (
        Verb::Vote,
        Lemmas {
            es: &["votar"],
            it: &["votare"],
            // `Lynching Dani`: the forum's English word for the day's vote.
            en: &["vote", "lynch"],
        },
        // The lemma first, as for `copiar` (review break5 L1: `→ votes Ana` in Spanish).
        &["votar", "votes"],
    ),
    (
        Verb::Power,
        Lemmas {
            es: &[],
            it: &[],
            en: &[],
        },
        // Only the order `uso mi poder con Ana` is read as (`super::power`): no word of a PM.
        &[super::power::WRITTEN],
    ),
];

/// The verb table: the written spellings and every form of every lemma.
pub(super) static VERBS: LazyLock<Vec<VerbSpec<Verb>>> = LazyLock::new(|| {
    LEMMAS
        .iter()
        .map(|(verb, lemmas, extra)| VerbSpec {
            verb: *verb,
            words: spellings(lemmas, extra),
        })
        .collect()
});

/// The look said as players say it, with a noun (docs/rulings/one-night.md, ruling 26):
/// `echo un vistazo a la carta 3 del centro`, `do un'occhiata alla carta di Hugo`, `I have a
/// look at Bruno's card`. "Puede mirar la carta de otro jugador": the phrase stands for
/// `mirar`, whatever it looks at; the grammar reads the card or the player, or refuses it. The
/// phrases are the core's ([`crate::core::intake::look_idioms`]), shared with lupus's Veggente.
pub(super) fn phrasal() -> Vec<crate::core::intake::Phrasal> {
    crate::core::intake::look_idioms("mirar")
}
