//! The intake's unit tests for what players wrote in a blind review (issue 22, J): the noun
//! phrase "my vote" before its player, corrections after a pause, sentences on one line,
//! remarks after an order and a sender not decided yet.
use super::test_support::*;
use super::*;

fn names() -> NameIndex {
    roster(&["Ana", "Bruno", "Carla", "Dani", "Hugo", "Kiko", "Nico"])
}

/// The orders read from Ana's PM (each as its words), how many lines were chatter and how
/// many problems.
fn read(pm: &str) -> (Vec<String>, usize, usize) {
    let verbs = Verbs::new([
        "voto",
        "votar",
        "vote",
        "vota",
        "secuestro",
        "ruta",
        "esperar",
        "espera",
        "gioco",
    ]);
    let (file, problems) = classified(pm, &verbs, &names());
    let orders = texts(&file);
    (orders, file.ignored.len(), problems.len())
}

fn orders(pm: &str) -> Vec<String> {
    let (orders, _, problems) = read(pm);
    assert_eq!(problems, 0, "{pm}");
    orders
}

#[test]
fn my_vote_and_a_preposition_or_a_copula_is_the_vote() {
    // Review J: «ningún jugador se llama `para`».
    assert_eq!(
        orders("Mi voto para Kiko, que no ha dicho ni mu.\n"),
        ["voto Kiko que no ha dicho ni mu"]
    );
    assert_eq!(orders("mi voto es para Kiko\n"), ["voto Kiko"]);
    assert_eq!(orders("mi voto va a Kiko\n"), ["voto Kiko"]);
    assert_eq!(orders("my vote goes to Kiko\n"), ["vote Kiko"]);
    assert_eq!(orders("il mio voto va a Nico\n"), ["voto Nico"]);
    assert_eq!(orders("il mio voto per Nico\n"), ["voto Nico"]);
    // A remark of the sender's own before it, naming and doubting nothing (was not read).
    assert_eq!(
        orders("Dopo tanto pensare il mio voto è per Nico.\n"),
        ["voto Nico"]
    );
    // Said now to a name that names nobody, it is read as the vote, to be raised as no
    // player (review J: `Il mio voto va a Xyz` was chatter in silence); said of the future,
    // it is no vote now.
    for pm in [
        "il mio voto va a Xyz\n",
        "Mi voto es para Glroia\n",
        "Il mio voto: Zed\n",
    ] {
        // (The order's parse raises the name: `nessun giocatore si chiama Xyz`.)
        let (orders, ignored, _) = read(pm);
        assert_eq!((orders.len(), ignored), (1, 0), "{pm}");
    }
    assert!(read("il mio voto andrà a Xyz\n").0.is_empty());
    // A doubt, a negation or another player before it keeps it the master's to read.
    assert_eq!(read("si Hugo es lobo, mi voto es para Kiko\n").2, 1);
    assert_eq!(read("Hugo dice che il mio voto è per Nico\n").2, 1);
    assert_eq!(read("non so se il mio voto è per Nico\n").0.len(), 0);
    assert_ne!(read("non so se il mio voto è per Nico\n").2, 0);
    // Where it goes, unnamed, is not rewritten as a vote: the line is read as written.
    assert_eq!(
        orders("mi voto para cuando lo tenga claro\n"),
        ["voto para cuando lo tenga claro"]
    );
}

/// The orders read from Ana's PM, each as its words, and how many were withdrawn by a later
/// one (a correction).
fn corrected(pm: &str) -> (Vec<String>, usize) {
    let verbs = Verbs::new(["voto", "sbrano", "esperar", "espera", "gioco", "juego"]);
    let (file, problems) = classified(pm, &verbs, &names());
    assert!(problems.is_empty(), "{pm}");
    let orders = texts(&file);
    (orders, file.withdrawn.len())
}

#[test]
fn a_new_choice_after_a_pause_corrects_the_order() {
    // Review J (among-us, where `esperar` is a verb): was «sobran palabras».
    assert_eq!(
        corrected("voto a Hugo. No, espera... a Bruno\n"),
        (vec!["voto a Hugo".into(), "voto a Bruno".into()], 1)
    );
    assert_eq!(
        corrected("voto a Hugo... no espera, a Bruno\n"),
        (vec!["voto a Hugo".into(), "voto a Bruno".into()], 1)
    );
    assert_eq!(
        corrected("Sbrano Carla... anzi no, Bruno come dice Dani\n"),
        (
            vec!["Sbrano Carla".into(), "Sbrano Bruno come dice Dani".into()],
            1
        )
    );
    // The new choice after the same preposition replaces that argument only: the card stays.
    assert_eq!(
        corrected("gioco Estás Despedido su Ana... no aspetta, su Dani\n"),
        (
            vec![
                "gioco Estás Despedido su Ana".into(),
                "gioco Estás Despedido su Dani".into()
            ],
            1
        )
    );
    assert_eq!(
        corrected("juego Estás Despedido a Bruno... no espera, a Dani\n").0[1],
        "juego Estás Despedido a Dani"
    );
    // On the next line, the same.
    assert_eq!(
        corrected("juego Estás Despedido a Bruno\nno espera, a Dani\n").0[1],
        "juego Estás Despedido a Dani"
    );
    // `espera` with no `no` before it is a verb of its own: a second order, no correction.
    assert_eq!(
        corrected("voto a Hugo y espera\n"),
        (vec!["voto a Hugo".into(), "espera".into()], 0)
    );
}

#[test]
fn a_farewell_after_a_complete_order_is_not_a_doubt() {
    // Review J: `vote Bruno, see you tomorrow` was raised.
    assert_eq!(
        orders("vote Bruno, see you tomorrow\n"),
        ["vote Bruno see you tomorrow"]
    );
    assert_eq!(
        orders("voto a Bruno, hasta mañana chicos\n"),
        ["voto a Bruno hasta mañana chicos"]
    );
    assert_eq!(orders("voto Bruno, a domani\n"), ["voto Bruno a domani"]);
    // A vote for another day stays a doubt.
    assert_eq!(read("voto Bruno, domani cambio\n").2, 1);
    assert_eq!(read("voto Bruno, a domani cambio\n").2, 1);
    assert_eq!(read("vote Bruno, tomorrow Carla\n").2, 1);
}

#[test]
fn a_period_a_space_and_a_capital_verb_start_a_second_order() {
    // Review J: `Ruta A-B-A. Secuestro a Kiko` read the kidnap as the route's last step.
    assert_eq!(
        orders("Ruta A-B-A. Secuestro a Kiko, el del ascensor.\n"),
        ["Ruta A-B-A", "Secuestro a Kiko el del ascensor"]
    );
    assert_eq!(
        orders("voto a Bruno! Secuestro a Kiko\n"),
        ["voto a Bruno", "Secuestro a Kiko"]
    );
    // A pause or an abbreviation before it split nothing; a verb of the game in lower case
    // after a full stop starts an order too (blind corpus 6, I).
    assert_eq!(
        orders("Ruta A-B-A... Secuestro a Kiko\n"),
        ["Ruta A-B-A Secuestro a Kiko"]
    );
    assert_eq!(
        orders("Ruta A-B-A. secuestro a Kiko\n"),
        ["Ruta A-B-A", "secuestro a Kiko"]
    );
    assert_eq!(orders("voto al Sr. Secuestro\n"), ["voto al Sr Secuestro"]);
    // A sentence after the order that is no order stays its remark.
    assert_eq!(
        orders("voto a Bruno. Demasiado callado.\n"),
        ["voto a Bruno Demasiado callado"]
    );
}

/// Ana's PM read: its orders, the lines that say she has not chosen yet, and its problems.
fn undecided(pm: &str) -> (usize, Vec<usize>, usize) {
    let verbs = Verbs::new(["votar", "voto", "votare", "vote", "secuestrar"]);
    let (file, problems) = classified(pm, &verbs, &names());
    (file.lines.len(), file.undecided.clone(), problems.len())
}

#[test]
fn a_sender_not_decided_yet_is_a_note_not_an_order_nor_a_problem() {
    // Review J: «parece una orden, pero no se puede leer con seguridad».
    let note = (0, vec![1], 0);
    assert_eq!(
        undecided("hola, todavía no sé a quién votar, luego os digo\n"),
        note
    );
    assert_eq!(undecided("non so ancora chi votare\n"), note);
    assert_eq!(undecided("I don't know who to vote for yet\n"), note);
    assert_eq!(undecided("aún no he decidido a quién secuestrar\n"), note);
    // With a vote on another line, the vote is read and the note kept.
    assert_eq!(
        undecided("no sé a quién votar\nbueno, voto a Kiko\n"),
        (1, vec![1], 0)
    );
    // A player named, or a doubt about a vote, stays the master's to read.
    assert_eq!(
        undecided("no sé a quién votar, ¿Kiko?\n").1,
        Vec::<usize>::new()
    );
    assert_ne!(undecided("non so ancora chi votare, forse Nico\n").2, 0);
    assert_ne!(undecided("no voto a Kiko\n").2, 0);
    // Not knowing something else is no note: `no sé qué pasó` names no choice of the game.
    assert_eq!(undecided("no sé qué pasó anoche\n"), (0, vec![], 0));
}

#[test]
fn not_knowing_what_to_do_is_a_note() {
    // Issue 22 J (pattern B): `No sé qué hacer` with `hacer` a verb of the ruleset (a task).
    let verbs = Verbs::new(["hacer", "hago", "voto"]);
    let (file, problems) = classified(
        "No sé qué hacer, ¿me recomiendas algo, máster?\n",
        &verbs,
        &names(),
    );
    assert_eq!(
        (file.lines.len(), file.undecided.clone(), problems.len()),
        (0, vec![1], 0)
    );
}

#[test]
fn a_pronoun_before_the_verb_and_the_player_after_a_colon_is_the_order() {
    // Issue 22 J: `Lo voto: Bruno` (Italian and Spanish), the pronoun standing for the player.
    assert_eq!(orders("Lo voto: Bruno\n"), ["voto Bruno"]);
    assert_eq!(orders("ok, lo voto: Kiko\n"), ["voto Kiko"]);
    // With no colon no player stands for the pronoun: no order read.
    assert!(read("lo voto\n").0.is_empty());
}
