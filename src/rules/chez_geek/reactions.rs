//! The other flatmates' answers to the active player's plays: "Las cartas de Cuando Sea pueden
//! jugarse sobre cualquier jugador en cualquier momento", and "Jugar una carta de Tele para
//! cancelar el Tiempo Libre de otro jugador". Each names the play it answers (`juego Tele
//! contra Eva en la jugada 2`). A cancellation hits a card only while it is being played: "Debes
//! jugar tu carta de cancelación antes de que ese compañero de piso: 1. Juegue otra carta, o 2.
//! Tire un dado …, o 3. Termine su turno." A reaction sent after the post with the active
//! player's next play is refused as late.

use super::cards::{Category, Effect, Kind};
use super::orders::{Verb, Written, is_choice, read_marked};
use super::state::State;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::OrderFile;

/// What a reaction does to the play it answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Use {
    /// A Tele card on a free time: "tendría que pasar ese Tiempo Libre viendo la Tele".
    Tele,
    /// A card that cancels a card of its categories.
    Cancel,
    /// A card that takes a card into the reactor's room (not a cancellation).
    Take,
    /// Any other Cuando Sea card, for the reactor himself or on a player.
    Other,
}

pub fn use_of(state: &State, w: &Written) -> Option<Use> {
    let card = state.card(&w.cards[0].0);
    if card.kind == Kind::CuandoSea {
        if card.effects.iter().any(|e| matches!(e, Effect::Cancel(_))) {
            return Some(Use::Cancel);
        }
        if card
            .effects
            .iter()
            .any(|e| matches!(e, Effect::TakeFromRoom(_)))
        {
            return Some(Use::Take);
        }
        return Some(Use::Other);
    }
    (card.kind == Kind::Actividad && card.is(Category::Tele)).then_some(Use::Tele)
}

pub fn cancels(state: &State, w: &Written) -> Vec<Category> {
    state
        .card(&w.cards[0].0)
        .effects
        .iter()
        .find_map(|e| match e {
            Effect::Cancel(c) | Effect::TakeFromRoom(c) => Some(c.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// Whether a reaction can hit a play: a Tele only a free time ("La Tele no puede usarse para
/// evitar que los demás jugadores Llamen Peña"), a cancellation or a take only a card of its
/// categories.
pub fn can_hit(state: &State, reaction: &Written, play: &Written) -> Result<(), Msg> {
    let card = state.card(&reaction.cards[0].0);
    let first = state.card(&play.cards[0].0);
    match use_of(state, reaction) {
        Some(Use::Tele) => {
            let free_time = play.verb == Verb::Buy
                || (play.verb == Verb::Play && first.kind == Kind::Actividad);
            if free_time {
                Ok(())
            } else if first.kind == Kind::Persona {
                Err(Msg::new("chez-geek-err-tele-pena"))
            } else {
                Err(Msg::new("chez-geek-err-tele-free-time"))
            }
        }
        Some(Use::Cancel | Use::Take) => {
            let cats = cancels(state, reaction);
            let hit = matches!(play.verb, Verb::Buy | Verb::Play | Verb::Call)
                && play
                    .cards
                    .iter()
                    .any(|(c, _)| cats.iter().any(|cat| state.card(c).is(*cat)));
            let key = if use_of(state, reaction) == Some(Use::Take) {
                "chez-geek-err-take-category"
            } else {
                "chez-geek-err-cancel-category"
            };
            if hit {
                Ok(())
            } else {
                Err(Msg::new(key)
                    .arg("card", &card.name)
                    .arg("target", &first.name))
            }
        }
        _ => Ok(()),
    }
}

fn place(w: &Written) -> (Option<u64>, Option<i64>) {
    (w.post, w.sent)
}

/// The active player's first later post holding a later play than play `n`: a reaction to
/// play `n` is late once it was posted after it (by post numbers, or else `sent:` times).
fn late_after(plays: &[Written], n: u32) -> Option<&Written> {
    let this = plays.iter().find(|p| p.number == n)?;
    plays
        .iter()
        .filter(|p| p.number > n)
        .find(|p| super::post::after(place(p), place(this)) == Some(true))
}

/// Whether a reaction came after the later play `later` (a post number: after it; a time: at
/// or after it), and the message that says so.
fn late(reaction: &Written, later: &Written, n: u32, active: &str) -> Option<Msg> {
    if let (Some(mine), Some(theirs)) = (reaction.post, later.post) {
        return (mine > theirs).then(|| {
            Msg::new("chez-geek-err-reaction-late-post")
                .arg("number", n)
                .arg("later", later.number)
                .arg("player", active)
                .arg("post", mine)
                .arg("later_post", theirs)
        });
    }
    let (Some(mine), Some(theirs)) = (reaction.sent, later.sent) else {
        return None;
    };
    (mine >= theirs).then(|| {
        Msg::new("chez-geek-err-reaction-late")
            .arg("number", n)
            .arg("later", later.number)
            .arg("player", active)
    })
}

/// The active player's turn as posted: his plays and the dice he says he rolls.
#[derive(Clone, Copy)]
pub struct Turn<'a> {
    pub plays: &'a [Written],
    pub rolls: &'a [super::roll::Roll],
}

/// Every reaction, in the order sent (file order among equals), or every problem.
pub fn read(
    state: &State,
    files: &[&OrderFile],
    zone: &jiff::tz::TimeZone,
    turn: Turn,
    cards: &[(String, Vec<String>)],
    names: &NameIndex,
    choices: &mut Vec<Written>,
) -> (Vec<Written>, Vec<Problem>) {
    let mut out = Vec::new();
    let mut problems = Vec::new();
    let mut hands: Hands = Default::default();
    for file in files {
        let mark = super::post::mark(file, zone);
        for line in &file.lines {
            match super::orders::noted(file, line, cards, names) {
                Some(Ok(())) => continue,
                Some(Err(p)) => {
                    problems.push(p);
                    continue;
                }
                None => {}
            }
            let w = match read_marked(file, line, None, mark, cards, names) {
                Ok(w) => w,
                Err(p) => {
                    problems.push(p);
                    continue;
                }
            };
            // Out of his turn a player has no Descarte: a discard of cards of his room is the
            // choice of what he gives up ("Tú eliges qué descartas").
            let in_room = |c: &String| state.flat(&w.player).room.iter().any(|r| r.card == *c);
            if is_choice(&w) || (w.verb == Verb::Discard && w.cards.iter().all(|(c, _)| in_room(c)))
            {
                choices.push(w);
                continue;
            }
            match reaction(state, w, turn, &mut hands) {
                Ok(w) => {
                    shown(file, state, &w);
                    out.push(w)
                }
                Err(p) => problems.push(p),
            }
        }
    }
    // "Debes jugar tu carta de cancelación antes de que…": first posted, first played (by
    // post numbers when every reaction has one, else by `sent:` times).
    if out.iter().all(|w| w.post.is_some()) {
        out.sort_by_key(|w| w.post);
    } else {
        out.sort_by_key(|w| w.sent.unwrap_or(i64::MIN));
    }
    (out, problems)
}

/// Each player's hand as his reactions so far leave it: a card is played once.
type Hands = std::collections::BTreeMap<String, Vec<String>>;

/// A reaction checked: a card of the hand he may play out of his turn, answering a play it can
/// hit in its window; or the problem.
fn reaction(state: &State, w: Written, turn: Turn, hands: &mut Hands) -> Result<Written, Problem> {
    // "Debes jugar tu carta de cancelación antes de que…": each card answers in its own
    // window; two cards on one line (`juego Tele y Gorroneo`) are the master's to ask.
    if let [_, (_, second), ..] = w.cards.as_slice() {
        let msg = Msg::new("chez-geek-err-reaction-two-cards");
        return Err(w.problem(second.clone(), msg));
    }
    let how = playable(state, &w, hands)?;
    // `contra la Siesta de Patri`: the one play of the turn that holds the card named is the
    // play answered.
    let mut w = w;
    if w.answers.is_none()
        && let Some((aimed, aspan)) = &w.aimed
    {
        let holding: Vec<&Written> = turn
            .plays
            .iter()
            .filter(|p| p.cards.iter().any(|(c, _)| c == aimed))
            .collect();
        if let [play] = holding.as_slice() {
            w.answers = Some((play.number, aspan.clone()));
        }
    }
    // `sobre la compra de Ana`: her one shopping trip of the turn is the play answered.
    if w.answers.is_none()
        && let Some(tspan) = &w.trip
        && let [play] = turn
            .plays
            .iter()
            .filter(|p| p.verb == Verb::Buy)
            .collect::<Vec<_>>()[..]
    {
        w.answers = Some((play.number, tspan.clone()));
    }
    if how == Use::Take && w.answers.is_none() && w.aimed.is_none() {
        w.answers = only_play_taken(state, &w, turn)?;
    }
    in_its_window(state, &w, how, turn)?;
    let (id, span) = w.cards[0].clone();
    if state.card(&id).effects.contains(&Effect::Fired) {
        match &w.target {
            None => return Err(w.problem(span, Msg::new("chez-geek-err-fired-whom"))),
            Some((p, s)) if *p == w.player => {
                return Err(w.problem(s.clone(), Msg::new("chez-geek-err-fired-self")));
            }
            Some(_) => {}
        }
        fired_when(state, &w, turn)?;
    }
    Ok(w)
}

/// ¡Estás Despedido! on the active player, out of his turn, with no play named: "La
/// característica especial del nuevo Curro sólo se aplica a las cartas que se jueguen después
/// de que la carta de Curro entre en juego", so after which of his plays it comes changes what
/// the others give. With several plays it is a choice: raised with the plays, never made in
/// silence (review heldout4 CG07); with one, after it is the reading (docs/rulings/chez-geek.md).
fn fired_when(state: &State, w: &Written, turn: Turn) -> Result<(), Problem> {
    let on_active = w
        .target
        .as_ref()
        .is_some_and(|(p, _)| *p == state.turn.player);
    if !on_active || w.answers.is_some() || turn.plays.len() < 2 {
        return Ok(());
    }
    let (id, span) = w.cards[0].clone();
    Err(which_play(state, w, &id, span, turn.plays.iter()))
}

/// `juego Gorroneo contra Ana`, no play named: the one play of her turn the card can take
/// from is the play answered; with no player named either (`juego Gorroneo`), the master's to
/// ask, the one play in the help; several are a problem naming them; none, the card's own problem
/// (`in_its_window`). A player named who is not the active one names no play of this turn.
fn only_play_taken(
    state: &State,
    w: &Written,
    turn: Turn,
) -> Result<Option<(u32, std::ops::Range<usize>)>, Problem> {
    if w.target
        .as_ref()
        .is_some_and(|(p, _)| *p != state.turn.player)
    {
        return Ok(None);
    }
    let (id, span) = w.cards[0].clone();
    let can: Vec<&Written> = turn
        .plays
        .iter()
        .filter(|p| can_hit(state, w, p).is_ok())
        .collect();
    match can.as_slice() {
        [] => Ok(None),
        // `juego Gorroneo`, no player, no play: it names no play, and the master would ask
        // (docs/rulings/chez-geek.md, "A reaction that names no play").
        [play] if w.target.is_none() => Err(w
            .problem(
                span,
                Msg::new("chez-geek-err-reaction-names-no-play").arg("card", &state.card(&id).name),
            )
            .help(
                Msg::new("chez-geek-help-reaction-the-only-play")
                    .arg("writer", &w.player)
                    .arg("card", &state.card(&id).name)
                    .arg("number", play.number)
                    .arg("player", &state.turn.player)
                    .arg("cards", play_cards(state, play)),
            )),
        [play] => Ok(Some((play.number, span))),
        many => Err(which_play(state, w, &id, span, many.iter().copied())),
    }
}

/// The problem of a reaction that may answer several plays: the card, the active player and
/// each play with its cards (`2 (Porro); 3 (Maratón de Series)`).
fn which_play<'a>(
    state: &State,
    w: &Written,
    card: &str,
    span: std::ops::Range<usize>,
    plays: impl Iterator<Item = &'a Written>,
) -> Problem {
    let plays: Vec<String> = plays
        .map(|p| format!("{} ({})", p.number, play_cards(state, p)))
        .collect();
    w.problem(
        span,
        Msg::new("chez-geek-err-reaction-which-play")
            .arg("card", &state.card(card).name)
            .arg("player", &state.turn.player)
            .arg("plays", plays.join("; ")),
    )
}

/// The cards of a play, by name (`Porro, Cigarrillos`).
fn play_cards(state: &State, play: &Written) -> String {
    let cards: Vec<&str> = (play.cards.iter())
        .map(|(c, _)| state.card(c).name.as_str())
        .collect();
    cards.join(", ")
}

/// Whether the card is one its player holds (not played already) and may play out of his
/// turn: "Las cartas de Cuando Sea pueden jugarse sobre cualquier jugador en cualquier
/// momento", and "Jugar una carta de Tele para cancelar el Tiempo Libre de otro jugador".
fn playable(state: &State, w: &Written, hands: &mut Hands) -> Result<Use, Problem> {
    let (id, span) = w.cards[0].clone();
    let card = state.card(&id);
    let refuse = |msg: Msg| Err(w.problem(span.clone(), msg));
    let hand = hands
        .entry(w.player.clone())
        .or_insert_with(|| state.flat(&w.player).hand.clone());
    match hand.iter().position(|c| *c == id) {
        Some(at) => {
            hand.remove(at);
        }
        None => return refuse(Msg::new("chez-geek-err-not-in-hand").arg("card", &card.name)),
    }
    let Some(how) = use_of(state, w).filter(|_| w.verb == Verb::Play) else {
        return refuse(Msg::new("chez-geek-err-out-of-turn").arg("card", &card.name));
    };
    // "Juega Calderilla en el Sofá, elevando su Sueldo a 4 durante este turno": a salary or a
    // free time is spent in one's own turn; out of it the card would do nothing.
    let own_turn_only = card.effects.iter().find_map(|e| match e {
        Effect::RaiseSalary(_) => Some("chez-geek-err-own-turn-salary"),
        Effect::ExtraFreeTime(_) => Some("chez-geek-err-own-turn-free-time"),
        _ => None,
    });
    if let Some(key) = own_turn_only {
        return refuse(Msg::new(key).arg("card", &card.name));
    }
    if state.job_of(&w.player).forbids(card) {
        return refuse(
            Msg::new("chez-geek-err-job-forbids")
                .arg("card", &card.name)
                .arg("job", &state.job_of(&w.player).name),
        );
    }
    Ok(how)
}

/// Whether a reaction answers a play of the turn it can hit, before the window closes: "antes
/// de que ese compañero de piso: 1. Juegue otra carta, o 2. Tire un dado …". A Tele, a
/// cancellation or a take must name the play; another Cuando Sea card need not.
fn in_its_window(state: &State, w: &Written, how: Use, turn: Turn) -> Result<(), Problem> {
    let (id, span) = w.cards[0].clone();
    let card = state.card(&id);
    let Some((n, nspan)) = &w.answers else {
        return match how {
            Use::Tele | Use::Cancel | Use::Take => Err(w.problem(
                span,
                Msg::new("chez-geek-err-reaction-needs-play").arg("card", &card.name),
            )),
            Use::Other => Ok(()),
        };
    };
    // By its number: a play the intake or the check refused leaves no gap in the list.
    let Some(play) = turn.plays.iter().find(|p| p.number == *n) else {
        return Err(w.problem(
            nspan.clone(),
            Msg::new("chez-geek-err-no-such-play")
                .arg("number", *n)
                .arg("player", &state.turn.player),
        ));
    };
    // `sulla spesa di Ana (giocata 1)` where play 1 is no shopping trip: the master's to ask.
    if let Some(tspan) = w.trip.as_ref().filter(|_| play.verb != Verb::Buy) {
        let msg = Msg::new("chez-geek-err-not-the-trip")
            .arg("number", *n)
            .arg("player", &state.turn.player);
        return Err(w.problem(tspan.clone(), msg));
    }
    can_hit(state, w, play).map_err(|msg| w.problem(span.clone(), msg))?;
    // His next play, or the post where he rolls this play's die.
    let active = &state.turn.player;
    match late_after(turn.plays, *n)
        .and_then(|later| late(w, later, *n, active))
        .or_else(|| super::roll::late(w, turn.rolls, *n, active))
    {
        Some(msg) => Err(w.problem(span, msg)),
        None => Ok(()),
    }
}

/// What `check` shows of a reaction, whichever order it was written in (`Maratón de Series
/// contra la jugada 2 de Ana`, `contra la Siesta de Ana`, `Contra la jugada 3 de Ana juego …`):
/// as `juego CARTA contra JUGADOR en la jugada N` reads, its card, the player it aims at (the
/// active player when it answers a play) and the play answered.
fn shown(file: &OrderFile, state: &State, w: &Written) {
    use crate::core::orders::Read;
    let Some(spec) = super::orders::VERBS.iter().find(|s| s.verb == w.verb) else {
        return;
    };
    let mut reads = vec![Read::Verb {
        spellings: spec.words,
        written: spec.words[0].to_string(),
    }];
    reads.extend(
        w.cards
            .iter()
            .map(|(id, _)| Read::Word(state.card(id).name.clone())),
    );
    let player = match (&w.target, &w.answers) {
        (Some((p, _)), _) => Some(p.clone()),
        (None, Some(_)) => Some(state.turn.player.clone()),
        (None, None) => None,
    };
    reads.extend(player.map(|name| Read::Player {
        written: name.clone(),
        name,
        corrected: false,
    }));
    reads.extend(w.answers.as_ref().map(|(n, _)| Read::Number(*n)));
    file.readings.set_within(w.span.clone(), reads);
}
