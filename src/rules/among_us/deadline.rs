//! The amendments' deadline: "El plazo para la alteración de acciones previamente declaradas
//! será de 18 horas naturales desde que la coincidencia es declarada por el narrador y, en
//! este caso, no se admiten prórrogas." The narrator declares the encounters when the
//! declarations close, at the round's deadline (the master's `deadline` order, "24 horas
//! naturales para declarar"): the pause is due 18 hours later, and the resumed phase has that
//! deadline (`Pause::until`), whatever the round's was. A round without a deadline gives the
//! players 18 hours from the notices, with no time to write.

use crate::core::game::Game;

/// "18 horas naturales".
pub const AMEND_HOURS: i64 = 18;

/// When a pause made now is due: 18 hours after the phase's deadline, if it has one.
pub fn amend_until(game: &Game) -> Option<String> {
    let close = game.time(game.deadline.as_deref()?)?;
    game.time_text(close.checked_add(AMEND_HOURS * 3600)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(deadline: Option<&str>, zone: &str) -> Game {
        let mut g: Game = serde_yaml::from_str(
            "format: 1\nruleset: among-us\nlanguage: es\nseed: 1\nphase: ronda-3\nplayers: []\nstate: null\n",
        )
        .unwrap();
        g.deadline = deadline.map(str::to_string);
        g.timezone = Some(zone.to_string());
        g
    }

    #[test]
    fn the_amendments_are_due_eighteen_hours_after_the_rounds_deadline_in_the_games_zone() {
        let g = game(Some("2026-12-01 20:00"), "Europe/Madrid");
        assert_eq!(amend_until(&g).as_deref(), Some("2026-12-02 14:00"));
        // Across the change to summer time the 18 hours are natural hours.
        let g = game(Some("2027-03-27 20:00"), "Europe/Madrid");
        assert_eq!(amend_until(&g).as_deref(), Some("2027-03-28 15:00"));
        assert_eq!(
            amend_until(&game(None, "UTC")),
            None,
            "no deadline, no time"
        );
        let far = game(Some("9999-12-31 23:00"), "UTC");
        assert_eq!(
            amend_until(&far),
            None,
            "past the last time jiff writes, not a panic"
        );
    }
}
