//! "Armería (Soldado): Existe una pistola de un único disparo guardada en esta ubicación.
//! Cualquiera que pase por la armería puede tomar prestada la pistola y entregársela al jugador
//! que desee antes de terminar su recorrido. El soldado sabrá quién se llevó la pistola pero
//! desconocerá el receptor final de la misma." The shot itself is the day's (`day.rs`).

use super::tell_owner;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::night::Night;

pub fn borrow(night: &mut Night, actor: &str, house: &str, to: &str) {
    let memory = &mut night.fate.state.memory;
    if memory.gun_taken {
        night
            .fate
            .trace
            .add(
                Kind::Failed,
                "rule-chechino-armeria",
                Msg::new("chechino-gun-gone"),
            )
            .actor(actor)
            .to(&[actor]);
        return;
    }
    memory.gun_taken = true;
    memory.gun = Some(to.to_string());
    night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-armeria",
            Msg::new("chechino-gun-received"),
        )
        .actor(actor)
        .target(to)
        .to(&[to]);
    tell_owner(
        night,
        house,
        "rule-chechino-armeria",
        Msg::new("chechino-gun-taken-by").arg("player", actor),
    );
}
