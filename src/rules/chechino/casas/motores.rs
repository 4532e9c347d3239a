//! "Motores (Mecánico): Una vez por partida, el mecánico podrá enviar un MP al Master para
//! detener en secreto los motores de la nave durante el turno de día. Desde ese momento la
//! votación quedará congelada, de modo que sólo se tendrán en cuenta los votos que se hubieran
//! emitido antes del parón." The moment is the PM's `sent:` time (`VoteRules::frozen_at`); a
//! `parar` without one is refused at check (`orders.rs`), so the use is never spent on
//! nothing. In the Mecánico's own PM, a vote written before `parar` was cast before the stop
//! and counts; one written after it is frozen. He is told which votes the stop froze. A vote he
//! sent in an earlier PM of the same day was cast at that PM's time, before the stop, and
//! counts; each order keeps the time of the PM it came in (`Pm::times`).

use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::core::votes::{Choice, Discard, Tally};
use crate::rules::chechino::fate::Fate;
use crate::rules::chechino::orders::{Order, Pm};
use std::collections::BTreeMap;

/// `Some(time)` when the Mecánico stops the engines today (`None` inside: no time given).
pub fn stopped(pms: &BTreeMap<String, Pm>, mechanic: Option<&str>) -> Option<Option<i64>> {
    let pm = pms.get(mechanic?)?;
    let stop = pm.orders.iter().position(|o| *o == Order::Stop)?;
    Some(pm.at(stop))
}

/// Is the order at `index` of this PM written before its `parar`?
pub fn written_before_stop(pm: &Pm, index: usize) -> bool {
    pm.orders
        .iter()
        .position(|o| *o == Order::Stop)
        .is_some_and(|stop| index < stop)
}

/// When a ballot was cast: at its PM's time, or, written before the stop in the Mecánico's PM,
/// the instant before it ("los votos que se hubieran emitido antes del parón").
pub fn cast_at(sent: Option<i64>, before_stop: bool) -> Option<i64> {
    match sent {
        Some(t) if before_stop => Some(t - 1),
        t => t,
    }
}

/// The Mecánico learns which votes his stop froze (voter and vote), or that none came after.
pub fn tell_frozen(fate: &mut Fate, mechanic: Option<&str>, tally: &Tally) {
    let Some(mechanic) = mechanic else { return };
    let frozen: Vec<String> = tally
        .discarded()
        .iter()
        .filter(|(_, why)| matches!(why, Discard::Frozen))
        .map(|(b, _)| match &b.choice {
            Choice::Player(p) => format!("{} ({p})", b.voter),
            _ => b.voter.clone(),
        })
        .collect();
    let msg = if frozen.is_empty() {
        Msg::new("chechino-engines-froze-none")
    } else {
        Msg::new("chechino-engines-froze").arg("votes", frozen.join(", "))
    };
    fate.trace
        .add(Kind::Info, "rule-chechino-motores", msg)
        .target(mechanic)
        .to(&[mechanic]);
}
