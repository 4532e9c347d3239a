//! When a PM was sent, as forums print it: ISO (`2026-11-29 21:14`, `2026-11-29T21:14:05+01:00`),
//! phpBB (`Dom Nov 29, 2026 9:03 pm`, `Sun Nov 29, 2026 9:03 pm`), Italian forums (`mar 2 dic
//! 2026, 21:14`), day-first numbers (`29/11/2026 21:14`, `29-11-2026, 21:14`). Weekdays, `de`,
//! `alle`, `at` are skipped; month names in Spanish, Italian and English. A time without an
//! offset is in the game's time zone (`timezone:` in game.yaml, the IANA database bundled with
//! jiff, so every machine reads the same time).

use crate::core::names::fold;
use jiff::civil::DateTime;
use jiff::tz::{TimeZone, TimeZoneDatabase};
use std::sync::OnceLock;

/// The bundled time zone database (never the machine's: outputs must not depend on it).
fn database() -> &'static TimeZoneDatabase {
    static DB: OnceLock<TimeZoneDatabase> = OnceLock::new();
    DB.get_or_init(TimeZoneDatabase::bundled)
}

/// A time zone by its IANA name (`Europe/Madrid`), or a fixed UTC offset (`+01:00`), or `None`
/// if there is no such zone.
pub fn zone(name: &str) -> Option<TimeZone> {
    if name.eq_ignore_ascii_case("utc") {
        return Some(TimeZone::UTC);
    }
    if name.starts_with(['+', '-'])
        && let Some(Some(seconds)) = offset_of(name)
    {
        return jiff::tz::Offset::from_seconds(seconds)
            .ok()
            .map(TimeZone::fixed);
    }
    database().get(name).ok()
}

/// The UTC offset a written time ends with (`2026-11-30T10:00:00+01:00` → `+01:00`), as
/// written; `None` when it has none (`2026-11-30 10:00`, `Lun Nov 30, 2026 8:10 pm`).
pub fn written_offset(text: &str) -> Option<&str> {
    let text = text.trim();
    if text.ends_with(['Z', 'z']) && text.contains('T') {
        return Some(&text[text.len() - 1..]);
    }
    [6, 5]
        .into_iter()
        .filter_map(|n| {
            text.len()
                .checked_sub(n)
                .filter(|&at| text.is_char_boundary(at))
        })
        .map(|at| &text[at..])
        .find(|tail| {
            let shaped = match tail.len() {
                6 => tail.as_bytes()[3] == b':',
                _ => tail[1..].bytes().all(|b| b.is_ascii_digit()),
            };
            shaped
                && tail.starts_with(['+', '-'])
                && offset_of(tail).is_some_and(|o| o.is_some())
                && text.contains(['T', ' '])
        })
}

const MONTHS: [&[&str]; 12] = [
    &["jan", "january", "ene", "enero", "gen", "gennaio"],
    &["feb", "february", "febrero", "febbraio"],
    &["mar", "march", "marzo"],
    &["apr", "april", "abr", "abril", "aprile"],
    &["may", "mayo", "mag", "maggio"],
    &["jun", "june", "junio", "giu", "giugno"],
    &["jul", "july", "julio", "lug", "luglio"],
    &["aug", "august", "ago", "agosto"],
    &["sep", "sept", "september", "septiembre", "set", "settembre"],
    &["oct", "october", "octubre", "ott", "ottobre"],
    &["nov", "november", "noviembre", "novembre"],
    &["dec", "december", "dic", "diciembre", "dicembre"],
];

/// Words a date may carry that say nothing: weekdays, "de", "alle", "at", "el", "il".
const SKIPPED: &[&str] = &[
    // Italian Wednesday and Thursday (`mer 2 dic`, `gio 3 dic`)
    "mer",
    "mon",
    "tue",
    "wed",
    "thu",
    "fri",
    "sat",
    "sun",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "lun",
    "mie",
    "jue",
    "vie",
    "sab",
    "dom",
    "lunes",
    "martes",
    "miercoles",
    "jueves",
    "viernes",
    "sabado",
    "domingo",
    "gio",
    "ven",
    "lunedi",
    "martedi",
    "mercoledi",
    "giovedi",
    "venerdi",
    "domenica",
    "de",
    "del",
    "el",
    "a",
    "las",
    "la",
    "alle",
    "ore",
    "il",
    "at",
    "on",
    "h",
    "hs",
];

fn month_of(word: &str) -> Option<i8> {
    let key = fold(word.trim_end_matches('.'));
    MONTHS
        .iter()
        .position(|names| names.contains(&key.as_str()))
        .map(|i| i as i8 + 1)
}

/// The seconds since 1970 of a written time, read in `tz` when it has no offset of its own.
pub fn parse(text: &str, tz: &TimeZone) -> Option<i64> {
    let text = text.trim();
    if let Some(seconds) = parse_iso(text, tz) {
        return Some(seconds);
    }
    parse_forum(text, tz)
}

/// [`parse`], and with a `reference` time [`parse_pm_day`]: "Hoy a las 22:52" on its day.
pub fn parse_at(text: &str, tz: &TimeZone, reference: Option<i64>) -> Option<i64> {
    parse(text, tz).or_else(|| reference.and_then(|r| parse_pm_day(text, tz, r)))
}

/// `2026-11-29 21:14[:05]`, `T` between, an optional `Z` or `±hh:mm` offset.
fn parse_iso(text: &str, tz: &TimeZone) -> Option<i64> {
    let (date, rest) = text.split_at_checked(10)?;
    let mut parts = date.split('-');
    let y: i16 = parts.next()?.parse().ok()?;
    let m: i8 = parts.next()?.parse().ok()?;
    let d: i8 = parts.next()?.parse().ok()?;
    if parts.next().is_some() {
        return None;
    }
    let rest = rest.strip_prefix(['T', ' '])?.trim();
    let (clock, offset) = match rest.find(['Z', '+', '-']) {
        Some(i) => rest.split_at(i),
        None => (rest, ""),
    };
    let (h, min, s) = clock_of(clock.trim())?;
    let offset = offset_of(offset.trim())?;
    seconds(y, m, d, h, min, s, offset, tz)
}

/// `Dom Nov 29, 2026 9:03 pm`, `mar 2 dic 2026, 21:14`, `29/11/2026 21:14`.
fn parse_forum(text: &str, tz: &TimeZone) -> Option<i64> {
    let (mut year, mut month, mut day, mut clock) = (None, None, None, None);
    let mut pm = None;
    let mut offset = None;
    for word in text.split(|c: char| c.is_whitespace() || c == ',') {
        let word = word.trim_matches(|c: char| c == '.' || c == '(' || c == ')');
        let word = word.trim_end_matches(':');
        if word.is_empty() || SKIPPED.contains(&fold(word).as_str()) {
            continue;
        }
        let lower = word.to_ascii_lowercase();
        if lower == "am" || lower == "a.m" {
            pm = Some(false);
        } else if lower == "pm" || lower == "p.m" {
            pm = Some(true);
        } else if let Some(o) = lower.strip_prefix("utc").or(lower.strip_prefix("gmt")) {
            offset = Some(offset_of(o)?);
        } else if word.contains(':') {
            clock = Some(clock_of(word)?);
        } else if word.contains(['/', '-']) {
            // Day first, as Spanish and Italian forums write it.
            let mut p = word.split(['/', '-']);
            day = Some(p.next()?.parse().ok()?);
            month = Some(p.next()?.parse().ok()?);
            year = Some(full_year(p.next()?.parse().ok()?));
        } else if let Some(m) = month_of(word) {
            month = Some(m);
        } else if let Ok(n) = word.parse::<i16>() {
            match n {
                1..=31 if day.is_none() => day = Some(n as i8),
                1970..=9999 if year.is_none() => year = Some(n),
                _ => return None,
            }
        } else {
            return None;
        }
    }
    let (mut h, min, s) = clock?;
    match pm {
        Some(true) if (1..12).contains(&h) => h += 12,
        Some(false) if h == 12 => h = 0,
        Some(_) if !(1..=12).contains(&h) => return None,
        _ => {}
    }
    seconds(year?, month?, day?, h, min, s, offset.flatten(), tz)
}

fn full_year(y: i16) -> i16 {
    if y < 100 { 2000 + y } else { y }
}

fn clock_of(clock: &str) -> Option<(i8, i8, i8)> {
    let mut hms = clock.split(':');
    let h: i8 = hms.next()?.parse().ok()?;
    let min: i8 = hms.next()?.parse().ok()?;
    let s: i8 = match hms.next() {
        Some(s) => s.parse().ok()?,
        None => 0,
    };
    if hms.next().is_some()
        || !(0..=23).contains(&h)
        || !(0..=59).contains(&min)
        || !(0..=59).contains(&s)
    {
        return None;
    }
    Some((h, min, s))
}

/// `Z`, `+01:00`, `-5`, `+0100`: seconds east of UTC; empty is "none given".
fn offset_of(text: &str) -> Option<Option<i32>> {
    if text.is_empty() {
        return Some(None);
    }
    if text == "Z" || text == "z" {
        return Some(Some(0));
    }
    let sign = match text.chars().next()? {
        '+' => 1,
        '-' => -1,
        _ => return None,
    };
    let body = &text[1..];
    let (h, m) = match body.split_once(':') {
        Some((h, m)) => (h, m),
        None if body.len() == 4 => body.split_at(2),
        None => (body, "0"),
    };
    let h: i32 = h.parse().ok()?;
    let m: i32 = m.parse().ok()?;
    if h > 14 || m > 59 {
        return None;
    }
    Some(Some(sign * (h * 3600 + m * 60)))
}

#[allow(clippy::too_many_arguments)]
fn seconds(
    y: i16,
    m: i8,
    d: i8,
    h: i8,
    min: i8,
    s: i8,
    offset: Option<i32>,
    tz: &TimeZone,
) -> Option<i64> {
    let civil = DateTime::new(y, m, d, h, min, s, 0).ok()?;
    let zone = match offset {
        Some(o) => TimeZone::fixed(jiff::tz::Offset::from_seconds(o).ok()?),
        None => tz.clone(),
    };
    Some(zone.to_timestamp(civil).ok()?.as_second())
}

/// What an SMF header line holds between its `«` and `»` (or `<<` `>>`, as pasted), trimmed;
/// `None` for a line that does not open with one. The closing one may be missing.
pub fn inside_guillemets(line: &str) -> Option<&str> {
    let t = line.trim();
    let t = t
        .strip_prefix('«')
        .or_else(|| t.strip_prefix("<<"))?
        .trim_start();
    Some(
        t.strip_suffix('»')
            .or_else(|| t.strip_suffix(">>"))
            .unwrap_or(t)
            .trim_end(),
    )
}

/// The date of an SMF PM's header line, as the forum prints it above a PM and as a master
/// pastes it: `« Enviado a: Bucche el: 02 Diciembre 2026, 22:52:10 »`, `« Inviato a: Bucche il:
/// 02 Dicembre 2026, 22:52:10 »`, `« Sent to: Bucche on: December 02, 2026, 10:52:10 PM »` (and
/// `« Enviado por: … el: … »`, `« Da: … il: … »`, `« From: … on: … »` in the sent box). The
/// text after the last `el:`/`il:`/`on:`, for [`parse`] or [`parse_pm_day`].
pub fn smf_pm_date(line: &str) -> Option<&str> {
    let t = inside_guillemets(line)?;
    let (head, _) = t.split_once(':')?;
    const HEADS: [&str; 9] = [
        "enviado a",
        "enviado por",
        "de",
        "inviato a",
        "inviato da",
        "da",
        "sent to",
        "sent by",
        "from",
    ];
    let head = fold(head.trim());
    if !HEADS.contains(&head.as_str()) {
        return None;
    }
    // The last ` el:`/` il:`/` on:` (ASCII bytes, never inside a multibyte letter).
    let at = t.as_bytes().windows(4).rposition(|w| {
        [&b" el:"[..], b" il:", b" on:"]
            .iter()
            .any(|k| w.eq_ignore_ascii_case(k))
    })? + 4;
    let date = t.get(at..)?;
    Some(date.trim())
}

/// Words forums print for the day the page was made (`Hoy`, `Oggi`, `Today`) and the day
/// before (`Ayer`, `Ieri`, `Yesterday`), with how many days back they are.
const DAYS_BACK: [(&str, i64); 6] = [
    ("hoy", 0),
    ("oggi", 0),
    ("today", 0),
    ("ayer", 1),
    ("ieri", 1),
    ("yesterday", 1),
];

/// A date the forum printed relative to the day it was shown: `Hoy a las 22:52`, `Oggi alle
/// 22:52`, `Today at 10:52 pm`, `Hoy, 22:52`, `Ayer a las 9:03`, `Ieri alle 23:10`,
/// `Yesterday at 11:40:12 PM` (SMF and phpBB print them so). The day is the day of `reference`
/// (the file's modification time, or the time of the import) in `tz`; `None` for anything
/// else, so that an unreadable date is never taken for "now".
pub fn parse_pm_day(text: &str, tz: &TimeZone, reference: i64) -> Option<i64> {
    let text = text.trim();
    let (first, rest) = text
        .split_once(|c: char| c.is_whitespace() || c == ',')
        .unwrap_or((text, ""));
    let back = DAYS_BACK
        .iter()
        .find(|(word, _)| fold(first.trim_end_matches(',')) == *word)?
        .1;
    let (mut clock, mut pm) = (None, None);
    for word in rest.split(|c: char| c.is_whitespace() || c == ',') {
        let word = word.trim_matches('.');
        let lower = word.to_ascii_lowercase();
        if word.is_empty() || SKIPPED.contains(&fold(word).as_str()) {
            continue;
        }
        match lower.as_str() {
            "am" | "a.m" => pm = Some(false),
            "pm" | "p.m" => pm = Some(true),
            _ if word.contains(':') && clock.is_none() => clock = Some(clock_of(word)?),
            _ => return None,
        }
    }
    let (mut h, min, s) = clock?;
    match pm {
        Some(true) if (1..12).contains(&h) => h += 12,
        Some(false) if h == 12 => h = 0,
        Some(_) if !(1..=12).contains(&h) => return None,
        _ => {}
    }
    let day = jiff::Timestamp::from_second(reference)
        .ok()?
        .to_zoned(tz.clone())
        .date()
        .checked_sub(jiff::Span::new().days(back))
        .ok()?;
    seconds(day.year(), day.month(), day.day(), h, min, s, None, tz)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utc(text: &str) -> Option<i64> {
        parse(text, &TimeZone::UTC)
    }

    #[test]
    fn forum_headers_of_three_families_read_the_same_time() {
        let iso = utc("2026-11-29 21:03").unwrap();
        assert_eq!(utc("Dom Nov 29, 2026 9:03 pm"), Some(iso));
        assert_eq!(utc("Sun Nov 29, 2026 9:03 pm"), Some(iso));
        assert_eq!(utc("dom 29 nov 2026, 21:03"), Some(iso));
        assert_eq!(utc("29/11/2026 21:03"), Some(iso));
        assert_eq!(utc("29 de noviembre de 2026, 21:03"), Some(iso));
        // Mediavida and other Spanish forums: "29 nov 2026 a las 21:03".
        assert_eq!(utc("29 nov 2026 a las 21:03"), Some(iso));
        assert_eq!(utc("2026-11-29T22:03:00+01:00"), Some(iso));
        let it = utc("2026-12-02 21:14").unwrap();
        assert_eq!(utc("mar 2 dic 2026, 21:14"), Some(it));
        assert_eq!(utc("2 dicembre 2026 alle 21:14"), Some(it));
        assert_eq!(utc("il: mar 2 dic 2026, 21:14"), Some(it));
        // Wednesday and Thursday in Italian.
        assert_eq!(utc("mer 2 dic 2026, 21:14"), Some(it));
        assert_eq!(utc("gio 2 dic 2026, 21:14"), Some(it));
    }

    #[test]
    fn a_time_without_offset_is_in_the_games_zone() {
        let madrid = zone("Europe/Madrid").unwrap();
        let utc_time = utc("2026-11-29 20:03").unwrap();
        assert_eq!(parse("2026-11-29 21:03", &madrid), Some(utc_time));
        assert_eq!(parse("Dom Nov 29, 2026 9:03 pm", &madrid), Some(utc_time));
        // Summer time: UTC+2.
        assert_eq!(parse("2026-07-01 12:00", &madrid), utc("2026-07-01 10:00"));
        assert!(zone("Mars/Olympus").is_none());
    }

    #[test]
    fn a_thread_time_s_offset_is_found_and_is_a_zone() {
        assert_eq!(written_offset("2026-11-30T20:30:00+01:00"), Some("+01:00"));
        assert_eq!(written_offset("2026-11-30 20:30 -0500"), Some("-0500"));
        assert_eq!(written_offset("2026-11-30T19:30:00Z"), Some("Z"));
        for naive in [
            "2026-11-30 20:30",
            "Lun Nov 30, 2026 8:10 pm",
            "mar 2 dic 2026, 21:14",
            "30-11-2026",
        ] {
            assert_eq!(written_offset(naive), None, "{naive}");
        }
        let plus_one = zone("+01:00").expect("a fixed offset");
        assert_eq!(
            parse("2026-11-30 20:10", &plus_one),
            utc("2026-11-30 19:10")
        );
        assert!(zone("+25:00").is_none() && zone("+01:0x").is_none());
    }

    #[test]
    fn impossible_dates_are_not_read() {
        for bad in [
            "2026-02-30 10:00",
            "31/04/2026 10:00",
            "Nov 29, 2026 13:03 pm",
            "yesterday",
            "2026-11-29 25:00",
            "29 nov 2026",
        ] {
            assert_eq!(utc(bad), None, "{bad}");
        }
    }

    #[test]
    fn an_smf_pm_header_gives_its_date_in_three_languages() {
        let at = utc("2026-12-02 22:52:10");
        for line in [
            "« Enviado a: Bucche el: 02 Diciembre 2026, 22:52:10 »",
            "« Inviato a: Bucche il: 02 Dicembre 2026, 22:52:10 »",
            "« Sent to: Bucche on: December 02, 2026, 10:52:10 PM »",
            "<< Inviato da: Lupa il: 02 Dicembre 2026, 22:52:10 >>",
        ] {
            let date = smf_pm_date(line).unwrap_or_else(|| panic!("{line}"));
            assert_eq!(utc(date), at, "{line}");
        }
        // A name with `il:` in it does not cut the date short: the last one is the header's.
        assert_eq!(
            smf_pm_date("« Inviato a: Lil: Bo il: 02 Dicembre 2026, 22:52:10 »").and_then(utc),
            at
        );
        assert_eq!(smf_pm_date("« Respuesta a Ana: mover Cocina »"), None);
        assert_eq!(smf_pm_date("Enviado a: Bucche el: 02 Diciembre 2026"), None);
    }

    #[test]
    fn today_and_yesterday_are_read_against_the_reference_day() {
        let madrid = zone("Europe/Madrid").unwrap();
        // The file was saved on 3 December at 00:30 in Madrid (23:30 UTC on the 2nd).
        let saved = utc("2026-12-02 23:30").unwrap();
        let at = |text: &str| parse_pm_day(text, &madrid, saved);
        let today = parse("2026-12-03 22:52", &madrid);
        let yesterday = parse("2026-12-02 22:52", &madrid);
        assert_eq!(at("Hoy a las 22:52"), today);
        assert_eq!(at("Oggi alle 22:52"), today);
        assert_eq!(at("Today at 10:52 pm"), today);
        assert_eq!(at("Hoy, 22:52"), today);
        assert_eq!(at("Ayer a las 22:52"), yesterday);
        assert_eq!(at("Ieri alle 22:52"), yesterday);
        assert_eq!(at("Yesterday at 10:52:00 PM"), yesterday);
        for bad in [
            "Hoy",
            "Mañana a las 22:52",
            "Hoy a las 25:00",
            "Today at noon",
            "22:52",
        ] {
            assert_eq!(at(bad), None, "{bad}");
        }
    }
}
