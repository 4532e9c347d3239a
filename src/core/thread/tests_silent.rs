//! Never silent on the thread side (issue 22, review-s32 O1–O3, LR6): struck votes are
//! withdrawn, every red of the palettes is red and a name in another colour is raised, a vote
//! asked, doubted or listed is raised and not counted, and one vote tag in a red thread is
//! raised without turning the thread's red votes into unread ones.

use super::tests::{ballots, names, options, thread, voters};
use super::*;

/// Ana's red vote for Carla (the thread votes in red), then `body` posted by Bruno.
fn red_thread(body: &str) -> ThreadVotes {
    let t = thread(&format!(
        "=== #1 | Ana | 2026-11-30T10:00:00+01:00\n[color=red][b]Carla[/b][/color]\n\
         === #2 | Bruno | 2026-11-30T11:00:00+01:00\n{body}\n"
    ));
    read_votes(&t, &names(), &voters(), &options(Syntax::Auto))
}

/// Bruno's bold vote for Carla, then `body` posted by Bruno.
fn bold_thread(body: &str) -> ThreadVotes {
    let t = thread(&format!(
        "=== #1 | Bruno | 2026-11-30 10:00\n[b]Voto: Carla[/b]\n\
         === #2 | Bruno | 2026-11-30 11:00\n{body}\n"
    ));
    read_votes(&t, &names(), &voters(), &options(Syntax::Auto))
}

/// The places raised, as `post:why`, and whether each blocks (not replaced).
fn raised(votes: &ThreadVotes) -> Vec<(u64, Unclear, bool)> {
    votes
        .unclear
        .iter()
        .map(|u| (u.post, u.why, u.replaced.is_none()))
        .collect()
}

#[test]
fn a_struck_vote_is_withdrawn_and_the_post_keeps_its_standing_vote() {
    for struck in [
        "[s][color=red][b]Dani[/b][/color][/s]",
        "[strike][color=red][b]Dani[/b][/color][/strike]",
        "[del][color=red][b]Dani[/b][/color][/del]",
        "[S][color=red][b]Dani[/b][/color][/S]",
        "~~[color=red][b]Dani[/b][/color]~~",
    ] {
        let votes = red_thread(&format!(
            "[color=red][b]Ana[/b][/color]\n{struck} no, mejor me quedo con Ana"
        ));
        assert_eq!(ballots(&votes), ["Ana>Carla#1", "Bruno>Ana#2"], "{struck}");
        assert!(votes.unclear.is_empty(), "{struck}: {:?}", votes.unclear);
    }
    let votes = bold_thread("**Voto: Ana**\n~~**Voto: Dani**~~ mejor Ana");
    assert_eq!(ballots(&votes), ["Bruno>Carla#1", "Bruno>Ana#2"]);
}

#[test]
fn every_red_of_the_forum_palettes_is_a_vote() {
    for red in ["darkred", "#cc0000", "crimson", "#e60000", "#C00", "maroon"] {
        // The name alone on its line, as the rulebook asks, in the palette's red.
        let votes = red_thread(&format!("[color={red}]Dani[/color]"));
        assert_eq!(ballots(&votes), ["Ana>Carla#1", "Bruno>Dani#2"], "{red}");
        // And a thread where every red vote is in that red is a red thread.
        let t = thread(&format!(
            "=== #1 | Ana | 2026-11-30 10:00\n[color={red}]Carla[/color]\n"
        ));
        let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Auto));
        assert_eq!(ballots(&votes), ["Ana>Carla#1"], "{red}");
    }
}

#[test]
fn a_name_in_another_colour_where_votes_are_red_is_raised() {
    for colour in ["blue", "orange", "#00aa00", "pink"] {
        let votes = red_thread(&format!("[color={colour}]Dani[/color]"));
        assert_eq!(ballots(&votes), ["Ana>Carla#1"], "{colour}");
        assert_eq!(raised(&votes), [(2, Unclear::Colour, true)], "{colour}");
    }
    let votes = red_thread("Lo tengo claro: [color=blue]Dani[/color] 🐺");
    assert_eq!(raised(&votes), [(2, Unclear::Colour, true)]);
    // Coloured prose, or a coloured name inside a sentence, is emphasis: nothing to raise.
    for prose in [
        "[color=blue]qué calor hace hoy[/color]",
        "[color=blue]Dani[/color] me da buena espina.",
    ] {
        let votes = red_thread(prose);
        assert!(votes.unclear.is_empty(), "{prose}: {:?}", votes.unclear);
        assert_eq!(ballots(&votes), ["Ana>Carla#1"], "{prose}");
    }
    // A coloured name before the post's red vote is listed, and blocks nothing.
    let votes = red_thread("[color=green]Dani[/color]\n[color=red][b]Ana[/b][/color]");
    assert_eq!(ballots(&votes), ["Ana>Carla#1", "Bruno>Ana#2"]);
    assert_eq!(raised(&votes), [(2, Unclear::Colour, false)]);
}

#[test]
fn a_vote_asked_negated_put_off_or_listed_is_raised_not_cast() {
    use Unclear::{Doubt, List, Question};
    let red = |name: &str| format!("[color=red][b]{name}[/b][/color]");
    for (line, why) in [
        (
            format!("No votéis a {}, que es inocente.", red("Dani")),
            Doubt,
        ),
        (
            format!("Candidatos: {} y {}. Aún no sé.", red("Dani"), red("Inés")),
            List,
        ),
        (format!("{}?", red("Dani")), Question),
        (format!("¿{}?", red("Dani")), Question),
        (format!("Si mañana sigue callado, {}.", red("Dani")), Doubt),
        (format!("Ojo, que Ana vota {} y yo no", red("Dani")), Doubt),
    ] {
        let votes = red_thread(&line);
        assert_eq!(ballots(&votes), ["Ana>Carla#1"], "{line}");
        let whys: Vec<Unclear> = votes.unclear.iter().map(|u| u.why).collect();
        assert!(
            !whys.is_empty() && whys.iter().all(|w| *w == why),
            "{line}: {whys:?}"
        );
        assert!(
            votes
                .unclear
                .iter()
                .all(|u| u.post == 2 && u.replaced.is_none())
        );
    }
    for (line, why) in [
        ("[b]Voto Dani?[/b]", Question),
        ("Domani [b]voto Dani[/b] se non parla", Doubt),
        ("Chi ha detto [b]voto Dani[/b]? Io no.", Question),
        ("[b]Voto Dani[/b] e [b]Voto Ana[/b]... no, solo Dani", List),
        ("Carla dice: [b]voto Dani[/b]", Doubt),
    ] {
        let votes = bold_thread(line);
        // Bruno's standing vote is his post #1's: nothing of #2 replaces it in silence.
        assert_eq!(ballots(&votes), ["Bruno>Carla#1"], "{line}");
        let whys: Vec<Unclear> = votes.unclear.iter().map(|u| u.why).collect();
        assert!(
            !whys.is_empty() && whys.iter().all(|w| *w == why),
            "{line}: {whys:?}"
        );
    }
}

#[test]
fn the_forum_conventions_that_are_votes_stay_votes() {
    for (line, vote) in [
        ("No sé, pero [color=red][b]Dani[/b][/color]", "Dani"),
        ("No, [color=red][b]Dani[/b][/color]", "Dani"),
        ("Sí, [color=red][b]Dani[/b][/color]", "Dani"),
        ("[color=red]@Dani 🐺[/color]", "Dani"),
        ("[color=red][b]Dani[/b][/color] porque miente", "Dani"),
        (
            "[color=red][b]Dani[/b][/color] no, mejor [color=red][b]Ana[/b][/color]",
            "Ana",
        ),
        (
            "Desvoto a [color=red]Dani[/color] y voto a [color=red][b]Ana[/b][/color]",
            "Ana",
        ),
        (
            "[color=red][b]Dani[/b][/color]. ¿Alguien más lo ve?",
            "Dani",
        ),
    ] {
        let votes = red_thread(line);
        assert_eq!(
            ballots(&votes),
            ["Ana>Carla#1".to_string(), format!("Bruno>{vote}#2")],
            "{line}"
        );
        assert!(
            votes.unclear.iter().all(|u| u.replaced.is_some()),
            "{line}: {:?}",
            votes.unclear
        );
    }
    for (line, last) in [
        ("[b]Unvote: Carla, Vote: Dani[/b]", "Dani"),
        ("[b]##vote Dani[/b]", "Dani"),
        ("[b]VOTE Dani\nFOS Ana[/b]", "Dani"),
        ("[b]unvote[[/b]", "-"),
        ("[b]Svoto[/b]", "-"),
        ("[b]Voto: Ana[/b] no wait [b]Voto: Dani[/b]", "Dani"),
        ("[b]Voto: Ana[/b] no mejor [b]Voto: Dani[/b]", "Dani"),
    ] {
        let votes = bold_thread(line);
        let all = ballots(&votes);
        assert_eq!(all.last().unwrap(), &format!("Bruno>{last}#2"), "{line}");
        assert!(votes.unclear.is_empty(), "{line}: {:?}", votes.unclear);
    }
}

#[test]
fn one_vote_tag_in_a_red_thread_is_raised_and_the_red_votes_still_count() {
    let t = thread(
        "=== #1 | Ana | 2026-11-30 10:00\n[color=red][b]Carla[/b][/color]\n\
         === #2 | Carla | 2026-11-30 10:10\n[color=red][b]Bruno[/b][/color]\n\
         === #3 | Dani | 2026-11-30 10:20\n[color=red]Carla[/color]\n\
         === #4 | Bruno | 2026-11-30 10:30\n\
         En el otro foro votábamos así: [vote]Dani[/vote] jaja. Aquí sigo con lo mío.\n",
    );
    let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Auto));
    assert_eq!(
        ballots(&votes),
        ["Ana>Carla#1", "Carla>Bruno#2", "Dani>Carla#3"]
    );
    assert_eq!(raised(&votes), [(4, Unclear::OtherSyntax, true)]);
    assert!(votes.unread.is_empty(), "{:?}", votes.unread);
    // A thread where as many vote with tags as in red keeps reading the tags.
    let t = thread(
        "=== #1 | Ana | 2026-11-30 10:00\n[vote]Carla[/vote]\n\
         === #2 | Carla | 2026-11-30 10:10\n[color=red][b]Bruno[/b][/color]\n",
    );
    let votes = read_votes(&t, &names(), &voters(), &options(Syntax::Auto));
    assert_eq!(ballots(&votes), ["Ana>Carla#1"]);
}

#[test]
fn weighing_many_votes_on_one_line_is_linear() {
    // Each vote's sentence is read at most a vote's length either side of it.
    let work = |n: usize| {
        let body = "¿[color=red]Ana[/color] y [color=red]Dani[/color]? no ".repeat(n);
        let t = thread(&format!("=== #1 | Bruno | 2026-11-30 10:00\n{body}\n"));
        let mut votes = ThreadVotes::default();
        let done = super::work::of(|| {
            votes = read_votes(&t, &names(), &voters(), &options(Syntax::Red));
        });
        (done, body.len(), votes)
    };
    let (small, _, _) = work(500);
    let (large, bytes, votes) = work(1_000);
    assert!(
        large <= small * 2 + small / 10,
        "{large} units, {small} for half"
    );
    assert!(
        large <= bytes * MAX_VOTE_TEXT,
        "{large} units for {bytes} bytes"
    );
    assert!(votes.ballots.is_empty() && !votes.unclear.is_empty());
}
