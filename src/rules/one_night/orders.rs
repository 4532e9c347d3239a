//! One-night PMs. Night, by the role a player was dealt:
//!
//! | verb (es / en)                 | who                               | example              |
//! |--------------------------------|-----------------------------------|----------------------|
//! | `copiar` / `copy` PLAYER       | Doppelgänger                      | `copy Ana`           |
//! | `ver` / `see` PLAYER           | Seer (Doppelgänger as Seer)       | `ver Bruno`          |
//! | `ver centro` / `see center` N M| Seer: two center cards            | `see center 1 3`     |
//! | `ver centro` / `see center` N  | a lone Werewolf: one center card  | `ver centro 2`       |
//! | `robar` / `rob` PLAYER         | Robber                            | `rob Carla`          |
//! | `intercambiar` / `swap` A B    | Troublemaker                      | `swap Ana y Bruno`   |
//! | `tomar` / `take` (centro) N    | Drunk                             | `tomar centro 2`     |
//!
//! Day: `votar` / `vote` PLAYER. A Doppelgänger may send the orders of every role he might
//! copy, each under its condition if he likes (`Si me sale vidente: ver Jorge`, lifted off
//! the line by `core::conditions`); the one of the role he becomes is used, the others are
//! skipped (a forum night is one PM: docs/rulings/one-night.md, 7). Missing orders skip the
//! action, except the Doppelgänger's look and the Drunk's swap, which the rules force: the core
//! RNG chooses for them.

use super::cards::Role;
use super::center::{read_look, read_take};
use super::state::State;
use super::verbs::VERBS;
use crate::core::conditions::Condition;
use crate::core::diag::Problem;
use crate::core::grammar::{Args, read_verb};
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::orders::{OrderFile, Read};
use std::collections::BTreeMap;
use std::ops::Range;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Verb {
    Copy,
    See,
    Rob,
    Swap,
    Take,
    Vote,
    /// The player's own night action named generically (`uso mi poder con Elena`): the
    /// action of the role he acts as ([`super::power`]).
    Power,
}

/// Every verb by kind, for the intake: a later order of a kind replaces an earlier one.
pub fn kinds() -> Vec<crate::core::grammar::VerbKind> {
    crate::core::grammar::kinds(&VERBS, &[], &[])
}

/// What the Seer (or a Doppel-Seer) looks at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Look {
    Player(String),
    /// Center cards, 1-based.
    Center(Vec<u32>),
}

/// One player's night PM.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Night {
    pub copy: Option<String>,
    pub see: Option<Look>,
    pub rob: Option<String>,
    pub swap: Option<(String, String)>,
    pub take: Option<u32>,
    /// The Doppelgänger's orders for a role he might copy, under their condition (`Si me sale
    /// vidente: ver Jorge`), by that role: used only if he copies it.
    pub conditional: BTreeMap<Role, Conditional>,
}

/// An order under a condition on the role the Doppelgänger copies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conditional {
    pub order: Night,
    /// The condition's line, and the condition as written.
    pub line: usize,
    pub text: String,
}

/// Every night PM, by player; or every problem.
pub fn read_night(
    state: &State,
    names: &NameIndex,
    files: &[OrderFile],
) -> (BTreeMap<String, Night>, Vec<Problem>) {
    let mut all = BTreeMap::new();
    let mut problems = Vec::new();
    // The roles a Doppelgänger might become: the cards in play but his own.
    let deck: Vec<Role> = state
        .cards
        .values()
        .chain(&state.center)
        .map(|c| c.role)
        .filter(|r| *r != Role::Doppelganger)
        .collect();
    for file in files {
        let role = state.dealt_role(&file.player);
        // A player's later PMs add to his first (the core already dropped replaced orders).
        let night: &mut Night = all.entry(file.player.clone()).or_default();
        for line in &file.lines {
            let verb = match read_verb(file, line, &VERBS) {
                Ok(v) => v,
                Err(p) => {
                    problems.push(p);
                    continue;
                }
            };
            let mut args = Args::new(file, line, names);
            if verb == Verb::See
                && role == Role::Werewolf
                && let Err(p) = super::check::wolf_not_alone(&args, state, &file.player)
            {
                problems.push(p);
                continue;
            }
            let read = match file.condition_of(line) {
                Some(condition) => {
                    let on = Mine {
                        dealt: role,
                        me: &file.player,
                        deck: &deck,
                    };
                    read_conditional(&mut args, verb, condition, &on, night)
                }
                None => read_plain(&mut args, verb, role, &file.player, night),
            };
            if let Err(p) = read {
                problems.push(p);
            }
        }
    }
    (all, problems)
}

fn verb_span(args: &Args) -> Range<usize> {
    args.line.words[0].span.clone()
}

fn duplicate(args: &Args) -> Problem {
    args.problem(args.line_span(), Msg::new("err-duplicate-order"))
        .help(Msg::new("help-duplicate-order"))
}

/// An order with no condition: the player's own role's, or, from a Doppelgänger, the order of
/// a role he might copy, used if he copies it (docs/rulings/one-night.md, 7).
fn read_plain(
    args: &mut Args,
    verb: Verb,
    role: Role,
    me: &str,
    night: &mut Night,
) -> Result<(), Problem> {
    let one = read_order(args, verb, role, me, None)?;
    // The same role's order under a condition too: which one he meant is the master's to ask.
    if let Some((copied, c)) = night.conditional.iter().find(|(r, _)| serves(&one, **r)) {
        return Err(clash(args, *copied, c.line));
    }
    add(args, night, one)
}

/// An order under a condition (`Si me sale vidente: ver Jorge`): read as the order of the role
/// it names, kept for that role. From a player who is not the Doppelgänger, a condition on his
/// own role is his order; any other is raised.
fn read_conditional(
    args: &mut Args,
    verb: Verb,
    condition: &Condition,
    mine: &Mine,
    night: &mut Night,
) -> Result<(), Problem> {
    // The roles are the subjects One Night names (`Ruleset::conditions`).
    let (key, shown) = condition
        .subject
        .as_ref()
        .map_or(("", ""), |s| (s.key.as_str(), s.shown.as_str()));
    let Some(role) = Role::ALL.into_iter().find(|r| r.id() == key) else {
        return Err(args.problem(
            condition.span.clone(),
            Msg::new("one-night-err-condition-not-in-deck").arg("role", shown),
        ));
    };
    if mine.dealt != Role::Doppelganger {
        if role == mine.dealt {
            return read_plain(args, verb, role, mine.me, night);
        }
        return Err(args
            .problem(
                condition.span.clone(),
                Msg::new("one-night-err-condition-not-doppel")
                    .arg("player", mine.me)
                    .arg("role", mine.dealt.key()),
            )
            .help(Msg::new(&format!("one-night-help-{}", mine.dealt.id()))));
    }
    // "De esta manera, todos sabrán qué roles hay en el juego": a role not in play is never
    // copied.
    if !mine.deck.contains(&role) {
        return Err(args
            .problem(
                condition.span.clone(),
                Msg::new("one-night-err-condition-not-in-deck").arg("role", role.key()),
            )
            .help(Msg::new("one-night-help-condition")));
    }
    if let Some(first) = night.conditional.get(&role) {
        return Err(args
            .problem(
                args.line_span(),
                Msg::new("one-night-err-condition-twice")
                    .arg("role", role.key())
                    .arg("line", first.line),
            )
            .help(Msg::new("help-duplicate-order")));
    }
    let order = read_order(args, verb, role, mine.me, Some(condition))?;
    if serves(night, role) {
        return Err(clash(args, role, condition.line));
    }
    let text = args.file.source[condition.span.clone()].to_string();
    let line = condition.line;
    night
        .conditional
        .insert(role, Conditional { order, line, text });
    Ok(())
}

/// Who sends a conditional order: the role he was dealt, his name, the roles in play.
struct Mine<'a> {
    dealt: Role,
    me: &'a str,
    deck: &'a [Role],
}

/// Whether a Doppelgänger's order without a condition is the one he would use as `role`.
fn serves(plain: &Night, role: Role) -> bool {
    match role {
        Role::Seer => plain.see.is_some(),
        Role::Werewolf => matches!(&plain.see, Some(Look::Center(c)) if c.len() == 1),
        Role::Robber => plain.rob.is_some(),
        Role::Troublemaker => plain.swap.is_some(),
        Role::Drunk => plain.take.is_some(),
        _ => false,
    }
}

/// An order for `role` with a condition and one without: two orders for one role.
fn clash(args: &Args, role: Role, line: usize) -> Problem {
    args.problem(
        args.line_span(),
        Msg::new("one-night-err-condition-and-plain")
            .arg("role", role.key())
            .arg("line", line),
    )
    .help(Msg::new("one-night-help-condition"))
}

/// Adds one order to a player's night: a second order of a kind is a duplicate.
fn add(args: &Args, night: &mut Night, one: Night) -> Result<(), Problem> {
    let twice = (one.copy.is_some() && night.copy.is_some())
        || (one.see.is_some() && night.see.is_some())
        || (one.rob.is_some() && night.rob.is_some())
        || (one.swap.is_some() && night.swap.is_some())
        || (one.take.is_some() && night.take.is_some());
    if twice {
        return Err(duplicate(args));
    }
    night.copy = night.copy.take().or(one.copy);
    night.see = night.see.take().or(one.see);
    night.rob = night.rob.take().or(one.rob);
    night.swap = night.swap.take().or(one.swap);
    night.take = night.take.take().or(one.take);
    Ok(())
}

/// Whether `role` has the night action `verb` gives. The Doppelgänger may send the order of
/// every role he might copy.
fn allowed(verb: Verb, role: Role) -> bool {
    let doppel = role == Role::Doppelganger;
    match verb {
        Verb::Vote | Verb::Power => false,
        Verb::Copy => doppel,
        Verb::See => doppel || matches!(role, Role::Seer | Role::Werewolf),
        Verb::Rob => doppel || role == Role::Robber,
        // The Robber "puede cambiar tranquilamente su carta por la carta de otro jugador".
        Verb::Swap => doppel || matches!(role, Role::Troublemaker | Role::Drunk | Role::Robber),
        Verb::Take => doppel || role == Role::Drunk,
    }
}

/// Why a verb is refused at night: the vote is the day's; any other is not `role`'s action
/// (the role dealt, or the role a condition names).
pub(super) fn refused(
    args: &Args,
    verb: Verb,
    role: Role,
    me: &str,
    condition: Option<&Condition>,
) -> Problem {
    if verb == Verb::Vote {
        return args
            .problem(
                verb_span(args),
                Msg::new("err-wrong-phase").arg("phase", "@one-night-phase-night"),
            )
            .help(Msg::new("one-night-help-vote-is-day"));
    }
    let msg = match condition {
        Some(_) => Msg::new("one-night-err-condition-action").arg("role", role.key()),
        None => Msg::new("one-night-err-not-your-action")
            .arg("player", me)
            .arg("role", role.key()),
    };
    args.problem(verb_span(args), msg)
        .help(Msg::new(&format!("one-night-help-{}", role.id())))
}

fn not_self(args: &Args, me: &str, target: &str, span: Range<usize>) -> Result<(), Problem> {
    if target == me {
        Err(args.problem(span, Msg::new("err-self-target").arg("player", me)))
    } else {
        Ok(())
    }
}

/// One night order of `role` (the role dealt, or the one a condition names), as a night of
/// that one order.
fn read_order(
    args: &mut Args,
    verb: Verb,
    role: Role,
    me: &str,
    condition: Option<&Condition>,
) -> Result<Night, Problem> {
    let verb = match verb {
        Verb::Power => super::power::action_of(args, role, me, condition)?,
        verb => verb,
    };
    if !allowed(verb, role) {
        return Err(refused(args, verb, role, me, condition));
    }
    let mut one = Night::default();
    match verb {
        Verb::Copy => one.copy = Some(read_target(args, me, "copy")?),
        Verb::See => one.see = Some(read_look(args, role, me)?),
        Verb::Rob => one.rob = Some(read_target(args, me, "rob")?),
        // The Drunk "intercambia su carta con una del centro": `cambio mi carta por la del
        // centro 2` is his take.
        Verb::Swap if role == Role::Drunk => {
            read_as(args, Verb::Take);
            one.take = Some(read_take(args)?);
        }
        // The Robber changes his card for another player's: `cambio con Ana` is his robbery.
        Verb::Swap if role == Role::Robber => {
            read_as(args, Verb::Rob);
            args.skip_ahead(&["mi", "my", "mia"]);
            one.rob = Some(read_target(args, me, "rob")?);
        }
        Verb::Swap => one.swap = Some(read_swap(args, me)?),
        Verb::Take => one.take = Some(read_take(args)?),
        Verb::Vote | Verb::Power => unreachable!("refused or named above"),
    }
    Ok(one)
}

/// The line's verb read as the order it gives for this role (`cambio con Ana` is the Robber's
/// `rob`), as `check` shows it.
pub(super) fn read_as(args: &Args, verb: Verb) {
    if let Some(spec) = VERBS.iter().find(|s| s.verb == verb) {
        let word = &args.line.words[0];
        args.file.readings.record(
            word.span.start,
            Read::Verb {
                spellings: spec.words,
                written: word.text.clone(),
            },
        );
    }
}

/// One other player, and nothing after him.
pub(super) fn read_target(args: &mut Args, me: &str, what: &str) -> Result<String, Problem> {
    let (target, span) = args.player(what)?;
    not_self(args, me, &target, span)?;
    args.end()?;
    Ok(target)
}

/// "puede intercambiar las cartas entre otros dos jugadores"
fn read_swap(args: &mut Args, me: &str) -> Result<(String, String), Problem> {
    let (a, span_a) = args.player("swap")?;
    not_self(args, me, &a, span_a)?;
    let (b, span_b) = args.player("swap")?;
    not_self(args, me, &b, span_b.clone())?;
    if a == b {
        return Err(args.problem(span_b, Msg::new("one-night-err-swap-same")));
    }
    args.end()?;
    Ok((a, b))
}

/// Every day PM: one vote per player.
pub fn read_day(
    names: &NameIndex,
    files: &[OrderFile],
    allow_self_vote: bool,
) -> (BTreeMap<String, String>, Vec<Problem>) {
    let mut votes = BTreeMap::new();
    let mut problems = Vec::new();
    for file in files {
        for line in &file.lines {
            let verb = match read_verb(file, line, &VERBS) {
                Ok(v) => v,
                Err(p) => {
                    problems.push(p);
                    continue;
                }
            };
            let mut args = Args::new(file, line, names);
            if verb != Verb::Vote {
                problems.push(
                    args.problem(
                        verb_span(&args),
                        Msg::new("err-wrong-phase").arg("phase", "@one-night-phase-day"),
                    )
                    .help(Msg::new("one-night-help-day")),
                );
                continue;
            }
            let result = (|| {
                let (target, span) = args.player("vote")?;
                // "Cada jugador apunta a otro jugador."
                if target == file.player && !allow_self_vote {
                    return Err(args
                        .problem(span, Msg::new("err-self-vote"))
                        .help(Msg::new("one-night-help-self-vote")));
                }
                args.end()?;
                if votes.contains_key(&file.player) {
                    return Err(args
                        .problem(args.line_span(), Msg::new("err-duplicate-order"))
                        .help(Msg::new("help-duplicate-order")));
                }
                Ok(target)
            })();
            match result {
                Ok(target) => {
                    votes.insert(file.player.clone(), target);
                }
                Err(p) => problems.push(p),
            }
        }
    }
    (votes, problems)
}
