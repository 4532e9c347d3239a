//! Lupus's verb table as lemmas, in Italian (the rulebook's) and English: every form players
//! write (`indago`, `voglio proteggere`, `annuserò`, `sbraniamo`, `votando`) comes from the
//! core's conjugation.

use crate::core::conjugate::{Lemmas, spellings};
use crate::core::grammar::VerbSpec;
use std::sync::LazyLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Verb {
    Deliver,
    Investigate,
    Owl,
    Tell,
    Sniff,
    Tame,
    Protect,
    Gift,
    Revive,
    Control,
    Choose,
    Betray,
    Bet,
    Bite,
    Nominate,
    Vote,
    Abstain,
}

/// Every verb by kind, for the intake: a later order of a kind replaces an earlier one; a vote
/// and an abstention are one kind (`Power::Vote`).
pub fn kinds() -> Vec<crate::core::grammar::VerbKind> {
    // The Veggente gufato's `indaga` and `gufo` are one power a night: one or the other.
    crate::core::grammar::kinds(
        &VERBS,
        &[
            &[Verb::Vote, Verb::Abstain],
            &[Verb::Investigate, Verb::Owl],
        ],
        &[],
    )
}

/// The kinds of the night after a Giovane lupo burned (`revenge`): "gli altri lupi per
/// vendetta potranno sbranare una vittima aggiuntiva quella stessa notte", so each `sbrana`
/// counts (two lines, two victims: `orders::second_victim`).
pub fn kinds_in(revenge: bool) -> Vec<crate::core::grammar::VerbKind> {
    if !revenge {
        return kinds();
    }
    crate::core::grammar::kinds(
        &VERBS,
        &[
            &[Verb::Vote, Verb::Abstain],
            &[Verb::Investigate, Verb::Owl],
        ],
        &[Verb::Bite],
    )
}

/// Each verb: its lemmas (Italian, the rulebook's, and English), then its written spellings
/// (nouns that lead an order, `rogo`, `astensione`, `postino`; the `tu` imperative of an
/// irregular verb, `proteggi`, `scegli`).
const LEMMAS: &[(Verb, Lemmas, &[&str])] = &[
    (
        Verb::Deliver,
        lemmas(&["consegnare"], &["deliver"]),
        &["postino"],
    ),
    (
        Verb::Investigate,
        // `sbircio la carta di Irene`: peeking at a player's card is the look.
        // `Tonight I'm checking Paolo`: the English forum's word for the seer's look.
        lemmas(
            &["indagare", "sondare", "sbirciare"],
            &["investigate", "see", "check"],
        ),
        // "sceglie un altro giocatore su cui indagare", in a Spanish PM (`investigo a Elena`).
        &["investigo", "investigar", "investigamos"],
    ),
    (Verb::Owl, lemmas(&["gufare"], &["owl"]), &["gufo"]),
    (Verb::Tell, lemmas(&["comunicare"], &["tell"]), &[]),
    (Verb::Sniff, lemmas(&["annusare"], &["sniff"]), &[]),
    (
        Verb::Tame,
        lemmas(&["ammaestrare"], &["tame"]),
        // "ammaestrare i lupi", in a Spanish PM (`amaestro a los lobos`, `domestico`, `domo`).
        &[
            "amaestro",
            "amaestrar",
            "domestico",
            "domesticar",
            "domo",
            "domar",
        ],
    ),
    (
        Verb::Protect,
        lemmas(
            // `copro Nico`, `veglio su Nico`: the Guardia's night, said as players say it.
            &["proteggere", "difendere", "coprire", "vegliare"],
            &["protect", "guard", "defend"],
        ),
        // The guards agree and write as one (`proteggiamo Paolo`), as the pack does.
        // In a Spanish PM: `protejo a Luca`, `protegemos a Luca`.
        &[
            "proteggi",
            "proteggiamo",
            "difendiamo",
            "protejo",
            "proteger",
            "protegemos",
        ],
    ),
    (Verb::Gift, lemmas(&["donare"], &["gift"]), &[]),
    (Verb::Revive, lemmas(&["resuscitare"], &["revive"]), &[]),
    // In a Spanish PM: `controlo a Dario y lo mando contra Bruno`.
    (
        Verb::Control,
        lemmas(&["controllare"], &["control"]),
        &["controlo", "controlar"],
    ),
    (
        Verb::Choose,
        lemmas(&["scegliere"], &["choose"]),
        &["scegli"],
    ),
    (Verb::Betray, lemmas(&["tradire"], &["betray"]), &[]),
    (Verb::Bet, lemmas(&["scommettere"], &["bet"]), &[]),
    (
        Verb::Bite,
        lemmas(
            &[
                "sbranare",
                "mangiare",
                "uccidere",
                "ammazzare",
                "pappare",
                "eliminare",
                "azzannare",
                "mordere",
            ],
            &["bite", "kill", "eat"],
        ),
        // The pack writes as one: `mangiamo Luca`, `uccidiamo Luca`, `ci pappiamo Nico`, and
        // in a Spanish game `nos comemos a Nico`, `nos cargamos a Nico` (only the plural: the
        // singular `come`, `cargo` are everyday words).
        &[
            "sbraniamo",
            "mangiamo",
            "uccidiamo",
            "ammazziamo",
            "pappiamo",
            "eliminiamo",
            "azzanniamo",
            "mordiamo",
            "comemos",
            "cargamos",
            "matamos",
            // `mordemos a Paolo`, `muerdo a Paolo`: "sbranare" as a Spanish PM says it.
            "mordemos",
            "muerdo",
            // `nos zampamos a Olga`: Spanish slang for eating, the pack's plural only.
            "zampamos",
        ],
    ),
    (Verb::Nominate, lemmas(&["nominare"], &["nominate"]), &[]),
    (
        // "votare al rogo": the vote burns (`brucio Nico`). The conditional (`voterei Nico`,
        // `brucerei Nico`) is no form of it: the master's to read (review 4, X1; ruling 49).
        Verb::Vote,
        // `Lynching Dani`: the forum's English word for the day's vote.
        lemmas(&["votare", "bruciare"], &["vote", "lynch"]),
        &["vota", "rogo"],
    ),
    (
        // `scheda bianca`: the blank ballot is the abstention (ruling 51).
        // `me abstengo`: the abstention as a Spanish PM says it (blind corpus 15, #87, #94).
        Verb::Abstain,
        Lemmas {
            es: &["abstenerse"],
            it: &["astenersi"],
            en: &["abstain"],
        },
        &["astensione", "abstencion", "scheda"],
    ),
];

/// Orders said with an everyday verb in a phrase (docs/rulings/lupus.md): the pack's `facciamo
/// fuori Nico` ("far fuori", to do away with), the Veggente's `guardo Nico` (he looks at a
/// player's card: `indago`). Read only where a player's name follows: `guarda, …` and `guarda
/// che …` are interjections.
pub(super) fn phrasal() -> Vec<crate::core::intake::Phrasal> {
    use crate::core::intake::Phrasal;
    let send = lemmas(&["mandare", "inviare"], &[]);
    let send_es_en = Lemmas {
        es: &["mandar", "enviar"],
        it: &[],
        en: &["send"],
    };
    // The Veggente "indaga" on a player: he looks at his card, said with a noun as in every
    // ruleset (`do un'occhiata alla carta di Irene`, `echo un vistazo a Irene`; ruling 58).
    let looks = crate::core::intake::look_idioms("indagare");
    let mut phrases = vec![
        Phrasal::new(
            &lemmas(&["fare"], &[]),
            &["far", "facciamo", "faremo"],
            &["fuori"],
            "sbranare",
        ),
        Phrasal::new(&lemmas(&["guardare"], &[]), &[], &[], "indagare"),
        // `quiero ver qué es Paolo`: seeing what a player is, his `indaga` in a Spanish PM.
        Phrasal::new(
            &Lemmas {
                es: &["ver"],
                it: &[],
                en: &[],
            },
            &[],
            &["que", "es"],
            "indagare",
        ),
        // "mandare un gufo con il responso a un secondo giocatore", said so: `Mando il gufo a
        // Giulia con il responso su Elena`, `invio un gufo su Elena a Giulia`.
        Phrasal::new(&send, &[], &["il", "gufo", "a"], "gufo a"),
        Phrasal::new(&send, &[], &["un", "gufo", "a"], "gufo a"),
        Phrasal::new(&send, &[], &["il", "gufo", "su"], "gufo su"),
        Phrasal::new(&send, &[], &["un", "gufo", "su"], "gufo su"),
        // "il rogo": the classic vote of the forum's lupus, the name first (`Paolo al rogo`),
        // and its Spanish (`Paolo a la hoguera`); ruling 46.
        Phrasal::after_name(&["al", "rogo"], "rogo"),
        // `mando al rogo Nico`, `mando a la hoguera a Nico`, `I send Nico to the stake`'s
        // `send to the stake Nico`: the vote said as sending to the stake (ruling 49).
        Phrasal::new(&send, &[], &["al", "rogo"], "rogo"),
        Phrasal::new(&send_es_en, &[], &["a", "la", "hoguera", "a"], "rogo"),
        Phrasal::new(&send_es_en, &[], &["a", "la", "hoguera"], "rogo"),
        Phrasal::new(&send_es_en, &[], &["to", "the", "stake"], "rogo"),
        Phrasal::after_name(&["a", "la", "hoguera"], "rogo"),
        Phrasal::after_name(&["to", "the", "stake"], "rogo"),
    ];
    phrases.extend(looks);
    phrases
}

const fn lemmas(it: &'static [&'static str], en: &'static [&'static str]) -> Lemmas {
    Lemmas { es: &[], it, en }
}

/// The verb table: the written spellings and every form of every lemma.
pub(in crate::rules::lupus) static VERBS: LazyLock<Vec<VerbSpec<Verb>>> = LazyLock::new(|| {
    LEMMAS
        .iter()
        .map(|(verb, lemmas, extra)| VerbSpec {
            verb: *verb,
            words: spellings(lemmas, extra),
        })
        .collect()
});
