//! Blind corpus 5 (chez-geek): a note (`paso`, `guardo`: the player plays nothing) inside a
//! casual sentence is read as the note it is alone, never set aside as chatter.

use super::test_support::*;
use super::*;

/// Ana's PM read with chez-geek's verbs of plays and notes: its orders and the lines raised.
fn read(pm: &str) -> (Vec<String>, Vec<usize>) {
    let verbs = Verbs::new(["paso", "guardo", "juego", "hacer", "compro", "pierdo"])
        .with_free_text(&[("paso", 0), ("guardo", 0)])
        .with_notes(&["paso", "guardo"])
        .with_game_nouns(&["El Cabrón de la Motosierra".to_string()]);
    let names = roster(&["Ana", "Bruno", "Carla", "Dani"]);
    let (file, problems) = classified(pm, &verbs, &names);
    (texts(&file), problem_lines(&problems))
}

#[test]
fn a_note_inside_a_casual_sentence_is_read_as_the_note() {
    for (pm, note) in [
        (
            "ni idea de qué hacer con la motosierra, la guardo\n",
            "guardo",
        ),
        ("ni idea, la guardo\n", "guardo"),
        ("Hoy paso, mañana me vengo 😤\n", "paso mañana me vengo"),
        (
            "paso, no tengo nada que jugar\n",
            "paso no tengo nada que jugar",
        ),
        ("ya veremos qué hacer con ella, me la guardo\n", "guardo"),
    ] {
        assert_eq!(read(pm), (vec![note.to_string()], vec![]), "{pm}");
    }
}

#[test]
fn a_note_verb_after_a_reflexive_pronoun_alone_or_negated_is_no_note() {
    // `me paso por el hilo`: "I drop by", no pass; `no la guardo` doubts the note.
    for pm in [
        "ni idea de qué hacer, me paso por el hilo\n",
        "no sé, no la guardo\n",
    ] {
        assert!(read(pm).0.is_empty(), "{pm}: {:?}", read(pm));
    }
}

/// Ana's PM read where she holds Maratón de Series and the game has Noche de Juegos too: its
/// orders and the lines raised.
fn read_holding(pm: &str) -> (Vec<String>, Vec<usize>) {
    let held = [(
        "Ana".to_string(),
        vec![("jugar".to_string(), "Maratón de Series".to_string())],
    )];
    let verbs = Verbs::new(["jugar", "juego", "compro"])
        .with_held_things(Some((&["a", "contra", "pa"], held.into())))
        .with_game_nouns(&[
            "Maratón de Series".to_string(),
            "Noche de Juegos".to_string(),
            "Serie Mala".to_string(),
        ]);
    let names = roster(&["Ana", "Bruno", "Carla", "Dani"]);
    let (file, problems) = classified(pm, &verbs, &names);
    (texts(&file), problem_lines(&problems))
}

/// Review break5 F8: a card its sender holds, named by a unique short name with no verb, is the
/// card played when a word aims it (`Maratón a la 3`), else raised (`la maratón, qué ganas`):
/// never talk. A card she does not hold, or a word of prose that is no short name (`noches`),
/// is no card of hers.
#[test]
fn a_held_card_by_its_short_name_is_read_or_raised_never_talk() {
    assert_eq!(
        read_holding("Ni de coña.\nMaratón a la 3\n"),
        (vec!["jugar Maratón a la 3".to_string()], vec![])
    );
    assert_eq!(
        read_holding("qué ganas de la maratón, jaja\n"),
        (vec![], vec![1])
    );
    // Noche de Juegos is not hers; `noche` lower case after no article is everyday prose.
    assert_eq!(read_holding("buenas noches a todos\n"), (vec![], vec![]));
    assert_eq!(
        read_holding("esta noche juegos de mesa\n"),
        (vec![], vec![])
    );
}

/// Review break6 F2: a note's words are the player's own, but a play after it on its line is
/// read, never swallowed as the note's text (`Tiradas: paso. Tiempo libre: juego …`, `me
/// paso el resto del turno sobando jaja, juego …`).
#[test]
fn a_play_after_a_note_on_its_line_is_read() {
    for (pm, orders) in [
        (
            "Tiradas: paso. Tiempo libre: juego Noche de Juegos\n",
            vec!["paso", "juego Noche de Juegos"],
        ),
        (
            "me paso el resto del turno sobando jaja. Juego la Motosierra\n",
            vec![
                "paso el resto del turno sobando jaja",
                "Juego la Motosierra",
            ],
        ),
    ] {
        let (read_orders, problems) = read(pm);
        assert_eq!(read_orders, orders, "{pm}");
        assert!(problems.is_empty(), "{pm}: {problems:?}");
    }
    // A note alone keeps its words, other notes' verbs among them.
    assert_eq!(read("paso, me la guardo\n").0.len(), 1);
}
