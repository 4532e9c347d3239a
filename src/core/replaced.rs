//! Several PMs from one player in one phase, and a change of mind inside one PM. A player who
//! changes his mind, or sends his vote and later his power, sends several PMs
//! (`orders/Ana.txt`, `orders/Ana-2.txt`…, or `orders/Ana/*.txt`): they are read in `sent:`
//! order (by file name when untimed, `orders::Place`), and "a later order replaces an earlier
//! order of the same kind" (issue A), as "the last stated choice of a kind counts" inside one
//! PM (`rob Ana… no, better rob Dani`). The kinds are the ruleset's
//! ([`crate::core::ruleset::Ruleset::verbs`]); a kind whose every order counts (a chechino vote, which
//! the tally orders in time; a use of a power limited in uses) is never replaced here.
//!
//! A conditional order ([`crate::core::conditions`]) is never replaced: the ruleset reads
//! each, and raises two for one case.
//!
//! The rulesets read what is left: each order line is still in the PM it came in, so every
//! problem points at its own file, and each order keeps its own PM's time.

use crate::core::intake::Verbs;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use crate::core::trace::{Kind, Trace};
use std::collections::BTreeMap;

/// An order line as the master pasted it: its file, its line, its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quote {
    pub path: String,
    pub line: usize,
    pub text: String,
}

/// An order a later order of the same kind replaced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replacement {
    pub player: String,
    pub replaced: Quote,
    pub by: Quote,
    /// Withdrawn by a line that cancels it in words (`anulo lo anterior`: `core::cancelled`),
    /// rather than replaced by a later order.
    pub withdrawn: bool,
}

impl Replacement {
    /// The line `check` prints: the player, both orders, their files and lines.
    pub fn check_line(&self) -> Msg {
        let key = if self.withdrawn {
            "check-withdrawn"
        } else {
            "check-replaced"
        };
        Msg::new(key)
            .arg("player", &self.player)
            .arg("file", &self.replaced.path)
            .arg("line", self.replaced.line)
            .arg("replaced", &self.replaced.text)
            .arg("by-file", &self.by.path)
            .arg("by-line", self.by.line)
            .arg("by", &self.by.text)
    }
}

pub(crate) fn quote(file: &OrderFile, line: &crate::core::orders::OrderLine) -> Quote {
    Quote {
        path: file.path.clone(),
        line: line.line,
        // As the player wrote it, without the markup around it (`[b]vota Alessia[/b]`).
        text: crate::core::markup::strip_tags(&file.source[line.span.clone()]),
    }
}

/// The order a player's PMs were sent in: timed PMs by their time, then untimed ones, each by
/// its place among his PMs.
pub(crate) fn sending_order(file: &OrderFile) -> (bool, i64, &crate::core::orders::Place) {
    (
        file.sent.is_none(),
        file.sent.as_ref().map_or(0, |s| s.seconds),
        &file.place,
    )
}

/// Puts each player's PMs together where his first PM was, in the order they were sent, and
/// drops every order line a later order of the same kind replaces. Returns the PMs and the
/// replacements, in the order the replaced orders were written.
pub fn apply(files: Vec<OrderFile>, verbs: &Verbs) -> (Vec<OrderFile>, Vec<Replacement>) {
    let mut players: Vec<String> = Vec::new();
    let mut by_player: BTreeMap<String, Vec<OrderFile>> = BTreeMap::new();
    for file in files {
        if !by_player.contains_key(&file.player) {
            players.push(file.player.clone());
        }
        by_player.entry(file.player.clone()).or_default().push(file);
    }
    let mut out = Vec::new();
    let mut replacements = Vec::new();
    for player in players {
        let mut pms = by_player.remove(&player).unwrap_or_default();
        // When one of his PMs has no time, times cannot order them all: the file names do
        // (`Ana.txt`, `Ana-2.txt`…, as the master numbered them on arrival).
        if pms.iter().any(|f| f.sent.is_none()) {
            pms.sort_by(|a, b| a.place.cmp(&b.place));
        } else {
            pms.sort_by(|a, b| sending_order(a).cmp(&sending_order(b)));
        }
        // From the last order back: the first of a kind met is the one that counts.
        let mut kept: BTreeMap<usize, Quote> = BTreeMap::new();
        let mut mine = Vec::new();
        for file in pms.iter_mut().rev() {
            let lines = std::mem::take(&mut file.lines);
            let mut left = Vec::with_capacity(lines.len());
            // The order after this one in the file: a correction, if this one is withdrawn.
            let mut after: Option<Quote> = None;
            for line in lines.into_iter().rev() {
                let this = quote(file, &line);
                if file.withdrawn.contains(&line.span.start)
                    && let Some(by) = after.replace(this.clone())
                {
                    mine.push(Replacement {
                        player: player.clone(),
                        replaced: this,
                        by,
                        withdrawn: false,
                    });
                    continue;
                }
                after = Some(this);
                // A conditional order (`si me sale vidente: ver Jorge`) is one of several the
                // player sent for what he cannot foresee: never replaced here.
                let conditional = file.condition_of(&line).is_some();
                match verbs.kind_of(&line).filter(|_| !conditional) {
                    Some((kind, false)) => match kept.get(&kind) {
                        Some(by) => mine.push(Replacement {
                            player: player.clone(),
                            replaced: quote(file, &line),
                            by: by.clone(),
                            withdrawn: false,
                        }),
                        None => {
                            kept.insert(kind, quote(file, &line));
                            left.push(line);
                        }
                    },
                    _ => left.push(line),
                }
            }
            left.reverse();
            file.lines = left;
        }
        mine.reverse();
        replacements.extend(mine);
        out.extend(pms);
    }
    (out, replacements)
}

/// Each player is told, in his private report, which of his orders were replaced and by what.
pub fn tell(trace: &mut Trace, replacements: &[Replacement]) {
    for r in replacements {
        let (rule, key) = if r.withdrawn {
            ("rule-order-withdrawn", "order-withdrawn")
        } else {
            ("rule-order-replaced", "order-replaced")
        };
        trace
            .add(
                Kind::Skipped,
                rule,
                Msg::new(key)
                    .arg("replaced", &r.replaced.text)
                    .arg("by", &r.by.text),
            )
            .actor(&r.player)
            .to(&[r.player.as_str()]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pm(path: &str, text: &str) -> OrderFile {
        OrderFile::from_text("Ana", path, text)
    }

    fn verbs() -> Verbs {
        use crate::core::grammar::VerbKind;
        Verbs::from_kinds(&[
            VerbKind {
                words: vec!["rob", "robar"],
                each_counts: false,
            },
            VerbKind {
                words: vec!["vote", "abstain"],
                each_counts: false,
            },
            VerbKind {
                words: vec!["use"],
                each_counts: true,
            },
        ])
    }

    fn lines(files: &[OrderFile]) -> Vec<(String, String)> {
        files
            .iter()
            .flat_map(|f| {
                f.lines
                    .iter()
                    .map(|l| (f.path.clone(), f.source[l.span.clone()].to_string()))
            })
            .collect()
    }

    #[test]
    fn a_later_pm_replaces_an_order_of_the_same_kind_whatever_its_file_name() {
        // "Ana-2.txt" sorts before "Ana.txt" by name: the `sent:` headers decide.
        let mut second = pm("orders/Ana-2.txt", "sent: 2026-11-29 22:00\nrobar Dani\n");
        second.place.number = 2;
        let first = pm(
            "orders/Ana.txt",
            "sent: 2026-11-29 21:00\nrob Bruno\nvote Carla\n",
        );
        let (files, replaced) = apply(vec![second, first], &verbs());
        assert_eq!(
            lines(&files),
            [
                ("orders/Ana.txt".to_string(), "vote Carla".to_string()),
                ("orders/Ana-2.txt".to_string(), "robar Dani".to_string()),
            ]
        );
        assert_eq!(replaced.len(), 1);
        assert_eq!(replaced[0].replaced.text, "rob Bruno");
        assert_eq!(replaced[0].by.text, "robar Dani");
    }

    #[test]
    fn untimed_pms_are_read_in_file_order_and_a_vote_replaces_an_abstention() {
        let mut second = pm("orders/Ana-2.txt", "vote Dani\n");
        second.place.number = 2;
        let (files, replaced) = apply(vec![second, pm("orders/Ana.txt", "abstain\n")], &verbs());
        assert_eq!(
            lines(&files),
            [("orders/Ana-2.txt".into(), "vote Dani".into())]
        );
        assert_eq!(replaced[0].replaced.text, "abstain");
    }

    #[test]
    fn orders_of_a_kind_that_each_count_are_all_kept() {
        let (files, replaced) = apply(vec![pm("orders/Ana.txt", "use A\nuse B\n")], &verbs());
        assert_eq!(lines(&files).len(), 2);
        assert!(replaced.is_empty());
    }
}
