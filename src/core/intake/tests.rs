//! The intake's unit tests: one sentence per rule.
use super::test_support::*;
use super::*;

fn names() -> NameIndex {
    roster(&["Ana", "Bruno", "Carla", "Dani"])
}

/// The orders read from a PM (each as its words) and how many lines were chatter and
/// how many problems.
fn read(pm: &str) -> (Vec<String>, usize, usize) {
    let verbs = Verbs::new([
        "ver", "veo", "robar", "robo", "rob", "voto", "votar", "vote", "astengo",
    ]);
    let (file, problems) = classified(pm, &verbs, &names());
    let orders = texts(&file);
    (orders, file.ignored.len(), problems.len())
}

#[test]
fn greetings_and_signatures_are_chatter() {
    let (orders, ignored, problems) =
        read("Hola máster!!\nQuiero ver la carta de Bruno por favor\nUn saludo, Fer\n");
    assert_eq!(orders, ["ver la carta de Bruno por favor"]);
    assert_eq!((ignored, problems), (2, 0));
}

#[test]
fn lead_in_words_are_dropped() {
    assert_eq!(read("I want to rob Dani\n").0, ["rob Dani"]);
    assert_eq!(read("mi astengo\n").0, ["astengo"]);
    assert_eq!(read("[b]Voto: Carla[/b]\n").0, ["Voto Carla"]);
}

#[test]
fn a_verb_in_prose_that_names_a_player_is_a_problem() {
    // With no word of an earlier phase (`ayer`: a remark, `narrative`), what he saw is asked.
    assert_eq!(read("vi a Ana votar a Bruno\n"), (vec![], 0, 1));
    assert_eq!(read("no voto a Bruno\n"), (vec![], 0, 1));
    assert_eq!(read("¿voto a Bruno?\n"), (vec![], 0, 1));
    assert_eq!(read("creo que voto a Bruno\n"), (vec![], 0, 1));
}

#[test]
fn idioms_and_prose_without_names_are_chatter() {
    assert_eq!(read("a ver qué tal sale esto\n"), (vec![], 1, 0));
    assert_eq!(read("espero que la gente vote bien\n"), (vec![], 1, 0));
}

#[test]
fn a_line_naming_another_player_beside_an_order_is_a_problem() {
    // Review-lost 1: `Ruta: G - H - F` then `Víctima: Fede` lost the kill with exit 0; a line
    // is chatter only if it names nothing of the game, whatever the PM's other lines.
    assert_eq!(
        read("Bruno, ya sabes\nvoto Carla\n"),
        (vec!["voto Carla".to_string()], 1, 1)
    );
    assert_eq!(
        read("ver Bruno\nperdón, Dani me lo dijo\n"),
        (vec!["ver Bruno".to_string()], 1, 1)
    );
    // `quería decir` ("I meant") is a change of mind: the later choice (issue 22 J.4).
    assert_eq!(
        read("ver Bruno\nperdón, quería decir Dani\n"),
        (vec!["ver Bruno".to_string(), "ver Dani".to_string()], 0, 0)
    );
    // The sender's own name, and a line naming nobody, are chatter.
    assert_eq!(
        read("voto Carla\nun saludo, Ana\n"),
        (vec!["voto Carla".to_string()], 1, 0)
    );
}

#[test]
fn a_pm_with_no_order_whose_line_names_another_player_is_a_problem() {
    // Review 4, X1: `Voterei Beppe`, `votaría a Nerea`: an order in words the grammar does
    // not read, lost with exit 0. The sender's own name is no such line.
    assert_eq!(read("Hola\nBruno esta noche\n"), (vec![], 2, 1));
    assert_eq!(read("votaría a Bruno\n"), (vec![], 1, 1));
    assert_eq!(read("Hola, soy Ana y hoy paso\n"), (vec![], 1, 0));
}

#[test]
fn the_lead_in_is_the_verbs_own_clause_and_a_doubt_its_whole_sentence() {
    assert_eq!(read("ok ricevuto. [b]Voto: Bruno[/b]\n").0, ["Voto Bruno"]);
    // `igual` before the verb is "maybe" in Spain and "anyway" in the Americas: the master
    // asks (review break7 F9).
    assert_eq!(
        read("he dormido poco, igual voto a Bruno\n"),
        (vec![], 0, 1)
    );
    assert_eq!(read("si Ana es lobo, voto a Bruno\n"), (vec![], 0, 1));
    assert_eq!(read("Ana miente. Voto a Bruno\n").0, ["Voto a Bruno"]);
}

#[test]
fn a_misspelt_verb_before_a_name_is_a_problem() {
    assert_eq!(read("vtoo Bruno\n"), (vec![], 0, 1));
}

#[test]
fn an_unfilled_form_line_is_not_an_order_and_a_half_filled_one_is_refused() {
    assert_eq!(read("ver ___\nver centro ___ ___\n"), (vec![], 2, 0));
    assert_eq!(read("ver Bruno\nver centro ___ ___\n").0, ["ver Bruno"]);
    assert_eq!(read("ver centro 1 ___\n"), (vec![], 0, 1));
}

#[test]
fn a_hedge_or_a_condition_after_the_order_is_a_problem() {
    assert_eq!(read("vote Bruno maybe\n"), (vec![], 0, 1));
    assert_eq!(read("voto a Dani, supongo\n"), (vec![], 0, 1));
    assert_eq!(read("y también voto a Ana si hace falta\n"), (vec![], 0, 1));
    // Issue 22 J: a reason naming nothing of the game is the player's prose, after the order.
    assert_eq!(read("voto a Carla porque mintió\n").0, ["voto a Carla"]);
    // Issue 22 J: `sí` with its accent is "yes" (`porque sí`), no condition.
    assert_eq!(
        read("voto a Carla porque sí\n").0,
        ["voto a Carla porque sí"]
    );
}

#[test]
fn a_hedge_of_for_now_or_i_think_after_the_order_is_a_problem_in_every_language() {
    // Review, item 5: `voto Beppe per ora` was read as a firm vote.
    for hedged in [
        "voto Bruno per ora\n",
        "voto Bruno, per il momento\n",
        "voto Bruno credo\n",
        "voto Bruno, penso\n",
        "voto Bruno suppongo\n",
        "voto a Bruno por ahora\n",
        "voto a Bruno de momento\n",
        "voto a Bruno, creo\n",
        "voto a Bruno probablemente\n",
        "voto a Bruno, tal vez\n",
        "vote Bruno for now\n",
        "vote Bruno, I think\n",
    ] {
        assert_eq!(read(hedged), (vec![], 0, 1), "{hedged}");
    }
    // A hedge inside the reason is the reason's: the order stands.
    // (the reason, naming nothing of the game, is the player's prose after the order)
    assert_eq!(
        read("voto Bruno perché credo che menta\n").0,
        ["voto Bruno"]
    );
    assert_eq!(
        read("voto a Bruno porque creo que miente\n").0,
        ["voto a Bruno"]
    );
    // `ora` alone is "now", not "for now".
    assert_eq!(read("voto Bruno ora\n").0, ["voto Bruno ora"]);
}

#[test]
fn a_line_that_ends_in_a_question_mark_is_a_problem() {
    assert_eq!(read("vote Bruno?\n"), (vec![], 0, 1));
    assert_eq!(read("[b]voto a Dani?[/b]\n"), (vec![], 0, 1));
    assert_eq!(read("ver Ana ¿vale?\n").0, ["ver Ana vale"]);
}

#[test]
fn a_comma_right_after_the_verb_makes_it_prose() {
    assert_eq!(read("Ahora veo, Bruno tenía razón\n"), (vec![], 0, 1));
    assert_eq!(read("vale, veo, bien\n"), (vec![], 1, 0));
    assert_eq!(read("Voto: Carla\n").0, ["Voto Carla"]);
}

#[test]
fn an_abstention_with_a_comma_after_it_is_an_order_not_prose() {
    // "Me abstengo, gracias": the verb is the whole order (was set aside as chatter).
    assert_eq!(read("Mi astengo, grazie.\n").0, ["astengo grazie"]);
    assert_eq!(
        read("vale, veo, bien\n"),
        (vec![], 1, 0),
        "other verbs as before"
    );
}

#[test]
fn a_change_of_mind_on_one_line_gives_two_orders() {
    assert_eq!(
        read("rob Bruno… no, better rob Dani\n").0,
        ["rob Bruno", "rob Dani"]
    );
}

#[test]
fn a_negated_second_order_makes_the_line_a_problem() {
    assert_eq!(read("robo a Bruno. No robo a Dani\n"), (vec![], 0, 1));
    assert_eq!(
        read("rob Bruno… no, better rob Dani\n").0,
        ["rob Bruno", "rob Dani"]
    );
}

#[test]
fn reported_speech_before_a_colon_is_not_an_order() {
    assert_eq!(read("Carla escribió: voto a Bruno\n"), (vec![], 0, 1));
    assert_eq!(read("Dani ha scritto: voto Bruno\n"), (vec![], 0, 1));
}

#[test]
fn voy_a_votar_is_an_order_and_a_ver_is_not() {
    assert_eq!(read("voy a votar a Bruno\n").0, ["votar a Bruno"]);
    assert_eq!(read("a ver qué pasa\n"), (vec![], 1, 0));
}

#[test]
fn a_verb_before_de_is_a_noun_and_a_name_is_not_a_misspelt_verb() {
    assert_eq!(read("voto de confianza para todos\n"), (vec![], 1, 0));
    // `Ana` (the sender's own name) is never read as a misspelt verb.
    assert_eq!(
        read("voto Carla\nSaludos, Ana\n"),
        (vec!["voto Carla".to_string()], 1, 0)
    );
}

#[test]
fn a_question_mark_earlier_in_the_line_does_not_hide_a_later_order() {
    assert_eq!(read("¿Vamos? Voto a Bruno\n").0, ["Voto a Bruno"]);
}

#[test]
fn a_word_one_letter_from_a_verb_inside_a_sentence_is_not_a_misspelt_order() {
    // `dopo` is one letter from lupus's `dono`, in the middle of a sentence.
    let mut file = OrderFile::from_text(
        "Ana",
        "orders/Ana.txt",
        "Ho cambiato idea dopo il post di Bruno.\nvota Carla\n",
    );
    let problems = classify(&mut file, &Verbs::new(["dono", "vota"]), &names());
    // Bruno is named only as the author of a post: chatter, not a misspelt `dono`.
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(file.ignored.len(), 1);
}

#[test]
fn an_order_after_the_signature_is_a_problem_and_the_signature_chatter() {
    assert_eq!(
        read("ver Bruno\n--\nFer\n"),
        (vec!["ver Bruno".to_string()], 1, 0)
    );
    assert_eq!(
        read("ver Bruno\n--\nFer\nvoto Dani\n"),
        (vec!["ver Bruno".to_string()], 1, 1)
    );
}

#[test]
fn my_vote_goes_to_is_the_vote() {
    assert_eq!(read("Il mio voto va a Bruno\n").0, ["voto Bruno"]);
    assert_eq!(
        read("Mi voto es para Dani, sin duda\n").0,
        ["voto Dani sin duda"]
    );
    assert_eq!(read("My vote goes to Carla\n").0, ["vote Carla"]);
    assert_eq!(read("il mio voto conta poco\n"), (vec![], 1, 0));
    // A colon says where it goes: `Il mio voto: Paolo` (was refused as unsafe).
    assert_eq!(read("Il mio voto: Bruno\n").0, ["voto Bruno"]);
    assert_eq!(read("Mi voto: Dani\n").0, ["voto Dani"]);
    assert_eq!(read("il mio voto: boh\n"), (vec![], 1, 0));
}

#[test]
fn a_form_line_with_a_route_or_a_word_after_its_blank_is_half_filled() {
    assert_eq!(read("ver E-A ___\n"), (vec![], 0, 1));
    assert_eq!(read("ver ___ A\n"), (vec![], 0, 1));
    assert_eq!(read("ver centro ___ ___\n"), (vec![], 1, 0));
}

#[test]
fn but_after_an_order_makes_it_a_doubt() {
    assert_eq!(
        read("Quiero votar a Bruno pero no lo haré\n"),
        (vec![], 0, 1)
    );
}

#[test]
fn a_filled_order_inside_a_quote_is_a_problem_and_a_quoted_role_pm_is_not() {
    assert_eq!(read("[quote=Master]votar ___[/quote]\n"), (vec![], 0, 0));
    assert_eq!(
        read("[quote=Master]Puedes ver la carta de un jugador: ver JUGADOR[/quote]\nver Bruno\n").0,
        ["ver Bruno"]
    );
    let (orders, _, problems) = read("[quote=Master]\nvotar Bruno\n[/quote]\ngracias\n");
    assert!(orders.is_empty());
    assert_eq!(problems, 1);
}

#[test]
fn an_abstention_where_the_rules_have_none_is_a_problem() {
    let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", "Hola, me abstengo hoy\n");
    let problems = classify(&mut file, &Verbs::new(["votar", "vote"]), &names());
    assert_eq!(problems.len(), 1);
    // Where the ruleset has it, it is its order.
    assert_eq!(read("mi astengo\n").0, ["astengo"]);
}

#[test]
fn a_numbered_point_of_action_leads_into_its_order_with_the_rulesets_lead_ins() {
    let pm = "1 Punto de acción: Atravieso la puerta este al pasillo\n";
    let read_with = |lead_in: &[&str]| {
        let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", pm);
        let verbs = Verbs::new(["atravieso"]).with_lead_in(lead_in);
        let problems = classify(&mut file, &verbs, &names());
        let orders: Vec<String> = file.lines.iter().map(|l| l.words[0].text.clone()).collect();
        (orders, file.ignored.len(), problems.len())
    };
    // Without them (every other ruleset), a capitalised verb inside a sentence is prose.
    assert_eq!(read_with(&[]), (vec![], 1, 0));
    let among_us = ["1", "punto", "de", "accion"];
    assert_eq!(read_with(&among_us), (vec!["Atravieso".to_string()], 0, 0));
}

#[test]
fn the_subject_line_of_a_pasted_pm_is_chatter_not_an_order() {
    // `Oggetto: Re: voto giorno 1` was read as a vote for `giorno` (no such player).
    assert_eq!(
        read("Oggetto: Re: voto giorno 1\nvoto Bruno\n"),
        (vec!["voto Bruno".to_string()], 1, 0)
    );
    assert_eq!(read("Asunto: Re: voto\nvoto a Carla\n").0, ["voto a Carla"]);
    // A vote only in the subject is no order: the line names a player, so it is asked about.
    assert_eq!(read("Re: voto Bruno\nCiao\n"), (vec![], 2, 1));
}

#[test]
fn an_order_quoted_from_another_players_post_is_his_not_asked_about() {
    // `[quote=Bruno]voto Carla[/quote]` quotes Bruno's vote: not Ana's order, nothing to ask.
    assert_eq!(
        read("[quote=Bruno]voto Carla[/quote]\nvoto Dani\n"),
        (vec!["voto Dani".to_string()], 0, 0)
    );
    // A quote of no one, or of the sender himself, is still asked about.
    assert_eq!(read("[quote]voto Carla[/quote]\nvoto Dani\n").2, 1);
    assert_eq!(read("[quote=Ana]voto Carla[/quote]\nvoto Dani\n").2, 1);
}

#[test]
fn a_route_after_a_verb_and_a_comma_is_asked_about_not_chatter() {
    let verbs = Verbs::new(["ruta"]);
    let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", "ruta, A-E-F-A\n");
    assert_eq!(classify(&mut file, &verbs, &names()).len(), 1);
    assert!(file.ignored.is_empty());
}

#[test]
fn a_sign_off_that_looks_like_a_misspelt_verb_after_a_letter_is_chatter() {
    // `A dopo!` ("see you later") was asked about as a misspelt `dono` aimed at house `A`.
    let verbs = Verbs::new(["dono", "sbrana"]);
    let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", "sbrana Bruno\nA dopo!\n");
    assert!(classify(&mut file, &verbs, &names()).is_empty());
    assert_eq!(file.ignored.len(), 1);
    // A misspelt verb before a name is still asked about.
    let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", "dopo Bruno\n");
    assert_eq!(classify(&mut file, &verbs, &names()).len(), 1);
}

/// "A misspelt verb … one edit away" is found through the index of the verbs' deletions: for
/// every word one edit from some verb (a letter changed, added, dropped, two swapped) and for
/// words further away, the same verb as comparing the word with every verb in order.
#[test]
fn the_verb_a_misspelling_is_comes_from_the_index_as_from_every_verb() {
    let spellings = [
        "voto",
        "votar",
        "vota",
        "ver",
        "robar",
        "robo",
        "atravieso",
        "señalo",
    ];
    let verbs = Verbs::new(spellings);
    let sorted: std::collections::BTreeSet<String> = spellings
        .iter()
        .map(|s| crate::core::names::fold(s))
        .collect();
    let every_verb = |word: &str| {
        sorted
            .iter()
            .find(|v| v.chars().count() >= 4 && strsim::damerau_levenshtein(word, v) == 1)
            .cloned()
    };
    let mut words = vec![
        "votto".to_string(),
        "vtoo".into(),
        "obar".into(),
        "xyzw".into(),
    ];
    for verb in &sorted {
        let chars: Vec<char> = verb.chars().collect();
        for i in 0..chars.len() {
            let mut dropped = chars.clone();
            dropped.remove(i);
            words.push(dropped.iter().collect());
            let mut changed = chars.clone();
            changed[i] = 'q';
            words.push(changed.iter().collect());
            let mut added = chars.clone();
            added.insert(i, 'e');
            words.push(added.iter().collect());
            if i + 1 < chars.len() {
                let mut swapped = chars.clone();
                swapped.swap(i, i + 1);
                words.push(swapped.iter().collect());
            }
        }
    }
    let mut found = 0;
    for word in words {
        let key = crate::core::names::fold(&word);
        let common = verbs::COMMON.contains(&key.as_str());
        let expected = if key.chars().count() < 4 || common {
            None
        } else {
            every_verb(&key)
        };
        let w = crate::core::orders::Word::new(word.clone(), 0..word.len());
        assert_eq!(verbs.near(&w).map(str::to_string), expected, "{word}");
        found += usize::from(expected.is_some());
    }
    assert!(found > 40, "only {found} words one edit from a verb");
}

#[test]
fn struck_through_orders_are_withdrawn_not_read() {
    // A struck line is listed with the ignored ones, never applied.
    for struck in [
        "[s]ver Carla[/s]",
        "[strike]ver Carla[/strike]",
        "~~ver Carla~~",
    ] {
        let (orders, ignored, problems) = read(&format!("voto Bruno\n{struck}\n"));
        assert_eq!(orders, ["voto Bruno"], "{struck}");
        assert_eq!((ignored, problems), (1, 0), "{struck}");
    }
    // A struck name is not the choice: the corrected one is.
    assert_eq!(read("voto [s]Carla[/s] Bruno\n").0, ["voto Bruno"]);
}

#[test]
fn an_unclosed_quote_ends_with_its_line() {
    let pm = "[quote=\"Dani\"]Bruno estuvo callado.\n\nNo me convence.\n[color=red][b]voto Carla[/b][/color]\n";
    assert_eq!(read(pm).0, ["voto Carla"]);
    let pm = "[quote=\"Dani\"]Bruno estuvo callado.[/qoute]\nvoto Carla\n";
    assert_eq!(read(pm).0, ["voto Carla"]);
}

#[test]
fn a_player_named_as_the_one_who_said_something_is_not_what_an_order_aims_at() {
    let talk = "Después de lo que dijo Bruno en el hilo lo tengo claro.\nvoto Carla\n";
    assert_eq!(read(talk), (vec!["voto Carla".to_string()], 1, 0));
    let talk = "quello che ha scritto Bruno non mi torna\nvoto Carla\n";
    assert_eq!(read(talk), (vec!["voto Carla".to_string()], 1, 0));
    assert_eq!(
        read("what Bruno said was odd\nvote Carla\n"),
        (vec!["vote Carla".to_string()], 1, 0)
    );
    // Named otherwise too, the line is raised.
    let aim = "Después de lo que dijo Bruno, mejor Dani\nvoto Carla\n";
    assert_eq!(read(aim), (vec!["voto Carla".to_string()], 1, 1));
    assert_eq!(read("Bruno dijo en el hilo\nvoto Carla\n").2, 1);
}

#[test]
fn an_object_fronted_before_a_clitic_and_the_verb_is_the_order() {
    assert_eq!(read("A Bruno lo robo\n").0, ["robo Bruno"]);
    assert_eq!(
        read("voto a Carla, que vota raro\n").2,
        0,
        "the plain order"
    );
    let (orders, ignored, problems) = read("a Carla la voto, que vota raro\n");
    assert_eq!((orders.len(), ignored, problems), (1, 0, 0), "{orders:?}");
    assert!(orders[0].starts_with("voto Carla"), "{orders:?}");
    // A condition before it: the master's to read.
    assert_eq!(read("si veo a Bruno, lo robo\n"), (vec![], 0, 1));
    // `la` before a noun is an article: `la ruta`, `la voto` without a player before it.
    assert_eq!(read("vi la votación ayer\n"), (vec![], 1, 0));
}

/// An order the ruleset lets a player give in advance keeps its condition beside it, written
/// before it or after it; the same words on any other order are a doubt.
#[test]
fn a_conditional_order_keeps_its_condition_and_any_other_condition_is_a_doubt() {
    let read = |pm: &str, conditional: &[&str]| {
        let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", pm);
        let verbs = Verbs::new(["pierdo", "lose", "voto"]).with_conditional(conditional);
        let problems = classify(&mut file, &verbs, &names());
        let text = |span: &std::ops::Range<usize>| file.source[span.clone()].to_string();
        let orders: Vec<String> = file.lines.iter().map(|l| text(&l.span)).collect();
        let conditions: Vec<String> = file.conditions.iter().map(|c| text(&c.span)).collect();
        (orders, conditions, problems.len())
    };
    let after = "pierdo las Palomitas si viene el Gilipollas\n";
    assert_eq!(
        read(after, &["pierdo"]),
        (
            vec!["pierdo las Palomitas".to_string()],
            vec!["si viene el Gilipollas".to_string()],
            0
        )
    );
    let before = "Hola, si viene el Gilipollas, pierdo el Ruso Blanco\n";
    assert_eq!(
        read(before, &["pierdo"]),
        (
            vec!["pierdo el Ruso Blanco".to_string()],
            vec!["si viene el Gilipollas".to_string()],
            0
        )
    );
    let english = "if the Gilipollas comes, I lose the Ruso Blanco\n";
    assert_eq!(
        read(english, &["pierdo", "lose"]).1,
        ["if the Gilipollas comes"]
    );
    // Not a conditional order: the condition is a doubt, raised.
    assert_eq!(read(after, &[]), (vec![], vec![], 1));
    assert_eq!(
        read("voto a Bruno si hace falta\n", &["pierdo"]),
        (vec![], vec![], 1)
    );
    // `se` after `que` is a pronoun, not a condition.
    assert_eq!(
        read("pierdo la Siesta que se la coman\n", &["pierdo"]).1,
        Vec::<String>::new()
    );
}
