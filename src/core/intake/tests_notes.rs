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
