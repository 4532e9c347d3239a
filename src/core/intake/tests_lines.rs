//! The intake's unit tests for lines that hold more than one order (issue 22, J: an order
//! never becomes chatter in silence): a later sentence after a reason, a reflexive verb after a
//! comma, points numbered inside a line; and lines that say there is no order for now.
use super::test_support::*;
use super::*;

fn names() -> NameIndex {
    roster(&["Ana", "Bruno", "Carla", "Dani", "Hugo"])
}

fn verbs() -> Verbs {
    Verbs::new(["voto", "votar", "secuestro", "emborracho", "ruta", "vota"])
}

/// The orders read from Ana's PM (each as its words), how many lines were chatter and how
/// many problems.
fn read_with(pm: &str, verbs: &Verbs) -> (Vec<String>, usize, usize) {
    let (file, problems) = classified(pm, verbs, &names());
    let orders = texts(&file);
    (orders, file.ignored.len(), problems.len())
}

#[test]
fn a_later_sentence_that_is_an_order_by_itself_is_read_after_the_reason() {
    // The reason after the comma ends with its sentence; the vote with no verb after it is an
    // order of its own, never swallowed into the reason.
    let (orders, chatter, problems) = read_with(
        "secuestro a Hugo, que me cae fatal. Mi voto: Dani\n",
        &verbs(),
    );
    // (the reason, naming nothing of the game, is the player's prose after the order)
    assert_eq!(orders, ["secuestro a Hugo", "voto Dani"]);
    assert_eq!((chatter, problems), (0, 0));
    // Its verb written out, after an exclamation.
    let (orders, _, problems) =
        read_with("emborracho a Bruno porque miente! Voto a Carla\n", &verbs());
    assert_eq!(orders, ["emborracho a Bruno", "Voto a Carla"]);
    assert_eq!(problems, 0);
    // Prose in the later sentences leaves the line one order with its remarks.
    let (orders, _, problems) = read_with(
        "voto a Bruno, que vota raro. Un saludo a todos.\n",
        &verbs(),
    );
    assert_eq!(orders, ["voto a Bruno que vota raro Un saludo a todos"]);
    assert_eq!(problems, 0);
    // An abbreviation's period ends no sentence.
    let (orders, _, _) = read_with("voto a Bruno, como dijo el Sr. Carla\n", &verbs());
    assert_eq!(orders.len(), 1);
}

/// A ruleset that numbers its points, with verbs of moving, staying and following.
fn points() -> Verbs {
    Verbs::new([
        "pasaje", "quedo", "muevo", "seguo", "resto", "fermo", "sigo", "voto",
    ])
    .with_lead_in(&["1", "2", "3", "1º", "2º", "3º", "punto"])
}

#[test]
fn a_reflexive_verb_after_a_comma_or_an_adverb_is_an_order() {
    // The stay needs no argument: after a comma it is a point of its own, not a remark.
    let (orders, _, problems) = read_with("sigo a Dani, muevo a Hugo, me quedo\n", &points());
    assert_eq!(orders, ["sigo a Dani", "muevo a Hugo", "quedo"]);
    assert_eq!(problems, 0);
    let (orders, _, _) = read_with("muevo a la Cocina, luego me quedo\n", &points());
    assert_eq!(orders, ["muevo a la Cocina", "quedo"]);
    let (orders, _, _) = read_with("seguo Bruno, poi mi fermo\n", &points());
    assert_eq!(orders, ["seguo Bruno", "fermo"]);
    // On its own line after an adverb of sequence.
    let (orders, chatter, problems) = read_with("muevo a la Cocina\ndespués me quedo\n", &points());
    assert_eq!(orders, ["muevo a la Cocina", "quedo"]);
    assert_eq!((chatter, problems), (0, 0));
    let (orders, chatter, _) = read_with("poi mi fermo\n", &points());
    assert_eq!((orders, chatter), (vec!["fermo".to_string()], 0));
    // A verb that is not reflexive after a comma still needs something of the game.
    let (orders, _, _) = read_with("voto a Bruno, sigo pensando\n", &points());
    assert_eq!(orders.len(), 1);
}

#[test]
fn several_numbered_points_on_one_line_are_each_read() {
    let (orders, _, problems) = read_with(
        "Buenas! 1º muevo a la Cocina por la puerta sur 2º me quedo 3º me quedo\n",
        &points(),
    );
    assert_eq!(
        orders,
        ["muevo a la Cocina por la puerta sur", "quedo", "quedo"]
    );
    assert_eq!(problems, 0);
    let (orders, _, _) = read_with("1. sigo a Dani 2. sigo a Dani 3. resto\n", &points());
    assert_eq!(orders, ["sigo a Dani", "sigo a Dani", "resto"]);
    let (orders, _, _) = read_with("1) seguo Hugo 2) Seguo Hugo\n", &points());
    assert_eq!(orders, ["seguo Hugo", "Seguo Hugo"]);
    // A number that follows no point one less is the order's own word.
    let (orders, _, _) = read_with("1. muevo a la sala 3. sigo a Dani\n", &points());
    assert_eq!(orders.len(), 1);
}

/// How many orders Ana's PM holds, the lines noted as no order for now, and how many problems.
fn noted(pm: &str) -> (usize, Vec<usize>, usize) {
    let verbs = Verbs::new([
        "voto", "votar", "votaré", "voterò", "hago", "juego", "gioco", "mirar", "quedo",
    ]);
    let (file, problems) = classified(pm, &verbs, &names());
    (file.lines.len(), file.no_order_now.clone(), problems.len())
}

#[test]
fn a_verb_in_the_future_or_negated_before_nothing_is_a_note_not_an_order() {
    let note = (0, vec![1], 0);
    assert_eq!(noted("Bueno, ya votaré más tarde en el hilo\n"), note);
    assert_eq!(noted("voterò domani, ora non ho tempo\n"), note);
    assert_eq!(
        noted("Hola!! En esta ronda no hago nada, solo mirar\n"),
        note
    );
    assert_eq!(noted("yo este turno no juego nada\n"), note);
    assert_eq!(noted("non gioco niente stavolta\n"), note);
    // Beside an order it is a note and the order is read.
    assert_eq!(
        noted("no hago nada esta vez\nvoto a Bruno\n"),
        (1, vec![1], 0)
    );
    // Naming a player, the future is still what the sender will do (issue 22 J: `Votaré a
    // Ana mañana jaja` is no order now); beside an order, it is raised.
    assert_eq!(noted("votaré a Bruno mañana\n"), note);
    assert_eq!(
        noted("voto a Carla\nvotaré a Bruno mañana\n"),
        (1, vec![], 1)
    );
    assert_ne!(noted("no voto a Bruno\n").2, 0);
    // Another verb in the first person on the line: read as any line.
    assert_eq!(noted("no hago nada. Me quedo\n").1, Vec::<usize>::new());
    // A future with no later, and a negation with no `nada`, are no note.
    assert_eq!(
        noted("no juego esta ronda, me aburro\n").1,
        Vec::<usize>::new()
    );
}

#[test]
fn a_power_negated_before_nobody_is_a_note_but_a_vote_for_nobody_is_raised() {
    // Issue 22 J: `stanotte non ammaestro nessuno` keeps the power: no order, a note.
    let verbs = Verbs::from_kinds(&[
        crate::core::grammar::VerbKind {
            words: vec!["ammaestro", "tame"],
            each_counts: false,
        },
        crate::core::grammar::VerbKind {
            words: vec!["voto", "vote", "astengo"],
            each_counts: false,
        },
    ]);
    let noted = |pm: &str| {
        let (file, problems) = classified(pm, &verbs, &names());
        (file.lines.len(), file.no_order_now.clone(), problems.len())
    };
    let note = (0, vec![1], 0);
    assert_eq!(
        noted("per ora tengo il mio potere, stanotte non ammaestro nessuno\n"),
        note
    );
    assert_eq!(noted("no ammaestro a nadie\n"), note);
    // A vote for nobody may be an abstention: the master's to read.
    assert_ne!(noted("oggi non voto nessuno\n").2, 0);
    // A player named: never a note.
    assert_ne!(noted("non ammaestro nessuno, forse Bruno\n").1, vec![1]);
}

#[test]
fn a_verb_the_sender_saw_another_do_is_no_order_of_his() {
    // Issue 22 J (pattern C): `la vi salir de la cocina` after the vote is what he saw.
    let verbs = Verbs::new(["voto", "salir", "mato", "matar"]);
    let (orders, _, problems) = read_with("Voto a Bruno, la vi salir de la cocina\n", &verbs);
    assert_eq!(orders, ["Voto a Bruno la vi salir de la cocina"]);
    assert_eq!(problems, 0);
    // Another's act the sender did not see stays a verb: a second order, or raised.
    let (orders, _, problems) = read_with("Voto a Bruno, y salir de la cocina\n", &verbs);
    assert!(orders.len() == 2 || problems > 0, "{orders:?}");
    let (orders, _, problems) = read_with("vi a Carla matar a Dani\n", &verbs);
    assert!(orders.is_empty() && problems > 0);
    // Told of an earlier phase, it is his testimony: a remark (blind corpus 6, pattern D).
    let (file, problems) = classified("ayer vi a Carla matar a Dani, lo juro\n", &verbs, &names());
    assert!(file.lines.is_empty() && problems.is_empty());
    assert_eq!(file.remarks, [1]);
}

#[test]
fn a_clause_saying_no_order_of_another_kind_ends_the_order_before_it() {
    // Issue 22 J: `Ruta O-N-M-P-O, esta noche no uso nada`: the route read, the clause a note.
    let verbs = Verbs::new(["ruta", "uso", "secuestro"]);
    let (orders, _, problems) = read_with("Ruta O-N-M-P-O, esta noche no uso nada.\n", &verbs);
    assert_eq!((orders, problems), (vec!["Ruta O-N-M-P-O".to_string()], 0));
    // A later verb negated before a player, or with no `nada`: still the master's to read.
    for pm in [
        "Ruta O-N-M-P-O, no secuestro a Bruno\n",
        "Ruta O-N-M-P-O, esta noche no uso la pistola\n",
        "Ruta O-N-M-P-O, no uso nada salvo con Carla\n",
    ] {
        assert_eq!(read_with(pm, &verbs).2, 1, "{pm}");
    }
    // The same kind negated after its order (`ruta … , no ruta nada`) may take it back: raised.
    assert_eq!(read_with("Ruta O-N-M, no ruta nada\n", &verbs).2, 1);
}

/// Issue 22 J (needless refusals): a tail of luck, wait-and-see or a reason naming nothing of
/// the game ends the order, so a ruleset reading to the line's end reads the order alone; a
/// tail that names a player, holds a verb, a capital, a doubt or a joke stays with the order.
#[test]
fn a_tail_of_luck_or_a_reason_naming_nothing_ends_the_order() {
    for (pm, order) in [
        ("voto a Bruno, a ver qué pasa 😅\n", "voto a Bruno"),
        ("voto Bruno, incrociamo le dita\n", "voto Bruno"),
        ("voto Bruno, fingers crossed\n", "voto Bruno"),
        ("sigo a Bruno porque me aburro\n", "sigo a Bruno"),
        ("quedo, crucemos los dedos\n", "quedo"),
    ] {
        let (orders, _, problems) = read_with(pm, &points());
        assert_eq!((orders, problems), (vec![order.to_string()], 0), "{pm}");
    }
    for (pm, order) in [
        (
            "voto a Bruno, a ver si es lobo\n",
            "voto a Bruno a ver si es lobo",
        ),
        (
            "voto a Bruno porque es broma\n",
            "voto a Bruno porque es broma",
        ),
        (
            "sigo a Bruno, a ver qué hace la Cocina\n",
            "sigo a Bruno a ver qué hace la Cocina",
        ),
    ] {
        let (orders, _, _) = read_with(pm, &points());
        assert!(orders.is_empty() || orders == [order], "{pm}: {orders:?}");
    }
}

/// Blind corpus 7: an apology after the order, or a reason saying its player or number again,
/// ends the order; an apology then a pause and another player (`perdón, Carla`: maybe a
/// correction) stays with it.
#[test]
fn an_apology_or_a_reason_saying_the_order_again_ends_it() {
    for (pm, order) in [
        ("sigo a Bruno, perdón Bruno 😅\n", "sigo a Bruno"),
        ("sigo a Bruno, lo siento\n", "sigo a Bruno"),
        ("voto Bruno, scusa\n", "voto Bruno"),
        ("sigo a Bruno, que Bruno está raro\n", "sigo a Bruno"),
    ] {
        let (orders, _, problems) = read_with(pm, &points());
        assert_eq!((orders, problems), (vec![order.to_string()], 0), "{pm}");
    }
    let (orders, _, _) = read_with("sigo a Bruno, perdón, Carla\n", &points());
    assert!(orders != ["sigo a Bruno"], "{orders:?}");
}

/// Issue 22 J (needless refusals): a hesitation settled later in its sentence (`al final`,
/// `alla fine`, `in the end`) is the order after the marker; a condition, a maybe, a negation
/// or a joke before the marker stays the master's to read.
#[test]
fn a_hesitation_settled_in_its_sentence_is_the_order_after_it() {
    for pm in [
        "Estaba entre Bruno y Carla, al final voto a Carla\n",
        "pensavo a Bruno ma alla fine voto Carla\n",
        "Pensaba votar a Bruno pero al final voto a Carla\n",
    ] {
        let (orders, _, problems) = read_with(pm, &verbs());
        assert_eq!(orders.len(), 1, "{pm}: {orders:?}");
        assert!(
            orders[0].ends_with("Carla") && problems == 0,
            "{pm}: {orders:?}"
        );
    }
    for pm in [
        "Si Bruno es lobo, al final voto a Carla\n",
        "Quizás Bruno, al final voto a Carla\n",
    ] {
        let (_, _, problems) = read_with(pm, &verbs());
        assert_eq!(problems, 1, "{pm}");
    }
}
