//! The master's orders on the players' PMs: `accept`, `reject` a late PM, `correct` a vote.

use super::{ABSTAIN, Applying, Corrected, NO_VOTE, RULE, Verb, reason};
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::core::names::fold;
use crate::core::orders::OrderFile;
use crate::core::set_aside::names_file;
use crate::core::tally::DayVote;
use crate::core::trace::Kind;
use std::ops::Range;

/// The master's `accept` or `reject` of one PM, named by its file (`Dani-2.txt`).
#[derive(Debug, Clone)]
pub struct PmRuling {
    /// The file as the master wrote it.
    pub file: String,
    pub accept: bool,
    /// The trace event that says so.
    pub event: usize,
    /// Where the file name is in the master's file.
    pub span: Range<usize>,
    pub master: OrderFile,
}

/// A PM's file after `accept`/`reject`: a word ending `.txt` (`Dani-2.txt`), or a player's
/// name with the number of his later PM (`Dani-2`) when no player is called so. Consumed.
fn written_pm(
    args: &mut Args,
    names: &crate::core::names::NameIndex,
) -> Option<(String, Range<usize>)> {
    let first = args.peek()?;
    let source = &args.file.source;
    let line_end = args.line.span.end;
    let rest = &source[first.span.start..line_end.max(first.span.start)];
    let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
    let written = rest[..len].trim_end_matches([',', ';', ':']);
    let end = first.span.start + written.len();
    let is_file = written.to_ascii_lowercase().ends_with(".txt")
        || (!names.is_exact(written)
            && written.rsplit_once('-').is_some_and(|(who, n)| {
                !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) && names.is_exact(who)
            }));
    if !is_file {
        return None;
    }
    let written = written.to_string();
    while args.peek().is_some_and(|w| w.span.start < end) {
        args.word();
    }
    Some((written, first.span.start..end))
}

impl Applying<'_> {
    /// `accept P [reason]`: P's late PM counts; `reject P [reason]`: it is set aside. A PM's file
    /// (`rechazar Dani-2.txt`, `rechazar Dani-2`) names that PM alone: a late correction
    /// rejected, the on-time PM standing.
    pub(super) fn accept_or_reject(&mut self, verb: Verb, args: &mut Args) -> Result<(), Problem> {
        if let Some((file, span)) = written_pm(args, &self.next.names()) {
            return self.accept_or_reject_pm(verb, args, file, span);
        }
        let (p, span) = args.player("accept")?;
        // "accept Ana" and "reject Ana" in one file: the master must choose.
        if self.directives.accepted.contains(&p) || self.directives.rejected.contains_key(&p) {
            return Err(args
                .problem(span, Msg::new("err-master-twice").arg("player", &p))
                .help(Msg::new("help-master-twice")));
        }
        let id = self.ruled(verb, args, &p);
        if verb == Verb::Accept {
            self.directives.accepted.insert(p);
        } else {
            self.directives
                .rejected_at
                .insert(p.clone(), (span, args.file.clone()));
            self.directives.rejected.insert(p, id);
        }
        Ok(())
    }

    /// `accept FILE` / `reject FILE`: one PM of a player's, checked against the PMs once they are
    /// read (`by_file`).
    fn accept_or_reject_pm(
        &mut self,
        verb: Verb,
        args: &mut Args,
        file: String,
        span: Range<usize>,
    ) -> Result<(), Problem> {
        if self
            .directives
            .pms
            .iter()
            .any(|r| names_file(&r.file, &file))
        {
            return Err(args
                .problem(span, Msg::new("err-master-twice").arg("player", &file))
                .help(Msg::new("help-master-twice")));
        }
        let id = self.ruled(verb, args, &file);
        self.directives.pms.push(PmRuling {
            file,
            accept: verb == Verb::Accept,
            event: id,
            span,
            master: args.file.clone(),
        });
        Ok(())
    }

    /// The trace's ruling for an `accept` or a `reject` of `who` (a player or a PM's file).
    fn ruled(&mut self, verb: Verb, args: &mut Args, who: &str) -> usize {
        let why = reason(args);
        let key = if verb == Verb::Accept {
            "master-accept"
        } else {
            "master-reject"
        };
        let player = self
            .next
            .names()
            .resolve(who.split(['-', '.']).next().unwrap_or(who));
        let event = self.trace.add(
            Kind::Ruling,
            RULE,
            // `late`: whether the PM set aside came after the deadline, known once the PMs are
            // read (`engine::prepare`); the player is told so.
            Msg::new(key)
                .arg("player", who)
                .arg("reason", &why)
                .arg("late", "no"),
        );
        match player {
            Ok(p) => event.target(&p).to(&[&p]).id(),
            Err(_) => event.target(who).to(&[who]).id(),
        }
    }

    /// `correct P TARGET [reason]`: P's vote is TARGET (`none`: no vote).
    pub(super) fn correct(&mut self, args: &mut Args) -> Result<(), Problem> {
        // A correction is a vote: it must be one the day's vote can take, checked
        // here, at the master's line.
        let Some(day) = self.ruleset.day_vote(&self.next) else {
            let title = self.ruleset.phase_title(&self.next, &self.next.phase);
            return Err(crate::core::tally::no_vote(&title).at(
                &args.file.path,
                &args.file.source,
                args.line_span(),
            ));
        };
        let (voter, voter_span) = args.player("correct")?;
        if self.directives.votes.contains_key(&voter) {
            return Err(args
                .problem(
                    voter_span,
                    Msg::new("err-master-twice").arg("player", &voter),
                )
                .help(Msg::new("help-master-twice")));
        }
        if !day.voters.iter().any(|(v, _)| *v == voter) {
            return Err(args.problem(
                voter_span,
                Msg::new("err-master-not-voter").arg("player", &voter),
            ));
        }
        let target = corrected_target(&day, &voter, args)?;
        let why = reason(args);
        let shown = match &target {
            Corrected::Vote(t) => t.clone(),
            Corrected::Nothing => "@master-correct-nothing".to_string(),
            Corrected::Abstain => "@master-correct-abstain".to_string(),
        };
        // Publicly a correction is only the vote it becomes, unless the master
        // gives a reason; the master's trace always has it.
        let event = self
            .trace
            .add(
                Kind::Ruling,
                RULE,
                Msg::new("master-correct")
                    .arg("voter", &voter)
                    .arg("target", &shown)
                    .arg("reason", &why),
            )
            .actor(&voter);
        // In a secret ballot a correction is told to the master and the voter
        // alone: a public line would name whose vote it was.
        let id = if why.is_empty() {
            event.id()
        } else if self.ruleset.secret_ballot(&self.next) {
            event.to(&[voter.as_str()]).id()
        } else {
            event.public().id()
        };
        self.directives.votes.insert(voter, (target, id));
        Ok(())
    }
}

impl super::Directives {
    /// The master's ruling on this PM by its file, if he gave one.
    pub fn pm_ruling(&self, file: &OrderFile) -> Option<&PmRuling> {
        self.pms.iter().find(|r| names_file(&r.file, &file.path))
    }

    /// Whether this PM counts though late: the master accepted its player or the PM itself.
    pub fn accepts(&self, file: &OrderFile) -> bool {
        self.accepted.contains(&file.player) || self.pm_ruling(file).is_some_and(|r| r.accept)
    }

    /// The event that sets this PM aside: the master rejected its player, or the PM itself.
    pub fn rejects(&self, file: &OrderFile) -> Option<usize> {
        let by_file = self.pm_ruling(file).filter(|r| !r.accept).map(|r| r.event);
        by_file.or(self.rejected.get(&file.player).copied())
    }
}

/// The master's rulings by file, against the PMs: a file no PM has is his error, and so is a
/// `reject P` that would set aside an on-time PM of P's beside a late one (the late one alone
/// is rejected by its file).
pub fn by_file(
    directives: &super::Directives,
    files: &[OrderFile],
    deadline: Option<i64>,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    for ruling in &directives.pms {
        if !files.iter().any(|f| names_file(&ruling.file, &f.path)) {
            let pms: Vec<&str> = files
                .iter()
                .map(|f| crate::core::set_aside::pm_name(&f.path))
                .collect();
            problems.push(
                Problem::new(Msg::new("err-ignore-no-pm").arg("file", &ruling.file))
                    .at(
                        &ruling.master.path,
                        &ruling.master.source,
                        ruling.span.clone(),
                    )
                    .help(Msg::new("help-ignore-no-pm").arg("files", pms.join(", "))),
            );
        }
    }
    let Some(deadline) = deadline else {
        return problems;
    };
    for (player, (span, master)) in &directives.rejected_at {
        let own = || files.iter().filter(|f| &f.player == player);
        let late = |f: &&OrderFile| f.sent.as_ref().is_some_and(|s| s.seconds > deadline);
        let on_time: Vec<&str> = own()
            .filter(|f| !late(f))
            .map(|f| crate::core::set_aside::pm_name(&f.path))
            .collect();
        let late: Vec<&str> = own()
            .filter(late)
            .map(|f| crate::core::set_aside::pm_name(&f.path))
            .collect();
        if on_time.is_empty() || late.is_empty() {
            continue;
        }
        problems.push(
            Problem::new(
                Msg::new("err-master-reject-on-time")
                    .arg("player", player)
                    .arg("files", on_time.join(", ")),
            )
            .at(&master.path, &master.source, span.clone())
            .help(Msg::new("help-master-reject-on-time").arg("files", late.join(", "))),
        );
    }
    problems
}

/// What the master's correction makes `voter`'s vote: no vote, an abstention where the day has
/// one, or a vote for a player the day's vote can take.
fn corrected_target(day: &DayVote, voter: &str, args: &mut Args) -> Result<Corrected, Problem> {
    let target = match args.peek() {
        Some(w) if NO_VOTE.contains(&fold(&w.text).as_str()) => {
            args.word();
            Corrected::Nothing
        }
        Some(w) if ABSTAIN.contains(&fold(&w.text).as_str()) => {
            args.word();
            if day.abstention {
                Corrected::Abstain
            } else {
                Corrected::Nothing
            }
        }
        _ => {
            let (t, span) = args.player("vote")?;
            if !day.candidates.contains(&t) {
                return Err(
                    args.problem(span, Msg::new("tally-void-not-candidate").arg("target", &t))
                );
            }
            if t == voter && !day.rules.allow_self_vote {
                return Err(args.problem(span, Msg::new("err-self-vote")));
            }
            Corrected::Vote(t)
        }
    };
    Ok(target)
}
