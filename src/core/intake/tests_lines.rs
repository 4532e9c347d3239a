//! The intake's unit tests for lines that hold more than one order (issue 22, J: an order
//! never becomes chatter in silence): a later sentence after a reason, a reflexive verb after a
//! comma, points numbered inside a line; and lines that say there is no order for now.
use super::*;

fn names() -> NameIndex {
    let none: &[String] = &[];
    NameIndex::new(["Ana", "Bruno", "Carla", "Dani", "Hugo"].map(|n| (n, none)))
}

fn verbs() -> Verbs {
    Verbs::new(["voto", "votar", "secuestro", "emborracho", "ruta", "vota"])
}

/// The orders read from Ana's PM (each as its words), how many lines were chatter and how
/// many problems.
fn read_with(pm: &str, verbs: &Verbs) -> (Vec<String>, usize, usize) {
    let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", pm);
    let problems = classify(&mut file, verbs, &names());
    let orders = file
        .lines
        .iter()
        .map(|l| {
            let words: Vec<&str> = l.words.iter().map(|w| w.text.as_str()).collect();
            words.join(" ")
        })
        .collect();
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
    assert_eq!(orders, ["secuestro a Hugo que me cae fatal", "voto Dani"]);
    assert_eq!((chatter, problems), (0, 0));
    // Its verb written out, after an exclamation.
    let (orders, _, problems) =
        read_with("emborracho a Bruno porque miente! Voto a Carla\n", &verbs());
    assert_eq!(orders, ["emborracho a Bruno porque miente", "Voto a Carla"]);
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
