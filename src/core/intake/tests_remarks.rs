//! Issue 22 J: a remark about a player or a thing of the game is a note `check` shows, never
//! an order and never raised; what is not clearly one stays raised; an order is never a remark.

use super::test_support::*;
use super::*;

fn names() -> NameIndex {
    roster(&["Ana", "Bruno", "Carla", "Dani", "Hugo"])
}

/// Ana's PM read: its orders, the lines noted as remarks, the lines noted as no order for now,
/// and the lines raised.
fn read(pm: &str) -> (Vec<String>, Vec<usize>, Vec<usize>, Vec<usize>) {
    let verbs = Verbs::new([
        "voto", "votar", "votaré", "voterò", "vote", "mato", "robo", "sbrano", "veo",
    ])
    .with_game_nouns(&["Siesta".to_string(), "Palomitas".to_string()]);
    let (file, problems) = classified(pm, &verbs, &names());
    let orders = texts(&file);
    (
        orders,
        file.remarks.clone(),
        file.no_order_now.clone(),
        problem_lines(&problems),
    )
}

fn remark(pm: &str) -> bool {
    let (orders, remarks, _, problems) = read(pm);
    orders.is_empty() && remarks == [1] && problems.is_empty()
}

#[test]
fn suspicions_greetings_luck_praise_and_a_copula_about_a_player_are_remarks() {
    for pm in [
        "Hola máster. Me fío poco de Bruno, habla demasiado. Eso es todo.\n",
        "Carla, si me lees, suerte esta noche 😂\n",
        "Credo che Bruno menta\n",
        "Hugo me cae fatal jajaja\n",
        "PD: Dani, perdona lo de ayer\n",
        "Bruno está nervioso desde la primera noche\n",
        "ánimo Carla, vaya partida 😂\n",
        "Dani sei un grande ahahah\n",
        "Carla y yo somos pareja, que lo sepa el máster.\n",
        "I think Hugo is lying, good luck all\n",
        "Bruno è troppo tranquillo\n",
    ] {
        assert!(remark(pm), "{pm}: {:?}", read(pm));
    }
}

#[test]
fn a_remark_beside_an_order_is_a_note_and_the_order_is_read() {
    let (orders, remarks, _, problems) = read("voto Bruno\nCarla me parece sospechosa\n");
    assert_eq!(orders, ["voto Bruno"]);
    assert_eq!((remarks, problems), (vec![2], vec![]));
}

#[test]
fn a_line_that_is_not_clearly_a_remark_is_raised() {
    for pm in [
        // No word of a remark: an order in other words, maybe.
        "Bruno esta noche\n",
        // The noun of an order, markup, a question, a number, a house.
        "la víctima es Bruno\n",
        "[b]Bruno[/b] es sospechoso\n",
        "¿Bruno es lobo?\n",
        "suerte Bruno, 2\n",
        "Bruno es de la K\n",
        // A player's card is what a seer looks at.
        "la carta de Bruno es rara jaja\n",
        // A sentence naming a player with no word of a remark, after one with it.
        "Hola máster. Bruno.\n",
    ] {
        assert!(!read(pm).3.is_empty(), "{pm}: {:?}", read(pm));
    }
    // Beside an order, an apology to a player may correct it (`I meant Dani`): raised.
    assert_eq!(read("veo Bruno\nperdona, Dani\n").3, [2]);
}

#[test]
fn an_order_is_never_set_aside_as_a_remark() {
    for (pm, order) in [
        ("Suerte Carla. Voto Carla\n", "Voto Carla"),
        ("gracias, mato a Carla\n", "mato a Carla"),
    ] {
        let (orders, remarks, _, _) = read(pm);
        assert_eq!(orders, [order], "{pm}");
        assert!(remarks.is_empty(), "{pm}");
    }
    // A present verb with a target in a remark is read or raised, never a note.
    for pm in [
        "perdona Carla, te voto\n",
        "Sospecho de Bruno, voto Bruno\n",
        "Bruno me cae mal, voto Bruno\n",
    ] {
        let (orders, remarks, later, problems) = read(pm);
        assert!(remarks.is_empty() && later.is_empty(), "{pm}");
        assert!(!orders.is_empty() || !problems.is_empty(), "{pm}");
    }
}

#[test]
fn a_future_verb_or_a_thing_of_the_game_in_a_remark_is_a_note_when_nothing_is_an_order() {
    let (orders, remarks, later, problems) = read("nada por hoy\nvoterò Bruno domani ahah\n");
    assert!(orders.is_empty() && remarks.is_empty() && problems.is_empty());
    assert_eq!(later, [2]);
    let (_, _, later, problems) = read("Creo que Carla y Dani van juntas. Votaré mañana.\n");
    assert_eq!((later, problems), (vec![1], vec![]));
    assert!(remark("Disfruta la Siesta jaja\n"));
    // Beside an order, the future is raised: it may be the order the sender meant.
    assert_eq!(read("robo a Carla\nvotaré a Bruno mañana\n").3, [2]);
}

#[test]
fn what_a_player_has_his_team_and_praise_of_a_play_are_remarks() {
    // Issue 22 J (pattern A): a PM with no order whose only name is in one of these.
    for pm in [
        "Bruno tiene una mano buenísima, qué envidia\n",
        "Buena jugada Bruno, pero esto no acaba aquí\n",
        "Masón con Carla. Nada que hacer esta noche. Besos\n",
        "Soy lobo con Dani, jaja\n",
    ] {
        assert!(remark(pm), "{pm}: {:?}", read(pm));
    }
    // With no such word, the team line may be an order in other words: raised.
    assert_eq!(read("Bruno con Carla\n").3, [1]);
}

#[test]
fn a_present_verb_said_for_tomorrow_is_what_the_sender_will_do() {
    // Issue 22 J (pattern B): `Mañana voto a Fede` is the day's vote to come, not an order now.
    let (orders, _, later, problems) = read("Hola! Soy lobo con Dani. Mañana voto a Bruno jaja\n");
    assert!(orders.is_empty() && problems.is_empty());
    assert_eq!(later, [1]);
    // This morning is now; beside an order, tomorrow's vote is raised as any future one.
    let (orders, _, later, problems) = read("esta mañana voto a Bruno\n");
    assert!(later.is_empty() && (!orders.is_empty() || !problems.is_empty()));
    assert_eq!(read("robo a Carla\nMañana voto a Bruno\n").3, [2]);
}

#[test]
fn a_welcome_and_what_the_sender_saw_are_remarks() {
    // Issue 22 J (pattern B): a card welcomed, a player seen somewhere, beside the vote.
    assert!(remark("Bienvenida Siesta 😂\n"));
    let (orders, remarks, _, problems) =
        read("Buenas. Ayer vi a Bruno rondando por el Laboratorio, ojo.\nvoto Bruno\n");
    assert_eq!(orders, ["voto Bruno"]);
    assert_eq!((remarks, problems), (vec![1], vec![]));
    // What the sender saw with a verb of the ruleset stays the master's to read.
    assert!(!read("vi a Bruno, voto Bruno mañana?\n").3.is_empty());
}

/// Review break5 F1: the choice a remark leads to, said with a pronoun (`mejor él`, `vado su
/// di lei`, `lo linchamos`, `linchadlo`, `Lei.`), is no remark: raised, as its named form
/// (`Voy con Bruno`) is; a pronoun inside a remark (`él es majo`) stays one.
#[test]
fn a_choice_by_a_pronoun_after_a_remark_is_raised_not_a_remark() {
    for pm in [
        "Bruno es lobo seguro, a por él\n",
        "Carla è lupa. Vado su di lei.\n",
        "Sospecho de Bruno, voy con él\n",
        "Bruno miente 🐺 voy con él\n",
        "Hugo is too quiet, going with him instead\n",
        "Bruno es lobo, lo linchamos\n",
        "Bruno es lobo, linchadlo\n",
        "Carla mente, la brucerei\n",
        "Carla è lupa. Lei.\n",
    ] {
        let (orders, remarks, _, problems) = read(pm);
        assert!(
            orders.is_empty() && remarks.is_empty(),
            "{pm}: {:?}",
            read(pm)
        );
        assert_eq!(problems, [1], "{pm}");
    }
    let (orders, remarks, _, problems) = read("voto Carla\nBruno miente, mejor él\n");
    assert_eq!(
        (orders, remarks, problems),
        (vec!["voto Carla".to_string()], vec![], vec![2])
    );
    for pm in [
        "Bruno me cae bien, él es majo\n",
        "Carla è simpatica, lei è brava\n",
    ] {
        assert!(remark(pm), "{pm}: {:?}", read(pm));
    }
}

#[test]
fn a_question_asking_leave_and_a_telling_of_an_earlier_phase_are_remarks() {
    // Issue 22 J: a verb of the ruleset in a line that cannot be an order.
    for pm in [
        "¿Puedo votar a Bruno?\n",
        "puedo votar a Bruno?\n",
        "ayer voté a Bruno y me equivoqué\n",
        "la ronda pasada voté a Carla, qué pena\n",
    ] {
        assert!(remark(pm), "{pm}");
    }
    // A word of now or again, an order beside the telling, a question with no leave asked,
    // a past with no earlier phase: the master's to read, or read.
    for pm in [
        "ayer voté a Bruno y hoy también\n",
        "ayer voté a Bruno, voto a Carla\n",
        "voto a Bruno?\n",
        "voté a Bruno\n",
    ] {
        let (orders, remarks, _, problems) = read(pm);
        assert!(remarks.is_empty(), "{pm}");
        assert!(!orders.is_empty() || !problems.is_empty(), "{pm}");
    }
}

/// Review break6 F1, F7: a change of mind, a wish to know or another choice offered beside a
/// remark (`mejor Hugo, me da mala espina`, `Bruno me cae bien, mejor Hugo`, `anzi Dani, Bruno
/// mi sta simpatico`, `quiero saber qué es Bruno`, `O a Dani, lo que veas tú`) is no remark:
/// after an order it corrects it or is raised, never set aside with the first order played.
#[test]
fn a_change_of_mind_or_another_choice_beside_a_remark_is_no_remark() {
    for second in [
        "mejor Hugo, me da mala espina\n",
        "Bruno me cae bien, mejor Hugo\n",
        "En realidad Hugo, sospecho de él\n",
        "ripensandoci meglio Carla, mi sembra più sospetta\n",
        "PS: anzi Dani, Bruno mi sta simpatico\n",
        "Espera que Hugo me cae bien, mejor Carla en vez de Hugo\n",
        "O a Dani, lo que veas tú máster, me fío de ti\n",
    ] {
        let pm = format!("voto Bruno\n{second}");
        let (orders, remarks, _, problems) = read(&pm);
        assert!(remarks.is_empty(), "{pm}: {:?}", read(&pm));
        assert!(
            problems == [2] || orders.last().is_some_and(|o| o != "voto Bruno"),
            "{pm}: {:?}",
            read(&pm)
        );
    }
    let (orders, remarks, _, problems) = read("Sospecho de Bruno, quiero saber qué es\n");
    assert!(orders.is_empty() && remarks.is_empty() && problems == [1]);
    // A remark with none of them stays one.
    assert!(remark("Bruno me cae bien, es majo\n"));
}

/// Review break6 F6: a change of mind naming a choice with no verb and no player (a center
/// card by its number or ordinal, a house by its letter) is raised, never chatter; a change of
/// mind naming nothing stays talk.
#[test]
fn a_change_of_mind_naming_a_number_an_ordinal_or_a_house_is_raised() {
    for second in [
        "aunque mejor la tercera, que la 1 me da mal rollo\n",
        "PD: en vez de la B mejor me quedo en la A, la B me da mal rollo\n",
    ] {
        let pm = format!("voto Bruno\n{second}");
        let (_, remarks, _, problems) = read(&pm);
        assert_eq!((remarks, problems), (vec![], vec![2]), "{pm}");
    }
    let (_, _, _, problems) = read("voto Bruno\nmejor así, gracias\n");
    assert!(problems.is_empty());
}

#[test]
fn a_clause_acting_on_a_player_with_a_verb_of_no_table_is_no_remark() {
    // Blind corpus 6, E and F: the word before the name is a verb the ruleset does not list,
    // in the first person plural or the conditional; the reason beside it (`è troppo
    // sospetto`, `non sono sicuro`) makes no remark of the line: raised, never a note.
    for pm in [
        "eliminiamo Bruno, è troppo sospetto\n",
        "voterei Bruno, ma non sono sicuro\n",
        "Votaría a Hugo pero no sé, es raro\n",
        "nos cargamos a Dani, jajaja\n",
    ] {
        let (orders, remarks, _, problems) = read(pm);
        assert!(
            orders.is_empty() && remarks.is_empty(),
            "{pm:?}: {remarks:?}"
        );
        assert_eq!(problems, [1], "{pm:?}");
    }
    // A suspicion in the plural is still one: `sospettiamo`, `sospechamos`.
    assert!(remark("Sospechamos de Bruno, es muy raro\n"));
}

/// Issue 22 J (needless refusals): a question about the game with a question word in each
/// clause that speaks of it, and a wish for tomorrow with a maybe before its verb, cannot be an
/// order: remarks. A choice offered, a condition, a negation, a clause asking whether to do it,
/// a name outside the question, a word of now: the master's to read.
#[test]
fn a_question_with_its_question_word_and_a_wish_for_tomorrow_are_remarks() {
    for pm in [
        "¿Quién votó a Bruno ayer?\n",
        "Who voted Carla yesterday?\n",
        "Chi ha votato Hugo?\n",
        "Mañana quizás voto a Dani.\n",
        "Domani forse voto Hugo, vedremo\n",
        "Maybe tomorrow I vote Bruno\n",
        "Spero che Dani sopravviva\n",
        "Espero que Carla siga viva mañana\n",
        "I hope Bruno makes it\n",
    ] {
        assert!(remark(pm), "{pm}: {:?}", read(pm));
    }
    for pm in [
        "¿Qué hago, voto a Ana?\n",
        "¿A quién voto? Bruno\n",
        "¿Quién vota a Bruno o a Carla?\n",
        "¿Por qué no votamos a Bruno?\n",
        "¿Y si voto a Hugo?\n",
        "Mañana quizás voto a Dani, hoy voto a Hugo\n",
    ] {
        let (orders, remarks, _, problems) = read(pm);
        assert!(remarks.is_empty(), "{pm}: {:?}", read(pm));
        assert!(!orders.is_empty() || !problems.is_empty(), "{pm}");
    }
}

#[test]
fn two_players_offered_as_alternatives_or_a_conditional_beside_a_remark_are_no_remark() {
    // Blind corpus 6, F: a greeting or a copula beside them makes no remark of the line.
    for pm in [
        "ciao, per me Bruno o Carla, quella che volete voi\n",
        "Io voterei Bruno ma non sono convinto\n",
    ] {
        let (_, remarks, _, problems) = read(pm);
        assert!(remarks.is_empty(), "{pm:?}");
        assert_eq!(problems, [1], "{pm:?}");
    }
}

#[test]
fn a_verb_of_the_first_person_acting_on_a_player_is_never_a_remark() {
    // Blind corpus 7: a night kill in One Night, where no role kills, set aside as a remark
    // for its laugh. An order in words the table lacks: the master's to read.
    for pm in [
        "esta noche me cargo a Hugo jajaja\n",
        "le pego un tiro a Bruno, que me cae mal\n",
        "stanotte uccido Carla lol\n",
        "I kill Dani tonight haha\n",
    ] {
        let (orders, remarks, _, problems) = read(pm);
        assert!(orders.is_empty() && remarks.is_empty(), "{pm}");
        assert_eq!(problems, [1], "{pm}");
    }
    // An opinion or a feeling acts on no one.
    for pm in [
        "odio a Hugo jajaja\n",
        "trovo Bruno strano ahahah\n",
        "I think Carla is lying lol\n",
    ] {
        assert!(remark(pm), "{pm}: {:?}", read(pm));
    }
}

#[test]
fn an_indirect_question_about_the_game_is_a_remark() {
    // Issue 22 J: wanting to know who did what asks, as `¿Quién mató a Bruno?` does.
    for pm in [
        "Me gustaría saber quién mató a Bruno\n",
        "vorrei sapere chi ha votato Carla\n",
        "I wonder who robo Dani\n",
        "Quisiera saber a quién voto Hugo ayer\n",
    ] {
        assert!(remark(pm), "{pm}");
    }
    // A choice, a condition, or an order in a sentence of its own stays the master's to read.
    for pm in [
        "Me gustaría saber si mato a Bruno\n",
        "Me gustaría saber quién mató a Bruno. Voto a Carla\n",
        "Me gustaría saber quién, Ana o Bruno\n",
    ] {
        assert!(!remark(pm), "{pm}");
    }
}
