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

#[test]
fn an_edit_after_the_vote_that_withdraws_it_or_names_another_is_raised() {
    let posts: Vec<String> = [
        "[b]Voto Bruno[/b]\nedit: tolgo il voto",
        "[b]Voto Bruno[/b]\nEDIT: unvote",
        "[b]Voto Bruno[/b]\n\nEDIT: ritiro il voto, ci ho ripensato",
        "[b]Voto Bruno[/b]\n[i]edit: tolgo il voto[/i]",
        "[b]Voto Bruno[/b]\nEDIT: voto Carla",
        "[b]Voto Bruno[/b]\nEDIT: il mio voto ora va a Carla",
        "[b]Voto Bruno[/b]\nEDIT: sposto il voto su Carla",
        "[b]Voto Bruno[/b]\nEDIT: ho sbagliato, volevo votare Carla",
        "[b]Voto Bruno[/b]\nops nome sbagliato, è Carla",
        "[color=red][b]Bruno[/b][/color]\nEDIT: desvoto",
        "[color=red][b]Bruno[/b][/color]\nEDIT: voto a Carla",
        "[color=red][b]Bruno[/b][/color]\nUps, me he equivocado de nombre, es Carla",
        "[vote]Bruno[/vote]\nEDIT: vote Carla instead",
        "[vote]Bruno[/vote]\nEDIT: withdrawing my vote",
    ]
    .map(String::from)
    .into();
    raised(&posts, Unclear::Changed);
}

#[test]
fn names_one_under_the_other_are_a_list_not_the_last_one_voted() {
    let (ballots, whys) = read(&format!(
        "Mis sospechosos:\n{RED}\n[color=red][b]Carla[/b][/color]"
    ));
    assert!(ballots.is_empty(), "{ballots:?}");
    assert_eq!(whys, [Unclear::List, Unclear::List]);
    for post in [
        format!("1. {RED}\n2. [color=red][b]Carla[/b][/color]"),
        format!("[list]\n[*]{RED}\n[*][color=red][b]Carla[/b][/color]\n[/list]"),
        format!("- {RED}\n- [color=red][b]Carla[/b][/color]"),
    ] {
        let (ballots, whys) = read(&post);
        assert!(ballots.is_empty(), "{post}: {ballots:?}");
        assert_eq!(whys, [Unclear::List, Unclear::List], "{post}");
    }
}

#[test]
fn a_vote_shown_as_code_is_no_vote_and_its_neighbours_still_count() {
    let (cast, whys) =
        read("Recordad que el voto se escribe así:\n[code][color=red][b]Bruno[/b][/color][/code]");
    assert!(cast.is_empty() && whys.is_empty(), "{cast:?} {whys:?}");
    // In a Markdown forum, a fence and backticks are code too.
    for body in [
        "To vote, write `**Vote: Bruno**` like this.",
        "```\n**Vote: Bruno**\n```\nthat's the format",
    ] {
        let t = thread(&format!("=== #1 | Ana | 2026-11-29 20:00\n{body}\n"));
        let options = Options {
            quotes: QuoteLines::Markdown,
            ..options(Syntax::Auto)
        };
        let votes = read_votes(&t, &names(), &["Ana".to_string()], &options);
        assert!(ballots(&votes).is_empty(), "{body}");
    }
    // A vote after the code, an edit that says nothing of the vote, a reason owning another's
    // mistake: the vote counts.
    for (post, want) in [
        (
            format!("Se escribe así: [code][color=red]Nombre[/color][/code]\n{RED}"),
            "Ana>Bruno#1",
        ),
        ("[b]Voto Bruno[/b]\nEDIT: typo".to_string(), "Ana>Bruno#1"),
        (
            "[b]Voto Bruno[/b]\nNB: voto di pressione, stasera lo sposto".to_string(),
            "Ana>Bruno#1",
        ),
        (
            format!(
                "{RED} porque ayer defendió a Dani y luego dijo que se había equivocado con Carla"
            ),
            "Ana>Bruno#1",
        ),
    ] {
        assert_eq!(read(&post), (vec![want.to_string()], vec![]), "{post}");
    }
}

#[test]
fn the_forums_own_edit_notice_after_a_vote_is_not_an_edit_of_it() {
    for notice in [
        "Editado por última vez por Carla el 30 Nov 2026, 12:12",
        "Last edited by Carla on 30 Nov 2026",
        "Editato da Carla il 30 Nov 2026",
    ] {
        let post = format!("{RED}\n[i]{notice}[/i]");
        assert_eq!(
            read(&post),
            (vec!["Ana>Bruno#1".to_string()], vec![]),
            "{post}"
        );
    }
}

/// Review (issue 22, jfix16a): a change of target in prose on the line after a bold vote
/// (`[b]Voto Marta[/b]` ⏎ `Nico è quello che voglio al rogo però`) was counted for the first
/// name with nothing raised; a reason naming another player on the next line still counts.
#[test]
fn a_change_of_target_in_prose_on_the_next_line_is_raised() {
    let posts: Vec<String> = [
        "[b]Voto Bruno[/b]\nCarla è quella che voglio al rogo però",
        "[b]Voto Bruno[/b]\na Carla la mandaría a la hoguera, eso sí",
        "[b]Vote Bruno[/b]\nthough Carla is who I want lynched",
    ]
    .map(String::from)
    .to_vec();
    raised(&posts, Unclear::Changed);
    for post in [
        "[b]Voto Bruno[/b]\nieri ha difeso Carla senza motivo",
        "[b]Voto Bruno[/b]\nCarla tiene razón en lo que dice",
    ] {
        assert_eq!(
            read(post),
            (vec!["Ana>Bruno#1".to_string()], vec![]),
            "{post}"
        );
    }
}

/// Ruling (lupus 60, one-night 31): a laugh after a vote (`jajaja`, 😂, 🙃) is its tone, not a
/// joke vote: counted, as a PM reads `voto Nico jajaja`; a tongue or a word saying it is a
/// joke (`scherzo`, `es broma`) is raised.
#[test]
fn a_laugh_after_a_vote_counts_and_a_tongue_or_a_joke_word_is_raised() {
    for post in [
        "[b]Voto Bruno[/b] jajaja",
        "[b]Voto Bruno[/b] 😂",
        "[b]Voto Bruno[/b] 🙃",
        "[color=red][b]Bruno[/b][/color] ahahah",
        "[b]Vote Bruno[/b] lol",
    ] {
        assert_eq!(
            read(post),
            (vec!["Ana>Bruno#1".to_string()], vec![]),
            "{post}"
        );
    }
    for post in [
        "[b]Voto Bruno[/b] :P",
        "[b]Voto Bruno[/b] 😜",
        "[b]Voto Bruno[/b]\nscherzo 😂",
    ] {
        let (ballots, whys) = read(post);
        assert!(ballots.is_empty(), "{post}: counted {ballots:?}");
        assert!(!whys.is_empty(), "{post}");
    }
}
