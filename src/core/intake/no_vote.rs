//! A vote declared away: `niente voto oggi`, `nessun voto per me`, `Nessun linciaggio per me
//! oggi`, `hoy no voto`, `no vote from me today`. Where the rules permit an abstention (lupus:
//! "Astensione: permessa"), it is a choice that counts apart from not voting (who abstained is
//! public): such a line may be either, and the master asks (blind corpus 6, F). Where they
//! have none, it is the note of no order for now `check` shows, never chatter: the vote is a
//! thing of the game.

use super::*;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, OrderLine, Word};

/// Reads a line declaring its vote away: after a vote in its PM it withdraws that vote (`voto a
/// Bruno` then `al final no voto nada`); else it is the master's to ask where the rules have an
/// abstention, a note where they have none. The line back when it declares no vote away.
pub(super) fn read(
    file: &mut OrderFile,
    line: OrderLine,
    (verbs, names): (&Verbs, &NameIndex),
    orders: &[OrderLine],
    problems: &mut Vec<Problem>,
) -> Option<OrderLine> {
    let Some(abstention) = declared(file, &line, verbs, names) else {
        return Some(line);
    };
    if let Some(cancel) = super::cancel::none_of_a_kind(&line, orders, verbs) {
        file.cancels.push(cancel);
    } else if abstention {
        problems.push(asked(file, &line, verbs));
    } else {
        // `votar Inés` in an earlier PM, then `al final no voto a nadie`: that vote withdrawn,
        // as a later vote would replace it (with none before it, the note stands alone).
        file.cancels
            .extend(super::declined::the_vote_in_an_earlier_pm(&line, verbs));
        file.no_order_now.push(line.line);
        file.ignored.push(line);
    }
    None
}

/// The words that declare none (folded): `nadie a la hoguera`, `nessuno al rogo` too.
const NONE: &[&str] = &[
    "no", "non", "not", "niente", "nessun", "nessuna", "nessuno", "ningun", "ninguna", "ninguno",
    "nada", "nadie", "nobody", "sin", "senza", "zero", "without",
];

/// The words between a word of none and the vote it declares away: `nadie a la hoguera`,
/// `nessuno al rogo`, `nobody to the stake`.
const BETWEEN: &[&str] = &["a", "al", "la", "el", "to", "the", "allo", "alla"];

/// The verbs of the day's lynch (`hoy no linchamos`, `non linciamo`, `no lynching`): every
/// form of these lemmas, and the second person plural the paradigms leave out (`linciate`).
static LYNCH: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
    let mut forms = crate::core::conjugate::forms(&crate::core::conjugate::Lemmas {
        es: &["linchar"],
        it: &["linciare"],
        en: &["lynch"],
    });
    forms.push("linciate".to_string());
    forms
});

/// The nouns of the day's vote (folded): `voto`, `linciaggio`, `lynch`.
const VOTE_NOUNS: &[&str] = &[
    "voto",
    "vote",
    "votacion",
    "votazione",
    "linciaggio",
    "linchamiento",
    "lynch",
    "rogo",
    "hoguera",
    "stake",
];

/// What a line declaring its vote away is: `Some(true)` when the rules have an abstention
/// (the master's to ask), `Some(false)` when they have none (a note), `None` when the line
/// declares no vote away. A word of none counts only in the vote's own clause, right before
/// it or one word before (`niente voto`, `oggi non voto`, `nessun voto per me`): not `Ana no,
/// voto a Bruno`. Only in a phase with a vote.
pub(super) fn declared(
    file: &OrderFile,
    line: &OrderLine,
    verbs: &Verbs,
    names: &NameIndex,
) -> Option<bool> {
    // Only in the phase of the vote (`en la deliberación no voto nada` in a round is a note of
    // a later phase), and naming no player (`No voto a Carla` is the master's to read).
    if verbs.vote.is_none() || !verbs.red_votes || mentions_a_player(&line.words, names) {
        return None;
    }
    let words = &line.words;
    // `mi astengo, oggi niente rogo`: the abstention said in the ruleset's own verb is the order.
    if words
        .iter()
        .any(|w| folded_in(w, words::ABSTAIN) && verbs.spellings.contains(w.folded()))
    {
        return None;
    }
    let vote_at = |w: &Word| {
        verbs.is_vote(w) || folded_in(w, VOTE_NOUNS) || LYNCH.iter().any(|f| f == w.folded())
    };
    // `Paro los motores!! desde ahora nadie vota más`: a line led by another order's verb is
    // that order, what it says of the vote after it its reader's to read or raise.
    if let Some(lead) = words.iter().position(|w| !lead_in(w))
        && verbs.is_verb(&words[lead])
        && !vote_at(&words[lead])
    {
        return None;
    }
    let declared = (0..words.len()).any(|i| {
        vote_at(&words[i])
            && (since(words, i).saturating_sub(2)..i)
                .any(|j| folded_in(&words[j], NONE) && same_clause(file, &words[j..=i]))
    });
    declared.then(|| abstaining_verb(verbs).is_some())
}

/// Where the words before word `i` start once those between a word of none and a vote
/// (`a la`, `al`) are passed over, two at most.
fn since(words: &[Word], i: usize) -> usize {
    let mut at = i;
    while at > 0 && i - at < 2 && folded_in(&words[at - 1], BETWEEN) {
        at -= 1;
    }
    at
}

/// Whether no punctuation stands between the words (`non voto`, not `Ana no, voto`).
fn same_clause(file: &OrderFile, words: &[Word]) -> bool {
    words.windows(2).all(|pair| {
        file.source[pair[0].span.end..pair[1].span.start]
            .chars()
            .all(char::is_whitespace)
    })
}

/// The ruleset's verb of abstaining (`astengo`, `abstain`), if it has one.
fn abstaining_verb(verbs: &Verbs) -> Option<&'static str> {
    words::ABSTAIN
        .iter()
        .find(|a| verbs.spellings.contains(**a))
        .copied()
}

/// The problem of a line declaring its vote away where the rules have an abstention, with the
/// ruleset's own abstaining verb.
fn asked(file: &OrderFile, line: &OrderLine, verbs: &Verbs) -> Problem {
    let abstain = abstaining_verb(verbs).unwrap_or("astengo");
    Problem::new(
        Msg::new("err-declared-no-vote")
            .arg("file", &file.path)
            .arg("line", line.line),
    )
    .at(&file.path, &file.source, line.span.clone())
    .label(Msg::new("label-unsafe-order"))
    .help(
        Msg::new("help-declared-no-vote")
            .arg("abstain", abstain)
            .arg("pm", crate::core::set_aside::pm_name(&file.path))
            .arg("line", line.line),
    )
}

impl Verbs {
    /// The kind of the ruleset's vote (every ruleset reads the English `vote`), if it has one.
    pub fn vote_kind(&self) -> Option<usize> {
        self.kinds.get("vote").map(|k| k.0)
    }
}
