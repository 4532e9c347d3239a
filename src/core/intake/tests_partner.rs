//! The intake's unit tests for the partner an order was agreed with (issue 22, J): named with
//! an article, lead-ins and the verb's pronoun after him, or in a few words before a colon.
use super::test_support::*;
use super::*;

/// The orders read from Ana's PM (each as its words) and how many problems.
fn read(pm: &str) -> (Vec<String>, usize) {
    let names = roster(&["Ana", "Chiara", "Franco", "Giulia", "Luca", "Nico", "Carla"]);
    let verbs = Verbs::new([
        "proteggiamo",
        "proteggo",
        "pappiamo",
        "mangiamo",
        "comemos",
        "marcamos",
    ]);
    let (file, problems) = classified(pm, &verbs, &names);
    (texts(&file), problems.len())
}

fn read_as(pm: &str, order: &str) {
    assert_eq!(read(pm), (vec![order.to_string()], 0), "{pm}");
}

#[test]
fn a_partner_with_an_article_and_lead_ins_after_him_is_who_the_order_was_agreed_with() {
    read_as(
        "io e la Chiara stanotte ci pappiamo Nico, parla troppo 😂\n",
        "pappiamo Nico parla troppo",
    );
    read_as(
        "con la Giulia stanotte proteggiamo Luca\n",
        "proteggiamo Luca",
    );
    read_as("la Giulia e io proteggiamo Luca\n", "proteggiamo Luca");
    // The verb's own pronoun leads into it.
    read_as("stanotte ci mangiamo Nico\n", "mangiamo Nico");
    read_as("nos comemos a Nico\n", "comemos a Nico");
}

#[test]
fn a_few_words_naming_the_partner_before_a_colon_lead_into_a_plural_order() {
    read_as(
        "Ciao! Con Franco abbiamo deciso: proteggiamo Luca.\n",
        "proteggiamo Luca",
    );
    read_as("Hablado con Carla: marcamos la H\n", "marcamos la H");
    read_as(
        "scusa master ci siamo messi d'accordo con Giulia: proteggiamo Luca\n",
        "proteggiamo Luca",
    );
    // A negation, a second player, a singular verb or no colon: the master's to read.
    for pm in [
        "Con Franco non abbiamo deciso: proteggiamo Luca\n",
        "Con Franco e Chiara abbiamo deciso: proteggiamo Luca\n",
        "Con Franco abbiamo deciso: proteggo Luca\n",
        "Con Franco abbiamo deciso proteggiamo Luca\n",
        "Franco ha detto a Giulia: proteggiamo Luca\n",
    ] {
        assert_eq!(read(pm).1, 1, "{pm}");
    }
}

/// Ana's PM read with a walker's verbs at night: the orders read and how many problems.
fn walked(pm: &str) -> (Vec<String>, usize) {
    let names = roster(&["Ana", "Hugo", "Gino"]);
    let verbs = Verbs::new(["ruta", "robo", "secuestro"])
        .with_game_nouns(&["Servicios".to_string()])
        .with_bare_route(Some("ruta"));
    let (file, problems) = classified(pm, &verbs, &names);
    (texts(&file), problems.len())
}

#[test]
fn a_route_after_a_verb_of_doing_and_a_place_before_the_verb_on_its_own_line_are_read() {
    // Issue 22 J: `Esta noche hago M-N-O-P-M` walks the route.
    assert_eq!(
        walked("Esta noche hago M-N-O-P-M\n"),
        (vec!["ruta M-N-O-P-M".to_string()], 0)
    );
    // The place said before the verb reads on its own line as after a comma.
    assert_eq!(
        walked("ruta N-O-P-M-N\nen los Servicios robo un espejo para Hugo y Gino\n"),
        (
            vec![
                "ruta N-O-P-M-N".to_string(),
                "robo en los Servicios robo un espejo para Hugo y Gino".to_string()
            ],
            0
        )
    );
    // A place that is no thing of the game: the master's to read.
    assert_ne!(walked("en la plaza robo a Hugo\n").1, 0);
}
