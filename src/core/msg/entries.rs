//! Where a Fluent catalog's entries begin and end, without parsing them: the index
//! [`super::lazy`] finds an entry by. The build script (`build.rs`) includes this file as it is
//! and runs it over `locales/`, so that no command scans its catalogs at its start; it uses
//! nothing but `std`.

/// The entries of a catalog's text: each line that starts with an identifier (`key =`) or a
/// term (`-key =`) at its first column begins one, which runs to the next line that begins a
/// comment or another entry (anything at its first column but blanks, `}`, `[`, `*` and `.`).
/// Yields the key as the bundle keeps it (a term's without its `-`), the entry's text and
/// whether it is a message.
pub fn entries(text: &str) -> impl Iterator<Item = (&str, &str, bool)> {
    // One look at each line's first byte; the next line is found with `find` (memchr). An
    // entry runs from its start to the next start (or the text's end).
    let bytes = text.as_bytes();
    let mut at = 0;
    let mut next_start = move || {
        while at < bytes.len() {
            let line = at;
            at = text[at..].find('\n').map_or(text.len(), |n| at + n + 1);
            // A select's variants, its closing brace and an attribute may start at the first
            // column without starting an entry.
            let first = bytes[line];
            if !(first.is_ascii_whitespace() || b"}[*.".contains(&first)) {
                return Some(line);
            }
        }
        None
    };
    let mut start = next_start();
    std::iter::from_fn(move || {
        loop {
            let begin = start?;
            start = next_start();
            let entry = &text[begin..start.unwrap_or(text.len())];
            if let Some(found) = entry_key(entry) {
                return Some(found);
            }
        }
    })
}

/// The key an entry's text starts with (a term's without its `-`), the text, and whether it is
/// a message; `None` for a comment or anything else at the first column.
fn entry_key(entry: &str) -> Option<(&str, &str, bool)> {
    let (name, message) = match entry.strip_prefix('-') {
        Some(term) => (term, false),
        None => (entry, true),
    };
    let bytes = name.as_bytes();
    if !bytes.first().is_some_and(u8::is_ascii_alphabetic) {
        return None;
    }
    let end = bytes
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || b == b'_' || b == b'-'))
        .unwrap_or(bytes.len());
    name[end..]
        .trim_start()
        .starts_with('=')
        .then(|| (&name[..end], entry, message))
}
