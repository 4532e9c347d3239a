//! Text as masters paste it: every Unicode line break is a line break, and nothing a PM
//! contains can drive the master's terminal.

use std::borrow::Cow;

/// Characters that end a line, besides `\n`: CR alone (old Mac) or before `\n`, VT, FF, NEL,
/// LINE SEPARATOR and PARAGRAPH SEPARATOR (Unicode's mandatory breaks, UAX #14).
pub fn is_line_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r' | '\u{0B}' | '\u{0C}' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}

/// One line of a text: its byte range without the break, and where the next line starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    pub start: usize,
    pub end: usize,
    pub next: usize,
}

/// The lines of a text, split at every Unicode line break (`\r\n` is one break). A text that
/// ends with a break has no empty last line; an empty text has no line.
pub fn lines(text: &str) -> impl Iterator<Item = Line> + '_ {
    let bytes = text.as_bytes();
    let mut start = 0;
    std::iter::from_fn(move || {
        if start >= text.len() {
            return None;
        }
        let rest = &text[start..];
        let Some((at, c)) = next_break(rest) else {
            let line = Line {
                start,
                end: text.len(),
                next: text.len(),
            };
            start = text.len();
            return Some(line);
        };
        let end = start + at;
        let mut next = end + c.len_utf8();
        if c == '\r' && bytes.get(next) == Some(&b'\n') {
            next += 1;
        }
        let line = Line { start, end, next };
        start = next;
        Some(line)
    })
}

/// The first line break of `text`: where it is and which. Its bytes are looked for, not its
/// characters decoded one by one (a PM is split into lines by several passes).
fn next_break(text: &str) -> Option<(usize, char)> {
    let mut from = 0;
    while let Some(at) = break_byte(text.as_bytes(), from) {
        // Each of those bytes starts a character.
        let c = text[at..].chars().next()?;
        if is_line_break(c) {
            return Some((at, c));
        }
        from = at + c.len_utf8();
    }
    None
}

/// The first byte from `from` on that may start a line break: `\n`, `\r`, VT, FF; NEL is
/// C2 85, U+2028 and U+2029 E2 80 A8/A9. Eight bytes are looked at together while none of
/// them is below 0x0E, C2 or E2 (a PM is split into lines by several passes: a byte at a
/// time, this was a tenth of reading 1 MB of chatter).
fn break_byte(bytes: &[u8], from: usize) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let first_byte = |b: &u8| matches!(b, b'\n' | b'\r' | 0x0B | 0x0C | 0xC2 | 0xE2);
    // Non-zero when some byte of `word` is zero (exact as to whether, not as to which).
    let zero_in = |word: u64| word.wrapping_sub(ONES) & !word & HIGHS;
    let mut at = from;
    while let Some(chunk) = bytes.get(at..at + 8) {
        let word = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        let below = word.wrapping_sub(ONES * 0x0E) & !word & HIGHS;
        if below | zero_in(word ^ (ONES * 0xC2)) | zero_in(word ^ (ONES * 0xE2)) != 0
            && let Some(n) = chunk.iter().position(first_byte)
        {
            return Some(at + n);
        }
        at += 8;
    }
    bytes[at..].iter().position(first_byte).map(|n| at + n)
}

/// Where the line holding byte `at` starts: just after the last line break before it (a
/// break of several bytes, U+2028 or NEL, is skipped whole).
pub fn line_start(text: &str, at: usize) -> usize {
    let at = floor_boundary(text, at);
    text[..at]
        .char_indices()
        .rev()
        .find(|&(_, c)| is_line_break(c))
        .map_or(0, |(i, c)| i + c.len_utf8())
}

/// Where the line holding byte `at` ends: at the first line break from it on, or the end.
pub fn line_end(text: &str, at: usize) -> usize {
    let at = ceil_boundary(text, at);
    text[at..]
        .find(is_line_break)
        .map_or(text.len(), |n| at + n)
}

/// The byte offsets where each line starts, for finding a line by offset in `O(log n)`.
pub fn line_starts(text: &str) -> Vec<usize> {
    let mut starts: Vec<usize> = lines(text).map(|l| l.start).collect();
    if starts.is_empty() {
        starts.push(0);
    }
    starts
}

/// The largest char boundary of `text` at or before `at`.
pub fn floor_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The smallest char boundary of `text` at or after `at`.
pub fn ceil_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// Characters a terminal would obey rather than show: C0 controls but tab and line feed, DEL,
/// C1 controls (ANSI's CSI among them) and the bidirectional overrides that reorder what is
/// shown.
fn is_unsafe_for_terminal(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Text safe to print on a terminal: each control character shown as `\u{1b}`, so an escape
/// sequence in a PM or a file name is seen, not run.
pub fn terminal_safe(text: &str) -> Cow<'_, str> {
    // Every character shown escaped has a byte below 0x20 (but `\n` and `\t`), 0x7F, C2 (the
    // C1 controls, C2 80–9F) or E2 (the bidi marks): a text with none is safe, found so byte by
    // byte (`check` shows each line of a PM through here).
    let may_be_unsafe =
        |b: u8| (b < 0x20 && b != b'\n' && b != b'\t') || matches!(b, 0x7F | 0xC2 | 0xE2);
    if !text.bytes().any(may_be_unsafe) || !text.chars().any(is_unsafe_for_terminal) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if is_unsafe_for_terminal(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// JSON safe to print on a terminal and still JSON: the characters [`terminal_safe`] would show
/// as `\u{202e}` (which no JSON reader reads) written as JSON's own `\u202e` escape. The JSON
/// writer escapes the control characters already; the bidirectional marks it leaves as they
/// are, and a PM's line holding one made `check --json` print no JSON (review break11).
pub fn json_safe(json: &str) -> Cow<'_, str> {
    if !json.chars().any(is_unsafe_for_terminal) {
        return Cow::Borrowed(json);
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        match is_unsafe_for_terminal(c) {
            true => out.push_str(&format!("\\u{:04x}", c as u32)),
            false => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// A value as pretty-printed JSON, [`json_safe`]: what `--json` prints.
pub fn pretty_json<T: serde::Serialize>(value: &T) -> String {
    let json = serde_json::to_string_pretty(value).unwrap_or_default();
    json_safe(&json).into_owned()
}

/// [`terminal_safe`], and a line break shown as `\n` too: for one-line values such as a file
/// name in a message's header.
pub fn one_line_safe(text: &str) -> Cow<'_, str> {
    if !text.contains('\n') {
        return terminal_safe(text);
    }
    Cow::Owned(terminal_safe(text).replace('\n', "\\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bodies(text: &str) -> Vec<&str> {
        lines(text).map(|l| &text[l.start..l.end]).collect()
    }

    #[test]
    fn every_unicode_line_break_is_a_line_break() {
        for br in [
            "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
        ] {
            let text = format!("# Hola máster{br}ver Ana{br}");
            assert_eq!(bodies(&text), ["# Hola máster", "ver Ana"], "break {br:?}");
        }
    }

    #[test]
    fn characters_that_start_as_a_break_does_are_no_break() {
        // NBSP, «, » and © start with the byte of NEL (C2); —, …, ’, € with that of U+2028 (E2).
        let line = "«Hola»\u{a0}© — 5 € … ’";
        assert_eq!(bodies(&format!("{line}\n{line}")), [line, line]);
        assert_eq!(bodies(&format!("{line}\u{2029}{line}\u{85}")), [line, line]);
    }

    #[test]
    fn a_break_is_found_at_any_place_of_an_eight_byte_chunk() {
        // Each break after 0 to 20 bytes of text (tabs and the bytes a break's first byte
        // shares among them), at every offset the chunks of eight may fall on.
        let fillers = ["a", "\t", "é", "«", "…", "Ab"];
        for br in [
            "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
        ] {
            for filler in fillers {
                for n in 0..20 {
                    let head = filler.repeat(n);
                    let text = format!("{head}{br}{head}");
                    let expected = Some((head.len(), br.chars().next().unwrap()));
                    assert_eq!(next_break(&text), expected, "{filler:?} x{n} {br:?}");
                    assert_eq!(next_break(&head), None, "{filler:?} x{n}");
                }
            }
        }
    }

    #[test]
    fn a_text_is_escaped_exactly_when_a_character_of_it_is_unsafe() {
        for c in (0..0x3000).filter_map(char::from_u32) {
            let text = format!("ab{c}cd");
            let escaped = matches!(terminal_safe(&text), Cow::Owned(_));
            assert_eq!(escaped, is_unsafe_for_terminal(c), "{:x}", c as u32);
        }
    }

    #[test]
    fn crlf_is_one_break_and_blank_lines_stay() {
        assert_eq!(bodies("a\r\n\r\nb"), ["a", "", "b"]);
        assert_eq!(bodies("a\r\rb"), ["a", "", "b"]);
        assert!(bodies("").is_empty());
    }

    #[test]
    fn boundaries_never_split_a_char() {
        let text = "ver à";
        assert_eq!(floor_boundary(text, 5), 4);
        assert_eq!(ceil_boundary(text, 5), 6);
        assert_eq!(ceil_boundary(text, 99), text.len());
    }

    #[test]
    fn json_with_a_bidi_mark_stays_json_and_shows_it_escaped() {
        let json = serde_json::to_string("votar \u{2067}Carla\u{2069}\u{1b}").unwrap();
        let safe = json_safe(&json);
        assert_eq!(
            terminal_safe(&safe),
            safe,
            "nothing left for the terminal to obey"
        );
        let back: String = serde_json::from_str(&safe).unwrap();
        assert_eq!(back, "votar \u{2067}Carla\u{2069}\u{1b}");
    }

    #[test]
    fn escape_sequences_are_shown_not_run() {
        assert_eq!(terminal_safe("ok\tfine\n"), "ok\tfine\n");
        assert_eq!(terminal_safe("\u{1b}[31mred"), "\\u{1b}[31mred");
        assert_eq!(
            terminal_safe("a\u{9b}b\u{202e}c\rd"),
            "a\\u{9b}b\\u{202e}c\\u{d}d"
        );
        assert_eq!(one_line_safe("Ana\n.txt"), "Ana\\n.txt");
    }
}

/// Whether `written` is `name` or one edit from it (a letter changed, added, dropped, or two
/// neighbours swapped), for names of at least `shortest` letters.
pub fn one_edit_apart(written: &str, name: &str, shortest: usize) -> bool {
    // One edit leaves a name of three letters or more its first letter or its last (a word is
    // held against every name: most are told apart by their ends' bytes alone).
    let (w, n) = (written.as_bytes(), name.as_bytes());
    if shortest >= 3 && w.first() != n.first() && w.last() != n.last() {
        return false;
    }
    name.chars().count() >= shortest && within_one_edit(written, name)
}

/// Whether two words are the same or one edit apart (a letter changed, added, dropped, or two
/// neighbours swapped: a Damerau–Levenshtein distance of at most 1), letter by letter and
/// without a table: a line's every word is held against every verb and every name of the game.
/// Once their common start and then their common end are set aside, what is left of the two
/// is nothing, one letter against none or one, or two letters against the same two swapped.
pub fn within_one_edit(a: &str, b: &str) -> bool {
    // The common start in bytes, back to where both have a character boundary: the bytes
    // before are the same, so the characters before are.
    let mut start = a.bytes().zip(b.bytes()).take_while(|(p, q)| p == q).count();
    while !(a.is_char_boundary(start) && b.is_char_boundary(start)) {
        start -= 1;
    }
    let (a, b) = (&a[start..], &b[start..]);
    let mut end = a
        .bytes()
        .rev()
        .zip(b.bytes().rev())
        .take_while(|(p, q)| p == q)
        .count();
    while !(a.is_char_boundary(a.len() - end) && b.is_char_boundary(b.len() - end)) {
        end -= 1;
    }
    let (a, b) = (&a[..a.len() - end], &b[..b.len() - end]);
    match (a.chars().count(), b.chars().count()) {
        (0, 0) | (0, 1) | (1, 0) | (1, 1) => true,
        (2, 2) => a.chars().eq(b.chars().rev()),
        _ => false,
    }
}

#[cfg(test)]
mod one_edit_tests {
    use super::one_edit_apart;

    #[test]
    fn one_letter_changed_added_dropped_or_swapped_is_one_edit() {
        assert!(one_edit_apart("hambienta", "hambrienta", 5));
        assert!(one_edit_apart("cosina", "cocina", 5));
        assert!(one_edit_apart("cocinaa", "cocina", 5));
        assert!(one_edit_apart("gloira", "gloria", 5));
        assert!(one_edit_apart("cocina", "cocina", 5));
    }

    #[test]
    fn within_one_edit_is_a_damerau_distance_of_at_most_one() {
        // Every word of up to four letters over three (one of two bytes), against every other.
        let mut words = vec![String::new()];
        let mut longest = words.clone();
        for _ in 0..4 {
            longest = longest
                .iter()
                .flat_map(|w| ['a', 'b', 'é'].map(|c| format!("{w}{c}")))
                .collect();
            words.extend(longest.iter().cloned());
        }
        assert_eq!(words.len(), 1 + 3 + 9 + 27 + 81);
        for a in &words {
            for b in &words {
                let distance = strsim::damerau_levenshtein(a, b);
                assert_eq!(super::within_one_edit(a, b), distance <= 1, "{a} {b}");
                let long_enough = b.chars().count() >= 3;
                assert_eq!(
                    one_edit_apart(a, b, 3),
                    long_enough && distance <= 1,
                    "{a} {b}"
                );
            }
        }
    }

    #[test]
    fn two_edits_or_a_short_name_is_not() {
        assert!(!one_edit_apart("cosinaa", "cocina", 5));
        assert!(!one_edit_apart("co", "cocina", 5));
        assert!(!one_edit_apart("casa", "cosa", 5));
    }
}
