//! "Cruce sombrío (Vigilante): … Dos veces por partida, el vigilante intercambiara los carteles
//! informativos de 2 ubicaciones para trolear a sus compañeros. Eso significa que si asesino o
//! cómplice visitan la casa de A, encontrarán en ella a B (incluso sí B es obstructor, pirómano
//! o fue a dormir al barracón). Si el pirómano marca esa noche la casa de B, realmente habrá
//! marcado la de A. Fuera de esto, cualquier acción que realicen A y B se tratará como si
//! permanecieran en su ubicación habitual". Only the Vigilante swaps, for one night
//! (docs/rulings/chechino.md); the swapped signs are read in `Night::sign`.

use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::night::Night;
use crate::rules::chechino::orders::Order;

pub fn swaps(night: &mut Night) {
    for (player, pm) in night.sent() {
        if night.buried(player) {
            continue;
        }
        for o in &pm.orders {
            if let Order::Swap(a, b) = o {
                if night.fate.state.memory.sign_swaps == 0 {
                    continue;
                }
                night.fate.state.memory.sign_swaps -= 1;
                let event = night
                    .fate
                    .trace
                    .add(
                        Kind::Applied,
                        "rule-chechino-cruce-sombrio",
                        Msg::new("chechino-signs-swapped")
                            .arg("a", a)
                            .arg("b", b)
                            .arg("left", night.fate.state.memory.sign_swaps),
                    )
                    .actor(player)
                    .to(&[player])
                    .id();
                night.signs.push((a.clone(), b.clone(), event));
            }
        }
    }
}
