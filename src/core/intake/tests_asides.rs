//! Lines a player did not write as orders: `>` quoted lines and `#` comments.
use super::test_support::*;
use super::*;

fn names() -> NameIndex {
    roster(&["Ana", "Bruno", "Carla", "Dani"])
}

/// The orders read (as words) and the lines of the problems, with these form `#` lines.
fn read_with(pm: &str, form: &[&str]) -> (Vec<String>, Vec<usize>) {
    let verbs = Verbs::new(["ver", "votar", "voto", "usar", "marcar", "ruta"]).with_form_comments(
        form.iter()
            .map(|l| crate::core::forms::comment_key(l))
            .collect(),
    );
    let (file, problems) = classified(pm, &verbs, &names());
    let orders = texts(&file);
    let lines = problem_lines(&problems);
    (orders, lines)
}

fn read(pm: &str) -> (Vec<String>, Vec<usize>) {
    read_with(pm, &[])
}

#[test]
fn a_quoted_order_hides_nothing_and_a_pm_of_only_quoted_orders_is_raised() {
    assert_eq!(
        read("> ¿A quién votas?\n> votar Bruno\nvoto a Carla\n"),
        (vec!["voto a Carla".to_string()], vec![])
    );
    assert_eq!(read("> votar Bruno\nok\n"), (vec![], vec![1]));
    assert_eq!(read(">> votar Bruno\n"), (vec![], vec![1]));
    // Quoted text that is no order: nothing to raise.
    assert_eq!(read("> Recuerda enviar tu voto\nok\n"), (vec![], vec![]));
}

#[test]
fn the_forms_comments_are_explanations_and_the_players_are_raised_when_orders() {
    let form = [
        "# Marca una casa: la planta salta cuando todas están marcadas",
        "#   una casa: A, B, C",
        "# usar I",
    ];
    let as_it_came = format!("{}\n{}\nmarcar B\n{}\n", form[0], form[1], form[2]);
    assert_eq!(
        read_with(&as_it_came, &form),
        (vec!["marcar B".to_string()], vec![])
    );
    // A bare order marked, a choices line edited, a filled order commented: raised.
    let marked = format!("{}\n{}\n# usar I ✓\n", form[0], form[1]);
    assert_eq!(read_with(&marked, &form).1, [3]);
    let edited = format!("{}\n#   una casa: B\n", form[0]);
    assert_eq!(read_with(&edited, &form).1, [2]);
    assert_eq!(read_with("# marcar B\n", &form).1, [1]);
    // Without a form: a vote commented out, a correction after the order.
    assert_eq!(read("Hola\n# voto a Bruno\n").1, [2]);
    assert_eq!(
        read("voto a Bruno # no, mejor Carla\n"),
        (vec!["voto a Bruno".to_string()], vec![1])
    );
    // A comment that speaks of no order is a comment.
    assert_eq!(
        read("voto a Bruno # es el más callado\n# gracias\n"),
        (vec!["voto a Bruno".to_string()], vec![])
    );
}

#[test]
fn a_bare_order_of_the_form_ticked_or_rewritten_is_raised_never_dropped() {
    // README (forms): a form's order with nothing to choose is sent by deleting its `#`; a
    // `#` line as the form wrote it is never read. Break6 §3: `# parar ✔` was dropped.
    let form = ["# Para los motores en secreto", "# parar"];
    let as_it_came = format!("{}\n{}\nvotar Bruno\n", form[0], form[1]);
    assert_eq!(
        read_with(&as_it_came, &form),
        (vec!["votar Bruno".to_string()], vec![])
    );
    for marked in [
        "# parar ✔",
        "# parar  <-- esta sí",
        "# parar x",
        "#parar",
        "# parar ✗",
    ] {
        let pm = format!("votar Bruno\n{}\n{marked}\n", form[0]);
        assert_eq!(
            read_with(&pm, &form),
            (vec!["votar Bruno".to_string()], vec![3]),
            "{marked}"
        );
    }
    // The same words without the form: a comment that speaks of nothing of the game.
    assert_eq!(read("votar Bruno\n# parar ✔\n").1, Vec::<usize>::new());
}
