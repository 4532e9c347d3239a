//! "Ascensor (Operador): Cualquier jugador puede usar el ascensor para desplazarse rápidamente
//! entre las plantas de la nave de un solo salto y sin consumir acción para activarlo. Nadie
//! sabrá quién usa el ascensor, ni podrá ser vigilado por los insomnes, pero el operador sí
//! conocerá en qué parada entraron y se bajaron sus ocupantes." A ride is a run of `elevator`
//! edges on a route; the route check allows them only while the Operador lives.

use super::{Function, tell_owner_later};
use crate::core::msg::Msg;
use crate::rules::chechino::nave::{self, ELEVATOR};
use crate::rules::chechino::night::{Night, Walk};

pub fn rides(night: &mut Night, walk: &Walk) {
    let map = &night.fate.state.map;
    let mut rides = Vec::new();
    let mut entered: Option<String> = None;
    for pair in walk.route.windows(2) {
        let lift = map
            .edge_between(&pair[0], &pair[1])
            .is_some_and(|e| e.kind == ELEVATOR);
        match (lift, &entered) {
            (true, None) => entered = Some(pair[0].clone()),
            (false, Some(from)) => {
                rides.push((from.clone(), pair[0].clone()));
                entered = None;
            }
            _ => {}
        }
    }
    if let Some(from) = entered {
        rides.push((from, walk.route.last().cloned().unwrap_or_default()));
    }
    let Some(house) = nave::house_with(map, Function::Ascensor) else {
        return;
    };
    for (from, to) in rides {
        tell_owner_later(
            night,
            &house,
            "rule-chechino-ascensor",
            Msg::new("chechino-elevator-ride")
                .arg("from", from)
                .arg("to", to),
        );
    }
}
