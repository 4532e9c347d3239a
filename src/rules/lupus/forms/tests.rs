//! The forms of every role, whatever the example games deal: what a card's limits leave out,
//! and every line, filled with each legal choice, accepted by `check` as written.

use super::super::ruleset::Lupus;
use super::*;
use crate::core::engine::{self, Entry, NewGame, adopt};
use crate::core::inbox::RawFile;
use crate::rules::Ruleset;
use std::collections::BTreeMap;

/// Every role once, then a contadino: 27 players.
const NAMES: [&str; 27] = [
    "Ada", "Bea", "Ciro", "Dino", "Eva", "Fabio", "Gaia", "Ivo", "Jole", "Katia", "Leo", "Lia",
    "Nadia", "Oreste", "Pia", "Rino", "Sara", "Tina", "Ugo", "Vera", "Walter", "Yuri", "Zeno",
    "Aldo", "Bice", "Carlo", "Dora",
];

fn everyone() -> Vec<(&'static str, Role)> {
    NAMES
        .into_iter()
        .zip(Role::ALL.into_iter().chain([Role::ContadinoSemplice]))
        .collect()
}

fn name_of(table: &[(&'static str, Role)], role: Role) -> &'static str {
    table.iter().find(|(_, r)| *r == role).expect("dealt").0
}

/// A game of `table` at `phase`, in `lang`.
fn game(table: &[(&str, Role)], lang: Lang, phase: &str) -> Game {
    let roster: Vec<Entry> = table
        .iter()
        .map(|(n, _)| Entry {
            name: n.to_string(),
            aliases: Vec::new(),
            role: None,
            gender: None,
        })
        .collect();
    let new = NewGame {
        ruleset: &Lupus,
        roster: &roster,
        seed: 1,
        language: Some(lang),
        options: BTreeMap::new(),
    };
    let roles: BTreeMap<&str, &str> = table.iter().map(|(n, r)| (*n, r.id())).collect();
    let state = serde_yaml::to_value(BTreeMap::from([
        ("coordinates", serde_yaml::to_value("1A").unwrap()),
        ("roles", serde_yaml::to_value(roles).unwrap()),
    ]))
    .unwrap();
    let (mut game, _) = adopt(&new, state).expect("a valid table");
    game.phase = phase.to_string();
    game
}

fn state(game: &Game) -> State {
    game.state_as().expect("a lupus state")
}

fn set_state(game: &mut Game, state: &State) {
    game.set_state_value(serde_yaml::to_value(state).unwrap());
}

fn kill(game: &mut Game, who: &str) {
    game.kill(who);
}

fn form_of(game: &Game, who: &str) -> Option<Form> {
    forms(game, &state(game), true, Disagreement::Refuse)
        .into_iter()
        .find(|f| f.player == who)
}

/// The verbs of `who`'s form, in order.
fn verbs(game: &Game, who: &str) -> Vec<String> {
    form_of(game, who)
        .map(|f| f.orders.iter().map(|o| o.verb.clone()).collect())
        .unwrap_or_default()
}

/// The choices of the first slot of `who`'s order `verb`.
fn choices(game: &Game, who: &str, verb: &str) -> Vec<String> {
    let form = form_of(game, who).expect("a form");
    let order = form.orders.iter().find(|o| o.verb == verb).expect(verb);
    match &order.slots[0] {
        Slot::OneOf { choices, .. } => choices.clone(),
        other => panic!("{other:?}"),
    }
}

/// Fills each order of each form, one at a time (every choice of a one-choice order, a
/// handful of different choices for the others), pastes it back as the player's PM and
/// asserts that `check` accepts it and reads back the filled line. Returns the lines checked.
fn read_back(game: &Game) -> usize {
    let mut seed: u64 = 7;
    let mut next = |n: usize| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((seed >> 33) as usize) % n
    };
    let mut checked = 0;
    for form in Lupus.forms(game).expect("forms") {
        for (which, order) in form.orders.iter().enumerate() {
            let lists: Vec<&Vec<String>> = order
                .slots
                .iter()
                .filter_map(|s| match s {
                    Slot::OneOf { choices, .. } => Some(choices),
                    _ => None,
                })
                .collect();
            let fills: Vec<Vec<String>> = match lists.as_slice() {
                [] => vec![Vec::new()],
                [one] => one.iter().map(|c| vec![c.clone()]).collect(),
                many => (0..6)
                    .map(|_| {
                        let mut picks: Vec<String> = Vec::new();
                        for list in many {
                            let free: Vec<&String> =
                                list.iter().filter(|c| !picks.contains(c)).collect();
                            picks.push(free[next(free.len())].clone());
                        }
                        picks
                    })
                    .collect(),
            };
            for picks in fills {
                let mut pm = String::from("Ciao master\n");
                for (i, o) in form.orders.iter().enumerate() {
                    pm.push_str("# ...\n");
                    pm.push_str(&if i == which {
                        o.filled(&picks)
                    } else {
                        o.template()
                    });
                    pm.push('\n');
                }
                let raw = vec![RawFile::from_text(&format!("{}.txt", form.player), &pm)];
                let (prepared, problems) = engine::prepare(game, raw);
                assert!(problems.is_empty(), "{pm}\n{problems:?}");
                let read: Vec<String> = prepared.unwrap().orders[0]
                    .lines
                    .iter()
                    .map(|l| {
                        let words: Vec<&str> = l.words.iter().map(|w| w.text.as_str()).collect();
                        words.join(" ")
                    })
                    .collect();
                assert_eq!(read, [order.filled(&picks)], "{pm}");
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn a_used_up_power_is_not_offered() {
    let table = everyone();
    let mut g = game(&table, Lang::It, "notte-1");
    let (tamer, mago, volpe, galeotto) = (
        name_of(&table, Role::Ammaestratore),
        name_of(&table, Role::MagoGiratempo),
        name_of(&table, Role::Volpe),
        name_of(&table, Role::Galeotto),
    );
    // Somebody died yesterday: the Mago has someone to bring back.
    kill(&mut g, "Dora");
    let mut s = state(&g);
    s.memory.died_last = vec!["Dora".into()];
    set_state(&mut g, &s);
    assert_eq!(verbs(&g, tamer), ["ammaestra"]);
    assert_eq!(verbs(&g, mago), ["resuscita"]);
    assert_eq!(choices(&g, mago, "resuscita"), ["Dora"]);
    assert_eq!(verbs(&g, volpe), ["annusa"]);
    assert_eq!(verbs(&g, galeotto), ["tradisci"]);
    // "per una sola volta in tutta la partita"; the Volpe who sniffed three INNOCENTI; the
    // betrayal "è irreversibile".
    s.memory.spent = vec![tamer.into(), mago.into()];
    s.memory.volpe_spent = vec![volpe.into()];
    s.memory.traitors = vec![galeotto.into()];
    set_state(&mut g, &s);
    for who in [tamer, mago, volpe, galeotto] {
        assert_eq!(verbs(&g, who), Vec::<String>::new(), "{who}");
        assert!(form_of(&g, who).is_some(), "{who} still gets a form");
    }
}

#[test]
fn powers_from_the_second_night_are_not_offered_on_notte_0() {
    let table = everyone();
    let g = game(&table, Lang::It, "notte-0");
    for role in [
        Role::MediumCieco,
        Role::Volpe,
        Role::Ammaestratore,
        Role::GuardianoDellaNotte,
        Role::GuardiaGemella,
        Role::MagoGiratempo,
        Role::Marionettista,
        Role::Bucaniere,
        Role::Galeotto,
        Role::LupoMannaro,
    ] {
        assert!(verbs(&g, name_of(&table, role)).is_empty(), "{role:?}");
    }
    assert_eq!(verbs(&g, name_of(&table, Role::Veggente)), ["indaga"]);
    assert_eq!(
        verbs(&g, name_of(&table, Role::Scommettitrice)),
        ["scommetti", "scommetti"]
    );
    // The Bucaniere chooses "solo durante la seconda notte".
    let g = game(&table, Lang::It, "notte-2");
    assert!(verbs(&g, name_of(&table, Role::Bucaniere)).is_empty());
}

#[test]
fn a_protector_is_not_offered_the_player_he_protected_last_night() {
    let table = everyone();
    let guard = name_of(&table, Role::GuardianoDellaNotte);
    let mut g = game(&table, Lang::It, "notte-2");
    let mut s = state(&g);
    s.memory.named_last.insert(guard.into(), "Ada".into());
    s.memory.protected_last.insert(guard.into(), "Ada".into());
    s.memory.acted_night.insert(guard.into(), 1);
    set_state(&mut g, &s);
    let offered = choices(&g, guard, "proteggi");
    assert!(!offered.contains(&"Ada".to_string()));
    assert!(!offered.contains(&guard.to_string()), "not himself");
    assert_eq!(offered.len(), NAMES.len() - 2);
    // Forced elsewhere last night (ruling 8), he did not protect Ada: she is offered again.
    s.memory.protected_last.insert(guard.into(), "Bea".into());
    set_state(&mut g, &s);
    assert!(choices(&g, guard, "proteggi").contains(&"Ada".to_string()));
    // A night without the power breaks the chain.
    s.memory.protected_last.insert(guard.into(), "Ada".into());
    s.memory.acted_night.insert(guard.into(), 0);
    set_state(&mut g, &s);
    assert!(choices(&g, guard, "proteggi").contains(&"Ada".to_string()));
}

#[test]
fn the_volpe_is_offered_only_three_adjacent_living_players_without_herself() {
    let table = everyone();
    let volpe = name_of(&table, Role::Volpe);
    let mut g = game(&table, Lang::It, "notte-1");
    let list: Vec<&str> = NAMES.to_vec();
    let i = list.iter().position(|n| *n == volpe).unwrap();
    // The dead are skipped: her right-hand neighbour is dead.
    kill(&mut g, list[i + 1]);
    let offered = choices(&g, volpe, "annusa");
    let living = NAMES.len() - 1;
    // A circle of `living` players has `living` windows of three; three hold the Volpe.
    assert_eq!(offered.len(), living - 3);
    assert!(offered.iter().all(|t| !t.split(' ').any(|p| p == volpe)));
    assert!(offered.contains(&format!("{} {} {}", list[i + 2], list[i + 3], list[i + 4])));
    assert!(!offered.iter().any(|t| t.contains(list[i + 1])));
}

#[test]
fn a_dead_unicorno_gets_only_the_gift_and_the_other_dead_nothing() {
    let table = everyone();
    let unicorno = name_of(&table, Role::Unicorno);
    let mut g = game(&table, Lang::It, "giorno-2");
    kill(&mut g, unicorno);
    kill(&mut g, "Dora");
    let mut s = state(&g);
    s.memory.gift_pending = vec![unicorno.into()];
    set_state(&mut g, &s);
    assert_eq!(verbs(&g, unicorno), ["dona"]);
    assert!(!choices(&g, unicorno, "dona").contains(&"Dora".to_string()));
    assert!(form_of(&g, "Dora").is_none());
    assert_eq!(verbs(&g, "Ada"), ["vota", "astengo"]);
    // His blood given, the dead Unicorno has nothing more to send.
    s.memory.gift_pending.clear();
    set_state(&mut g, &s);
    assert!(form_of(&g, unicorno).is_none());
}

#[test]
fn the_wolves_bite_no_wolf_and_two_victims_after_the_revenge() {
    let table = everyone();
    let wolf = name_of(&table, Role::LupoMannaro);
    let mut g = game(&table, Lang::It, "notte-1");
    let prey = choices(&g, wolf, "sbrana");
    assert!(prey.iter().all(|p| !state(&g).role(p).is_wolf()));
    assert_eq!(prey.len(), NAMES.len() - 4);
    assert_eq!(verbs(&g, wolf), ["sbrana"]);
    let mut s = state(&g);
    s.memory.revenge = true;
    set_state(&mut g, &s);
    let form = form_of(&g, wolf).unwrap();
    assert_eq!(form.orders[1].template(), "sbrana ___ ___");
    // The Giovane lupo alone: "nessun giocatore sarà più sbranato".
    for role in [Role::LupoMannaro, Role::LupoDemonio, Role::LupoSpelacchiato] {
        kill(&mut g, name_of(&table, role));
    }
    assert!(verbs(&g, name_of(&table, Role::GiovaneLupo)).is_empty());
}

#[test]
fn every_role_s_form_reads_back_on_every_kind_of_phase() {
    let table = everyone();
    let mut checked = 0;
    for lang in [Lang::It, Lang::En, Lang::Es] {
        for phase in ["notte-0", "notte-1", "giorno-1", "notte-2", "giorno-2"] {
            let mut g = game(&table, lang, phase);
            // A dead Unicorno with his gift, yesterday's deaths, last night's choices.
            let unicorno = name_of(&table, Role::Unicorno);
            kill(&mut g, unicorno);
            kill(&mut g, "Dora");
            let mut s = state(&g);
            s.memory.gift_pending = vec![unicorno.into()];
            s.memory.died_last = vec!["Dora".into()];
            s.memory.died_before = vec![unicorno.into()];
            let scommettitrice = name_of(&table, Role::Scommettitrice);
            s.memory.last_bet.insert(
                scommettitrice.into(),
                super::super::state::Bet {
                    player: "Ada".into(),
                    night: true,
                },
            );
            let puppeteer = name_of(&table, Role::Marionettista);
            s.memory
                .controlled_last
                .insert(puppeteer.into(), "Bea".into());
            s.memory.acted_night.insert(puppeteer.into(), 1);
            s.memory.revenge = phase == "notte-2";
            set_state(&mut g, &s);
            checked += read_back(&g);
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn the_twins_and_the_pack_are_told_how_a_disagreement_is_settled() {
    let table = everyone();
    let g = game(&table, Lang::It, "notte-1");
    let s = state(&g);
    let wolf = name_of(&table, Role::LupoMannaro);
    for (agree, value) in [
        (Disagreement::Refuse, "refuse"),
        (Disagreement::First, "first"),
        (Disagreement::Last, "last"),
    ] {
        let all = forms(&g, &s, true, agree);
        let form = all.iter().find(|f| f.player == wolf).unwrap();
        assert_eq!(form.orders[0].about.args.get("agree").unwrap(), value);
    }
}
