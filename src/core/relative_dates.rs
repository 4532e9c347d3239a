//! A post's time as a forum shows it relative to the moment the page was seen: "Hoy, 22:15",
//! "Ayer a las 21:03", "Oggi alle 22:52", "Ieri alle 9:03", "Today at 9:03 PM", "Yesterday,
//! 09:03 PM", "hace 5 minutos", "5 minutes ago", "5 minuti fa", "hace 2 horas", "2h", "just
//! now". Read against the page's save time (the saved file's modification time, or the
//! master's `--saved-at`) in the game's time zone: "today" is the save's date there.
//!
//! "Ago" forms are as precise as the forum made them: "hace 2 horas" is two hours before the
//! save, to the minute the save was. Absolute dates are [`crate::core::forum_dates::parse`]'s.

use crate::core::names::fold;
use jiff::Timestamp;
use jiff::tz::TimeZone;

const TODAY: &[&str] = &["today", "hoy", "oggi"];
const YESTERDAY: &[&str] = &["yesterday", "ayer", "ieri"];
const NOW: &[&str] = &[
    "just now",
    "now",
    "ahora",
    "ahora mismo",
    "adesso",
    "ora",
    "poco fa",
    "hace un momento",
    "un momento fa",
    "a moment ago",
    "moments ago",
    "hace unos segundos",
    "pochi secondi fa",
    "a few seconds ago",
];
/// Words around a day word and a clock that say nothing ("a las", "alle", "at", "ore").
const FILLER: &[&str] = &[
    "a", "las", "la", "alle", "all", "at", "ore", "el", "il", "de", "h", "hs",
];
/// Words around an amount of time ago ("hace 5 minutos", "5 minuti fa", "5 minutes ago").
const AGO: &[&str] = &["hace", "fa", "ago", "about", "circa", "unos", "unas"];

/// Units of time ago, in seconds, by the words forums print (singular, plural, short).
fn unit(word: &str) -> Option<i64> {
    let seconds = match word {
        "s" | "sec" | "secs" | "second" | "seconds" | "segundo" | "segundos" | "secondo"
        | "secondi" => 1,
        "m" | "min" | "mins" | "minute" | "minutes" | "minuto" | "minutos" | "minuti" => 60,
        "h" | "hr" | "hrs" | "hour" | "hours" | "hora" | "horas" | "ora" | "ore" => 3600,
        "d" | "day" | "days" | "dia" | "dias" | "giorno" | "giorni" => 86_400,
        "w" | "week" | "weeks" | "semana" | "semanas" | "settimana" | "settimane" => 604_800,
        _ => return None,
    };
    Some(seconds)
}

/// The seconds since 1970 of a relative time shown on a page saved at `saved_at` (seconds),
/// "today" and "yesterday" in `tz`; `None` when the text is not a relative time.
pub fn parse_relative(text: &str, saved_at: i64, tz: &TimeZone) -> Option<i64> {
    let folded = fold(text.trim()).replace([',', '·', '•'], " ");
    let words: Vec<&str> = folded.split_whitespace().collect();
    let joined = words.join(" ");
    if NOW.contains(&joined.as_str()) {
        return Some(saved_at);
    }
    day_and_clock(&words, saved_at, tz).or_else(|| ago(&words, saved_at))
}

/// "Hoy, 22:15", "Ieri alle 9:03", "Today at 9:03 PM".
fn day_and_clock(words: &[&str], saved_at: i64, tz: &TimeZone) -> Option<i64> {
    let mut days_back = None;
    let mut clock = None;
    let mut pm = None;
    for word in words {
        let word = word.trim_matches(|c: char| c == '.' || c == ':' || c == '(' || c == ')');
        if word.is_empty() || FILLER.contains(&word) {
            continue;
        }
        if TODAY.contains(&word) {
            days_back = Some(0);
        } else if YESTERDAY.contains(&word) {
            days_back = Some(1);
        } else if matches!(word, "am" | "a.m") {
            pm = Some(false);
        } else if matches!(word, "pm" | "p.m") {
            pm = Some(true);
        } else if word.contains(':') && clock.is_none() {
            clock = Some(clock_of(word)?);
        } else {
            return None;
        }
    }
    let (mut h, m, s) = clock?;
    match pm {
        Some(_) if !(1..=12).contains(&h) => return None,
        Some(true) if h < 12 => h += 12,
        Some(false) if h == 12 => h = 0,
        _ => {}
    }
    let saved = Timestamp::from_second(saved_at).ok()?.to_zoned(tz.clone());
    let date = saved
        .date()
        .checked_sub(jiff::Span::new().days(days_back?))
        .ok()?;
    let civil = date.at(h, m, s, 0);
    Some(tz.to_timestamp(civil).ok()?.as_second())
}

/// "hace 5 minutos", "5 minutes ago", "5 minuti fa", "hace una hora", "2h".
fn ago(words: &[&str], saved_at: i64) -> Option<i64> {
    let mut amount: Option<i64> = None;
    let mut seconds = None;
    let mut said_ago = false;
    for word in words {
        let word = word.trim_matches('.');
        if AGO.contains(&word) {
            said_ago = true;
        } else if let Ok(n) = word.parse::<i64>() {
            amount = Some(n);
        } else if matches!(word, "a" | "an" | "un" | "una" | "uno" | "one") && amount.is_none() {
            amount = Some(1);
        } else if let Some(u) = unit(word) {
            seconds = Some(u);
        } else if let Some(split) = word.find(|c: char| !c.is_ascii_digit())
            && split > 0
            && let Some(u) = unit(&word[split..])
        {
            // The short form: `5m`, `2h`, `3d`.
            amount = Some(word[..split].parse().ok()?);
            seconds = Some(u);
            said_ago = true;
        } else {
            return None;
        }
    }
    if !said_ago {
        return None;
    }
    let back = amount?.checked_mul(seconds?)?;
    (0..=366 * 86_400).contains(&back).then(|| saved_at - back)
}

fn clock_of(clock: &str) -> Option<(i8, i8, i8)> {
    let mut parts = clock.split(':');
    let h: i8 = parts.next()?.parse().ok()?;
    let m: i8 = parts.next()?.parse().ok()?;
    let s: i8 = parts.next().map_or(Some(0), |s| s.parse().ok())?;
    let fits = (0..24).contains(&h) && (0..60).contains(&m) && (0..60).contains(&s);
    (parts.next().is_none() && fits).then_some((h, m, s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::forum_dates::{parse, zone};

    fn at(text: &str, tz: &TimeZone) -> i64 {
        parse(text, tz).unwrap()
    }

    #[test]
    fn today_and_yesterday_in_three_languages_are_the_save_days_date() {
        let madrid = zone("Europe/Madrid").unwrap();
        // Saved on 2 December 2026 at 23:40 in Madrid.
        let saved = at("2026-12-02 23:40", &madrid);
        let today = at("2026-12-02 22:15", &madrid);
        let yesterday = at("2026-12-01 21:03", &madrid);
        for text in [
            "Hoy, 22:15",
            "Hoy a las 22:15",
            "Oggi alle 22:15",
            "Today at 10:15 PM",
        ] {
            assert_eq!(parse_relative(text, saved, &madrid), Some(today), "{text}");
        }
        for text in ["Ayer a las 21:03", "Ieri alle 21:03", "Yesterday, 09:03 PM"] {
            assert_eq!(
                parse_relative(text, saved, &madrid),
                Some(yesterday),
                "{text}"
            );
        }
        assert_eq!(
            parse_relative("Oggi alle 22:52:10", saved, &madrid),
            Some(at("2026-12-02 22:52:10", &madrid))
        );
    }

    #[test]
    fn today_is_the_date_in_the_games_zone_not_in_utc() {
        let madrid = zone("Europe/Madrid").unwrap();
        // 00:30 in Madrid on 3 December is still 2 December in UTC.
        let saved = at("2026-12-03 00:30", &madrid);
        assert_eq!(
            parse_relative("Hoy, 00:10", saved, &madrid),
            Some(at("2026-12-03 00:10", &madrid))
        );
    }

    #[test]
    fn time_ago_counts_back_from_the_save() {
        let saved = 1_800_000_000;
        let utc = TimeZone::UTC;
        assert_eq!(
            parse_relative("hace 5 minutos", saved, &utc),
            Some(saved - 300)
        );
        assert_eq!(
            parse_relative("5 minutes ago", saved, &utc),
            Some(saved - 300)
        );
        assert_eq!(
            parse_relative("5 minuti fa", saved, &utc),
            Some(saved - 300)
        );
        assert_eq!(
            parse_relative("hace una hora", saved, &utc),
            Some(saved - 3600)
        );
        assert_eq!(
            parse_relative("an hour ago", saved, &utc),
            Some(saved - 3600)
        );
        assert_eq!(parse_relative("2h", saved, &utc), Some(saved - 7200));
        assert_eq!(
            parse_relative("hace 3 días", saved, &utc),
            Some(saved - 3 * 86_400)
        );
        assert_eq!(parse_relative("Just now", saved, &utc), Some(saved));
    }

    #[test]
    fn what_is_not_a_relative_time_is_not_read() {
        let utc = TimeZone::UTC;
        for text in [
            "5 minutos",
            "Hoy",
            "ayer por la tarde",
            "29 nov 2026, 21:03",
            "Today 25:00",
        ] {
            assert_eq!(parse_relative(text, 0, &utc), None, "{text}");
        }
    }
}
