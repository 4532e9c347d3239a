//! `usar`: the functions a walker may activate at a house of his route, with their arguments
//! (as `orders` reads them). A limited use is offered until the walker may know it spent: the
//! recruitment ("una vez por partida") is the chechinos' own; the pistol, the medkit, the suits
//! and the mirrors are gone only to their owners' knowledge.

use super::{EXAMPLE_MESSAGE, People};
use crate::core::forms::FormOrder;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::rules::chechino::casas::Function;
use crate::rules::chechino::nave;
use crate::rules::chechino::roles::Role;
use crate::rules::chechino::state::State;

/// The `usar` orders at `house`: its own function while its owner lives (the Laboratorio "estará
/// activo aunque el científico muera"), and from the Morgue the functions of dead owners'
/// houses.
pub fn uses(game: &Game, state: &State, people: &People, me: &str, house: &str) -> Vec<FormOrder> {
    let map = &state.map;
    let Some(function) = nave::function_of(map, house) else {
        return Vec::new();
    };
    let owner_alive = state.resident(house).is_some_and(|r| game.is_alive(r));
    if !function.passers_activate() || !(owner_alive || function.works_with_owner_dead()) {
        return Vec::new();
    }
    if function != Function::Morgue {
        let words = [house.to_string()];
        return function_orders(state, people, me, function, &words, house);
    }
    // "Cualquier jugador puede utilizar la morgue para activar desde ella la ubicación
    // perteneciente a un jugador muerto … las ubicaciones de uso limitado no podrán
    // reutilizarse si ya se gastaron".
    let mut orders = Vec::new();
    for ghost in nave::houses(map) {
        let dead_owner = state.resident(&ghost).is_some_and(|r| !game.is_alive(r));
        let Some(f) = nave::function_of(map, &ghost) else {
            continue;
        };
        if !dead_owner || !f.passers_activate() || f == Function::Morgue {
            continue;
        }
        // The Laboratorio works with its owner dead: it is offered at its own house.
        if f.works_with_owner_dead() {
            continue;
        }
        let words = [house.to_string(), ghost.clone()];
        for order in function_orders(state, people, me, f, &words, &ghost) {
            // The title and "cuyo dueño" agree with the dead owner, not the reader.
            let mut about = Msg::new("chechino-form-use-morgue")
                .arg("at", house)
                .arg("house", &ghost)
                .arg("function", f.key());
            if let Some(owner) = state.resident(&ghost) {
                about = about.arg("player", owner);
            }
            orders.push(FormOrder { about, ..order });
        }
    }
    orders
}

/// The `usar` orders of one function, at the house it works from (`words`: `A`, or `J X` from
/// the Morgue).
fn function_orders(
    state: &State,
    people: &People,
    me: &str,
    function: Function,
    words: &[String],
    house: &str,
) -> Vec<FormOrder> {
    let memory = &state.memory;
    let base = |key: &str| {
        let mut order = FormOrder::new("usar", Msg::new(key).arg("house", house));
        for w in words {
            order = order.word(w);
        }
        order
    };
    let living = || people.living.clone();
    match function {
        // "una pistola de un único disparo"; "un botiquín de un uso": offered while the
        // walker may not know it gone ("El soldado sabrá quién se llevó la pistola"): a form
        // that stopped offering it would tell every walker someone holds it (ruling 22).
        Function::Armeria => {
            vec![
                base("chechino-form-use-armeria")
                    .one_of(Msg::new("chechino-form-receiver"), living()),
            ]
        }
        Function::Enfermeria => {
            vec![
                base("chechino-form-use-enfermeria")
                    .one_of(Msg::new("chechino-form-receiver"), living()),
            ]
        }
        // "podrá leer y escribir un nombre en el libro de casamientos".
        Function::Capilla => vec![
            base("chechino-form-use-capilla").one_of(Msg::new("chechino-form-living"), living()),
        ],
        // "Cuando asesino o cómplice entren en el laboratorio podrán pedir al Master el listado
        // … y, una vez por partida, reclutar a uno de ellos".
        Function::Laboratorio if matches!(state.role(me), Role::Asesino | Role::Complice) => {
            let mut orders = vec![base("chechino-form-use-lab-list")];
            if !memory.recruited {
                let chechinos = [Role::Asesino, Role::Complice, Role::Reclutado];
                let others: Vec<String> = people
                    .living
                    .iter()
                    .filter(|p| !chechinos.contains(&state.role(p)))
                    .cloned()
                    .collect();
                if !others.is_empty() {
                    orders.push(
                        base("chechino-form-use-lab-recruit")
                            .word("reclutar")
                            .one_of(Msg::new("chechino-form-recruit"), others),
                    );
                }
            }
            orders
        }
        // "Se han echado a lavar dos trajes de camuflaje"; "Hay dos espejos": how many are
        // left is the owner's to know ("El mozo sabrá cuándo le roban los trajes").
        Function::Lavanderia => vec![base("chechino-form-use-lavanderia")],
        Function::Servicios => vec![
            base("chechino-form-use-servicios")
                .one_of(Msg::new("chechino-form-living"), living())
                .one_of(Msg::new("chechino-form-living"), living()),
        ],
        // "enviar a través del Master un MP anónimo al jugador vivo que él desee".
        Function::Radio => {
            let to: Vec<String> = people.living.iter().filter(|p| *p != me).cloned().collect();
            vec![
                base("chechino-form-use-radio")
                    .one_of(Msg::new("chechino-form-living"), to)
                    .text(Msg::new("chechino-form-words"), EXAMPLE_MESSAGE),
            ]
        }
        _ => Vec::new(),
    }
}
