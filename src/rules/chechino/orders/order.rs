//! One order line: who may give it, when, and its arguments. The night's orders are in
//! [`super::night_orders`]; here the dispatch, the day's orders and the messages.

use super::{Order, Reader, Verb, err, said_of, verb_span};
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::master;
use crate::core::msg::Msg;
use crate::rules::chechino::casas::puente_de_mando::buried_tiebreak;
use crate::rules::chechino::casas::{Function, spoken};
use crate::rules::chechino::nave;
use crate::rules::chechino::roles::{Ability, Role};
use crate::rules::chechino::state::Phase;
use std::ops::Range;

/// Who gives an order, as the rules see him in this phase.
pub(super) struct Giver<'m> {
    pub me: &'m str,
    pub role: Role,
    /// Tonight's drawn ability.
    pub ability: Option<Ability>,
    /// A player the master's kill took along (a lover) wrote while he lived: his PM is read as
    /// written, and the resolution finds him dead.
    pub alive: bool,
    /// The Cómplice's buried victim.
    pub buried: bool,
}

impl Reader<'_> {
    pub(super) fn order(&self, args: &mut Args, verb: Verb, me: &str) -> Result<Order, Problem> {
        let who = self.giver(me);
        // "Dicha víctima queda bloqueada … no pudiendo actuar, aunque sí votar": by day too, every
        // order but the vote (and the Capitán's tie-break with the option `buried_tiebreak=yes`).
        let vote = verb == Verb::Vote || (verb == Verb::TieBreak && buried_tiebreak(self.game));
        if who.buried && !vote {
            return Err(said_of(args, me, "chechino-err-buried"));
        }
        match verb {
            Verb::Route => self.route(args, &who),
            Verb::Kill => self.kill(args, &who),
            Verb::Kidnap => self.kidnap(args, &who),
            Verb::Unbury => self.unbury(args, &who),
            Verb::Water => self.water(args, &who),
            Verb::Use => self.activation(args, &who),
            Verb::Wall => self.walls(args, &who),
            Verb::Watch => self.watch(args, &who),
            Verb::Mark => self.mark(args, &who),
            Verb::Swap => self.swap(args, &who),
            Verb::Message => self.trance(args, &who),
            Verb::Vote => self.vote(args, &who),
            Verb::TieBreak => self.tie_break(args, &who),
            Verb::Drunk => self.drunk(args, &who),
            Verb::Stop => self.stop(args, &who),
            Verb::Shoot => self.shoot(args, &who),
            Verb::Reply => self.reply(args, &who),
        }
    }

    fn giver<'m>(&self, me: &'m str) -> Giver<'m> {
        Giver {
            me,
            role: self.state.role(me),
            ability: self.state.abilities.get(me).copied(),
            alive: self.game.is_alive(me) || self.state.memory.fallen.iter().any(|f| f == me),
            buried: self
                .state
                .memory
                .buried
                .as_ref()
                .is_some_and(|b| b.victim == me),
        }
    }

    /// A night's order, given by a living player who is not buried.
    pub(super) fn at_night(&self, args: &Args, who: &Giver) -> Result<(), Problem> {
        if !(self.night().is_some() && who.alive) {
            Err(self.wrong_phase(args))
        } else if who.buried {
            // "Dicha víctima queda bloqueada … no pudiendo actuar, aunque sí votar."
            Err(said_of(args, who.me, "chechino-err-buried"))
        } else {
            Ok(())
        }
    }

    fn by_day(&self, args: &Args) -> Result<(), Problem> {
        if matches!(self.phase, Phase::Dia(_)) {
            Ok(())
        } else {
            Err(self.wrong_phase(args))
        }
    }

    /// An order the giver's role or ability does not give.
    pub(super) fn not_yours(&self, args: &Args, who: &Giver) -> Problem {
        args.problem(
            verb_span(args),
            Msg::new("chechino-err-not-yours").arg("role", who.role.key()),
        )
    }

    /// Observatorio: "Dos veces por partida el místico podrá enviar un mensaje a cualquier
    /// jugador muerto a través del Master."
    pub(super) fn trance(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.owns(args, who.me, Function::Observatorio)?;
        if self.state.memory.trances == 0 {
            return Err(err(args, verb_span(args), "chechino-err-spent"));
        }
        // `Mensaje para Fede: ¿quién te mató?`
        args.skip_ahead(&["para", "for", "a", "to", "al"]);
        let (to, span) = args.player("dead player")?;
        if self.game.is_alive(&to) {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-trance-living").arg("player", &to),
            ));
        }
        self.sent_from(args, span.end)?;
        Ok(Order::Message(to.clone(), self.message(args)?))
    }

    /// `Messaggio per Fede dall'osservatorio: «…»`, `message for Fede from the observatory: …`:
    /// the house said after the receiver is where the message goes out from, no word of it.
    /// Only the Observatorio sends one ("Dos veces por partida el místico podrá enviar un
    /// mensaje a cualquier jugador muerto"): another house said there is raised, never sent to
    /// the dead as the message's words.
    fn sent_from(&self, args: &mut Args, receiver_end: usize) -> Result<(), Problem> {
        const FROM: &[&str] = &[
            "desde",
            "from",
            "via",
            "through",
            "da",
            "dal",
            "dalla",
            "dallo",
            "tramite",
            "attraverso",
        ];
        const ARTICLE: &[&str] = &["el", "la", "the", "il", "lo", "my", "mi", "mio"];
        let ahead = args.ahead();
        let texts: Vec<&str> = ahead.iter().map(|w| w.text.as_str()).collect();
        let Some(first) = texts.first() else {
            return Ok(());
        };
        // After a colon the message has begun (`Mensaje para Fede: desde la radio oí gritos`).
        if args.file.source[receiver_end..ahead[0].span.start].contains(':') {
            return Ok(());
        }
        // `dall'osservatorio`: the preposition elided into the house's name.
        let elided = spoken::without_elision(first) != crate::core::names::fold(first);
        let mut at = usize::from(FROM.contains(&ahead[0].folded()));
        if at == 0 && !elided {
            return Ok(());
        }
        while at > 0 && ahead.get(at).is_some_and(|w| ARTICLE.contains(&w.folded())) {
            at += 1;
        }
        let rest = &texts[at.min(texts.len())..];
        let letter = rest
            .first()
            .and_then(|w| {
                let letter = w.trim_matches(|c: char| !c.is_alphanumeric());
                nave::place_named(&self.state.map, letter)
            })
            .and_then(|h| nave::function_of(&self.state.map, &h))
            .map(|f| (f, 1));
        let Some((function, len)) = spoken::function_at(rest).or(letter) else {
            return Ok(());
        };
        let span = ahead[0].span.start..ahead[at + len - 1].span.end;
        if function != Function::Observatorio {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-trance-from").arg("function", function.key()),
            ));
        }
        args.skip(at + len);
        Ok(())
    }

    /// "El receptor podrá contestar a través de otro MP".
    fn reply(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        if !self.state.memory.answers.contains_key(who.me) {
            return Err(said_of(args, who.me, "chechino-err-no-message"));
        }
        // "El receptor podrá contestar": the answer goes back to the Místico, the only one who
        // can have asked; `respondo al místico: …`, `Respuesta para el místico: …` name him
        // before the answer, no part of it.
        let ahead = args.ahead();
        let to = ahead
            .iter()
            .take_while(|w| {
                ["a", "al", "para", "el", "to", "the", "per", "il"].contains(&w.folded())
            })
            .count();
        if ahead
            .get(to)
            .is_some_and(|w| ["mistico", "mystic", "observatorio"].contains(&w.folded()))
        {
            args.skip(to + 1);
        }
        Ok(Order::Reply(self.message(args)?))
    }

    /// "El voto se emite con el nombre del elegido", a living player.
    fn vote(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.by_day(args)?;
        // A dead player's vote said as his (ruling 26, "dead 1"): `voto fantasma: Carla`.
        args.skip_ahead(&["fantasma", "ghost"]);
        // `voto al Operador del ascensor`: the resident by his house's title (ruling 65).
        let (p, span) = self.titled_player(args, "vote")?;
        if !self.game.is_alive(&p) {
            return Err(args.problem(span, Msg::new("chechino-err-vote-dead").arg("player", &p)));
        }
        // A vote the master entered from the thread is not sent back: it is void and the
        // voter told (day.rs).
        if !master::is_corrected_vote(self.game.master_file(), args.file) {
            self.not_lover(args, who.me, &p, span)?;
        }
        Ok(Order::Vote(p))
    }

    /// Puente de mando: "será el encargado de desempatar cualquier votación".
    fn tie_break(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.by_day(args)?;
        self.owns(args, who.me, Function::PuenteDeMando)?;
        Ok(Order::TieBreak(self.titled_player(args, "tie")?.0))
    }

    /// Cantina: "Dos veces por partida, el cocinero puede emborrachar al jugador que desee y
    /// anular su voto durante el turno de día".
    fn drunk(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.by_day(args)?;
        self.owns(args, who.me, Function::Cantina)?;
        if self.state.memory.drinks == 0 {
            return Err(err(args, verb_span(args), "chechino-err-spent"));
        }
        Ok(Order::Drunk(self.titled_player(args, "drunk")?.0))
    }

    /// Motores: "Una vez por partida, el mecánico podrá enviar un MP al Master para detener en
    /// secreto los motores de la nave durante el turno de día."
    fn stop(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.by_day(args)?;
        self.owns(args, who.me, Function::Motores)?;
        if self.state.memory.engines_stopped {
            return Err(err(args, verb_span(args), "chechino-err-spent"));
        }
        // "detener en secreto los motores de la nave": the order's own object, however it is
        // written (`¡¡PARO LOS MOTORES!!`, `paro los motores de la nave`), says only what it is.
        // `Fermo i motori`: the Italian article too.
        args.skip_ahead(&[
            "los", "el", "the", "i", "il", "motores", "motor", "engines", "engine", "motori",
        ]);
        if args.skip_ahead(&["de", "of", "della"]) {
            args.skip_ahead(&["nave", "barco", "ship", "la", "the"]);
        }
        Ok(Order::Stop)
    }

    /// Armería: "El receptor final podrá disparar a cualquier jugador durante el turno de día".
    fn shoot(&self, args: &mut Args, who: &Giver) -> Result<Order, Problem> {
        self.by_day(args)?;
        if self.state.memory.gun.as_deref() != Some(who.me) || !who.alive {
            return Err(said_of(args, who.me, "chechino-err-no-gun"));
        }
        let (p, span) = args.player("target")?;
        self.living_other(args, who.me, &p, span.clone())?;
        self.not_lover(args, who.me, &p, span)?;
        Ok(Order::Shoot(p))
    }

    /// "Tampoco podrán dañarse ni votarse entre sí mientras permanezcan enamorados": the book
    /// already shows them in love (and they were told), so the order is refused here.
    pub(super) fn not_lover(
        &self,
        args: &Args,
        me: &str,
        p: &str,
        span: Range<usize>,
    ) -> Result<(), Problem> {
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
