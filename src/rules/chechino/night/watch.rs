//! "Insomne: … se quedará vigilando uno de los caminos que salen de su ubicación durante toda la
//! noche. Sabrá quién pasa por el camino y el sentido de su marcha, pero no sus intenciones."
//! "Los Insomnes podrán mirar por la ventana con independencia de que esa noche sean
//! asesinados." The camouflage suit hides its wearer (Lavandería); the Servicios' mirror shows
//! one player as another; the elevator "ni podrá ser vigilado por los insomnes" (its edges are
//! not paths).

use super::Night;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::orders::Order;

/// Whom an insomniac believes he sees: "cualquier insomne que observe a A creerá estar viendo
/// a B, y viceversa".
fn reflected(night: &Night, player: &str) -> String {
    for (a, b) in &night.mirrors {
        if a == player {
            return b.clone();
        }
        if b == player {
            return a.clone();
        }
    }
    player.to_string()
}

/// The Insomnes at their windows, taken before anyone acts: they watch even if murdered later.
pub fn windows(night: &Night) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for (insomne, pm) in night.sent() {
        if night.buried(insomne) {
            continue;
        }
        if let Some((home, other)) = pm.find(|o| match o {
            Order::Watch(a, b) => Some((a.clone(), b.clone())),
            _ => None,
        }) {
            out.push((insomne.clone(), home, other));
        }
    }
    out
}

pub fn insomnes(night: &mut Night, windows: Vec<(String, String, String)>) {
    let mut seen_all = Vec::new();
    for (insomne, home, other) in windows {
        let mut seen = Vec::new();
        for (walker, walk) in &night.walks {
            if *walker == insomne {
                continue;
            }
            for (step, pair) in walk.route.windows(2).enumerate() {
                let crosses =
                    (pair[0] == home && pair[1] == other) || (pair[0] == other && pair[1] == home);
                let hidden = night.suits.get(walker).is_some_and(|from| *from <= step);
                if crosses && !hidden {
                    seen.push((reflected(night, walker), pair[0].clone(), pair[1].clone()));
                }
            }
        }
        seen_all.push((insomne, home, other, seen));
    }
    for (insomne, home, other, seen) in seen_all {
        if seen.is_empty() {
            night
                .fate
                .trace
                .add(
                    Kind::Info,
                    "rule-chechino-insomne",
                    Msg::new("chechino-watch-nobody").arg("path", format!("{home}-{other}")),
                )
                .actor(&insomne)
                .to(&[&insomne]);
        }
        for (who, from, to) in seen {
            night
                .fate
                .trace
                .add(
                    Kind::Info,
                    "rule-chechino-insomne",
                    Msg::new("chechino-watch-saw")
                        .arg("player", &who)
                        .arg("from", from)
                        .arg("to", to),
                )
                .actor(&insomne)
                .target(&who)
                .to(&[&insomne]);
        }
    }
}
