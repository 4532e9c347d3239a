//! "El Clérigo": "es capaz de activar el talismán para simular la capacidad del Altar del
//! Clérigo en cualquier momento y desde cualquier estancia … podrá utilizar un Punto de Acción
//! … Cada fase adicional después de la primera se activará como acción gratuita … (no así
//! cuando se activa de nuevo por primera vez tras cada recarga, que volverá a consumir un punto
//! de acción) … sólo podrá activar su poder durante tres fases (consecutivas o no)"; "volverá
//! a recuperar su carga completa (3 fases de uso) cada vez que el Clérigo complete dos tareas en
//! su totalidad. Nota: El talismán no se recargará si no se había descargado por completo
//! previamente."

use super::special::Special;
use super::state::State;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};
use serde::{Deserialize, Serialize};

pub const CHARGES: u8 = 3;
/// "cada vez que el Clérigo complete dos tareas en su totalidad".
pub const TASKS_TO_RECHARGE: u8 = 2;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Talisman {
    /// Phases of use left.
    pub charges: u8,
    /// Whether the point of this charge's first activation was spent.
    #[serde(default)]
    pub paid: bool,
    /// Whole tasks completed since it ran out.
    #[serde(default)]
    pub tasks: u8,
}

impl Default for Talisman {
    fn default() -> Talisman {
        Talisman {
            charges: CHARGES,
            paid: false,
            tasks: 0,
        }
    }
}

pub fn of(state: &State, player: &str) -> Talisman {
    state
        .objects
        .talisman
        .get(player)
        .cloned()
        .unwrap_or_default()
}

/// One phase of use, with a point (`with_point`) or free; the altar's reading when it works.
pub fn activate(
    game: &Game,
    state: &mut State,
    trace: &mut Trace,
    player: &str,
    with_point: bool,
    phase: u32,
) {
    let rule = "rule-among-us-talisman";
    let mut t = of(state, player);
    let failed = if state.special(player) != Some(Special::Clerigo) || !game.is_alive(player) {
        Some(Msg::new("among-us-talisman-none"))
    } else if t.charges == 0 {
        Some(Msg::new("among-us-talisman-empty").arg("left", TASKS_TO_RECHARGE - t.tasks))
    } else if !with_point && !t.paid {
        Some(Msg::new("among-us-talisman-unpaid"))
    } else {
        None
    };
    if let Some(msg) = failed {
        trace
            .add(Kind::Failed, rule, msg.arg("phase", phase))
            .actor(player)
            .to(&[player]);
        return;
    }
    t.charges -= 1;
    t.paid = t.charges > 0;
    t.tasks = 0;
    let msg = super::objects::altar_msg(game, "among-us-talisman", phase).arg("charges", t.charges);
    state.objects.talisman.insert(player.to_string(), t);
    trace
        .add(Kind::Applied, rule, msg)
        .actor(player)
        .to(&[player]);
}

/// A whole task completed: a spent talisman counts it toward its recharge.
pub fn task_done(state: &mut State, trace: &mut Trace, player: &str) {
    if state.special(player) != Some(Special::Clerigo) {
        return;
    }
    let mut t = of(state, player);
    // "El talismán no se recargará si no se había descargado por completo previamente": a
    // task completed while it still has a charge does not count.
    if t.charges > 0 {
        return;
    }
    t.tasks = t.tasks.saturating_add(1);
    let msg = if t.tasks >= TASKS_TO_RECHARGE {
        t = Talisman::default();
        Msg::new("among-us-talisman-recharged").arg("charges", CHARGES)
    } else {
        Msg::new("among-us-talisman-toward").arg("left", TASKS_TO_RECHARGE - t.tasks)
    };
    state.objects.talisman.insert(player.to_string(), t);
    trace
        .add(Kind::Applied, "rule-among-us-talisman", msg)
        .actor(player)
        .to(&[player]);
}
