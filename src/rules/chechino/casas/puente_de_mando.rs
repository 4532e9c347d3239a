//! "Puente de mando (Capitán): El Capitán es la persona de más rango a bordo de la nave, por eso
//! su voto valdrá 3 puntos mientras esté vivo. Además, será el encargado de desempatar
//! cualquier votación." With the Capitán dead, a tie lynches nobody (docs/rulings/chechino.md).

use crate::core::game::Game;
use crate::rules::chechino::orders::{Order, Pm};
use std::collections::BTreeMap;

/// "El voto de los vivos vale 2 puntos. El voto de los muertos vale 1 punto."
pub fn weight(alive: bool, captain: bool) -> u32 {
    match (alive, captain) {
        (true, true) => 3,
        (true, false) => 2,
        (false, _) => 1,
    }
}

/// Option `buried_tiebreak`: is breaking the tie part of the vote a buried Capitán keeps ("no
/// pudiendo actuar, aunque sí votar")? By default it is his house's act, which he cannot do.
pub fn buried_tiebreak(game: &Game) -> bool {
    game.option("buried_tiebreak") == Some("yes")
}

/// The Capitán's tie-break, as his PM names it.
pub fn tie_break(pms: &BTreeMap<String, Pm>, captain: Option<&str>) -> Option<String> {
    pms.get(captain?)?.find(|o| match o {
        Order::TieBreak(p) => Some(p.clone()),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::weight;

    #[test]
    fn living_two_dead_one_captain_three() {
        assert_eq!(
            [
                weight(true, false),
                weight(false, false),
                weight(true, true),
                weight(false, true)
            ],
            [2, 1, 3, 1]
        );
    }
}
