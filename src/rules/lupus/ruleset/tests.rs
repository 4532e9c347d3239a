//! The role PMs of the setup: a scenario's phases never see them, so they are checked here.
use super::Lupus;
use crate::core::engine::{Entry, NewGame, adopt};
use crate::core::msg::{Catalog, Lang};
use crate::core::report::{Format, private_report};
use std::collections::BTreeMap;

const NAMES: [&str; 9] = [
    "Ana", "Bruno", "Carla", "Dani", "Elena", "Fede", "Gino", "Ivo", "Luca",
];

/// Each player's setup PM, in English, for a table of `coordinates` and `roles`.
fn role_pms(coordinates: &str, roles: [&str; 9]) -> BTreeMap<&'static str, String> {
    let roster: Vec<Entry> = NAMES
        .iter()
        .map(|n| Entry {
            name: n.to_string(),
            aliases: Vec::new(),
            role: None,
            gender: None,
        })
        .collect();
    let new = NewGame {
        ruleset: &Lupus,
        roster: &roster,
        seed: 1,
        language: Some(Lang::En),
        options: BTreeMap::new(),
    };
    let table: BTreeMap<&str, &str> = NAMES.into_iter().zip(roles).collect();
    let state = serde_yaml::to_value(BTreeMap::from([
        ("coordinates", serde_yaml::to_value(coordinates).unwrap()),
        ("roles", serde_yaml::to_value(table).unwrap()),
    ]))
    .unwrap();
    let (_, trace) = adopt(&new, state).expect("a valid table");
    let catalog = Catalog::new(Lang::En);
    NAMES
        .into_iter()
        .map(|n| {
            let report = private_report(&catalog, &trace, "Setup", n).render(Format::Md);
            (n, report)
        })
        .collect()
}

#[test]
fn a_memory_naming_a_non_player_is_refused_not_a_panic() {
    // A hand-edited game.yaml: every name the memory holds must be a player's.
    use crate::rules::Ruleset;
    let roster: Vec<Entry> = NAMES
        .iter()
        .map(|n| Entry {
            name: n.to_string(),
            aliases: Vec::new(),
            role: None,
            gender: None,
        })
        .collect();
    let new = NewGame {
        ruleset: &Lupus,
        roster: &roster,
        seed: 1,
        language: Some(Lang::En),
        options: BTreeMap::new(),
    };
    let roles: BTreeMap<&str, &str> = NAMES
        .into_iter()
        .zip([
            "lupo-mannaro",
            "lupo-mannaro",
            "lupo-demonio",
            "volpe",
            "medium",
            "unicorno",
            "mugnaio",
            "narcisista",
            "bucaniere",
        ])
        .collect();
    let good = serde_yaml::to_value(BTreeMap::from([
        ("coordinates", serde_yaml::to_value("1A").unwrap()),
        ("roles", serde_yaml::to_value(&roles).unwrap()),
    ]))
    .unwrap();
    let (mut game, _) = adopt(&new, good).expect("a valid table");
    assert!(Lupus.check_state(&game).is_empty());
    for (key, value) in [("burned", "Zed"), ("nominee", "Zed"), ("guilt", "Zed")] {
        let mut edited = game.clone();
        edited.state_mut()["memory"] =
            serde_yaml::from_str(&format!("{{{key}: {value}}}")).unwrap();
        let problems = Lupus.check_state(&edited);
        assert_eq!(problems.len(), 1, "{key}");
    }
    for memory in [
        "{marks: [Zed]}",
        "{last_bet: {Ivo: {player: Zed, night: true}}}",
        "{protected_last: {gemelle: Zed}}",
        "{immortal: {Zed: notte-2}}",
        "{gift_pending: [Zed]}",
    ] {
        let mut edited = game.clone();
        edited.state_mut()["memory"] = serde_yaml::from_str(memory).unwrap();
        assert!(!Lupus.check_state(&edited).is_empty(), "{memory}");
    }
    // An unknown name reaching State::role reads as a Contadino semplice.
    game.state_mut()["memory"] = serde_yaml::from_str("{burned: Zed}").unwrap();
    let state: super::State = serde_yaml::from_value(game.state.clone()).unwrap();
    assert_eq!(state.role("Zed"), super::Role::ContadinoSemplice);
}

#[test]
fn unaware_roles_are_told_contadino_semplice() {
    // Cuoredoro, Doppia faccia: "Inizia il gioco convinto di essere un Contadino Semplice.
    // Il Game Master infatti gli comunicherà di essere quel ruolo."
    let pms = role_pms(
        "2C",
        [
            "lupo-mannaro",
            "lupo-spelacchiato",
            "giovane-lupo",
            "veggente-gufato",
            "medium",
            "guardiano-della-notte",
            "cuoredoro",
            "galeotto",
            "galeotto",
        ],
    );
    assert!(pms["Gino"].contains("Your role: **Contadino semplice (Villager)**"));
    assert!(!pms["Gino"].contains("Cuoredoro"));
    assert!(pms["Dani"].contains("Your role: **Veggente gufato (Owl seer)**"));
    let pms = role_pms(
        "1E",
        [
            "lupo-mannaro",
            "lupo-mannaro",
            "lupo-demonio",
            "veggente",
            "postino",
            "guardiano-della-notte",
            "doppia-faccia",
            "marionettista",
            "contadino-semplice",
        ],
    );
    assert!(pms["Gino"].contains("Your role: **Contadino semplice (Villager)**"));
    assert!(!pms["Gino"].contains("Doppia faccia"));
}

#[test]
fn wolves_twins_and_galeotti_know_their_partners() {
    // Lupo mannaro: "Conosce gli altri lupi"; Guardia gemella: "Conosce l'identità
    // dell'altra Guardia gemella"; Galeotto: "conosce fin dall'inizio della partita l'altro
    // suo compagno galeotto".
    let pms = role_pms(
        "2C",
        [
            "lupo-mannaro",
            "lupo-spelacchiato",
            "giovane-lupo",
            "veggente-gufato",
            "medium",
            "guardiano-della-notte",
            "cuoredoro",
            "galeotto",
            "galeotto",
        ],
    );
    assert!(pms["Ana"].contains("You know: **Bruno, Carla**"));
    assert!(pms["Carla"].contains("You know: **Ana, Bruno**"));
    assert!(pms["Ivo"].contains("You know: **Luca**"));
    assert!(pms["Luca"].contains("You know: **Ivo**"));
    assert!(!pms["Dani"].contains("You know"));
    let pms = role_pms(
        "1B",
        [
            "lupo-mannaro",
            "lupo-mannaro",
            "lupo-demonio",
            "domatore-di-orsi",
            "medium-cieco",
            "guardia-gemella",
            "guardia-gemella",
            "narcisista",
            "contadino-semplice",
        ],
    );
    assert!(pms["Fede"].contains("You know: **Gino**"));
    assert!(pms["Carla"].contains("You know: **Ana, Bruno**"));
    assert!(!pms["Ivo"].contains("You know"));
    // The Indemoniato "sta dalla parte dei lupi (pur non conoscendoli)".
    let pms = role_pms(
        "2D",
        [
            "lupo-mannaro",
            "lupo-spelacchiato",
            "giovane-lupo",
            "veggente",
            "postino",
            "guardiano-della-notte",
            "indemoniato",
            "scommettitrice",
            "contadino-semplice",
        ],
    );
    assert!(pms["Gino"].contains("Your role: **Indemoniato (Possessed)**"));
    assert!(!pms["Gino"].contains("You know"));
    assert!(!pms["Gino"].contains("Ana"));
}
