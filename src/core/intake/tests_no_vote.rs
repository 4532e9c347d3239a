//! Blind corpus 6, F: a vote declared away (`niente voto oggi`) is an abstention or no vote.
//! Where the rules have an abstention they count apart ("Astensione: permessa"; lupus ruling
//! 32: who abstained is public), so the master asks; where they have none it is the note of no
//! order for now. Never chatter in silence.

use super::test_support::*;
use super::*;
use crate::core::grammar::VerbKind;

fn verbs(abstention: bool) -> Verbs {
    let mut vote = vec!["vote", "voto", "votare", "voterò", "votar", "votaré"];
    if abstention {
        vote.extend(["abstain", "astengo", "astensione"]);
    }
    let bite = VerbKind {
        words: vec!["sbrano", "sbraniamo"],
        each_counts: false,
    };
    let vote = VerbKind {
        words: vote,
        each_counts: false,
    };
    Verbs::from_kinds(&[bite, vote]).with_red_votes(true)
}

/// Luca's PM read: its orders, the lines noted as no order for now, the lines raised.
fn read(pm: &str, abstention: bool) -> (Vec<String>, Vec<usize>, Vec<usize>) {
    let names = roster(&["Luca", "Nico", "Paolo"]);
    let (file, problems) = classified(pm, &verbs(abstention), &names);
    (
        texts(&file),
        file.no_order_now.clone(),
        problem_lines(&problems),
    )
}

#[test]
fn a_vote_declared_away_is_asked_where_the_rules_have_an_abstention() {
    for pm in [
        "niente voto oggi\n",
        "Ciao master, nessun voto per me oggi 🙃\n",
        "Nessun linciaggio per me oggi\n",
        "oggi non voterò\n",
        "hoy no voto, no lo veo claro\n",
        "no vote from me today\n",
    ] {
        let (orders, noted, raised) = read(pm, true);
        assert!(
            orders.is_empty() && noted.is_empty(),
            "{pm:?}: {orders:?} {noted:?}"
        );
        assert_eq!(raised, [1], "{pm:?}");
    }
}

#[test]
fn a_vote_declared_away_is_a_note_where_the_rules_have_none() {
    for pm in ["niente voto oggi\n", "hoy no voto, no lo veo claro\n"] {
        let (orders, noted, raised) = read(pm, false);
        assert!(orders.is_empty() && raised.is_empty(), "{pm:?}: {raised:?}");
        assert_eq!(noted, [1], "{pm:?}");
    }
}

#[test]
fn a_no_in_another_clause_declares_nothing_away() {
    // `Paolo no, voto Nico`: the `no` is about Paolo; the vote stands (or is the master's to
    // read), never taken for a vote declared away.
    let (_, noted, raised) = read("sbraniamo Nico, niente di personale\n", true);
    assert!(noted.is_empty(), "{raised:?}");
    let (orders, _, _) = read("voto Nico\nniente da aggiungere\n", true);
    assert_eq!(orders, ["voto Nico"]);
    // Naming a player, it is a negated vote, not one declared away.
    let (orders, noted, raised) = read("voto Nico\nNo voto a Paolo\n", true);
    assert_eq!(
        (orders, noted, raised),
        (vec!["voto Nico".to_string()], vec![], vec![2])
    );
}

/// Issue 22 J: the lynch declared away in its own verb or noun (`hoy no linchamos`, `nadie a la
/// hoguera hoy`) is a vote declared away, never chatter; naming a player, it stays raised.
#[test]
fn a_lynch_declared_away_is_a_vote_declared_away() {
    for pm in [
        "hoy no linchamos\n",
        "hoy no linchamos a nadie\n",
        "no lincho\n",
        "nadie a la hoguera hoy\n",
        "oggi niente rogo\n",
        "oggi non linciamo nessuno\n",
    ] {
        let (orders, noted, raised) = read(pm, false);
        assert!(orders.is_empty() && raised.is_empty(), "{pm:?}: {raised:?}");
        assert_eq!(noted, [1], "{pm:?}");
        let (_, noted, raised) = read(pm, true);
        assert!(noted.is_empty(), "{pm:?}");
        assert_eq!(raised, [1], "{pm:?}");
    }
    let (_, noted, _) = read("hoy no linchamos a Nico\n", false);
    assert!(noted.is_empty());
}

/// The abstention in the ruleset's own verb beside a vote declared away is the abstention.
#[test]
fn an_abstention_in_its_verb_beside_no_rogo_is_read() {
    let (orders, noted, raised) = read("mi astengo, oggi niente rogo\n", true);
    assert!(
        noted.is_empty() && raised.is_empty(),
        "{noted:?} {raised:?}"
    );
    assert_eq!(orders.len(), 1, "{orders:?}");
}
