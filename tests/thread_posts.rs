//! Real-looking threads of three forum families (`fixtures/threads/*-day*.txt`), each read as
//! `tally` reads it and compared with the count a human moderator would post at the end of the
//! day, stored next to it (`<name>.expected.yml`): who votes whom, who abstains, who does not
//! vote, the votes that name nobody, how each name was read, whose posts do not count.

use adjudicate::core::names::NameIndex;
use adjudicate::core::thread::{self, Options, Syntax, ThreadVotes};
use adjudicate::core::votes::Choice;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

#[derive(Deserialize)]
struct Player {
    name: String,
    #[serde(default)]
    aliases: Vec<String>,
    #[serde(default = "alive")]
    alive: bool,
}

fn alive() -> bool {
    true
}

#[derive(Deserialize, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Unread {
    post: u64,
    voter: String,
    written: String,
}

#[derive(Deserialize, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Reading {
    post: u64,
    written: String,
    name: String,
    how: String,
}

/// The moderator's count of a fixture.
#[derive(Deserialize)]
struct Expected {
    #[allow(dead_code)]
    forum: String,
    syntax: String,
    players: Vec<Player>,
    votes: BTreeMap<String, String>,
    abstentions: BTreeSet<String>,
    not_voting: BTreeSet<String>,
    unread: Vec<Unread>,
    readings: Vec<Reading>,
    ignored: Vec<String>,
}

fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/threads")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The thread read as `tally` reads it, and the moderator's count.
fn read(name: &str) -> (thread::Thread, ThreadVotes, Expected) {
    let expected: Expected = serde_yaml::from_str(&fixture(&format!("{name}.expected.yml")))
        .unwrap_or_else(|e| panic!("{name}.expected.yml: {e}"));
    let text = fixture(&format!("{name}.txt"));
    let path = format!("{name}.txt");
    let thread = thread::decode(&path, text.as_bytes())
        .and_then(|t| thread::parse(&path, &t))
        .unwrap_or_else(|p| panic!("{name}: {p:?}"));
    let names = NameIndex::new(
        expected
            .players
            .iter()
            .map(|p| (p.name.as_str(), p.aliases.as_slice())),
    );
    let voters: Vec<String> = expected
        .players
        .iter()
        .filter(|p| p.alive)
        .map(|p| p.name.clone())
        .collect();
    let syntax = <Syntax as clap::ValueEnum>::from_str(&expected.syntax, true).unwrap();
    let options = Options {
        syntax,
        strip_spoilers: false,
        until_post: None,
        deadline: None,
        left: Vec::new(),
        hidden: Default::default(),
        set_aside: Vec::new(),
        lang: None,
        quotes: Default::default(),
    };
    let votes = thread::read_votes(&thread, &names, &voters, &options);
    (thread, votes, expected)
}

/// Asserts the reading agrees with the moderator's count, entry by entry.
#[track_caller]
fn assert_moderators_count(name: &str) -> ThreadVotes {
    let (thread, votes, expected) = read(name);
    assert!(
        (60..=150).contains(&thread.posts.len()),
        "{name}: {} posts",
        thread.posts.len()
    );
    // The last vote of each voter stands (an unvote withdraws it).
    let mut standing: BTreeMap<String, Choice> = BTreeMap::new();
    for b in &votes.ballots {
        match &b.choice {
            Choice::Unvote => standing.remove(&b.voter),
            choice => standing.insert(b.voter.clone(), choice.clone()),
        };
    }
    let voted: BTreeMap<String, String> = standing
        .iter()
        .filter_map(|(v, c)| match c {
            Choice::Player(p) => Some((v.clone(), p.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(voted, expected.votes, "{name}: votes");
    let abstained: BTreeSet<String> = standing
        .iter()
        .filter(|(_, c)| **c == Choice::Abstain)
        .map(|(v, _)| v.clone())
        .collect();
    assert_eq!(abstained, expected.abstentions, "{name}: abstentions");
    let not_voting: BTreeSet<String> = expected
        .players
        .iter()
        .filter(|p| p.alive && !standing.contains_key(&p.name))
        .map(|p| p.name.clone())
        .collect();
    assert_eq!(not_voting, expected.not_voting, "{name}: not voting");
    let unread: Vec<Unread> = votes
        .unread
        .iter()
        .map(|u| Unread {
            post: u.post,
            voter: u.voter.clone(),
            written: u.written.clone(),
        })
        .collect();
    assert_eq!(unread, expected.unread, "{name}: unread");
    let readings: Vec<Reading> = votes
        .readings
        .iter()
        .map(|(seq, r)| Reading {
            post: votes.post_of[seq],
            written: r.written.clone(),
            name: r.name.clone(),
            how: serde_yaml::to_string(&r.how).unwrap().trim().to_string(),
        })
        .collect();
    assert_eq!(readings, expected.readings, "{name}: readings");
    let ignored: Vec<String> = votes.ignored.iter().map(|i| i.author.clone()).collect();
    assert_eq!(ignored, expected.ignored, "{name}: ignored");
    votes
}

#[test]
fn a_mafiascum_day_reads_as_its_moderator_counts_it() {
    adjudicate::rules::install();
    // [vote] tags, bold "Vote:", unvote and vote in one tag, count requests, "I vote Scott
    // because…" in the talk, red emphasis, an acronym, a prefix and a typo, a No Lynch.
    let votes = assert_moderators_count("mafiascum-day2");
    assert!(
        !votes.syntaxes.contains(&Syntax::Red),
        "{:?}",
        votes.syntaxes
    );
}

#[test]
fn a_mediavida_day_reads_as_its_narrator_counts_it() {
    adjudicate::rules::install();
    // `#### Voto`, `#### Desvoto` and red bold names; a glued name, an acronym, a typo,
    // accents; "voto a Lucía si nadie tiene nada mejor" in the talk; no linchamiento.
    let votes = assert_moderators_count("mediavida-day2");
    assert!(
        votes.syntaxes.contains(&Syntax::Red),
        "{:?}",
        votes.syntaxes
    );
}

#[test]
fn an_italian_bold_day_reads_as_its_master_counts_it() {
    adjudicate::rules::install();
    // Bold "Voto:" in BBCode and Markdown, "Tolgo il voto; Voto: X", "Mi astengo",
    // "Astensione", "Astengo", "Conta voti?"; red warnings that are not votes.
    let votes = assert_moderators_count("italian-bold-day3");
    assert!(
        !votes.syntaxes.contains(&Syntax::Red),
        "{:?}",
        votes.syntaxes
    );
}
