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
//! copy; the one of the role he becomes is used, the others are skipped (a forum night is one
//! PM). Missing orders skip the action, except the Doppelgänger's look and the Drunk's swap,
//! which the rules force: the core RNG chooses for them.

use super::cards::Role;
use super::state::{DAY, NIGHT, State};
use super::verbs::VERBS;
use crate::core::diag::Problem;
use crate::core::grammar::{Args, read_verb};
use crate::core::msg::Msg;
use crate::core::names::NameIndex;
use crate::core::names::fold;
use crate::core::orders::OrderFile;
use std::ops::Range;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Verb {
    Copy,
    See,
    Rob,
    Swap,
    Take,
    Vote,
}

/// Every verb by kind, for the intake: a later order of a kind replaces an earlier one.
pub fn kinds() -> Vec<crate::core::grammar::VerbKind> {
    crate::core::grammar::kinds(&VERBS, &[], &[])
}

const CENTER: &[&str] = &["center", "centre", "centro", "middle", "medio"];

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
}

/// Every night PM, by player; or every problem.
pub fn read_night(
    state: &State,
    names: &NameIndex,
    files: &[OrderFile],
) -> (std::collections::BTreeMap<String, Night>, Vec<Problem>) {
    let mut all = std::collections::BTreeMap::new();
    let mut problems = Vec::new();
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
            if let Err(p) = read_night_order(&mut args, verb, role, &file.player, night) {
                problems.push(p);
            }
        }
    }
    (all, problems)
}

fn is_number(word: &crate::core::orders::Word) -> bool {
    word.text.trim_start_matches('#').parse::<u32>().is_ok()
}

fn verb_span(args: &Args) -> Range<usize> {
    args.line.words[0].span.clone()
}

fn read_night_order(
    args: &mut Args,
    verb: Verb,
    role: Role,
    me: &str,
    night: &mut Night,
) -> Result<(), Problem> {
    let doppel = role == Role::Doppelganger;
    let allowed = match verb {
        Verb::Vote => {
            return Err(args
                .problem(
                    verb_span(args),
                    Msg::new("err-wrong-phase").arg("phase", NIGHT),
                )
                .help(Msg::new("one-night-help-vote-is-day")));
        }
        Verb::Copy => doppel,
        Verb::See => doppel || matches!(role, Role::Seer | Role::Werewolf),
        Verb::Rob => doppel || role == Role::Robber,
        Verb::Swap => doppel || matches!(role, Role::Troublemaker | Role::Drunk),
        Verb::Take => doppel || role == Role::Drunk,
    };
    if !allowed {
        return Err(args
            .problem(
                verb_span(args),
                Msg::new("one-night-err-not-your-action")
                    .arg("player", me)
                    .arg("role", role.key()),
            )
            .help(Msg::new(&format!("one-night-help-{}", role.id()))));
    }
    let duplicate = |args: &Args| {
        args.problem(args.line_span(), Msg::new("err-duplicate-order"))
            .help(Msg::new("help-duplicate-order"))
    };
    let not_self = |args: &Args, target: &str, span: Range<usize>| {
        if target == me {
            Err(args.problem(span, Msg::new("err-self-target").arg("player", me)))
        } else {
            Ok(())
        }
    };
    match verb {
        Verb::Copy => {
            let (target, span) = args.player("copy")?;
            not_self(args, &target, span)?;
            args.end()?;
            if night.copy.is_some() {
                return Err(duplicate(args));
            }
            night.copy = Some(target);
        }
        Verb::See => {
            // `ver centro 1 3`, or the numbers first: `ver las cartas 1 y 3 del centro`.
            let center_first = args.keyword(CENTER);
            let numbers_first = !center_first
                && args.peek().is_some_and(is_number)
                && args
                    .line
                    .words
                    .iter()
                    .any(|w| CENTER.contains(&fold(&w.text).as_str()));
            let look = if center_first || numbers_first {
                // "puede mirar ... dos de las cartas del centro"; a lone werewolf, one.
                let (first, first_span) = args.number(1, 3)?;
                let mut cards = vec![first];
                if args.peek().is_some_and(is_number) || (center_first && args.peek().is_some()) {
                    let (second, span) = args.number(1, 3)?;
                    if second == first {
                        return Err(args.problem(span, Msg::new("one-night-err-same-center")));
                    }
                    cards.push(second);
                }
                if numbers_first {
                    args.keyword(CENTER);
                }
                args.end()?;
                let wanted = if role == Role::Werewolf { 1 } else { 2 };
                if cards.len() != wanted {
                    return Err(args
                        .problem(
                            first_span.start..args.line_span().end,
                            Msg::new("one-night-err-center-count")
                                .arg("role", role.key())
                                .arg("count", wanted),
                        )
                        .help(Msg::new(&format!("one-night-help-{}", role.id()))));
                }
                Look::Center(cards)
            } else {
                if role == Role::Werewolf {
                    return Err(args
                        .problem(args.line_span(), Msg::new("one-night-err-wolf-sees-center"))
                        .help(Msg::new("one-night-help-werewolf")));
                }
                let (target, span) = args.player("see")?;
                not_self(args, &target, span)?;
                args.end()?;
                Look::Player(target)
            };
            if night.see.is_some() {
                return Err(duplicate(args));
            }
            night.see = Some(look);
        }
        Verb::Rob => {
            let (target, span) = args.player("rob")?;
            not_self(args, &target, span)?;
            args.end()?;
            if night.rob.is_some() {
                return Err(duplicate(args));
            }
            night.rob = Some(target);
        }
        // The Drunk "intercambia su carta con una del centro": `cambio mi carta por la del
        // centro 2` is his take.
        Verb::Swap if role == Role::Drunk => read_take(args, night)?,
        Verb::Swap => {
            // "puede intercambiar las cartas entre otros dos jugadores"
            let (a, span_a) = args.player("swap")?;
            not_self(args, &a, span_a.clone())?;
            let (b, span_b) = args.player("swap")?;
            not_self(args, &b, span_b.clone())?;
            if a == b {
                return Err(args.problem(span_b, Msg::new("one-night-err-swap-same")));
            }
            args.end()?;
            if night.swap.is_some() {
                return Err(duplicate(args));
            }
            night.swap = Some((a, b));
        }
        Verb::Take => read_take(args, night)?,
        Verb::Vote => unreachable!("refused above"),
    }
    Ok(())
}

/// The Drunk's card: `tomar centro 2`, `take 2`, "cojo la carta 2 del centro", `cambio mi
/// carta por la del centro 2`.
fn read_take(args: &mut Args, night: &mut Night) -> Result<(), Problem> {
    args.keyword(&["mi", "my", "mia"]);
    let before = args.keyword(CENTER);
    let (n, _) = args.number(1, 3)?;
    if !before {
        args.keyword(CENTER);
    }
    args.end()?;
    if night.take.is_some() {
        return Err(args
            .problem(args.line_span(), Msg::new("err-duplicate-order"))
            .help(Msg::new("help-duplicate-order")));
    }
    night.take = Some(n);
    Ok(())
}

/// Every day PM: one vote per player.
pub fn read_day(
    names: &NameIndex,
    files: &[OrderFile],
    allow_self_vote: bool,
) -> (std::collections::BTreeMap<String, String>, Vec<Problem>) {
    let mut votes = std::collections::BTreeMap::new();
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
                        Msg::new("err-wrong-phase").arg("phase", DAY),
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
