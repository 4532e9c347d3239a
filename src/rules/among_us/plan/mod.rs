//! The PMs of a phase as a plan: each character's points for the phases to come, the free
//! actions with their phase and time, the deliberation's votes. Everything `check` refuses is
//! found here: what cannot happen as declared ("more than three points", a wall, a kill in
//! cooldown, a vote outside a deliberation, an amendment touching an executed point).

mod points;

use super::amendment::Amendment;
use super::numbering::{self, Numbered};
use super::orders::{Action, Free, Line, Order, read_pms};
use super::state::{PHASES, Phase, State};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use points::check_points;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Default)]
pub struct Plan {
    /// Each character's points, the first for the phase the round resumes at.
    pub points: BTreeMap<String, Vec<Action>>,
    pub free: Vec<Free>,
    /// (voter, choice: `None` abstains), in the order sent.
    pub votes: Vec<(String, Option<String>)>,
    /// The Clérigo's free uses of his talisman: (player, phase).
    pub talisman: Vec<(String, u32)>,
    /// What each accepted amendment made of the phases still to play.
    pub amended: BTreeMap<String, super::amendment::Amended>,
}

struct Ctx<'a> {
    game: &'a Game,
    state: &'a State,
    problems: Vec<Problem>,
    /// The points an amendment keeps as declared (it numbers the others): a refusal of one
    /// says it is that phase's declared point.
    kept: Vec<bool>,
}

impl Ctx<'_> {
    fn at(&mut self, file: &OrderFile, line: &Line, msg: Msg, help: &str) {
        self.problems.push(
            Problem::new(msg)
                .at(&file.path, &file.source, line.span.clone())
                .help(Msg::new(help)),
        );
    }

    /// A refusal of the `i`-th point checked: of a point an amendment keeps as declared, it
    /// says so ("tu corrección no lo cambia"), with that point's phase.
    fn point_at(&mut self, file: &OrderFile, line: &Line, i: usize, msg: Msg, help: &str) {
        if self.kept.get(i) != Some(&true) {
            return self.at(file, line, msg, help);
        }
        let phase = super::state::PHASES as usize + 1 - self.kept.len() + i;
        self.problems.push(
            Problem::new(msg)
                .at(&file.path, &file.source, line.span.clone())
                .help(Msg::new("among-us-help-amend-kept").arg("phase", phase)),
        );
    }
}

/// The plan of this phase's PMs, and every problem in them.
pub fn plan(
    game: &Game,
    state: &State,
    phase: Phase,
    orders: &[OrderFile],
) -> (Plan, Vec<Problem>) {
    let mut ctx = Ctx {
        game,
        state,
        problems: Vec::new(),
        kept: Vec::new(),
    };
    let names = game.names();
    let mut by_player: BTreeMap<&str, Vec<&OrderFile>> = BTreeMap::new();
    for f in orders {
        by_player.entry(&f.player).or_default().push(f);
    }
    let mut plan = Plan::default();
    let from = match phase {
        Phase::Round { from, .. } => from,
        _ => 1,
    };
    // What the paused round holds for those who do not write.
    if let Some(d) = &state.declared {
        plan.points = d.points.clone();
        plan.free = d.free.clone();
        plan.talisman = d.talisman.clone();
    }
    for p in &game.players {
        let Some(files) = by_player.get(p.name.as_str()) else {
            continue;
        };
        let lines = read_pms(files, &names, &mut ctx.problems);
        match phase {
            Phase::Deliberation(_) => {
                deliberation_lines(&mut ctx, &p.name, files, &lines, &mut plan)
            }
            Phase::Round { .. } => {
                ctx.problems
                    .extend(super::prose::place_named(&state.map, files));
                let declared = lines
                    .iter()
                    .filter(|l| matches!(l.order, Order::Point(_) | Order::StayIn(_)))
                    .count();
                let remaining = (PHASES + 1 - from) as usize;
                if declared > 0 && declared < remaining {
                    ctx.problems.extend(super::prose::short_of_points(
                        &state.map, files, declared, remaining,
                    ));
                }
                round_lines(&mut ctx, &p.name, files, &lines, from, &mut plan)
            }
            Phase::Over => {}
        }
    }
    (plan, ctx.problems)
}

fn deliberation_lines(
    ctx: &mut Ctx,
    player: &str,
    files: &[&OrderFile],
    lines: &[Line],
    plan: &mut Plan,
) {
    let mut voted = false;
    for line in lines {
        let file = files[line.file];
        match &line.order {
            Order::Vote(choice) => {
                // "Una vez emitido un voto, no se puede cambiar."
                if voted {
                    ctx.at(
                        file,
                        line,
                        Msg::new("among-us-err-second-vote").arg("player", player),
                        "among-us-help-second-vote",
                    );
                    continue;
                }
                voted = true;
                if let Some(t) = choice
                    && !ctx.game.is_alive(t)
                {
                    ctx.at(
                        file,
                        line,
                        Msg::new("among-us-err-vote-ghost").arg("player", t),
                        "among-us-help-vote",
                    );
                    continue;
                }
                plan.votes.push((player.to_string(), choice.clone()));
            }
            _ => ctx.at(
                file,
                line,
                Msg::new("among-us-err-not-in-deliberation"),
                "among-us-help-deliberation",
            ),
        }
    }
}

/// A round's PM: its votes refused, its free actions and talisman uses into the plan, and its
/// points, chosen ([`choose`]) and checked, as the character's points from `from` on.
fn round_lines(
    ctx: &mut Ctx,
    player: &str,
    files: &[&OrderFile],
    lines: &[Line],
    from: u32,
    plan: &mut Plan,
) {
    let remaining = (PHASES + 1 - from) as usize;
    let points = sort_lines(ctx, player, files, lines, from, plan);
    if points.is_empty() {
        return;
    }
    let Some(Amendment {
        points: chosen,
        given,
    }) = choose(ctx, player, files, lines, points, from)
    else {
        return;
    };
    ctx.kept = given.iter().map(|g| !g).collect();
    let mut all = check_points(ctx, player, files, &chosen, from);
    ctx.kept.clear();
    all.resize(remaining, Action::Stay);
    if from > 1 {
        // What he is told when the round resumes: the phases he readjusted, kept, or left.
        let declared = ctx
            .state
            .declared
            .as_ref()
            .and_then(|d| d.points.get(player));
        let declared = declared.map_or(&[][..], Vec::as_slice);
        let amended = super::amendment::summary(from, &given, &all, declared);
        plan.amended.insert(player.to_string(), amended);
    }
    // "Mientras se hace uso del Altar, no se puede realizar ninguna otra acción".
    for line in lines {
        if let Some(msg) = super::objects_check::only_action(&line.order, &all, from) {
            ctx.at(files[line.file], line, msg, "among-us-help-object");
        }
    }
    plan.points.insert(player.to_string(), all);
}

/// The lines of a round's PM one by one: a vote is refused outside a deliberation, free
/// actions and the talisman's free uses go into the plan; the points, in order, are returned.
fn sort_lines<'l>(
    ctx: &mut Ctx,
    player: &str,
    files: &[&OrderFile],
    lines: &'l [Line],
    from: u32,
    plan: &mut Plan,
) -> Vec<(Action, &'l Line)> {
    let alive = ctx.game.is_alive(player);
    let mut points: Vec<(Action, &Line)> = Vec::new();
    for line in lines {
        let file = files[line.file];
        match &line.order {
            Order::Vote(_) => ctx.at(
                file,
                line,
                Msg::new("among-us-err-vote-outside"),
                "among-us-help-vote-outside",
            ),
            Order::Free { .. } => free_line(ctx, player, file, line, from, plan, &mut points),
            Order::Talisman(phase) => {
                let phase = *phase;
                if let Some((msg, help)) =
                    super::objects_check::free_talisman(ctx.state, player, alive, phase, from)
                {
                    ctx.at(file, line, msg, help);
                } else {
                    plan.talisman.retain(|(p, f)| p != player || *f != phase);
                    plan.talisman.push((player.to_string(), phase));
                }
            }
            Order::Point(a) => points.push((a.clone(), line)),
            // Whether he is where he says he stays: `check_points`.
            Order::StayIn(_) => points.push((Action::Stay, line)),
        }
    }
    points
}

/// A free action ("Reportar un cadáver y hacer sonar la campana de servicio … acciones
/// gratuitas"; closing a gate): in its phase, for the living, not in a phase already played.
/// "2 PA: toco la campana": a numbered line is that point of the round, played in its phase,
/// and holds that point (ruling 9); "en la fase 3 toco la campana" is played in that phase.
fn free_line<'l>(
    ctx: &mut Ctx,
    player: &str,
    file: &OrderFile,
    line: &'l Line,
    from: u32,
    plan: &mut Plan,
    points: &mut Vec<(Action, &'l Line)>,
) {
    let Order::Free { body, phase, gate } = &line.order else {
        return;
    };
    let numbered = numbering::written(file, line)
        .filter(|n| phase.is_none() && (1..=PHASES as usize).contains(&n.number()));
    let phase = phase
        .or(numbered.map(|n| n.number() as u32))
        .unwrap_or(from);
    let alive = ctx.game.is_alive(player);
    let refused = if !alive && *gate {
        Some((Msg::new("among-us-err-repair-ghost"), "among-us-help-gate"))
    } else if !alive {
        Some((Msg::new("among-us-err-free-ghost"), "among-us-help-ghost"))
    } else if phase < from {
        Some((
            Msg::new("among-us-err-phase-done").arg("phase", phase),
            "among-us-help-amend",
        ))
    } else {
        body.as_deref()
            .and_then(|b| super::sight_check::report(ctx.game, ctx.state, player, b, phase, from))
            .map(|msg| (msg.arg("phase", phase), "among-us-help-report"))
    };
    if let Some((msg, help)) = refused {
        return ctx.at(file, line, msg, help);
    }
    plan.free.push(Free {
        player: player.to_string(),
        body: body.clone(),
        phase,
        sent: file.sent.as_ref().map(|s| s.seconds),
        gate: *gate,
    });
    if matches!(numbered, Some(Numbered::Point(_))) && from == 1 {
        points.push((Action::Stay, line));
    }
}

/// Which of a PM's points the round plays from `from` on, and (for an amendment) which of
/// them it wrote itself; `None` when it is refused (the problem said).
fn choose<'l>(
    ctx: &mut Ctx,
    player: &str,
    files: &[&OrderFile],
    lines: &[Line],
    mut points: Vec<(Action, &'l Line)>,
    from: u32,
) -> Option<Amendment<'l>> {
    let remaining = (PHASES + 1 - from) as usize;
    if from > 1 {
        return amended(ctx, player, files, lines, &points, from);
    }
    // "3. me quedo": a numbered point is that point, the ones skipped spent standing.
    points = numbering::placed(files, points, remaining);
    if let Some(whole) = redeclared(&points, remaining) {
        // A later PM that declares the whole round again is the declaration ("Perdona máster,
        // cambio mis acciones, valen estas"); a PM of fewer points adds to the earlier ones
        // ("se me olvidó la tercera").
        return Some(Amendment::whole(whole.to_vec()));
    }
    if let Some(points) = renumbered(files, &points, remaining) {
        // A later PM that numbers the point it changes ("Perdón, cambio el tercer punto:
        // 3. Me muevo al pasillo") replaces that point of the earlier PM.
        return Some(Amendment::whole(points));
    }
    if points.len() > remaining {
        // The points the round has room for are still checked and shown by the game's names.
        points::check_points(ctx, player, files, &points[..remaining], from);
        let (_, line) = &points[remaining];
        ctx.at(
            files[line.file],
            line,
            Msg::new("among-us-err-too-many").arg("count", points.len()),
            "among-us-help-too-many",
        );
        return None;
    }
    Some(Amendment::whole(points))
}

/// The points of an amendment, from one who may amend ("los jugadores serán notificados y
/// tendrán la oportunidad de reajustar el resto de puntos de acción"), as
/// [`super::amendment::read`] reads them.
fn amended<'l>(
    ctx: &mut Ctx,
    player: &str,
    files: &[&OrderFile],
    lines: &[Line],
    points: &[(Action, &'l Line)],
    from: u32,
) -> Option<Amendment<'l>> {
    let d = ctx.state.declared.as_ref();
    if !d.is_some_and(|d| d.amend.iter().any(|p| p == player)) {
        let (_, line) = &points[0];
        ctx.at(
            files[line.file],
            line,
            Msg::new("among-us-err-no-amend").arg("player", player),
            "among-us-help-no-amend",
        );
        return None;
    }
    let done = d.and_then(|d| d.done.get(player));
    let declared = d.and_then(|d| d.points.get(player));
    super::amendment::read(
        &mut ctx.problems,
        files,
        lines,
        points,
        from,
        done.map_or(&[][..], Vec::as_slice),
        declared.map_or(&[][..], Vec::as_slice),
    )
}

/// Whether a PM declares the whole round by itself, as a later PM that replaces the earlier
/// ones ("Perdona máster, cambio mis acciones, valen estas"): every point left in the round
/// (the test of [`redeclared`]), or, at the round's start, its points numbered from the first
/// one on ("1 Punto de acción: … 2 Punto de acción: …"; the points it leaves out are spent
/// standing, as in any PM). A PM numbering only a later point ("3. Me muevo al pasillo")
/// changes that point ([`renumbered`]); one of fewer points unnumbered adds to the earlier.
pub fn declares_whole_round(game: &Game, from: u32, pm: &OrderFile) -> bool {
    let mut unread = Vec::new();
    let lines = read_pms(&[pm], &game.names(), &mut unread);
    let points: Vec<&Line> = lines
        .iter()
        .filter(|l| matches!(l.order, Order::Point(_) | Order::StayIn(_)))
        .collect();
    let remaining = (PHASES + 1 - from) as usize;
    if points.is_empty() {
        return false;
    }
    points.len() == remaining || (from == 1 && numbering::from_the_first(pm, &points))
}

/// The points of the player's last PM when it declares every point of the round by itself
/// and an earlier PM declared some too: the new declaration replaces the old one.
fn redeclared<'p, 'l>(
    points: &'p [(Action, &'l Line)],
    remaining: usize,
) -> Option<&'p [(Action, &'l Line)]> {
    let last = points.last()?.1.file;
    let of_last = points.iter().filter(|(_, l)| l.file == last).count();
    let tail = points.len().checked_sub(remaining)?;
    (of_last == remaining && tail > 0 && points[tail..].iter().all(|(_, l)| l.file == last))
        .then(|| &points[tail..])
}

/// The points when a later PM numbers the ones it changes (`3. Me muevo al pasillo`, `3 Punto
/// de acción: …`): each numbered point of a later PM takes that place in the round; the others
/// follow in order. `None` unless that leaves no more points than the round has and some
/// point was replaced.
fn renumbered<'l>(
    files: &[&OrderFile],
    points: &[(Action, &'l Line)],
    remaining: usize,
) -> Option<Vec<(Action, &'l Line)>> {
    let first = points.first()?.1.file;
    let mut out: Vec<(Action, &'l Line)> = Vec::new();
    let mut replaced = false;
    for (action, line) in points {
        let number = numbering::written(files[line.file], line).map(Numbered::number);
        match number {
            Some(n) if line.file != first && (1..=out.len()).contains(&n) => {
                out[n - 1] = (action.clone(), *line);
                replaced = true;
            }
            _ => out.push((action.clone(), *line)),
        }
    }
    (replaced && out.len() <= remaining).then_some(out)
}
