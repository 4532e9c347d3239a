//! Issue 22 J, corpus 6 pattern A: a change of mind or a hesitation that settles, the later
//! choice given without repeating the verb, read as that choice; what a careful master would
//! ask about stays raised.
use super::test_support::*;
use super::*;
use crate::core::grammar::VerbKind;

fn names() -> NameIndex {
    roster(&["Ana", "Bruno", "Carla", "Dario", "Elena"])
}

fn verbs() -> Verbs {
    Verbs::from_kinds(&[
        VerbKind {
            words: vec!["ver", "veo", "miro", "guardo", "see", "look"],
            each_counts: false,
        },
        VerbKind {
            words: vec!["voto", "votar", "vota", "vote"],
            each_counts: false,
        },
        VerbKind {
            words: vec!["proteggo", "proteggere", "protejo", "protect"],
            each_counts: false,
        },
        VerbKind {
            words: vec!["compro", "comprar", "buy", "compro"],
            each_counts: true,
        },
        VerbKind {
            words: vec!["juego", "jugar", "gioco", "play"],
            each_counts: true,
        },
    ])
}

/// Ana's PM read: its orders as words, how many were withdrawn, and its problems' keys.
fn read(pm: &str) -> (Vec<String>, usize, Vec<String>) {
    let (file, problems) = classified(pm, &verbs(), &names());
    let keys = problems.iter().map(|p| p.msg.key.to_string()).collect();
    (texts(&file), file.withdrawn.len(), keys)
}

/// Asserts `pm` reads with no problem, its last order `last`, every earlier one withdrawn.
fn settles(pm: &str, last: &str) {
    let (orders, withdrawn, problems) = read(pm);
    assert!(problems.is_empty(), "{pm}: {problems:?}");
    assert_eq!(orders.last().map(String::as_str), Some(last), "{pm}");
    assert_eq!(withdrawn, orders.len() - 1, "{pm}: {orders:?}");
}

#[test]
fn a_correction_on_its_own_line_after_but_with_a_count_in_words_corrects_the_order() {
    settles(
        "Miro la carta de Bruno.\n\nPero... no, mejor dos del centro, la 1 y la 3\n",
        "Miro dos del centro la 1 y la 3",
    );
    settles(
        "guardo la carta di Bruno\nperò no, meglio due dal centro, la 1 e la 2\n",
        "guardo due dal centro la 1 e la 2",
    );
    settles(
        "see Bruno's card\nbut no, better two from the center, 2 and 3\n",
        "see two from the center 2 and 3",
    );
}

#[test]
fn an_order_laughed_off_then_one_of_its_kind_on_its_line_gives_the_later_one() {
    settles("voto Bruno jaja es broma, voto a Carla\n", "voto a Carla");
    settles("vota Dario, è uno scherzo eh, vota Elena\n", "vota Elena");
    settles("vote Bruno lol just kidding, vote Carla\n", "vote Carla");
    // Not a joke taken back (`no es broma`), or no later order of its kind: the master asks.
    for pm in [
        "voto Bruno jaja no es broma, voto a Carla\n",
        "voto Bruno jaja es broma\n",
        "voto Bruno jaja es broma, protejo a Carla\n",
    ] {
        let (_, _, problems) = read(pm);
        assert!(!problems.is_empty(), "{pm}");
    }
}

#[test]
fn a_hesitation_settled_on_a_choice_already_named_gives_that_choice() {
    settles("voto a Carla, o a Dario. Bueno a Carla\n", "voto a Carla");
    settles("vota Dario, oppure Elena? Vabbè, Elena\n", "vota Elena");
    settles(
        "proteggo Bruno\nforse Dario? no dai, Bruno\n",
        "proteggo Bruno",
    );
    settles(
        "protect Bruno\nor maybe Carla? nah, Carla\n",
        "protect Carla",
    );
    // Settled on a player offered nowhere before: not read as a choice (the ruleset's grammar
    // raises the words after the order).
    let (orders, withdrawn, _) = read("voto a Carla, o a Dario. Bueno a Elena\n");
    assert_eq!((orders.len(), withdrawn), (1, 0), "{orders:?}");
    assert!(orders[0].ends_with("Elena"), "{orders:?}");
}

#[test]
fn a_later_sentence_saying_the_choice_again_ends_the_order() {
    settles(
        "voto a Bruno... no, Carla. Definitivamente Carla\n",
        "voto Carla",
    );
    settles("vota Dario. Sicuramente Dario!\n", "vota Dario");
}
