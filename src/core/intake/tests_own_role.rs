//! Orders said with the sender's own role, his power or his victim for their verb (issue 22 J).

use super::test_support::*;
use super::*;
use crate::core::grammar::VerbKind;

/// A night with a bite and a look, and Ana's own role: `role` words, its form's verbs.
fn verbs(role: &[&str], form: &[&str], kills: bool) -> Verbs {
    let bite = VerbKind {
        words: vec!["sbrana", "bite"],
        each_counts: false,
    };
    let look = VerbKind {
        words: vec!["indaga", "investigate"],
        each_counts: false,
    };
    let own = OwnRole {
        words: role.iter().map(|w| vec![w.to_string()]).collect(),
        verbs: form.iter().map(|v| v.to_string()).collect(),
        kills,
    };
    Verbs::from_kinds(&[bite, look]).with_own_roles([("Ana".to_string(), own)])
}

fn read(pm: &str, verbs: &Verbs) -> (Vec<String>, Vec<usize>) {
    let names = roster(&["Ana", "Bruno", "Paolo"]);
    let (file, problems) = classified(pm, verbs, &names);
    (texts(&file), problem_lines(&problems))
}

#[test]
fn the_senders_own_role_before_a_mark_is_his_one_order() {
    let seer = verbs(&["veggente"], &["indaga"], false);
    for pm in ["veggente -> Paolo", "Veggente: Paolo", "veggente → Paolo"] {
        assert_eq!(read(pm, &seer).0, ["indaga Paolo"], "{pm}");
    }
    assert_eq!(
        read("uso il mio potere su Paolo", &seer).0,
        ["indaga Paolo"]
    );
}

#[test]
fn another_role_or_a_role_with_two_orders_is_no_order() {
    let seer = verbs(&["veggente"], &["indaga"], false);
    assert!(read("lupo -> Paolo", &seer).0.is_empty());
    let two = verbs(&["veggente"], &["indaga", "sbrana"], false);
    assert!(read("veggente -> Paolo", &two).0.is_empty());
}

#[test]
fn the_victim_names_the_target_of_an_order_that_kills_only() {
    let wolf = verbs(&["lupo"], &["sbrana"], true);
    assert_eq!(
        read("La vittima di stanotte è Paolo", &wolf).0,
        ["sbrana Paolo"]
    );
    assert_eq!(read("mi víctima: Paolo", &wolf).0, ["sbrana Paolo"]);
    let guard = verbs(&["guardia"], &["indaga"], false);
    assert!(read("La vittima di stanotte è Paolo", &guard).0.is_empty());
}
