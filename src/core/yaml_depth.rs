//! A YAML text's flow collections (`[…]`, `{…}`) nested deeper than any file of the game may
//! hold. The YAML parser under serde_yaml looks at every open collection for each token it
//! reads, so a text of nested brackets (`[[[[…`, a hand edit gone wrong, a fuzzer's file) costs
//! the square of its length: 200 KB of them took 37 s, a `game.yaml` near its 64 MiB limit
//! hours (review break10 F4). serde_yaml refuses a value nested deeper than 128 anyway: the
//! text is cut at the bracket that passes that depth, and the parser stops there at once, with
//! its own error at that line, as for any file that breaks off.

use std::borrow::Cow;

/// serde_yaml's own recursion limit: no value deeper than this is ever read.
pub const MAX_DEPTH: usize = 128;

/// `text` as the YAML parser may be given it: cut right after the flow bracket that opens a
/// collection deeper than [`MAX_DEPTH`], whole otherwise.
pub fn bounded(text: &str) -> Cow<'_, str> {
    // No collection is deeper than the brackets that open one: a file with fewer (every
    // game.yaml the tool writes) needs no closer look.
    let openers = text.bytes().filter(|b| matches!(b, b'[' | b'{')).count();
    if openers <= MAX_DEPTH {
        return Cow::Borrowed(text);
    }
    match too_deep(text) {
        Some(at) => Cow::Owned(text[..at].to_string()),
        None => Cow::Borrowed(text),
    }
}

/// The byte just after the bracket that opens a flow collection deeper than [`MAX_DEPTH`].
/// Brackets in quoted scalars, comments and plain words (`Ana [ES]`) are not counted, nor
/// lines of a block scalar (`|`, `>`).
fn too_deep(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut block: Option<usize> = None;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let indent = line.len() - line.trim_start_matches(' ').len();
        let blank = line.trim().is_empty();
        match block {
            Some(at) if blank || indent > at => {
                offset += line.len();
                continue;
            }
            _ => block = None,
        }
        let mut quote: Option<char> = None;
        let mut prev = ' ';
        // The last character of the line outside quotes and comments (none yet: a space).
        let mut last = ' ';
        let mut chars = line.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            match quote {
                Some('"') if c == '\\' => {
                    chars.next();
                }
                Some(q) if c == q => quote = None,
                Some(_) => {}
                None if c == '#' && prev.is_whitespace() => break,
                None if matches!(c, '"' | '\'') && starts_value(prev) => quote = Some(c),
                None if matches!(c, '[' | '{') && (depth > 0 || opens_block_value(last)) => {
                    depth += 1;
                    if depth > MAX_DEPTH {
                        return Some(offset + i + 1);
                    }
                }
                None if matches!(c, ']' | '}') && depth > 0 => depth -= 1,
                None => {}
            }
            if quote.is_none() && !c.is_whitespace() {
                last = c;
            }
            prev = c;
        }
        // `key: |`, `- >-`: the lines after it, further in, are the scalar's text.
        let tail = line
            .trim_end()
            .trim_end_matches(['+', '-', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
        if depth == 0
            && matches!(last, '|' | '>' | '+' | '-' | '1'..='9')
            && tail.ends_with(['|', '>'])
        {
            block = Some(indent);
        }
        offset += line.len();
    }
    None
}

/// Whether a bracket after `last`, the line's last character before it (a space at its
/// start), opens a collection in block context: first on its line or after `key:`, `-`, `?`;
/// after a word it is the word's (`Ana [ES]`).
fn opens_block_value(last: char) -> bool {
    matches!(last, ' ' | ':' | '-' | '?')
}

/// Whether a quote after `prev` starts a value, not a plain word's middle (`Ana's`).
fn starts_value(prev: char) -> bool {
    prev.is_whitespace() || matches!(prev, '[' | '{' | ',' | ':' | '-' | '?')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nesting_past_serdes_limit_is_cut_at_the_bracket_that_passes_it() {
        let deep = format!("a: {}{}\nb: 1\n", "[".repeat(200_000), "]".repeat(200_000));
        let cut = bounded(&deep);
        assert_eq!(cut.len(), "a: ".len() + MAX_DEPTH + 1);
        assert!(serde_yaml::from_str::<serde_yaml::Value>(&cut).is_err());
        let maps = format!("a: {}x{}\n", "{b: ".repeat(500), "}".repeat(500));
        assert!(matches!(bounded(&maps), Cow::Owned(_)));
    }

    #[test]
    fn brackets_that_open_nothing_are_not_counted() {
        let many = "[".repeat(300);
        for text in [
            format!("name: Ana {many}\n"),
            format!("name: '{many}'\n"),
            format!("name: \"{many}\"\n"),
            format!("name: x # {many}\n"),
            format!("text: |\n  {many}\n  more\nnext: [1, [2]]\n"),
            format!("list:\n- >-\n  {many}\n"),
            format!("a: [\"{many}\", '{many}']\n"),
            format!("{}1{}\n", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH)),
        ] {
            assert!(matches!(bounded(&text), Cow::Borrowed(_)), "{text}");
        }
    }
}
