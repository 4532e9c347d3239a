//! Two PMs of a player sent in the same minute, both with an order of one kind, where a later
//! order replaces an earlier one (review break16 A5): the forum's export gives no seconds, so
//! which came first, and so which order stands (his vote), cannot be told. `import` warned
//! once; `check` raises it too, at the second file's order, until the master sets one of the
//! two aside (`ignore FILE LINE`).

use crate::core::diag::Problem;
use crate::core::intake::Verbs;
use crate::core::msg::Msg;
use crate::core::orders::{OrderFile, OrderLine};

/// Each pair of one player's PMs sent at the same time with orders of a kind that replaces,
/// raised once at the order of the file read second.
pub(super) fn raised(files: &[OrderFile], verbs: &Verbs) -> Vec<Problem> {
    // A later order of its kind replaces an earlier one; a later vote does in the count.
    let vote = verbs.vote_kind();
    let replacing = |l: &OrderLine| {
        verbs
            .kind_of(l)
            .filter(|k| !k.1 || Some(k.0) == vote)
            .map(|k| k.0)
    };
    let mut problems = Vec::new();
    for (i, second) in files.iter().enumerate() {
        let Some(sent) = &second.sent else { continue };
        let first = files[..i].iter().find_map(|first| {
            let same = first.player == second.player
                && first
                    .sent
                    .as_ref()
                    .is_some_and(|s| s.seconds == sent.seconds);
            if !same {
                return None;
            }
            first.lines.iter().find_map(|a| {
                let kind = replacing(a)?;
                let b = second.lines.iter().find(|b| replacing(b) == Some(kind))?;
                Some((first, a, b))
            })
        });
        let Some((first, a, b)) = first else { continue };
        problems.push(
            Problem::new(
                Msg::new("err-same-minute-replaced")
                    .arg("player", &second.player)
                    .arg("replaced", format!("{} {}", first.path, a.line))
                    .arg("by", format!("{} {}", second.path, b.line))
                    .arg("time", &sent.text),
            )
            .at(&second.path, &second.source, b.span.clone())
            .help(
                Msg::new("help-same-minute-replaced")
                    .arg("replaced", pm_line(&first.path, a.line))
                    .arg("by", pm_line(&second.path, b.line)),
            ),
        );
    }
    problems
}

/// `Ana-2 4`, as the master's `ignore` names a PM's line.
fn pm_line(path: &str, line: usize) -> String {
    format!("{} {line}", crate::core::set_aside::pm_name(path))
}
