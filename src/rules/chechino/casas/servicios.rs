//! "Servicios (Bedel): Hay dos espejos … Un jugador que pase por esta ubicación puede robar uno
//! de los espejos para reflejar las imágenes de dos jugadores a su elección durante esa noche.
//! Eso significa que cualquier insomne que observe a A creerá estar viendo a B, y viceversa."
//! The rulebook tells the Bedel nothing. Two mirrors: a stolen one is gone, two in the whole
//! game like the Lavandería's suits; with the option `mirrors=night`, two every night.

use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::night::Night;

/// Does the option read the mirrors as back every night?
pub fn nightly(game: &Game) -> bool {
    game.option("mirrors") == Some("night")
}

pub fn steal(night: &mut Night, actor: &str, a: &str, b: &str) {
    let nightly = nightly(night.fate.game);
    let gone = if nightly {
        night.mirrors.len() >= 2
    } else {
        night.fate.state.memory.mirrors == 0
    };
    if gone {
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
    if !nightly {
        night.fate.state.memory.mirrors -= 1;
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
