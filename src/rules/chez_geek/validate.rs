//! What the active player may post, checked before any die is rolled: each card in his hand
//! when he plays it, the five phases in order ("Los turnos de juego se dividen en cinco fases:
//! Robo, Tiradas, Llamar a la Peña, Tiempo Libre, y Descarte"), free time and salary enough,
//! and a hand of five at most, one at least, after the Descarte. The turn is checked play by
//! play with the others' Teles and cancellations applied in their windows, as `turn` plays it:
//! "Si alguien cancela tu salida de Compras, todas las cartas de Cosas que jugaste vuelven a tu
//! mano … Si aún te queda Tiempo Libre y Sueldo, puedes volver a ir de Compras".

use super::cards::{Category, Effect, Job, Kind, Life, PersonKind};
use super::orders::{Verb, Written};
use super::react::cancellation;
use super::reactions::{Use, use_of};
use super::state::State;
use super::turn::House;
use crate::core::diag::Problem;
use crate::core::msg::Msg;

/// The phase of a play: 1 Tiradas, 2 Llamar a la Peña, 3 Tiempo Libre, 4 Descarte; a Cuando
/// Sea card is played "en cualquier momento" (`None`).
pub fn phase_of(state: &State, play: &Written) -> Option<u8> {
    let card = state.card(&play.cards[0].0);
    match play.verb {
        Verb::Evict => Some(1),
        Verb::Call => Some(2),
        Verb::Buy => Some(3),
        Verb::Discard => Some(4),
        // A choice and a roll are not plays: they never reach here.
        Verb::Lose | Verb::Roll | Verb::Pass | Verb::Keep => None,
        Verb::Play => match card.kind {
            Kind::Persona => Some(2),
            Kind::Cosa | Kind::Actividad => Some(3),
            Kind::CuandoSea => None,
        },
    }
}

pub fn phase_key(phase: u8) -> &'static str {
    match phase {
        1 => "chez-geek-phase-tiradas",
        2 => "chez-geek-phase-pena",
        3 => "chez-geek-phase-tiempo-libre",
        _ => "chez-geek-phase-descarte",
    }
}

/// Every problem of the active player's plays, with the others' reactions applied in their
/// windows.
pub fn problems(
    state: &State,
    plays: &[Written],
    reactions: &[Written],
    house: House,
) -> Vec<Problem> {
    let me = state.turn.player.clone();
    let mut check = Check {
        state,
        hand: state.flat(&me).hand.clone(),
        room: state
            .flat(&me)
            .room
            .iter()
            .map(|c| c.card.clone())
            .collect(),
        job: state.job_of(&me).clone(),
        jobs_top: state.jobs.draw.len(),
        salary: state.turn.salary,
        free: state.turn.free_time,
        phase: 1,
        used: vec![false; reactions.len()],
        problems: Vec::new(),
        me,
    };
    for play in plays {
        check.play(play, reactions, house);
    }
    check.hand_at_the_end(plays);
    check.problems
}

/// The turn as checked so far: what the active player holds, his job, what he has left.
struct Check<'a> {
    state: &'a State,
    me: String,
    hand: Vec<String>,
    room: Vec<String>,
    job: Job,
    /// How many jobs are left in the pile ("Nuevo Curro" draws the top one).
    jobs_top: usize,
    salary: u32,
    free: u32,
    /// The phase reached: 1 Tiradas, 2 Llamar a la Peña, 3 Tiempo Libre, 4 Descarte.
    phase: u8,
    /// The reactions applied already.
    used: Vec<bool>,
    problems: Vec<Problem>,
}

impl Check<'_> {
    /// A problem at the play's first card.
    fn refuse(&mut self, play: &Written, msg: Msg) {
        self.problems
            .push(play.problem(play.cards[0].1.clone(), msg));
    }

    /// One play, checked as it is made.
    fn play(&mut self, play: &Written, reactions: &[Written], house: House) {
        let card = self.state.card(&play.cards[0].0).clone();
        if !self.in_phase(play) {
            return;
        }
        if play.verb == Verb::Evict {
            self.evict(play, &card);
            return;
        }
        self.take_cards(play);
        if play.verb == Verb::Discard {
            return;
        }
        if self.job.forbids(&card) {
            // "no puede jugar más cartas de Priba, María, o Monguis".
            let msg = Msg::new("chez-geek-err-job-forbids")
                .arg("card", &card.name)
                .arg("job", &self.job.name);
            self.refuse(play, msg);
            return;
        }
        self.own_room(play, &card);
        if self.cancelled_here(play, &card, reactions, house) {
            return;
        }
        self.made(play, &card);
    }

    /// "Si nadie juega una carta para evitarlo, pones la carta en tu cuarto": an activity
    /// written for another player (`juego Noche de Juegos en el cuarto de Bruno`) is raised at
    /// him, never read as one's own without him.
    fn own_room(&mut self, play: &Written, card: &Life) {
        if play.verb != Verb::Play || card.kind != Kind::Actividad {
            return;
        }
        if let Some((to, span)) = &play.target
            && *to != self.me
        {
            let msg = |key: &str| {
                Msg::new(key)
                    .arg("writer", &self.me)
                    .arg("player", to)
                    .arg("card", &card.name)
            };
            let help = msg("chez-geek-help-activity-elsewhere");
            let problem = play.problem(span.clone(), msg("chez-geek-err-activity-elsewhere"));
            self.problems.push(problem.help(help));
        }
    }

    /// "Los turnos de juego se dividen en cinco fases: Robo, Tiradas, Llamar a la Peña, Tiempo
    /// Libre, y Descarte": a play of a phase already left is refused.
    fn in_phase(&mut self, play: &Written) -> bool {
        let Some(p) = phase_of(self.state, play) else {
            return true;
        };
        if p < self.phase {
            let msg = Msg::new("chez-geek-err-phase-over")
                .arg("phase", format!("@{}", phase_key(p)))
                .arg("now", format!("@{}", phase_key(self.phase)));
            self.refuse(play, msg);
            return false;
        }
        self.phase = p;
        true
    }

    /// "puedes intentar Echar a la Peña de tu cuarto, a excepción de los Gatos".
    fn evict(&mut self, play: &Written, card: &Life) {
        let first = &play.cards[0].0;
        let Some(at) = self.room.iter().position(|c| c == first) else {
            let msg = Msg::new("chez-geek-err-not-in-room").arg("card", &card.name);
            // `mando al Gilipollas al cuarto de Ana` with the Gilipollas in the hand: sent
            // out of a room, or played from the hand ("Miki juega Gilipollas sobre Ana")?
            let problem = play.problem(play.cards[0].1.clone(), msg);
            let problem = match self.hand.contains(first) {
                true => problem.help(
                    Msg::new("chez-geek-help-evict-from-hand")
                        .arg("writer", &play.player)
                        .arg("card", &card.name),
                ),
                false => problem,
            };
            self.problems.push(problem);
            return;
        };
        if card.kind != Kind::Persona || card.person == Some(PersonKind::Gato) {
            self.refuse(
                play,
                Msg::new("chez-geek-err-not-evictable").arg("card", &card.name),
            );
            return;
        }
        // None named: the seed sends him to another room on a 4-6.
        if let Some((to, span)) = &play.target
            && *to == self.me
        {
            let msg = Msg::new("chez-geek-err-evict-to-self");
            self.problems.push(play.problem(span.clone(), msg));
        }
        self.room.remove(at);
    }

    /// "Debes tener la carta de la Cosa que quieres comprar o de la Actividad que quieres
    /// realizar": each card of the play leaves the hand.
    fn take_cards(&mut self, play: &Written) {
        for (id, span) in &play.cards {
            match self.hand.iter().position(|c| c == id) {
                Some(at) => {
                    self.hand.remove(at);
                }
                None => self.problems.push(play.problem(
                    span.clone(),
                    Msg::new("chez-geek-err-not-in-hand").arg("card", &self.state.card(id).name),
                )),
            }
        }
    }

    /// "Debes jugar tu carta de cancelación antes de que ese compañero de piso: 1. Juegue otra
    /// carta": what cancels this play does so before the next one is checked. Whether it was
    /// cancelled (and so is checked no further).
    fn cancelled_here(
        &mut self,
        play: &Written,
        card: &Life,
        reactions: &[Written],
        house: House,
    ) -> bool {
        let state = self.state;
        let Some((r, _)) = cancellation(state, play, reactions, &mut self.used) else {
            return false;
        };
        match (play.verb, card.kind) {
            (Verb::Buy, _) | (Verb::Play, Kind::Actividad) => {
                if play.verb == Verb::Buy {
                    not_things(state, play, &self.job, &mut self.problems);
                }
                let (free, salary) = (&mut self.free, &mut self.salary);
                let back = cancelled(state, play, &r, house, &mut self.problems, free, salary);
                self.hand.extend(back);
                true
            }
            // A Persona or a Cuando Sea card cancelled is discarded, and does nothing.
            (Verb::Call | Verb::Play, Kind::Persona) | (Verb::Play, Kind::CuandoSea) => true,
            _ => false,
        }
    }

    /// A play made (not cancelled): a Persona called, a trip, an activity, a Cuando Sea card.
    fn made(&mut self, play: &Written, card: &Life) {
        let state = self.state;
        match (play.verb, card.kind) {
            (Verb::Call | Verb::Play, Kind::Persona) => {}
            (Verb::Call, _) => self.refuse(
                play,
                Msg::new("chez-geek-err-not-a-person").arg("card", &card.name),
            ),
            (Verb::Buy, _) => {
                not_things(state, play, &self.job, &mut self.problems);
                let cost = play.cards.iter().map(|(id, _)| state.card(id).cost).sum();
                // "Independientemente del número de Cosas que compres en un turno, sólo
                // cuentan como una sola salida de Compras … puedes comprar tantas Cosas como
                // tu Sueldo te permita."
                self.spend(play, cost, cost);
            }
            (Verb::Play, Kind::Cosa) => self.refuse(
                play,
                Msg::new("chez-geek-err-buy-things").arg("card", &card.name),
            ),
            // "Si el Sueldo que te queda no iguala o supera el Coste, no puedes realizar esa
            // Actividad."
            (Verb::Play, Kind::Actividad) => self.spend(play, card.cost, card.cost),
            (Verb::Play, Kind::CuandoSea) => {
                for effect in &card.effects {
                    self.whenever(play, card, effect);
                }
            }
            (Verb::Evict | Verb::Discard, _) => unreachable!("handled above"),
            // A choice is not a play (`orders::is_choice`), nor a roll: they never reach here.
            (Verb::Lose | Verb::Roll | Verb::Pass | Verb::Keep, _) => {}
        }
    }

    fn spend(&mut self, play: &Written, cost: u32, pay: u32) {
        spend(
            &mut self.problems,
            play,
            &mut self.free,
            &mut self.salary,
            cost,
            pay,
        );
    }

    /// One effect of a Cuando Sea card played in one's own turn.
    fn whenever(&mut self, play: &Written, card: &Life, effect: &Effect) {
        match effect {
            Effect::RaiseSalary(n) => self.salary = self.salary.saturating_add(*n),
            Effect::ExtraFreeTime(n) => self.free = self.free.saturating_add(*n),
            Effect::NewJob => {
                if self.jobs_top == 0 {
                    self.refuse(play, Msg::new("chez-geek-err-no-jobs"));
                } else {
                    self.jobs_top -= 1;
                    let top = &self.state.jobs.draw[self.jobs_top];
                    self.job = self.state.cards.job(top).expect("known job").clone();
                }
            }
            Effect::Fired => match &play.target {
                None => self.refuse(play, Msg::new("chez-geek-err-fired-whom")),
                Some((p, span)) if *p == self.me => {
                    let msg = Msg::new("chez-geek-err-fired-self");
                    self.problems.push(play.problem(span.clone(), msg));
                }
                Some(_) if self.jobs_top == 0 => {
                    self.refuse(play, Msg::new("chez-geek-err-no-jobs"))
                }
                Some(_) => self.jobs_top -= 1,
            },
            // "Las cartas de cancelación no tienen efecto sobre las cartas que ya se encuentran
            // en juego": nothing is being played in one's own turn but one's own cards.
            Effect::Cancel(_) => self.refuse(
                play,
                Msg::new("chez-geek-err-cancel-in-play").arg("card", &card.name),
            ),
            Effect::TakeFromRoom(cats) => self.take(play, card, cats),
            Effect::Eats(_)
            | Effect::RoomBonus { .. }
            | Effect::Noisy { .. }
            | Effect::ClosesRoom(_) => {}
        }
    }

    /// "Las cartas de Cuando Sea pueden jugarse sobre cualquier jugador en cualquier momento":
    /// Gorroneo "no es una carta de cancelación", so in one's own turn it takes a card already
    /// in another's room, of its categories.
    fn take(&mut self, play: &Written, card: &Life, cats: &[Category]) {
        let state = self.state;
        match (&play.target, &play.aimed) {
            (None, _) => self.refuse(
                play,
                Msg::new("chez-geek-err-take-whom").arg("card", &card.name),
            ),
            (Some((p, span)), _) if *p == self.me => {
                let msg = Msg::new("chez-geek-err-take-own-room").arg("card", &card.name);
                self.problems.push(play.problem(span.clone(), msg));
            }
            (_, Some((aimed, span))) if !cats.iter().any(|c| state.card(aimed).is(*c)) => {
                let msg = Msg::new("chez-geek-err-take-category")
                    .arg("card", &card.name)
                    .arg("target", &state.card(aimed).name);
                self.problems.push(play.problem(span.clone(), msg));
            }
            _ => {}
        }
    }

    /// "Si tienes más de cinco cartas, debes descartarte hasta que sólo tengas cinco. Puedes
    /// descartarte hasta quedarte con una sola carta; no puedes descartarte hasta quedarte sin
    /// cartas en la mano."
    fn hand_at_the_end(&mut self, plays: &[Written]) {
        let discarded = plays.iter().any(|p| p.verb == Verb::Discard);
        let Some(play) = plays.last() else {
            return;
        };
        let span = play.span.clone();
        if self.hand.len() > 5 {
            self.problems.push(
                play.problem(
                    span,
                    Msg::new("chez-geek-err-hand-over-five").arg("count", self.hand.len()),
                )
                .help(
                    Msg::new("chez-geek-help-discard")
                        .arg("count", self.hand.len() - 5)
                        .arg("writer", &self.me),
                ),
            );
        } else if self.hand.is_empty() && discarded {
            let msg = Msg::new("chez-geek-err-discard-all");
            self.problems.push(play.problem(span, msg));
        }
    }
}

/// "Debes tener la carta de la Cosa que quieres comprar": every card of a trip is a Cosa the
/// job lets one play.
fn not_things(state: &State, play: &Written, job: &Job, problems: &mut Vec<Problem>) {
    for (id, span) in &play.cards {
        let c = state.card(id);
        if c.kind != Kind::Cosa {
            problems.push(play.problem(
                span.clone(),
                Msg::new("chez-geek-err-not-a-thing").arg("card", &c.name),
            ));
        } else if job.forbids(c) {
            problems.push(
                play.problem(
                    span.clone(),
                    Msg::new("chez-geek-err-job-forbids")
                        .arg("card", &c.name)
                        .arg("job", &job.name),
                ),
            );
        }
    }
}

/// A play cancelled as it is being played; returns the cards that go back to the hand.
/// A Tele: "tendría que pasar ese Tiempo Libre viendo la Tele, y si hubiese intentado jugar una
/// carta de Actividad, ésta se descartaría. Las cartas de Cosas vuelven a su mano". A
/// cancellation: "Las cartas canceladas son descartadas. Si la carta era una Actividad, el
/// Tiempo Libre usado para esa Actividad se pierde." Either way the free time is spent and
/// the salary is not: nothing was bought and the Actividad was not done ("Si el Sueldo que te
/// queda no iguala o supera el Coste, no puedes realizar esa Actividad" is checked as it is
/// announced). A cancellation of some things of a trip (`trip_cancel=card`) buys the rest.
fn cancelled(
    state: &State,
    play: &Written,
    r: &Written,
    house: House,
    problems: &mut Vec<Problem>,
    free: &mut u32,
    salary: &mut u32,
) -> Vec<String> {
    let cards: Vec<String> = play.cards.iter().map(|(c, _)| c.clone()).collect();
    let cost = |ids: &[String]| ids.iter().map(|c| state.card(c).cost).sum::<u32>();
    let first = state.card(&cards[0]);
    let tele = use_of(state, r) == Some(Use::Tele);
    match play.verb {
        Verb::Buy if tele || house.whole_trip => {
            spend(problems, play, free, salary, cost(&cards), 0);
            cards
        }
        Verb::Buy => {
            let cats = super::reactions::cancels(state, r);
            let rest: Vec<String> = cards
                .iter()
                .filter(|c| !cats.iter().any(|k| state.card(c).is(*k)))
                .cloned()
                .collect();
            spend(problems, play, free, salary, cost(&cards), cost(&rest));
            Vec::new()
        }
        Verb::Play if first.kind == Kind::Actividad => {
            spend(problems, play, free, salary, first.cost, 0);
            Vec::new()
        }
        _ => Vec::new(),
    }
}

/// One free time, and `pay` out of the salary left; the play is refused, and spends nothing,
/// when there is no free time or the salary left is less than its `cost`.
fn spend(
    problems: &mut Vec<Problem>,
    play: &Written,
    free: &mut u32,
    salary: &mut u32,
    cost: u32,
    pay: u32,
) {
    if *free == 0 {
        problems.push(play.problem(play.span.clone(), Msg::new("chez-geek-err-no-free-time")));
        return;
    }
    // "Cada Tiempo Libre te permite realizar una Actividad o ir de Compras": a play refused
    // does neither.
    if cost > *salary {
        problems.push(
            play.problem(
                play.span.clone(),
                Msg::new("chez-geek-err-salary")
                    .arg("cost", cost)
                    .arg("salary", *salary),
            ),
        );
        return;
    }
    *free -= 1;
    *salary -= pay;
}
