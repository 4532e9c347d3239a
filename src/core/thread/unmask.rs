//! A post as its readers see it, before its votes are looked for: characters that do not show
//! (a zero-width space, a soft hyphen, a word joiner, a byte-order mark, a direction mark) taken
//! out, and the compatibility forms of letters (full-width `Ｖｏｔｏ：`, `[ｖｏｔｅ]`,
//! mathematical bold `𝐕𝐨𝐭𝐨`) turned into the letters they are (NFKC), so `**V\u{200B}oto: Marta**`
//! is the vote the forum shows. Names are read the same way, as [`crate::core::names`] reads them.
//! Every byte of the text read keeps where it came from: a vote's span still points into the
//! thread file.

use std::borrow::Cow;
use std::ops::Range;
use unicode_normalization::UnicodeNormalization;

/// A character the page does not show: dropped.
pub(crate) fn is_invisible(c: char) -> bool {
    matches!(c, '\u{AD}' | '\u{200B}'..='\u{200F}' | '\u{2060}'..='\u{2064}' | '\u{FEFF}')
}

/// A compatibility form of a letter, digit or sign (full-width, mathematical): its NFKC form.
fn is_compatibility_form(c: char) -> bool {
    matches!(c, '\u{3000}' | '\u{FF01}'..='\u{FFEF}' | '\u{1D400}'..='\u{1D7FF}')
}

/// A text with invisible characters dropped and compatibility forms read, and, for each of its
/// bytes, the span of the character of the original it comes from.
pub(super) struct Unmasked<'a> {
    pub text: Cow<'a, str>,
    from: Vec<Range<usize>>,
}

impl Unmasked<'_> {
    /// A span of the text read, in the original text.
    pub fn original(&self, span: &Range<usize>) -> Range<usize> {
        if self.from.is_empty() {
            return span.clone();
        }
        let start = self.from.get(span.start).map_or(self.end(), |r| r.start);
        let end = match span.end {
            0 => start,
            n => self.from[n - 1].end,
        };
        start..end.max(start)
    }

    fn end(&self) -> usize {
        self.from.last().map_or(0, |r| r.end)
    }
}

/// `text` as its readers see it ([`Unmasked`]); borrowed when nothing in it is hidden or a
/// compatibility form (every ASCII text).
pub(super) fn unmask(text: &str) -> Unmasked<'_> {
    let plain = text.is_ascii()
        || !text
            .chars()
            .any(|c| is_invisible(c) || is_compatibility_form(c));
    if plain {
        return Unmasked {
            text: Cow::Borrowed(text),
            from: Vec::new(),
        };
    }
    let mut out = String::with_capacity(text.len());
    let mut from = Vec::with_capacity(text.len());
    for (at, c) in text.char_indices() {
        let span = at..at + c.len_utf8();
        if is_invisible(c) {
            continue;
        }
        let before = out.len();
        if is_compatibility_form(c) {
            out.extend(std::iter::once(c).nfkc());
        } else {
            out.push(c);
        }
        from.extend(std::iter::repeat_n(span, out.len() - before));
    }
    Unmasked {
        text: Cow::Owned(out),
        from,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_characters_go_and_full_width_letters_are_letters_spans_kept() {
        let text = "ok **V\u{200B}o\u{AD}to: Marta**";
        let u = unmask(text);
        assert_eq!(u.text, "ok **Voto: Marta**");
        let vote = u.text.find("**Voto").unwrap()..u.text.len();
        assert_eq!(&text[u.original(&vote)], "**V\u{200B}o\u{AD}to: Marta**");
        let wide = "[ｖｏｔｅ]Bruno[/ｖｏｔｅ] ＶＯＴＥ： Bruno 𝐕𝐨𝐭𝐞";
        let u = unmask(wide);
        assert_eq!(u.text, "[vote]Bruno[/vote] VOTE: Bruno Vote");
        let name = u.text.find("Bruno").unwrap();
        assert_eq!(&wide[u.original(&(name..name + 5))], "Bruno");
        let tag = 0..6;
        assert_eq!(&wide[u.original(&tag)], "[ｖｏｔｅ]");
    }

    #[test]
    fn a_plain_text_is_read_as_it_is() {
        let u = unmask("Voto: Gino 🐺, señores…");
        assert!(matches!(u.text, Cow::Borrowed(_)));
        assert_eq!(u.original(&(0..4)), 0..4);
    }
}
