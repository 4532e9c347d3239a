use super::*;

#[test]
fn amounts_and_slack_read_as_the_cards_print_them() {
    assert_eq!(
        Amount::parse("2/3"),
        Some(Amount::Variable { low: 2, high: 3 })
    );
    assert_eq!(Amount::parse("4"), Some(Amount::Fixed(4)));
    assert_eq!(Amount::parse("3/2"), None);
    assert_eq!(Amount::Variable { low: 2, high: 3 }.with_die(1), 2);
    assert_eq!(Amount::Variable { low: 2, high: 3 }.with_die(4), 3);
    assert_eq!(Slack::parse("1d6-1"), Some(Slack { dice: 1, plus: -1 }));
    assert_eq!(Slack::parse("1 d6 - 1"), Some(Slack { dice: 1, plus: -1 }));
    assert_eq!(Slack::parse("2d6"), Some(Slack { dice: 2, plus: 0 }));
    assert_eq!(Slack::parse("-2"), Some(Slack { dice: 0, plus: -2 }));
    assert_eq!(Slack::parse("d6x"), None);
    assert_eq!(Slack::parse("0d6"), None);
    for s in ["1d6-1", "2d6+1", "3", "-1", "1d6"] {
        assert_eq!(Slack::parse(s).unwrap().write(), s);
    }
}

#[test]
fn the_sample_deck_has_every_card_the_rulebook_names_with_its_numbers() {
    let cards = Cards::sample();
    assert!(cards.problems().is_empty(), "{:?}", cards.problems());
    assert_eq!(cards.jobs.len(), 9, "Hay nueve de éstas");
    for name in [
        "Batería",
        "Vago Profesional",
        "Esclavo Corporativo",
        "Soporte Técnico",
        "Camarera",
        "Diseñador Web",
        "Conejillo de Indias Profesional",
    ] {
        assert!(cards.jobs.iter().any(|j| j.name == name), "no job {name}");
    }
    let job = |name: &str| cards.jobs.iter().find(|j| j.name == name).unwrap();
    assert_eq!(
        job("Batería").free_time,
        Amount::Variable { low: 2, high: 3 }
    );
    assert_eq!(job("Soporte Técnico").goal, 20);
    assert_eq!(job("Esclavo Corporativo").hand_size(), 7);
    for name in [
        "Calderilla en el Sofá",
        "Súper Finos",
        "Manual de Servidores 5 NT",
        "Polvete en el Bar de Jimmy",
        "Cigarrillos",
        "Gorroneo",
        "El Cabrón de la Motosierra",
        "Gilipollas",
        "Chica Hambrienta",
        "Borracho Torpe",
        "Palomitas de Microondas",
        "Ruso Blanco",
        "Nuevo Curro",
        "¡Estás Despedido!",
        "Navegar por la Red",
        "Bizcocho de Hachís",
        "Perezosos: Sueño y Naturaleza",
        "Alarma de Coche",
        "Reina del Mando",
        "Barril de Cerveza",
        "Gato",
    ] {
        assert!(cards.life.iter().any(|c| c.name == name), "no card {name}");
    }
    let card = |name: &str| cards.life.iter().find(|c| c.name == name).unwrap();
    assert_eq!(card("Súper Finos").cost, 1);
    assert_eq!(card("Manual de Servidores 5 NT").cost, 3);
    assert_eq!(
        card("Súper Finos").slack.plus + card("Manual de Servidores 5 NT").slack.plus,
        4,
        "lo que le proporciona un total de 4 puntos de Vagueo"
    );
    assert_eq!(
        card("Polvete en el Bar de Jimmy").slack,
        Slack { dice: 1, plus: -1 }
    );
    assert!(card("Bizcocho de Hachís").is(Category::Papeo));
    assert!(card("Bizcocho de Hachís").is(Category::Maria));
    assert!(card("Perezosos: Sueño y Naturaleza").is(Category::Tele));
    assert!(card("Perezosos: Sueño y Naturaleza").is(Category::Sobar));
    assert_eq!(
        card("Calderilla en el Sofá").effects,
        [Effect::RaiseSalary(1)]
    );
}

#[test]
fn an_unknown_field_or_effect_in_a_deck_is_refused() {
    let base = "jobs: []\nlife:\n  - {id: a, name: A, kind: cosa, ";
    for bad in ["colour: red}", "effects: [{fly: 2}]}", "kind2: cosa}"] {
        assert!(
            serde_yaml::from_str::<Cards>(&format!("{base}{bad}")).is_err(),
            "{bad}"
        );
    }
    assert!(
        serde_yaml::from_str::<Cards>(&format!("{base}effects: [{{raise_salary: 2}}]}}")).is_ok()
    );
}

#[test]
fn a_deck_without_life_cards_jobs_or_slack_is_refused() {
    let keys = |yaml: &str| -> Vec<&'static str> {
        let deck: Cards = serde_yaml::from_str(yaml).unwrap();
        deck.problems().iter().map(|(k, _)| *k).collect()
    };
    assert_eq!(
        keys("jobs: []\nlife: []\n"),
        ["chez-geek-err-deck-no-life", "chez-geek-err-deck-no-jobs"]
    );
    let job = "jobs: [{id: j, name: J, salary: 2, free_time: 3, goal: 20}]\n";
    assert_eq!(
        keys(&format!("{job}life: [{{id: a, name: A, kind: cosa}}]\n")),
        ["chez-geek-err-deck-no-slack"]
    );
    // A bonus for cards in the room is slack too.
    let bonus = "effects: [{room_bonus: {category: tele, slack: 1}}]";
    assert!(
        keys(&format!(
            "{job}life: [{{id: a, name: A, kind: cosa, {bonus}}}]\n"
        ))
        .is_empty()
    );
    assert!(
        keys(&format!(
            "{job}life: [{{id: a, name: A, kind: cosa, slack: 1d6}}]\n"
        ))
        .is_empty()
    );
}

#[test]
fn a_card_name_without_letters_is_refused_not_a_panic() {
    let deck: Cards =
        serde_yaml::from_str(
            "jobs: [{id: j, name: J, salary: 2, free_time: 3, goal: 20}]\nlife:\n  - {id: a, name: \"¡!\", kind: cosa, slack: 1}\n",
        )
            .unwrap();
    let keys: Vec<&str> = deck.problems().iter().map(|(k, _)| *k).collect();
    assert_eq!(keys, ["chez-geek-err-deck-name"]);
}

#[test]
fn a_guest_without_slack_and_a_moocher_with_slack_are_refused() {
    let deck: Cards = serde_yaml::from_str(
        "jobs: [{id: j, name: J, salary: 2, free_time: 3, goal: 20}]\nlife:\n  - {id: a, name: A, kind: persona, person: invitado, slack: 0}\n  - {id: b, name: B, kind: persona, person: gorron, slack: 2}\n  - {id: c, name: C, kind: cosa, person: gato}\n  - {id: c, name: D, kind: persona}\n",
    )
    .unwrap();
    let keys: Vec<&str> = deck.problems().iter().map(|(k, _)| *k).collect();
    assert_eq!(
        keys,
        [
            "chez-geek-err-deck-id",
            "chez-geek-err-deck-person",
            "chez-geek-err-deck-person",
            "chez-geek-err-deck-person",
            "chez-geek-err-deck-person"
        ]
    );
}

#[test]
fn the_italian_names_cover_the_sample_deck_card_for_card() {
    use super::super::orders::tokens;
    use crate::core::msg::Lang;
    let names: Names = serde_yaml::from_str(SAMPLE_IT).unwrap();
    let sample = Cards::sample();
    let jobs: Vec<&String> = sample.jobs.iter().map(|j| &j.id).collect();
    let life: Vec<&String> = sample.life.iter().map(|c| &c.id).collect();
    assert_eq!(
        names.jobs.keys().collect::<std::collections::BTreeSet<_>>(),
        jobs.into_iter().collect()
    );
    assert_eq!(
        names.life.keys().collect::<std::collections::BTreeSet<_>>(),
        life.into_iter().collect()
    );
    let it = Cards::sample_in(Lang::It);
    assert!(it.problems().is_empty(), "{:?}", it.problems());
    // The same cards, numbers and all: only the names change, the Spanish ones kept as aliases.
    for (a, b) in sample.life.iter().zip(&it.life) {
        assert_eq!(b.name, names.life[&a.id]);
        assert_eq!(b.aliases, vec![a.name.clone()]);
        let renamed = Life {
            name: a.name.clone(),
            aliases: Vec::new(),
            ..b.clone()
        };
        assert_eq!(&renamed, a);
    }
    for (a, b) in sample.jobs.iter().zip(&it.jobs) {
        assert_eq!(b.name, names.jobs[&a.id]);
        assert_eq!(b.aliases, vec![a.name.clone()]);
    }
    // No name read in an order is another card's: every name and alias, as tokens, is one card's.
    let mut seen = std::collections::BTreeMap::new();
    for c in &it.life {
        for n in std::iter::once(&c.name).chain(&c.aliases) {
            let old = seen.insert(tokens(n), &c.id);
            assert!(old.is_none_or(|o| o == &c.id), "{n} names two cards");
        }
    }
    assert_eq!(Cards::sample_in(Lang::Es), sample);
    assert_eq!(Cards::sample_in(Lang::En), sample);
}
