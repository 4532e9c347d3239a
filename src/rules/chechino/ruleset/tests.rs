//! Unit tests of the ruleset glue.
use super::*;
use crate::rules::chechino::casas::Function;
use crate::rules::chechino::nave;
use crate::rules::chechino::roles::Ability;

fn game(n: usize) -> Game {
    let names = [
        "Ana", "Bruno", "Carla", "Dani", "Elena", "Fede", "Gino", "Hugo", "Ines", "Juan", "Kiko",
        "Lola", "Mario", "Nora", "Oscar", "Paula", "Quique",
    ];
    let players: Vec<String> = names[..n]
        .iter()
        .map(|p| format!("{{name: {p}, alive: true}}"))
        .collect();
    serde_yaml::from_str(&format!(
        "format: 1\nruleset: chechino\nlanguage: es\nseed: 7\nphase: setup\nplayers: [{}]\nstate: null\n",
        players.join(", ")
    ))
    .unwrap()
}

fn deal(g: &mut Game, fixed: &[(&str, &str)]) -> Result<(State, Trace), Vec<Problem>> {
    let fixed = fixed
        .iter()
        .map(|(p, r)| (p.to_string(), r.to_string()))
        .collect();
    let mut trace = Trace::default();
    let mut chance = Chance::new(g.seed, "setup", Vec::new());
    Chechino.setup(g, &fixed, &mut chance, &mut trace)?;
    Ok((g.state_as().unwrap(), trace))
}

#[test]
fn sixteen_players_draw_houses_then_roles_then_four_abilities() {
    let mut g = game(16);
    let (state, trace) = deal(&mut g, &[]).unwrap();
    assert_eq!(g.phase, "noche-1");
    let mut houses: Vec<&String> = state.houses.values().collect();
    houses.sort();
    houses.dedup();
    assert_eq!(houses.len(), 16, "one house each");
    let count = |r| state.roles.values().filter(|x| **x == r).count();
    assert_eq!((count(Role::Asesino), count(Role::Complice)), (1, 1));
    assert_eq!((count(Role::Piromano), count(Role::Sonambulo)), (2, 1));
    // "Más de 9: Se sortean 4 habilidades", among the Chustapueblerinos only.
    assert_eq!(state.abilities.len(), 4);
    assert!(
        state
            .abilities
            .keys()
            .all(|p| state.role(p) == Role::Chustapueblerino)
    );
    let asesino = state.with_role(Role::Asesino)[0].clone();
    let complice = state.with_role(Role::Complice)[0].clone();
    let partners = trace
        .events
        .iter()
        .find(|e| e.text.key == "chechino-partners" && trace_to(e, &asesino))
        .expect("the Asesino knows his team");
    assert!(partners.text.args["players"].contains(&complice));
}

fn trace_to(e: &crate::core::trace::Event, player: &str) -> bool {
    matches!(&e.audience, crate::core::trace::Audience::Players(p) if p.iter().any(|x| x == player))
}

#[test]
fn the_roster_fixes_roles_and_houses() {
    let mut g = game(8);
    let (state, _) = deal(&mut g, &[("Ana", "asesino@C"), ("Bruno", "@A")]).unwrap();
    assert_eq!(state.role("Ana"), Role::Asesino);
    assert_eq!((state.house("Ana"), state.house("Bruno")), ("C", "A"));
    assert_eq!(
        state.houses.len(),
        8,
        "eight of the sixteen houses are lived in"
    );
    let mut g = game(8);
    let refused = deal(&mut g, &[("Ana", "capitan")]).unwrap_err();
    assert_eq!(refused[0].msg.key, "chechino-err-unknown-role");
}

#[test]
fn more_players_than_houses_is_refused() {
    let mut g = game(17);
    let refused = deal(&mut g, &[]).unwrap_err();
    assert_eq!(refused[0].msg.key, "chechino-err-too-few-houses");
}

#[test]
fn a_masters_map_with_an_unknown_function_is_refused() {
    let dir = std::env::temp_dir().join(format!("chechino-map-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("map.yaml");
    let text = nave::SHIP.replace("function: radio", "function: bakery");
    std::fs::write(&path, text).unwrap();
    let mut g = game(16);
    g.options
        .insert("map".into(), path.to_string_lossy().into_owned());
    let refused = deal(&mut g, &[]).unwrap_err();
    assert_eq!(refused[0].msg.key, "chechino-map-unknown-function");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// An eight-player game where Ana, at E, is named in every part of the state that names
/// players: her house, her ability, the buried victim, a warning, the gun, the medkit, the
/// book of marriages, the Laboratorio's visitors, a message to answer and one she may answer.
fn ana_everywhere() -> (Game, State) {
    use crate::rules::chechino::state::Buried;
    let mut g = game(8);
    let (mut state, _) = deal(&mut g, &[("Ana", "chustapueblerino@E")]).unwrap();
    state.abilities = [("Ana".to_string(), Ability::Caminante)].into();
    let m = &mut state.memory;
    m.marks = vec!["E".into()];
    m.walls = vec!["E-F".into()];
    m.exploded = vec![2];
    m.buried = Some(Buried {
        victim: "Ana".into(),
        night: 1,
    });
    m.warned = vec!["Bruno".into(), "Ana".into()];
    m.gun = Some("Ana".into());
    m.medkit = Some("Ana".into());
    m.book = vec!["Bruno".into(), "Ana".into()];
    m.lab_visitors = vec!["Ana".into(), "Carla".into()];
    m.answers = [
        ("Ana".to_string(), "Bruno".to_string()),
        ("Carla".to_string(), "Ana".to_string()),
    ]
    .into();
    g.set_state(&state);
    (g, state)
}

#[test]
fn a_substitute_is_renamed_where_players_are_and_nowhere_else() {
    use crate::core::rename::Rename;
    let (mut g, state) = ana_everywhere();
    let before = state.clone();

    // Nobody is called E: a house letter is never a player's name to rename.
    let mut same = g.clone();
    Chechino
        .rename_player(&mut same, Rename { old: "E", new: "Q" })
        .unwrap();
    assert_eq!(same.state_as::<State>().unwrap(), before);

    Chechino
        .rename_player(
            &mut g,
            Rename {
                old: "Ana",
                new: "Zoe",
            },
        )
        .unwrap();
    let after: State = g.state_as().unwrap();
    assert_eq!(after.map, before.map, "the ship is not touched");
    assert_eq!(after.house("Zoe"), "E");
    assert_eq!(after.role("Zoe"), Role::Chustapueblerino);
    assert_eq!(after.abilities.get("Zoe"), Some(&Ability::Caminante));
    let m = &after.memory;
    assert_eq!(
        (m.marks.clone(), m.walls.clone()),
        (before.memory.marks.clone(), before.memory.walls.clone())
    );
    assert_eq!(m.exploded, [2]);
    assert_eq!(m.buried.as_ref().unwrap().victim, "Zoe");
    assert_eq!(m.warned, ["Bruno", "Zoe"]);
    assert_eq!(
        (m.gun.as_deref(), m.medkit.as_deref()),
        (Some("Zoe"), Some("Zoe"))
    );
    assert_eq!(m.book, ["Bruno", "Zoe"]);
    assert_eq!(m.lab_visitors, ["Zoe", "Carla"]);
    assert_eq!(m.answers["Zoe"], "Bruno");
    assert_eq!(m.answers["Carla"], "Zoe");
    // The warning Zoe took over remembers whose it was (ruling 32).
    assert_eq!(m.inherited_warnings["Zoe"].from, "Ana");
    // Nothing but the map and that memory may still name the old player.
    let mut rest = after.clone();
    rest.map = Default::default();
    rest.memory.inherited_warnings.clear();
    assert!(!serde_yaml::to_string(&rest).unwrap().contains("Ana"));
    assert!(
        Chechino
            .check_state(&{
                let mut g = g.clone();
                g.replace_player("Ana", "Zoe");
                g
            })
            .is_empty()
    );
}

#[test]
fn keys_built_at_run_time_exist_in_the_three_languages() {
    use crate::core::msg::Catalog;
    let mut keys: Vec<String> = Vec::new();
    for r in Role::ALL {
        keys.push(format!("chechino-role-{}", r.id()));
        keys.push(format!("chechino-help-{}", r.id()));
    }
    for a in Ability::ALL {
        keys.push(format!("chechino-ability-{}", a.id()));
        keys.push(format!("chechino-help-{}", a.id()));
    }
    for f in Function::ALL {
        keys.push(format!("chechino-function-{}", f.id()));
    }
    for lang in [Lang::Es, Lang::It, Lang::En] {
        let catalog = Catalog::new(lang);
        for key in &keys {
            assert!(catalog.has(key), "{key} is missing from {lang:?}");
        }
    }
}
