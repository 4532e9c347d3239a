//! "Si alguien no vota estando vivo no pasa nada, se le da un aviso. Sin embargo, la segunda vez
//! que no vote se le aplicará golpe de remo": the warning, when a substitute takes the slot
//! (docs/rulings/chechino.md, ruling 32). With `replace_keeps_warnings=yes` (the default) the
//! substitute takes the warning with the slot, is told whose it was, and a golpe de remo it
//! brings names it; with `no`, he starts without one.

use super::fate::Fate;
use super::state::{Inherited, Memory};
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::rename::Rename;
use crate::core::trace::Kind;

/// Does a substitute keep the slot's warning?
pub fn keeps_warnings(game: &Game) -> bool {
    game.option("replace_keeps_warnings") != Some("no")
}

/// The slot's warning at a replacement, before the names are renamed.
pub fn replace(memory: &mut Memory, r: Rename, keeps: bool) {
    let earlier = memory.inherited_warnings.remove(r.old);
    if !memory.warned.iter().any(|w| w == r.old) {
        return;
    }
    if keeps {
        let from = earlier.map_or_else(|| r.old.to_string(), |i| i.from);
        memory
            .inherited_warnings
            .insert(r.new.to_string(), Inherited { from, told: false });
    } else {
        memory.warned.retain(|w| w != r.old);
    }
}

/// Tells each substitute, once, the warning he took over with the slot.
pub fn tell_inherited(fate: &mut Fate) {
    for (holder, inherited) in fate.state.memory.inherited_warnings.iter_mut() {
        if inherited.told || !fate.game.is_alive(holder) {
            continue;
        }
        inherited.told = true;
        fate.trace
            .add(
                Kind::Info,
                "rule-chechino-remo",
                Msg::new("chechino-warning-inherited").arg("player", &inherited.from),
            )
            .target(holder)
            .to(&[holder]);
    }
}

/// The event recalling whose warning it was, if `player`'s warning came with the slot: the cause
/// of his golpe de remo.
pub fn inherited_cause(fate: &mut Fate, player: &str) -> Option<usize> {
    let inherited = fate.state.memory.inherited_warnings.remove(player)?;
    Some(
        fate.trace
            .add(
                Kind::Info,
                "rule-chechino-remo",
                Msg::new("chechino-remo-inherited")
                    .arg("player", player)
                    .arg("from", &inherited.from),
            )
            .target(player)
            .public()
            .id(),
    )
}
