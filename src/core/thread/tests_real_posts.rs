//! The thread reader on posts as real games write them (the disagreements with human
//! moderators on 12 finished mafiascum games, and the forum families of Spain and Italy).

use super::tests::{ballots, names, options, said, thread, voters};
use super::*;
use crate::core::names::{NameIndex, NameMiss};

#[test]
fn an_unvote_and_a_vote_in_one_bold_tag_are_both_read() {
    // 111 of 171 disagreements: the vote after the unvote was lost.
    let s = |t| said(t, Syntax::BoldVote);
    assert_eq!(s("[b]Unvote; Vote: Carla[/b]"), ["-", "Carla"]);
    assert_eq!(s("[b]unvote vote Carla[/b]"), ["-", "Carla"]);
    assert_eq!(s("[b]Unvote:\nVote: Carla[/b]"), ["-", "Carla"]);
    assert_eq!(s("**UNVOTE;VOTE: Dani**"), ["-", "Dani"]);
    assert_eq!(s("[b]Desvoto, voto a Dani[/b]"), ["-", "Dani"]);
    assert_eq!(s("[b]Unvote, vote: no lynch[/b]"), ["-", "0"]);
    // "unvote Ana" withdraws from Ana: it is no vote for her.
    assert_eq!(s("[b]unvote Ana[/b]"), ["-"]);
    let t = thread(
        "=== #1 | Ana | 2026-11-29 20:00\n[b]Vote: Bruno[/b]\n\
         === #2 | Ana | 2026-11-29 20:05\nChanging my mind.\n[b]Unvote; Vote: Carla[/b]\n\
         === #3 | Dani | 2026-11-29 20:06\n[b]Unvote:\nVote: Carla[/b]\n",
    );
    let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Auto));
    assert_eq!(
        ballots(&votes),
        [
            "Ana>Bruno#1",
            "Ana>-#2",
            "Ana>Carla#2",
            "Dani>-#3",
            "Dani>Carla#3"
        ]
    );
}

#[test]
fn team_liquid_and_mediavida_heading_votes_are_read() {
    let s = |t| said(t, Syntax::Heading);
    assert_eq!(s("##vote Ana\n##unvote\n## vote: Bru"), ["Ana", "-", "Bru"]);
    assert_eq!(
        s("#### Voto Carla\n#### Desvoto\n#### **Voto Dani**"),
        ["Carla", "-", "Dani"]
    );
    // A heading that is no vote: a title, a request for the count.
    assert!(s("## Day 2\n### Vote count\n#### Ana\n####### vote Ana").is_empty());
    assert_eq!(
        said("Pienso que sí.\n#### Voto Carla", Syntax::Auto),
        ["Carla"]
    );
}

#[test]
fn requests_for_the_count_are_not_votes() {
    for text in [
        "[b]Vote Count:[/b]",
        "[b]Vote count please[/b]",
        "**VOTE COUNT?**",
        "[b]Recuento[/b]",
        "[b]Conta voti?[/b]",
        "[color=red][b]Recuento[/b][/color]",
        "[color=red][b]Conta voti?[/b][/color]",
        "##vote count",
    ] {
        assert!(said(text, Syntax::Auto).is_empty(), "{text}");
    }
    // A vote in the same post still counts.
    assert_eq!(
        said("[b]Vote count please[/b] [b]Vote: Ana[/b]", Syntax::Auto),
        ["Ana"]
    );
}

#[test]
fn abstentions_are_read_in_each_language() {
    for text in [
        "[b]Mi astengo[/b]",
        "[b]Astensione[/b]",
        "**Astengo**",
        "[b]No lynch[/b]",
        "[b]Me abstengo[/b]",
        "[color=red][b]no linchamiento[/b][/color]",
        "[vote]no lynch[/vote]",
        "#### Me abstengo",
    ] {
        assert_eq!(said(text, Syntax::Auto), ["0"], "{text}");
    }
    assert_eq!(said("bueno\nAstengo.\n", Syntax::Plain), ["0"]);
    assert_eq!(said("no linchamiento\n", Syntax::Plain), ["0"]);
    // Talk about abstaining is not an abstention.
    assert!(said("[b]no lynch is a mistake today[/b]", Syntax::BoldVote).is_empty());
    let t = thread("=== #1 | Carla | 2026-11-29 20:00\nNon so. [b]Mi astengo[/b]\n");
    let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Auto));
    assert_eq!(ballots(&votes), ["Carla>0#1"]);
}

#[test]
fn auto_reads_red_only_in_a_thread_that_votes_in_red() {
    // mafiascum: [vote] tags, and red is emphasis.
    let ms = thread(
        "=== #1 | Ana | 2026-11-29 20:00\n[vote]Bruno[/vote]\n\
         === #2 | Carla | 2026-11-29 20:01\nRead this: [color=red][b]Dani[/b][/color] claimed.\n\
         === #3 | Bruno | 2026-11-29 20:02\nI vote Carla because she is lying.\n",
    );
    let votes = read_votes(&ms, &names(), &voters(), &options(Syntax::Auto));
    assert_eq!(ballots(&votes), ["Ana>Bruno#1"]);
    assert!(votes.unread.is_empty(), "{:?}", votes.unread);
    assert!(!votes.syntaxes.contains(&Syntax::Red));
    // The English vote word in bold makes a thread English too.
    let bold = thread(
        "=== #1 | Ana | 2026-11-29 20:00\n[b]Vote: Bruno[/b]\n\
         === #2 | Carla | 2026-11-29 20:01\n[color=red][b]Dani[/b][/color]\n",
    );
    let votes = read_votes(&bold, &names(), &voters(), &options(Syntax::Auto));
    assert_eq!(ballots(&votes), ["Ana>Bruno#1"]);
    // A Spanish thread votes in red.
    let es = thread(
        "=== #1 | Ana | 2026-11-29 20:00\n[color=red][b]Bruno[/b][/color]\n\
         === #2 | Carla | 2026-11-29 20:01\n[b]Voto: Dani[/b]\n",
    );
    let votes = read_votes(&es, &names(), &voters(), &options(Syntax::Auto));
    assert_eq!(ballots(&votes), ["Ana>Bruno#1", "Carla>Dani#2"]);
    assert!(votes.syntaxes.contains(&Syntax::Red));
    // An Italian thread with bold votes: a red warning is no vote, nor a name to fix.
    let it = thread(
        "=== #1 | Ana | 2026-11-29 20:00\n[b]Voto: Bruno[/b]\n\
         === #2 | Carla | 2026-11-29 20:01\n[color=red][b]Attenzione[/b][/color] al lupo.\n",
    );
    let votes = read_votes(&it, &names(), &voters(), &options(Syntax::Auto));
    assert_eq!(ballots(&votes), ["Ana>Bruno#1"]);
    assert!(votes.unread.is_empty(), "{:?}", votes.unread);
    // A master's red (a role, a rule) shows nothing of how players vote.
    let master = thread(
        "=== #1 | Narratore | 2026-11-29 20:00\nAna era... [color=red][b]Ana[/b][/color]\n\
         === #2 | Carla | 2026-11-29 20:01\nBruno [color=red][b]miente[/b][/color]\n",
    );
    let votes = read_votes(&master, &names(), &voters(), &options(Syntax::Auto));
    assert!(votes.ballots.is_empty(), "{:?}", ballots(&votes));
    assert!(!votes.syntaxes.contains(&Syntax::Red));
    // Asked for, red is read anywhere.
    let votes = read_votes(&ms, &names(), &voters(), &options(Syntax::Red));
    assert_eq!(ballots(&votes), ["Carla>Dani#2"]);
}

fn roster(list: &[&str]) -> NameIndex {
    let aliases: Vec<Vec<String>> = list
        .iter()
        .map(|n| match *n {
            "Bruno" => vec!["Bru".to_string()],
            _ => vec![],
        })
        .collect();
    NameIndex::new(
        list.iter()
            .copied()
            .zip(aliases.iter().map(|a| a.as_slice())),
    )
}

const ROSTER: &[&str] = &[
    "TheManHimself",
    "Dark Knight",
    "Maria Rosa",
    "Bruno",
    "Inés",
    "Carla",
];

/// Each ballot's reading as `written=name:how`.
fn readings(votes: &ThreadVotes) -> Vec<String> {
    votes
        .readings
        .values()
        .map(|r| format!("{}={}:{:?}", r.written, r.name, r.how))
        .collect()
}

#[test]
fn names_are_read_as_moderators_read_them_and_each_reading_is_listed() {
    let names = roster(ROSTER);
    let voters: Vec<String> = ROSTER.iter().map(|s| s.to_string()).collect();
    let posts = [
        "[vote]TMHS[/vote]",
        "[vote]DRK[/vote]",
        "[vote]mariarosa[/vote]",
        "[vote]Brunno[/vote]",
        "[vote]ines[/vote]",
        "[vote]Bru[/vote]",
        "[vote]Car[/vote]",
        "[vote]dk[/vote]",
        "[vote]Carla[/vote]",
    ];
    let text: String = posts
        .iter()
        .enumerate()
        .map(|(i, p)| format!("=== #{} | Carla | 2026-11-29 20:{i:02}\n{p}\n", i + 1))
        .collect();
    let votes = read_votes(&thread(&text), &names, &voters, &options(Syntax::Auto));
    assert_eq!(votes.ballots.len(), 9, "{:?}", votes.unread);
    assert_eq!(
        readings(&votes),
        [
            "TMHS=TheManHimself:Acronym",
            "DRK=Dark Knight:Acronym",
            "mariarosa=Maria Rosa:Glued",
            "Brunno=Bruno:Typo",
            "ines=Inés:AccentsCase",
            "Bru=Bruno:Alias",
            "Car=Carla:Prefix",
            "dk=Dark Knight:Acronym",
        ]
    );
    assert!(!votes.readings.contains_key(&8), "Carla as written");
}

#[test]
fn a_name_no_reading_makes_one_player_is_unread_never_guessed() {
    let names = roster(&[
        "Dark Rider",
        "Dan Reed",
        "Marta",
        "Marco",
        "Carla",
        "The Man Himself",
    ]);
    let voters: Vec<String> = ["Carla"].map(String::from).into();
    let posts = [
        "[vote]DR[/vote]",             // two names' initials
        "[vote]Marto[/vote]",          // one letter from two names
        "[vote]Brnuo[/vote]",          // two letters from Bruno, who is not playing
        "[vote]Crl[/vote]",            // no acronym of a one-word name
        "[vote]cara[/vote]",           // too short to be a typo
        "[vote]TMHX[/vote]",           // a letter that is not in the name
        "[vote]themanhimselff[/vote]", // a glued name, and a letter more
    ];
    let text: String = posts
        .iter()
        .enumerate()
        .map(|(i, p)| format!("=== #{} | Carla | 2026-11-29 20:{i:02}\n{p}\n", i + 1))
        .collect();
    let votes = read_votes(&thread(&text), &names, &voters, &options(Syntax::Auto));
    let unread: Vec<&str> = votes.unread.iter().map(|u| u.written.as_str()).collect();
    assert_eq!(
        unread,
        [
            "DR",
            "Marto",
            "Brnuo",
            "Crl",
            "cara",
            "TMHX",
            "themanhimselff"
        ]
    );
    assert!(matches!(votes.unread[0].miss, NameMiss::Unknown { .. }));
    assert!(votes.ballots.is_empty(), "{:?}", ballots(&votes));
}

#[test]
fn acronyms_and_glued_names_are_looked_up_in_work_that_does_not_grow_with_the_roster() {
    // Every name of several parts is indexed by its initials and glued: a lookup never walks
    // the roster.
    let roster = |extra: usize| -> Vec<String> {
        ROSTER
            .iter()
            .map(|s| s.to_string())
            .chain((0..extra).map(|i| format!("Quick Fox{i}")))
            .chain((0..extra).map(|i| format!("Player{i}")))
            .collect()
    };
    let thread_of = |n: usize| {
        let votes = [
            "[vote]TMHS[/vote]",
            "[vote]mariarosa[/vote]",
            "**Vote: DRK**",
        ];
        let text: String = (0..n)
            .map(|i| {
                format!(
                    "=== #{} | Carla | 2026-11-29 20:00\n{}\n",
                    i + 1,
                    votes[i % 3]
                )
            })
            .collect();
        thread(&text)
    };
    let work_for = |n: usize, extra: usize| {
        let list = roster(extra);
        let none: &[String] = &[];
        let names = NameIndex::new(list.iter().map(|n| (n.as_str(), none)));
        let t = thread_of(n);
        let mut votes = ThreadVotes::default();
        let done = work::of(|| votes = read_votes(&t, &names, &list, &options(Syntax::Auto)));
        assert_eq!(votes.readings.len(), n, "{:?}", votes.unread);
        done
    };
    let few = work_for(300, 10);
    let many = work_for(300, 5_000);
    assert_eq!(few, many, "the same posts, a roster 500 times larger");
    let twice = work_for(600, 5_000);
    assert!(
        twice <= many * 2 + many / 10,
        "{twice} for 600 posts, {many} for 300"
    );
}

/// A thread with a thousand posts dated before the one above them made a thousand problems,
/// each with its own copy of the whole thread: memory in the square of the thread (100,000
/// posts: 22 GB). Every problem of a thread now shows the same shared text.
#[test]
fn the_problems_of_a_thread_share_one_copy_of_its_text() {
    let mut text = String::new();
    for i in 1..=1_000 {
        // Every other post goes back to midnight: out of the thread's time order.
        let minute = if i % 2 == 0 { 0 } else { i };
        text.push_str(&format!(
            "=== #{i} | Ana | 2026-11-30T{:02}:{:02}:00+00:00\nhola\n",
            minute / 60 % 24,
            minute % 60
        ));
    }
    let problems = super::parse("thread.txt", &text).unwrap_err();
    assert!(problems.len() >= 400, "{}", problems.len());
    let first = &problems[0].place.as_ref().unwrap().source;
    for p in &problems {
        let place = p.place.as_ref().unwrap();
        assert!(std::sync::Arc::ptr_eq(first, &place.source));
    }
}
