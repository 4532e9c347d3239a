//! A walker's route: the rulebook's three rules and each walker's own.

use super::{Reader, Walker, elevator_runs, kills, walker, working};
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::map::{RouteError, RouteErrorKind};
use crate::core::msg::Msg;
use crate::rules::chechino::casas::Function;
use crate::rules::chechino::nave::{self, ELEVATOR};
use crate::rules::chechino::roles::Role;
use std::ops::Range;

impl Reader<'_> {
    /// The three rules, and each walker's own: "Salir de tu propia casa. Acabar en tu casa o
    /// en los barracones. No pasar dos veces por la misma casa." The error underlines the bad
    /// step.
    pub(super) fn check_route(
        &self,
        args: &Args,
        me: &str,
        places: &[String],
        spans: &[Range<usize>],
    ) -> Result<(), Problem> {
        let home = self.state.house(me).to_string();
        let Some(e) = self.route_error(me, places) else {
            return Ok(());
        };
        let span = spans
            .get(e.step)
            .or(spans.last())
            .cloned()
            .unwrap_or_else(|| args.line_span());
        let msg = match e.kind {
            RouteErrorKind::TooShort => Msg::new("chechino-err-route-short"),
            RouteErrorKind::UnknownPlace { place } => {
                Msg::new("chechino-err-route-unknown").arg("place", place)
            }
            RouteErrorKind::BadStart { place } => Msg::new("chechino-err-route-start")
                .arg("place", place)
                .arg("home", &home)
                .arg("player", me),
            RouteErrorKind::NoConnection { from, to } => self.no_connection(from, to),
            RouteErrorKind::Revisit { place } => {
                Msg::new("chechino-err-route-twice").arg("place", place)
            }
            RouteErrorKind::BadEnd { place } if !nave::is_house(&self.state.map, &place) => {
                Msg::new("chechino-err-route-end-stop").arg("place", place)
            }
            RouteErrorKind::BadEnd { place } => Msg::new("chechino-err-route-end")
                .arg("place", place)
                .arg("home", &home)
                .arg("player", me),
            RouteErrorKind::TooLong { max } => {
                return Err(self.too_long(args, me, places, (e.step, span), max));
            }
        };
        Err(args
            .problem(span, msg)
            .label(Msg::new("chechino-label-route-step").arg("step", e.step + 1)))
    }

    /// Two places no path joins, or joined by the elevator that does not run: "sólo podrán ser
    /// activadas mientras sus residentes estén vivos": an Ascensor nobody was dealt never ran;
    /// one whose Operador died has stopped.
    fn no_connection(&self, from: String, to: String) -> Msg {
        let lift = self
            .state
            .map
            .edge_between(&from, &to)
            .is_some_and(|e| e.kind == ELEVATOR);
        let lift_house = nave::house_with(&self.state.map, Function::Ascensor);
        let nobody = lift_house
            .as_deref()
            .is_none_or(|h| self.state.resident(h).is_none());
        let key = match (lift, nobody) {
            (true, true) => "chechino-err-route-elevator-empty",
            (true, false) => "chechino-err-route-elevator",
            _ => "chechino-err-route-no-path",
        };
        Msg::new(key)
            .arg("from", from)
            .arg("to", to)
            .arg("house", lift_house.unwrap_or_default())
    }

    /// The Sonámbulo's route past its third house, "pudiendo visitar hasta 3 casas distintas,
    /// y quedándose a dormir en la última": what was written, what is allowed, and the route
    /// cut at the last house allowed, under the bad step (its index and its span).
    fn too_long(
        &self,
        args: &Args,
        me: &str,
        places: &[String],
        (step, span): (usize, Range<usize>),
        max: usize,
    ) -> Problem {
        let map = &self.state.map;
        let visited = places
            .iter()
            .skip(1)
            .filter(|p| nave::is_house(map, p))
            .count();
        let cut = (1..step)
            .rev()
            .find(|&i| nave::is_house(map, &places[i]))
            .unwrap_or(0);
        let problem = args
            .problem(
                span,
                Msg::new("chechino-err-route-long")
                    .arg("max", max)
                    .arg("count", visited)
                    .arg("route", places.join("-"))
                    .arg("player", me),
            )
            .label(Msg::new("chechino-label-route-step").arg("step", step + 1));
        if cut > 0 {
            problem
                .help(Msg::new("chechino-help-route-long").arg("route", places[..=cut].join("-")))
        } else {
            problem
        }
    }

    /// The first bad step of `me`'s route, if any.
    pub(super) fn route_error(&self, me: &str, places: &[String]) -> Option<RouteError> {
        let home = self.state.house(me).to_string();
        // "sólo podrán ser activadas mientras sus residentes estén vivos": the barracks is a
        // route's end while its Vago lives.
        let barracks = working(self.game, self.state, Function::Barracones)
            .and(nave::house_with(&self.state.map, Function::Barracones));
        let complice_houses: Vec<String> = self
            .state
            .with_role(Role::Complice)
            .iter()
            .map(|c| self.state.house(c).to_string())
            .collect();
        let kind = walker(self.state, me);
        let mut starts = vec![home.as_str()];
        let mut ends = vec![home.as_str()];
        ends.extend(barracks.as_deref());
        let mut max = None;
        match kind {
            // "trazará un recorrido desde su propia casa o la de su Cómplice … No está obligado a
            // regresar a su casa si así lo desea."
            Some(Walker::Asesino) => {
                starts.extend(complice_houses.iter().map(String::as_str));
                ends.clear();
            }
            // "pudiendo visitar hasta 3 casas distintas, y quedándose a dormir en la última de
            // estas casas": houses are counted below, elevator stops are not houses.
            Some(Walker::Sonambulo) => {
                ends.clear();
                max = Some(3);
            }
            // "el Cómplice lo relevará": he walks as the Asesino did.
            Some(Walker::Complice) if kills(self.game, self.state, me) => ends.clear(),
            _ => {}
        }
        let rules = nave::route_rules(starts, ends, elevator_runs(self.game, self.state), None);
        match self.state.map.check_route(places, &rules) {
            Err(e) => Some(e),
            Ok(()) => self.houses_and_end(places, max),
        }
    }

    /// What the core's route check does not know: a walker sleeps in a house, never at an
    /// elevator stop, and `max` counts the houses visited after leaving, not the stops.
    pub(super) fn houses_and_end(
        &self,
        places: &[String],
        max: Option<usize>,
    ) -> Option<RouteError> {
        let map = &self.state.map;
        if let Some(max) = max {
            let mut houses = 0;
            for (step, p) in places.iter().enumerate().skip(1) {
                if nave::is_house(map, p) {
                    houses += 1;
                    if houses > max {
                        return Some(RouteError {
                            step,
                            kind: RouteErrorKind::TooLong { max },
                        });
                    }
                }
            }
        }
        let last = places.last()?;
        (!nave::is_house(map, last)).then(|| RouteError {
            step: places.len() - 1,
            kind: RouteErrorKind::BadEnd {
                place: last.clone(),
            },
        })
    }
}
