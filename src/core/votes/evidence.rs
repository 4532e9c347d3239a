//! The evidence behind a day's count, for `--explain`: each wagon with its votes in the order
//! they were cast and the time each was sent or posted, so a master can show why the decisive
//! vote was decisive. Master-only events: no report shows them.

use super::{Choice, Tally};
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};

/// Adds one master-only event per wagon of `tally` (abstentions too, when they stand): the
/// wagon, its weight, and its votes as `Ana (29/11 21:03), Bruno (29/11 22:10)`, in the order
/// they were cast; a vote without a time (no `sent:` line) is named alone.
pub fn record(trace: &mut Trace, rule: &str, tally: &Tally, zone: &jiff::tz::TimeZone) {
    for wagon in tally.wagons() {
        let votes: Vec<String> = tally
            .counted()
            .iter()
            .filter(|b| b.choice == wagon.target)
            .map(|b| match b.at.and_then(|s| minute(s, zone)) {
                Some(time) => format!("{} ({time})", b.voter),
                None => b.voter.clone(),
            })
            .collect();
        let target = match &wagon.target {
            Choice::Player(p) => p.clone(),
            _ => String::new(),
        };
        let key = if target.is_empty() {
            "explain-abstentions"
        } else {
            "explain-wagon"
        };
        let event = trace.add(
            Kind::Info,
            rule,
            Msg::new(key)
                .arg("target", &target)
                .arg("weight", wagon.weight)
                .arg("votes", votes.join(", ")),
        );
        if !target.is_empty() {
            event.target(&target);
        }
    }
}

/// A send time in seconds since the epoch, as `29/11 21:03` in the game's time zone.
fn minute(seconds: i64, zone: &jiff::tz::TimeZone) -> Option<String> {
    let at = jiff::Timestamp::from_second(seconds).ok()?;
    Some(
        at.to_zoned(zone.clone())
            .strftime("%d/%m %H:%M")
            .to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::votes::{Ballot, VoteRules};

    fn ballot(voter: &str, target: &str, at: Option<i64>, seq: usize) -> Ballot {
        Ballot {
            voter: voter.into(),
            choice: Choice::Player(target.into()),
            at,
            seq,
            void: None,
        }
    }

    #[test]
    fn each_wagon_lists_its_votes_in_casting_order_with_their_times() {
        let eligible: Vec<(String, u32)> = ["Ana", "Bruno", "Carla"]
            .iter()
            .map(|n| (n.to_string(), 1))
            .collect();
        // 2025-11-29 21:03 and 22:10 UTC; Carla's PM had no time.
        let t1 = 1_764_450_180;
        let t2 = t1 + 67 * 60;
        let ballots = vec![
            ballot("Bruno", "Carla", Some(t2), 1),
            ballot("Ana", "Carla", Some(t1), 0),
            ballot("Carla", "Ana", None, 2),
        ];
        let tally = Tally::count(&eligible, &ballots, &VoteRules::default());
        let mut trace = Trace::default();
        record(
            &mut trace,
            "rule-lupus-rogo",
            &tally,
            &jiff::tz::TimeZone::UTC,
        );
        let texts: Vec<&Msg> = trace.events.iter().map(|e| &e.text).collect();
        assert_eq!(texts.len(), 2);
        assert_eq!(texts[0].args["target"], "Carla");
        assert_eq!(
            texts[0].args["votes"],
            "Ana (29/11 21:03), Bruno (29/11 22:10)"
        );
        assert_eq!(texts[1].args["votes"], "Carla");
        // Master only: no report shows the evidence.
        assert_eq!(trace.public().count(), 0);
        assert_eq!(trace.for_player("Ana").count(), 0);
    }
}
