//! One order line: who may give it, when, and its arguments.

use super::{Activation, Order, Reader, Verb, Walker, err, kills, said_of, verb_span, walker};
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::map::Map;
use crate::core::master;
use crate::core::msg::Msg;
use crate::rules::chechino::casas::Function;
use crate::rules::chechino::casas::puente_de_mando::buried_tiebreak;
use crate::rules::chechino::nave::{self, PATH};
use crate::rules::chechino::roles::{Ability, Role};
use crate::rules::chechino::state::Phase;
use std::ops::Range;

impl Reader<'_> {
    pub(super) fn order(&self, args: &mut Args, verb: Verb, me: &str) -> Result<Order, Problem> {
        let role = self.state.role(me);
        let ability = self.state.abilities.get(me).copied();
        // A player the master's kill took along (a lover) wrote while he lived: his PM is read
        // as written, and the resolution finds him dead.
        let alive = self.game.is_alive(me) || self.state.memory.fallen.iter().any(|f| f == me);
        let night = self.night().is_some();
        let buried = self
            .state
            .memory
            .buried
            .as_ref()
            .is_some_and(|b| b.victim == me);
        let at_night = |r: &Self, args: &Args| {
            if !(night && alive) {
                Err(r.wrong_phase(args))
            } else if buried {
                // "Dicha víctima queda bloqueada … no pudiendo actuar, aunque sí votar."
                Err(said_of(args, me, "chechino-err-buried"))
            } else {
                Ok(())
            }
        };
        let by_day = |r: &Self, args: &Args| {
            if matches!(r.phase, Phase::Dia(_)) {
                Ok(())
            } else {
                Err(r.wrong_phase(args))
            }
        };
        // "Dicha víctima queda bloqueada … no pudiendo actuar, aunque sí votar": by day too, every
        // order but the vote (and the Capitán's tie-break with the option `buried_tiebreak=yes`).
        let vote = verb == Verb::Vote || (verb == Verb::TieBreak && buried_tiebreak(self.game));
        if buried && !vote {
            return Err(said_of(args, me, "chechino-err-buried"));
        }
        let not_yours = |args: &Args| {
            args.problem(
                verb_span(args),
                Msg::new("chechino-err-not-yours").arg("role", role.key()),
            )
        };
        Ok(match verb {
            Verb::Route => {
                at_night(self, args)?;
                if walker(self.state, me).is_none() {
                    return Err(said_of(args, me, "chechino-err-no-route"));
                }
                // `quiero ir por N-O-P`: the filler before the route is not part of it.
                args.peek();
                // What follows a comma or a bracket is the player's remark (`ruta A-E-F, por
                // favor`, `(vuelvo por el mismo sitio)`): prose, or refused, never a step.
                let Some((text, span)) = args.rest_until(&[',', ';', '(']) else {
                    return Err(err(args, args.line_span(), "chechino-err-missing-route"));
                };
                // `ruta E-A-B.`: the sentence's full stop is not a step.
                let text = text.trim_end_matches(['.', ',', ';', '!']).to_string();
                let parts = Map::parse_route(&text);
                let offset = span.start
                    + args.file.source[span.clone()]
                        .find(text.as_str())
                        .unwrap_or(0);
                let places: Vec<String> = parts
                    .iter()
                    .map(|(p, _)| nave::place_named(&self.state.map, p).unwrap_or(p.clone()))
                    .collect();
                let spans: Vec<Range<usize>> = parts
                    .iter()
                    .map(|(_, s)| s.start + offset..s.end + offset)
                    .collect();
                self.check_route(args, me, &places, &spans)?;
                Order::Route(places)
            }
            Verb::Kill => {
                at_night(self, args)?;
                if !kills(self.game, self.state, me) {
                    return Err(not_yours(args));
                }
                let (p, span) = args.player("victim")?;
                self.living_other(args, me, &p, span.clone())?;
                self.not_lover(args, me, &p, span)?;
                Order::Kill(p)
            }
            Verb::Kidnap => {
                at_night(self, args)?;
                if role != Role::Complice || kills(self.game, self.state, me) {
                    return Err(not_yours(args));
                }
                if self.state.memory.buried.is_some()
                    || self.state.memory.complice_rests == self.night()
                {
                    return Err(err(args, verb_span(args), "chechino-err-resting"));
                }
                let (p, span) = args.player("victim")?;
                self.living_other(args, me, &p, span.clone())?;
                self.not_lover(args, me, &p, span)?;
                Order::Kidnap(p)
            }
            Verb::Unbury => {
                at_night(self, args)?;
                if role != Role::Complice || self.state.memory.buried.is_none() {
                    return Err(not_yours(args));
                }
                Order::Unbury
            }
            Verb::Water => {
                at_night(self, args)?;
                if ability != Some(Ability::Bombero) {
                    return Err(not_yours(args));
                }
                let (house, span) = self.house(args)?;
                if house == self.state.house(me) {
                    return Err(err(args, span, "chechino-err-water-own"));
                }
                Order::Water(house)
            }
            Verb::Use => {
                at_night(self, args)?;
                if matches!(walker(self.state, me), None | Some(Walker::Sonambulo)) {
                    return Err(said_of(args, me, "chechino-err-no-route"));
                }
                let (at, span) = self.house(args)?;
                let (house, function, what) = if nave::function_of(&self.state.map, &at)
                    == Some(Function::Morgue)
                {
                    // "activar desde ella la ubicación perteneciente a un jugador muerto",
                    // "mientras el enterrador siga vivo".
                    let open = self.state.resident(&at).is_some_and(|r| {
                        self.game.is_alive(r) || self.state.memory.fallen.iter().any(|f| f == r)
                    });
                    if !open {
                        return Err(args
                            .problem(span, Msg::new("chechino-err-owner-dead").arg("house", &at)));
                    }
                    let (ghost, ghost_span) = self.house(args)?;
                    let (f, w) = self.use_args(args, me, &ghost, ghost_span, true)?;
                    (ghost, f, w)
                } else {
                    let (f, w) = self.use_args(args, me, &at, span, false)?;
                    (at.clone(), f, w)
                };
                Order::Use(Activation {
                    at,
                    house,
                    function,
                    what,
                })
            }
            Verb::Wall => {
                at_night(self, args)?;
                if ability != Some(Ability::Obstructor) {
                    return Err(not_yours(args));
                }
                let (first, _) = self.path(args)?;
                let (second, span) = self.path(args)?;
                let touch = [&first.0, &first.1]
                    .iter()
                    .any(|p| **p == second.0 || **p == second.1);
                if touch {
                    return Err(err(args, span, "chechino-err-walls-connected"));
                }
                Order::Wall(vec![first, second])
            }
            Verb::Watch => {
                at_night(self, args)?;
                if ability != Some(Ability::Insomne) {
                    return Err(not_yours(args));
                }
                let home = self.state.house(me).to_string();
                let word = self
                    .path_word(args)
                    .ok_or_else(|| err(args, args.line_span(), "chechino-err-missing-path"))?;
                let parts: Vec<String> = Map::parse_route(&word.text)
                    .into_iter()
                    .map(|(p, _)| nave::place_named(&self.state.map, &p).unwrap_or(p))
                    .collect();
                let other = match parts.as_slice() {
                    [b] => b.clone(),
                    [a, b] if *a == home => b.clone(),
                    [a, b] if *b == home => a.clone(),
                    _ => String::new(),
                };
                let watchable = self.state.map.edge_between(&home, &other);
                if watchable.is_none_or(|e| e.kind != PATH) {
                    return Err(args.problem(
                        word.span.clone(),
                        Msg::new("chechino-err-watch-home").arg("house", &home),
                    ));
                }
                Order::Watch(home, other)
            }
            Verb::Mark => {
                at_night(self, args)?;
                if role != Role::Piromano {
                    return Err(not_yours(args));
                }
                Order::Mark(self.marked_house(args)?.0)
            }
            Verb::Swap => {
                at_night(self, args)?;
                self.owns(args, me, Function::CruceSombrio)?;
                if self.state.memory.sign_swaps == 0 {
                    return Err(err(args, verb_span(args), "chechino-err-spent"));
                }
                let a = self.house(args)?.0;
                let b = self.house(args)?.0;
                Order::Swap(a, b)
            }
            Verb::Message => {
                self.owns(args, me, Function::Observatorio)?;
                if self.state.memory.trances == 0 {
                    return Err(err(args, verb_span(args), "chechino-err-spent"));
                }
                let (to, span) = args.player("dead player")?;
                if self.game.is_alive(&to) {
                    return Err(args.problem(
                        span,
                        Msg::new("chechino-err-trance-living").arg("player", &to),
                    ));
                }
                Order::Message(to.clone(), self.message(args)?)
            }
            Verb::Vote => {
                by_day(self, args)?;
                let (p, span) = args.player("vote")?;
                if !self.game.is_alive(&p) {
                    return Err(
                        args.problem(span, Msg::new("chechino-err-vote-dead").arg("player", &p))
                    );
                }
                // A vote the master entered from the thread is not sent back: it is void and the
                // voter told (day.rs).
                if !master::is_corrected_vote(self.game.master_file(), args.file) {
                    self.not_lover(args, me, &p, span)?;
                }
                Order::Vote(p)
            }
            Verb::TieBreak => {
                by_day(self, args)?;
                self.owns(args, me, Function::PuenteDeMando)?;
                Order::TieBreak(args.player("tie")?.0)
            }
            Verb::Drunk => {
                by_day(self, args)?;
                self.owns(args, me, Function::Cantina)?;
                if self.state.memory.drinks == 0 {
                    return Err(err(args, verb_span(args), "chechino-err-spent"));
                }
                Order::Drunk(args.player("drunk")?.0)
            }
            Verb::Stop => {
                by_day(self, args)?;
                self.owns(args, me, Function::Motores)?;
                if self.state.memory.engines_stopped {
                    return Err(err(args, verb_span(args), "chechino-err-spent"));
                }
                Order::Stop
            }
            Verb::Reply => {
                if !self.state.memory.answers.contains_key(me) {
                    return Err(said_of(args, me, "chechino-err-no-message"));
                }
                Order::Reply(self.message(args)?)
            }
            Verb::Shoot => {
                by_day(self, args)?;
                if self.state.memory.gun.as_deref() != Some(me) || !alive {
                    return Err(said_of(args, me, "chechino-err-no-gun"));
                }
                let (p, span) = args.player("target")?;
                self.living_other(args, me, &p, span.clone())?;
                self.not_lover(args, me, &p, span)?;
                Order::Shoot(p)
            }
        })
    }

    /// "Tampoco podrán dañarse ni votarse entre sí mientras permanezcan enamorados": the book
    /// already shows them in love (and they were told), so the order is refused here.
    fn not_lover(&self, args: &Args, me: &str, p: &str, span: Range<usize>) -> Result<(), Problem> {
        if self.state.lover_of(me) == Some(p) {
            return Err(args
                .problem(span, Msg::new("chechino-err-lover").arg("player", p))
                .help(Msg::new("chechino-help-lover")));
        }
        Ok(())
    }

    pub(super) fn living_other(
        &self,
        args: &Args,
        me: &str,
        p: &str,
        span: Range<usize>,
    ) -> Result<(), Problem> {
        if p == me || !self.game.is_alive(p) {
            return Err(args.problem(span, Msg::new("chechino-err-bad-target").arg("player", p)));
        }
        Ok(())
    }
}
