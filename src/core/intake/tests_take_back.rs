//! Review break7: take-backs in everyday words (F1, F8, F10), an apology that corrects (F14),
//! a question laughed off and the Spanish "maybe" (F9). Each is read as what it is or raised;
//! never chatter, a remark or an order in silence.

use super::test_support::*;
use super::*;
use crate::core::grammar::VerbKind;
use crate::core::orders::Cancels;

fn names() -> NameIndex {
    roster(&["Ana", "Dani", "Elena", "Jorge", "Chiara"])
}

fn verbs() -> Verbs {
    Verbs::from_kinds(&[
        VerbKind {
            words: vec!["rob", "robo", "robar", "roba"],
            each_counts: false,
        },
        VerbKind {
            words: vec!["indaga", "indago", "indagare"],
            each_counts: false,
        },
        VerbKind {
            words: vec!["vote", "voto", "votar", "votare"],
            each_counts: false,
        },
    ])
}

/// The cancellations of Ana's PM, its orders as written and the lines raised.
fn read(pm: &str) -> (Vec<Cancels>, Vec<String>, Vec<usize>) {
    let (file, problems) = classified(pm, &verbs(), &names());
    let cancels = file.cancels.iter().map(|c| c.what).collect();
    (cancels, texts(&file), problem_lines(&problems))
}

#[test]
fn a_take_back_in_everyday_words_on_the_next_line_withdraws_the_order() {
    let rob = Cancels::Kind {
        kind: 0,
        or_whole: false,
    };
    for pm in [
        "robar a Elena\npaso de robar\n",
        "robar a Elena\npaso de robarle, que me pillan\n",
    ] {
        let (cancels, _, raised) = read(pm);
        assert_eq!(cancels, [rob], "{pm:?}");
        assert!(raised.is_empty(), "{pm:?}: {raised:?}");
    }
    for pm in [
        "robar a Elena\npaso\n",
        "robar a Elena\nmejor lo dejo estar\n",
        "indaga Chiara\nlascio perdere\n",
        "indaga Chiara\npasso\n",
        "indaga Chiara\nstanotte mi riposo\n",
        "indaga Chiara\nci ho ripensato, niente indagine\n",
    ] {
        let (cancels, _, raised) = read(pm);
        assert_eq!(cancels, [Cancels::Earlier], "{pm:?}");
        assert!(raised.is_empty(), "{pm:?}: {raised:?}");
    }
}

#[test]
fn a_later_pm_taking_the_first_back_in_everyday_words_withdraws_it() {
    for pm in [
        "el MP de antes no vale\n",
        "perdona, el mensaje de antes era para la otra partida\n",
        "lo de antes era broma jaja\n",
        "scusa, il messaggio di prima era per un'altra partita\n",
        "borra lo que te mandé\n",
    ] {
        let (file, raised) = classified(pm, &verbs(), &names());
        assert_eq!(file.cancels.len(), 1, "{pm:?}");
        assert!(file.cancels[0].after_an_order, "{pm:?}");
        assert!(raised.is_empty(), "{pm:?}");
    }
}

#[test]
fn a_take_back_or_an_or_nothing_after_the_order_on_its_line_is_raised() {
    for pm in [
        "robar a Elena. Nah, paso de robar\n",
        "robar a Elena — bah, mejor lo dejo estar\n",
        "robar a Elena (o nada, ya veré)\n",
        "indaga Chiara. Ci ho ripensato, niente indagine\n",
        "indaga Chiara (o niente, vediamo)\n",
    ] {
        assert_eq!(read(pm).2, [1], "{pm:?}");
    }
}

#[test]
fn an_apology_that_may_correct_is_raised_never_a_remark() {
    for pm in [
        "perdona, era a Jorge\n",
        "perdón, Jorge\n",
        "sorry, it was Jorge\n",
        "Jorge, perdona\n",
        "scusa master, era Chiara\n",
        "Hola máster! perdona la tardanza, Jorge y Elena\n",
        "perdón por el lío, al final Jorge\n",
    ] {
        let (file, raised) = classified(pm, &verbs(), &names());
        assert!(file.remarks.is_empty(), "{pm:?}");
        assert_eq!(problem_lines(&raised), [1], "{pm:?}");
    }
    // An apology with its own reason is a remark still.
    let (file, raised) = classified(
        "PD: Elena, disculpa si me pasé en el hilo\n",
        &verbs(),
        &names(),
    );
    assert_eq!((file.remarks, raised.len()), (vec![1], 0));
}

#[test]
fn a_question_laughed_off_and_a_spanish_maybe_are_raised() {
    for pm in [
        "Robar a Elena?? jaja\n",
        "votar Jorge? lol\n",
        "indaga Chiara? ahah\n",
        "Igual robo a Elena\n",
        "A lo mejor voto a Jorge\n",
    ] {
        let (_, orders, raised) = read(pm);
        assert!(orders.is_empty(), "{pm:?}: {orders:?}");
        assert_eq!(raised, [1], "{pm:?}");
    }
    // `mejor` alone is a change of mind, an order.
    assert_eq!(read("mejor voto a Jorge\n").1, ["voto a Jorge"]);
}

/// Ana's among-us-like PM read with a stay, a follow and the bell: its orders as written and
/// the lines raised.
fn points(pm: &str) -> (Vec<String>, Vec<usize>) {
    let verbs = Verbs::new([
        "quedo", "quedarse", "sigo", "seguir", "toco", "campana", "voto", "voto",
    ]);
    let (file, problems) = classified(pm, &verbs, &names());
    (texts(&file), problem_lines(&problems))
}

#[test]
fn a_sentence_led_by_its_verb_in_lower_case_is_an_order_of_its_own() {
    // Blind corpus 6, I: "Cada punto de acción invertido se llevará a efecto en una fase en el
    // orden en que se han declarado las acciones" — a point after a full stop is no prose.
    assert_eq!(
        points("me quedo. me quedo. me quedo\n").0,
        ["quedo", "quedo", "quedo"]
    );
    assert_eq!(
        points("seguir Jorge. me quedo\n").0,
        ["seguir Jorge", "quedo"]
    );
    assert_eq!(points("campana fase 1. luego me quedo\n").0.len(), 2);
    // A verb of the game in lower case after the order that reads as none: raised.
    let (_, raised) = points("voto a Jorge. voto? no sé\n");
    assert_eq!(raised, [1]);
}

/// Review break8 F8: a bare take-back (`anzi no`, `bueno no`, `nah`) alone on the line after an
/// order withdraws it; a bare `no` alone there is raised. Never chatter with the order standing.
#[test]
fn a_bare_take_back_on_the_next_line_withdraws_the_order_or_is_raised() {
    for pm in [
        "voto Elena\nanzi no\n",
        "voto Elena\nanzi no!\n",
        "robar a Elena\nbueno no\n",
        "robar a Elena\nbueno, no\n",
        "robar a Elena\nnah\n",
        "indaga Chiara\nanzi no\n",
    ] {
        let (cancels, _, raised) = read(pm);
        assert_eq!(cancels, [Cancels::Earlier], "{pm:?}");
        assert!(raised.is_empty(), "{pm:?}: {raised:?}");
    }
    for pm in ["robar a Elena\nno\n", "voto Elena\nNo.\n"] {
        let (cancels, _, raised) = read(pm);
        assert!(cancels.is_empty(), "{pm:?}");
        assert_eq!(raised, [2], "{pm:?}");
    }
}

/// Review break8 F8: a bare take-back after the order on its line (`voto Marta, anzi no`,
/// `robar a Elena... bueno, no`, `Robar a Elena, nah.`) makes the order unsure: raised, never
/// read as the order. A `no` inside the reason (`que dice que no`) is no take-back.
#[test]
fn a_bare_take_back_after_the_order_on_its_line_is_raised() {
    for pm in [
        "voto Elena, anzi no\n",
        "Voto Elena, anzi no!\n",
        "voto Elena... anzi no\n",
        "robar a Elena, bueno no\n",
        "robar a Elena... bueno, no\n",
        "Robar a Elena, nah.\n",
        "robar a Elena, no\n",
        "indaga Chiara, anzi no\n",
    ] {
        let (_, orders, raised) = read(pm);
        assert!(orders.is_empty(), "{pm:?}: {orders:?}");
        assert_eq!(raised, [1], "{pm:?}");
    }
    let (_, orders, raised) = read("voto Elena, porque dice que no\n");
    assert_eq!(orders.len(), 1, "{raised:?}");
    assert!(raised.is_empty());
}

#[test]
fn a_vote_said_to_no_longer_count_is_no_vote() {
    // Review break14b F9: `Mi voto a Bruno ya no vale.` was read as `votar Bruno`.
    for pm in [
        "Mi voto a Dani ya no vale.",
        "Il mio voto a Dani non vale più.",
        "My vote for Dani no longer counts.",
    ] {
        let (_, orders, raised) = read(pm);
        assert!(
            !orders.iter().any(|o| o.contains("Dani")) || raised == [1],
            "{pm}: {orders:?} {raised:?}"
        );
        assert_eq!(raised, [1], "{pm}: {orders:?}");
    }
}
