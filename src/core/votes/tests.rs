use super::Discard::*;
use super::*;

/// "Ana:2 Bea": voters and weights (1 when not given).
pub(super) fn roll(text: &str) -> Vec<(PlayerName, u32)> {
    let entry = |e: &str| match e.split_once(':') {
        Some((name, w)) => (name.into(), w.parse().unwrap()),
        None => (e.into(), 1),
    };
    text.split_whitespace().map(entry).collect()
}

/// "Ana>Bob@5" votes Bob at minute 5, "Ana>-" abstains, "Ana>!" unvotes, "Ana>Bob#why"
/// is void; `seq` is the position in the text.
pub(super) fn ballots(text: &str) -> Vec<Ballot> {
    let ballot = |(seq, token): (usize, &str)| {
        let field = |mark| token.split_once(mark)?.1.split(['@', '#']).next();
        let choice = match field('>').unwrap() {
            "-" => Choice::Abstain,
            "!" => Choice::Unvote,
            name => Choice::Player(name.into()),
        };
        let (at, void) = (
            field('@').map(|a| a.parse().unwrap()),
            field('#').map(String::from),
        );
        let voter = token.split('>').next().unwrap().into();
        Ballot {
            voter,
            choice,
            at,
            seq,
            void,
        }
    };
    text.split_whitespace().enumerate().map(ballot).collect()
}

fn tally(voters: &str, text: &str, rules: VoteRules) -> Tally {
    Tally::count(&roll(voters), &ballots(text), &rules)
}

fn plain(voters: &str, text: &str) -> Tally {
    tally(voters, text, VoteRules::default())
}

fn rules(edit: fn(&mut VoteRules)) -> VoteRules {
    let mut rules = VoteRules::default();
    edit(&mut rules);
    rules
}

fn names(text: &str) -> Vec<PlayerName> {
    text.split_whitespace().map(String::from).collect()
}

/// The weights on the named players.
fn weights(t: &Tally, targets: &str) -> Vec<u32> {
    targets.split_whitespace().map(|p| t.weight_of(p)).collect()
}

/// (seq, reason) of every discarded ballot, as listed ([`Tally::discarded`]).
fn reasons(t: &Tally) -> Vec<(usize, Discard)> {
    let pairs = t.discarded().iter();
    pairs.map(|(b, d)| (b.seq, d.clone())).collect()
}

fn no(reason: NoLynchReason) -> Verdict {
    Verdict::NoLynch { reason }
}

#[test]
fn weights_add_up_and_wagons_sort_by_weight_then_first_reached() {
    // Chechino: living 2, dead 1, captain 3.
    let voters = "Ana:2 Bea:1 Cap:3 Dan:2";
    let t = plain(voters, "Ana>Zed@1 Bea>Zed@2 Cap>Yan@3");
    assert_eq!(weights(&t, "Zed Yan Bob"), [3, 3, 0]);
    assert_eq!(t.wagons()[0].voters, roll("Ana:2 Bea:1"));
    assert_eq!(t.leaders(), names("Zed Yan"));
    let t = plain(voters, "Ana>Zed@1 Bea>Zed@2 Cap>Yan@3 Dan>Yan@4");
    assert_eq!((t.leaders(), t.weight_of("Yan")), (names("Yan"), 5));
    // Yan's wagon started first, but Zed's reached 2 first.
    let t = plain("Ana Bea Cid Dan", "Ana>Yan Bea>Zed Cid>Zed Dan>Yan");
    assert_eq!(t.leaders(), names("Zed Yan"));
    let listed_twice = plain("Ana:2 Ana:5", "Ana>Bob");
    assert_eq!(listed_twice.weight_of("Bob"), 2, "the first weight stands");
}

#[test]
fn self_votes_and_strangers_do_not_count() {
    let t = plain("Ana Bea", "Ana>Ana Eve>Bea");
    assert_eq!(weights(&t, "Ana Bea"), [0, 0]);
    assert_eq!(reasons(&t), [(0, SelfVote), (1, NotEligible)]);
    let t = tally("Ana", "Ana>Ana", rules(|r| r.allow_self_vote = true));
    assert_eq!(t.weight_of("Ana"), 1);
}

#[test]
fn ballots_at_or_after_the_freeze_do_not_count() {
    let text = "Ana>Bea@59 Ana>Cid@60 Bea>Ana@61 Bea>Cid";
    let t = tally("Ana:2 Bea:2", text, rules(|r| r.frozen_at = Some(60)));
    // The untimed ballot cannot be shown to be late.
    assert_eq!(weights(&t, "Bea Ana Cid"), [2, 0, 2]);
    assert_eq!(reasons(&t), [(1, Frozen), (2, Frozen)]);
}

#[test]
fn the_last_vote_replaces_earlier_ones_by_time_then_arrival() {
    let mut list = ballots("Ana>Xia@10 Ana>Yan@5 Bea>Yan@7 Bea>Xia@7 Bea>Zoe");
    (list[2].seq, list[3].seq) = (3, 2); // same minute: Bea's Xia arrived first
    let t = Tally::count(&roll("Ana Bea"), &list, &VoteRules::default());
    assert_eq!(weights(&t, "Xia Yan Zoe"), [1, 0, 1]);
    // Listed as the public may know them: Ana's, then Bea's in the order they were replaced.
    assert_eq!(reasons(&t), [(1, Replaced), (2, Replaced), (3, Replaced)]);
    let counted: Vec<usize> = t.counted().iter().map(|b| b.seq).collect();
    assert_eq!(counted, [0, 4]);
}

#[test]
fn a_repeated_vote_keeps_its_first_place() {
    let t = plain("Ana Bea", "Ana>Xia Bea>Xia Ana>Xia");
    assert_eq!(t.wagons()[0].voters, roll("Ana Bea"));
    assert_eq!(reasons(&t), [(2, Repeated)]);
}

#[test]
fn unvote_first_ignores_new_votes_until_an_unvote() {
    let text = "Ana>Xia Ana>Yan Ana>! Ana>Zoe Bea>!";
    let unvote_first = rules(|r| r.replace_policy = Replace::UnvoteFirst);
    let t = tally("Ana Bea", text, unvote_first);
    assert_eq!(weights(&t, "Xia Yan Zoe"), [0, 0, 1]);
    let expected = [
        (1, IgnoredUntilUnvote),
        (0, Withdrawn),
        (4, NothingToUnvote),
    ];
    assert_eq!(reasons(&t), expected);
    // Under LastCounts, the second vote moves Ana.
    assert_eq!(weights(&plain("Ana", "Ana>Xia Ana>Yan"), "Xia Yan"), [0, 1]);
}

#[test]
fn first_stands_refuses_a_second_vote_and_an_unvote_but_not_a_vote_after_a_void_one() {
    // "Una vez emitido un voto, no se puede cambiar."
    let text = "Ana>Xia Ana>Yan Ana>! Bea>! Bea>Lup#void Bea>Yan Cid>- Cid>Xia";
    let first = rules(|r| r.replace_policy = Replace::FirstStands);
    let t = tally("Ana Bea Cid", text, first);
    assert_eq!(weights(&t, "Xia Yan"), [1, 1]);
    let expected = [
        (1, Final),
        (2, Final),
        (3, Final),
        (4, Void("void".into())),
        (7, Final),
    ];
    assert_eq!(reasons(&t), expected);
    assert!(t.not_voting().is_empty(), "Cid's abstention stands");
}

#[test]
fn void_ballots_are_listed_and_replace_but_do_not_count() {
    let t = plain("Cuo Bea", "Cuo>Bea Cuo>Lup#cuoredoro");
    assert_eq!(weights(&t, "Bea Lup"), [0, 0]);
    assert_eq!(reasons(&t), [(0, Replaced), (1, Void("cuoredoro".into()))]);
    assert_eq!(t.not_voting(), names("Cuo Bea"));
    assert_eq!(t.decide(Decision::RandomOnTie), no(NoLynchReason::NoVotes));
}

#[test]
fn ties_under_each_decision() {
    let t = plain("Ana Bea Cid", "Ana>Bea Bea>Ana");
    let tied = names("Bea Ana");
    let captain = |c: &str| Decision::TieBreaker {
        chosen: Some(c.into()),
    };
    let all_die = Decision::AllTiedDie { min_weight: 1 };
    assert_eq!(t.decide(all_die), Verdict::Lynch(tied.clone()));
    assert_eq!(t.decide(captain("Ana")), Verdict::Lynch(names("Ana")));
    let chosen = Some("Cid".into());
    let unbroken = NoLynchReason::TieNotBroken {
        tied: tied.clone(),
        chosen,
    };
    assert_eq!(t.decide(captain("Cid")), no(unbroken));
    let tie = NoLynchReason::Tie(tied.clone());
    assert_eq!(t.decide(Decision::NoLynchOnTie), no(tie));
    assert_eq!(t.decide(Decision::RandomOnTie), Verdict::Tie(tied));
    let t = plain("Ana Bea Cid", "Ana>Bea Bea>Ana Cid>Ana");
    let ana = Verdict::Lynch(names("Ana"));
    assert_eq!(t.decide(Decision::NoLynchOnTie), ana);
    assert_eq!(t.decide(Decision::TieBreaker { chosen: None }), ana);
}

#[test]
fn one_night_nobody_dies_without_a_second_vote() {
    let one_night = || Decision::AllTiedDie { min_weight: 2 };
    let t = plain("Ana Bea Cid Dan", "Ana>Bea Bea>Cid Cid>Ana");
    assert_eq!(t.leaders().len(), 3);
    let below = NoLynchReason::BelowMinimum { top: 1, min: 2 };
    assert_eq!(t.decide(one_night()), no(below));
    let t = plain("Ana Bea Cid Dan", "Ana>Bea Bea>Ana Cid>Bea Dan>Ana");
    assert_eq!(t.decide(one_night()), Verdict::Lynch(names("Bea Ana")));
}

#[test]
fn abstention_is_a_vote_and_may_be_a_no_lynch_wagon() {
    let t = plain("Ana Bea Cid", "Ana>- Bea>- Cid>Ana");
    assert_eq!(t.wagons().len(), 1);
    assert!(t.not_voting().is_empty(), "abstaining is voting");
    assert_eq!(
        t.decide(Decision::NoLynchOnTie),
        Verdict::Lynch(names("Ana"))
    );
    let wagon = || rules(|r| r.abstention_is_candidate = true);
    let t = tally("Ana Bea Cid", "Ana>- Bea>- Cid>Ana", wagon());
    assert_eq!(t.wagons()[0].target, Choice::Abstain);
    assert_eq!(t.weight_for(&Choice::Abstain), 2);
    assert_eq!(t.leaders(), names("Ana"));
    // Level with the leader is enough to prevent the lynch.
    let t = tally("Ana Bea Cid", "Ana>- Cid>Ana", wagon());
    let leads = no(NoLynchReason::AbstentionLeads);
    assert_eq!(t.decide(Decision::RandomOnTie), leads);
}

#[test]
fn not_voting_keeps_the_eligible_order() {
    let t = plain("Zoe Ana Max Bea", "Max>Ana Bea>Max Bea>!");
    assert_eq!(t.not_voting(), names("Zoe Ana Bea"));
}

#[test]
fn majority_helper_counts_what_is_missing() {
    assert_eq!(votes_to_majority(9, 0), 5);
    assert_eq!(votes_to_majority(9, 3), 2);
    assert_eq!(votes_to_majority(10, 3), 3);
    assert_eq!(votes_to_majority(10, 7), 0);
}

/// The ballots of `text` as posted in the thread ([`Ballot::posted`]).
fn posted(text: &str) -> Vec<Ballot> {
    let mut list = ballots(text);
    for b in &mut list {
        b.seq += THREAD_SEQ;
    }
    list
}

#[test]
fn votes_by_pm_are_shown_in_roster_order_whenever_they_were_sent() {
    // A PM's `sent:` is the master's: the wagon's voters and which of two equal wagons comes
    // first must read the same whichever PM came first (one-night ruling 29).
    let voters = "Ana Bea Cid Dan Eva";
    let early = plain(voters, "Cid>Yan@1 Ana>Zed@2 Dan>Yan@3 Bea>Zed@4 Eva>-@5");
    let late = plain(voters, "Ana>Zed@9 Cid>Yan@1 Bea>Zed@4 Dan>Yan@3 Eva>-@0");
    for t in [&early, &late] {
        let shown: Vec<(Choice, Vec<(PlayerName, u32)>)> = t
            .wagons()
            .into_iter()
            .map(|w| (w.target, w.voters))
            .collect();
        assert_eq!(
            shown,
            [
                (Choice::Player("Zed".into()), roll("Ana Bea")),
                (Choice::Player("Yan".into()), roll("Cid Dan")),
            ]
        );
        assert_eq!(t.leaders(), names("Zed Yan"));
    }
    // The count itself is made in the order they were sent: what decided stays the master's.
    assert_eq!(
        early
            .last_vote_for(&Choice::Player("Zed".into()))
            .unwrap()
            .voter,
        "Bea"
    );
    assert_eq!(
        late.last_vote_for(&Choice::Player("Zed".into()))
            .unwrap()
            .voter,
        "Ana"
    );
}

#[test]
fn posted_votes_keep_the_threads_order_after_the_votes_by_pm() {
    let voters = "Ana Bea Cid Dan";
    // Dan and Bea posted (Dan first); Cid and Ana voted by PM, Cid's sent before every post.
    let mut list = posted("Dan>Zed@2 Bea>Zed@3");
    list.extend(ballots("Cid>Zed@1 Ana>Yan@4"));
    let t = Tally::count(&roll(voters), &list, &VoteRules::default());
    assert_eq!(t.wagons()[0].voters, roll("Cid Dan Bea"));
    // Posted only: the thread's order, and the wagon that reached its weight first leads.
    let t = Tally::count(
        &roll(voters),
        &posted("Ana>Yan@1 Bea>Zed@2 Cid>Zed@3 Dan>Yan@4"),
        &VoteRules::default(),
    );
    assert_eq!(t.leaders(), names("Zed Yan"));
    assert_eq!(t.wagons()[1].voters, roll("Ana Dan"));
}

#[test]
fn a_later_pm_still_replaces_the_vote_before_it_and_the_discards_follow_no_pms_hour() {
    let voters = "Ana Bea Cid";
    let t = plain(voters, "Cid>Zed@1 Bea>Yan@0 Cid>Yan@2 Ana>Cid@2 Bea>Bea@3");
    assert_eq!(weights(&t, "Yan Zed"), [2, 0]);
    // Cid's vote replaced at 2, Bea's self-vote sent at 3: Bea before Cid, by the roster,
    // whatever their hours.
    let listed: Vec<(&str, &Discard)> = t
        .discarded()
        .iter()
        .map(|(b, d)| (b.voter.as_str(), d))
        .collect();
    assert_eq!(listed, [("Bea", &SelfVote), ("Cid", &Replaced)]);
}
