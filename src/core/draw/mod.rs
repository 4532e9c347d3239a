//! Maps as pictures, for every ruleset played on one (chechino's ship, an Among Us manor).
//!
//! The ruleset says what to draw — a [`Scene`] of places on levels, links by kind, marks of the
//! moment, for the public or the master ([`View`]) — and the core lays it out and draws it: places
//! in the cells of a grid (from the map file's `at: [column, row]`, else beside a neighbour or in
//! the first free one), links routed along the free channels between boxes ([`route`]), so that a
//! line never passes through a box it does not join, no two boxes overlap, no two links merge and
//! every word sits inside its box. Then SVG ([`svg()`]) and, from it, PNG ([`png()`]).

pub mod font;
pub mod grid;
pub mod layout;
mod marks;
mod png;
pub mod route;
pub mod scene;
mod svg;
pub mod wagons;

pub use scene::{
    Fill, Legend, Level, Link, Look, Sample, Scene, Sign, SignKind, Spot, Stroke, View, Words,
};

/// The scene laid out and drawn as SVG.
pub fn svg(scene: &Scene) -> String {
    let at = layout::layout(scene);
    svg::svg(scene, &at)
}

pub use png::png;

/// A game's map as SVG for `view`, titled with the game's phase in its language: `None` for a
/// ruleset played on no map.
pub fn game_map(
    ruleset: &dyn crate::core::ruleset::Ruleset,
    game: &crate::core::game::Game,
    view: View,
) -> Option<Result<String, crate::core::diag::Problem>> {
    let scene = ruleset.map_scene(game, view)?;
    Some(scene.map(|mut scene| {
        let catalog = crate::core::msg::Catalog::for_ruleset(game.language, &game.ruleset);
        // A pause is the master's (as in the public `status`): the public map is titled with
        // the phase that stopped, as if it had not.
        let phase = match &game.pause {
            Some(pause) if view == View::Public => &pause.of,
            _ => &game.phase,
        };
        let phase = catalog.text(&ruleset.phase_title(game, phase));
        let key = format!("map-title-{}", view.id());
        scene.title = catalog.text(&crate::core::msg::Msg::new(&key).arg("phase", phase));
        svg(&scene)
    }))
}
