//! Issue 22 J (jfix11a): an aside after a complete order that names another player ends the
//! order; one that could be an order or change this one leaves the line to be raised.

use super::test_support::*;
use super::*;

fn verbs() -> Verbs {
    Verbs::new([
        "voto", "votar", "vote", "protejo", "proteggo", "sigo", "quedo",
    ])
}

/// The orders read from Ana's PM (each as its words), the remarks and how many problems.
fn read(pm: &str) -> (Vec<String>, Vec<usize>, usize) {
    let names = roster(&["Ana", "Bruno", "Carla", "Dani", "Lucía", "Marta"]);
    let (file, problems) = classified(pm, &verbs(), &names);
    (texts(&file), file.remarks.clone(), problems.len())
}

#[test]
fn a_reason_a_remark_or_an_apology_naming_another_player_ends_the_order() {
    for (pm, order) in [
        (
            "Voto a Bruno, que ayer defendió a Carla sin motivo\n",
            "Voto a Bruno",
        ),
        ("voto Bruno perché ha difeso Carla\n", "voto Bruno"),
        ("vote Bruno because Carla said so\n", "vote Bruno"),
        (
            "Protejo a Lucía. Creo que Marta va a por ella\n",
            "Protejo a Lucía",
        ),
        ("Vote Bruno, sorry Carla!\n", "Vote Bruno"),
        ("voto Bruno, scusa Dani 🙏\n", "voto Bruno"),
        ("voto a Bruno, según dijo Carla\n", "voto a Bruno"),
        ("vote Bruno, as Carla said in the thread\n", "vote Bruno"),
        ("voto Bruno, come ha scritto Carla\n", "voto Bruno"),
        (
            "voto a Bruno, aunque lo de Carla me escama\n",
            "voto a Bruno",
        ),
        ("voto a Bruno porque ayer voté a Carla\n", "voto a Bruno"),
        (
            "voto a Bruno porque Carla vota siempre con él\n",
            "voto a Bruno",
        ),
        ("voto a Bruno. P.D. Carla, sorry 😅\n", "voto a Bruno"),
        ("me quedo. Carla dice que lo vio salir de allí\n", "quedo"),
    ] {
        let (orders, _, problems) = read(pm);
        assert_eq!((orders, problems), (vec![order.to_string()], 0), "{pm}");
    }
}

#[test]
fn an_aside_that_could_be_an_order_or_change_this_one_is_raised() {
    for pm in [
        "voto Bruno. Carla también\n",
        "voto Bruno. Y Carla\n",
        "voto Bruno. Carla también me escama\n",
        "voto Bruno, perdona, Carla\n",
        "voto Bruno, aunque quizás Carla\n",
        "voto Bruno porque luego voto Carla y Dani\n",
        "voto Bruno, si Carla no habla\n",
        "voto Bruno porque Carla dijo 2\n",
        "voto Bruno. No, espera, Carla\n",
        "voto a Bruno, o a Carla. Bueno a Dani\n",
    ] {
        let (orders, _, problems) = read(pm);
        assert!(
            problems > 0
                || orders
                    .iter()
                    .any(|o| o.contains("Carla") || o.contains("Dani")),
            "{pm}: {orders:?}"
        );
    }
}

#[test]
fn a_postscript_said_to_another_player_is_a_remark_beside_the_order() {
    let (orders, remarks, problems) = read("voto a Bruno\nPD: Carla, perdona por lo de ayer\n");
    assert_eq!(
        (orders, remarks, problems),
        (vec!["voto a Bruno".into()], vec![2], 0)
    );
    // A postscript that only names a player, or mends the order, stays the master's.
    for pm in [
        "voto a Bruno\nPD: Carla\n",
        "voto a Bruno\nPD: perdón, Carla\n",
        "voto a Bruno\nPD: Carla también\n",
    ] {
        let (_, remarks, problems) = read(pm);
        assert_eq!((remarks.len(), problems), (0, 1), "{pm}");
    }
}
