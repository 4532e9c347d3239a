//! The Sonámbulo and whoever kills in the Asesino's place: "si en alguno de sus recorridos se
//! encuentra con el Asesino antes de que mate, éste se cobrará tanto la vida del sonámbulo como
//! la de la de la víctima original. … Al producirse en la calle, quedará la marca de sangre
//! donde fue asesinado el Sonámbulo, y además el Asesino dejará un rastro de huellas hasta la
//! casa de su víctima inicial."

use super::Night;
use super::walk::{Walk, meeting};
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::fate::Cause;
use crate::rules::chechino::roles::Role;
use crate::rules::chechino::state::Street;
use std::ops::ControlFlow;

/// The Sonámbulo's cases on the killer's way to `house` (`reached` at that step of his walk, if
/// he reaches it): the event the killer's empty-handed night is caused by, if any, or `Break`
/// when the killer's night ends at a wall after the street kill.
pub fn sonambulo(
    night: &mut Night,
    killer: &str,
    walk: &Walk,
    house: &str,
    reached: Option<usize>,
) -> ControlFlow<(), Option<usize>> {
    let Some(s) = sleepwalker(night, killer) else {
        return ControlFlow::Continue(None);
    };
    let their = night.walks[&s].route.clone();
    match meeting(&walk.route, &their) {
        // "si en alguno de sus recorridos se encuentra con el Asesino antes de que mate, éste
        // se cobrará tanto la vida del sonámbulo como la de la de la víctima original."
        Some((step, place)) if reached.is_none_or(|k| step < k) => {
            met_in_the_street(night, killer, &s, walk, (step, &place), house, reached)
        }
        // "Si el Asesino y el Sonámbulo no se encuentran pero da la casualidad de que ambos
        // visitan a la misma persona, el Asesino matará a ambos en la casa de la víctima
        // inicial."
        _ if reached.is_some() && their.iter().skip(1).any(|p| p == house) => {
            let id = night
                .fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-chechino-sonambulo",
                    Msg::new("chechino-sleepwalker-in-the-house")
                        .arg("player", &s)
                        .arg("house", house),
                )
                .actor(killer)
                .target(&s)
                .id();
            night.fate.kill_at(&s, Cause::Asesinato, Some(id), house);
            ControlFlow::Continue(Some(id))
        }
        _ => ControlFlow::Continue(None),
    }
}

/// The killer meets the Sonámbulo `s` at `met` (the step, and the house or the path) before
/// the kill.
fn met_in_the_street(
    night: &mut Night,
    killer: &str,
    s: &str,
    walk: &Walk,
    (step, place): (usize, &str),
    house: &str,
    reached: Option<usize>,
) -> ControlFlow<(), Option<usize>> {
    let attack = night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-sonambulo",
            Msg::new("chechino-street-attack")
                .arg("player", s)
                .arg("place", place),
        )
        .actor(killer)
        .target(s)
        .id();
    // "El botiquín protege contra asesinatos": a sleepwalker saved leaves no blood, and the
    // Asesino walks on.
    if !night.fate.kill(s, Cause::Calle, Some(attack)) {
        night
            .fate
            .trace
            .add(
                Kind::Failed,
                "rule-chechino-sonambulo",
                Msg::new("chechino-street-attack-survived").arg("player", s),
            )
            .actor(killer)
            .target(s)
            .cause(attack)
            .to(&[killer]);
        return ControlFlow::Continue(None);
    }
    let blood = blood(night, killer, s, place, attack);
    let prints = footprints(night, killer, walk, (step, place), reached, house, blood);
    let Some(k) = reached else {
        return ControlFlow::Break(());
    };
    // "se quedará en casa de ésta limpiándose la sangre": his route ends there.
    if let Some(w) = night.walks.get_mut(killer) {
        w.cut_at(k, prints);
    }
    ControlFlow::Continue(Some(prints))
}

/// "quedará la marca de sangre donde fue asesinado el Sonámbulo", in public; the killer is
/// told he met someone ("Esta muerte será especial, pues el Asesino no la tendrá prevista").
/// Returns the blood's event.
fn blood(night: &mut Night, killer: &str, s: &str, place: &str, attack: usize) -> usize {
    let blood = night
        .fate
        .trace
        .add(
            Kind::Info,
            "rule-chechino-sonambulo",
            Msg::new("chechino-blood").arg("place", place),
        )
        .actor(killer)
        .target(s)
        .cause(attack)
        .public()
        .id();
    night
        .fate
        .trace
        .add(
            Kind::Info,
            "rule-chechino-sonambulo",
            Msg::new("chechino-met-someone").arg("player", s),
        )
        .cause(attack)
        .to(&[killer]);
    blood
}

/// "quedará la marca de sangre donde fue asesinado el Sonámbulo, y además el Asesino dejará un
/// rastro de huellas hasta la casa de su víctima inicial": the footprints from where they met
/// (`met`: the step and the place of the blood) to the victim's house, told after the blood;
/// both are kept for the master's map (plano.rs). Returns the footprints' event.
fn footprints(
    night: &mut Night,
    killer: &str,
    walk: &Walk,
    (step, place): (usize, &str),
    reached: Option<usize>,
    house: &str,
    blood: usize,
) -> usize {
    let end = match reached {
        Some(_) => house.to_string(),
        // "Puede darse la casualidad de que tras matar al Sonámbulo, el Asesino se tope con una
        // obstrucción. En ese caso, las huellas irán tan sólo hasta la obstrucción, y la
        // víctima original del Asesino se salvará."
        None => walk.route.last().cloned().unwrap_or_default(),
    };
    let last = walk.route.len() - 1;
    let from = step.min(last);
    let steps = &walk.route[from..=reached.unwrap_or(last).max(from)];
    let prints = night
        .fate
        .trace
        .add(
            Kind::Info,
            "rule-chechino-sonambulo",
            Msg::new(if reached.is_some() {
                "chechino-footprints"
            } else {
                "chechino-footprints-wall"
            })
            .arg("route", steps.join("-"))
            .arg("place", &end),
        )
        .actor(killer)
        .cause(blood)
        .public()
        .id();
    night.fate.state.memory.street = Some(Street {
        night: night.n,
        blood: place.to_string(),
        footprints: steps.to_vec(),
    });
    prints
}

/// The living Sonámbulo who walked tonight.
fn sleepwalker(night: &Night, killer: &str) -> Option<String> {
    night
        .fate
        .state
        .with_role(Role::Sonambulo)
        .into_iter()
        .find(|s| s != killer && night.fate.game.is_alive(s) && night.walks.contains_key(s))
}
