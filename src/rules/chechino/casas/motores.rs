//! "Motores (Mecánico): Una vez por partida, el mecánico podrá enviar un MP al Master para
//! detener en secreto los motores de la nave durante el turno de día. Desde ese momento la
//! votación quedará congelada, de modo que sólo se tendrán en cuenta los votos que se hubieran
//! emitido antes del parón." The moment is the PM's `sent:` time (`VoteRules::frozen_at`); a
//! `parar` without one is refused at check (`orders.rs`), so the use is never spent on
//! nothing.

use crate::rules::chechino::orders::{Order, Pm};
use std::collections::BTreeMap;

/// `Some(time)` when the Mecánico stops the engines today (`None` inside: no time given).
pub fn stopped(pms: &BTreeMap<String, Pm>, mechanic: Option<&str>) -> Option<Option<i64>> {
    let pm = pms.get(mechanic?)?;
    pm.orders.contains(&Order::Stop).then(|| pm.at())
}
