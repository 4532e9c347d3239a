//! Orders a player cancelled in words (issue 22: "an order never becomes chatter in silence
//! and chatter never becomes an order in silence"). The intake keeps each cancelling line
//! (`anulo lo anterior`, `cancelo mi voto`, `lascia stare quello che ho scritto`, `scratch
//! that`: [`crate::core::orders::Cancel`]); here, among the player's PMs in the order he sent
//! them, each finds what it cancels:
//!
//! - an order of a kind (`cancelo mi voto`): his one standing order of that kind;
//! - the order before it (`anulo lo anterior`): the one order above it in its PM, or else in
//!   his last earlier PM that still has orders;
//! - everything before it (`olvida el mensaje anterior`): every order above it in its PM, or
//!   else every order of that earlier PM.
//!
//! What it cancels is withdrawn, listed by `check` and told to the player, as a replaced order
//! is (`core::replaced`). When there is nothing for it to cancel, or more than one order where
//! it speaks of one, it is raised at its line with the orders it may mean: never a guess, never
//! silent. A dismissing clause after an order (`voto Alessia, lascia stare il messaggio di
//! prima`) with nothing before it to cancel says only its order.

use crate::core::diag::Problem;
use crate::core::intake::Verbs;
use crate::core::msg::Msg;
use crate::core::orders::{Cancel, Cancels, OrderFile};
use crate::core::replaced::{Replacement, quote, sending_order};
use std::collections::{BTreeMap, BTreeSet};

/// An order still standing: its PM (an index of the phase's files) and where it starts there.
type Standing = (usize, usize);

/// Withdraws the orders each cancelling line cancels. Returns the withdrawals (each a
/// [`Replacement`] by the cancelling line) and the cancelling lines that cannot be read safely.
pub fn apply(files: &mut [OrderFile], verbs: &Verbs) -> (Vec<Replacement>, Vec<Problem>) {
    let mut withdrawn = Vec::new();
    let mut problems = Vec::new();
    let mut by_player: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, file) in files.iter().enumerate() {
        by_player.entry(file.player.clone()).or_default().push(i);
    }
    let mut gone: BTreeSet<Standing> = BTreeSet::new();
    for (_, mut pms) in by_player {
        if pms.iter().all(|&i| files[i].cancels.is_empty()) {
            continue;
        }
        // When one of his PMs has no time, the file names order them (`core::replaced`).
        if pms.iter().any(|&i| files[i].sent.is_none()) {
            pms.sort_by(|&a, &b| files[a].place.cmp(&files[b].place));
        } else {
            pms.sort_by(|&a, &b| sending_order(&files[a]).cmp(&sending_order(&files[b])));
        }
        let mut standing: Vec<Standing> = Vec::new();
        for &pm in &pms {
            let file = &files[pm];
            let mut events: Vec<(usize, Option<&Cancel>)> = file
                .lines
                .iter()
                .map(|l| (l.span.start, None))
                .chain(file.cancels.iter().map(|c| (c.line.span.start, Some(c))))
                .collect();
            events.sort_by_key(|(at, _)| *at);
            for (at, cancel) in events {
                let Some(cancel) = cancel else {
                    standing.push((pm, at));
                    continue;
                };
                match cancelled(files, verbs, &standing, pm, cancel) {
                    Ok(those) => {
                        problems.extend(names_another(files, &those, pm, cancel));
                        for order in those {
                            standing.retain(|s| *s != order);
                            withdrawn.push(withdrawal(files, order, pm, cancel));
                            gone.insert(order);
                        }
                    }
                    Err(problem) => problems.extend(problem),
                }
            }
        }
    }
    for (i, file) in files.iter_mut().enumerate() {
        file.lines.retain(|l| !gone.contains(&(i, l.span.start)));
    }
    (withdrawn, problems)
}

/// The standing orders `cancel` (in the PM `pm`) withdraws, or its problem: `Err(None)` when it
/// follows an order on its line and has nothing before it to cancel.
fn cancelled(
    files: &[OrderFile],
    verbs: &Verbs,
    standing: &[Standing],
    pm: usize,
    cancel: &Cancel,
) -> Result<Vec<Standing>, Option<Problem>> {
    // An order on the cancelling line itself is never what it cancels (`voto Alessia, lascia
    // stare il messaggio di prima`).
    let line_of = |&(f, at): &Standing| files[f].lines.iter().find(|l| l.span.start == at);
    let before: Vec<Standing> = standing
        .iter()
        .copied()
        .filter(|s| s.0 != pm || line_of(s).is_some_and(|l| l.line < cancel.line.line))
        .collect();
    let kind_of = |s: &Standing| line_of(s).and_then(|l| verbs.kind_of(l)).map(|k| k.0);
    // Above it in its own PM; else the last earlier PM that still has orders.
    let above = || {
        let here: Vec<Standing> = before.iter().copied().filter(|s| s.0 == pm).collect();
        if here.is_empty() {
            let last = before.iter().map(|s| s.0).next_back();
            before
                .iter()
                .copied()
                .filter(|s| Some(s.0) == last)
                .collect()
        } else {
            here
        }
    };
    let (what, candidates) = match cancel.what {
        Cancels::Kind { kind, or_whole } => {
            let of_kind: Vec<Standing> = before
                .iter()
                .copied()
                .filter(|s| kind_of(s) == Some(kind))
                .collect();
            match of_kind.is_empty() && or_whole {
                true => (Cancels::Whole, above()),
                false => (cancel.what, of_kind),
            }
        }
        Cancels::Earlier | Cancels::Whole | Cancels::Mistaken => (cancel.what, above()),
    };
    match (candidates.len(), what) {
        (0, _) if cancel.after_an_order => Err(None),
        (0, _) => Err(Some(nothing_to_cancel(&files[pm], cancel))),
        (_, Cancels::Mistaken) => Err(Some(mistaken(&files[pm], cancel))),
        (1, _) | (_, Cancels::Whole) => Ok(candidates),
        _ => Err(Some(ambiguous(files, &files[pm], cancel, &candidates))),
    }
}

/// The withdrawal of `order` by `cancel`, as `check` lists it and the player is told.
fn withdrawal(files: &[OrderFile], order: Standing, pm: usize, cancel: &Cancel) -> Replacement {
    let file = &files[order.0];
    let line = file
        .lines
        .iter()
        .find(|l| l.span.start == order.1)
        .expect("a standing order is a line of its PM");
    Replacement {
        player: file.player.clone(),
        replaced: quote(file, line),
        by: quote(&files[pm], &cancel.line),
        withdrawn: true,
    }
}

/// An unvote that names a player (`desvoto a Carla`, `Desvoto. Carla`) the vote it withdraws
/// does not name (`votar Dani`): the vote is withdrawn, as the unvote says, and the line raised
/// with it, for the name is the vote withdrawn or a new vote written without its verb
/// (`docs/rulings/chechino.md`, "An unvote and a name in one vote"): never dropped.
fn names_another(
    files: &[OrderFile],
    those: &[Standing],
    pm: usize,
    cancel: &Cancel,
) -> Option<Problem> {
    let named = cancel.named.first()?;
    let names_it = |&(f, at): &Standing| {
        files[f]
            .lines
            .iter()
            .find(|l| l.span.start == at)
            .is_some_and(|l| {
                l.words
                    .iter()
                    .any(|w| cancel.named.iter().any(|n| n == w.folded()))
            })
    };
    if those.iter().any(names_it) {
        return None;
    }
    let file = &files[pm];
    let written = cancel
        .line
        .words
        .iter()
        .find(|w| w.folded() == named)
        .map_or(named.as_str(), |w| w.text.as_str());
    let withdrawn: Vec<String> = those
        .iter()
        .filter_map(|&(f, at)| {
            let line = files[f].lines.iter().find(|l| l.span.start == at)?;
            Some(quote(&files[f], line).text)
        })
        .collect();
    Some(
        Problem::new(
            Msg::new("err-unvote-names-another")
                .arg("file", &file.path)
                .arg("line", cancel.line.line)
                .arg("name", written)
                .arg("order", withdrawn.join("; ")),
        )
        .at(&file.path, &file.source, cancel.line.span.clone())
        .help(
            Msg::new("help-unvote-names-another")
                .arg("player", &file.player)
                .arg("name", written),
        ),
    )
}

/// A cancelling line with no order before it to cancel: an order sent elsewhere (the thread,
/// another phase), or lost; the master's to read.
fn nothing_to_cancel(file: &OrderFile, cancel: &Cancel) -> Problem {
    Problem::new(
        Msg::new("err-cancel-nothing")
            .arg("file", &file.path)
            .arg("line", cancel.line.line),
    )
    .at(&file.path, &file.source, cancel.line.span.clone())
    .help(
        Msg::new("help-cancel-nothing")
            .arg("pm", crate::core::set_aside::pm_name(&file.path))
            .arg("line", cancel.line.line),
    )
}

/// A line saying the order before it was a mistake, with no new choice (`me equivoqué de
/// persona`): the order cannot stand as it is; the master's to ask.
fn mistaken(file: &OrderFile, cancel: &Cancel) -> Problem {
    Problem::new(
        Msg::new("err-cancel-mistaken")
            .arg("file", &file.path)
            .arg("line", cancel.line.line),
    )
    .at(&file.path, &file.source, cancel.line.span.clone())
    .help(
        Msg::new("help-cancel-mistaken")
            .arg("pm", crate::core::set_aside::pm_name(&file.path))
            .arg("line", cancel.line.line),
    )
}

/// A cancelling line that speaks of one order where several may be meant: raised with them.
fn ambiguous(
    files: &[OrderFile],
    file: &OrderFile,
    cancel: &Cancel,
    candidates: &[Standing],
) -> Problem {
    let orders: Vec<String> = candidates
        .iter()
        .filter_map(|&(f, at)| {
            let line = files[f].lines.iter().find(|l| l.span.start == at)?;
            let q = quote(&files[f], line);
            Some(format!(
                "{} {} «{}»",
                crate::core::set_aside::pm_name(&q.path),
                q.line,
                q.text
            ))
        })
        .collect();
    Problem::new(
        Msg::new("err-cancel-ambiguous")
            .arg("file", &file.path)
            .arg("line", cancel.line.line)
            .arg("count", candidates.len()),
    )
    .at(&file.path, &file.source, cancel.line.span.clone())
    .help(Msg::new("help-cancel-ambiguous").arg("orders", orders.join("; ")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::grammar::VerbKind;
    use crate::core::names::NameIndex;

    fn verbs() -> Verbs {
        Verbs::from_kinds(&[
            VerbKind {
                words: vec!["vote", "voto", "votar"],
                each_counts: false,
            },
            VerbKind {
                words: vec!["rob", "robo"],
                each_counts: false,
            },
            VerbKind {
                words: vec!["pierdo", "lose"],
                each_counts: false,
            },
        ])
        .with_conditional(&["pierdo"])
    }

    /// A player's PMs, each read by the intake, `Ana.txt` then `Ana-2.txt`…
    fn pms(texts: &[&str]) -> Vec<OrderFile> {
        let none: &[String] = &[];
        let names = NameIndex::new(["Ana", "Bruno", "Carla"].map(|n| (n, none)));
        texts
            .iter()
            .enumerate()
            .map(|(i, text)| {
                let path = match i {
                    0 => "orders/Ana.txt".to_string(),
                    n => format!("orders/Ana-{}.txt", n + 1),
                };
                let mut file = OrderFile::from_text("Ana", &path, text);
                file.place.number = i as u64 + 1;
                assert!(crate::core::intake::classify(&mut file, &verbs(), &names).is_empty());
                file
            })
            .collect()
    }

    fn left(files: &[OrderFile]) -> Vec<String> {
        files
            .iter()
            .flat_map(|f| f.lines.iter().map(|l| f.source[l.span.clone()].to_string()))
            .collect()
    }

    #[test]
    fn a_later_pm_cancels_the_one_order_of_the_pm_before() {
        let mut files = pms(&["voto Bruno\n", "vote Carla\n", "anulo lo anterior\n"]);
        let (withdrawn, problems) = apply(&mut files, &verbs());
        assert!(problems.is_empty());
        assert_eq!(left(&files), ["voto Bruno"]);
        assert_eq!(withdrawn[0].replaced.text, "vote Carla");
        assert_eq!(withdrawn[0].by.text, "anulo lo anterior");
        assert!(withdrawn[0].withdrawn);
    }

    #[test]
    fn a_kind_named_cancels_its_order_wherever_it_was_sent() {
        let mut files = pms(&["voto Bruno\n", "robo Carla\n", "cancelo mi voto\n"]);
        let (withdrawn, problems) = apply(&mut files, &verbs());
        assert!(problems.is_empty());
        assert_eq!(left(&files), ["robo Carla"]);
        assert_eq!(withdrawn[0].replaced.text, "voto Bruno");
    }

    #[test]
    fn what_is_ambiguous_or_missing_is_raised_and_nothing_is_withdrawn() {
        let mut files = pms(&["voto Bruno\nrobo Carla\n", "anulo lo anterior\n"]);
        let (withdrawn, problems) = apply(&mut files, &verbs());
        assert!(withdrawn.is_empty());
        assert_eq!(problems.len(), 1);
        assert_eq!(left(&files).len(), 2);
        let mut files = pms(&["robo Carla\ncancelo mi voto\n"]);
        let (withdrawn, problems) = apply(&mut files, &verbs());
        assert!(withdrawn.is_empty());
        assert_eq!(problems.len(), 1);
    }

    #[test]
    fn everything_before_is_every_order_of_the_message_before() {
        let mut files = pms(&["voto Bruno\nrobo Carla\n", "olvida todo\nvoto Carla\n"]);
        let (withdrawn, problems) = apply(&mut files, &verbs());
        assert!(problems.is_empty());
        assert_eq!(withdrawn.len(), 2);
        assert_eq!(left(&files), ["voto Carla"]);
    }

    /// An order given in advance with its condition (`Ruleset::conditional_orders`) is never
    /// replaced by another of its kind, but the player may still take it back in words.
    #[test]
    fn a_conditional_order_is_cancelled_in_words_like_any_other() {
        let mut files = pms(&[
            "pierdo las Palomitas si viene el Gilipollas\n",
            "pierdo el Ruso si viene el Casero\n",
            "anulo lo anterior\n",
        ]);
        assert_eq!(files[0].conditions.len(), 1);
        let (withdrawn, problems) = apply(&mut files, &verbs());
        assert!(problems.is_empty());
        assert_eq!(left(&files), ["pierdo las Palomitas"]);
        // The order as the intake left it, its condition apart.
        assert_eq!(withdrawn[0].replaced.text, "pierdo el Ruso");
    }

    #[test]
    fn a_dismissal_after_an_order_with_nothing_before_it_says_only_its_order() {
        let mut files = pms(&["voto Carla, olvida el anterior\n"]);
        let (withdrawn, problems) = apply(&mut files, &verbs());
        assert!(withdrawn.is_empty() && problems.is_empty());
        assert_eq!(left(&files), ["voto Carla"]);
    }

    /// "me equivoqué de persona" with no new choice (review break9 F5): the order before it is
    /// neither withdrawn nor left standing in silence; with none before it, nothing is raised.
    #[test]
    fn a_mistake_with_no_new_choice_is_raised_only_when_an_order_comes_before_it() {
        let mut files = pms(&["voto Bruno\n", "perdón, me equivoqué de persona\n"]);
        let (withdrawn, problems) = apply(&mut files, &verbs());
        assert!(withdrawn.is_empty());
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].msg.key, "err-cancel-mistaken");
        assert_eq!(left(&files), ["voto Bruno"]);
        let mut files = pms(&["Hola\n", "sorry, wrong person\n"]);
        let (withdrawn, problems) = apply(&mut files, &verbs());
        assert!(withdrawn.is_empty() && problems.is_empty());
    }

    /// An unvote and a name (break16 A1): the vote is withdrawn and the name, when it is not
    /// the vote withdrawn, raised (the vote withdrawn, or a new vote?); never dropped.
    #[test]
    fn an_unvote_naming_another_player_withdraws_the_vote_and_is_raised() {
        for texts in [
            &["voto Bruno\n", "Desvoto. Carla\n"][..],
            &["voto Bruno\ndesvoto a Carla\n"][..],
        ] {
            let mut files = pms(texts);
            let (withdrawn, problems) = apply(&mut files, &verbs());
            assert_eq!(withdrawn.len(), 1, "{texts:?}");
            assert_eq!(withdrawn[0].replaced.text, "voto Bruno");
            assert_eq!(problems.len(), 1, "{texts:?}");
            assert_eq!(problems[0].msg.key, "err-unvote-names-another");
            assert!(left(&files).is_empty());
        }
        // Naming the vote it withdraws is the plain unvote.
        for texts in [
            &["voto Bruno\n", "desvoto a Bruno\n"][..],
            &["voto Bruno\n", "Desvoto\n"][..],
        ] {
            let mut files = pms(texts);
            let (withdrawn, problems) = apply(&mut files, &verbs());
            assert_eq!(withdrawn.len(), 1, "{texts:?}");
            assert!(problems.is_empty(), "{texts:?}: {problems:?}");
        }
    }

    /// "Hoy descanso" in a later PM (review break9 F4): every order of the PM before it.
    #[test]
    fn staying_home_withdraws_every_order_of_the_pm_before() {
        let mut files = pms(&["voto Bruno\nrobo Carla\n", "Hoy descanso\n"]);
        let (withdrawn, problems) = apply(&mut files, &verbs());
        assert!(problems.is_empty());
        assert_eq!(withdrawn.len(), 2);
        assert!(left(&files).is_empty());
    }
}
