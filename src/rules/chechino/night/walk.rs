//! Routes as walked: "En el caso de que cualquier jugador se encuentre con uno de los muros del
//! obstructor, acabará allí su recorrido. El obstructor sabrá cuantas personas chocan en cada
//! muro, pero no sus identidades. Los obstruidos sabrán que lo fueron, pero no en qué punto."

use super::{Night, Wall};
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::casas::Function;
use crate::rules::chechino::nave::ELEVATOR;
use crate::rules::chechino::orders::{Order, elevator_runs, owner, walker};

/// One walker's route tonight. Step 0 is where he starts; one step per move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walk {
    /// The route he sent.
    pub planned: Vec<String>,
    /// The route he walked: the planned one, cut at the first wall.
    pub route: Vec<String>,
    /// The wall he hit (index into `Night::walls`).
    pub wall: Option<usize>,
    /// The event that cut his route otherwise (a kidnap, the Sonámbulo's blood).
    pub cut: Option<usize>,
    /// Where he spends the night.
    pub sleeps: String,
}

impl Walk {
    /// The first step (after leaving) at which he reaches `house`.
    pub fn step_of(&self, house: &str) -> Option<usize> {
        self.route
            .iter()
            .skip(1)
            .position(|p| p == house)
            .map(|i| i + 1)
    }

    /// He stops at `step` of his route and sleeps there, because of `event`.
    pub fn cut_at(&mut self, step: usize, event: usize) {
        self.route.truncate(step + 1);
        self.sleeps = self.route.last().cloned().unwrap_or_default();
        self.cut = Some(event);
    }

    /// He stays at home: buried, or dead before he walks.
    pub fn cancel(&mut self, home: &str) {
        self.route = vec![home.to_string()];
        self.sleeps = home.to_string();
    }
}

/// "Los Obstructores son los primeros en poner sus muros." In sending order.
pub fn walls(night: &mut Night) {
    night.fate.state.memory.walls.clear();
    for (player, pm) in night.sent() {
        if night.buried(player) {
            continue;
        }
        for o in &pm.orders {
            if let Order::Wall(paths) = o {
                for (a, b) in paths {
                    night.fate.state.memory.walls.push(format!("{a}-{b}"));
                    let event = night
                        .fate
                        .trace
                        .add(
                            Kind::Applied,
                            "rule-chechino-obstructor",
                            Msg::new("chechino-wall-up").arg("path", format!("{a}-{b}")),
                        )
                        .actor(player)
                        .id();
                    night.walls.push(Wall {
                        by: player.clone(),
                        a: a.clone(),
                        b: b.clone(),
                        hits: Vec::new(),
                        event,
                    });
                }
            }
        }
    }
}

/// Every walker's route, cut where it meets a wall, or where it takes the elevator once its
/// Operador died earlier tonight ("sólo podrán ser activadas mientras sus residentes estén
/// vivos"; the route was checked while he lived).
pub fn walks(night: &mut Night) {
    let state = &*night.fate.state;
    let stopped_lift = (!elevator_runs(night.fate.game, state))
        .then(|| owner(state, Function::Ascensor))
        .flatten();
    for (player, pm) in night.sent() {
        if walker(night.fate.state, player).is_none() {
            continue;
        }
        let Some(planned) = pm.route() else { continue };
        let mut route = vec![planned[0].clone()];
        let mut wall = None;
        let mut cut = None;
        for step in planned.windows(2) {
            if let Some(i) = night
                .walls
                .iter()
                .position(|w| w.blocks(&step[0], &step[1]))
            {
                night.walls[i].hits.push(player.clone());
                wall = Some(i);
                // "Los obstruidos sabrán que lo fueron, pero no en qué punto": told first, before
                // what the cut route then failed to do.
                let (by, event) = (night.walls[i].by.clone(), night.walls[i].event);
                night
                    .fate
                    .trace
                    .add(
                        Kind::Blocked,
                        "rule-chechino-obstructor",
                        Msg::new("chechino-obstructed"),
                    )
                    .actor(&by)
                    .target(player)
                    .cause(event)
                    .to(&[player]);
                break;
            }
            let lift = night
                .fate
                .state
                .map
                .edge_between(&step[0], &step[1])
                .is_some_and(|e| e.kind == ELEVATOR);
            if lift && let Some(operator) = &stopped_lift {
                let death = night.death_of(operator);
                let mut e = night
                    .fate
                    .trace
                    .add(
                        Kind::Failed,
                        "rule-chechino-owner-alive",
                        Msg::new("chechino-elevator-stopped").arg("place", &step[0]),
                    )
                    .actor(player)
                    .to(&[player]);
                if let Some(d) = death {
                    e = e.cause(d);
                }
                cut = Some(e.id());
                break;
            }
            route.push(step[1].clone());
        }
        let sleeps = route.last().cloned().unwrap_or_default();
        night.walks.insert(
            player.clone(),
            Walk {
                planned: planned.clone(),
                route,
                wall,
                cut,
                sleeps,
            },
        );
    }
}

/// What the Obstructor learns: how many each wall stopped (the obstructed are told in `walks`).
pub fn wall_reports(night: &mut Night) {
    let walls = night.walls.clone();
    for w in &walls {
        night
            .fate
            .trace
            .add(
                Kind::Info,
                "rule-chechino-obstructor",
                Msg::new("chechino-wall-hits")
                    .arg("path", format!("{}-{}", w.a, w.b))
                    .arg("count", w.hits.len()),
            )
            .actor(&w.by)
            .to(&[&w.by]);
    }
}

/// Where and when two walkers meet: the same place at the same step, or the same path crossed
/// in opposite directions between two steps (docs/rulings/chechino.md). Only while both walk.
pub fn meeting(a: &[String], b: &[String]) -> Option<(usize, String)> {
    let steps = a.len().min(b.len());
    for t in 1..steps {
        if a[t] == b[t] {
            return Some((t, a[t].clone()));
        }
        if a[t - 1] == b[t] && a[t] == b[t - 1] {
            return Some((t, format!("{}-{}", a[t - 1], a[t])));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(text: &str) -> Vec<String> {
        text.split('-').map(str::to_string).collect()
    }

    #[test]
    fn meeting_at_a_house_or_on_a_path() {
        assert_eq!(meeting(&r("A-E-F"), &r("H-F-E")), Some((2, "E-F".into())));
        assert_eq!(meeting(&r("A-E-F"), &r("G-H-F")), Some((2, "F".into())));
        assert_eq!(
            meeting(&r("A-E-F"), &r("D-F")),
            None,
            "F at different steps"
        );
        assert_eq!(meeting(&r("A-E"), &r("E-A")), Some((1, "A-E".into())));
    }
}
