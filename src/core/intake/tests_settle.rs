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

/// Ana's PM read with `verbs`: its orders, the lines set aside with no order now, its remarks
/// and how many problems.
fn noted(pm: &str, verbs: &Verbs) -> (usize, Vec<usize>, Vec<usize>, usize) {
    let (file, problems) = classified(pm, verbs, &names());
    let now = file.no_order_now.clone();
    (file.lines.len(), now, file.remarks.clone(), problems.len())
}

#[test]
fn declining_an_order_beside_a_greeting_to_a_player_is_no_order_now() {
    // Blind corpus 6, pattern D: "no order" said in words, a player named only to greet him.
    let verbs = Verbs::new([
        "juego", "jugar", "salgo", "esco", "gioco", "giocare", "voto",
    ]);
    for pm in [
        "mucha suerte Bruno, yo esta vez no juego nada 🙃\n",
        "Bruno te odio jaja, nada que jugar, suerte\n",
        "stasera non esco, niente da giocare\n",
        "hoy no salgo, me quedo en casa\n",
    ] {
        assert_eq!(noted(pm, &verbs), (0, vec![1], vec![], 0), "{pm}");
    }
    // A player named in the verb's clause or beside a maybe, a house named: asked.
    for pm in [
        "no juego nada, quizás Bruno\n",
        "hoy no salgo, me quedo en la K\n",
        "no juego nada contra Bruno\n",
    ] {
        assert_ne!(noted(pm, &verbs).1, vec![1], "{pm}");
    }
}

#[test]
fn a_tag_question_or_a_question_on_the_rules_leaves_a_remark_a_remark() {
    let verbs = Verbs::new(["voto", "votar"]);
    let pm = "hoy nada, ¿verdad? Pues a dormir. Por cierto, Bruno me da mala espina\n";
    assert_eq!(noted(pm, &verbs), (0, vec![], vec![1], 0), "{pm}");
    // A question naming a player is the master's to read.
    assert_eq!(noted("hola, ¿Bruno? me da mala espina\n", &verbs).3, 1);
}

#[test]
fn a_common_word_of_two_letters_with_its_capital_names_no_player() {
    // `No` opening a sentence is not Nora; `Nor` still is (three letters and its capital).
    let names = roster(&["Nora", "Elena"]);
    let no = Word::new("No".to_string(), 0..2);
    let nor = Word::new("Nor".to_string(), 0..3);
    assert!(!names_by_capital(&no, &names));
    assert!(names_by_capital(&nor, &names));
}
