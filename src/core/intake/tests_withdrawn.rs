//! Review break9 F2–F5: a take-back in words no cancelling verb says (`El voto de antes ya no
//! vale`, `he cambiado de opinión`, `Hoy descanso`, `me equivoqué de persona`), and the remarks
//! that look like one but speak of no order.

use super::test_support::*;
use super::*;
use crate::core::grammar::VerbKind;
use crate::core::orders::Cancels;

fn names() -> NameIndex {
    roster(&["Ana", "Elena", "Chiara"])
}

fn verbs() -> Verbs {
    Verbs::from_kinds(&[
        VerbKind {
            words: vec!["rob", "robo", "robar", "roba"],
            each_counts: false,
        },
        VerbKind {
            words: vec!["vote", "voto", "votar", "vota", "votare"],
            each_counts: false,
        },
    ])
}

/// The cancellations of Ana's PM (each with whether nothing before it is no problem), its
/// orders as written and the lines raised.
fn read(pm: &str) -> (Vec<(Cancels, bool)>, Vec<String>, Vec<usize>) {
    let (file, problems) = classified(pm, &verbs(), &names());
    let cancels = file
        .cancels
        .iter()
        .map(|c| (c.what, c.after_an_order))
        .collect();
    (cancels, texts(&file), problem_lines(&problems))
}

const VOTE: Cancels = Cancels::Kind {
    kind: 1,
    or_whole: false,
};

#[test]
fn the_noun_of_an_order_after_an_article_names_the_kind_taken_back() {
    for pm in [
        "El voto de antes ya no vale\n",
        "Il voto di prima non vale più\n",
        "my earlier vote doesn't count\n",
        "Perdona máster, mi voto ya no cuenta\n",
    ] {
        let (cancels, orders, raised) = read(pm);
        // Alone in its PM: the earlier PM's vote, if any.
        assert_eq!(cancels, [(VOTE, true)], "{pm:?}");
        assert!(orders.is_empty() && raised.is_empty(), "{pm:?}");
    }
    // Below a vote of its PM: that vote. Of another kind: the rob of before, not the vote.
    let (cancels, orders, _) = read("voto Elena\nel voto de antes no vale\n");
    assert_eq!((cancels, orders.len()), (vec![(VOTE, false)], 1));
    let (cancels, _, _) = read("voto Elena\nel robo de antes no vale\n");
    let rob = Cancels::Kind {
        kind: 0,
        or_whole: false,
    };
    assert_eq!(cancels, [(rob, true)]);
}

#[test]
fn a_remark_about_an_order_that_is_not_a_take_back_withdraws_nothing() {
    for pm in [
        // Someone else's vote, a condition, a verb of the game beside the noun.
        "voto Elena\nel voto de Chiara no vale\n",
        "voto Elena\nel voto no vale si hay empate\n",
        "voto Elena\nvota el voto de antes, no vale\n",
        // Not staying home: tomorrow, negated, a bare word among-us reads as a point.
        "robar a Elena\nmañana descanso\n",
        "robar a Elena\nhoy no descanso\n",
        "descanso\n",
    ] {
        let (cancels, _, _) = read(pm);
        assert!(cancels.is_empty(), "{pm:?}: {cancels:?}");
    }
}

#[test]
fn a_change_of_mind_alone_takes_back_and_before_a_new_order_is_its_reason() {
    for pm in [
        "Nada, he cambiado de opinión\n",
        "Cambio de opinión\n",
        "Niente, ho cambiato idea\n",
        "I changed my mind\n",
    ] {
        let (cancels, _, raised) = read(pm);
        assert_eq!(cancels, [(Cancels::Earlier, true)], "{pm:?}");
        assert!(raised.is_empty(), "{pm:?}");
    }
    for pm in [
        "He cambiado de opinión\nvoto Elena\n",
        "perdón, me equivoqué de persona\nvoto Elena\n",
    ] {
        let (cancels, orders, raised) = read(pm);
        assert!(cancels.is_empty() && raised.is_empty(), "{pm:?}");
        assert_eq!(orders, ["voto Elena"], "{pm:?}");
    }
}

#[test]
fn staying_home_withdraws_the_orders_before_and_a_mistake_is_the_masters() {
    for pm in [
        "Mejor esta noche me quedo en casa\n",
        "Hoy descanso\n",
        "stanotte resto a casa\n",
        "tonight I stay home\n",
    ] {
        assert_eq!(read(pm).0, [(Cancels::Whole, true)], "{pm:?}");
    }
    let (cancels, _, _) = read("robar a Elena\nvoto Chiara\nHoy descanso\n");
    assert_eq!(cancels, [(Cancels::Whole, false)]);
    for pm in [
        "perdón, me equivoqué de persona\n",
        "Scusa, mi sono sbagliato di persona\n",
        "sorry, wrong person\n",
    ] {
        assert_eq!(read(pm).0, [(Cancels::Mistaken, true)], "{pm:?}");
    }
}
