//! "Cantina (Cocinero): … Dos veces por partida, el cocinero puede emborrachar al jugador que
//! desee y anular su voto durante el turno de día, incluso si ya paró los motores el mecánico.
//! La anulación del voto debe comunicarse por MP al Master antes de que termine el turno de
//! día." The cancelled player's ballots are void (`votes::Ballot::void`).

use crate::rules::chechino::orders::{Order, Pm};
use std::collections::BTreeMap;

pub const VOID: &str = "chechino-void-cantina-secret";

/// The players whose vote the Cocinero cancels today, at most the cancellations left.
pub fn drunk(pms: &BTreeMap<String, Pm>, cook: Option<&str>, left: u32) -> Vec<String> {
    let Some(pm) = cook.and_then(|c| pms.get(c)) else {
        return Vec::new();
    };
    let mut out: Vec<String> = Vec::new();
    for o in &pm.orders {
        if let Order::Drunk(p) = o
            && !out.contains(p)
            && (out.len() as u32) < left
        {
            out.push(p.clone());
        }
    }
    out
}
