use super::super::test_support::*;
use crate::core::grammar::VerbKind;

/// Ana's PM: its orders as read, and how many of them a later one withdrew.
fn read(pm: &str) -> (Vec<String>, usize) {
    let verbs = super::Verbs::from_kinds(&[
        VerbKind {
            words: vec!["descarto", "descartar"],
            each_counts: true,
        },
        VerbKind {
            words: vec!["juego", "jugar"],
            each_counts: true,
        },
    ]);
    let (file, problems) = classified(pm, &verbs, &roster(&["Ana", "Bruno"]));
    assert!(problems.is_empty(), "{pm}: {problems:?}");
    (texts(&file), file.withdrawn.len())
}

#[test]
fn a_change_of_mind_before_a_verb_on_the_next_line_replaces_an_order_each_of_which_counts() {
    // README: "A change of mind … on the next line … gives two orders, the later one
    // standing"; break6 §5: `mejor descarto el Bizcocho` after `descarto Gato` discarded both.
    for pm in [
        "descarto Gato\nmejor descarto el Bizcocho, que el gato me mola\n",
        "3. descarto Gato\nno, al final descarto el Bizcocho\n",
        "descarto Gato\nbueno no, mejor descarto el Bizcocho\n",
        // `la otra`: the other card, instead of the first.
        "descarto Gato\nmejor descarto la otra, el Bizcocho\n",
    ] {
        assert_eq!(read(pm).1, 1, "{pm}");
    }
    // Two discards, one added to the other, or an order of another kind: both stand.
    for pm in [
        "descarto Gato\ndescarto el Bizcocho\n",
        "descarto Gato\nmejor descarto también el Bizcocho\n",
        "juego Gato\nmejor descarto el Bizcocho\n",
    ] {
        assert_eq!(read(pm).1, 0, "{pm}");
    }
}
