//! The master's orders on the players' PMs: `accept`, `reject` a late PM, `correct` a vote.

use super::{ABSTAIN, Applying, Corrected, NO_VOTE, RULE, Verb, reason};
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::core::names::fold;
use crate::core::tally::DayVote;
use crate::core::trace::Kind;

impl Applying<'_> {
    /// `accept P [reason]`: P's late PM counts; `reject P [reason]`: it is set aside.
    pub(super) fn accept_or_reject(&mut self, verb: Verb, args: &mut Args) -> Result<(), Problem> {
        let (p, span) = args.player("accept")?;
        // "accept Ana" and "reject Ana" in one file: the master must choose.
        if self.directives.accepted.contains(&p) || self.directives.rejected.contains_key(&p) {
            return Err(args
                .problem(span, Msg::new("err-master-twice").arg("player", &p))
                .help(Msg::new("help-master-twice")));
        }
        let why = reason(args);
        let key = if verb == Verb::Accept {
            "master-accept"
        } else {
            "master-reject"
        };
        let id = self
            .trace
            .add(
                Kind::Ruling,
                RULE,
                Msg::new(key).arg("player", &p).arg("reason", &why),
            )
            .target(&p)
            .to(&[&p])
            .id();
        if verb == Verb::Accept {
            self.directives.accepted.insert(p);
        } else {
            self.directives.rejected.insert(p, id);
        }
        Ok(())
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
