//! What follows or heads a vote in its post and takes it back (review break14b): a change of
//! mind to a name in plain text (`[color=red]Bruno[/color] no, mejor Carla`, `[b]Voto
//! Bruno[/b]... anzi Carla`, `[b]Voto Bruno[/b]` ⏎ `Ops, volevo dire Carla`), an alternative
//! (`Bruno o Carla`, `Bruno (o Carla)`, `Bruno / Carla`, `voto Bruno oppure Carla`), a tongue
//! smiley (`:P`, 😜, `:stuck_out_tongue:`), a heading above that says it is not the vote
//! (`Plan B:` ⏎ `[color=red]Bruno[/color]`): raised, never counted as the first name.

use super::tests::{ballots, names, options, thread};
use super::*;

/// Ana's post: her ballots and the reasons her votes were raised.
fn read(body: &str) -> (Vec<String>, Vec<Unclear>) {
    let t = thread(&format!("=== #1 | Ana | 2026-11-29 20:00\n{body}\n"));
    let voters = vec!["Ana".to_string()];
    let votes = read_votes(&t, &names(), &voters, &options(Syntax::Auto));
    let whys = votes.unclear.iter().map(|u| u.why).collect();
    (ballots(&votes), whys)
}

const RED: &str = "[color=red][b]Bruno[/b][/color]";

fn raised(posts: &[String], why: Unclear) {
    for post in posts {
        let (ballots, whys) = read(post);
        assert!(ballots.is_empty(), "{post}: counted {ballots:?}");
        assert_eq!(whys, [why], "{post}");
    }
}

#[test]
fn a_change_of_mind_to_a_plain_name_after_a_vote_is_raised_not_counted_as_the_first() {
    let posts: Vec<String> = [
        format!("{RED} no, mejor Carla"),
        format!("{RED}... mejor Carla"),
        format!("{RED}\nNo, mejor Carla"),
        format!("{RED}\nuy no, quería decir Carla"),
        format!("{RED} perdón, Carla"),
        "Voto a Bruno... no, mejor a Carla".to_string(),
        "Lo he releído. [b]Voto Bruno[/b]... anzi Carla, che ieri ha difeso Dani.".to_string(),
        "[b]Voto: Bruno[/b]. Anzi, Carla.".to_string(),
        "[b]Voto Bruno[/b]... no, meglio Carla".to_string(),
        "[b]Voto Bruno[/b]\nOps, volevo dire Carla".to_string(),
        "[b]Voto: Bruno[/b]... no, mejor Carla".to_string(),
    ]
    .into();
    raised(&posts, Unclear::Changed);
}

#[test]
fn alternatives_and_tongues_after_a_vote_are_raised() {
    let lists: Vec<String> = [
        format!("{RED} o Carla"),
        format!("{RED} (o Carla)"),
        format!("{RED} / Carla"),
        format!("{RED} u Carla"),
        format!("{RED} o Carla, lo que diga la mayoría"),
        "[b]Voto Bruno[/b] oppure Carla".to_string(),
        "[b]Vote: Bruno[/b] or Carla".to_string(),
    ]
    .into();
    raised(&lists, Unclear::List);
    let tongues: Vec<String> = [
        format!("{RED} :P"),
        format!("{RED} :P :lol:"),
        "[b]Voto Bruno[/b] 😜".to_string(),
        "[b]Voto Bruno[/b] 😛".to_string(),
        "[b]Vote: Bruno[/b] :stuck_out_tongue:".to_string(),
        "[b]Vote: Bruno[/b] :stuck_out_tongue_winking_eye:".to_string(),
    ]
    .into();
    raised(&tongues, Unclear::Doubt);
}

#[test]
fn a_heading_above_the_vote_that_says_it_is_not_the_vote_is_raised() {
    let posts: Vec<String> = [
        "Lo que NO voy a hacer:",
        "Broma:",
        "Plan B:",
        "Lo que haría un lobo:",
        "Ejemplo:",
        "[b]Plan B:[/b]",
    ]
    .iter()
    .map(|h| format!("{h}\n{RED}"))
    .collect();
    raised(&posts, Unclear::Label);
    let (ballots, whys) = read(&format!(
        "Dudo entre dos:\n{RED}\n[color=red][b]Carla[/b][/color]"
    ));
    assert!(ballots.is_empty(), "{ballots:?}");
    assert!(!whys.is_empty());
}

#[test]
fn a_reason_a_real_change_and_a_plain_label_still_count() {
    for (post, want) in [
        (format!("{RED} porque Carla lo defiende"), "Ana>Bruno#1"),
        (
            format!("{RED} no, mejor [color=red][b]Carla[/b][/color]"),
            "Ana>Carla#1",
        ),
        (format!("Mi voto:\n{RED}"), "Ana>Bruno#1"),
        (format!("Lo tengo claro:\n{RED}"), "Ana>Bruno#1"),
        (
            format!("Tengo dudas de Bruno, así que:\n{RED}"),
            "Ana>Bruno#1",
        ),
        (format!("{RED} :)"), "Ana>Bruno#1"),
        (format!("{RED} y que Carla lo explique"), "Ana>Bruno#1"),
    ] {
        assert_eq!(read(&post), (vec![want.to_string()], vec![]), "{post}");
    }
}
