//! Where a PM stands in the thread: "A reaction posted after the active player's next play is
//! refused" needs to know which post came first. A forum post carries its number (`#23`) and
//! its time; a master pastes them as the forum shows them, or as the core's thread reader gives
//! them (`=== #23 | Patri | 2026-12-01 20:00`). The number, when both posts carry one, decides;
//! otherwise their `sent:` times do.

use crate::core::orders::OrderFile;

/// A post's number and time, as read from its header.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Mark {
    pub number: Option<u64>,
    /// The time of a thread header (`=== #23 | Patri | TIME`), when the PM has no `sent:`.
    pub time: Option<i64>,
}

/// `#23`, the first word of a line: the post's number.
fn hash_number(word: &str) -> Option<u64> {
    let digits = word.strip_prefix('#')?;
    if digits.is_empty() || digits.len() > 12 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// The mark of a PM: read from the lines before its first order (a header is at the top).
pub fn mark(file: &OrderFile, zone: &jiff::tz::TimeZone) -> Mark {
    let end = file
        .lines
        .first()
        .map_or(file.source.len(), |l| l.span.start);
    let head = &file.source[..end];
    let mut mark = Mark::default();
    for line in crate::core::text::lines(head) {
        let text = head[line.start..line.end].trim();
        if let Some(rest) = text.strip_prefix("===") {
            // The core thread reader's header: `=== #N | author | time`.
            let mut parts = rest.split('|');
            let number = parts.next().and_then(|p| hash_number(p.trim()));
            if let Some(number) = number {
                let time = parts
                    .nth(1)
                    .and_then(|t| crate::core::forum_dates::parse(t.trim(), zone));
                return Mark {
                    number: Some(number),
                    time,
                };
            }
            continue;
        }
        let first = text.split_whitespace().next().unwrap_or("");
        if let Some(number) = hash_number(first.trim_end_matches([':', '.', ','])) {
            mark.number = Some(number);
            return mark;
        }
    }
    mark
}

/// Whether post `a` came after post `b`, `None` when neither their numbers nor their times say.
pub fn after(a: (Option<u64>, Option<i64>), b: (Option<u64>, Option<i64>)) -> Option<bool> {
    match (a, b) {
        ((Some(x), _), (Some(y), _)) => Some(x > y),
        ((_, Some(x)), (_, Some(y))) => Some(x > y),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mark_of(text: &str) -> Mark {
        let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", text);
        // The intake sets header lines aside as chatter: only the play is an order.
        file.lines
            .retain(|l| text[l.span.clone()].contains("juego"));
        mark(&file, &jiff::tz::TimeZone::UTC)
    }

    #[test]
    fn a_post_number_is_read_from_a_thread_header_or_a_hash_at_the_top() {
        let m = mark_of("=== #23 | Ana | 2026-12-01 20:00\njuego Gato\n");
        assert_eq!(m.number, Some(23));
        assert!(m.time.is_some());
        assert_eq!(mark_of("#24\njuego Gato\n").number, Some(24));
        assert_eq!(mark_of("Re: turno 3 #25: juego Gato\n").number, None);
        assert_eq!(
            mark_of("#25 Enviado: 2026-12-01 20:00\njuego Gato\n").number,
            Some(25)
        );
        assert_eq!(
            mark_of("juego Gato\n#26\n").number,
            None,
            "only before the orders"
        );
        assert_eq!(mark_of("#99999999999999999999\njuego Gato\n").number, None);
    }

    #[test]
    fn numbers_decide_before_times() {
        assert_eq!(after((Some(25), Some(1)), (Some(24), Some(9))), Some(true));
        assert_eq!(after((None, Some(9)), (Some(24), Some(1))), Some(true));
        assert_eq!(after((Some(25), None), (None, Some(1))), None);
    }
}
