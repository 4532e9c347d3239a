//! The master's deadlines. `plazo`/`prórroga`/`deadline` is this phase's: a PM sent after it is
//! late until the master accepts it. `próximo plazo`/`prossima scadenza`/`next deadline` is the
//! next phase's: the public post tells the players when to send their next PMs, in the game's
//! language («Próximo plazo: el viernes 4 de diciembre a las 22:00»), and the next phase starts
//! with it as its deadline.

use super::{RULE, reason};
use crate::core::diag::Problem;
use crate::core::game::{Game, NextDeadline};
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::core::orders::{OrderFile, parse_time};
use crate::core::trace::{Kind, Trace};
use std::ops::Range;

/// `plazo 2026-11-30 22:00 [reason]`: this phase's deadline.
pub(super) fn this_phase(
    args: &mut Args,
    file: &OrderFile,
    next: &mut Game,
    trace: &mut Trace,
) -> Result<(), Problem> {
    let (text, span) = written_time(args, file)?;
    refuse_past_the_pause(args, next, &text, span)?;
    let why = reason(args);
    next.deadline = Some(text.clone());
    // Said to the master: by the time the phase is resolved its deadline has passed, and the
    // public post tells the players the next one instead.
    trace.add(
        Kind::Ruling,
        RULE,
        Msg::new("master-deadline")
            .when("time", &text)
            .arg("reason", &why),
    );
    Ok(())
}

/// `próximo plazo 2026-12-05 22:00 [reason]`: the next phase's deadline, told in public.
pub(super) fn next_phase(
    args: &mut Args,
    file: &OrderFile,
    next: &mut Game,
) -> Result<(), Problem> {
    // `próximo plazo`, `prossima scadenza`, `next deadline`: the second word is the verb's own.
    args.keyword(&["plazo", "scadenza", "deadline", "fase", "phase"]);
    let (text, span) = written_time(args, file)?;
    // A next deadline at or before this phase's is a slip of the master's pen.
    let this = next.deadline.as_deref();
    if let (Some(now), Some(then)) = (this.and_then(|d| next.time(d)), next.time(&text))
        && then <= now
    {
        return Err(args
            .problem(
                span,
                Msg::new("err-master-next-deadline-early")
                    .arg("time", &text)
                    .arg("deadline", this.unwrap_or_default()),
            )
            .help(
                Msg::new("help-master-next-deadline-early")
                    .arg("deadline", this.unwrap_or_default()),
            ));
    }
    let why = reason(args);
    // Told in public at the end of the phase's post (`engine`), after what happened.
    next.next_deadline = Some(NextDeadline {
        time: text,
        reason: why,
    });
    Ok(())
}

/// The public sentence that ends a phase's post when the master gave the next deadline.
pub fn told(next: &NextDeadline, trace: &mut Trace) {
    trace
        .add(
            Kind::Ruling,
            RULE,
            Msg::new("master-next-deadline")
                .when("time", &next.time)
                .arg("reason", &next.reason),
        )
        .public();
}

/// The time after the verb: `2026-11-30 22:00` (two words) or `2026-11-30T22:00` (one).
fn written_time(args: &mut Args, file: &OrderFile) -> Result<(String, Range<usize>), Problem> {
    let Some(date) = args.word() else {
        return Err(args
            .problem(
                args.line_span(),
                Msg::new("err-sent").arg("file", &file.path),
            )
            .help(Msg::new("help-sent")));
    };
    let span = if parse_time(&date.text).is_some() {
        date.span.clone()
    } else {
        match args.word() {
            Some(time) => date.span.start..time.span.end,
            None => date.span.clone(),
        }
    };
    let text = file.source[span.clone()].to_string();
    if parse_time(&text).is_none() {
        return Err(args
            .problem(span, Msg::new("err-sent").arg("file", &file.path))
            .help(Msg::new("help-sent")));
    }
    Ok((text, span))
}

/// A pause's answers are due at its `until`: no extension past it.
fn refuse_past_the_pause(
    args: &Args,
    next: &Game,
    text: &str,
    span: Range<usize>,
) -> Result<(), Problem> {
    match next.past_pause_until(text) {
        None => Ok(()),
        Some(until) => Err(args
            .problem(
                span,
                Msg::new("err-master-deadline-past-pause")
                    .arg("time", text)
                    .arg("until", until),
            )
            .help(Msg::new("help-master-deadline-past-pause").arg("until", until))),
    }
}
