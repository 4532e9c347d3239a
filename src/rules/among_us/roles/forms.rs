//! The special roles in the order forms: each power with its verb, its choices, and whether it
//! may be used in the coming phase or in how many phases (the Clérigo's talisman is the
//! tasks').

use super::super::special::Special;
use super::super::state::State;
use crate::core::forms::FormOrder;
use crate::core::game::Game;
use crate::core::msg::Msg;

/// `now`, or how many phases are left before the power may be used.
fn readiness(ready_from: u32, next: u32) -> (&'static str, u32) {
    if next >= ready_from {
        ("now", 0)
    } else {
        ("later", ready_from - next)
    }
}

pub fn orders(game: &Game, state: &State, me: &str) -> Vec<FormOrder> {
    let next = state.clock.saturating_add(1);
    let p = &state.powers;
    let inside = state.in_passage.iter().any(|q| q == me);
    let alive = game.is_alive(me);
    let mut out = Vec::new();
    match state.special(me) {
        Some(Special::Escurridizo) if alive => {
            let at = state.place(me);
            let (when, left) = if inside {
                let until = p.inside_until.get(me).copied().unwrap_or(u32::MAX);
                ("inside", until.saturating_add(1).saturating_sub(next))
            } else {
                readiness(p.passage_from.get(me).copied().unwrap_or(0), next)
            };
            if state.map.has_passage(at) || inside {
                let steps = if inside {
                    let mut s: Vec<String> = state
                        .map
                        .passage_exits(at)
                        .map(|x| format!("mover {x}"))
                        .collect();
                    s.push("salir".to_string());
                    s
                } else {
                    vec!["entrar".to_string()]
                };
                out.push(
                    FormOrder::new(
                        "pasaje",
                        Msg::new("among-us-form-escurridizo")
                            .arg("place", at)
                            .arg("when", when)
                            .arg("left", left),
                    )
                    .one_of(Msg::new("among-us-form-passage-step"), steps),
                );
            }
        }
        Some(Special::Cambiaformas) if alive => {
            let (when, left) = match p.disguised.get(me) {
                Some(d) => ("disguised", d.until.saturating_add(1).saturating_sub(next)),
                None => readiness(p.shift_from.get(me).copied().unwrap_or(0), next),
            };
            let others: Vec<String> = game
                .players
                .iter()
                .filter(|q| q.name != me)
                .map(|q| q.name.clone())
                .collect();
            out.push(
                FormOrder::new(
                    "transformo",
                    Msg::new("among-us-form-transform")
                        .arg("when", when)
                        .arg("left", left)
                        .arg("look", p.disguised.get(me).map_or("", |d| d.look.as_str())),
                )
                .word("en")
                .one_of(Msg::new("among-us-form-player"), others),
            );
        }
        Some(Special::AngelGuardian) if !alive => {
            let (when, left) = readiness(p.protect_from.get(me).copied().unwrap_or(0), next);
            let living: Vec<String> = game
                .players
                .iter()
                .filter(|q| q.alive)
                .map(|q| q.name.clone())
                .collect();
            out.push(
                FormOrder::new(
                    "protejo",
                    Msg::new("among-us-form-protect")
                        .arg("when", when)
                        .arg("left", left),
                )
                .word("a")
                .one_of(Msg::new("among-us-form-player"), living),
            );
        }
        _ => {}
    }
    out
}
