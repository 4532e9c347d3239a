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
    let mut text = file.source[span.clone()].to_string();
    if parse_time(&text).is_none() {
        return Err(args
            .problem(span, Msg::new("err-sent").arg("file", &file.path))
            .help(Msg::new("help-sent")));
    }
    if let Some((offset, end)) = zone_after(args, file, span.end)? {
        text.push_str(&offset);
        return Ok((text, span.start..end));
    }
    Ok((text, span))
}

/// Fixed zones a master may write by their abbreviation, with their offset.
const ZONES: &[(&str, &str)] = &[
    ("utc", "+00:00"),
    ("gmt", "+00:00"),
    ("z", "+00:00"),
    ("wet", "+00:00"),
    ("west", "+01:00"),
    ("bst", "+01:00"),
    ("cet", "+01:00"),
    ("cest", "+02:00"),
    ("eet", "+02:00"),
    ("eest", "+03:00"),
];

/// Words that say the reason after a deadline is its time zone (`(hora de Madrid)`,
/// `ora italiana`, `local time`): not read as one, so raised.
const ZONE_WORDS: &[&str] = &[
    "hora",
    "horario",
    "huso",
    "ora",
    "orario",
    "fuso",
    "time",
    "timezone",
    "zone",
    "zona",
    "local",
    "peninsular",
    "madrid",
    "roma",
    "rome",
    "italia",
    "italiana",
    "espana",
    "spain",
    "canarias",
    "europe",
    "europa",
];

/// The time zone written after a deadline's time, as an offset to append to it (`+01:00` for
/// `+01:00`, `CET`, `UTC+1`), with where it ends; the words consumed. A zone that is not
/// read (`PST`, `(hora de Madrid)`, `Europe/Madrid`) is the master's error: never a time
/// read in the game's zone in silence.
fn zone_after(
    args: &mut Args,
    file: &OrderFile,
    from: usize,
) -> Result<Option<(String, usize)>, Problem> {
    let line_end = args.line.span.end.max(from);
    let rest = &file.source[from..line_end];
    let start = from + (rest.len() - rest.trim_start().len());
    let chunk = file.source[start..line_end]
        .split(char::is_whitespace)
        .next()
        .unwrap_or("");
    let end = start + chunk.len();
    let bare = chunk.trim_matches(['(', ')', '[', ']', ',', '.']);
    let folded = crate::core::names::fold(bare);
    let (name, sign) = match folded.find(['+', '-']) {
        Some(i) => (&folded[..i], Some(&folded[i..])),
        None => (folded.as_str(), None),
    };
    let offset = match (ZONES.iter().find(|(z, _)| *z == name), sign) {
        (Some((_, zone)), None) => Some(zone.to_string()),
        (Some(_), Some(sign)) if matches!(name, "utc" | "gmt") => written_offset(sign),
        (None, Some(sign)) if name.is_empty() => written_offset(sign),
        _ => None,
    };
    if let Some(offset) = offset {
        while args.peek().is_some_and(|w| w.span.start < end) {
            args.word();
        }
        return Ok(Some((offset, end)));
    }
    let zone_like = bare.contains('/')
        || sign.is_some_and(|s| s.len() > 1 && s[1..].starts_with(|c: char| c.is_ascii_digit()))
        || (bare.len() >= 3
            && bare.len() <= 5
            && bare.chars().all(|c| c.is_ascii_uppercase())
            && bare.ends_with('T'))
        || ZONE_WORDS.contains(&folded.as_str());
    if zone_like && !chunk.is_empty() {
        let written = file.source[start..line_end].trim_end();
        return Err(args
            .problem(
                start..start + written.len(),
                Msg::new("err-master-deadline-zone").arg("zone", written),
            )
            .help(Msg::new("help-master-deadline-zone")));
    }
    Ok(None)
}

/// An offset as written after a sign (`+1`, `+01`, `+0100`, `+01:00`, `-3`), as `+HH:MM`.
fn written_offset(sign: &str) -> Option<String> {
    let (plus, digits) = sign.split_at(1);
    let (hours, minutes) = match digits.split_once(':') {
        Some((h, m)) => (h, m),
        None if digits.len() == 4 => digits.split_at(2),
        None => (digits, "00"),
    };
    let hours: u32 = hours.parse().ok().filter(|h| *h <= 14)?;
    let minutes: u32 = minutes.parse().ok().filter(|m| *m < 60)?;
    Some(format!("{plus}{hours:02}:{minutes:02}"))
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

#[cfg(test)]
mod tests {
    use super::written_offset;

    #[test]
    fn an_offset_after_a_deadline_is_read_however_written() {
        assert_eq!(written_offset("+1").as_deref(), Some("+01:00"));
        assert_eq!(written_offset("+01:00").as_deref(), Some("+01:00"));
        assert_eq!(written_offset("+0530").as_deref(), Some("+05:30"));
        assert_eq!(written_offset("-3").as_deref(), Some("-03:00"));
        assert_eq!(written_offset("+25"), None);
        assert_eq!(written_offset("+x"), None);
    }
}
