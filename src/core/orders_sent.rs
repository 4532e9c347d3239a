//! A PM's date header (`sent:`, `Enviado:`, `Inviato il:`, SMF's `« Respuesta #3 en: … »`):
//! which line is one, and the time it gives.

use super::{BadSent, Sent, Word};
use crate::core::forum_dates;

const SENT_KEYS: [&str; 6] = ["sent", "enviado", "inviato", "date", "fecha", "data"];
/// `Mensaje enviado:`, `Messaggio inviato:`, `Message sent:`.
const MESSAGE_WORDS: [&str; 3] = ["mensaje", "messaggio", "message"];

/// Where a date header's key ends in its line (`Enviado`, `Inviato il`, `Messaggio inviato`),
/// if the line is one.
pub(super) fn header_key_end(body: &str) -> Option<usize> {
    let mut words = body
        .char_indices()
        .filter(|&(i, c)| {
            !(c.is_whitespace() || matches!(c, ':' | '-' | '–'))
                && body[..i]
                    .chars()
                    .next_back()
                    .is_none_or(|p| p.is_whitespace() || matches!(p, ':' | '-' | '–'))
        })
        .map(|(i, _)| {
            let end = body[i..]
                .find(|c: char| c.is_whitespace() || matches!(c, ':' | '-' | '–'))
                .map_or(body.len(), |e| i + e);
            (crate::core::names::fold(&body[i..end]), end)
        });
    let (first, first_end) = words.next()?;
    if SENT_KEYS.contains(&first.as_str()) {
        return Some(first_end);
    }
    let (second, second_end) = words.next()?;
    (MESSAGE_WORDS.contains(&first.as_str()) && SENT_KEYS.contains(&second.as_str()))
        .then_some(second_end)
}

/// `body` without the BBCode tags that open and close it (`[i]…[/i]`, `[size=85]…[/size]`,
/// `[b]Enviado:[/b] …`'s leading one), and how many bytes were cut before it. Tags inside
/// stay.
pub(super) fn unwrapped(body: &str) -> (usize, &str) {
    let tag_len = |t: &str, closing: bool| -> Option<usize> {
        let rest = t.strip_prefix('[')?;
        let rest = if closing {
            rest.strip_prefix('/')?
        } else {
            rest
        };
        let end = rest.find(']')?;
        let name = rest[..end].split('=').next()?;
        (!name.is_empty() && name.len() <= 6 && name.bytes().all(|b| b.is_ascii_alphabetic()))
            .then_some(end + 2 + usize::from(closing))
    };
    let mut from = body.len() - body.trim_start().len();
    while let Some(n) = tag_len(&body[from..], false) {
        from += n;
        from += body[from..].len() - body[from..].trim_start().len();
    }
    let mut to = body.trim_end().len().max(from);
    while let Some(open) = body[from..to].rfind("[/") {
        let at = from + open;
        match tag_len(&body[at..to], true) {
            Some(n) if at + n == to => to = body[..at].trim_end().len().max(from),
            _ => break,
        }
    }
    (from, &body[from..to])
}

/// The date of an SMF reply's header, as a PM quoted from a forum carries it (`« Respuesta #3
/// en: 01 de diciembre de 2026, 11:40:12 »`, `« Reply #3 on: December 01, 2026, 11:40:12 AM »`,
/// `« Risposta #3 il: 01 Dicembre 2026, 11:40:12 »`).
fn smf_reply_date(body: &str) -> Option<&str> {
    let t = forum_dates::inside_guillemets(body)?;
    let (word, rest) = t.split_once(char::is_whitespace)?;
    if !["respuesta", "reply", "risposta"].contains(&crate::core::names::fold(word).as_str()) {
        return None;
    }
    let (number, rest) = rest.trim_start().split_once(char::is_whitespace)?;
    let digits = number.strip_prefix('#')?;
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let (_, date) = rest.split_once(':')?;
    Some(date.trim())
}

/// A date header's value after its key (which ends at `key_end` of `header`, a line starting at
/// byte `header_start`): the separator, a tag closed after the key and the header's article
/// (`Inviato il: …`) left out; and whether the key is separated from it (`:`, `-`, `il:`…).
fn header_value<'s>(
    source: &'s str,
    header: &str,
    header_start: usize,
    key_end: usize,
) -> (&'s str, bool) {
    let value_start = header_start + key_end;
    let separated = header[key_end..].trim_start().starts_with([':', '-', '–'])
        || header[key_end..]
            .trim_start()
            .to_lowercase()
            .starts_with("il:")
        || header[key_end..]
            .trim_start()
            .to_lowercase()
            .starts_with("el:");
    let value_text = source[value_start..header_start + header.len()].trim();
    let mut value_text = value_text
        .strip_prefix([':', '-', '–'])
        .unwrap_or(value_text)
        .trim();
    // `[b]Enviado:[/b] …`: the tag closed after the key.
    while let Some(rest) = value_text.strip_prefix("[/")
        && let Some(end) = rest.find(']').filter(|&e| e <= 8)
    {
        value_text = rest[end + 1..].trim_start();
    }
    // `Inviato il: …`, `Enviado el: …`: the article is the header's, not the date's.
    let value_text = ["il:", "el:", "on:", "at:", "le:"]
        .iter()
        .find_map(|a| {
            value_text
                .get(..a.len())
                .filter(|head| head.eq_ignore_ascii_case(a))
                .map(|_| value_text[a.len()..].trim())
        })
        .unwrap_or(value_text);
    (value_text, separated)
}

/// What a line is to the PM's sending time, while none is known.
pub(super) enum DateLine {
    /// The PM's sending time: the line is its header.
    Sent(Sent),
    /// A date header at the top that cannot be read (`Enviado: ayer`): a problem.
    Bad(BadSent),
    /// Not a date header: a line of the PM.
    Order,
}

/// Whether `header` (a line without its wrapping tags, at byte `header_start` of `source`) dates
/// the PM: an SMF reply's or PM's header, a line that is only a date before any order
/// (`before_orders`), or a key and its value (`Enviado: …`). A bad header at the top, with its
/// `:`, is a problem; later, or without its `:` (`Data la situazione, voto Luca`), only prose.
pub(super) fn date_line(
    source: &str,
    header_start: usize,
    header: &str,
    words: &[Word],
    before_orders: bool,
    read_date: &dyn Fn(&str) -> Option<i64>,
) -> DateLine {
    let sent = |seconds, text: &str| {
        DateLine::Sent(Sent {
            seconds,
            text: text.to_string(),
        })
    };
    if let Some(date) = smf_reply_date(header).or_else(|| forum_dates::smf_pm_date(header))
        && let Some(seconds) = read_date(date)
    {
        return sent(seconds, date);
    }
    let Some(key_end) = header_key_end(header) else {
        return match read_date(header.trim()) {
            Some(seconds) if before_orders => sent(seconds, header.trim()),
            _ => DateLine::Order,
        };
    };
    let (value_text, separated) = header_value(source, header, header_start, key_end);
    match read_date(value_text) {
        Some(seconds) => sent(seconds, value_text),
        None if before_orders && separated => DateLine::Bad(BadSent {
            span: words[0].span.start..header_start + header.trim_end().len(),
        }),
        None => DateLine::Order,
    }
}
