//! The intake's unit tests for a line read clause by clause (issue 22 J, `clauses`): each
//! clause an order, in the order written; a line whose clauses do not all read as orders is read
//! whole, as before.
use super::test_support::*;
use super::*;
use crate::core::grammar::VerbKind;

fn names() -> NameIndex {
    roster(&["Ana", "Bruno", "Carla"])
}

/// Moves, stays and evictions each count; the vote does not (a later one replaces it).
fn verbs() -> Verbs {
    Verbs::from_kinds(&[
        VerbKind {
            words: vec!["voy", "salgo", "entro", "vado", "go"],
            each_counts: true,
        },
        VerbKind {
            words: vec!["quedo", "resto", "stay"],
            each_counts: true,
        },
        VerbKind {
            words: vec!["echo"],
            each_counts: true,
        },
        VerbKind {
            words: vec!["voto", "vote"],
            each_counts: false,
        },
    ])
}

fn read(pm: &str) -> (Vec<String>, Vec<usize>) {
    let (file, problems) = classified(pm, &verbs(), &names());
    (texts(&file), problem_lines(&problems))
}

#[test]
fn clauses_parted_by_slashes_are_orders_in_the_order_written() {
    let (orders, problems) = read("voy a la cocina / salgo al pasillo / me quedo\n");
    assert_eq!(orders, ["voy a la cocina", "salgo al pasillo", "quedo"]);
    assert!(problems.is_empty());
}

#[test]
fn words_of_sequence_part_the_clauses_and_are_no_part_of_them() {
    for pm in [
        "primero voy a la cocina, luego salgo al pasillo, al final me quedo\n",
        "prima vado in cucina, poi vado in corridoio e infine resto\n",
        "first I go to the kitchen, then I go to the hall, finally I stay\n",
    ] {
        let (orders, problems) = read(pm);
        assert_eq!(orders.len(), 3, "{pm}: {orders:?}");
        assert!(problems.is_empty(), "{pm}");
    }
}

#[test]
fn a_last_point_with_no_sequence_before_it_is_no_clause_of_its_own() {
    // `al final` with no `primero`/`luego` before it settles a choice: read whole, as before.
    let (orders, _) = read("voto a Ana, al final voto a Bruno\n");
    assert!(orders.len() <= 1, "{orders:?}");
}

#[test]
fn a_clause_that_reads_as_no_order_leaves_the_line_whole() {
    // `ya veremos` is no order: the line is not parted, the second clause never dropped.
    let (orders, _) = read("voy a la cocina, luego ya veremos qué hago con Bruno\n");
    assert_eq!(
        orders,
        ["voy a la cocina luego ya veremos qué hago con Bruno"]
    );
}

#[test]
fn a_sign_off_closing_the_points_is_no_order() {
    let (orders, problems) = read("1. voto a Bruno 2. gracias master!\n");
    assert_eq!(orders, ["voto a Bruno"]);
    assert!(problems.is_empty());
}

#[test]
fn two_orders_may_share_one_verb_only_where_each_counts() {
    let (orders, problems) = read("echo a la Chica y al Gorron\n");
    assert_eq!(orders, ["echo a la Chica", "echo al Gorron"]);
    assert!(problems.is_empty());
    // Two votes are no two orders: the vote's kind counts once.
    let (orders, _) = read("voto a Ana y a Bruno\n");
    assert!(orders.len() <= 1, "{orders:?}");
}

#[test]
fn a_player_named_after_a_shared_verb_leaves_the_line_whole() {
    // Whether `al cuarto de Bruno` goes with the Chica too is the master's to read.
    let (orders, _) = read("echo a la Chica y al Gorron al cuarto de Bruno\n");
    assert_eq!(orders.len(), 1, "{orders:?}");
}
