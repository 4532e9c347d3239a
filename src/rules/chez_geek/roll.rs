//! The active player's die, rolled in the thread: "Debes jugar tu carta de cancelación antes de
//! que ese compañero de piso: … 2. Tire un dado para determinar si una Persona viene al piso o
//! cuántos puntos de Vagueo proporciona una carta". The engine rolls every die when the turn is
//! resolved, but a player may say in a post when he rolls (`tiro el dado`, `tiro por la jugada
//! 1`, `tiro il dado per la giocata 1`, `roll for play 1`): a reaction to that play posted after
//! that post comes too late, as one posted after his next play does.

use super::cards::{Kind, PersonKind};
use super::orders::{PLAY, VERBS, Verb, Written, tokens};
use super::post::{Mark, after};
use super::state::State;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::orders::{OrderFile, OrderLine, Read};

/// A roll said in a post: the play it rolls for, and where the post stands.
#[derive(Debug, Clone)]
pub struct Roll {
    pub play: u32,
    pub post: Option<u64>,
    pub sent: Option<i64>,
    pub player: String,
    pub span: std::ops::Range<usize>,
    pub path: String,
    pub source: crate::core::diag::Source,
}

/// Reads `tiro [el dado] [por la jugada N]`: the play named by its number (after `jugada`,
/// `giocata`, `play`), else the last play before the line (`last`, 0 when there is none).
pub fn read(file: &OrderFile, line: &OrderLine, mark: Mark, last: u32) -> Result<Roll, Problem> {
    // The number after `jugada`, `giocata`, `play`: a bare number may be the die he got
    // (`tiro: un 4`), never a play.
    let words = &line.words;
    let number = words
        .iter()
        .zip(words.iter().skip(1))
        .find_map(|(w, next)| {
            let word = tokens(&w.text);
            if !word.last().is_some_and(|t| PLAY.contains(&t.as_str())) {
                return None;
            }
            let n = tokens(&next.text).first()?.parse::<u32>().ok()?;
            file.readings.record(next.span.start, Read::Number(n));
            Some(n)
        });
    let play = number.unwrap_or(last);
    if play == 0 {
        return Err(Problem::new(
            Msg::new("chez-geek-err-roll-no-play").arg("writer", &file.player),
        )
        .at(&file.path, &file.source, line.span.clone()));
    }
    Ok(with_play(file, line, mark, play))
}

/// Words of purpose before the play a die is rolled for (`tiro el dado para echar al
/// Gilipollas`, `tiro per cacciare`, `roll to evict`).
const FOR: &[&str] = &["para", "pa", "per", "to"];

/// `tiro el dado para echar al Gilipollas`: a roll said with the eviction it is for ("Para
/// hacer que alguien se vaya, tira un dado"), read as that eviction from its verb on (its die
/// is rolled in this post); `None` for any other line.
pub fn to_evict(line: &OrderLine) -> Option<OrderLine> {
    let words = &line.words;
    let verb = |w: &crate::core::orders::Word| {
        let key = crate::core::names::fold(&w.text);
        VERBS
            .iter()
            .any(|spec| spec.verb == Verb::Evict && spec.words.contains(&key.as_str()))
    };
    let first = words.first()?.folded();
    let rolls = VERBS
        .iter()
        .any(|spec| spec.verb == Verb::Roll && spec.words.contains(&first));
    let at = (2..words.len())
        .find(|&i| FOR.contains(&words[i - 1].folded()) && verb(&words[i]))
        .filter(|_| rolls)?;
    Some(OrderLine {
        line: line.line,
        span: line.span.clone(),
        words: words[at..].to_vec(),
    })
}

/// The roll said with the play `play` (`tiro el dado para echar…`): at the play's own line.
pub fn with_play(file: &OrderFile, line: &OrderLine, mark: Mark, play: u32) -> Roll {
    Roll {
        play,
        post: mark.number,
        sent: file.sent.as_ref().map(|s| s.seconds).or(mark.time),
        player: file.player.clone(),
        span: line.span.clone(),
        path: file.path.clone(),
        source: file.source.clone(),
    }
}

/// Whether a play rolls a die: a guest called ("Si la Persona da puntos de Vagueo, tira un
/// dado"), an eviction ("Para hacer que alguien se vaya, tira un dado"), a card of variable
/// slack ("Algunas Actividades valen una cantidad variable de puntos de Vagueo").
pub fn rolls_a_die(state: &State, play: &Written) -> bool {
    let card = state.card(&play.cards[0].0);
    match play.verb {
        Verb::Evict => true,
        Verb::Call | Verb::Play if card.kind == Kind::Persona => {
            card.person == Some(PersonKind::Invitado)
        }
        Verb::Play => card.kind == Kind::Actividad && card.slack.is_variable(),
        _ => false,
    }
}

/// The rolls that name a play that is not there or rolls no die, as problems.
pub fn problems(state: &State, plays: &[Written], rolls: &[Roll]) -> Vec<Problem> {
    rolls
        .iter()
        .filter_map(|roll| {
            let msg = match plays.iter().find(|p| p.number == roll.play) {
                None => Msg::new("chez-geek-err-no-such-play")
                    .arg("number", roll.play)
                    .arg("player", &state.turn.player),
                Some(play) if !rolls_a_die(state, play) => Msg::new("chez-geek-err-roll-no-die")
                    .arg("number", roll.play)
                    .arg("card", &state.card(&play.cards[0].0).name),
                Some(_) => return None,
            };
            Some(Problem::new(msg.arg("writer", &roll.player)).at(
                &roll.path,
                &roll.source,
                roll.span.clone(),
            ))
        })
        .collect()
}

/// Whether a reaction to play `n` was posted after the post where its die was rolled (a post
/// number: after it; a time: at or after it), and the message that says so.
pub fn late(reaction: &Written, rolls: &[Roll], n: u32, active: &str) -> Option<Msg> {
    let roll = rolls.iter().find(|r| r.play == n)?;
    let msg = |key: &str| Msg::new(key).arg("number", n).arg("player", active);
    if let (Some(mine), Some(theirs)) = (reaction.post, roll.post) {
        return (mine > theirs).then(|| {
            msg("chez-geek-err-reaction-after-roll-post")
                .arg("post", mine)
                .arg("roll_post", theirs)
        });
    }
    let at_or_after = match (reaction.sent, roll.sent) {
        (Some(mine), Some(theirs)) => mine >= theirs,
        _ => after((reaction.post, reaction.sent), (roll.post, roll.sent)) == Some(true),
    };
    at_or_after.then(|| msg("chez-geek-err-reaction-after-roll"))
}
