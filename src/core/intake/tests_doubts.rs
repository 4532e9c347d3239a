//! Doubts read in the game's language (issue 22): no doubt where a human reads none (Italian
//! `si`, Spanish `se`, Italian `vi`, `si` as "yes" or "whether", a negation in another clause,
//! `igual que`), and the real ones still raised.
use super::test_support::*;
use super::*;
use crate::core::msg::Lang;

fn names() -> NameIndex {
    roster(&["Ana", "Bruno", "Carla", "Dani"])
}

/// The orders read (as words) and how many problems, in a game in `lang`.
fn read_in(pm: &str, lang: Option<Lang>) -> (Vec<String>, usize) {
    let mut verbs = Verbs::new(["voto", "vota", "votar", "indago", "indaga", "robo"]);
    if let Some(lang) = lang {
        verbs = verbs.with_language(lang);
    }
    let (file, problems) = classified(pm, &verbs, &names());
    let orders = texts(&file);
    (orders, problems.len())
}

#[test]
fn italian_si_and_vi_and_a_negation_elsewhere_are_no_doubt_in_an_italian_game() {
    for (pm, order) in [
        ("Si, voto Bruno", "voto Bruno"),
        ("Oggi si vota: voto Bruno", "voto Bruno"),
        (
            "Visto che si vota domani, stanotte indago Bruno",
            "indago Bruno",
        ),
        ("Vi dico una cosa: voto Bruno", "voto Bruno"),
        ("Non ho dubbi, voto Bruno", "voto Bruno"),
        ("Non so se è lupo, ma voto Bruno", "voto Bruno"),
        (
            "voto Bruno, si è tradito da solo",
            "voto Bruno, si è tradito da solo",
        ),
    ] {
        let (orders, problems) = read_in(pm, Some(Lang::It));
        assert_eq!(orders.len(), 1, "{pm}: {orders:?}");
        assert!(
            orders[0].starts_with(order.split(',').next().unwrap()),
            "{pm}"
        );
        assert_eq!(problems, 0, "{pm}");
    }
}

#[test]
fn spanish_se_and_si_as_yes_or_whether_are_no_doubt_in_a_spanish_game() {
    for pm in [
        "Si, voto a Bruno",
        "Se nota que miente, voto a Bruno",
        "Se lo ha ganado: voto a Bruno",
        "Hoy se vota: voto a Bruno",
        "No tengo dudas, voto a Bruno",
        "No sé si es lobo, pero voto a Bruno",
        "voto a Bruno, se lo ha buscado",
        "voto a Bruno, igual que ayer",
    ] {
        let (orders, problems) = read_in(pm, Some(Lang::Es));
        assert_eq!(orders.len(), 1, "{pm}: {orders:?}");
        assert_eq!(problems, 0, "{pm}");
    }
}

#[test]
fn real_doubts_are_still_raised_in_their_language_and_without_one() {
    for (pm, lang) in [
        ("se Bruno non parla voto Bruno", Some(Lang::It)),
        ("voto Bruno se non parla", Some(Lang::It)),
        ("forse voto Bruno", Some(Lang::It)),
        ("non voto Bruno", Some(Lang::It)),
        ("No sé si votar a Bruno", Some(Lang::Es)),
        ("si Bruno no habla, voto a Bruno", Some(Lang::Es)),
        ("voto a Bruno si no habla", Some(Lang::Es)),
        ("voto a Bruno, igual cambio luego", Some(Lang::Es)),
        ("Vi votar a Bruno", Some(Lang::Es)),
        // Where neither the words nor the game tell the language, `si` and `se` may be "if".
        ("Si vota, voto Bruno", None),
        ("Se ve, voto a Bruno", Some(Lang::En)),
    ] {
        let (orders, problems) = read_in(pm, lang);
        assert!(orders.is_empty() && problems == 1, "{pm}: {orders:?}");
    }
}

#[test]
fn the_pms_own_words_tell_its_language_in_a_game_of_another() {
    // An English game (or a master reading in English) with Italian and Spanish players.
    for pm in [
        "Oggi si vota: voto Bruno",
        "Visto che si vota entro stasera, voto Bruno",
        "Se nota que miente, voto a Bruno",
    ] {
        let (orders, problems) = read_in(pm, Some(Lang::En));
        assert_eq!((orders.len(), problems), (1, 0), "{pm}");
    }
    // Spanish words in an Italian game: `si` is "if" again.
    let (orders, problems) = read_in("si hoy no habla nadie, voto a Bruno", Some(Lang::It));
    assert!(orders.is_empty() && problems == 1);
}
