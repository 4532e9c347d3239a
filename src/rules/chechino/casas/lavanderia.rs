//! "Lavandería (Mozo): Se han echado a lavar dos trajes de camuflaje. Un jugador que pase por
//! aquí puede coger uno de los trajes y llevarlo puesto durante el resto de su ruta. Vestir dicho
//! traje lo hará indetectable para los insomnes. El mozo sabrá cuándo le roban los trajes, pero
//! no quién."

use super::tell_owner;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::night::Night;

/// Puts on a suit at step `step` of the route.
pub fn take(night: &mut Night, actor: &str, house: &str, step: usize) {
    if night.fate.state.memory.suits == 0 {
        night
            .fate
            .trace
            .add(
                Kind::Failed,
                "rule-chechino-lavanderia",
                Msg::new("chechino-suits-gone"),
            )
            .actor(actor)
            .to(&[actor]);
        return;
    }
    night.fate.state.memory.suits -= 1;
    night.suits.insert(actor.to_string(), step);
    night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-lavanderia",
            Msg::new("chechino-suit-on"),
        )
        .actor(actor)
        .to(&[actor]);
    tell_owner(
        night,
        house,
        "rule-chechino-lavanderia",
        Msg::new("chechino-suit-stolen").arg("left", night.fate.state.memory.suits),
    );
}
