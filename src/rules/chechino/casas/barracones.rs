//! "Barracones (Vago): Cualquier jugador que recorra el mapa por la noche puede elegir acabar su
//! camino en el barracón en lugar de regresar a casa. De este modo, si alguien trata de
//! asesinarlo en su ubicación habitual, sobrevivirá. … Hay sitio para un único jugador en el
//! barracón, aparte del propio vago y un posible sonámbulo, por lo que se respetará el orden de
//! prioridades para decidir quién coge primero la cama. Obviamente, el vago conocerá la
//! identidad del jugador que allí se aloje." Who finds the bed taken sleeps at home
//! (docs/rulings/chechino.md).

use super::{Function, tell_owner};
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::nave;
use crate::rules::chechino::night::Night;
use crate::rules::chechino::roles::Role;

/// Called for each walker in priority order, once his deeds are done.
pub fn sleep(night: &mut Night, player: &str) {
    let Some(barracks) = nave::house_with(&night.fate.state.map, Function::Barracones) else {
        return;
    };
    let Some(walk) = night.walks.get(player) else {
        return;
    };
    let home = night.fate.state.house(player).to_string();
    if walk.sleeps != barracks || home == barracks {
        return;
    }
    // "sólo … mientras sus residentes estén vivos": a Vago dead tonight closes the barracks.
    if let Some(vago) = night.fate.state.resident(&barracks).map(str::to_string)
        && !night.fate.game.is_alive(&vago)
    {
        let death = night.death_of(&vago);
        let mut e = night
            .fate
            .trace
            .add(
                Kind::Failed,
                "rule-chechino-barracones",
                Msg::new("chechino-barracks-closed"),
            )
            .actor(player)
            .to(&[player]);
        if let Some(d) = death {
            e = e.cause(d);
        }
        e.id();
        if let Some(w) = night.walks.get_mut(player) {
            w.sleeps = home;
        }
        return;
    }
    // The Sonámbulo takes no bed, but "el vago conocerá la identidad del jugador que allí se
    // aloje".
    if night.fate.state.role(player) == Role::Sonambulo {
        vago_sees(night, &barracks, player);
        return;
    }
    if night.bed.is_some() {
        night
            .fate
            .trace
            .add(
                Kind::Failed,
                "rule-chechino-barracones",
                Msg::new("chechino-bed-taken"),
            )
            .actor(player)
            .to(&[player]);
        if let Some(w) = night.walks.get_mut(player) {
            w.sleeps = home;
        }
        return;
    }
    night.bed = Some(player.to_string());
    vago_sees(night, &barracks, player);
}

/// "Obviamente, el vago conocerá la identidad del jugador que allí se aloje": he knows because
/// he sleeps there. A kidnapped Vago is "enterrado en un lugar secreto … bloqueada desde el
/// mismo momento en que es capturada": he is not in his barracks and sees nobody.
fn vago_sees(night: &mut Night, barracks: &str, player: &str) {
    if night
        .fate
        .state
        .resident(barracks)
        .is_some_and(|vago| night.buried(vago))
    {
        return;
    }
    tell_owner(
        night,
        barracks,
        "rule-chechino-barracones",
        Msg::new("chechino-bed-guest").arg("player", player),
    );
}
