//! "Sala de control (Navegante): … Cuando una planta se encuentre a sólo una marca de explotar
//! bajo el ataque de los pirómanos, las alarmas saltarán y la información se hará pública para
//! el resto de jugadores. Lo que no sé sabrá es qué planta es la que corre peligro." Only while
//! the Navegante lives.

use super::Function;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::nave;
use crate::rules::chechino::night::Night;

pub fn alarm(night: &mut Night) {
    let map = &night.fate.state.map;
    let Some(house) = nave::house_with(map, Function::SalaDeControl) else {
        return;
    };
    let works = night
        .fate
        .state
        .resident(&house)
        .is_some_and(|r| night.fate.game.is_alive(r));
    if !works {
        return;
    }
    let floors = nave::floors(map);
    let exploded = night.fate.state.memory.exploded.clone();
    let danger = floors.into_iter().any(|f| {
        let (unmarked, victims) = crate::rules::chechino::night::unmarked(night, f);
        !exploded.contains(&f) && victims && unmarked.len() == 1
    });
    if danger {
        night
            .fate
            .trace
            .add(
                Kind::Info,
                "rule-chechino-sala-de-control",
                Msg::new("chechino-alarm"),
            )
            .public();
    }
}
