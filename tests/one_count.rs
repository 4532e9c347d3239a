//! Issue B, "one count, two sources": for any game, thread and PMs, the count `tally` posts is
//! the count `next` resolves. Random threads and PMs (seeded), on a day of every ruleset that
//! votes: the wagons `next` posts are `tally`'s, the player `tally` shows alone at the top is
//! the one `next` lynches, and a name `tally` could not read stops `next`.

use adjudicate::core::daycount::{self, Settings};
use adjudicate::core::engine::{self, Entry, NewGame};
use adjudicate::core::game::Game;
use adjudicate::core::report::Format;
use adjudicate::core::store::RawFile;
use adjudicate::core::thread::{self, Syntax};
use adjudicate::core::trace::Kind;
use adjudicate::rules;
use proptest::prelude::*;
use std::collections::BTreeSet;

const NAMES: [&str; 16] = [
    "Ana", "Bruno", "Carla", "Dani", "Elena", "Fede", "Gino", "Hugo", "Ines", "Juan", "Kiko",
    "Lola", "Mario", "Nora", "Oscar", "Paula",
];

/// A new game of `ruleset` with `players` players, resolved (no PM) up to its first day.
fn first_day(ruleset: &str, players: usize, seed: u64) -> Game {
    let roster: Vec<Entry> = NAMES[..players]
        .iter()
        .map(|n| Entry {
            name: n.to_string(),
            aliases: Vec::new(),
            role: None,
            gender: None,
        })
        .collect();
    let rules = rules::find(ruleset).expect("registered");
    let new = NewGame {
        ruleset: rules,
        roster: &roster,
        seed,
        language: None,
        options: Default::default(),
    };
    let mut game = engine::deal(&new, Vec::new()).expect("a valid deal").0;
    for _ in 0..3 {
        if rules.day_vote(&game).is_some() {
            return game;
        }
        game = engine::resolve_raw(&game, Vec::new(), Vec::new(), Format::Md)
            .unwrap_or_else(|p| panic!("{ruleset}: a night without PMs: {p:?}"))
            .after;
    }
    panic!("{ruleset}: no day after three phases");
}

/// One post or PM: who (an index into the roster, or past it a stranger), what (a player, no
/// lynch, an unvote, a name nobody has, chatter), a PM or a post, and the minutes since the
/// day began.
type Act = (usize, usize, bool, u32);

fn thread_and_pms(game: &Game, acts: &[Act]) -> (String, Vec<(String, String)>) {
    let names: Vec<&str> = game.players.iter().map(|p| p.name.as_str()).collect();
    let mut posts = String::new();
    let mut pms: Vec<(String, String)> = Vec::new();
    let mut minute = 0;
    for (n, &(who, what, pm, gap)) in acts.iter().enumerate() {
        minute += gap;
        let time = format!("2026-11-30 {:02}:{:02}", 8 + minute / 60, minute % 60);
        let target = names.get(what).copied();
        if pm {
            // A PM votes a player (the grammar refuses the rest, and tally with it).
            let (Some(voter), Some(target)) = (names.get(who % names.len()), target) else {
                continue;
            };
            if *voter == target {
                continue;
            }
            let k = pms.iter().filter(|(v, _)| v.starts_with(voter)).count();
            let file = match k {
                0 => format!("{voter}.txt"),
                k => format!("{voter}-{}.txt", k + 1),
            };
            pms.push((file, format!("sent: {time}\nvote {target}\n")));
            continue;
        }
        let author = names.get(who).copied().unwrap_or("Spectator");
        let said = match (target, what - names.len().min(what)) {
            (Some(t), _) => format!("I think it is {t}. [vote]{t}[/vote]"),
            (None, 0) => "[vote]no lynch[/vote]".to_string(),
            (None, 1) => "Changed my mind. [unvote]".to_string(),
            (None, 2) => "[vote]Zorro[/vote]".to_string(),
            (None, _) => "Just chatting, no vote today.".to_string(),
        };
        posts.push_str(&format!(
            "=== #{} | {author} | {}:00+00:00\n{said}\n\n",
            n + 1,
            time.replace(' ', "T")
        ));
    }
    if posts.is_empty() {
        posts.push_str("=== #1 | Ana | 2026-11-30T08:00:00+00:00\nGood morning.\n");
    }
    (posts, pms)
}

/// (target, weight) of each wagon on a player, as a set.
type Wagons = BTreeSet<(String, u32)>;

fn same_count(ruleset: &str, players: usize, seed: u64, acts: &[Act]) -> Result<(), TestCaseError> {
    let game = first_day(ruleset, players, seed);
    let rules = rules::find(ruleset).unwrap();
    let (text, pms) = thread_and_pms(&game, acts);
    let raw = || -> Vec<RawFile> {
        pms.iter()
            .map(|(f, text)| RawFile::from_text(f, text))
            .collect()
    };
    let parsed = thread::parse("thread.txt", &text).expect("a well-formed thread");
    let settings = Settings {
        syntax: Syntax::VoteTag,
        ..Settings::of(&game)
    };
    let counted = daycount::count(rules, &game, raw(), Some(&parsed), &settings);
    let (prepared, problems) = engine::prepare_day(&game, raw(), Some(&parsed), &settings);
    let (count, unread) = match counted {
        Ok(c) => c,
        Err(refused) => {
            // What tally refuses (a PM's problem), next refuses too.
            prop_assert!(prepared.is_none() || !problems.is_empty(), "{refused:?}");
            return Ok(());
        }
    };
    let prepared = prepared.expect("tally counted it");
    let resolved = engine::resolve_prepared(&game, prepared, Vec::new(), Format::Md);
    if !unread.is_empty() {
        prop_assert!(
            resolved.is_err(),
            "a name tally could not read was guessed by next"
        );
        return Ok(());
    }
    let output = resolved.map_err(|p| TestCaseError::fail(format!("next refused: {p:?}")))?;
    let from_tally: Wagons = count
        .wagons
        .iter()
        .filter_map(|w| Some((w.target.clone()?, w.weight)))
        .collect();
    let from_next: Wagons = output
        .trace
        .events
        .iter()
        .filter(|e| e.kind == Kind::Vote && e.text.args.contains_key("count"))
        .map(|e| {
            let target = e.text.args.get("player").or(e.text.args.get("target"));
            (
                target.cloned().unwrap_or_default(),
                e.text.args["count"].parse().unwrap(),
            )
        })
        .collect();
    prop_assert_eq!(&from_tally, &from_next, "{}\n{}", text, count.json());
    if let [leader] = count.leaders.as_slice() {
        prop_assert!(
            !output.after.is_alive(leader),
            "tally shows {} alone at the top, next did not lynch them\n{}",
            leader,
            text
        );
    }
    for leader in &count.leaders {
        prop_assert!(!output.after.is_alive(leader), "{leader} should have died");
    }
    Ok(())
}

fn acts() -> impl Strategy<Value = Vec<Act>> {
    prop::collection::vec(
        (0usize..18, 0usize..20, prop::bool::weighted(0.3), 0u32..40),
        0..40,
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, rng_seed: proptest::test_runner::RngSeed::Fixed(10), ..ProptestConfig::default() })]

    #[test]
    fn lupus_tally_posts_the_count_next_resolves(acts in acts(), seed in 0u64..4) {
        adjudicate::rules::install();
        same_count("lupus", 9, seed, &acts)?;
    }

    #[test]
    fn chechino_tally_posts_the_count_next_resolves(acts in acts(), seed in 0u64..4) {
        adjudicate::rules::install();
        same_count("chechino", 16, seed, &acts)?;
    }

    #[test]
    fn one_night_tally_posts_the_count_next_resolves(acts in acts(), seed in 0u64..4) {
        adjudicate::rules::install();
        same_count("one-night", 6, seed, &acts)?;
    }
}
