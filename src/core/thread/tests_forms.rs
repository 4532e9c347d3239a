//! Votes where each forum's convention puts them (issue 22): red names with an `@`, a typo, an
//! emoji; mafiascum's unvote and vote in one bold span; Team Liquid's heading in bold; a vote
//! whose name ends at its line; slot names and initials; a broken tag. What speaks of the vote
//! and is not read is raised; a vote in hidden text follows the game's rule.

use super::tests::{ballots, options, thread};
use super::*;
use crate::core::names::NameIndex;

const ROSTER: [&str; 6] = [
    "Nuria",
    "Pili",
    "Gino",
    "Wizard of Many Colors",
    "Lateralus",
    "Toni Kroos",
];

fn roster() -> NameIndex {
    let none: Vec<String> = Vec::new();
    NameIndex::new(ROSTER.iter().map(|n| (*n, none.as_slice())))
}

fn voters() -> Vec<String> {
    ROSTER.iter().map(|s| s.to_string()).collect()
}

/// One post by Nuria, read under `auto`.
fn read_one(body: &str, hidden: HiddenVotes) -> ThreadVotes {
    let t = thread(&format!("=== #1 | Nuria | 2026-11-29 20:00\n{body}\n"));
    let options = Options {
        hidden,
        ..options(Syntax::Auto)
    };
    read_votes(&t, &roster(), &voters(), &options)
}

/// The ballots of one post by Nuria (`Nuria>Target#1`).
fn votes_of(body: &str) -> Vec<String> {
    let votes = read_one(body, HiddenVotes::Count);
    assert!(votes.unclear.is_empty(), "{body:?}: {:?}", votes.unclear);
    ballots(&votes)
}

#[test]
fn a_red_name_with_an_at_an_emoji_or_punctuation_is_a_vote() {
    // The chechino walkthrough: the voter was listed as not voting.
    assert_eq!(votes_of("[color=red]@Pili[/color]"), ["Nuria>Pili#1"]);
    assert_eq!(
        votes_of("Ya está: [color=red]Gino![/color]"),
        ["Nuria>Gino#1"]
    );
    assert_eq!(
        votes_of("[color=red][b]Gino 🐺[/b][/color]"),
        ["Nuria>Gino#1"]
    );
    assert_eq!(
        votes_of("[color=#FF0000]voto a @Pili 😡[/color]"),
        ["Nuria>Pili#1"]
    );
    assert_eq!(votes_of("voto Gino 🐺"), ["Nuria>Gino#1"]);
    assert_eq!(votes_of("voto a Pili :)"), ["Nuria>Pili#1"]);
}

#[test]
fn a_red_word_near_a_name_is_an_unread_vote_never_a_silence() {
    // In a thread that votes in red, it is a vote whose name is not read: raised with the
    // names it may be.
    let t = thread(
        "=== #1 | Pili | 2026-11-29 20:00\n[color=red]Gino[/color]\n\
         === #2 | Nuria | 2026-11-29 20:01\nMi voto: [color=red]Nuira[/color]\n",
    );
    let votes = read_votes(&t, &roster(), &voters(), &options(Syntax::Auto));
    assert_eq!(ballots(&votes), ["Pili>Gino#1"]);
    let unread: Vec<(&str, &str)> = votes
        .unread
        .iter()
        .map(|u| (u.voter.as_str(), u.written.as_str()))
        .collect();
    assert_eq!(unread, [("Nuria", "Nuira")]);
    // Alone, where nothing shows the thread votes in red, it is raised at its place.
    let votes = read_one("[color=red]Nuira[/color]", HiddenVotes::Count);
    assert!(votes.ballots.is_empty());
    let raised: Vec<&str> = votes.unclear.iter().map(|u| u.text.as_str()).collect();
    assert_eq!(raised, ["[color=red]Nuira[/color]"]);
    // Red prose is emphasis: nothing to count, nothing to raise.
    let prose = read_one("[color=red]Ojo con esto[/color]", HiddenVotes::Count);
    assert!(prose.ballots.is_empty() && prose.unread.is_empty() && prose.unclear.is_empty());
}

#[test]
fn english_forum_forms_are_read() {
    // mafiascum: an unvote and a vote in one bold span (28 entries were lost).
    assert_eq!(
        votes_of("[b]Unvote: Pili, Vote: Gino[/b]"),
        ["Nuria>-#1", "Nuria>Gino#1"]
    );
    assert_eq!(
        votes_of("[b]unvote Pili vote Lateralus[/b]"),
        ["Nuria>-#1", "Nuria>Lateralus#1"]
    );
    // Team Liquid: a heading written inside bold.
    assert_eq!(votes_of("[b]##vote Gino[/b]"), ["Nuria>Gino#1"]);
    // The name ends at its line: FOS is a suspicion, not part of the name.
    assert_eq!(votes_of("[b]VOTE Gino\nFOS Pili[/b]"), ["Nuria>Gino#1"]);
    // A broken tag.
    assert_eq!(
        votes_of("[b]vote Pili[/b]\n[b]unvote[[/b]"),
        ["Nuria>Pili#1", "Nuria>-#1"]
    );
}

#[test]
fn slot_names_and_initials_are_read_and_listed() {
    for (body, name, how) in [
        ("[b]vote Lateralus' Slot[/b]", "Lateralus", How::Slot),
        ("[b]vote slot de Pili[/b]", "Pili", How::Slot),
        ("[b]vote WoMC[/b]", "Wizard of Many Colors", How::Acronym),
        ("[vote]TK[/vote]", "Toni Kroos", How::Acronym),
    ] {
        let votes = read_one(body, HiddenVotes::Count);
        assert_eq!(ballots(&votes), [format!("Nuria>{name}#1")], "{body}");
        assert_eq!(votes.readings[&0].how, how, "{body}");
    }
}

#[test]
fn what_speaks_of_the_vote_and_is_not_read_is_raised_at_its_place() {
    for (body, place, why) in [
        ("[b]Gino[/b] is scum", "[b]Gino[/b]", Unclear::Name),
        ("Creo que [b]Pili[/b] miente", "[b]Pili[/b]", Unclear::Name),
        (
            "[color=red]ojo con Gino y Pili[/color]",
            "[color=red]ojo con Gino y Pili[/color]",
            Unclear::Name,
        ),
        (
            "[b]I will vote Gino tomorrow if he stays quiet[/b]",
            "[b]I will vote Gino tomorrow if he stays quiet[/b]",
            Unclear::VoteWord,
        ),
        (
            "I vote Gino because he lied",
            "I vote Gino because he lied",
            Unclear::VoteWord,
        ),
        (
            "voto a Pili si nadie tiene nada mejor",
            "voto a Pili si nadie tiene nada mejor",
            Unclear::VoteWord,
        ),
        (
            "ripensandoci voto Gino, lascia stare il messaggio di prima",
            "ripensandoci voto Gino, lascia stare il messaggio di prima",
            Unclear::VoteWord,
        ),
    ] {
        let votes = read_one(body, HiddenVotes::Count);
        assert!(votes.ballots.is_empty(), "{body}: {:?}", ballots(&votes));
        let raised: Vec<(&str, Unclear)> = votes
            .unclear
            .iter()
            .map(|u| (u.text.as_str(), u.why))
            .collect();
        assert_eq!(raised, [(place, why)], "{body}");
        let u = &votes.unclear[0];
        assert_eq!((u.post, u.voter.as_str(), u.replaced), (1, "Nuria", None));
    }
    // A request for the count is no vote and speaks of none.
    for body in ["[b]Vote count please[/b]", "[b]Recuento[/b]", "vote count?"] {
        let votes = read_one(body, HiddenVotes::Count);
        assert!(votes.unclear.is_empty(), "{body}: {:?}", votes.unclear);
    }
}

#[test]
fn an_unread_vote_replaced_by_a_later_read_one_blocks_nothing() {
    let t = thread(
        "=== #1 | Nuria | 2026-11-29 20:00\n[b]vote Zorro[/b]\n\
         === #2 | Pili | 2026-11-29 20:01\n[b]Gino[/b] me da mala espina\n\
         === #3 | Nuria | 2026-11-29 20:02\n[b]vote Gino[/b]\n\
         === #4 | Gino | 2026-11-29 20:03\n[b]vote Xyz[/b]\n",
    );
    let votes = read_votes(&t, &roster(), &voters(), &options(Syntax::Auto));
    assert_eq!(ballots(&votes), ["Nuria>Gino#3"]);
    let unread: Vec<(u64, Option<u64>)> =
        votes.unread.iter().map(|u| (u.post, u.replaced)).collect();
    assert_eq!(unread, [(1, Some(3)), (4, None)]);
    let unclear: Vec<(u64, Option<u64>)> =
        votes.unclear.iter().map(|u| (u.post, u.replaced)).collect();
    assert_eq!(unclear, [(2, None)]);
}

#[test]
fn votes_in_hidden_text_count_or_are_void_by_the_games_rule() {
    for body in [
        "[spoiler][b]vote Gino[/b][/spoiler]",
        "[color=white][b]vote Gino[/b][/color]",
        "[color=#FFF][color=red][b]Gino[/b][/color][/color]",
        "[span style=\"color: transparent\"][vote]Gino[/vote][/span]",
        "[font color=#ffffff][b]vote Gino[/b][/font]",
        // Review break16 A7: text too small to read is hidden text too.
        "[size=1px][b]vote Gino[/b][/size]",
        "[size=0][b]vote Gino[/b][/size]",
        "[span style=\"font-size: 2pt\"][b]vote Gino[/b][/span]",
        "[span style=\"display:none\"][b]vote Gino[/b][/span]",
        "[span style=\"visibility: hidden\"][b]vote Gino[/b][/span]",
    ] {
        let counted = read_one(body, HiddenVotes::Count);
        assert_eq!(ballots(&counted), ["Nuria>Gino#1"], "{body}");
        assert_eq!(counted.hidden, [0], "{body}");
        assert_eq!(counted.ballots[0].void, None, "{body}");
        let forbidden = read_one(body, HiddenVotes::Forbid);
        assert_eq!(forbidden.hidden, [0], "{body}");
        assert_eq!(
            forbidden.ballots[0].void.as_deref(),
            Some(VOID_HIDDEN),
            "{body}"
        );
    }
    // Shown text: a background colour, red, bold.
    for body in [
        "[span style=\"background-color: white\"][b]vote Gino[/b][/span]",
        "[color=red][b]Gino[/b][/color]",
        // A forum's own size scale, and small text that still shows.
        "[size=1][b]vote Gino[/b][/size]",
        "[size=9px][b]vote Gino[/b][/size]",
        "[size=85][b]vote Gino[/b][/size]",
    ] {
        let votes = read_one(body, HiddenVotes::Forbid);
        assert!(votes.hidden.is_empty(), "{body}");
        assert_eq!(votes.ballots[0].void, None, "{body}");
    }
}
