//! "Laboratorio (Científico): … Cuando asesino o cómplice entren en el laboratorio podrán pedir
//! al Master el listado de todos los jugadores que hayan pasado por aquí y, una vez por partida,
//! reclutar a uno de ellos a su elección para que se una a su equipo. El laboratorio estará
//! activo aunque el científico muera, y éste, se encuentre vivo o no, sabrá en qué momento se ha
//! producido el reclutamiento pero no la identidad del reclutado."

use super::tell_owner;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::night::Night;
use crate::rules::chechino::roles::{Role, Team};

/// Every walker passing through is on the list.
pub fn visit(night: &mut Night, player: &str) {
    let visitors = &mut night.fate.state.memory.lab_visitors;
    if !visitors.iter().any(|v| v == player) {
        visitors.push(player.to_string());
    }
}

/// Asesino or Cómplice in the Laboratorio: the list of who passed here, and a recruitment if
/// asked.
pub fn enter(night: &mut Night, actor: &str, house: &str, recruit: Option<&str>) {
    let visitors = night.fate.state.memory.lab_visitors.clone();
    // "el listado de todos los jugadores que hayan pasado por aquí": names, by name. The order
    // they passed in is the walkers' priority and the nights they came, which the list does
    // not tell: the Sonámbulo walks before the Cómplice (review break5 F11, ruling 9).
    let mut others: Vec<&str> = visitors
        .iter()
        .map(String::as_str)
        .filter(|v| *v != actor)
        .collect();
    others.sort_by_cached_key(|v| (crate::core::names::fold(v), v.to_string()));
    night
        .fate
        .trace
        .add(
            Kind::Info,
            "rule-chechino-laboratorio",
            Msg::new("chechino-lab-list").arg(
                "players",
                if others.is_empty() {
                    "-".to_string()
                } else {
                    others.join(", ")
                },
            ),
        )
        .actor(actor)
        .to(&[actor]);
    if let Some(recruit) = recruit {
        recruit_one(night, actor, house, recruit, &others);
    }
}

/// Why `recruit` cannot be recruited, if he cannot. "reclutar a uno de ellos a su elección":
/// any living one of "el pueblecillo inocente, compuesto por un sonámbulo y un rebaño de
/// chustapueblerinos" who passed here joins (ruling 9); a refusal for the Sonámbulo would
/// tell the killers his role.
fn refusal(night: &Night, recruit: &str, visitors: &[&str]) -> Option<&'static str> {
    if night.fate.state.memory.recruited {
        Some("chechino-recruit-spent")
    } else if !visitors.contains(&recruit) {
        Some("chechino-recruit-not-visitor")
    } else if night.fate.state.role(recruit).team() != Team::Pueblo
        || !night.fate.game.is_alive(recruit)
    {
        Some("chechino-recruit-refused")
    } else {
        None
    }
}

/// "una vez por partida, reclutar a uno de ellos a su elección para que se una a su equipo";
/// the Científico "sabrá en qué momento se ha producido el reclutamiento pero no la identidad
/// del reclutado".
fn recruit_one(night: &mut Night, actor: &str, house: &str, recruit: &str, visitors: &[&str]) {
    if let Some(why) = refusal(night, recruit, visitors) {
        night
            .fate
            .trace
            .add(
                Kind::Failed,
                "rule-chechino-laboratorio",
                Msg::new(why).arg("player", recruit),
            )
            .actor(actor)
            .target(recruit)
            .to(&[actor]);
        return;
    }
    night.fate.state.memory.recruited = true;
    night
        .fate
        .state
        .roles
        .insert(recruit.to_string(), Role::Reclutado);
    night.fate.state.abilities.remove(recruit);
    // "Los Chechinos juegan en equipo y pueden comunicarse entre sí": the team is its living
    // members. A dead Cómplice "puede decir lo que le plazca" in the thread: he is not told
    // who was recruited (review L4), and the recruit is not told of him.
    let team: Vec<String> = [Role::Asesino, Role::Complice, Role::Reclutado]
        .into_iter()
        .flat_map(|r| night.fate.living(r))
        .collect();
    let to: Vec<&str> = team.iter().map(String::as_str).collect();
    night
        .fate
        .trace
        .add(
            Kind::Applied,
            "rule-chechino-laboratorio",
            Msg::new("chechino-recruited")
                .arg("player", recruit)
                .arg("players", team.join(", ")),
        )
        .actor(actor)
        .target(recruit)
        .to(&to);
    tell_owner(
        night,
        house,
        "rule-chechino-laboratorio",
        Msg::new("chechino-lab-recruitment"),
    );
}
