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
    read_as("con la Giulia stanotte proteggiamo Luca\n", "proteggiamo Luca");
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
