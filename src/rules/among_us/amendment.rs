//! The amended PM of a paused round: "los jugadores serán notificados y tendrán la oportunidad
//! de reajustar el resto de puntos de acción de la ronda en consecuencia". Which points it
//! gives for the phases still to play (ruling 25), and what the player is told of it when the
//! round resumes.

use super::numbering::{self, Numbered};
use super::orders::{Action, Line, Order};
use super::state::PHASES;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use crate::core::trace::{Kind, Trace};
use serde::{Deserialize, Serialize};

/// The points a PM gives: one for each phase from the first still to play on, as far as it
/// goes, and, for an amendment, which of them it wrote itself (the others keep what was
/// declared).
pub struct Amendment<'l> {
    pub points: Vec<(Action, &'l Line)>,
    pub given: Vec<bool>,
}

impl<'l> Amendment<'l> {
    /// The points of a PM at the round's start: no amendment, nothing kept.
    pub fn whole(points: Vec<(Action, &'l Line)>) -> Amendment<'l> {
        Amendment {
            points,
            given: Vec::new(),
        }
    }
}

/// Which phases still to play an accepted amendment changed, which keep the point declared,
/// and which it leaves without a point (spent standing, "bailará en el sitio").
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Amended {
    pub from: u32,
    pub changed: Vec<u32>,
    pub kept: Vec<u32>,
    pub standing: Vec<u32>,
}

/// The amendment of `player`, who may amend, or `None` when it is refused (the problem said).
/// `done` are the points already played this round; `declared` the ones still to come.
pub fn read<'l>(
    problems: &mut Vec<crate::core::diag::Problem>,
    files: &[&OrderFile],
    lines: &[Line],
    points: &[(Action, &'l Line)],
    from: u32,
    done: &[Action],
    declared: &[Action],
) -> Option<Amendment<'l>> {
    let remaining = (PHASES + 1 - from) as usize;
    if let Some(numbered) = by_number(files, points, from, done, declared) {
        return Some(numbered);
    }
    // The amended post may repeat the points already played, as Sir Pepito's does: they must
    // be the ones played; of the points after them, the last ones count ("Obviamente, Sir
    // Pepito Perez no puede alterar las acciones que ya han tenido efecto"). A post that
    // repeats them and then numbers a free action as a point ("1 PA: … 2 PA: … 3 PA: campana
    // fase 3") repeats them too.
    let frees = lines
        .iter()
        .filter(|l| matches!(l.order, Order::Free { .. }))
        .count();
    let repeats = !done.is_empty()
        && points.len() >= done.len()
        && points.iter().zip(done).all(|((a, _), d)| a == d);
    let mut chosen = points;
    if points.len() > remaining || (repeats && points.len() + frees > remaining) {
        for (i, executed) in done.iter().enumerate() {
            match points.get(i) {
                Some((a, line)) if !super::sabotage::same_point(a, executed) => {
                    problems.push(
                        crate::core::diag::Problem::new(
                            Msg::new("among-us-err-amend-executed").arg("phase", i + 1),
                        )
                        .at(
                            &files[line.file].path,
                            &files[line.file].source,
                            line.span.clone(),
                        )
                        .help(Msg::new("among-us-help-amend")),
                    );
                    return None;
                }
                _ => {}
            }
        }
        let after = &points[done.len().min(points.len())..];
        chosen = &after[after.len().saturating_sub(remaining)..];
        if chosen.is_empty() {
            return None;
        }
    }
    Some(Amendment {
        points: chosen.to_vec(),
        given: vec![true; chosen.len()],
    })
}

/// An amendment that numbers its points (`3. Me muevo al pasillo`, `2 PA: … 3 PA: …`): a
/// numbered point is that point of the round (ruling 9), so each one numbered from the resumed
/// phase on takes its phase, and a phase it does not number keeps the point declared for it
/// (he readjusts that point, not the others). One numbered before the resumed phase repeats a
/// point played and must be it. `None` when a point is not numbered, a PM's numbers do not
/// rise (the rulebook's own `1 Punto de acción:` on every line counts points, it does not
/// number them), a repeated point is not the one played, or no number is of a phase to play.
fn by_number<'l>(
    files: &[&OrderFile],
    points: &[(Action, &'l Line)],
    from: u32,
    done: &[Action],
    declared: &[Action],
) -> Option<Amendment<'l>> {
    let first = points.first()?.1;
    let remaining = (PHASES + 1 - from) as usize;
    let mut slots: Vec<Option<(Action, &'l Line)>> = vec![None; remaining];
    let mut last: Option<(usize, usize)> = None;
    for (action, line) in points {
        let n = numbering::written(files[line.file], line).map(Numbered::number)?;
        if !(1..=PHASES as usize).contains(&n)
            || last.is_some_and(|(f, m)| f == line.file && m >= n)
        {
            return None;
        }
        last = Some((line.file, n));
        match n.checked_sub(from as usize) {
            Some(i) => slots[i] = Some((action.clone(), *line)),
            None if done
                .get(n - 1)
                .is_some_and(|d| super::sabotage::same_point(action, d)) => {}
            None => return None,
        }
    }
    if slots.iter().all(Option::is_none) {
        return None;
    }
    // A phase not numbered keeps its declared point, checked with the amendment's line before
    // it (or its first): where the amendment takes him, that point must still be possible.
    let mut at = first;
    let mut out = Vec::with_capacity(remaining);
    let mut given = Vec::with_capacity(remaining);
    for (i, slot) in slots.into_iter().enumerate() {
        match slot {
            Some((action, line)) => {
                at = line;
                out.push((action, line));
                given.push(true);
            }
            None => {
                out.push((declared.get(i).cloned().unwrap_or(Action::Stay), at));
                given.push(false);
            }
        }
    }
    Some(Amendment { points: out, given })
}

/// What the accepted amendment made of each phase still to play: `all` are the points the
/// round now plays from `from`, `declared` the ones it held before.
pub fn summary(from: u32, given: &[bool], all: &[Action], declared: &[Action]) -> Amended {
    let mut amended = Amended {
        from,
        ..Amended::default()
    };
    for (i, action) in all.iter().enumerate() {
        let phase = from + i as u32;
        let before = declared.get(i).unwrap_or(&Action::Stay);
        if given.get(i).copied().unwrap_or(false) {
            amended.changed.push(phase);
        } else if action == before {
            amended.kept.push(phase);
        } else {
            amended.standing.push(phase);
        }
    }
    amended
}

/// The phases of a list, as the catalog joins them ("2 y 3").
fn phases(name: &str, msg: Msg, list: &[u32]) -> Msg {
    let items: Vec<String> = list.iter().map(u32::to_string).collect();
    msg.names(name, "among-us-item-person", &items)
        .arg(&format!("{name}_count"), list.len())
}

/// Tells `player`, first in the resumed part, what his amendment made of the phases still to
/// play; one who was told he might amend and sent nothing, that his declared points stand.
pub fn tell(trace: &mut Trace, player: &str, amended: Option<&Amended>, from: u32) {
    let msg = match amended {
        Some(a) => {
            let msg = Msg::new("among-us-amended").arg("from", a.from);
            let msg = phases("changed", msg, &a.changed);
            let msg = phases("kept", msg, &a.kept);
            phases("standing", msg, &a.standing)
        }
        None => Msg::new("among-us-not-amended").arg("from", from),
    };
    trace
        .add(Kind::Info, "rule-among-us-amend", msg)
        .to(&[player]);
}
