//! A player's own marks on his lines (break7 F5, F6, F7, F15): a line he crosses out is
//! withdrawn, the line he ticks is his choice, marks that cannot be told are raised; a `#`
//! joined to a correction is raised as one after a space is; a ranked list's first choice is
//! read and its fallbacks raised.
use super::test_support::*;
use super::*;

fn names() -> NameIndex {
    roster(&[
        "Ana", "Bruno", "Elena", "Jorge", "Gloria", "Hugo", "Olga", "Chiara",
    ])
}

fn verbs() -> Verbs {
    Verbs::new([
        "robar",
        "rob",
        "ver",
        "indaga",
        "intercambiar",
        "votar",
        "marcar",
    ])
    .with_lead_in(crate::core::grammar::POINT_NUMBERS)
}

/// Ana's PM read: its orders, the lines listed as withdrawn, and its problems' lines and keys.
fn read(pm: &str) -> (Vec<String>, Vec<usize>, Vec<(usize, String)>) {
    let (file, problems) = classified(pm, &verbs(), &names());
    let keys = problems.iter().map(|p| p.msg.key.to_string());
    let raised = problem_lines(&problems).into_iter().zip(keys).collect();
    (texts(&file), file.struck.clone(), raised)
}

#[test]
fn a_line_the_player_crosses_out_is_withdrawn_never_read() {
    for crossed in [
        "robar a Jorge ❌",
        "robar a Jorge ✗",
        "❌ robar a Jorge",
        "☐ robar a Jorge",
        "robar a Jorge (descartado)",
        "robar a Jorge (cancelado)",
        "robar a Jorge (ya no)",
        "robar a Jorge (olvídalo)",
        "robar a Jorge [descartado]",
        "robar a Jorge (mentira)",
        "~robar a Jorge~",
        "rob Jorge (nah, scrap that)",
        "indaga Jorge (annullato)",
        "ver Jorge   # este no",
        "ver Jorge # esta no, la de arriba",
        "ver Jorge  # ❌",
        "indaga Jorge  # questa no",
    ] {
        let verb = crossed.trim_start_matches(['❌', '☐', '~', ' ']);
        let verb = verb.split(' ').next().unwrap();
        let pm = format!("{verb} a Elena\n{crossed}\n");
        let (orders, struck, raised) = read(&pm);
        assert_eq!(orders, [format!("{verb} a Elena")], "{crossed}");
        assert_eq!(struck, [2], "{crossed}");
        assert_eq!(raised, [], "{crossed}");
    }
}

#[test]
fn the_line_the_player_ticks_is_the_choice_of_its_kind() {
    for (first, second) in [
        ("robar a Elena ✅", "robar a Jorge ❌"),
        ("robar a Elena ⬅\u{FE0F} esta", "robar a Jorge"),
        ("👉 robar a Elena", "robar a Jorge"),
        ("☑ robar a Elena", "☐ robar a Jorge"),
        ("[b]robar a Elena[/b] (la buena)", "robar a Jorge (la mala)"),
        ("robar a Elena  # esta", "robar a Jorge"),
        ("robar a Elena ✅", "robar a Jorge"),
    ] {
        let (orders, struck, raised) = read(&format!("{first}\n{second}\nvotar Bruno\n"));
        assert_eq!(orders.len(), 2, "{first} / {second}");
        assert!(
            orders[0].starts_with("robar a Elena"),
            "{first}: {orders:?}"
        );
        assert_eq!(orders[1], "votar Bruno", "{first} / {second}");
        assert_eq!(struck, [2], "{first} / {second}");
        assert_eq!(raised, [], "{first} / {second}");
    }
    // The tick on the later line: the earlier one is set aside as well.
    let (orders, struck, _) = read("robar a Elena\nrobar a Jorge ✅\n");
    assert_eq!(
        (orders, struck),
        (vec!["robar a Jorge".to_string()], vec![1])
    );
}

#[test]
fn marks_that_cannot_be_told_are_raised() {
    let unclear = "err-marks-unclear".to_string();
    // Ticked and crossed out at once.
    let (orders, _, raised) = read("robar a Elena ✅ ❌\n");
    assert_eq!((orders, raised), (vec![], vec![(1, unclear.clone())]));
    // Two lines of one kind ticked.
    let (orders, _, raised) = read("robar a Elena ✅\nrobar a Jorge ✅\n");
    assert_eq!(orders, ["robar a Elena"]);
    assert_eq!(raised, [(2, unclear.clone())]);
    // A line stressed in bold, then a plain one of its kind: the bold may be the choice.
    for pm in [
        "**robar a Elena**\nrobar a Jorge\n",
        "[b]robar a Elena[/b]\nrobar a Jorge\n",
    ] {
        let (orders, _, raised) = read(pm);
        assert_eq!(orders, ["robar a Elena"], "{pm}");
        assert_eq!(raised, [(2, unclear.clone())], "{pm}");
    }
    // The bold one later, or a change of mind after it, is the choice as ever.
    let (orders, _, raised) = read("robar a Elena\n**robar a Jorge**\n");
    assert_eq!((orders.len(), raised), (2, vec![]));
    let (orders, _, raised) = read("**robar a Elena**\nno, mejor Jorge\n");
    assert_eq!((orders.len(), raised), (2, vec![]));
    // A correction after the ticked line.
    let (_, _, raised) = read("robar a Elena ✅\nno, mejor Jorge\n");
    assert_eq!(raised, [(2, unclear)]);
}

#[test]
fn a_correction_after_a_hash_with_no_space_is_raised_as_with_one() {
    let in_comment = "err-order-in-comment".to_string();
    for comment in [
        "#intercambiar Jorge Gloria  <- al final esta",
        "# intercambiar Jorge Gloria  <- al final esta",
        "#mejor Gloria",
        "# mejor Gloria",
        "#anzi Olga",
        "#indaga Olga <- meglio questa",
    ] {
        let (orders, _, raised) = read(&format!("intercambiar Jorge Hugo\n{comment}\n"));
        assert_eq!(orders, ["intercambiar Jorge Hugo"], "{comment}");
        assert_eq!(raised, [(2, in_comment.clone())], "{comment}");
    }
}

#[test]
fn a_ranked_list_reads_the_first_choice_and_raises_the_fallbacks() {
    let fallback = "err-fallback-choice".to_string();
    for pm in [
        "Por orden de preferencia:\n1) robar a Elena\n2) robar a Jorge\n",
        "Preferencias:\n1. robar a Elena\n2. robar a Jorge\n",
        "In ordine di preferenza:\n1. robar a Elena\n2. robar a Jorge\n",
        "In order of preference:\n1) rob Elena\n2) rob Jorge\n",
    ] {
        let (orders, _, raised) = read(pm);
        assert_eq!(orders.len(), 1, "{pm}");
        assert!(orders[0].ends_with("Elena"), "{pm}: {orders:?}");
        assert_eq!(raised, [(3, fallback.clone())], "{pm}");
    }
    let pm = "Primera opción: robar a Elena\nSegunda opción: robar a Jorge\nvotar Bruno\n";
    let (orders, _, raised) = read(pm);
    assert_eq!(orders, ["robar a Elena", "votar Bruno"]);
    assert_eq!(raised, [(2, fallback.clone())]);
    // A head after the list ranks the orders above it (one-night ruling 30).
    let (orders, _, raised) = read("robar a Elena\nrobar a Jorge\n(por orden de preferencia)\n");
    assert_eq!(orders, ["robar a Elena"]);
    assert_eq!(raised, [(2, fallback.clone())]);
    // A numbered list with no ranking head is a change of mind (README): the later stands.
    let (orders, _, raised) = read("1) robar a Elena\n2) robar a Jorge\n");
    assert_eq!((orders.len(), raised), (2, vec![]));
}
