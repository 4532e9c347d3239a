use super::*;

fn subjects() -> Vec<Subject> {
    [
        ("seer", &["vidente", "seer"][..]),
        ("robber", &["ladron", "ladrona"][..]),
        ("werewolf", &["hombre lobo", "lobo"][..]),
    ]
    .map(|(key, names)| Subject {
        key: key.to_string(),
        shown: format!("@{key}"),
        names: names.iter().map(|n| n.to_string()).collect(),
    })
    .to_vec()
}

/// The PM after lifting: each order line's words, its conditions, the problems.
fn lifted(text: &str) -> (Vec<String>, Vec<(usize, usize, String)>, usize) {
    let none: &[String] = &[];
    let names = NameIndex::new(["Ana", "Bruno", "Jorge"].map(|n| (n, none)));
    let verbs = Verbs::new(["ver", "robar", "cambio", "copio", "voto"]);
    let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", text);
    let all = subjects();
    let problems = lift(&mut file, &Subjects::new(&all), &verbs, &names);
    let lines = file
        .lines
        .iter()
        .map(|l| {
            let words: Vec<&str> = l.words.iter().map(|w| w.text.as_str()).collect();
            format!("{}: {}", l.line, words.join(" "))
        })
        .collect();
    let conditions = file
        .conditions
        .iter()
        .map(|c| (c.line, c.order_line, c.subject.clone().unwrap().key))
        .collect();
    (lines, conditions, problems.len())
}

#[test]
fn a_condition_before_its_order_is_lifted_off_the_line() {
    let (lines, conditions, problems) =
        lifted("Si me sale vidente: ver Jorge\nsi copio al ladrón cambio con Bruno");
    assert_eq!(lines, ["1: ver Jorge", "2: cambio con Bruno"]);
    assert_eq!(
        conditions,
        [(1, 1, "seer".to_string()), (2, 2, "robber".to_string())]
    );
    assert_eq!(problems, 0);
}

#[test]
fn a_condition_alone_on_its_line_governs_the_next() {
    let (lines, conditions, problems) = lifted("Y si soy hombre lobo:\n\nver centro 2");
    assert_eq!(lines, ["3: ver centro 2"]);
    assert_eq!(conditions, [(1, 3, "werewolf".to_string())]);
    assert_eq!(problems, 0);
}

#[test]
fn a_condition_with_no_order_under_it_is_a_problem() {
    let (lines, _, problems) = lifted("si soy vidente:\nsi soy ladrona:");
    assert!(lines.is_empty());
    assert_eq!(problems, 2);
}

#[test]
fn como_and_a_role_is_a_condition_only_closed_by_a_colon_or_comma() {
    let (lines, conditions, _) = lifted("Como vidente: ver Jorge\nComo lobo, ver centro 2");
    assert_eq!(lines, ["1: ver Jorge", "2: ver centro 2"]);
    assert_eq!(
        conditions,
        [(1, 1, "seer".to_string()), (2, 2, "werewolf".to_string())]
    );
    // The player's standing, a lead-in: the line is left whole to the intake.
    for text in ["Como vidente ver Jorge", "As the seer I ver Jorge"] {
        let (lines, conditions, problems) = lifted(text);
        assert!(conditions.is_empty(), "{text}");
        assert_eq!(lines.len(), 1, "{text}");
        assert_eq!(problems, 0, "{text}");
    }
}

#[test]
fn a_condition_on_a_player_or_two_subjects_is_left_to_the_intake() {
    for text in [
        "si Ana es lobo, voto a Bruno",
        "si me sale vidente o ladrón: ver Jorge",
        "me sale vidente, ver Jorge",
    ] {
        let (lines, conditions, problems) = lifted(text);
        assert!(conditions.is_empty(), "{text}");
        assert_eq!(lines.len(), 1, "{text}");
        assert_eq!(problems, 0, "{text}");
    }
}
