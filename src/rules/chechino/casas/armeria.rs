//! "Armería (Soldado): Existe una pistola de un único disparo guardada en esta ubicación.
//! Cualquiera que pase por la armería puede tomar prestada la pistola y entregársela al jugador
//! que desee antes de terminar su recorrido. El soldado sabrá quién se llevó la pistola pero
//! desconocerá el receptor final de la misma." The shot itself is the day's (`day.rs`).

use super::{Loan, lend};
use crate::rules::chechino::night::Night;

const LOAN: Loan = Loan {
    rule: "rule-chechino-armeria",
    gone: "chechino-gun-gone",
    received: "chechino-gun-received",
    taken_by: "chechino-gun-taken-by",
    not_handed: "chechino-gun-not-handed",
    slot: |m| (&mut m.gun_taken, &mut m.gun),
};

pub fn borrow(night: &mut Night, actor: &str, house: &str, to: &str) {
    lend(night, &LOAN, actor, house, to);
}
