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
use super::nave::{self, PATH};
use super::roles::{Ability, Role};
use super::state::{Phase, State};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::grammar::{Args, read_verb};
use crate::core::map::Map;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use std::collections::BTreeMap;
use std::ops::Range;

mod between;
mod home;
mod mirror;
mod night_orders;
mod order;
mod route;
mod titles;
mod told;
mod uses;
mod verbs;
mod whole;
use verbs::VERBS;
pub(super) use verbs::phrasal;

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

/// Every verb by kind, for the intake: a later order of a kind replaces an earlier one. Every
/// vote counts (the tally orders them in time: "sólo se tendrán en cuenta los votos que se
/// hubieran emitido antes del parón"), and so does every use of a power limited in uses
/// (`emborrachar`, `cambiar`, `mensaje`: "Dos veces por partida").
pub fn kinds() -> Vec<crate::core::grammar::VerbKind> {
    crate::core::grammar::kinds(
        &VERBS,
        &[],
        &[Verb::Vote, Verb::Drunk, Verb::Swap, Verb::Message],
    )
}

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

/// A player's PMs of the phase: his orders, and when they were sent. A player may send
/// several PMs; his orders are read in the order he sent them (the core already dropped the
/// orders a later one replaced).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Pm {
    pub orders: Vec<Order>,
    /// The span of each order's line, for errors about orders that do not fit together.
    pub lines: Vec<Range<usize>>,
    /// (no `sent:` header, seconds, file order) of his last PM: PMs sort by it.
    pub sent: crate::core::orders::SentKey,
    /// A refused route as written: the PM's other orders are checked against it, so one bad
    /// step is one problem, not one per order ("not on your route").
    pub written_route: Option<Vec<String>>,
    /// The same, of the PM each order came in: its time, and its file (`.2`) for errors.
    pub times: Vec<crate::core::orders::SentKey>,
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

    /// When the first order `pick` accepts was sent: the [`SentKey`] of the PM it came in (the
    /// player's last PM's when none does). "se ejecutará antes aquella que fuera enviada al
    /// master en primer lugar": an action is as old as the PM that carried it, not as his
    /// latest PM.
    ///
    /// [`SentKey`]: crate::core::orders::SentKey
    pub fn sent_of(&self, pick: impl Fn(&Order) -> bool) -> crate::core::orders::SentKey {
        self.orders
            .iter()
            .position(pick)
            .and_then(|i| self.times.get(i).copied())
            .unwrap_or(self.sent)
    }

    /// The sending time in seconds of the PM the order at `index` came in, if it has a
    /// `sent:` header.
    pub fn at(&self, index: usize) -> Option<i64> {
        let sent = self.times.get(index)?;
        (!sent.0).then_some(sent.1)
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

/// Whether `places` is a route `player` may walk tonight, as `check` reads his `ruta`.
pub fn route_is_legal(game: &Game, state: &State, player: &str, places: &[String]) -> bool {
    let reader = Reader {
        game,
        state,
        phase: Phase::parse(&game.phase).unwrap_or(Phase::Over),
    };
    reader.route_error(player, places).is_none()
}

struct Reader<'a> {
    game: &'a Game,
    state: &'a State,
    phase: Phase,
}

fn err(args: &Args, span: Range<usize>, key: &str) -> Problem {
    args.problem(span, Msg::new(key))
}

/// A refusal the master reads about `me`'s order, at its verb: it names the player, in the
/// third person ("Ana no tiene pistola"), not "you".
fn said_of(args: &Args, me: &str, key: &str) -> Problem {
    args.problem(verb_span(args), Msg::new(key).arg("player", me))
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

    /// An order of the other phase: the phase as players name it (`Día 1`), and when the
    /// order is sent.
    fn wrong_phase(&self, args: &Args) -> Problem {
        let (title, n, help) = match self.phase {
            Phase::Noche(n) => ("@chechino-phase-noche", n, "help-order-is-day"),
            Phase::Dia(n) => ("@chechino-phase-dia", n, "help-order-is-night"),
            Phase::Over => ("@phase-over", 0, "help-order-is-night"),
        };
        args.problem(
            verb_span(args),
            Msg::new("err-wrong-phase").arg("phase", title).arg("n", n),
        )
        .help(Msg::new(help).arg("verb", &args.line.words[0].text))
    }

    /// A house letter (or a player's name, for his house). House letters are read before
    /// the filler words ("a", "e" are houses here), and "la casa" may come before them.
    /// The house a Pirómano marks: a house letter, or a resident's house; `a` before a player
    /// (`marcar a Paula`, as in `matar a Ines`) is the preposition, not the house A.
    fn marked_house(&self, args: &mut Args) -> Result<(String, Range<usize>), Problem> {
        let names = self.game.names();
        let is_player = |w: &crate::core::orders::Word| {
            names.is_exact(&w.text)
                || (w.text.chars().next().is_some_and(char::is_uppercase)
                    && names.resolve_unsuggested(&w.text).is_ok())
        };
        let next_two = args.line.words.get(1..3).unwrap_or_default();
        if let [a, player] = next_two
            && a.text == "a"
            && is_player(player)
        {
            args.word();
        }
        self.house(args)
    }

    fn house(&self, args: &mut Args) -> Result<(String, Range<usize>), Problem> {
        self.house_after(args, &[])
    }

    /// [`Self::house`], the words of `also` skipped before it too (a house letter first: `E`
    /// is a house, not the Italian `e`).
    fn house_after(
        &self,
        args: &mut Args,
        also: &[&str],
    ) -> Result<(String, Range<usize>), Problem> {
        // `uso los Servicios`, `en la Armería`: articles and `en` before a house's name.
        const BEFORE: &[&str] = &[
            "la", "el", "los", "las", "en", "casa", "house", "the", "de", "del", "al", "to", "of",
            // `segno la casa di Ines (D)`, `nella Cantina`
            "il", "di", "della", "nella", "alla", "in",
        ];
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
            let key = crate::core::names::fold(text);
            if BEFORE.contains(&key.as_str()) || also.contains(&key.as_str()) {
                continue;
            }
            // A house named by its function, as the setup post names it ("la casa A:
            // Armería"): `uso la Armería`, `usar la radio`.
            if let Some((house, end)) = self.house_by_function(args, word) {
                // Shown as the house it names, all its words: `uso la enfermería para Ana` is
                // `usar G para Ana`, `marco la Sala de control` is `marcar O`.
                args.file.readings.set_within(
                    span.start..end,
                    vec![crate::core::orders::Read::Word(house.clone())],
                );
                return Ok((house, span.start..end));
            }
            // `Hugo's house`: the owner's possessive, then the word for house.
            let (text, possessive) = home::possessive(text);
            return match self.game.names().resolve(text) {
                Ok(player) => {
                    let house = self.state.house(&player).to_string();
                    if possessive {
                        args.keyword(&["house"]);
                    }
                    // `la casa de Hugo (la C)`: his house's letter said after it.
                    self.skip_own_letter(args, &house);
                    // Shown as the house it names: `marco la casa de Hugo` is `marcar C`.
                    args.file
                        .readings
                        .record(span.start, crate::core::orders::Read::Word(house.clone()));
                    Ok((house, span))
                }
                Err(miss) => Err(args
                    .problem(
                        span,
                        Msg::new("chechino-err-unknown-house").arg("house", text),
                    )
                    .help(crate::core::grammar::miss_help(&miss))),
            };
        }
    }

    /// The house whose function `word` and the words after it name (`Armería`, `radio`, `la
    /// Sala de control`, `el Puente de mando`), in this game's map; the words of a name of
    /// more than one are consumed. Returns the house and where its name ends.
    fn house_by_function(
        &self,
        args: &mut Args,
        word: &crate::core::orders::Word,
    ) -> Option<(String, usize)> {
        use crate::core::names::fold;
        // The word itself (a place said first stands in no space: its words share one span).
        let at = args.line.words.iter().position(|w| std::ptr::eq(w, word))?;
        let written: Vec<String> = args.line.words[at..]
            .iter()
            .map(|w| fold(w.text.trim_matches(|c: char| !c.is_alphanumeric())))
            .collect();
        // One letter off a long word of the name (`el Servicio`, `la Armeira`) still names it.
        let close = |p: &str, w: &str| p == w || crate::core::text::one_edit_apart(w, p, 6);
        let function = Function::ALL.into_iter().find(|f| {
            let parts: Vec<&str> = f.id().split('-').collect();
            parts.len() <= written.len() && parts.iter().zip(&written).all(|(p, w)| close(p, w))
        })?;
        let extra = function.id().split('-').count() - 1;
        let end = args.line.words[at + extra].span.end;
        for _ in 0..extra {
            args.word();
        }
        Some((nave::house_with(&self.state.map, function)?, end))
    }

    /// The next word that may be a path, as written: the words players put before one
    /// (`vigilo el camino A-E`, `muro E-F y C-D`) skipped, unless a place has that name.
    pub(super) fn path_word<'a>(
        &self,
        args: &mut Args<'a>,
    ) -> Option<&'a crate::core::orders::Word> {
        // `vigilo la K`, `mirando hacia la K`, `watch towards K`
        const BEFORE: &[&str] = &[
            "y", "and", "el", "the", "camino", "path", "de", "del", "en", "otro", "in", "la",
            "hacia", "towards", "toward", "al", "to", "on", "verso", "il", "sul", "su", "sentiero",
        ];
        loop {
            let word = args.ahead().first()?;
            let key = crate::core::names::fold(&word.text);
            // `el camino a K`, `su A-E e su M-N`: a small `a` or `e` before a house or a path is
            // the preposition or the conjunction, not the house A or E.
            let to_a_house = (word.text == "a" || word.text == "e")
                && args.ahead().get(1).is_some_and(|n| {
                    n.text.contains('-')
                        || BEFORE.contains(&crate::core::names::fold(&n.text).as_str())
                        || nave::place_named(&self.state.map, &n.text).is_some()
                });
            let skip = ((BEFORE.contains(&key.as_str()) || home::BETWEEN.contains(&key.as_str()))
                && nave::place_named(&self.state.map, &word.text).is_none())
                || to_a_house;
            if !skip {
                return args.word();
            }
            // Skipped unread: `entre` is no part of the path as `check` shows it.
            args.skip(1);
        }
    }

    /// A path `A-B` written as one word.
    fn path(&self, args: &mut Args) -> Result<((String, String), Range<usize>), Problem> {
        let Some(word) = self.path_word(args) else {
            return Err(err(args, args.line_span(), "chechino-err-missing-path"));
        };
        // `entre J y K`: the path's two ends.
        let (text, span) = self
            .path_between(args, word)
            .unwrap_or_else(|| (word.text.clone(), word.span.clone()));
        let parts: Vec<String> = Map::parse_route(&text)
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
            _ => Err(args.problem(span, Msg::new("chechino-err-not-a-path").arg("path", &text))),
        }
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
        // A player's later PMs add to his first; the core puts them next to each other.
        let pm: &mut Pm = pms.entry(file.player.clone()).or_default();
        pm.sent = file.sent_key(index);
        for line in &file.lines {
            let verb = match read_verb(file, line, &VERBS) {
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
                    pm.times.push(file.sent_key(index));
                }
                Err(p) => {
                    if verb == Verb::Route {
                        let mut again = Args::new(file, line, &names);
                        pm.written_route = reader.told_places(&mut again, me).or_else(|| {
                            again.peek();
                            again.rest().map(|(text, _)| {
                                Map::parse_route(&text)
                                    .into_iter()
                                    .map(|(p, _)| p)
                                    .collect()
                            })
                        });
                    }
                    problems.push(p)
                }
            }
        }
        // After the player's last PM, his orders together.
        if orders
            .get(index + 1)
            .is_none_or(|next| next.player != file.player)
        {
            problems.extend(reader.whole(orders, pm));
        }
    }
    problems.extend(between::one_mark(&pms, orders));
    (pms, problems)
}
