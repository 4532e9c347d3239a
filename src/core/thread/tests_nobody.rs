//! A common word is no player's name (review break14b F5): a vote for `nadie`, `nessuno`,
//! `nobody`, `no one` is the game's no-lynch (an abstention, void where the day has none),
//! never Nadia a letter away; `NO`, `SI` are no initials of Nora Ortiz or Sara Iglesias.

use super::tests::{ballots, options, thread};
use super::*;
use crate::core::names::NameIndex;

fn roster() -> NameIndex {
    let none: &[String] = &[];
    NameIndex::new(
        ["Ana", "Nadia", "Nora Ortiz", "Sara Iglesias", "Dark Knight"]
            .into_iter()
            .map(|n| (n, none)),
    )
}

fn read(body: &str) -> (Vec<String>, usize) {
    let t = thread(&format!("=== #1 | Ana | 2026-11-29 20:00\n{body}\n"));
    let voters = vec!["Ana".to_string()];
    let votes = read_votes(&t, &roster(), &voters, &options(Syntax::Auto));
    (ballots(&votes), votes.readings.len())
}

#[test]
fn a_vote_for_nobody_is_the_no_lynch_never_a_player_a_letter_away() {
    for post in [
        "[color=red][b]Nadie[/b][/color]",
        "[color=red][b]NADIE[/b][/color]",
        "Que no muera nadie hoy. [color=red][b]Nadie[/b][/color]",
        "[b]Voto: nessuno[/b]",
        "[b]Vote: nobody[/b]",
        "[b]Vote: no one[/b]",
        "[vote]Nobody[/vote]",
    ] {
        assert_eq!(read(post), (vec!["Ana>0#1".to_string()], 0), "{post}");
    }
}

#[test]
fn common_words_are_no_initials_and_a_real_acronym_still_is() {
    for post in ["[vote]NO[/vote]", "[vote]SI[/vote]", "[b]Vote: no[/b]"] {
        let (ballots, _) = read(post);
        assert!(ballots.is_empty(), "{post}: {ballots:?}");
    }
    assert_eq!(
        read("[vote]DK[/vote]"),
        (vec!["Ana>Dark Knight#1".to_string()], 1)
    );
    assert_eq!(
        read("[vote]Nadja[/vote]"),
        (vec!["Ana>Nadia#1".to_string()], 1)
    );
}
