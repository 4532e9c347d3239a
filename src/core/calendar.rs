//! A time as players read it: «el jueves 4 de diciembre a las 22:00», «giovedì 4 dicembre alle
//! 22:00», "Thursday 4 December at 22:00". A deadline is written by the master as the tool
//! reads it (`2026-12-04 22:00`, in the game's zone); a post that tells players when to send
//! their PMs says it in the game's language (`when-long` in `locales/*/core.ftl`).

use crate::core::msg::Msg;

/// The parts of a written time (`2026-12-04 22:00`, seconds or a `T` allowed), as the
/// `when-long` message takes them: `weekday` (`when-weekday-1`, Monday, to 7), `day`, `month` (`when-month-1` to 12), `hour`
/// and `hm` (`22:00`, `9:05`). `None` for a text that is not such a time: it is shown as
/// written.
pub fn when_long(text: &str) -> Option<Msg> {
    let text = text.trim();
    // The civil time as written; an offset or zone after it is the game's own and not shown.
    let civil = text.get(..16).unwrap_or(text).replacen('T', " ", 1);
    let at = jiff::civil::DateTime::strptime("%Y-%m-%d %H:%M", &civil).ok()?;
    Some(
        Msg::new("when-long")
            .arg(
                "weekday",
                format!("@when-weekday-{}", at.weekday().to_monday_one_offset()),
            )
            .arg("day", at.day())
            .arg("month", format!("@when-month-{}", at.month()))
            .arg("hour", at.hour())
            .arg("hm", format!("{}:{:02}", at.hour(), at.minute())),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::msg::{Catalog, Lang};

    #[test]
    fn a_deadline_is_said_in_the_games_language() {
        let said = |lang| Catalog::new(lang).text(&when_long("2026-12-04 22:00").unwrap());
        // 4 December 2026 is a Friday.
        assert_eq!(said(Lang::Es), "viernes 4 de diciembre a las 22:00");
        assert_eq!(said(Lang::It), "venerdì 4 dicembre alle 22:00");
        assert_eq!(said(Lang::En), "Friday 4 December at 22:00");
    }

    #[test]
    fn one_oclock_is_said_as_the_language_says_it() {
        let said = |lang| Catalog::new(lang).text(&when_long("2026-12-06 01:30").unwrap());
        assert_eq!(said(Lang::Es), "domingo 6 de diciembre a la 1:30");
        assert_eq!(said(Lang::It), "domenica 6 dicembre all'1:30");
    }

    #[test]
    fn seconds_and_a_t_are_read_and_other_text_is_not_a_time() {
        assert!(when_long("2026-12-04T22:00:00").is_some());
        assert!(when_long("2026-12-04 22:00:59+01:00").is_some());
        assert!(when_long("mañana").is_none());
        assert!(when_long("2026-13-04 22:00").is_none());
    }
}
