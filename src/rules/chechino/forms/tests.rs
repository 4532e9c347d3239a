//! What each player is offered: the buried only vote, the dead vote with one point, no lover,
//! no spent pistol, every house a route reaches, nothing for who has nothing to send.

use super::forms;
use crate::core::forms::{Form, Slot};
use crate::core::game::Game;
use crate::core::rng::Chance;
use crate::core::trace::Trace;
use crate::rules::Ruleset;
use crate::rules::chechino::Chechino;
use crate::rules::chechino::roles::Ability;
use crate::rules::chechino::state::{Buried, State};
use std::collections::BTreeMap;

/// The example's ship: Ana Asesino at G, Bruno Cómplice at A, Carla and Dani Pirómanos at K
/// and L, Elena Sonámbulo at E, the others Chustapueblerinos at F, H, C, D, M, B, I, N, O, P, J.
fn game() -> (Game, State) {
    let names = [
        ("Ana", "asesino@G"),
        ("Bruno", "complice@A"),
        ("Carla", "piromano@K"),
        ("Dani", "piromano@L"),
        ("Elena", "sonambulo@E"),
        ("Fede", "@F"),
        ("Gino", "@H"),
        ("Hugo", "@C"),
        ("Ines", "@D"),
        ("Juan", "@M"),
        ("Kiko", "@B"),
        ("Lola", "@I"),
        ("Mario", "@N"),
        ("Nora", "@O"),
        ("Oscar", "@P"),
        ("Paula", "@J"),
    ];
    let players: Vec<String> = names
        .iter()
        .map(|(p, _)| format!("{{name: {p}, alive: true}}"))
        .collect();
    let mut g: Game = serde_yaml::from_str(&format!(
        "format: 1\nruleset: chechino\nlanguage: es\nseed: 7\nphase: setup\nplayers: [{}]\nstate: null\n",
        players.join(", ")
    ))
    .unwrap();
    let fixed: BTreeMap<String, String> = names
        .iter()
        .map(|(p, r)| (p.to_string(), r.to_string()))
        .collect();
    let mut chance = Chance::new(g.seed, "setup", Vec::new());
    Chechino
        .setup(&mut g, &fixed, &mut chance, &mut Trace::default())
        .unwrap();
    let mut state: State = g.state_as().unwrap();
    state.abilities.clear();
    (g, state)
}

fn form_of(g: &Game, state: &State, player: &str) -> Form {
    forms(g, state, |_| true)
        .into_iter()
        .find(|f| f.player == player)
        .unwrap()
}

fn verbs(form: &Form) -> Vec<String> {
    form.orders.iter().map(|o| o.template()).collect()
}

fn choices(form: &Form, verb: &str) -> Vec<String> {
    form.orders
        .iter()
        .filter(|o| o.verb == verb)
        .flat_map(|o| &o.slots)
        .find_map(|s| match s {
            Slot::OneOf { choices, .. } => Some(choices.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

#[test]
fn the_buried_victim_is_offered_only_his_vote() {
    let (mut g, mut state) = game();
    state.abilities.insert("Fede".into(), Ability::Caminante);
    assert!(!form_of(&g, &state, "Fede").orders.is_empty());
    let bury = |state: &mut State, who: &str| {
        state.memory.buried = Some(Buried {
            victim: who.into(),
            night: 1,
        })
    };
    bury(&mut state, "Fede");
    assert!(
        form_of(&g, &state, "Fede").orders.is_empty(),
        "nothing at night"
    );
    g.phase = "dia-1".into();
    // Ines owns the Cantina, Juan the Puente de mando.
    assert_eq!(
        verbs(&form_of(&g, &state, "Ines")),
        ["votar ___", "emborrachar ___"]
    );
    bury(&mut state, "Ines");
    assert_eq!(verbs(&form_of(&g, &state, "Ines")), ["votar ___"]);
    bury(&mut state, "Juan");
    assert_eq!(verbs(&form_of(&g, &state, "Juan")), ["votar ___"]);
    g.options.insert("buried_tiebreak".into(), "yes".into());
    assert_eq!(
        verbs(&form_of(&g, &state, "Juan")),
        ["votar ___", "desempatar ___"]
    );
}

#[test]
fn the_dead_vote_by_day_with_one_point_and_nobody_votes_the_dead() {
    let (mut g, state) = game();
    g.phase = "dia-1".into();
    g.kill("Gino");
    let form = form_of(&g, &state, "Gino");
    assert_eq!(verbs(&form), ["votar ___"]);
    assert_eq!(form.orders[0].about.args["weight"], "1");
    assert!(!choices(&form_of(&g, &state, "Ana"), "votar").contains(&"Gino".to_string()));
    // The living Capitán's vote is worth 3.
    assert_eq!(
        form_of(&g, &state, "Juan").orders[0].about.args["weight"],
        "3"
    );
}

#[test]
fn a_lover_is_not_offered_to_his_lover() {
    let (mut g, mut state) = game();
    state.memory.book = vec!["Ana".into(), "Fede".into()];
    let kill = choices(&form_of(&g, &state, "Ana"), "matar");
    assert!(!kill.contains(&"Fede".to_string()) && kill.contains(&"Gino".to_string()));
    g.phase = "dia-1".into();
    let vote = choices(&form_of(&g, &state, "Fede"), "votar");
    assert!(!vote.contains(&"Ana".to_string()) && !vote.contains(&"Fede".to_string()));
}

/// "Cuando haya dos nombres escritos, esos jugadores quedarán enamorados … Tampoco podrán
/// dañarse ni votarse entre sí": only a lover reads that he may not vote his lover, and whom;
/// with nobody in the Capilla's book nobody reads of love (issue 24: Rocío).
#[test]
fn only_a_lover_reads_that_he_may_not_vote_his_lover() {
    let (mut g, mut state) = game();
    g.phase = "dia-1".into();
    let vote_about = |state: &State, who: &str| {
        let form = form_of(&g, state, who);
        let vote = form.orders.iter().find(|o| o.verb == "votar").unwrap();
        crate::core::msg::Catalog::for_ruleset(crate::core::msg::Lang::Es, "chechino")
            .text(&vote.about)
    };
    for who in ["Ana", "Fede", "Gino"] {
        let about = vote_about(&state, who);
        assert!(!about.contains("enamorad"), "{who}: {about}");
    }
    state.memory.book = vec!["Fede".into()];
    assert!(
        !vote_about(&state, "Fede").contains("enamorad"),
        "one name is no love"
    );
    state.memory.book.push("Ana".into());
    let ana = vote_about(&state, "Ana");
    assert!(
        ana.ends_with("No puedes votar a Fede: los enamorados no pueden votarse entre sí."),
        "{ana}"
    );
    assert!(!vote_about(&state, "Gino").contains("enamorad"));
}

#[test]
fn a_spent_use_is_offered_unless_the_walker_knows_it_spent() {
    let (g, mut state) = game();
    let uses = |state: &State| verbs(&form_of(&g, state, "Bruno"));
    let before = uses(&state);
    assert!(before.contains(&"usar A ___".to_string()));
    state.memory.gun_taken = true;
    state.memory.suits = 0;
    state.memory.recruited = true;
    let offered = uses(&state);
    // Who took the pistol and the suits is their owners' to know: the form is the same.
    assert!(offered.contains(&"usar A ___".to_string()), "{offered:?}");
    assert!(offered.contains(&"# usar I".to_string()), "{offered:?}");
    // The recruitment is the chechinos' own: Bruno, the Cómplice, knows it spent.
    assert!(!offered.contains(&"usar H reclutar ___".to_string()));
    assert!(
        offered.contains(&"# usar H".to_string()),
        "the list may still be asked for"
    );
}

#[test]
fn a_walker_is_offered_every_house_his_routes_reach() {
    let (g, mut state) = game();
    state.abilities.insert("Hugo".into(), Ability::Bombero);
    let form = form_of(&g, &state, "Hugo");
    let mut houses = crate::rules::chechino::nave::houses(&state.map);
    houses.retain(|h| h != "C");
    assert_eq!(choices(&form, "regar"), houses, "every house but his own");
    // The Sonámbulo visits up to three houses: from E, never as far as the third floor.
    let sleepwalk = super::walks::walks(&g, &state, "Elena");
    assert!(sleepwalk.through.contains_key("H"));
    assert!(!sleepwalk.through.contains_key("M"));
}

#[test]
fn who_has_nothing_to_send_gets_an_empty_form() {
    let (g, state) = game();
    assert!(form_of(&g, &state, "Nora").orders.is_empty());
}

#[test]
fn the_morgue_titles_a_dead_owners_house_in_his_gender_not_the_readers() {
    // Review 4, C6: "Servicios (Bedela)" for Oscar, a man, told to a woman.
    let (mut g, mut state) = game();
    for p in &mut g.players {
        p.gender = match p.name.as_str() {
            "Fede" => Some(crate::core::game::Gender::F),
            "Oscar" => Some(crate::core::game::Gender::M),
            _ => None,
        };
    }
    g.kill("Oscar");
    g.phase = "noche-2".into();
    state.abilities.insert("Fede".into(), Ability::Caminante);
    let catalog = crate::core::msg::Catalog::for_ruleset(crate::core::msg::Lang::Es, "chechino")
        .with_genders(&g)
        .for_reader("Fede");
    let form = form_of(&g, &state, "Fede");
    let morgue: Vec<String> = form
        .orders
        .iter()
        .map(|o| catalog.text(&o.about))
        .filter(|t| t.starts_with("Morgue"))
        .collect();
    assert!(
        morgue
            .iter()
            .any(|t| t.contains("Servicios (Bedel), cuyo dueño está muerto")),
        "{morgue:#?}"
    );
    assert!(!morgue.iter().any(|t| t.contains("Bedela")), "{morgue:#?}");
}

#[test]
fn the_forms_of_some_players_are_theirs_as_in_everyones() {
    // The intake asks only for the forms of the players whose PM has `#` lines.
    let (g, _) = game();
    let all = Chechino.forms(&g).unwrap();
    let some = Chechino
        .forms_of(&g, &["ana".to_string(), "elena".to_string()])
        .unwrap();
    let names: Vec<&str> = some.iter().map(|f| f.player.as_str()).collect();
    assert_eq!(names, ["Ana", "Elena"]);
    for form in &some {
        let same = all.iter().find(|f| f.player == form.player).unwrap();
        assert_eq!(verbs(form), verbs(same));
    }
}
