//! "Enfermería (Médico): Existe un botiquín de un uso guardado en esta ubicación. Cualquiera que
//! pase por la armería [la enfermería] puede tomar prestado el botiquín y entregárselo al
//! jugador que desee antes de terminar su recorrido. El médico sabrá quién se llevó el botiquín
//! pero desconocerá el receptor final del mismo." Its protection is in `fate.rs`.

use super::{Loan, lend};
use crate::rules::chechino::night::Night;

const LOAN: Loan = Loan {
    rule: "rule-chechino-enfermeria",
    gone: "chechino-medkit-gone",
    received: "chechino-medkit-received",
    taken_by: "chechino-medkit-taken-by",
    not_handed: "chechino-medkit-not-handed",
    slot: |m| (&mut m.medkit_taken, &mut m.medkit),
};

pub fn borrow(night: &mut Night, actor: &str, house: &str, to: &str) {
    lend(night, &LOAN, actor, house, to);
}
