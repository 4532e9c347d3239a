//! The orders of one PM that must fit together.

use super::{Order, Pm, Reader};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use crate::rules::chechino::state::{Memory, State};
use std::collections::BTreeMap;

impl Reader<'_> {
    /// Checks that the orders of a player's PMs fit together: one route, its targets on it,
    /// one activation, one victim. Each error underlines the order's line, in its own PM.
    pub(super) fn whole(&self, files: &[OrderFile], pm: &Pm) -> Vec<Problem> {
        let mut problems = Vec::new();
        let file_of = |i: usize| pm.times.get(i).and_then(|t| files.get(t.2));
        let at = |i: usize, msg: Msg| {
            let span = pm.lines.get(i).cloned().unwrap_or(0..0);
            match file_of(i) {
                Some(file) => Problem::new(msg).at(&file.path, &file.source, span),
                None => Problem::new(msg),
            }
        };
        let route = pm.route().or(pm.written_route.as_ref());
        let on_route = |house: &str| route.is_some_and(|r| r.iter().skip(1).any(|p| p == house));
        let mut counts = Counts::default();
        let mut once: BTreeMap<&'static str, u32> = BTreeMap::new();
        let mut voted_in: Vec<usize> = Vec::new();
        for (i, o) in pm.orders.iter().enumerate() {
            // A later PM's vote is a change of vote, counted in time like the thread's; two
            // votes in one PM, with no word of correction between them, were sent at one
            // moment: which one the player means is his to say (review heldout5).
            if let (Order::Vote(_), Some(file)) = (o, pm.times.get(i).map(|t| t.2)) {
                if voted_in.contains(&file) {
                    problems.push(at(i, Msg::new("chechino-err-two-votes-one-pm")));
                }
                voted_in.push(file);
            }
            if let Some((verb, left)) = limit(o, &self.state.memory) {
                let n = once.entry(verb).or_default();
                *n += 1;
                if *n > left {
                    problems.push(at(
                        i,
                        Msg::new("chechino-err-too-many")
                            .arg("verb", verb)
                            .arg("count", left),
                    ));
                }
            }
            // "Desde ese momento la votación quedará congelada": the moment is the PM's time.
            if *o == Order::Stop && pm.at(i).is_none() {
                problems.push(at(i, Msg::new("chechino-err-stop-no-time")));
            }
            let (twice, house) = counts.count(o, self.state);
            if let Some(key) = twice {
                problems.push(at(i, Msg::new(key)));
            }
            if let Some(h) = house
                && !on_route(&h)
            {
                let player = file_of(i).map_or("", |f| f.player.as_str());
                problems.push(at(
                    i,
                    Msg::new("chechino-err-not-on-route")
                        .arg("house", &h)
                        .arg("player", player),
                ));
            }
        }
        problems
    }
}

/// One wall order ("bloqueará … dos de los caminos"), one window, one mark, one stop a night;
/// the limited uses no more than are left: the verb, and how many it may be given.
fn limit(o: &Order, memory: &Memory) -> Option<(&'static str, u32)> {
    match o {
        Order::Wall(_) => Some(("muro", 1)),
        Order::Watch(..) => Some(("vigilar", 1)),
        Order::Mark(_) => Some(("marcar", 1)),
        Order::Stop => Some(("parar", 1)),
        Order::Swap(..) => Some(("cambiar", memory.sign_swaps)),
        Order::Drunk(_) => Some(("emborrachar", memory.drinks)),
        Order::Message(..) => Some(("mensaje", memory.trances)),
        _ => None,
    }
}

/// The routes, victims and activations of a PM so far.
#[derive(Default)]
struct Counts {
    routes: u32,
    victims: u32,
    uses: u32,
}

impl Counts {
    /// Counts `o`: the refusal if it is one too many, and the house it needs on the route.
    fn count(&mut self, o: &Order, state: &State) -> (Option<&'static str>, Option<String>) {
        let over = |n: &mut u32, key| {
            *n += 1;
            (*n > 1).then_some(key)
        };
        match o {
            Order::Route(_) => (over(&mut self.routes, "chechino-err-one-route"), None),
            // "no podrá usar sus dos balas la misma noche"; one victim a night.
            Order::Kill(p) | Order::Kidnap(p) => (
                over(&mut self.victims, "chechino-err-one-victim"),
                Some(state.house(p).to_string()),
            ),
            Order::Water(h) => (None, Some(h.clone())),
            // "Tendrá derecho a activar la función de una de las ubicaciones por donde pase."
            Order::Use(a) => (
                over(&mut self.uses, "chechino-err-one-function"),
                Some(a.at.clone()),
            ),
            _ => (None, None),
        }
    }
}
