//! Cancelling in words: which lines cancel, what they refer to, and which never do.
use super::test_support::*;
use super::*;
use crate::core::orders::Cancels;

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
