//! "Enfermería (Médico): Existe un botiquín de un uso guardado en esta ubicación. Cualquiera que
//! pase por la armería [la enfermería] puede tomar prestado el botiquín y entregárselo al
//! jugador que desee antes de terminar su recorrido. El médico sabrá quién se llevó el botiquín
//! pero desconocerá el receptor final del mismo." Its protection is in `fate.rs`.

use super::tell_owner;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::night::Night;

pub fn borrow(night: &mut Night, actor: &str, house: &str, to: &str) {
    let memory = &mut night.fate.state.memory;
    if memory.medkit_taken {
        night
            .fate
            .trace
            .add(
                Kind::Failed,
                "rule-chechino-enfermeria",
                Msg::new("chechino-medkit-gone"),
            )
            .actor(actor)
            .to(&[actor]);
        return;
    }
    memory.medkit_taken = true;
    memory.medkit = Some(to.to_string());
    night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-enfermeria",
            Msg::new("chechino-medkit-received"),
        )
        .actor(actor)
        .target(to)
        .to(&[to]);
    tell_owner(
        night,
        house,
        "rule-chechino-enfermeria",
        Msg::new("chechino-medkit-taken-by").arg("player", actor),
    );
}
