//! Chechino PMs. One order per line, a verb then its arguments; Spanish and English verbs.
//! A night PM of a walker is a route and what he does on it:
//!
//! ```text
//! ruta A-E-F-H-G-A          # the route, as the rulebook writes it ("route" in English)
//! matar Bruno               # Asesino: Bruno's house must be on the route
//! usar E Carla              # activate the function of E (on the route): one per route
//! ```
//!
//! | verb (es / en)                         | who, when                                              |
//! |----------------------------------------|--------------------------------------------------------|
//! | `ruta` / `route` A-B-…                 | night: Asesino, Cómplice, Reclutado, Sonámbulo, Caminante, Bombero |
//! | `matar` / `kill` P                     | night: Asesino (the Cómplice once the Asesino is dead; the armed Reclutado) |
//! | `secuestrar` / `kidnap` P              | night: Cómplice                                        |
//! | `desenterrar` / `unbury`               | night: Cómplice, frees his buried victim               |
//! | `regar` / `water` X                    | night: Bombero, a house on his route, not his own       |
//! | `usar` / `use` X [args]                | night: a walker at house X of his route (see below)     |
//! | `muro` / `wall` A-B C-D                | night: Obstructor, two unconnected paths               |
//! | `vigilar` / `watch` B (or A-B)         | night: Insomne, a path from his house                   |
//! | `marcar` / `mark` X (house or player)  | night: a Pirómano                                      |
//! | `cambiar` / `swap` X Y                 | night: the Vigilante (Cruce sombrío), two houses' signs |
//! | `mensaje` / `message` P text           | any phase: the Místico (Observatorio), to a dead player |
//! | `votar` / `vote` P                     | day: everyone, living (2) and dead (1)                  |
//! | `desempatar` / `tiebreak` P            | day: the Capitán (Puente de mando)                      |
//! | `emborrachar` / `drunk` P              | day: the Cocinero (Cantina), cancels P's vote           |
//! | `parar` / `stop`                       | day: the Mecánico (Motores), freezes the votes          |
//! | `disparar` / `shoot` P                 | day: whoever holds the Armería's pistol                 |
//! | `responder` / `reply` text             | the phase after a Radio or Observatorio message, its receiver (dead too) |
//!
//! `usar` arguments by function: Armería and Enfermería `usar A Bruno` (who receives the pistol
//! or medkit), Capilla `usar E Bruno` (the name written), Laboratorio `usar H` (the list) or
//! `usar H reclutar Bruno`, Lavandería `usar I` (a suit from there on), Servicios
//! `usar P Ana Bruno` (the mirror), Radio `usar N Bruno text…`, Morgue `usar J X …` (X's
//! function, X's owner dead, with X's arguments).

use super::casas::Function;
use super::nave::{self, ELEVATOR, PATH};
use super::roles::{Ability, Role};
use super::state::{Phase, State};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::grammar::{Args, VerbSpec, read_verb};
use crate::core::map::{Map, RouteError, RouteErrorKind};
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use std::collections::BTreeMap;
use std::ops::Range;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Verb {
    Route,
    Kill,
    Kidnap,
    Unbury,
    Water,
    Use,
    Wall,
    Watch,
    Mark,
    Swap,
    Message,
    Vote,
    TieBreak,
    Drunk,
    Stop,
    Shoot,
    Reply,
}

/// Every spelling of every verb, for the intake.
pub fn spellings() -> Vec<&'static str> {
    crate::core::grammar::spellings(VERBS)
}

const VERBS: &[VerbSpec<Verb>] = &[
    VerbSpec {
        verb: Verb::Route,
        words: &["ruta", "route", "recorrido"],
    },
    VerbSpec {
        verb: Verb::Kill,
        words: &["matar", "kill", "mato", "asesinar"],
    },
    VerbSpec {
        verb: Verb::Kidnap,
        words: &["secuestrar", "kidnap", "secuestro"],
    },
    VerbSpec {
        verb: Verb::Unbury,
        words: &["desenterrar", "unbury"],
    },
    VerbSpec {
        verb: Verb::Water,
        words: &["regar", "water", "riego"],
    },
    VerbSpec {
        verb: Verb::Use,
        words: &["usar", "use", "activar", "activate"],
    },
    VerbSpec {
        verb: Verb::Wall,
        words: &["muro", "muros", "wall", "walls", "obstruir"],
    },
    VerbSpec {
        verb: Verb::Watch,
        words: &["vigilar", "watch", "vigilo"],
    },
    VerbSpec {
        verb: Verb::Mark,
        words: &["marcar", "mark", "marco"],
    },
    VerbSpec {
        verb: Verb::Swap,
        words: &["cambiar", "swap", "intercambiar"],
    },
    VerbSpec {
        verb: Verb::Message,
        words: &["mensaje", "message", "trance"],
    },
    VerbSpec {
        verb: Verb::Vote,
        words: &["votar", "vote", "voto"],
    },
    VerbSpec {
        verb: Verb::TieBreak,
        words: &["desempatar", "tiebreak", "desempate"],
    },
    VerbSpec {
        verb: Verb::Drunk,
        words: &["emborrachar", "drunk", "anular"],
    },
    VerbSpec {
        verb: Verb::Stop,
        words: &["parar", "stop", "detener"],
    },
    VerbSpec {
        verb: Verb::Shoot,
        words: &["disparar", "shoot", "disparo"],
    },
    VerbSpec {
        verb: Verb::Reply,
        words: &["responder", "reply", "contestar"],
    },
];

/// "(Máximo 20 palabras por MP)".
pub const MAX_WORDS: usize = 20;

/// What a function activation asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Use {
    /// Armería, Enfermería: who receives; Capilla: the name written.
    Give(String),
    /// Laboratorio: the list, or a recruit.
    Lab(Option<String>),
    /// Lavandería: a suit.
    Suit,
    /// Servicios: the mirror between two players.
    Mirror(String, String),
    /// Radio: an anonymous message.
    Radio(String, String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Activation {
    /// The house on the route.
    pub at: String,
    /// The house whose function works (the dead owner's house through the Morgue).
    pub house: String,
    pub function: Function,
    pub what: Use,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Order {
    Route(Vec<String>),
    Kill(String),
    Kidnap(String),
    Unbury,
    Water(String),
    Use(Activation),
    Wall(Vec<(String, String)>),
    Watch(String, String),
    Mark(String),
    Swap(String, String),
    Message(String, String),
    Vote(String),
    TieBreak(String),
    Drunk(String),
    Stop,
    Shoot(String),
    /// An answer to the last Radio or Observatorio message received.
    Reply(String),
}

/// A player's PM: his orders, and when it was sent.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Pm {
    pub orders: Vec<Order>,
    /// The span of each order's line, for errors about orders that do not fit together.
    pub lines: Vec<Range<usize>>,
    /// (no `sent:` header, seconds, file order): PMs sort by it.
    pub sent: crate::core::orders::SentKey,
}

impl Pm {
    pub fn find<T>(&self, pick: impl Fn(&Order) -> Option<T>) -> Option<T> {
        self.orders.iter().find_map(pick)
    }

    pub fn route(&self) -> Option<&Vec<String>> {
        self.orders.iter().find_map(|o| match o {
            Order::Route(r) => Some(r),
            _ => None,
        })
    }

    pub fn activation(&self) -> Option<&Activation> {
        self.orders.iter().find_map(|o| match o {
            Order::Use(a) => Some(a),
            _ => None,
        })
    }

    /// The sending time in seconds, if the PM has a `sent:` header.
    pub fn at(&self) -> Option<i64> {
        (!self.sent.0).then_some(self.sent.1)
    }
}

/// Who lives in the house with `function`; `None` if no house has it or nobody lives there.
pub fn owner(state: &State, function: Function) -> Option<String> {
    let house = nave::house_with(&state.map, function)?;
    state.resident(&house).map(str::to_string)
}

/// The owner of `function`, if he lives.
pub fn working(game: &Game, state: &State, function: Function) -> Option<String> {
    owner(state, function).filter(|o| game.is_alive(o))
}

/// The elevator runs while its Operador lives.
pub fn elevator_runs(game: &Game, state: &State) -> bool {
    working(game, state, Function::Ascensor).is_some()
}

/// Who walks tonight, and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Walker {
    Asesino,
    Complice,
    Reclutado,
    Sonambulo,
    Caminante,
    Bombero,
}

pub fn walker(state: &State, player: &str) -> Option<Walker> {
    match state.role(player) {
        Role::Asesino => Some(Walker::Asesino),
        Role::Complice => Some(Walker::Complice),
        Role::Reclutado => Some(Walker::Reclutado),
        Role::Sonambulo => Some(Walker::Sonambulo),
        _ => match state.abilities.get(player) {
            Some(Ability::Caminante) => Some(Walker::Caminante),
            Some(Ability::Bombero) => Some(Walker::Bombero),
            _ => None,
        },
    }
}

/// Who kills tonight: the Asesino, "En caso de que el Asesino muera, el Cómplice lo relevará",
/// and the Reclutado with bullets left once both are dead.
pub fn kills(game: &Game, state: &State, player: &str) -> bool {
    let asesino_alive = state
        .with_role(Role::Asesino)
        .iter()
        .any(|a| game.is_alive(a));
    match state.role(player) {
        Role::Asesino => true,
        Role::Complice => !asesino_alive,
        Role::Reclutado => state.memory.bullets.is_some_and(|b| b > 0),
        _ => false,
    }
}

struct Reader<'a> {
    game: &'a Game,
    state: &'a State,
    phase: Phase,
}

fn err(args: &Args, span: Range<usize>, key: &str) -> Problem {
    args.problem(span, Msg::new(key))
}

fn verb_span(args: &Args) -> Range<usize> {
    args.line.words[0].span.clone()
}

impl Reader<'_> {
    fn night(&self) -> Option<u32> {
        match self.phase {
            Phase::Noche(n) => Some(n),
            _ => None,
        }
    }

    fn wrong_phase(&self, args: &Args) -> Problem {
        args.problem(
            verb_span(args),
            Msg::new("err-wrong-phase").arg("phase", self.phase.id()),
        )
    }

    /// A house letter (or a player's name, for his house). House letters are read before
    /// the filler words ("a", "e" are houses here), and "la casa" may come before them.
    fn house(&self, args: &mut Args) -> Result<(String, Range<usize>), Problem> {
        const BEFORE: &[&str] = &["la", "el", "casa", "house", "the", "de", "del", "al", "to"];
        loop {
            let Some(word) = args.word() else {
                return Err(err(args, args.line_span(), "chechino-err-missing-house"));
            };
            let span = word.span.clone();
            let text = word.text.trim_matches(|c: char| !c.is_alphanumeric());
            if let Some(house) = nave::place_named(&self.state.map, text)
                && nave::is_house(&self.state.map, &house)
            {
                return Ok((house, span));
            }
            if BEFORE.contains(&crate::core::names::fold(text).as_str()) {
                continue;
            }
            return match self.game.names().resolve(text) {
                Ok(player) => Ok((self.state.house(&player).to_string(), span)),
                Err(miss) => Err(args
                    .problem(
                        span,
                        Msg::new("chechino-err-unknown-house").arg("house", text),
                    )
                    .help(crate::core::grammar::miss_help(&miss))),
            };
        }
    }

    /// A path `A-B` written as one word.
    fn path(&self, args: &mut Args) -> Result<((String, String), Range<usize>), Problem> {
        let Some(word) = args.word() else {
            return Err(err(args, args.line_span(), "chechino-err-missing-path"));
        };
        let span = word.span.clone();
        let parts: Vec<String> = Map::parse_route(&word.text)
            .into_iter()
            .map(|(p, _)| nave::place_named(&self.state.map, &p).unwrap_or(p))
            .collect();
        match parts.as_slice() {
            [a, b]
                if self
                    .state
                    .map
                    .edge_between(a, b)
                    .is_some_and(|e| e.kind == PATH) =>
            {
                Ok(((a.clone(), b.clone()), span))
            }
            _ => Err(args.problem(
                span,
                Msg::new("chechino-err-not-a-path").arg("path", &word.text),
            )),
        }
    }

    fn use_args(
        &self,
        args: &mut Args,
        me: &str,
        house: &str,
        span: Range<usize>,
        through_morgue: bool,
    ) -> Result<(Function, Use), Problem> {
        let Some(function) = nave::function_of(&self.state.map, house) else {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-no-function").arg("house", house),
            ));
        };
        if !function.passers_activate() || (through_morgue && function == Function::Morgue) {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-not-by-passing").arg("function", function.key()),
            ));
        }
        let resident = self.state.resident(house);
        let owner_alive = resident.is_some_and(|r| self.game.is_alive(r));
        // An owner the master killed after this PM was written: his house is found closed.
        let fallen = resident.is_some_and(|r| self.state.memory.fallen.iter().any(|f| f == r));
        if through_morgue && owner_alive {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-morgue-living").arg("house", house),
            ));
        }
        if !through_morgue && !owner_alive && !fallen && !function.works_with_owner_dead() {
            return Err(args
                .problem(
                    span,
                    Msg::new("chechino-err-owner-dead").arg("house", house),
                )
                .help(Msg::new("chechino-help-morgue")));
        }
        let what = match function {
            Function::Armeria | Function::Enfermeria | Function::Capilla => {
                // A pistol, a medkit or a name in the book for the living only.
                let (to, to_span) = args.player("receiver")?;
                if !self.game.is_alive(&to) {
                    return Err(args.problem(
                        to_span,
                        Msg::new("chechino-err-give-dead").arg("player", &to),
                    ));
                }
                Use::Give(to)
            }
            Function::Laboratorio => {
                let role = self.state.role(me);
                if !matches!(role, Role::Asesino | Role::Complice) {
                    return Err(args.problem(span, Msg::new("chechino-err-lab-killers")));
                }
                if args.keyword(&["reclutar", "recruit"]) {
                    Use::Lab(Some(args.player("recruit")?.0))
                } else {
                    Use::Lab(None)
                }
            }
            Function::Lavanderia => Use::Suit,
            Function::Servicios => {
                let a = args.player("first reflection")?.0;
                let b = args.player("second reflection")?.0;
                Use::Mirror(a, b)
            }
            Function::Radio => {
                let (to, to_span) = args.player("receiver")?;
                if !self.game.is_alive(&to) {
                    return Err(args.problem(
                        to_span,
                        Msg::new("chechino-err-radio-dead").arg("player", &to),
                    ));
                }
                let text = self.message(args)?;
                Use::Radio(to, text)
            }
            _ => {
                return Err(args.problem(
                    span,
                    Msg::new("chechino-err-not-by-passing").arg("function", function.key()),
                ));
            }
        };
        Ok((function, what))
    }

    /// A message's text, at most 20 words.
    fn message(&self, args: &mut Args) -> Result<String, Problem> {
        let Some((text, span)) = args.rest() else {
            return Err(err(args, args.line_span(), "chechino-err-missing-message"));
        };
        let words = text.split_whitespace().count();
        if words > MAX_WORDS {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-too-many-words").arg("count", words),
            ));
        }
        Ok(text)
    }

    fn owns(&self, args: &Args, me: &str, function: Function) -> Result<(), Problem> {
        if working(self.game, self.state, function).as_deref() == Some(me) {
            Ok(())
        } else {
            Err(args.problem(
                verb_span(args),
                Msg::new("chechino-err-not-owner").arg("function", function.key()),
            ))
        }
    }

    fn order(&self, args: &mut Args, verb: Verb, me: &str) -> Result<Order, Problem> {
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
                Err(err(args, verb_span(args), "chechino-err-buried"))
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
        // order but the vote.
        if buried && verb != Verb::Vote {
            return Err(err(args, verb_span(args), "chechino-err-buried"));
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
                    return Err(err(args, verb_span(args), "chechino-err-no-route"));
                }
                let Some((text, span)) = args.rest() else {
                    return Err(err(args, args.line_span(), "chechino-err-missing-route"));
                };
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
                self.living_other(args, me, &p, span)?;
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
                self.living_other(args, me, &p, span)?;
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
                    return Err(err(args, verb_span(args), "chechino-err-no-route"));
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
                let word = args
                    .word()
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
                Order::Mark(self.house(args)?.0)
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
                    return Err(err(args, verb_span(args), "chechino-err-no-message"));
                }
                Order::Reply(self.message(args)?)
            }
            Verb::Shoot => {
                by_day(self, args)?;
                if self.state.memory.gun.as_deref() != Some(me) || !alive {
                    return Err(err(args, verb_span(args), "chechino-err-no-gun"));
                }
                let (p, span) = args.player("target")?;
                self.living_other(args, me, &p, span)?;
                Order::Shoot(p)
            }
        })
    }

    fn living_other(
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

    /// The three rules, and each walker's own: "Salir de tu propia casa. Acabar en tu casa o
    /// en los barracones. No pasar dos veces por la misma casa." The error underlines the bad
    /// step.
    fn check_route(
        &self,
        args: &Args,
        me: &str,
        places: &[String],
        spans: &[Range<usize>],
    ) -> Result<(), Problem> {
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
        let e = match self.state.map.check_route(places, &rules) {
            Err(e) => e,
            Ok(()) => match self.houses_and_end(places, max) {
                Some(e) => e,
                None => return Ok(()),
            },
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
                .arg("home", &home),
            RouteErrorKind::NoConnection { from, to } => {
                let lift = self
                    .state
                    .map
                    .edge_between(&from, &to)
                    .is_some_and(|e| e.kind == ELEVATOR);
                Msg::new(if lift {
                    "chechino-err-route-elevator"
                } else {
                    "chechino-err-route-no-path"
                })
                .arg("from", from)
                .arg("to", to)
            }
            RouteErrorKind::Revisit { place } => {
                Msg::new("chechino-err-route-twice").arg("place", place)
            }
            RouteErrorKind::BadEnd { place } if !nave::is_house(&self.state.map, &place) => {
                Msg::new("chechino-err-route-end-stop").arg("place", place)
            }
            RouteErrorKind::BadEnd { place } => Msg::new("chechino-err-route-end")
                .arg("place", place)
                .arg("home", &home),
            RouteErrorKind::TooLong { max } => Msg::new("chechino-err-route-long").arg("max", max),
        };
        Err(args
            .problem(span, msg)
            .label(Msg::new("chechino-label-route-step").arg("step", e.step + 1)))
    }

    /// What the core's route check does not know: a walker sleeps in a house, never at an
    /// elevator stop, and `max` counts the houses visited after leaving, not the stops.
    fn houses_and_end(&self, places: &[String], max: Option<usize>) -> Option<RouteError> {
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

    /// Checks that the orders of one PM fit together: one route, its targets on it, one
    /// activation, one victim. Each error underlines the order's line.
    fn whole(&self, file: &OrderFile, pm: &Pm) -> Vec<Problem> {
        let mut problems = Vec::new();
        let at = |i: usize, msg: Msg| {
            let span = pm.lines.get(i).cloned().unwrap_or(0..0);
            Problem::new(msg).at(&file.path, &file.source, span)
        };
        let route = pm.route();
        let on_route = |house: &str| route.is_some_and(|r| r.iter().skip(1).any(|p| p == house));
        let (mut routes, mut uses, mut victims) = (0, 0, 0);
        let mut once: BTreeMap<&'static str, u32> = BTreeMap::new();
        let memory = &self.state.memory;
        for (i, o) in pm.orders.iter().enumerate() {
            // One wall order ("bloqueará … dos de los caminos"), one window, one mark, one
            // stop a night; the limited uses no more than are left.
            let limit = match o {
                Order::Wall(_) => Some(("muro", 1)),
                Order::Watch(..) => Some(("vigilar", 1)),
                Order::Mark(_) => Some(("marcar", 1)),
                Order::Stop => Some(("parar", 1)),
                Order::Swap(..) => Some(("cambiar", memory.sign_swaps)),
                Order::Drunk(_) => Some(("emborrachar", memory.drinks)),
                Order::Message(..) => Some(("mensaje", memory.trances)),
                _ => None,
            };
            if let Some((verb, left)) = limit {
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
            if *o == Order::Stop && file.sent.is_none() {
                problems.push(at(i, Msg::new("chechino-err-stop-no-time")));
            }
            let house = match o {
                Order::Route(_) => {
                    routes += 1;
                    if routes > 1 {
                        problems.push(at(i, Msg::new("chechino-err-one-route")));
                    }
                    None
                }
                Order::Kill(p) | Order::Kidnap(p) => {
                    // "no podrá usar sus dos balas la misma noche"; one victim a night.
                    victims += 1;
                    if victims > 1 {
                        problems.push(at(i, Msg::new("chechino-err-one-victim")));
                    }
                    Some(self.state.house(p).to_string())
                }
                Order::Water(h) => Some(h.clone()),
                Order::Use(a) => {
                    // "Tendrá derecho a activar la función de una de las ubicaciones por donde
                    // pase."
                    uses += 1;
                    if uses > 1 {
                        problems.push(at(i, Msg::new("chechino-err-one-function")));
                    }
                    Some(a.at.clone())
                }
                _ => None,
            };
            if let Some(h) = house
                && !on_route(&h)
            {
                problems.push(at(
                    i,
                    Msg::new("chechino-err-not-on-route").arg("house", &h),
                ));
            }
        }
        problems
    }
}

/// Reads every PM of the phase: the orders by player, and every problem.
pub fn read(
    game: &Game,
    state: &State,
    phase: Phase,
    orders: &[OrderFile],
) -> (BTreeMap<String, Pm>, Vec<Problem>) {
    let reader = Reader { game, state, phase };
    let names = game.names();
    let mut pms = BTreeMap::new();
    let mut problems = Vec::new();
    for (index, file) in orders.iter().enumerate() {
        let me = file.player.as_str();
        let mut pm = Pm {
            orders: Vec::new(),
            lines: Vec::new(),
            sent: file.sent_key(index),
        };
        for line in &file.lines {
            let verb = match read_verb(file, line, VERBS) {
                Ok(v) => v,
                Err(p) => {
                    problems.push(p);
                    continue;
                }
            };
            let mut args = Args::new(file, line, &names);
            match reader.order(&mut args, verb, me).and_then(|o| {
                args.end()?;
                Ok(o)
            }) {
                Ok(o) => {
                    pm.orders.push(o);
                    pm.lines.push(line.span.clone());
                }
                Err(p) => problems.push(p),
            }
        }
        problems.extend(reader.whole(file, &pm));
        pms.insert(file.player.clone(), pm);
    }
    (pms, problems)
}
