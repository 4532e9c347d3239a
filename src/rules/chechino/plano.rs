//! The ship as a scene for the core to draw ([`crate::core::draw`]): one level per floor (the
//! highest on top), each house a box with its name, its function and its resident, the
//! elevator stops, every path and the elevator (dashed). "Cada jugador estará ubicado en una
//! casa del mapa. Cada casa está dotada de una función especial. Esto es público y se mostrará
//! al inicio de la partida": the public map shows that, the dead residents struck through and
//! the floors that blew up in grey. The master's copy adds each resident's role, last night's
//! walls (red) and the marked houses (orange; "Las casas de los pirómanos se considerarán
//! siempre marcada", so theirs too). Places sit where the map's `at: [column, row]` puts them.

use super::nave::{self, ELEVATOR, HOUSE};
use super::roles::Role;
use super::state::State;
use crate::core::draw::{
    Fill, Legend, Level, Link, Look, Sample, Scene, Sign, SignKind, Spot, Stroke, View, Words,
};
use crate::core::game::Game;
use crate::core::msg::{Catalog, Msg};

/// The game's ship as a scene for `view`, or the problem of a game that is not a chechino game.
pub fn scene(game: &Game, view: View) -> Result<Scene, crate::core::diag::Problem> {
    if game.ruleset != "chechino" {
        return Err(crate::core::diag::Problem::new(
            Msg::new("chechino-map-not-a-ship").arg("ruleset", &game.ruleset),
        ));
    }
    let state: State = game.state_as()?;
    let catalog = Catalog::for_ruleset(game.language, "chechino").with_genders(game);
    Ok(draw(game, &state, &catalog, view))
}

/// A house's function as everyone reads it ("Armería (Soldado)"); a tag the ruleset does not
/// know is shown as written.
fn function_name(state: &State, house: &str, catalog: &Catalog) -> String {
    match nave::function_of(&state.map, house) {
        // The owner's title agrees with the resident, as in the setup post ("Cantina (Cocinera)").
        Some(f) => {
            let mut msg =
                Msg::new("chechino-map-function").arg("function", super::casas::Function::key(f));
            if let Some(resident) = state.resident(house) {
                msg = msg.arg("player", resident);
            }
            catalog.text(&msg)
        }
        None => state.map.places[house]
            .tags
            .get("function")
            .cloned()
            .unwrap_or_default(),
    }
}

fn draw(game: &Game, state: &State, catalog: &Catalog, view: View) -> Scene {
    let master = view == View::Master;
    let mut scene = Scene {
        levels: levels(state, catalog),
        ..Scene::default()
    };
    let pyromaniacs: Vec<String> = state
        .with_role(Role::Piromano)
        .iter()
        .filter(|p| game.is_alive(p))
        .map(|p| state.house(p).to_string())
        .collect();
    for (name, place) in &state.map.places {
        let spot = if place.kind == HOUSE {
            house(game, state, catalog, name, master, &pyromaniacs)
        } else {
            Spot {
                id: name.clone(),
                level: place.floor.unwrap_or(0),
                cell: place.at.map(|[c, r]| (c, r)),
                look: Look::Stop,
                fill: Fill::Plain,
                lines: vec![Words::plain(name)],
            }
        };
        scene.places.push(spot);
    }
    // "Ascensor (Operador): Cualquier jugador puede usar el ascensor": it runs while its
    // Operador lives (rulings 2 and 3); dead, or nobody in its house, it is drawn stopped.
    let runs = super::orders::elevator_runs(game, state);
    scene.links = links(state, master, runs);
    scene.legend = legend(catalog, runs);
    if master {
        scene.legend.extend(secrets_legend(state, catalog));
        scene.signs = street_signs(state);
    }
    scene
}

/// One level per floor, the highest on top; a floor that blew up in grey.
fn levels(state: &State, catalog: &Catalog) -> Vec<Level> {
    nave::floors(&state.map)
        .into_iter()
        .rev()
        .map(|floor| {
            let ruined = state.memory.exploded.contains(&floor);
            Level {
                id: floor,
                name: catalog.text(&Msg::new("chechino-map-floor").arg("floor", floor)),
                ruined,
                note: ruined.then(|| catalog.get("chechino-map-exploded")),
            }
        })
        .collect()
}

/// A house's box: its name, its function, its resident (struck through when dead) and, on the
/// master's copy, his role and the pyromaniacs' mark.
fn house(
    game: &Game,
    state: &State,
    catalog: &Catalog,
    name: &str,
    master: bool,
    pyromaniacs: &[String],
) -> Spot {
    let place = &state.map.places[name];
    let mut lines = vec![
        Words::plain(name),
        Words::plain(function_name(state, name, catalog)),
    ];
    if let Some(resident) = state.resident(name) {
        lines.push(Words {
            text: resident.to_string(),
            struck: !game.is_alive(resident),
        });
        if master {
            let role = Msg::new("chechino-map-role")
                .arg("role", state.role(resident).key())
                .arg("player", resident);
            lines.push(Words::plain(catalog.text(&role)));
        }
    }
    // "Las casas de los pirómanos se considerarán siempre marcada".
    let marked =
        state.memory.marks.iter().any(|m| m == name) || pyromaniacs.iter().any(|p| p == name);
    let exploded = place
        .floor
        .is_some_and(|f| state.memory.exploded.contains(&f));
    let fill = match () {
        _ if exploded => Fill::Ruined,
        _ if master && marked => Fill::Marked,
        _ => Fill::Plain,
    };
    Spot {
        id: name.to_string(),
        level: place.floor.unwrap_or(0),
        cell: place.at.map(|[c, r]| (c, r)),
        look: Look::Room,
        fill,
        lines,
    }
}

/// Every path and the elevator (dashed while it runs, dotted when stopped); on the master's
/// copy, last night's walls.
fn links(state: &State, master: bool, runs: bool) -> Vec<Link> {
    let walled = |a: &str, b: &str| {
        let (ab, ba) = (format!("{a}-{b}"), format!("{b}-{a}"));
        state.memory.walls.iter().any(|w| *w == ab || *w == ba)
    };
    let elevator = if runs { Stroke::Dashed } else { Stroke::Dotted };
    state
        .map
        .edges
        .iter()
        .map(|e| {
            let stroke = match () {
                _ if master && walled(&e.a, &e.b) => Stroke::Wall,
                _ if e.kind == ELEVATOR => elevator,
                _ => Stroke::Solid,
            };
            Link {
                a: e.a.clone(),
                b: e.b.clone(),
                kind: e.kind.clone(),
                stroke,
                directed: e.directed,
            }
        })
        .collect()
}

fn entry(sample: Sample, text: String) -> Legend {
    Legend { sample, text }
}

/// What every player may read in the legend.
fn legend(catalog: &Catalog, runs: bool) -> Vec<Legend> {
    let elevator = if runs {
        entry(
            Sample::Line(Stroke::Dashed),
            catalog.get("chechino-map-legend-elevator"),
        )
    } else {
        entry(
            Sample::Line(Stroke::Dotted),
            catalog.get("chechino-map-legend-elevator-stopped"),
        )
    };
    vec![
        entry(
            Sample::Line(Stroke::Solid),
            catalog.get("chechino-map-legend-path"),
        ),
        elevator,
        entry(Sample::Struck, catalog.get("chechino-map-legend-dead")),
        entry(
            Sample::RuinedLevel,
            catalog.get("chechino-map-legend-exploded"),
        ),
    ]
}

/// The master's own entries: the walls, the marks, and the Sonámbulo's blood and the
/// footprints once he died in the street.
fn secrets_legend(state: &State, catalog: &Catalog) -> Vec<Legend> {
    let mut out = vec![
        entry(
            Sample::Line(Stroke::Wall),
            catalog.get("chechino-map-legend-wall"),
        ),
        entry(
            Sample::Box(Fill::Marked),
            catalog.get("chechino-map-legend-marked"),
        ),
    ];
    if let Some(street) = &state.memory.street {
        let sleepwalker = state.with_role(Role::Sonambulo).into_iter().next();
        let mut blood = Msg::new("chechino-map-legend-blood").arg("night", street.night);
        if let Some(s) = &sleepwalker {
            blood = blood.arg("player", s);
        }
        out.push(entry(Sample::Sign(SignKind::Blood), catalog.text(&blood)));
        if street.footprints.len() > 1 {
            let prints = Msg::new("chechino-map-legend-footprints").arg("night", street.night);
            out.push(entry(
                Sample::Sign(SignKind::Footprints),
                catalog.text(&prints),
            ));
        }
    }
    out
}

/// "quedará la marca de sangre donde fue asesinado el Sonámbulo, y además el Asesino dejará
/// un rastro de huellas hasta la casa de su víctima inicial … las huellas irán tan sólo hasta
/// la obstrucción": the blood on the house or the path where they met, the footprints on each
/// path from there on.
fn street_signs(state: &State) -> Vec<Sign> {
    let Some(street) = &state.memory.street else {
        return Vec::new();
    };
    let blood = Sign {
        kind: SignKind::Blood,
        at: street.blood.split('-').map(str::to_string).collect(),
    };
    let prints = street.footprints.windows(2).map(|w| Sign {
        kind: SignKind::Footprints,
        at: w.to_vec(),
    });
    std::iter::once(blood).chain(prints).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::chechino::state::Memory;
    use std::collections::BTreeMap;

    fn game(language: &str) -> Game {
        serde_yaml::from_str(&format!(
            "format: 1\nruleset: chechino\nlanguage: {language}\nseed: 1\nphase: noche-2\n\
             players: [{{name: Ana, alive: true}}, {{name: Bruno, alive: false}}, \
             {{name: \"<Cid & Co>\", alive: true}}, {{name: Dora, alive: true, gender: f}}]\n\
             state: null\n",
        ))
        .unwrap()
    }

    fn state() -> State {
        let memory = Memory {
            marks: vec!["E".into()],
            walls: vec!["H-F".into()],
            exploded: vec![3],
            ..Memory::default()
        };
        State {
            map: nave::ship(),
            houses: [
                ("Ana".into(), "A".into()),
                ("Bruno".into(), "E".into()),
                ("<Cid & Co>".into(), "C".into()),
                ("Dora".into(), "K".into()),
            ]
            .into(),
            roles: [("Dora".into(), Role::Piromano)].into(),
            abilities: BTreeMap::new(),
            memory,
        }
    }

    fn scene_in(language: &str, view: View) -> Scene {
        let mut g = game(language);
        g.set_state(&state());
        scene(&g, view).unwrap()
    }

    fn spot<'a>(scene: &'a Scene, id: &str) -> &'a Spot {
        scene.places.iter().find(|p| p.id == id).unwrap()
    }

    fn texts(spot: &Spot) -> Vec<&str> {
        spot.lines.iter().map(|w| w.text.as_str()).collect()
    }

    #[test]
    fn the_public_map_shows_houses_residents_paths_the_dead_and_the_exploded_floor() {
        let public = scene_in("en", View::Public);
        let floors: Vec<(i32, &str, bool)> = public
            .levels
            .iter()
            .map(|l| (l.id, l.name.as_str(), l.ruined))
            .collect();
        assert_eq!(
            floors,
            [
                (3, "floor 3", true),
                (2, "floor 2", false),
                (1, "floor 1", false)
            ],
            "the highest floor on top, the exploded one grey"
        );
        assert_eq!(public.levels[0].note.as_deref(), Some("blew up"));
        assert_eq!(public.places.len(), 19, "sixteen houses and three stops");
        assert_eq!(texts(spot(&public, "A")), ["A", "Armería (Soldado)", "Ana"]);
        assert_eq!(
            spot(&public, "A").cell,
            Some((0, 1)),
            "where ship.yaml puts it"
        );
        let bruno = &spot(&public, "E").lines[2];
        assert!(bruno.struck && bruno.text == "Bruno", "the dead are struck");
        assert!(!spot(&public, "A").lines[2].struck);
        assert_eq!(spot(&public, "S1").look, Look::Stop);
        assert_eq!(spot(&public, "M").fill, Fill::Ruined, "floor 3 blew up");
        assert_eq!(public.links.len(), nave::ship().edges.len());
        // Nobody lives in B, the Ascensor: its three links are drawn stopped.
        let stroke_of = |scene: &Scene| -> Vec<Stroke> {
            scene
                .links
                .iter()
                .filter(|l| l.kind == ELEVATOR)
                .map(|l| l.stroke)
                .collect()
        };
        assert_eq!(stroke_of(&public), [Stroke::Dotted; 3]);
        assert!(public.links.iter().all(|l| l.stroke != Stroke::Dashed));
    }

    /// "Ascensor (Operador): Cualquier jugador puede usar el ascensor": it runs while its
    /// Operador lives, and is drawn so; dead or absent, it is drawn stopped.
    #[test]
    fn the_elevator_is_drawn_running_only_while_its_operador_lives() {
        let mut g = game("en");
        let mut st = state();
        st.houses.insert("Ana".into(), "B".into());
        g.set_state(&st);
        let running = scene(&g, View::Public).unwrap();
        let elevator: Vec<Stroke> = running
            .links
            .iter()
            .filter(|l| l.kind == ELEVATOR)
            .map(|l| l.stroke)
            .collect();
        assert_eq!(elevator, [Stroke::Dashed; 3]);
        assert_eq!(running.legend[1].text, "elevator (the Ascensor's stops)");
        st.houses.insert("Bruno".into(), "B".into());
        st.houses.insert("Ana".into(), "A".into());
        g.set_state(&st);
        let stopped = scene(&g, View::Public).unwrap();
        assert!(
            stopped.links.iter().all(|l| l.stroke != Stroke::Dashed),
            "Bruno is dead"
        );
        assert_eq!(
            stopped.legend[1].text,
            "elevator stopped (its Operador is dead, or nobody lives in its house)"
        );
    }

    #[test]
    fn the_public_map_keeps_the_secrets() {
        let public = scene_in("en", View::Public);
        assert!(
            public.links.iter().all(|l| l.stroke != Stroke::Wall),
            "no wall"
        );
        assert_eq!(spot(&public, "E").fill, Fill::Plain, "no mark");
        assert_eq!(
            spot(&public, "K").fill,
            Fill::Plain,
            "no pyromaniac's house"
        );
        assert_eq!(texts(spot(&public, "K")).len(), 3, "no role");
        let words: Vec<&str> = public.legend.iter().map(|l| l.text.as_str()).collect();
        assert!(
            !words
                .iter()
                .any(|w| w.contains("wall") || w.contains("marked"))
        );
    }

    #[test]
    fn the_masters_copy_adds_roles_walls_and_marks() {
        let master = scene_in("es", View::Master);
        let walls: Vec<(&str, &str)> = master
            .links
            .iter()
            .filter(|l| l.stroke == Stroke::Wall)
            .map(|l| (l.a.as_str(), l.b.as_str()))
            .collect();
        assert_eq!(walls, [("F", "H")], "the wall H-F is the path F-H");
        assert_eq!(spot(&master, "E").fill, Fill::Marked);
        assert_eq!(
            spot(&master, "K").fill,
            Fill::Marked,
            "a pyromaniac's house"
        );
        assert_eq!(
            texts(spot(&master, "K"))[3],
            "rol: Pirómana",
            "in her gender"
        );
        assert_eq!(texts(spot(&master, "A"))[3], "rol: Chustapueblerino");
        assert_eq!(master.legend.len(), 6);
    }

    /// "quedará la marca de sangre donde fue asesinado el Sonámbulo, y además el Asesino
    /// dejará un rastro de huellas hasta la casa de su víctima inicial": on the master's copy.
    #[test]
    fn the_masters_copy_shows_the_sonambulos_blood_and_the_footprints() {
        let mut g = game("en");
        let mut st = state();
        st.roles.insert("Ana".into(), Role::Sonambulo);
        st.memory.street = Some(crate::rules::chechino::state::Street {
            night: 2,
            blood: "A-E".into(),
            footprints: vec!["E".into(), "F".into(), "H".into()],
        });
        g.set_state(&st);
        let master = scene(&g, View::Master).unwrap();
        let signs: Vec<(SignKind, Vec<&str>)> = master
            .signs
            .iter()
            .map(|s| (s.kind, s.at.iter().map(String::as_str).collect()))
            .collect();
        assert_eq!(
            signs,
            [
                (SignKind::Blood, vec!["A", "E"]),
                (SignKind::Footprints, vec!["E", "F"]),
                (SignKind::Footprints, vec!["F", "H"]),
            ]
        );
        let words: Vec<&str> = master.legend.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(
            words[6..],
            [
                "blood of the Sonámbulo, killed in the street on night 2",
                "footprints of the killer, from the blood (night 2)"
            ]
        );
        let public = scene(&g, View::Public).unwrap();
        assert!(public.signs.is_empty(), "the public map shows no sign");
        assert_eq!(public.legend.len(), 4);
        // Met at a house, with the victim's door right there: blood, and no footprints.
        st.memory.street = Some(crate::rules::chechino::state::Street {
            night: 1,
            blood: "F".into(),
            footprints: vec!["F".into()],
        });
        g.set_state(&st);
        let master = scene(&g, View::Master).unwrap();
        assert_eq!(master.signs.len(), 1);
        assert_eq!(master.signs[0].at, ["F"]);
        assert_eq!(master.legend.len(), 7);
    }

    #[test]
    fn the_words_come_from_the_games_catalog() {
        let es = scene_in("es", View::Public);
        assert_eq!(es.levels[2].name, "planta 1");
        assert_eq!(es.levels[0].note.as_deref(), Some("explotada"));
        let it = scene_in("it", View::Public);
        assert_eq!(it.levels[1].name, "piano 2");
        assert_eq!(it.legend[0].text, "sentiero");
    }

    #[test]
    fn names_are_escaped_in_the_drawing() {
        let svg = crate::core::draw::svg(&scene_in("en", View::Public));
        assert!(svg.contains("&lt;Cid &amp; Co&gt;"), "{svg}");
        assert!(!svg.contains("<Cid"));
    }

    #[test]
    fn the_same_game_draws_the_same_bytes() {
        let first = crate::core::draw::svg(&scene_in("es", View::Master));
        for _ in 0..3 {
            assert_eq!(crate::core::draw::svg(&scene_in("es", View::Master)), first);
        }
        let mut g = game("es");
        g.set_state(&state());
        let reread: Game = serde_yaml::from_str(&serde_yaml::to_string(&g).unwrap()).unwrap();
        let again = crate::core::draw::svg(&scene(&reread, View::Master).unwrap());
        assert_eq!(again, first, "a game read back draws the same");
    }

    #[test]
    fn only_a_chechino_game_has_a_ship() {
        let mut g = game("en");
        g.ruleset = "lupus".into();
        let refused = scene(&g, View::Public).unwrap_err();
        assert_eq!(refused.msg.key, "chechino-map-not-a-ship");
    }
}
