//! A player's role PM: his role and what it does, his house and what its function lets its
//! owner do ("Cada casa está dotada de una función especial"), his partners, and, for a
//! substitute who takes a slot in the middle of the game, what the slot already knew.

use super::casas::Function;
use super::nave;
use super::roles::Role;
use super::state::State;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::trace::{Kind, Trace};

/// The uses left of a house function limited in uses, for its owner's help line.
fn uses_left(state: &State, function: Function) -> Option<u32> {
    let m = &state.memory;
    match function {
        // "Dos veces por partida, el cocinero puede emborrachar".
        Function::Cantina => Some(m.drinks),
        // "Dos veces por partida, el vigilante intercambiara los carteles".
        Function::CruceSombrio => Some(m.sign_swaps),
        // "Dos veces por partida el místico podrá enviar un mensaje".
        Function::Observatorio => Some(m.trances),
        // "Una vez por partida, el mecánico podrá … detener en secreto los motores".
        Function::Motores => Some(u32::from(!m.engines_stopped)),
        Function::Lavanderia => Some(m.suits),
        Function::Servicios => Some(m.mirrors),
        _ => None,
    }
}

/// The owner's help for his house: what he may order (the verb, its limits) and what he learns.
pub fn house_help(state: &State, player: &str) -> Option<(Msg, Msg)> {
    let house = state.house(player);
    let function = nave::function_of(&state.map, house)?;
    let lives = Msg::new("chechino-your-house")
        .arg("house", house)
        .arg("function", function.key())
        .arg("floor", nave::floor(&state.map, house).unwrap_or_default());
    let mut help = Msg::new(&format!("chechino-own-{}", function.id())).arg("house", house);
    if let Some(left) = uses_left(state, function) {
        help = help.arg("left", left);
    }
    Some((lives, help))
}

/// Who a player knows: "Los Chechinos juegan en equipo y pueden comunicarse entre sí"; the two
/// Pirómanos know each other. Each partner with his house.
fn partners(state: &State, player: &str) -> Vec<String> {
    let team: Vec<Role> = match state.role(player) {
        Role::Asesino | Role::Complice | Role::Reclutado => {
            vec![Role::Asesino, Role::Complice, Role::Reclutado]
        }
        Role::Piromano => vec![Role::Piromano],
        _ => return Vec::new(),
    };
    team.into_iter()
        .flat_map(|r| state.with_role(r))
        .filter(|x| x != player)
        .map(|x| format!("{x} ({})", state.house(&x)))
        .collect()
}

/// How a walker activates a house of his route (`usar`), function by function.
pub fn use_help(player: &str, trace: &mut Trace) {
    trace
        .add(
            Kind::Info,
            "rule-chechino-mapa",
            Msg::new("chechino-help-usar"),
        )
        .to(&[player]);
}

/// The role PM of `player`: role, what it does, house and its function, partners.
pub fn role_pm(state: &State, player: &str, trace: &mut Trace) {
    let role = state.role(player);
    trace
        .add(
            Kind::Info,
            "rule-chechino-setup",
            Msg::new("chechino-your-role").arg("role", role.key()),
        )
        .target(player)
        .to(&[player]);
    trace
        .add(
            Kind::Info,
            "rule-chechino-setup",
            Msg::new(&format!("chechino-help-{}", role.id())),
        )
        .to(&[player]);
    // "el Cómplice tendrá derecho a activar la función de una de las casas por donde pase".
    if matches!(role, Role::Asesino | Role::Complice | Role::Reclutado) {
        use_help(player, trace);
    }
    // "El voto de los vivos vale 2 puntos": every player votes by day, whatever his role.
    trace
        .add(
            Kind::Info,
            "rule-chechino-votes",
            Msg::new("chechino-help-vote"),
        )
        .to(&[player]);
    if let Some((lives, help)) = house_help(state, player) {
        trace
            .add(Kind::Info, "rule-chechino-mapa", lives)
            .to(&[player]);
        trace
            .add(Kind::Info, "rule-chechino-mapa", help)
            .to(&[player]);
    }
    let partners = partners(state, player);
    if !partners.is_empty() {
        trace
            .add(
                Kind::Info,
                "rule-chechino-setup",
                Msg::new("chechino-partners").arg("players", partners.join(", ")),
            )
            .to(&[player]);
    }
}

/// A substitute's role PM ("reemplazo"): whose slot he takes, the role PM of the slot as it
/// stands, and what the slot knew: the lover, the burial, the pistol or the medkit he holds, a
/// message he may answer. The warning for not voting is told by `remo::tell_inherited`.
pub fn substitute_pm(game: &Game, state: &State, old: &str, new: &str, trace: &mut Trace) {
    trace
        .add(
            Kind::Info,
            "rule-chechino-setup",
            Msg::new("chechino-substitute").arg("player", old),
        )
        .target(new)
        .to(&[new]);
    role_pm(state, new, trace);
    // Tonight's drawn ability goes with the slot ("Se sortearán cada noche").
    if let Some(ability) = state.abilities.get(new) {
        super::setup::announce_ability(new, *ability, trace);
    }
    let m = &state.memory;
    let mut tell = |key: &str, rule: &str, arg: Option<(&str, &str)>| {
        let mut msg = Msg::new(key);
        if let Some((k, v)) = arg {
            msg = msg.arg(k, v);
        }
        trace.add(Kind::Info, rule, msg).to(&[new]);
    };
    if let Some(lover) = state.lover_of(new) {
        tell(
            "chechino-in-love",
            "rule-chechino-capilla",
            Some(("player", lover)),
        );
    }
    if m.buried.as_ref().is_some_and(|b| b.victim == new) {
        tell("chechino-you-are-buried", "rule-chechino-complice", None);
    }
    // "En un primer turno las secuestra y las entierra …, en el segundo se queda descansando".
    if state.role(new) == Role::Complice
        && let Some(b) = &m.buried
    {
        tell(
            "chechino-your-buried-victim",
            "rule-chechino-complice",
            Some(("player", &b.victim)),
        );
    }
    if m.gun.as_deref() == Some(new) && game.is_alive(new) {
        tell("chechino-gun-held", "rule-chechino-armeria", None);
    }
    if m.medkit.as_deref() == Some(new) && game.is_alive(new) {
        tell("chechino-medkit-held", "rule-chechino-enfermeria", None);
    }
    if let Some(b) = m.bullets.filter(|_| state.role(new) == Role::Reclutado) {
        let b = b.to_string();
        tell(
            "chechino-bullets-left",
            "rule-chechino-reclutado",
            Some(("left", &b)),
        );
    }
    if m.answers.contains_key(new) {
        tell("chechino-may-answer", "rule-chechino-radio", None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::msg::{Catalog, Lang};

    #[test]
    fn no_use_left_reads_as_a_sentence_in_spanish_and_italian() {
        let es = Catalog::for_ruleset(Lang::Es, "chechino");
        let it = Catalog::for_ruleset(Lang::It, "chechino");
        for key in [
            "chechino-own-cantina",
            "chechino-own-cruce-sombrio",
            "chechino-own-observatorio",
        ] {
            let none = Msg::new(key).arg("left", 0).arg("house", "D");
            assert!(es.text(&none).contains("(ya no te queda ninguna)"), "{key}");
            assert!(
                it.text(&none).contains("(non te ne resta nessuna)"),
                "{key}"
            );
            let one = Msg::new(key).arg("left", 1).arg("house", "D");
            assert!(es.text(&one).contains("(te queda 1)"), "{key}");
            assert!(it.text(&one).contains("(te ne resta 1)"), "{key}");
        }
    }

    #[test]
    fn every_house_function_has_its_owners_help_in_every_language() {
        for lang in [Lang::Es, Lang::It, Lang::En] {
            let catalog = Catalog::for_ruleset(lang, "chechino");
            for f in Function::ALL {
                let key = format!("chechino-own-{}", f.id());
                assert!(catalog.has(&key), "{key} is missing in {}", lang.code());
            }
        }
    }
}
