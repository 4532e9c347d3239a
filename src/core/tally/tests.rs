//! The count's L-X, discards, rendering and JSON.

use super::*;
use crate::core::msg::Catalog;
use crate::core::msg::Lang;
use crate::core::names::NameMiss;
use std::collections::BTreeMap;

fn day(voters: &str, majority: Majority) -> DayVote {
    let voters: Vec<(String, u32)> = voters
        .split_whitespace()
        .map(|e| match e.split_once(':') {
            Some((n, w)) => (n.to_string(), w.parse().unwrap()),
            None => (e.to_string(), 1),
        })
        .collect();
    DayVote {
        candidates: voters.iter().map(|(n, _)| n.clone()).collect(),
        voters,
        rules: VoteRules::default(),
        majority,
        abstention: false,
        majority_line: None,
    }
}

/// "Ana>Bea Cid>-" (`-` abstain, `!` unvote), in order, given by PM.
fn ballots(text: &str) -> Vec<Ballot> {
    text.split_whitespace()
        .enumerate()
        .map(|(seq, t)| {
            let (voter, what) = t.split_once('>').unwrap();
            Ballot {
                voter: voter.into(),
                choice: match what {
                    "-" => Choice::Abstain,
                    "!" => Choice::Unvote,
                    p => Choice::Player(p.into()),
                },
                at: None,
                seq,
                void: None,
            }
        })
        .collect()
}

fn count(day: &DayVote, text: &str) -> Count {
    let origins = (0..20).map(|i| (i, Origin::post(100 + i as u64))).collect();
    Count::new("x", "day", Source::Thread, day, &ballots(text), &origins)
}

/// The count of `text` posted in the thread, post #100 onwards.
fn posted_count(day: &DayVote, text: &str) -> Count {
    let thread = crate::core::votes::THREAD_SEQ;
    let origins = (0..20)
        .map(|i| (thread + i, Origin::post(100 + i as u64)))
        .collect();
    let mut posted = ballots(text);
    for b in &mut posted {
        b.seq += thread;
    }
    Count::new("x", "day", Source::Thread, day, &posted, &origins)
}

/// (target, weight, L-X) of each wagon.
fn lines(c: &Count) -> Vec<(String, u32, Option<u32>)> {
    c.wagons
        .iter()
        .map(|w| (w.target.clone().unwrap_or("-".into()), w.weight, w.l_minus))
        .collect()
}

fn w(t: &str, weight: u32, l: Option<u32>) -> (String, u32, Option<u32>) {
    (t.to_string(), weight, l)
}

const ONE_NIGHT: Majority = Majority::Plurality {
    min_weight: 2,
    ties_die: true,
};

#[test]
fn strict_majority_counts_half_the_total_weight_plus_one() {
    let d = day("Ana Bea Cid Dan Eva", Majority::Strict);
    let c = count(&d, "Ana>Bea Cid>Bea Dan>Eva");
    assert_eq!(lines(&c), [w("Bea", 2, Some(1)), w("Eva", 1, Some(2))]);
    assert_eq!(c.not_voting, ["Bea", "Eva"]);
    assert!(c.leaders.is_empty());
    // Weights: Chechino's captain 3, living 2, dead 1 — total 8, majority 5.
    let d = day("Cap:3 Ana:2 Bea:2 Dan:1", Majority::Strict);
    let c = count(&d, "Cap>Bea Dan>Bea");
    assert_eq!((c.total_weight, c.weighted), (8, true));
    assert_eq!(lines(&c), [w("Bea", 4, Some(1))]);
    assert_eq!(c.wagons[0].voters[0].weight, 3);
}

#[test]
fn plurality_counts_what_it_takes_to_reach_or_lead_the_top() {
    let d = day("Ana Bea Cid Dan Eva", ONE_NIGHT);
    let c = count(&d, "Ana>Bea Cid>Bea Dan>Eva Eva>Dan Bea>Cid");
    // The wagons of one vote by their voters' places in the roster (votes by PM).
    assert_eq!(
        lines(&c),
        [
            w("Bea", 2, Some(0)),
            w("Cid", 1, Some(1)),
            w("Eva", 1, Some(1)),
            w("Dan", 1, Some(1))
        ]
    );
    assert_eq!(c.leaders, ["Bea"]);
    // Nobody above one vote: nobody would die, everyone needs one more.
    let c = count(&d, "Ana>Bea Bea>Cid");
    assert_eq!(lines(&c), [w("Bea", 1, Some(1)), w("Cid", 1, Some(1))]);
    assert!(c.leaders.is_empty());
    // A tie at two: both die under One Night; leading alone takes one more.
    let c = count(&d, "Ana>Bea Cid>Bea Bea>Dan Eva>Dan");
    assert_eq!(c.leaders, ["Bea", "Dan"]);
    let alone = Majority::Plurality {
        min_weight: 1,
        ties_die: false,
    };
    let c = count(
        &day("Ana Bea Cid Dan Eva", alone),
        "Ana>Bea Cid>Bea Bea>Dan Eva>Dan",
    );
    assert_eq!(lines(&c), [w("Bea", 2, Some(1)), w("Dan", 2, Some(1))]);
    assert!(c.leaders.is_empty());
}

#[test]
fn non_candidates_and_forbidden_abstentions_are_void_with_a_reason() {
    let mut d = day("Ana Bea Cid", ONE_NIGHT);
    d.candidates.retain(|c| c != "Cid");
    let c = count(&d, "Ana>Cid Bea>- Cid>Ana");
    assert_eq!(lines(&c), [w("Ana", 1, Some(1))]);
    let reasons: Vec<(&str, Reason, Option<&str>, Option<u64>)> = c
        .discarded
        .iter()
        .map(|x| {
            (
                x.voter.as_str(),
                x.reason,
                x.detail.as_deref(),
                x.origin.post,
            )
        })
        .collect();
    assert_eq!(
        reasons,
        [
            ("Ana", Reason::Void, Some(VOID_NOT_CANDIDATE), Some(100)),
            ("Bea", Reason::Void, Some(VOID_NO_ABSTENTION), Some(101)),
        ]
    );
    // Allowed, an abstention is a vote, not a wagon unless the rules make it one.
    d.abstention = true;
    d.rules.abstention_is_candidate = true;
    let c = count(&d, "Ana>- Bea>- Cid>Ana");
    assert_eq!(lines(&c), [w("-", 2, None), w("Ana", 1, Some(2))]);
    assert!(c.not_voting.is_empty());
}

#[test]
fn every_discard_reason_is_listed_with_its_origin() {
    let mut d = day("Ana Bea Cid", ONE_NIGHT);
    d.rules.replace_policy = crate::core::votes::Replace::UnvoteFirst;
    let c = count(
        &d,
        "Ana>Ana Bea>Cid Bea>Ana Bea>! Cid>! Cid>Ana Cid>Ana Eve>Ana",
    );
    let reasons: Vec<(Reason, Option<u64>)> = c
        .discarded
        .iter()
        .map(|x| (x.reason, x.origin.post))
        .collect();
    assert_eq!(
        reasons,
        [
            (Reason::SelfVote, Some(100)),
            (Reason::IgnoredUntilUnvote, Some(102)),
            (Reason::Withdrawn, Some(101)),
            (Reason::NothingToUnvote, Some(104)),
            (Reason::Repeated, Some(106)),
            (Reason::NotEligible, Some(107)),
        ]
    );
    assert_eq!(c.wagons[0].voters[0].origin.post, Some(105));
}

#[test]
fn pms_are_ordered_by_sending_time_then_roster() {
    use crate::core::game::{FORMAT, Player};
    let players = ["Zoe", "Ana", "Max"];
    let game = Game {
        format: FORMAT,
        ruleset: "x".into(),
        language: Lang::En,
        seed: 1,
        phase: "day".into(),
        options: BTreeMap::new(),
        players: players
            .iter()
            .map(|n| Player {
                name: n.to_string(),
                aliases: vec![],
                alive: true,
                gender: None,
            })
            .collect(),
        game_over: false,
        winners: vec![],
        deadline: None,
        next_deadline: None,
        timezone: None,
        forum: None,
        pause: None,
        left: Default::default(),
        master_file: None,
        thread: None,
        syntax: None,
        thread_votes: Vec::new(),
        placed_corrections: Default::default(),
        state_cache: Default::default(),
        masters: Vec::new(),
        state: serde_yaml::Value::Null,
    };
    let pm = |player: &str, text: &str| {
        OrderFile::from_text(player, &format!("orders/{player}.txt"), text)
    };
    let files = [
        pm("Ana", "vote Zoe\n"),
        pm("Max", "sent: 2026-11-29 21:30:30\nvote Ana\n"),
        pm("Zoe", "vote Max\n"),
    ];
    let ballots = pm_ballots(&game, &files, |f| {
        vec![Choice::Player(f.lines[0].words[1].text.clone())]
    });
    let order: Vec<(&str, Option<i64>, usize)> = ballots
        .iter()
        .map(|b| (b.voter.as_str(), b.at, b.seq))
        .collect();
    let second = crate::core::orders::parse_time("2026-11-29 21:30:30").unwrap();
    assert_eq!(
        order,
        [("Max", Some(second), 0), ("Zoe", None, 1), ("Ana", None, 2)]
    );
}

fn sample() -> Count {
    let mut d = day("Ana Bea Cid Dan", ONE_NIGHT);
    d.candidates.retain(|c| c != "Dan");
    let mut c = posted_count(&d, "Ana>Bea Bea>Ana Bea>Cid Cid>Bea Dan>Zed");
    c.late(
        "Ana",
        Vote::Unread {
            written: "[b]Zed*".into(),
        },
        Origin::post(130),
    );
    c.ignored.push(IgnoredPosts {
        author: "Narrador".into(),
        reason: crate::core::thread::IgnoredWhy::NotPlaying,
        posts: vec![3, 9],
        by: None,
    });
    c.unread.push(UnreadName::new(
        120,
        "Cid",
        "Bia",
        &NameMiss::Unknown {
            suggestions: vec!["Bea".into()],
        },
    ));
    c.unread.push(UnreadName::new(
        121,
        "Ana",
        "Ca",
        &NameMiss::Ambiguous {
            candidates: vec!["Carla".into(), "Camilo".into()],
        },
    ));
    c.updated = Updated {
        post: Some(125),
        time: Some("2026-11-29 21:00".into()),
    };
    c
}

#[test]
fn renders_in_three_markups_and_the_games_language() {
    let c = sample();
    let en = Catalog::new(Lang::En);
    let md = c.render(&en, Markup::Markdown, "Day");
    let expected_md = "**Vote count: Day**

- **Bea** (2, L-0): Ana, Cid
- **Cid** (1, L-1): Bea

_At the deadline the most voted players die (all of them on a tie), if they have at least 2 votes. L-0: would die now._

Not voting (1): Dan

**Votes that do not count**
- Dan → Zed (#104): Zed cannot be voted
- Ana → \"\\[b\\]Zed\\*\" (#130): after the deadline

**Votes in posts by people who cannot vote**
- Narrador (#3, #9): not playing

**Names that could not be read (not counted)**
- Cid, post #120: \"Bia\": did you mean Bea?
- Ana, post #121: \"Ca\" could be Carla, Camilo

_Updated to post #125 (2026-11-29 21:00)._
";
    assert_eq!(md, expected_md);
    // The replaced votes only in the vote history, on demand.
    let options = Options {
        markup: Markup::Markdown,
        history: true,
    };
    let with_history = c.render_with(&en, &options, "Day");
    assert!(
        with_history.contains(
            "**Vote history**\n- Bea → Ana (#101): replaced by a later vote\n\n**Votes in posts"
        ),
        "{with_history}"
    );
    let bb = c.render(&en, Markup::Bbcode, "Day");
    assert!(
        bb.starts_with("[b]Vote count: Day[/b]\n\n[b]Bea[/b] (2, L-0): Ana, Cid\n"),
        "{bb}"
    );
    assert!(bb.contains("- Ana → \"(b)Zed\" (#130)"), "{bb}");
    assert!(
        bb.contains("[i]Updated to post #125 (2026-11-29 21:00).[/i]"),
        "{bb}"
    );
    let plain = c.render(&en, Markup::Plain, "Day");
    assert!(
        plain.starts_with("Vote count: Day\n\nBea (2, L-0): Ana, Cid\n"),
        "{plain}"
    );
    assert!(!plain.contains('*'), "{plain}");
    assert!(plain.contains("- Ana → \"[b]Zed\" (#130)"), "{plain}");
    let es = c.render(&Catalog::new(Lang::Es), Markup::Plain, "Día");
    assert!(es.starts_with("Recuento de votos: Día\n"), "{es}");
    let it = c.render(&Catalog::new(Lang::It), Markup::Plain, "Giorno");
    assert!(it.starts_with("Conta dei voti: Giorno\n"), "{it}");
}

#[test]
fn a_phase_without_a_vote_is_named_by_its_title_in_the_games_language() {
    // `tally` on a lupus night printed the raw id `lupus-phase-notte`.
    let night = no_vote(&Msg::new("lupus-phase-notte").arg("n", 1));
    let it = Catalog::for_ruleset(Lang::It, "lupus").text(&night.msg);
    assert_eq!(
        it,
        "Notte 1 non è una fase di votazione: non ci sono voti da contare"
    );
    let night = no_vote(&Msg::new("chechino-phase-noche").arg("n", 2));
    let es = Catalog::for_ruleset(Lang::Es, "chechino").text(&night.msg);
    assert!(es.starts_with("Noche 2 no es una fase de votación"), "{es}");
    let over = no_vote(&Msg::new("phase-over"));
    let en = Catalog::new(Lang::En).text(&over.msg);
    assert!(en.starts_with("Game over is not a voting phase"), "{en}");
}

#[test]
fn json_has_stable_keys() {
    let text = sample().json();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let keys = [
        "ruleset",
        "phase",
        "source",
        "majority",
        "total_weight",
        "weighted",
        "wagons",
        "not_voting",
        "abstaining",
        "leaders",
        "hammer",
        "discarded",
        "ignored",
        "unread",
        "updated",
    ];
    let at: Vec<usize> = keys
        .iter()
        .map(|k| text.find(&format!("\n  \"{k}\": ")).expect(k))
        .collect();
    assert!(
        at.windows(2).all(|p| p[0] < p[1]),
        "keys out of order:\n{text}"
    );
    assert_eq!(json.as_object().unwrap().len(), keys.len());
    assert_eq!(json["source"], "thread");
    assert_eq!(
        json["majority"],
        serde_json::json!({"rule": "plurality", "min_weight": 2, "ties_die": true})
    );
    assert_eq!(
        json["wagons"][0],
        serde_json::json!({"target": "Bea", "weight": 2, "l_minus": 0, "voters": [
            {"name": "Ana", "weight": 1, "post": 100, "file": null},
            {"name": "Cid", "weight": 1, "post": 103, "file": null}]})
    );
    assert_eq!(
        json["discarded"][1],
        serde_json::json!({"voter": "Dan", "vote": {"kind": "player", "target": "Zed"},
            "reason": "void", "detail": "tally-void-not-candidate", "post": 104, "file": null})
    );
    assert_eq!(json["ignored"][0]["reason"], "not-playing");
    assert_eq!(json["unread"][0]["reason"], "unknown");
    assert_eq!(json["unread"][1]["reason"], "ambiguous");
    assert_eq!(
        json["unread"][1]["names"],
        serde_json::json!(["Carla", "Camilo"])
    );
}
