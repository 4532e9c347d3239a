//! "Servicios (Bedel): Hay dos espejos … Un jugador que pase por esta ubicación puede robar uno
//! de los espejos para reflejar las imágenes de dos jugadores a su elección durante esa noche.
//! Eso significa que cualquier insomne que observe a A creerá estar viendo a B, y viceversa."
//! The rulebook tells the Bedel nothing. Two mirrors: at most two swaps a night.

use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::night::Night;

pub fn steal(night: &mut Night, actor: &str, a: &str, b: &str) {
    if night.mirrors.len() >= 2 {
        night
            .fate
            .trace
            .add(
                Kind::Failed,
                "rule-chechino-servicios",
                Msg::new("chechino-mirrors-gone"),
            )
            .actor(actor)
            .to(&[actor]);
        return;
    }
    night.mirrors.push((a.to_string(), b.to_string()));
    night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-servicios",
            Msg::new("chechino-mirror-set").arg("a", a).arg("b", b),
        )
        .actor(actor)
        .target(a)
        .target(b)
        .to(&[actor]);
}
