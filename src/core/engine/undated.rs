//! A PM without a sending time weighed against a dated order of the same player: which came
//! first is unknown. The undated PM is taken as sent last (`core::tally::pm_ballots`), a guess
//! that decides the player's order, so it is raised, as two PMs in one place are
//! (`err-file-duplicate`): the master gives the PM its date line, or settles it in his file.

use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::orders::{OrderFile, OrderLine};
use crate::core::replaced::Replacement;
use crate::core::votes::{Ballot, Choice};
use std::collections::BTreeSet;

/// One problem per undated PM and the dated order it is weighed against: the player's dated
/// votes in the thread (`applied.thread_votes`) or in his other PMs, and every order of his an
/// order of another PM replaced across a dated and an undated PM (`replaced`). `is_vote` tells
/// a vote's line; the master's corrected votes are his, never guessed.
pub fn raised(
    applied: &Game,
    orders: &[OrderFile],
    replaced: &[Replacement],
    post_of: impl Fn(&Ballot) -> Option<u64>,
    is_vote: impl Fn(&OrderLine) -> bool,
) -> Vec<Problem> {
    let master_file = applied.master_file();
    let players_pm = |f: &&OrderFile| {
        !f.player.is_empty() && !crate::core::master::is_corrected_vote(master_file, f)
    };
    let mut seen = BTreeSet::new();
    let mut problems = Vec::new();
    for undated in orders
        .iter()
        .filter(players_pm)
        .filter(|f| f.sent.is_none())
    {
        let Some(vote) = undated.lines.iter().rfind(|l| is_vote(l)) else {
            continue;
        };
        let post = applied
            .thread_votes
            .iter()
            .rfind(|b| b.voter == undated.player && b.at.is_some());
        if let Some(ballot) = post
            && seen.insert((undated.path.clone(), String::new()))
        {
            let msg = against_post(undated, vote, ballot, post_of(ballot));
            problems.push(problem(msg, undated, vote));
        }
        let dated = orders.iter().filter(players_pm).filter(|f| {
            f.player == undated.player && f.sent.is_some() && f.lines.iter().any(&is_vote)
        });
        for other in dated {
            let line = other.lines.iter().rfind(|l| is_vote(l)).expect("a vote");
            if seen.insert((undated.path.clone(), other.path.clone())) {
                let msg = against_pm(undated, vote, other, line);
                problems.push(problem(msg, undated, vote));
            }
        }
    }
    for r in replaced.iter().filter(|r| r.replaced.path != r.by.path) {
        let file = |path: &str| orders.iter().find(|f| f.path == path);
        let (Some(a), Some(b)) = (file(&r.replaced.path), file(&r.by.path)) else {
            continue;
        };
        let (undated, q, other, oq) = match (a.sent.is_none(), b.sent.is_none()) {
            (true, false) => (a, &r.replaced, b, &r.by),
            (false, true) => (b, &r.by, a, &r.replaced),
            _ => continue,
        };
        if seen.insert((undated.path.clone(), other.path.clone())) {
            let msg = quoted(undated, q.line, &q.text, other, oq.line, &oq.text);
            let line = undated.lines.iter().find(|l| l.line == q.line);
            let mut p = Problem::new(msg).help(Msg::new("help-undated-first"));
            if let Some(line) = line {
                p = p.at(&undated.path, &undated.source, line.span.clone());
            }
            problems.push(p);
        }
    }
    problems
}

/// The problem at the undated PM's line.
fn problem(msg: Msg, undated: &OrderFile, line: &OrderLine) -> Problem {
    Problem::new(msg)
        .at(&undated.path, &undated.source, line.span.clone())
        .help(Msg::new("help-undated-first"))
}

/// A line's text as the PM has it.
fn text_of(file: &OrderFile, line: &OrderLine) -> String {
    let source: &str = &file.source;
    source
        .get(line.span.clone())
        .unwrap_or_default()
        .trim()
        .to_string()
}

/// The undated PM's vote against the player's vote in a post of the thread.
fn against_post(undated: &OrderFile, vote: &OrderLine, ballot: &Ballot, post: Option<u64>) -> Msg {
    let (kind, target) = match &ballot.choice {
        Choice::Player(p) => ("player", p.as_str()),
        Choice::Abstain => ("abstain", ""),
        Choice::Unvote => ("unvote", ""),
    };
    Msg::new("err-undated-first-post")
        .arg("player", &undated.player)
        .arg("file", &undated.path)
        .arg("line", vote.line)
        .arg("text", text_of(undated, vote))
        .arg("post", post.unwrap_or_default())
        .arg("kind", kind)
        .arg("target", target)
}

/// The undated PM's vote against the player's vote in a dated PM.
fn against_pm(undated: &OrderFile, vote: &OrderLine, other: &OrderFile, line: &OrderLine) -> Msg {
    quoted(
        undated,
        vote.line,
        &text_of(undated, vote),
        other,
        line.line,
        &text_of(other, line),
    )
}

/// "which came first is unknown" between two PMs' orders, the undated one first.
fn quoted(
    undated: &OrderFile,
    line: usize,
    text: &str,
    other: &OrderFile,
    other_line: usize,
    other_text: &str,
) -> Msg {
    Msg::new("err-undated-first-pm")
        .arg("player", &undated.player)
        .arg("file", &undated.path)
        .arg("line", line)
        .arg("text", text)
        .arg("other", &other.path)
        .arg("other-line", other_line)
        .arg("other-text", other_text)
        .arg(
            "sent",
            other
                .sent
                .as_ref()
                .map(|s| s.text.clone())
                .unwrap_or_default(),
        )
}
