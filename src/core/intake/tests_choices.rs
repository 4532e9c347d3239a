//! A correction naming only the new choice (a number, a house's letter, a player) on a line of
//! its own; a condition the intake does not read; a player named like «nobody».
use super::test_support::*;
use super::*;

fn names() -> NameIndex {
    let none: &[String] = &[];
    NameIndex::new(["Ana", "Bruno", "Carla", "Nadie"].map(|n| (n, none)))
}

fn verbs() -> Verbs {
    Verbs::new([
        "tomar",
        "take",
        "prendo",
        "ver",
        "marcar",
        "robo",
        "rob",
        "sbrana",
        "scommetti",
    ])
}

/// Ana's PM read: its orders as words, how many were withdrawn, and its problems' keys.
fn read(pm: &str) -> (Vec<String>, usize, Vec<String>) {
    let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", pm);
    let problems = classify(&mut file, &verbs(), &names());
    let orders = file
        .lines
        .iter()
        .map(|l| {
            let words: Vec<&str> = l.words.iter().map(|w| w.text.as_str()).collect();
            words.join(" ")
        })
        .collect();
    let keys = problems.iter().map(|p| p.msg.key.to_string()).collect();
    (orders, file.withdrawn.len(), keys)
}

#[test]
fn a_correction_naming_only_a_number_or_a_house_corrects_the_order() {
    for (pm, last) in [
        ("tomar centro 2\nmejor el 3\n", "tomar centro el 3"),
        ("tomar centro 2\nuy perdona, el 3\n", "tomar centro el 3"),
        ("take center 1\nsorry, 3\n", "take center 3"),
        ("take center 1\nok make it 2\n", "take center 2"),
        (
            "prendo la carta centrale 2\nscusate, la 3\n",
            "prendo la carta centrale la 3",
        ),
        ("ver centro 1 y 2\nmmm no, 1 y 3\n", "ver centro 1 y 3"),
        ("marcar J\nno, mejor la I\nbueno no, la J\n", "marcar la J"),
        ("marcar K\nvale, al final la L\n", "marcar la L"),
        ("robo a Bruno\nal final, Carla\n", "robo Carla"),
    ] {
        let (orders, withdrawn, problems) = read(pm);
        assert!(problems.is_empty(), "{pm}: {problems:?}");
        assert_eq!(orders.last().map(String::as_str), Some(last), "{pm}");
        assert_eq!(withdrawn, orders.len() - 1, "{pm}");
    }
    // An apology naming only a player may be said to that player: no correction, raised.
    let (orders, withdrawn, problems) = read("robo a Bruno\nperdón, Carla\n");
    assert_eq!((orders.len(), withdrawn), (1, 0));
    assert!(!problems.is_empty());
    // An apology with more than a choice is no correction: talk, the order stands.
    let (orders, withdrawn, _) = read("tomar centro 2\nsorry, I was late\n");
    assert_eq!((orders.len(), withdrawn), (1, 0));
    // A greeting before `no,` is no lead-in of a correction.
    let (orders, withdrawn, _) = read("marcar J\nhola no, la K\n");
    assert_eq!((orders.len(), withdrawn), (1, 0));
}

#[test]
fn a_condition_after_the_order_or_an_exception_is_raised() {
    for pm in [
        "sbrana Ana\nma solo se non è la veggente\n",
        "rob Bruno\nbut only if he is still a villager\n",
        "robo a Bruno\npero solo si no es lobo\n",
        "robo a Bruno (a menos que sea lobo)\n",
        "rob Carla unless she is the seer\n",
    ] {
        let (_, _, problems) = read(pm);
        assert_eq!(problems, ["err-condition-unread"], "{pm}");
    }
    // With a verb of its own, a line is an order of its own (a tie-break's own condition).
    let (_, _, problems) = read("robo a Bruno\nif he is a werewolf, rob Carla\n");
    assert!(
        !problems.contains(&"err-condition-unread".to_string()),
        "{problems:?}"
    );
    // Before any order, `solo si` is talk like any other.
    let (orders, _, problems) = read("solo si hace falta te escribo\nrobo a Bruno\n");
    assert_eq!((orders.len(), problems.len()), (1, 0));
}

#[test]
fn a_player_named_like_nobody_is_raised_never_guessed() {
    let (orders, _, problems) = read("robo a nadie\n");
    assert!(orders.is_empty());
    assert_eq!(problems, ["err-nobody-or-player"]);
    let (orders, _, problems) = read("robo a Carla\n");
    assert_eq!((orders.len(), problems.len()), (1, 0));
}

#[test]
fn a_numbered_conditional_order_keeps_its_condition() {
    // Issue 22 J (pattern F): the Doppelgänger's `2) si me sale borracho: tomar centro 1`.
    let verbs = Verbs::new(["copiar", "tomar"])
        .with_conditional(&["tomar"])
        .with_lead_in(crate::core::grammar::POINT_NUMBERS);
    let pm = "1) copiar a Bruno\n2) si me sale borracho: tomar centro 1\n";
    let (file, problems) = classified(pm, &verbs, &roster(&["Ana", "Bruno"]));
    assert_eq!(texts(&file), ["copiar a Bruno", "tomar centro 1"]);
    assert_eq!((file.conditions.len(), problems.len()), (1, 0));
}

/// Review break5 F4: a better choice of a word or two after a pause, on the order's own line,
/// is the correction (`marcar J... mejor la I`: I, not the English pronoun).
#[test]
fn a_better_choice_after_a_pause_on_the_order_line_corrects_it() {
    for (pm, last) in [
        ("marcar J... mejor la I\n", "marcar la I"),
        ("marcar J... mejor I\n", "marcar I"),
        ("marcar J, mejor K\n", "marcar K"),
        (
            "scommetti Bruno notte... meglio giorno\n",
            "scommetti Bruno giorno",
        ),
    ] {
        let (orders, withdrawn, problems) = read(pm);
        assert!(problems.is_empty(), "{pm}: {problems:?}");
        assert_eq!(orders.last().map(String::as_str), Some(last), "{pm}");
        assert_eq!((orders.len(), withdrawn), (2, 1), "{pm}");
    }
}
