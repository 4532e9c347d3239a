//! Cancelling in words: which lines cancel, what they refer to, and which never do.
use super::test_support::*;
use super::*;
use crate::core::orders::{Cancel, Cancels};

fn names() -> NameIndex {
    roster(&["Ana", "Bruno", "Carla", "Dani"])
}

fn verbs() -> Verbs {
    use crate::core::grammar::VerbKind;
    Verbs::from_kinds(&[
        VerbKind {
            words: vec!["vote", "voto", "votar", "vota", "votare"],
            each_counts: false,
        },
        VerbKind {
            words: vec!["rob", "robo", "robar"],
            each_counts: false,
        },
        VerbKind {
            words: vec!["mensaje"],
            each_counts: false,
        },
    ])
}

/// The cancellations of a PM, its orders (as words) and its problems.
fn read(pm: &str) -> (Vec<Cancels>, Vec<String>, usize) {
    let (file, problems) = classified(pm, &verbs(), &names());
    let orders = texts(&file);
    let cancels = file.cancels.iter().map(|c| c.what).collect();
    (cancels, orders, problems.len())
}

#[test]
fn a_line_that_cancels_in_words_is_a_cancellation_of_what_it_names() {
    let vote = Cancels::Kind {
        kind: 0,
        or_whole: false,
    };
    for (pm, what) in [
        ("anulo lo anterior", Cancels::Earlier),
        ("Olvida lo de antes!", Cancels::Earlier),
        ("scratch that", Cancels::Earlier),
        ("Cancel my previous order, please", Cancels::Earlier),
        ("olvídalo", Cancels::Earlier),
        ("cancelo mi voto", vote),
        ("Ciao master, annullo il voto", vote),
        ("lascia stare quello che ho scritto", Cancels::Whole),
        ("anzi no, lascia perdere tutto", Cancels::Whole),
        ("ignore my last PM", Cancels::Whole),
        (
            "olvida el mensaje anterior",
            Cancels::Kind {
                kind: 2,
                or_whole: true,
            },
        ),
    ] {
        let (cancels, orders, problems) = read(pm);
        assert_eq!(cancels, [what], "{pm}");
        assert!(orders.is_empty() && problems == 0, "{pm}: {orders:?}");
    }
}

#[test]
fn an_order_after_a_cancelling_clause_is_read_and_one_before_a_dismissal_too() {
    let (cancels, orders, problems) = read("Perdona máster, anulo lo anterior: voto a Bruno");
    assert_eq!(cancels, [Cancels::Earlier]);
    assert_eq!((orders, problems), (vec!["voto a Bruno".to_string()], 0));
    let (cancels, orders, _) = read("voto Carla, lascia stare il messaggio di prima");
    assert_eq!(cancels, [Cancels::Whole]);
    assert_eq!(orders, ["voto Carla"]);
}

#[test]
fn a_cancelling_verb_with_a_player_or_other_words_is_no_cancellation() {
    // A player named: an order of its own (or raised), never a cancellation.
    let (cancels, _, problems) = read("voto Ana\ncancela el voto de Bruno");
    assert!(cancels.is_empty());
    assert_eq!(problems, 1);
    // Words that do not say what is cancelled (`cancello nord`: a gate): not a cancellation.
    let (cancels, _, _) = read("cancello nord");
    assert!(cancels.is_empty());
    // A negated cancelling verb cancels nothing (and, only ever cancelling, is raised).
    let (cancels, orders, problems) = read("voto Bruno\nno anulo lo anterior");
    assert!(cancels.is_empty());
    assert_eq!((orders, problems), (vec!["voto Bruno".to_string()], 1));
    // A verb that only ever cancels, not read: raised, never chatter.
    let (cancels, orders, problems) = read("voto Bruno\nanulo todo lo de ayer");
    assert!(cancels.is_empty());
    assert_eq!((orders, problems), (vec!["voto Bruno".to_string()], 1));
}

#[test]
fn a_line_taking_the_order_back_in_other_words_withdraws_it() {
    for pm in [
        "robo a Bruno\nvale, mejor nada esta noche\n",
        "rob Dani\nok never mind\n",
        "voto Carla\nah, non importa\n",
        "robo a Bruno\npensándolo bien, paso\n",
        "rob Dani\nwell, I do nothing at all\n",
        "voto Carla\nallora niente, stanotte\n",
    ] {
        let (cancels, orders, problems) = read(pm);
        assert_eq!(cancels, [Cancels::Earlier], "{pm}");
        assert_eq!((orders.len(), problems), (1, 0), "{pm}");
    }
    // In a PM of its own, it withdraws the order of the earlier PM, if any (`core::cancelled`)
    // and is listed with the chatter.
    let mut file = OrderFile::from_text("Ana", "orders/Ana-2.txt", "bueno, mejor nada\n");
    classify(&mut file, &verbs(), &names());
    assert_eq!(file.cancels.len(), 1);
    assert!(file.cancels[0].after_an_order && file.ignored.len() == 1);
    // Talk that says `nada` among other words, and a bare `nada`, take nothing back.
    for pm in ["voto Carla\nno pasa nada, suerte\n", "voto Carla\nnada\n"] {
        let (cancels, orders, problems) = read(pm);
        assert!(cancels.is_empty(), "{pm}");
        assert_eq!((orders.len(), problems), (1, 0), "{pm}");
    }
}

#[test]
fn no_order_of_a_kind_given_above_withdraws_that_order_and_takes_back_unread_is_raised() {
    let vote = Cancels::Kind {
        kind: 0,
        or_whole: false,
    };
    let (cancels, orders, problems) = read("voto a Bruno\nbah, al final no voto nada\n");
    assert_eq!((cancels, orders.len(), problems), (vec![vote], 1, 0));
    // Of another kind than the orders above: a note, the order stands; only a vote of an
    // earlier PM would be withdrawn (break9 F1), and nothing is raised when there is none.
    let mut file =
        OrderFile::from_text("Ana", "orders/Ana.txt", "robo a Bruno\nhoy no voto nada\n");
    classify(&mut file, &verbs(), &names());
    let of_the_vote = |c: &Cancel| c.what == vote && c.after_an_order;
    assert!(file.cancels.len() == 1 && of_the_vote(&file.cancels[0]));
    assert_eq!((file.lines.len(), file.no_order_now.clone()), (1, vec![2]));
    // A take-back beside other words: the master's to read, never chatter.
    for pm in [
        "voto Bruno\nbueno, el 2 mejor no\n",
        "rob Dani\nthe second one, better not\n",
    ] {
        let (cancels, _, problems) = read(pm);
        assert!(cancels.is_empty(), "{pm}");
        assert_eq!(problems, 1, "{pm}");
    }
}

#[test]
fn a_take_back_between_two_orders_is_raised_not_read() {
    // A stay in among-us, or the order above withdrawn: the master's to ask.
    let (cancels, orders, problems) = read("voto Bruno\nbueno, mejor nada\nrobo a Carla\n");
    assert!(cancels.is_empty());
    assert_eq!((orders.len(), problems), (2, 1));
}

/// Review break5 F3: `nvm`, `nope`, `lasciamo stare`, `ni caso a lo de arriba`, `fai finta di
/// niente`, `non considerare la riga sopra` on the line after an order take it back, as
/// `olvídalo` does; a joke or a doubt there (`es broma jaja`, `forse`, `no estoy seguro eh`,
/// `aunque igual cambio luego`) is raised, as on the order's own line; talk is still talk.
#[test]
fn a_take_back_or_a_doubt_on_the_next_line_is_never_chatter() {
    for pm in [
        "rob Dani\nnvm\n",
        "rob Dani\nnope\n",
        "voto Carla\nlasciamo stare\n",
        "robo a Bruno\nni caso a lo de arriba\n",
        "robo a Bruno\nfai finta di niente\n",
        "robo a Bruno\nnon considerare la riga sopra\n",
    ] {
        let (cancels, orders, problems) = read(pm);
        assert_eq!(cancels, [Cancels::Earlier], "{pm}");
        assert_eq!((orders.len(), problems), (1, 0), "{pm}");
    }
    for pm in [
        "robo a Bruno\nes broma jaja\n",
        "rob Dani\njk lol\n",
        "vote Bruno\nmaybe\n",
        "voto Bruno\nno estoy seguro eh\n",
        "voto Bruno\naunque igual cambio luego\n",
        "vota Carla\nscherzo 😂\n",
        "vota Carla\nforse\n",
        "vota Carla\nnon ne sono sicuro\n",
        "vota Carla\nscherzo, ci penso ancora\n",
    ] {
        let (cancels, orders, problems) = read(pm);
        assert!(cancels.is_empty(), "{pm}");
        assert_eq!((orders.len(), problems), (1, 1), "{pm}");
    }
    for pm in ["voto Carla\nbuenas noches a todos\n", "nvm\n"] {
        let (cancels, _, problems) = read(pm);
        assert_eq!(problems, 0, "{pm}: {cancels:?}");
    }
}

/// Review break6 F4: a withdrawal said in a whole sentence on the next line (`uf pensándolo
/// bien esta noche paso, no hago nada`, `ripensandoci stanotte passo, non faccio niente`)
/// takes the order back, as `bah, paso` does.
#[test]
fn a_withdrawal_in_a_whole_sentence_on_the_next_line_takes_the_order_back() {
    for pm in [
        "robo a Bruno\nuf pensándolo bien esta noche paso, no hago nada\n",
        "rob Dani\nripensandoci stanotte passo, non faccio niente\n",
    ] {
        let (cancels, orders, problems) = read(pm);
        assert_eq!(cancels, [Cancels::Earlier], "{pm}");
        assert_eq!((orders.len(), problems), (1, 0), "{pm}");
    }
}

/// Review break14b F6: an unvote by PM (`desvoto`, `[b]Unvote[/b]`, `svoto`) was set aside as
/// talk, the vote standing. It cancels the player's vote; with another word after it, or two
/// players, it is raised, never talk.
#[test]
fn an_unvote_by_pm_cancels_the_vote_and_an_unclear_one_is_raised() {
    let vote = Cancels::Kind {
        kind: 0,
        or_whole: false,
    };
    for pm in [
        "desvoto",
        "Desvoto.",
        "unvote",
        "svoto",
        "desvoto a Bruno",
        "Unvote Bruno",
    ] {
        let (cancels, orders, problems) = read(pm);
        assert_eq!(cancels, [vote], "{pm}");
        assert!(orders.is_empty() && problems == 0, "{pm}: {orders:?}");
    }
    for pm in ["desvoto a Bruno y a Carla", "desvoto porque sí, ya veré"] {
        let (cancels, orders, problems) = read(pm);
        assert!(cancels.is_empty() && orders.is_empty(), "{pm}");
        assert_eq!(problems, 1, "{pm}");
    }
}
