//! A PM as it came from the forum: BBCode and Markdown around the words, the quoted role PM,
//! emojis, a `--` signature. The words keep their byte spans in the file as pasted, so every
//! problem still points at what the player wrote; markup only separates words.

use crate::core::text;
use std::ops::Range;

/// Byte ranges of a PM that are not the player's words: `[quote]…[/quote]` blocks (the role PM
/// he answered, nested quotes too), lines quoted with `>`, and what a reply quotes under an
/// attribution line (`Narrador escribió:`, [`crate::core::mail::attributed_quote`]).
pub fn hidden_ranges(source: &str) -> Vec<Range<usize>> {
    quote_ranges(source).0
}

/// A PM's hidden ranges and its attributed quote ([`quote_ranges`]).
pub type QuoteRanges = (Vec<Range<usize>>, Option<Range<usize>>);

/// [`hidden_ranges`], and the [`crate::core::mail::attributed_quote`] among them: each found
/// once (a PM keeps them, `OrderFile::hidden`).
pub fn quote_ranges(source: &str) -> QuoteRanges {
    let mut hidden = Vec::new();
    let lower = source.to_ascii_lowercase();
    // [quote] blocks, nested: one pass, a depth counter.
    let mut depth = 0usize;
    let mut block_start = 0;
    let mut at = 0;
    while let Some(found) = lower[at..].find('[') {
        let open = at + found;
        // A tag is short: looking for its `]` never scans the rest of the file.
        let window = &lower[open..text::floor_boundary(&lower, open + 64)];
        let close = window.find(']').map(|c| open + c + 1);
        match close {
            Some(end) if is_tag(&lower[open..end], "quote", false) => {
                if depth == 0 {
                    block_start = open;
                }
                depth += 1;
                at = end;
            }
            Some(end) if is_tag(&lower[open..end], "quote", true) => {
                if depth > 0 {
                    depth -= 1;
                    if depth == 0 {
                        hidden.push(block_start..end);
                    }
                }
                at = end;
            }
            _ => at = open + 1,
        }
    }
    if depth > 0 {
        // An unclosed quote (or one closed by a misspelt `[/qoute]`) ends with its own line:
        // hiding the rest of the PM would drop the orders after it in silence.
        hidden.push(block_start..unclosed_quote_end(source, block_start));
    }
    for line in text::lines(source) {
        if is_quoted_line(source[line.start..line.end].trim()) {
            hidden.push(line.start..line.end);
        }
    }
    let attributed = crate::core::mail::attributed_quote(source);
    hidden.extend(attributed.clone());
    hidden.sort_by_key(|r| r.start);
    (hidden, attributed)
}

/// A line quoted e-mail style: `> text`, `> > text`, `&gt; text`; not three arrows or more
/// together, which point at the line's own words (`>>> votar Gino <<<`).
fn is_quoted_line(body: &str) -> bool {
    let mut rest = body;
    let mut arrows = 0;
    while let Some(r) = rest.strip_prefix('>').or_else(|| rest.strip_prefix("&gt;")) {
        rest = r;
        arrows += 1;
    }
    (1..=2).contains(&arrows)
}

/// Where an unclosed `[quote` opened at `open` ends: at the end of its own line.
pub fn unclosed_quote_end(source: &str, open: usize) -> usize {
    source[open..].find('\n').map_or(source.len(), |n| open + n)
}

/// The quote opened at `open` has no `[/quote]` (its range ends at its own line, see
/// [`hidden_ranges`]): `check` says so.
pub fn is_unclosed_quote(source: &str, quote: &Range<usize>) -> bool {
    let block = source[quote.clone()].to_ascii_lowercase();
    block.starts_with("[quote") && !block.ends_with("[/quote]")
}

mod pasted;
mod struck;
pub(crate) use pasted::introduces_pasted;
pub use struck::struck_ranges;

/// A line that introduces a message the player quotes as plain text (`Máster escribió:`,
/// `Luca ha scritto:`, `Ana wrote:`, `Cita de Ana`, `Esto es lo que me mandó Ana:`): the date
/// header under it is that message's.
pub fn is_attribution(line: &str) -> bool {
    let line = strip_tags(line);
    // Without a `:` only a start may match: its first characters in lower case, not the line.
    let line = match line.contains(':') {
        true => line.to_lowercase(),
        false => line.chars().take(16).collect::<String>().to_lowercase(),
    };
    let line = line.trim();
    const ENDS: [&str; 7] = [
        "escribió:",
        "escribio:",
        "ha escrito:",
        "ha scritto:",
        "scrisse:",
        "wrote:",
        "writes:",
    ];
    const STARTS: [&str; 4] = ["cita de ", "citazione di ", "quote from ", "quoting "];
    ENDS.iter().any(|e| line.ends_with(e))
        || STARTS.iter().any(|s| line.starts_with(s))
        || introduces_pasted(line)
}

/// Whose post a `[quote…]` block quotes, as its opening tag names him: `[quote=Luca]`,
/// `[quote="Luca" post_id=12]` (phpBB), `[quote author=Luca link=…]` (SMF). `block` starts at
/// the tag.
pub fn quote_author(block: &str) -> Option<&str> {
    let tag = &block[..block.find(']')?];
    let rest = tag.get("[quote".len()..)?;
    let value = match rest.strip_prefix('=') {
        Some(value) => value,
        None => {
            let at = rest.to_ascii_lowercase().find(" author=")?;
            &rest[at + " author=".len()..]
        }
    };
    let name = match value.strip_prefix(['"', '\'']) {
        Some(quoted) => &quoted[..quoted.find(['"', '\''])?],
        // SMF and phpBB put the other attributes after a space.
        None => value.split(' ').next()?,
    };
    let name = name.trim();
    (!name.is_empty()).then_some(name)
}

/// Where a PM's signature starts ([`crate::core::mail`]).
pub use crate::core::mail::signature_start;

/// `[quote]`, `[quote=Ana]`, `[quote="Ana" post=12]` (or the closing `[/quote]`).
fn is_tag(tag: &str, name: &str, closing: bool) -> bool {
    let inner = &tag[1..tag.len() - 1];
    let inner = match (closing, inner.strip_prefix('/')) {
        (true, Some(rest)) => rest,
        (false, None) => inner,
        _ => return false,
    };
    inner == name
        || inner
            .strip_prefix(name)
            .is_some_and(|rest| rest.starts_with(['=', ' ']))
}

/// A BBCode tag at the start of `rest` (`[b]`, `[/color]`, `[size=150]`, `[*]`): its length.
fn bbcode_tag_len(rest: &str) -> Option<usize> {
    let rest = rest.strip_prefix('[')?;
    let body = rest.strip_prefix('/').unwrap_or(rest);
    let name_len = body
        .char_indices()
        .find(|&(_, c)| !(c.is_ascii_alphabetic() || c == '*'))
        .map_or(body.len(), |(i, _)| i);
    if name_len == 0 || name_len > 10 {
        return None;
    }
    let window = &rest[..text::floor_boundary(rest, 200)];
    let close = window.find(']')?;
    // `[size=150]`, `[color=#ff0000]`, `[url=…]`: a value, but no line break and short.
    (close <= 200).then_some(close + 2)
}

/// The words of a line written in red and nothing else (`[color=red][b]Paula[/b][/color]`,
/// `[b][color=#ff0000]Paula[/color][/b]`): the byte range, within `line`, from its first tag
/// to its last, when every letter of the line is inside a red `[color]`; `None` when a word
/// stands outside the red (`creo que [color=red]Ana[/color] miente`) or nothing is red.
pub fn red_only(line: &str) -> Option<Range<usize>> {
    let mut red = 0usize;
    let mut any = false;
    let mut i = 0;
    while i < line.len() {
        let rest = &line[i..];
        if rest.starts_with('[')
            && let Some(len) = bbcode_tag_len(rest)
        {
            let tag = rest[1..len - 1].to_ascii_lowercase();
            if let Some(colour) = tag.strip_prefix("color=") {
                let colour = colour.trim_matches(['"', '\'', ' ']);
                if crate::core::colour::is_red(colour) {
                    red += 1;
                } else if red == 0 {
                    return None;
                }
            } else if tag == "/color" {
                red = red.saturating_sub(1);
            }
            i += len;
            continue;
        }
        let c = rest.chars().next().expect("not at the end");
        if !(c.is_whitespace() || EDGE_MARKS.contains(&c) || c == '.') {
            if red == 0 {
                return None;
            }
            any = true;
        }
        i += c.len_utf8();
    }
    let start = line.len() - line.trim_start().len();
    any.then_some(start..line.trim_end().len())
}

/// A text without its BBCode tags (`[b]¿Quién?[/b]` → `¿Quién?`), for free text an order
/// carries to a player.
pub fn strip_tags(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        if rest.starts_with('[')
            && let Some(len) = bbcode_tag_len(rest)
        {
            i += len;
            continue;
        }
        if rest.starts_with('[') {
            out.push('[');
            i += 1;
            continue;
        }
        // The text up to the next `[`, whole.
        let run = rest.find('[').unwrap_or(rest.len());
        out.push_str(&rest[..run]);
        i += run;
    }
    out.trim().to_string()
}

/// Emoji and pictographs: separators, never part of a word.
pub fn is_pictograph(c: char) -> bool {
    matches!(c as u32,
        0x1F000..=0x1FAFF | 0x2600..=0x27BF | 0x2B00..=0x2BFF | 0xFE0F | 0x200D)
}

/// Characters that separate words: white space, punctuation around words (`Voto: Ana`,
/// `(Ana)`, `¿…?`, `«Ana»`), Markdown emphasis, pictographs.
fn is_separator(c: char) -> bool {
    c.is_whitespace()
        || is_pictograph(c)
        || matches!(
            c,
            ',' | ';' | '(' | ')' | '"' | '«' | '»' | '“' | '”' | '¿' | '¡' | '`' | '|'
        )
}

/// Marks that stick to a word's edges without being part of it.
const EDGE_MARKS: [char; 5] = ['*', '_', '~', '¿', '¡'];

/// One word of a line, with its byte span in the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub text: String,
    pub span: Range<usize>,
}

/// The words of `body` (a line's text, starting at byte `base` of the file), markup and
/// `hidden` ranges skipped. A trailing `.`, `!`, `?`, `:` or `…` is not part of a word; a lone
/// dash between two words joins them (`B - A - E` is the route `B-A-E`), except after a number,
/// where it numbers a list (`1 - mover Claustro`).
pub fn words(body: &str, base: usize, hidden: &[Range<usize>]) -> Vec<Token> {
    let mut raw: Vec<Token> = Vec::new();
    let mut current: Option<usize> = None;
    let mut i = 0;
    let flush = |raw: &mut Vec<Token>, s: usize, e: usize| {
        // Markdown emphasis (`**vota**`, `_Marco_`) and sentence marks around a word.
        let word = &body[s..e];
        let text = word.trim_start_matches(EDGE_MARKS);
        let start = s + (word.len() - text.len());
        let text = text.trim_end_matches(EDGE_MARKS);
        let text = text.trim_end_matches(['.', '!', '?', ':', '…', '*', '_', '~']);
        // A Markdown heading's `####` and a signature's `--` are markup, not words.
        let hashes = text.bytes().all(|b| b == b'#');
        let dashes = text.len() >= 2 && text.bytes().all(|b| b == b'-');
        // A smiley (`:D`, `;P`) is a face, not a word: `Voto Sara :D` is the vote.
        let face = super::emoticon::is_emoticon(word.trim());
        if !text.is_empty() && !hashes && !dashes && !face {
            raw.push(Token {
                text: text.to_string(),
                span: base + start..base + start + text.len(),
            });
        }
    };
    let bytes = body.as_bytes();
    while i < body.len() {
        // A letter or digit of ASCII is never markup nor a separator: it starts a word or
        // goes on with one (where nothing is hidden: a hidden range is asked at every byte).
        if hidden.is_empty() && bytes[i].is_ascii_alphanumeric() {
            current.get_or_insert(i);
            i += 1;
            continue;
        }
        let at = base + i;
        if let Some(h) = hidden.iter().find(|h| h.contains(&at)) {
            if let Some(s) = current.take() {
                flush(&mut raw, s, i);
            }
            i = (h.end - base).min(body.len());
            continue;
        }
        let rest = &body[i..];
        if rest.starts_with('[')
            && let Some(len) = bbcode_tag_len(rest)
        {
            if let Some(s) = current.take() {
                flush(&mut raw, s, i);
            }
            i += len;
            continue;
        }
        let c = rest.chars().next().expect("not at the end");
        // A tongue emoji is a word, as `:P` is: after an order it may say the order is a joke
        // (`robar a Bruno 😜`), and the master reads it; the thread raises it too.
        if super::emoticon::TONGUE_EMOJI.contains(&c) {
            if let Some(s) = current.take() {
                flush(&mut raw, s, i);
            }
            raw.push(Token {
                text: c.to_string(),
                span: base + i..base + i + c.len_utf8(),
            });
            i += c.len_utf8();
            continue;
        }
        let separator = is_separator(c) || (c == ':' && next_is_space(rest));
        match (separator, current) {
            (true, Some(s)) => {
                flush(&mut raw, s, i);
                current = None;
            }
            (false, None) => current = Some(i),
            _ => {}
        }
        i += c.len_utf8();
    }
    if let Some(s) = current {
        flush(&mut raw, s, body.len());
    }
    join_dashes(raw)
}

/// `:` ends a word when a space or the end follows (`Voto: Ana`), not inside `21:14`.
fn next_is_space(rest: &str) -> bool {
    rest[1..].chars().next().is_none_or(char::is_whitespace)
}

const DASHES: [&str; 3] = ["-", "–", "—"];

fn join_dashes(raw: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(raw.len());
    let mut iter = raw.into_iter().peekable();
    let is_number = |text: &str| {
        let t = text.trim_end_matches(['º', 'ª', '.', ')']);
        !t.is_empty() && t.chars().all(|c| c.is_ascii_digit())
    };
    while let Some(mut token) = iter.next() {
        // A number's dash written against it numbers a list too (`4- descartar`).
        if let Some(number) = DASHES.iter().find_map(|d| token.text.strip_suffix(d))
            && is_number(number)
        {
            // `3.-` is the number `3`, as `3.` is.
            let number = number.trim_end_matches('.');
            token.span.end -= token.text.len() - number.len();
            token.text = number.to_string();
        }
        let is_dash = DASHES.contains(&token.text.as_str());
        // A dash after a number numbers a list (`1 - mover Claustro`, `Acción 2 – quedarse`).
        let after_number = out.last().is_some_and(|prev| is_number(&prev.text));
        // ... also when written against the word it numbers (`3 -hago`).
        if after_number
            && !is_dash
            && let Some(word) = DASHES.iter().find_map(|d| token.text.strip_prefix(d))
            && word.chars().next().is_some_and(char::is_alphabetic)
        {
            token.span.start += token.text.len() - word.len();
            token.text = word.to_string();
        }
        match (is_dash, out.last_mut(), iter.peek()) {
            (true, _, _) if after_number => {}
            // Only places of a route, of up to three letters (`B - A - E`, `S1 - A`): a dash
            // between words is a remark's (`voto Luca - non mi convince`), joining nothing.
            (true, Some(prev), Some(next))
                if !DASHES.contains(&next.text.as_str()) && route_parts(&prev.text, &next.text) =>
            {
                let next = iter.next().expect("peeked");
                prev.text = format!("{}-{}", prev.text, next.text);
                prev.span.end = next.span.end;
            }
            // A dash that joins nothing is a list bullet (`- ver Ana`).
            (true, _, _) => {}
            _ => out.push(token),
        }
    }
    out
}

/// Whether a dash between `prev` and `next` joins places of a route: the last part of `prev`
/// and the first of `next` of up to three characters each, each a place as the rulebooks
/// write them, with its capital or its number (`G - H`, `S1 - A`); not the words of a
/// sentence around a dash (`Gonna sit this one out - I abstain today`).
fn route_parts(prev: &str, next: &str) -> bool {
    let last = prev.rsplit('-').next().unwrap_or(prev);
    let first = next.split('-').next().unwrap_or(next);
    let place = |part: &str| {
        part.chars().count() <= 3
            && part
                .chars()
                .next()
                .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
    };
    place(last) && place(first)
}

#[cfg(test)]
mod tests {
    #[test]
    fn arrows_round_a_line_are_no_quote() {
        let pm = "> voto Ana\n>>> votar Gino <<<\n&gt;&gt;&gt; vota Bruno\n>> > ya\n";
        let hidden: Vec<&str> = super::hidden_ranges(pm)
            .iter()
            .map(|r| &pm[r.clone()])
            .collect();
        assert_eq!(hidden, ["> voto Ana", ">> > ya"]);
    }

    use super::*;

    fn texts(line: &str) -> Vec<String> {
        words(line, 0, &hidden_ranges(line))
            .into_iter()
            .map(|t| t.text)
            .collect()
    }

    #[test]
    fn bbcode_and_markdown_only_separate_words() {
        assert_eq!(texts("[b]voto Ana[/b]"), ["voto", "Ana"]);
        assert_eq!(texts("[color=red][b]Vote: X[/b][/color]"), ["Vote", "X"]);
        assert_eq!(texts("**vota** _Marco_"), ["vota", "Marco"]);
        assert_eq!(texts("Voto: Ana."), ["Voto", "Ana"]);
        assert_eq!(texts("¿Mato a Ana?"), ["Mato", "a", "Ana"]);
        assert_eq!(texts("#### Voto Luca"), ["Voto", "Luca"]);
    }

    #[test]
    fn a_spaced_route_is_one_word_and_spans_what_was_written() {
        let line = "Ruta: B - A - E";
        let w = words(line, 0, &[]);
        assert_eq!(w[1].text, "B-A-E");
        assert_eq!(&line[w[1].span.clone()], "B - A - E");
        assert_eq!(texts("muro E-F y C-D"), ["muro", "E-F", "y", "C-D"]);
        // A dash between words is a remark's: it joins nothing.
        assert_eq!(
            texts("voto Luca - non mi convince"),
            ["voto", "Luca", "non", "mi", "convince"]
        );
        // Short words of a sentence around a dash are no places (blind corpus 15, #87: `out-I`
        // hid the abstention); places keep their capital or number (`S1 - A`).
        assert_eq!(
            texts("sit this one out - I abstain"),
            ["sit", "this", "one", "out", "I", "abstain"]
        );
        assert_eq!(texts("ok - mi astengo"), ["ok", "mi", "astengo"]);
        assert_eq!(texts("S1 - A"), ["S1-A"]);
    }

    #[test]
    fn a_dash_after_a_number_numbers_a_list_and_joins_nothing() {
        // `Acción 1 - mover Claustro` was the words `Acción`, `1-mover`: no verb, chatter.
        assert_eq!(
            texts("Acción 1 - mover Claustro"),
            ["Acción", "1", "mover", "Claustro"]
        );
        assert_eq!(texts("2 – quedarse"), ["2", "quedarse"]);
        assert_eq!(texts("3º - me quedo"), ["3º", "me", "quedo"]);
        // `3 -hago`, `4- descarto` were the words `-hago`, `4-`: no verb, chatter.
        assert_eq!(texts("3 -hago una Siesta"), ["3", "hago", "una", "Siesta"]);
        assert_eq!(texts("4- descarto Gato"), ["4", "descarto", "Gato"]);
        assert_eq!(texts("3.- hago"), ["3", "hago"]);
        let line = "4- descarto";
        let w = words(line, 0, &[]);
        assert_eq!(&line[w[0].span.clone()], "4");
        assert_eq!(&line[w[1].span.clone()], "descarto");
        assert_eq!(
            texts("Ruta: S1 - A - E"),
            ["Ruta", "S1-A-E"],
            "routes as before"
        );
    }

    #[test]
    fn emojis_and_quotes_are_not_words() {
        assert_eq!(
            texts("Hola máster!! 😀👍 ver Ana"),
            ["Hola", "máster", "ver", "Ana"]
        );
        let pm = "[quote=Master]Eres la Vidente. Usa ver JUGADOR[/quote]\nver Ana\n";
        let hidden = hidden_ranges(pm);
        let line = &pm[..pm.find('\n').unwrap()];
        assert!(words(line, 0, &hidden).is_empty());
    }

    #[test]
    fn a_name_in_red_alone_on_its_line_is_found_and_a_red_word_in_prose_is_not() {
        let line = "[color=red][b]Paula[/b][/color]";
        assert_eq!(red_only(line), Some(0..line.len()));
        assert!(red_only("[b][color=red]Paula[/color][/b]").is_some());
        assert!(red_only(" [color=#FF0000]Juan Carlos[/color] ").is_some());
        assert!(red_only("creo que [color=red]Ana[/color] miente").is_none());
        assert!(red_only("[color=blue]Ana[/color]").is_none());
        assert!(red_only("[b]Ana[/b]").is_none());
    }

    #[test]
    fn free_text_loses_its_tags() {
        assert_eq!(strip_tags("[b]¿Quién te mató?[/b]"), "¿Quién te mató?");
        assert_eq!(strip_tags("a [1] b"), "a [1] b");
    }

    #[test]
    fn a_signature_starts_after_its_dashes() {
        let pm = "ver Ana\n--\nFer\nver Bruno\n";
        assert_eq!(signature_start(pm), Some(11));
        assert_eq!(signature_start("ver Ana\n- ver Bruno\n"), None);
    }

    #[test]
    fn a_quotes_author_is_read_from_its_tag() {
        assert_eq!(quote_author("[quote=Luca]voto Ana[/quote]"), Some("Luca"));
        assert_eq!(
            quote_author("[quote=\"Luca Bianchi\" post_id=12 time=1]x[/quote]"),
            Some("Luca Bianchi")
        );
        assert_eq!(
            quote_author("[quote author=Luca link=topic=1.msg2#msg2 date=1]x[/quote]"),
            Some("Luca")
        );
        assert_eq!(quote_author("[quote]x[/quote]"), None);
    }

    #[test]
    fn nested_and_unclosed_quotes() {
        let pm = "[quote][quote]a[/quote]b[/quote]c";
        assert_eq!(hidden_ranges(pm), vec![(0..32)]);
        assert_eq!(hidden_ranges("x [quote=Ana]rest"), vec![(2..17)]);
        // An unclosed (or misspelt `[/qoute]`) quote ends with its own line: the vote after
        // it is still read.
        let pm = "[quote=\"Ana\"]No me fío.[/qoute]\nvotar Paula\n";
        assert_eq!(hidden_ranges(pm), vec![(0..32)]);
        assert!(is_unclosed_quote(pm, &(0..32)));
        assert_eq!(texts(pm), ["votar", "Paula"]);
    }

    #[test]
    fn an_attribution_introduces_a_quoted_message() {
        assert!(is_attribution("Máster escribió:"));
        assert!(is_attribution("[b]Luca ha scritto:[/b]"));
        assert!(is_attribution("Cita de Ana"));
        assert!(!is_attribution("votar Ana"));
    }

    #[test]
    fn struck_text_is_found_on_its_line() {
        let pm = "votar Bruno\n[s]emborrachar Carla[/s]\n~~ver Ana~~ y [STRIKE]x\n";
        let struck: Vec<&str> = struck_ranges(pm).into_iter().map(|r| &pm[r]).collect();
        assert_eq!(
            struck,
            ["[s]emborrachar Carla[/s]", "~~ver Ana~~", "[STRIKE]x"]
        );
        assert!(struck_ranges("a ~~ b\nc ~~ d [size=2]e[/size]").is_empty());
    }
}
