//! The night's orders: "Turno de noche: los jugadores envían sus acciones por MP al Master."
//! Each is given by a living player who is not buried ([`Reader::at_night`]), and only by the
//! role or the ability that has it.

use super::order::Giver;
use super::{Activation, Order, Reader, Walker, err, kills, said_of, verb_span, walker};
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::map::Map;
use crate::core::msg::Msg;
use crate::core::orders::Read;
use crate::rules::chechino::casas::{Function, spoken};
use crate::rules::chechino::nave::{self, PATH};
use crate::rules::chechino::roles::{Ability, Role};
use std::ops::Range;

/// The partner named where a walk starts (`Salgo de la casa de mi cómplice: A-E-F`, `from
/// my partner's house`).
const PARTNER: &[&str] = &[
    "complice",
    "companero",
    "socio",
    "partner",
    "partner's",
    "accomplice",
    "accomplice's",
];

/// The words that say where a walk starts, before the route (`desde mi casa: G-H-F`, `de la
/// casa de mi cómplice`, `from home`): not steps.
const FROM: &[&str] = &[
    "de",
    "desde",
    "del",
    "la",
    "mi",
    "casa",
    "propia",
    "from",
    "my",
    "own",
    "home",
    "house",
    "the",
    "of",
    "complice",
    "companero",
    "socio",
    "partner",
    "partner's",
    "accomplice",
    "accomplice's",
    "pasear",
    "paseo",
    "por",
    "el",
    "mapa",
    "ruta",
    "recorrido",
    "esta",
    "noche",
    "hoy",
    "tonight",
];

impl Reader<'_> {
    /// The route of a walker: "Salir de tu propia casa. Acabar en tu casa o en los barracones.
    /// No pasar dos veces por la misma casa." ([`Reader::check_route`]).
    pub(super) fn route(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.at_night(args, who)?;
        if walker(self.state, who.me).is_none() {
            return Err(said_of(args, who.me, "chechino-err-no-route"));
        }
        // How the walker walks, said before the route (`camino sonámbula: E-A-B`, `walk
        // sleepwalking E-A-B`): the role's word, not a step.
        args.skip_ahead(&[
            "sonambula",
            "sonambulo",
            "sonambulando",
            "dormida",
            "dormido",
            "sleepwalking",
            "sleepwalker",
        ]);
        // Where the walk starts, said before the route (`Salgo de la casa de mi cómplice:
        // A-E-F`, `desde mi casa: G-H-F`): the route's houses are what count, so a start said
        // of the Cómplice's house must be the route's first house.
        let partner = args
            .line
            .words
            .iter()
            .take_while(|w| !w.text.contains('-'))
            .any(|w| PARTNER.contains(&crate::core::names::fold(&w.text).as_str()));
        // `paseo por A, luego C y acabo en F`: the route told in words (ruling 59).
        if let Some(told) = self.told_route(args, who.me, partner) {
            let (places, spans) = told?;
            return self.checked_route(args, who.me, partner, places, &spans);
        }
        args.skip_ahead(FROM);
        skip_to_route_after_colon(args);
        // `quiero ir por N-O-P`: the filler before the route is not part of it.
        args.peek();
        // What follows a comma, a bracket, the sentence's end or an emoji is the player's
        // remark (`ruta A-E-F, por favor`, `(vuelvo por el mismo sitio)`, `Ruta E-F. Sin
        // prisa.`, `ruta E-F 🙂`): prose, or refused, never a step.
        let rest = args.peek().map_or("", |w| {
            &args.file.source[w.span.start..args.line.span.end.max(w.span.start)]
        });
        let stops: Vec<char> = [',', ';', '(']
            .into_iter()
            .chain(rest.chars().filter(|&c| ends_a_route(c)))
            .collect();
        // `ruta E-F-E y ya`: the houses joined by dashes are the route, the words after a
        // space are not steps (read as after a comma), so a word after it is never a house
        // passed twice.
        let joined_end = joined_route_end(rest);
        let mut at = 0;
        let stop = |c: char| {
            let hit = Some(at) == joined_end || stops.contains(&c);
            at += c.len_utf8();
            hit
        };
        let Some((text, span)) = args.rest_until(stop) else {
            return Err(err(args, args.line_span(), "chechino-err-missing-route"));
        };
        let text = route_text(args, &text, &span);
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
        let route = self.checked_route(args, who.me, partner, places, &spans)?;
        self.no_use_after(args)?;
        Ok(route)
    }

    /// "Las funciones de la mayoría de las ubicaciones pueden ser activadas por cualquiera de
    /// los personajes que pasen por allí": the words after a route that name a thing a house
    /// gives or a house a passer uses (`Route P-M-L-I, grabbing a camo suit at the laundry on
    /// the way`) may be a use, an order of its own: raised, never set aside as the route's
    /// remark.
    fn no_use_after(&self, args: &Args) -> Result<(), Problem> {
        let ahead = args.ahead();
        let texts: Vec<&str> = ahead.iter().map(|w| w.text.as_str()).collect();
        let named = (0..texts.len()).find_map(|i| {
            spoken::thing(texts[i])
                .map(|f| (f, i, 1))
                .or_else(|| spoken::function_at(&texts[i..]).map(|(f, len)| (f, i, len)))
                .filter(|(f, _, _)| f.passers_activate())
        });
        match named {
            None => Ok(()),
            Some((function, at, len)) => Err(args.problem(
                ahead[at].span.start..ahead[at + len - 1].span.end,
                Msg::new("chechino-err-route-names-a-use").arg("function", function.key()),
            )),
        }
    }

    /// The route read, checked: a start said at the partner's house, then the rulebook's rules.
    fn checked_route(
        &self,
        args: &Args,
        me: &str,
        partner: bool,
        places: Vec<String>,
        spans: &[Range<usize>],
    ) -> Result<Order, Problem> {
        if partner && let Some(first) = places.first() {
            self.starts_at_partner(args, me, first, spans[0].clone())?;
        }
        self.check_route(args, me, &places, spans)?;
        Ok(Order::Route(places))
    }

    /// A route said to start at the Cómplice's house ("trazará un recorrido desde su propia
    /// casa o la de su Cómplice") must start there: the Asesino's partner's house.
    fn starts_at_partner(
        &self,
        args: &Args,
        me: &str,
        first: &str,
        span: Range<usize>,
    ) -> Result<(), Problem> {
        let partner = match self.state.role(me) {
            Role::Asesino => Role::Complice,
            Role::Complice => Role::Asesino,
            _ => return Err(said_of(args, me, "chechino-err-no-partner")),
        };
        let house = self
            .state
            .roles
            .iter()
            .find(|(_, r)| **r == partner)
            .map(|(p, _)| self.state.house(p));
        match house {
            Some(house) if house == first => Ok(()),
            _ => Err(args.problem(
                span,
                Msg::new("chechino-err-route-not-partner").arg("house", first),
            )),
        }
    }

    /// The Asesino "Cada noche debe buscar una víctima" (the Cómplice once the Asesino is dead,
    /// the armed Reclutado).
    pub(super) fn kill(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.at_night(args, who)?;
        if !kills(self.game, self.state, who.me) {
            return Err(self.not_yours(args, who));
        }
        let (p, span) = self.victim(args)?;
        self.living_other(args, who.me, &p, span.clone())?;
        self.not_lover(args, who.me, &p, span)?;
        self.skip_victim_home(args, &p);
        Ok(Order::Kill(p))
    }

    /// The victim of a kill or a kidnap, by his name or by the public title of the house he
    /// lives in (`secuestro a la Cocinera`; ruling 53).
    fn victim(&self, args: &mut Args) -> Result<(String, Range<usize>), Problem> {
        self.titled_player(args, "victim")
    }

    /// The Cómplice: "En un primer turno las secuestra y las entierra en un lugar secreto, en
    /// el segundo se queda descansando mientras su víctima perece."
    pub(super) fn kidnap(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.at_night(args, who)?;
        if who.role != Role::Complice || kills(self.game, self.state, who.me) {
            return Err(self.not_yours(args, who));
        }
        if self.state.memory.buried.is_some() || self.state.memory.complice_rests == self.night() {
            return Err(err(args, verb_span(args), "chechino-err-resting"));
        }
        let (p, span) = self.victim(args)?;
        self.living_other(args, who.me, &p, span.clone())?;
        self.not_lover(args, who.me, &p, span)?;
        self.skip_victim_home(args, &p);
        Ok(Order::Kidnap(p))
    }

    /// "o que por alguna razón éste decida desenterrarla".
    pub(super) fn unbury(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.at_night(args, who)?;
        if who.role != Role::Complice || self.state.memory.buried.is_none() {
            return Err(self.not_yours(args, who));
        }
        Ok(Order::Unbury)
    }

    /// The Bombero: "durante su ruta elegirá una casa distinta de la suya y la regará".
    pub(super) fn water(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.at_night(args, who)?;
        if who.ability != Some(Ability::Bombero) {
            return Err(self.not_yours(args, who));
        }
        let (house, span) = self.house(args)?;
        if house == self.state.house(who.me) {
            return Err(err(args, span, "chechino-err-water-own"));
        }
        Ok(Order::Water(house))
    }

    /// "Las funciones de la mayoría de las ubicaciones pueden ser activadas por cualquiera de
    /// los personajes que pasen por allí durante su recorrido nocturno", the Morgue opening a
    /// dead owner's house ([`Reader::use_args`]).
    pub(super) fn activation(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        // `uso el observatorio para mandar un mensaje a Fede`: the Místico's trance (ruling 60).
        if let Some(trance) = self.trance_by_use(args, who) {
            return trance;
        }
        self.at_night(args, who)?;
        if matches!(walker(self.state, who.me), None | Some(Walker::Sonambulo)) {
            return Err(said_of(args, who.me, "chechino-err-no-route"));
        }
        let (at, span) = self.used_house(args)?;
        let (house, function, what) =
            if nave::function_of(&self.state.map, &at) == Some(Function::Morgue) {
                // "activar desde ella la ubicación perteneciente a un jugador muerto",
                // "mientras el enterrador siga vivo".
                let open = self.state.resident(&at).is_some_and(|r| {
                    self.game.is_alive(r) || self.state.memory.fallen.iter().any(|f| f == r)
                });
                if !open {
                    return Err(
                        args.problem(span, Msg::new("chechino-err-owner-dead").arg("house", &at))
                    );
                }
                let (ghost, ghost_span) = self.house(args)?;
                let (f, w) = self.use_args(args, who.me, &ghost, ghost_span, true)?;
                (ghost, f, w)
            } else {
                let (f, w) = self.use_args(args, who.me, &at, span, false)?;
                (at.clone(), f, w)
            };
        Ok(Order::Use(Activation {
            at,
            house,
            function,
            what,
        }))
    }

    /// The Obstructor "bloqueará su elección dos de los caminos, con la única condición de que
    /// dichos caminos no pueden estar conectados entre sí".
    pub(super) fn walls(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.at_night(args, who)?;
        if who.ability != Some(Ability::Obstructor) {
            return Err(self.not_yours(args, who));
        }
        let (first, _) = self.path(args)?;
        let (second, span) = self.path(args)?;
        let touch = [&first.0, &first.1]
            .iter()
            .any(|p| **p == second.0 || **p == second.1);
        if touch {
            return Err(err(args, span, "chechino-err-walls-connected"));
        }
        Ok(Order::Wall(vec![first, second]))
    }

    /// The Insomne "se quedará vigilando uno de los caminos que salen de su ubicación durante
    /// toda la noche".
    pub(super) fn watch(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.at_night(args, who)?;
        if who.ability != Some(Ability::Insomne) {
            return Err(self.not_yours(args, who));
        }
        let home = self.state.house(who.me).to_string();
        let word = self
            .path_word(args)
            .ok_or_else(|| err(args, args.line_span(), "chechino-err-missing-path"))?;
        // `entre J y K`: the path's two ends.
        let (text, span) = self
            .path_between(args, word)
            .unwrap_or_else(|| (word.text.clone(), word.span.clone()));
        let parts: Vec<String> = Map::parse_route(&text)
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
                span,
                Msg::new("chechino-err-watch-home").arg("house", &home),
            ));
        }
        Ok(Order::Watch(home, other))
    }

    /// "cada noche uno de ellos marcará una casa".
    pub(super) fn mark(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.at_night(args, who)?;
        if who.role != Role::Piromano {
            return Err(self.not_yours(args, who));
        }
        if let Some(problem) = self.mark_said_of_another(args) {
            return Err(problem);
        }
        let (house, span) = self.marked_house(args)?;
        self.note_already_marked(args, &house, span);
        // `Marcar la C. (la de Hugo)`: the house's resident named after it.
        self.skip_resident(args, &house);
        Ok(Order::Mark(house))
    }

    /// A mark on a house already marked (or a living Pirómano's, "se considerarán siempre
    /// marcada"): the rulebook forbids it nowhere, and the Cruce sombrío's swapped signs may
    /// turn it onto another house ("Si el pirómano marca esa noche la casa de B, realmente
    /// habrá marcado la de A"), so it is read; `check` shows beside it that the house is
    /// marked already (docs/rulings/chechino.md, 57).
    fn note_already_marked(&self, args: &Args, house: &str, span: Range<usize>) {
        let state = self.state;
        let pyro = state
            .resident(house)
            .is_some_and(|r| state.role(r) == Role::Piromano && self.game.is_alive(r));
        if !pyro && !state.memory.marks.iter().any(|m| m == house) {
            return;
        }
        let catalog = crate::core::msg::Catalog::for_ruleset(self.game.language, "chechino");
        let note = catalog.text(&Msg::new("chechino-check-already-marked").arg("house", house));
        args.file.readings.record(span.end, Read::Text(note));
    }

    /// "cada noche uno de ellos marcará una casa, mientras que su compañero se queda jugando
    /// a la consola": a Pirómano may write which of the two marks tonight. `marca Dani, yo me
    /// quedo a la consola` has the third person with Dani as its subject: a form that is also
    /// the third person, a player's name right after it (no article, no preposition), on a
    /// line that goes on with another subject (`yo`, `I`), is raised, never read as a mark of
    /// Dani's house.
    fn mark_said_of_another(&self, args: &Args) -> Option<Problem> {
        const THIRD: &[&str] = &["marca", "marcará", "marcó", "marcaba", "marks"];
        const SUBJECTS: &[&str] = &["yo", "I"];
        let [verb, name, ..] = args.line.words.as_slice() else {
            return None;
        };
        let player = name.text.trim_matches(|c: char| !c.is_alphanumeric());
        if !THIRD.contains(&verb.text.to_lowercase().as_str())
            || self.game.names().resolve_unsuggested(player).is_err()
        {
            return None;
        }
        // The line as written: the intake may have set the words after a comma aside.
        let source: &str = &args.file.source;
        let end = source[name.span.end..]
            .find('\n')
            .map_or(source.len(), |i| name.span.end + i);
        let rest = &source[name.span.end..end];
        let another = rest.split(|c: char| !c.is_alphanumeric()).any(|w| {
            SUBJECTS
                .iter()
                .any(|s| w == *s || (*s == "yo" && w == "Yo"))
        });
        another.then(|| {
            args.problem(
                verb.span.start..name.span.end,
                Msg::new("chechino-err-mark-third-person")
                    .arg("verb", &verb.text)
                    .arg("player", player),
            )
        })
    }

    /// Cruce sombrío: "Dos veces por partida, el vigilante intercambiara los carteles
    /// informativos de 2 ubicaciones".
    pub(super) fn swap(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        // A swap of images said with the mirror is the Servicios' (ruling 69).
        if let Some(mirror) = self.mirror_swap(args, who) {
            return mirror;
        }
        self.at_night(args, who)?;
        self.owns(args, who.me, Function::CruceSombrio)?;
        if self.state.memory.sign_swaps == 0 {
            return Err(err(args, verb_span(args), "chechino-err-spent"));
        }
        // What is swapped, named before the houses: `cambio los carteles de D y E`.
        const SIGNS: &[&str] = &[
            "los",
            "las",
            "carteles",
            "cartel",
            "letreros",
            "letrero",
            "senales",
            "signs",
            "sign",
            "the",
            "gli",
            "cartelli",
            "cartello",
            "insegne",
            "di",
            "della",
            "delle",
            "informativos",
            "casas",
            "houses",
            "ubicaciones",
            "locations",
            "entre",
            "between",
        ];
        // What joins the two houses: `D y E`, `A con G`, `A and G`.
        const AND: &[&str] = &["y", "e", "and", "con", "with", "por", "entre", "between"];
        // `i cartelli`: the small Italian article, never the house I before the signs.
        let ahead = args.ahead();
        if ahead.first().is_some_and(|w| w.text == "i")
            && ahead
                .get(1)
                .is_some_and(|w| SIGNS.contains(&crate::core::names::fold(&w.text).as_str()))
        {
            args.skip(1);
        }
        args.skip_ahead(SIGNS);
        let a = self.house_after(args, AND)?.0;
        // `i cartelli di B e D`: a small `e` between two houses is Italian "and", not the
        // house E (which is written as a capital).
        if args.ahead().first().is_some_and(|w| w.text == "e") && args.ahead().len() > 1 {
            args.skip(1);
            args.skip_ahead(SIGNS);
        }
        let b = self.house_after(args, AND)?.0;
        Ok(Order::Swap(a, b))
    }
}

/// Whether a character ends a route's text: a sentence's end, or a symbol past the arrows and
/// dashes a route is written with (an emoji, `⇄`). Blind corpus 7: `🙂` was read as a house.
fn ends_a_route(c: char) -> bool {
    matches!(c, '.' | '!' | '?')
        || (!c.is_alphanumeric() && u32::from(c) >= 0x2190 && !matches!(c, '→' | '⟶'))
}

/// `Salgo con la manguera 🚒: O-N-M-P-O`: the words before a colon the route follows (how the
/// walker goes out, an emoji) lead into the route, never a step of it. Only when no dash
/// stands before the colon (`ruta A-E: luego…` keeps its steps) and the colon is followed by
/// houses joined by dashes.
fn skip_to_route_after_colon(args: &mut Args) {
    let Some(first) = args.peek() else {
        return;
    };
    let rest = &args.file.source[first.span.start..args.line.span.end.max(first.span.start)];
    let Some(colon) = rest.find(':') else {
        return;
    };
    let route_follows = rest[colon + 1..]
        .split_whitespace()
        .next()
        .map(|w| w.trim_end_matches([',', '.', ';', '!']))
        .is_some_and(|w| w.split('-').filter(|p| !p.is_empty()).count() >= 2);
    if rest[..colon].contains('-') || !route_follows {
        return;
    }
    let at = first.span.start + colon;
    let before = args
        .ahead()
        .iter()
        .take_while(|w| w.span.end <= at + 1)
        .count();
    args.skip(before);
}

/// The route's text as written: `ruta E-A-B.`: the sentence's full stop is not a step; nor
/// the emoji and colon before it (`Salgo con la manguera 🚒: O-N-M-P-O`), which `check` does
/// not show as the route either.
fn route_text(args: &Args, text: &str, span: &Range<usize>) -> String {
    let trimmed = text
        .trim_end_matches(['.', ',', ';', '!'])
        .trim_start_matches(|c: char| ends_a_route(c) || c == ':' || c.is_whitespace());
    if trimmed.len() != text.trim_end_matches(['.', ',', ';', '!']).len() {
        args.file
            .readings
            .resolve_text(span.clone(), trimmed.to_string());
    }
    trimmed.to_string()
}

/// Where a route written with dashes ends (`E-F-E y ya`: before ` y ya`): at the first space
/// with no dash on either side once a dash has joined two houses. `None` for a route written
/// with spaces only (`A E F`), read whole as before.
fn joined_route_end(rest: &str) -> Option<usize> {
    let dash = |c: char| matches!(c, '-' | '–' | '—' | '>' | '→');
    let mut joined = false;
    let mut prev = None;
    for (i, c) in rest.char_indices() {
        joined |= dash(c);
        if c.is_whitespace() && joined && prev.is_some_and(|p: char| !dash(p) && !p.is_whitespace())
        {
            let next = rest[i..].trim_start().chars().next();
            if next.is_some_and(|n| !dash(n)) {
                return Some(i);
            }
        }
        prev = Some(c);
    }
    None
}
