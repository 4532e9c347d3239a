//! Doubts read in the game's language (issue 22): Italian `si` (reflexive or impersonal: `si
//! vota domani`, `si è tradito`), Spanish `se` (`se nota`, `se lo ha ganado`), Italian `vi`
//! (`vi dico`), `si` as "yes" or "whether", a negation or a putting off in another clause: no
//! doubt where a human reads none; and the real conditions, hedges and negations still raised.

use super::tests::{ballots, names, options, thread};
use super::*;
use crate::core::msg::Lang;

/// Ana's post, read in `lang`: her ballots and the reasons her votes were raised.
fn read_in(body: &str, lang: Option<Lang>) -> (Vec<String>, Vec<Unclear>) {
    let t = thread(&format!("=== #1 | Ana | 2026-11-29 20:00\n{body}\n"));
    let options = Options {
        lang,
        ..options(Syntax::Auto)
    };
    let voters = vec!["Ana".to_string()];
    let votes = read_votes(&t, &names(), &voters, &options);
    let whys = votes.unclear.iter().map(|u| u.why).collect();
    (ballots(&votes), whys)
}

#[test]
fn italian_si_vi_and_a_negation_elsewhere_are_no_doubt_in_an_italian_game() {
    for post in [
        "Si vota domani sera, quindi oggi [b]voto Dani[/b]",
        "Dani si è contraddetto tre volte. [b]Voto Dani[/b]",
        "Dani si è contraddetto tre volte, [b]voto Dani[/b]",
        "Vi dico una cosa: [b]voto Dani[/b]",
        "Non ho dubbi, [b]voto Dani[/b]",
        "Non so se è lupo, ma [b]voto Dani[/b]",
        "Si, [b]voto Dani[/b]",
        "[b]Voto Dani[/b], se lo merita",
    ] {
        assert_eq!(
            read_in(post, Some(Lang::It)),
            (vec!["Ana>Dani#1".to_string()], vec![]),
            "{post}"
        );
    }
}

#[test]
fn spanish_se_and_si_as_yes_or_whether_are_no_doubt_in_a_spanish_game() {
    for post in [
        "Se nota que miente, [color=red][b]Dani[/b][/color]",
        "Dani se ha delatado solo: [color=red][b]Dani[/b][/color]",
        "Se lo ha ganado, [color=red][b]Dani[/b][/color]",
        "Si, [color=red][b]Dani[/b][/color]",
        "No sé si es lobo, pero [color=red][b]Dani[/b][/color]",
        "No tengo dudas: [color=red][b]Dani[/b][/color]",
        "[color=red][b]Dani[/b][/color] se lo merece",
    ] {
        assert_eq!(
            read_in(post, Some(Lang::Es)),
            (vec!["Ana>Dani#1".to_string()], vec![]),
            "{post}"
        );
    }
}

#[test]
fn real_conditions_hedges_and_negations_are_still_raised() {
    for (post, lang) in [
        ("Se Dani non parla, [b]voto Dani[/b]", Lang::It),
        ("[b]Voto Dani[/b] se non parla", Lang::It),
        ("Forse [b]voto Dani[/b]", Lang::It),
        ("Domani [b]voto Dani[/b]", Lang::It),
        ("Non [b]voto Dani[/b]", Lang::It),
        (
            "Si mañana sigue callado, [color=red][b]Dani[/b][/color]",
            Lang::Es,
        ),
        ("No votéis a [color=red][b]Dani[/b][/color]", Lang::Es),
        ("Quizás [color=red][b]Dani[/b][/color]", Lang::Es),
        ("[color=red][b]Dani[/b][/color] si no habla", Lang::Es),
    ] {
        let (ballots, whys) = read_in(post, Some(lang));
        assert!(ballots.is_empty(), "{post}: {ballots:?}");
        assert_eq!(whys, [Unclear::Doubt], "{post}");
    }
    // Where neither the post's words nor the game tell the language, `si` and `se` may be
    // "if": raised, never read in silence.
    for post in [
        "Si vota Dani, [b]voto Dani[/b]",
        "Se nota, [b]voto Dani[/b]",
    ] {
        assert_eq!(read_in(post, None).1, [Unclear::Doubt], "{post}");
    }
    // The post's own words tell its language in a game of another.
    assert_eq!(
        read_in("Oggi si vota, quindi [b]voto Dani[/b]", Some(Lang::En)).1,
        []
    );
    assert_eq!(
        read_in("Si hoy no habla nadie, [b]voto Dani[/b]", Some(Lang::It)).1,
        [Unclear::Doubt]
    );
}

/// Review break5 F3: a joke or a doubt on the line after the post's vote (`**Voto: Dani**` ⏎
/// `scherzo 😂`) is raised, as in a PM; a reason on the next line is not.
#[test]
fn a_joke_or_doubt_on_the_line_after_the_vote_is_raised() {
    for post in [
        "[b]Voto Dani[/b]\nscherzo 😂",
        "[b]Voto Dani[/b]\n\nforse",
        "[color=red][b]Dani[/b][/color]\nno estoy seguro eh",
    ] {
        assert_eq!(
            read_in(post, None),
            (vec![], vec![Unclear::Doubt]),
            "{post}"
        );
    }
    assert_eq!(
        read_in(
            "[b]Voto Dani[/b]\nha mentito tutto il giorno",
            Some(Lang::It)
        ),
        (vec!["Ana>Dani#1".to_string()], vec![]),
    );
}

/// Review break14b F11: an ellipsis (`…`, three bytes) before or after a vote ended the
/// sentence by cutting inside the character, and `tally`, `check` and `next` panicked.
#[test]
fn an_ellipsis_around_a_vote_ends_its_sentence_without_a_panic() {
    for post in [
        "Desde los barracones se oye todo… [color=red][b]Dani[/b][/color]",
        "[color=red][b]Dani[/b][/color]… ya lo sabía",
        "Pues nada… [color=red][b]Dani[/b][/color]… y punto",
    ] {
        assert_eq!(
            read_in(post, Some(Lang::Es)),
            (vec!["Ana>Dani#1".to_string()], vec![]),
            "{post}"
        );
    }
    // A question still raises the vote, the ellipsis before it.
    let (_, whys) = read_in(
        "Todo muy raro… ¿[color=red][b]Dani[/b][/color]?",
        Some(Lang::Es),
    );
    assert_eq!(whys, vec![Unclear::Question]);
}
