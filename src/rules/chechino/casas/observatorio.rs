//! "Observatorio (Místico): … Dos veces por partida el místico podrá enviar un mensaje a
//! cualquier jugador muerto a través del Master. El receptor podrá contestar a través de otro MP
//! (Máximo 20 palabras por MP)." The message is relayed in the dead player's report, in any
//! phase.

use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::fate::Fate;
use crate::rules::chechino::orders::{Order, Pm};
use std::collections::BTreeMap;

pub fn trances(fate: &mut Fate, pms: &BTreeMap<String, Pm>) {
    for (mistico, pm) in pms {
        for o in &pm.orders {
            let Order::Message(to, text) = o else {
                continue;
            };
            if fate.state.memory.trances == 0 {
                continue;
            }
            fate.state.memory.trances -= 1;
            fate.trace
                .add(
                    Kind::Applied,
                    "rule-chechino-observatorio",
                    Msg::new("chechino-trance-message")
                        .arg("player", mistico)
                        .arg("text", text),
                )
                .actor(mistico)
                .target(to)
                .to(&[to]);
            // "El receptor podrá contestar a través de otro MP".
            fate.trace
                .add(
                    Kind::Info,
                    "rule-chechino-observatorio",
                    Msg::new("chechino-you-may-answer"),
                )
                .to(&[to]);
            fate.trace
                .add(
                    Kind::Applied,
                    "rule-chechino-observatorio",
                    Msg::new("chechino-trance-sent")
                        .arg("player", to)
                        .arg("text", text)
                        .arg("left", fate.state.memory.trances),
                )
                .actor(mistico)
                .target(to)
                .to(&[mistico]);
            fate.state
                .memory
                .answers
                .insert(to.clone(), mistico.clone());
        }
    }
}
