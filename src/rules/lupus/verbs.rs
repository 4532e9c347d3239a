//! Lupus's verb table: every spelling of every order, in Italian (the rulebook's) and English,
//! conjugated as players write them.

use crate::core::grammar::VerbSpec;

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
        VERBS,
        &[
            &[Verb::Vote, Verb::Abstain],
            &[Verb::Investigate, Verb::Owl],
        ],
        &[],
    )
}

pub(super) const VERBS: &[VerbSpec<Verb>] = &[
    VerbSpec {
        verb: Verb::Deliver,
        words: &["consegna", "deliver", "postino", "consegno"],
    },
    VerbSpec {
        verb: Verb::Investigate,
        words: &[
            "indaga",
            "investigate",
            "sonda",
            "see",
            "indago",
            "sondo",
            "indagare",
            "indaghero",
        ],
    },
    VerbSpec {
        verb: Verb::Owl,
        words: &["gufo", "owl"],
    },
    VerbSpec {
        verb: Verb::Tell,
        words: &["comunica", "tell", "comunico"],
    },
    VerbSpec {
        verb: Verb::Sniff,
        words: &["annusa", "sniff", "annuso"],
    },
    VerbSpec {
        verb: Verb::Tame,
        words: &["ammaestra", "tame", "ammaestro", "ammaestrare"],
    },
    VerbSpec {
        verb: Verb::Protect,
        words: &[
            "proteggi",
            "protect",
            "guard",
            "proteggo",
            "proteggere",
            "proteggero",
        ],
    },
    VerbSpec {
        verb: Verb::Gift,
        words: &["dona", "gift", "dono", "donare"],
    },
    VerbSpec {
        verb: Verb::Revive,
        words: &["resuscita", "revive", "resuscito", "resuscitare"],
    },
    VerbSpec {
        verb: Verb::Control,
        words: &["controlla", "control", "controllo", "controllare"],
    },
    VerbSpec {
        verb: Verb::Choose,
        words: &["scegli", "choose", "scelgo", "scegliere"],
    },
    VerbSpec {
        verb: Verb::Betray,
        words: &["tradisci", "tradisco", "betray", "tradire"],
    },
    VerbSpec {
        verb: Verb::Bet,
        words: &["scommetti", "scommetto", "bet", "scommettere"],
    },
    VerbSpec {
        verb: Verb::Bite,
        words: &["sbrana", "sbraniamo", "bite", "kill", "sbrano", "sbranare"],
    },
    VerbSpec {
        verb: Verb::Nominate,
        words: &["nomina", "nominate", "nomino", "nominare"],
    },
    VerbSpec {
        verb: Verb::Vote,
        words: &["vota", "voto", "vote", "rogo", "votare", "votero"],
    },
    VerbSpec {
        verb: Verb::Abstain,
        words: &["astengo", "astensione", "abstain", "astenermi"],
    },
];
