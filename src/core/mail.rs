//! What a mail client or a forum page puts around the player's words when a PM is copied
//! whole: the signature's divider, and the attribution line a reply quotes another message
//! under. Neither is the player's order (README step 3: "the quoted role PM and the signature
//! are read as what they are").
//!
//! - A signature starts after a line `--` (the mail convention) or a line of underscores:
//!   phpBB's subsilver2 style prints every signature after `_________________`, and Outlook
//!   puts one such line above the message a reply quotes (review break7 F13).
//! - An attribution line (`El lun, 30 nov 2026 a las 21:00, Narrador escribió:`, `Il Master ha
//!   scritto:`, `On Mon, Nov 30, 2026, Narrador wrote:`) heads the message the reply quotes when
//!   the quote lost its `>` marks in the copy: everything under it is that message, as a
//!   `[quote]` block is (review break7 F2).

use crate::core::text;
use std::ops::Range;

/// Whether a line (its text) divides a message from its signature: `--` (a dash or two), or a
/// line of five underscores or more.
pub fn is_signature_divider(line: &str) -> bool {
    let line = line.trim();
    matches!(line, "--" | "—" | "–") || (line.len() >= 5 && line.bytes().all(|b| b == b'_'))
}

/// Where a PM's signature starts: the line after its divider ([`is_signature_divider`]). What
/// follows is the player's signature, not his orders (`core::intake` refuses an order written
/// there).
pub fn signature_start(source: &str) -> Option<usize> {
    text::lines(source)
        .find(|line| is_signature_divider(&source[line.start..line.end]))
        .map(|line| line.next)
}

/// The last words of an attribution line, before its colon, folded to lower case: the verb of
/// writing of each language's mail clients and forums.
const WROTE: &[&str] = &[
    "escribió",
    "escribio",
    "ha escrito",
    "scritto",
    "scrisse",
    "wrote",
    "a écrit",
];

/// A line a forum page shows alone above a quote it renders (`Cita:`, `Quote:`).
const QUOTE_HEADINGS: &[&str] = &["cita", "citar", "citazione", "quote"];

/// Whether a line (its text) is an attribution line: a short line ending in a verb of writing
/// and its colon, nothing after it (`Narrador escribió:`); a quote's heading alone; or a line
/// that says someone sent the player the message below (`Esto es lo que me mandó Ana:`).
fn is_attribution(line: &str) -> bool {
    let line = line.trim();
    let Some(head) = line.strip_suffix(':') else {
        return false;
    };
    let head = head.trim_end().to_lowercase();
    line.len() <= 200
        && (QUOTE_HEADINGS.contains(&head.as_str())
            || crate::core::markup::introduces_pasted(&format!("{head}:"))
            || WROTE.iter().any(|w| {
                head.strip_suffix(w)
                    .is_some_and(|before| before.is_empty() || before.ends_with([' ', ',', ')']))
            }))
}

/// The message a reply quotes under an attribution line ([`is_attribution`]): from the line
/// after it to the end of the PM, as a mail client puts it. The attribution line itself stays
/// the player's text (chatter).
pub fn attributed_quote(source: &str) -> Option<Range<usize>> {
    let lines: Vec<text::Line> = text::lines(source).collect();
    let at = lines.iter().position(|line| {
        let body = &source[line.start..line.end];
        is_attribution(body) || posted_by(body)
    })?;
    let line = &lines[at];
    if line.next >= source.len() {
        return None;
    }
    // vBulletin's quote box (`Quote:` ⏎ `Originally Posted by Giulia`, or that line alone)
    // copied as text ends at its first blank line: the player's own words follow it.
    let boxed =
        (at..lines.len().min(at + 2)).any(|i| posted_by(&source[lines[i].start..lines[i].end]));
    let end = boxed
        .then(|| {
            lines[at + 1..]
                .iter()
                .skip_while(|l| source[l.start..l.end].trim().is_empty())
                .find(|l| source[l.start..l.end].trim().is_empty())
                .map(|l| l.start)
        })
        .flatten()
        .unwrap_or(source.len());
    Some(line.next..end)
}

/// Whose post a vBulletin quote's box copied as text holds (`quote`, a range of `source` from
/// [`attributed_quote`]): the name on its `Originally Posted by` line, the line right above the
/// quoted text or its first (after a `Quote:` heading).
pub fn box_author<'a>(source: &'a str, quote: &Range<usize>) -> Option<&'a str> {
    let above = source[..quote.start.min(source.len())]
        .trim_end()
        .rsplit('\n')
        .next();
    let first = source[quote.clone()].lines().find(|l| !l.trim().is_empty());
    [above, first].into_iter().flatten().find_map(|line| {
        let line = line.trim();
        let lower = line.to_lowercase();
        POSTED_BY
            .iter()
            .find(|p| lower.starts_with(*p))
            .and_then(|p| line.get(p.len()..))
            .map(str::trim)
            .filter(|name| !name.is_empty())
    })
}

/// Whether a line heads a message the player pastes under it ([`attributed_quote`]).
pub fn heads_a_quote(line: &str) -> bool {
    is_attribution(line) || posted_by(line)
}

/// The openings of vBulletin's line above a quote, folded to lower case.
const POSTED_BY: [&str; 4] = [
    "originally posted by ",
    "originariamente inviato da ",
    "originalmente enviado por ",
    "mensaje original de ",
];

/// The line vBulletin heads a quote's box with (`Originally Posted by Giulia`,
/// `Originariamente inviato da Giulia`), copied as text.
fn posted_by(line: &str) -> bool {
    // The openings are 27 letters at most: only the line's first letters are lowered (issue
    // 25: the whole line was, for each line of a PM).
    let line = line
        .trim()
        .chars()
        .take(32)
        .collect::<String>()
        .to_lowercase();
    POSTED_BY.iter().any(|s| line.starts_with(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_of_underscores_starts_the_signature_as_dashes_do() {
        let pm = "votar Hugo\n_________________\nAnte la duda, votar Bruno\n";
        assert_eq!(signature_start(pm), Some(29));
        assert_eq!(signature_start("votar Hugo\n--\nFer\n"), Some(14));
        // An underscore or a few inside a line are no divider.
        assert_eq!(signature_start("votar Hugo\n__\nmi_nick\n"), None);
    }

    #[test]
    fn everything_under_an_attribution_line_is_the_quoted_message() {
        for line in [
            "El lun, 30 nov 2026 a las 21:00, Narrador escribió:",
            "Narrador escribió:",
            "Il Master ha scritto:",
            "Il giorno lun 30 nov 2026 alle ore 21:00 Narrador <n@x.it> ha scritto:",
            "On Mon, Nov 30, 2026 at 9:00 PM Narrador (n@x.com) wrote:",
            "Cita:",
            "Esto es lo que me mandó Ana:",
            "Questo è quello che mi ha mandato Giulia:",
            "Ana sent me this:",
        ] {
            let pm = format!("{line}\nrobar a Bruno\n\nvale, mañana te digo\n");
            assert_eq!(
                attributed_quote(&pm),
                Some(line.len() + 1..pm.len()),
                "{line}"
            );
        }
        // Reported speech with its words on the line is no attribution line; nor is a line
        // that only ends in a verb of writing's letters.
        // vBulletin's box ends at its first blank line: the player's own order follows.
        for pm in [
            "Quote:\nOriginally Posted by Giulia\nproteggo Marta\n\nio invece proteggo Nico\n",
            "Originally Posted by Giulia\nproteggo Marta\n\nio invece proteggo Nico\n",
        ] {
            let quoted = attributed_quote(pm).map(|r| &pm[r]);
            assert!(
                quoted.is_some_and(|q| q.contains("Marta") && !q.contains("Nico")),
                "{pm}"
            );
        }
        for pm in [
            "Carla escribió: voto a Gino\n",
            "lo que me escribió\nvoto a Gino\n",
            "Narrador rescribio:\nvoto a Gino\n",
        ] {
            assert_eq!(attributed_quote(pm), None, "{pm}");
        }
    }
}
