//! Review break7 F4: a red name after a label that says it is not today's vote (`Ni de coña:`,
//! `Mi voto de ayer:`, `Descartado:`, `Lo que NO voy a votar:`, `Lo que diría un lobo:`,
//! `Ejemplo:`) or after a hedge (`Igual`) is no vote: raised to the master, never counted, and
//! the post's real vote before it stands (README, thread: "A vote the post speaks of without
//! casting it is not counted and is raised at its post").

use super::tests::{ballots, names, options, thread};
use super::*;
use crate::core::msg::Lang;

/// Ana's post, read in Spanish: her ballots and the reasons her votes were raised.
fn read(body: &str) -> (Vec<String>, Vec<Unclear>) {
    let t = thread(&format!("=== #1 | Ana | 2026-11-29 20:00\n{body}\n"));
    let options = Options {
        lang: Some(Lang::Es),
        ..options(Syntax::Auto)
    };
    let votes = read_votes(&t, &names(), &["Ana".to_string()], &options);
    let whys = votes.unclear.iter().map(|u| u.why).collect();
    (ballots(&votes), whys)
}

const BRUNO: &str = "[color=red][b]Bruno[/b][/color]";

#[test]
fn a_red_name_after_a_label_against_it_is_raised_and_the_vote_before_stands() {
    for label in [
        "Ni de coña:",
        "Mi voto de ayer:",
        "Descartado:",
        "Lo que diría un lobo:",
        "Lo que NO voy a votar:",
        "Ejemplo:",
    ] {
        let post =
            format!("Vale, me convence más eso. {BRUNO}\n{label} [color=red][b]Dani[/b][/color]");
        assert_eq!(
            read(&post),
            (vec!["Ana>Bruno#1".to_string()], vec![Unclear::Label]),
            "{post}"
        );
    }
}

#[test]
fn a_red_name_after_igual_is_a_maybe_raised() {
    let post = format!("{BRUNO}\nIgual [color=red][b]Dani[/b][/color]");
    assert_eq!(
        read(&post),
        (vec!["Ana>Bruno#1".to_string()], vec![Unclear::Doubt])
    );
}

#[test]
fn a_label_that_only_leads_into_the_vote_is_counted() {
    for post in [
        "Mi voto: [color=red][b]Dani[/b][/color]",
        "Hoy lo tengo claro: [color=red][b]Dani[/b][/color]",
        "No tengo dudas: [color=red][b]Dani[/b][/color]",
        "Me da igual lo que digáis. [color=red][b]Dani[/b][/color]",
    ] {
        assert_eq!(
            read(post),
            (vec!["Ana>Dani#1".to_string()], vec![]),
            "{post}"
        );
    }
}
