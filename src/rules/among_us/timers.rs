//! The one rule of counting every timer of the game follows (ruling 11): phases are counted
//! on the clock (`state.clock`, the phases played since the game began; a deliberation is no
//! phase of it), and **the event's own phase does not count**. "hasta que hayan transcurrido 13
//! fases … desde el último asesinato cometido": killed in phase 14, the 13 phases 15 to 27
//! must pass, and the impostor may kill again in phase 28. The start of the game is phase 0
//! of the clock and the end of a deliberation is the last phase played before it, so "desde el
//! inicio de partida" and "desde el final de una deliberación" count the same way.
//!
//! Every timer is one of two shapes:
//! - a wait ("hasta que hayan transcurrido N fases", "Debe esperar N fases", "al comienzo de
//!   la fase N+1 desde …"): the first phase allowed is [`first_after`]`(event, N)`;
//! - a span ("durante N fases", "N fases después", "permanecerá … por N fases"): it holds in
//!   the N phases after the event's, through [`last_of`]`(event, N)`.

/// The first phase (on the clock) after `n` whole phases have passed since the event of
/// phase `event`: `event + n + 1`.
pub fn first_after(event: u32, n: u32) -> u32 {
    event.saturating_add(n).saturating_add(1)
}

/// The last phase (on the clock) of a span of `n` phases after the event of phase `event`:
/// `event + n`.
pub fn last_of(event: u32, n: u32) -> u32 {
    event.saturating_add(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn killed_in_phase_14_may_kill_again_in_phase_28() {
        // The 13 phases 15..=27 pass; 28 is the first.
        assert_eq!(first_after(14, 13), 28);
        assert_eq!((15..28).count(), 13);
    }

    #[test]
    fn a_span_of_five_phases_after_phase_3_ends_in_phase_8() {
        assert_eq!(last_of(3, 5), 8);
        assert_eq!((4..=last_of(3, 5)).count(), 5);
    }

    #[test]
    fn counting_at_the_clocks_limit_does_not_overflow() {
        assert_eq!(first_after(u32::MAX, 13), u32::MAX);
        assert_eq!(last_of(u32::MAX - 1, 5), u32::MAX);
    }
}
