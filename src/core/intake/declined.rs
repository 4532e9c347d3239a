//! A PM saying the sender gives no order of a kind (`al final no mato a nadie`, `esta noche no
//! salgo`, `stanotte non ammaestro nessuno`) after an earlier PM that gave one (`ruta G-H-F`,
//! `mato a Fede`): issue 22, "an order never becomes chatter in silence". The line is the
//! sender's last word on that kind of order, as a later order of the kind replaces an earlier
//! one (`core::replaced`): the earlier order is withdrawn (`core::cancelled`), listed by `check`
//! and told to the player. With no such order before it, it stays the note it is (nothing to
//! withdraw is no problem).

use super::Verbs;
use super::folded_in;
use super::words::NEGATIONS;
use crate::core::orders::{Cancel, Cancels, OrderLine};

/// The withdrawal of the earlier order of the kind a negated verb of `line` names (`no mato`,
/// `non ammaestro`), if one does: the line was read as saying there is no order for now.
pub(super) fn in_an_earlier_pm(line: &OrderLine, verbs: &Verbs) -> Option<Cancel> {
    let words = &line.words;
    let kind = (0..words.len()).find_map(|at| {
        let negated = words[at.saturating_sub(2)..at]
            .iter()
            .any(|w| folded_in(w, NEGATIONS));
        let kind = verbs.kinds.get(words[at].folded()).map(|k| k.0);
        kind.filter(|_| negated && verbs.is_verb(&words[at]))
    })?;
    Some(Cancel {
        line: line.clone(),
        what: Cancels::Kind {
            kind,
            or_whole: false,
        },
        // Nothing of the kind before it: no problem, the note stands alone.
        after_an_order: true,
        named: Vec::new(),
    })
}

/// The withdrawal of the earlier PM's vote by a line declaring the vote away where the rules
/// have no abstention (`votar Inés`, then in a later PM `al final no voto a nadie`,
/// `prefiero no votar a nadie`, `nessun voto per me`): the sender's last word on his vote.
pub(super) fn the_vote_in_an_earlier_pm(line: &OrderLine, verbs: &Verbs) -> Option<Cancel> {
    let vote = verbs.vote.as_deref()?;
    let kind = verbs.kinds.get(&crate::core::names::fold(vote))?.0;
    Some(Cancel {
        line: line.clone(),
        what: Cancels::Kind {
            kind,
            or_whole: false,
        },
        // No vote before it: no problem, the note stands alone.
        after_an_order: true,
        named: Vec::new(),
    })
}
