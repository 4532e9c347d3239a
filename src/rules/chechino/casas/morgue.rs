//! "Morgue (Enterrador): Cualquier jugador puede utilizar la morgue para activar desde ella la
//! ubicación perteneciente a un jugador muerto. La Morgue puede usarse cuantas veces se desee
//! mientras el enterrador siga vivo, pero las ubicaciones de uso limitado no podrán
//! reutilizarse si ya se gastaron". The spent uses live in the ship's memory, so a ghost
//! Armería whose pistol is gone stays empty; the ghost house's owner is told as if alive
//! (`casas::tell_owner`).

use super::Function;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::nave;
use crate::rules::chechino::night::Night;

/// Whether the Morgue at `at` works tonight: its Enterrador lives.
pub fn open(night: &mut Night, actor: &str, at: &str) -> bool {
    let is_morgue = nave::function_of(&night.fate.state.map, at) == Some(Function::Morgue);
    let alive = night
        .fate
        .state
        .resident(at)
        .is_some_and(|r| night.fate.game.is_alive(r));
    if is_morgue && alive {
        return true;
    }
    // The Enterrador's death tonight (the master's modkill too) is why it is closed.
    let death = night
        .fate
        .state
        .resident(at)
        .map(str::to_string)
        .and_then(|r| night.death_of(&r));
    let mut e = night
        .fate
        .trace
        .add(
            Kind::Failed,
            "rule-chechino-morgue",
            Msg::new("chechino-morgue-closed"),
        )
        .actor(actor)
        .to(&[actor]);
    if let Some(d) = death {
        e = e.cause(d);
    }
    e.id();
    false
}
