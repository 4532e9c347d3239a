//! Where each `fn` of a Rust source starts and ends, by counting braces in the code with its
//! comments, strings and character literals blanked out. Small on purpose: the layers lint
//! needs function lengths, not a Rust parser.

/// One function: its name, the line of its `fn` and the number of lines up to its closing
/// brace (both counted).
#[derive(Debug, PartialEq)]
pub struct FnExtent {
    pub name: String,
    pub line: usize,
    pub lines: usize,
}

/// The source with every comment, string and character literal turned into spaces (line
/// breaks kept), so that only the code's own braces are left to count.
pub fn code_only(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    // Blanks `chars[from..to]`, keeping line breaks.
    let blank = |out: &mut String, from: usize, to: usize| {
        for &c in &chars[from..to.min(chars.len())] {
            out.push(if c == '\n' { '\n' } else { ' ' });
        }
    };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let after_ident = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        let end = if c == '/' && next == Some('/') {
            chars[i..]
                .iter()
                .position(|&c| c == '\n')
                .map_or(chars.len(), |n| i + n)
        } else if c == '/' && next == Some('*') {
            block_comment_end(&chars, i)
        } else if c == '"' {
            string_end(&chars, i + 1)
        } else if c == 'r' && (!after_ident || (i > 0 && chars[i - 1] == 'b')) {
            raw_string_end(&chars, i + 1).unwrap_or(i)
        } else if c == '\'' {
            char_end(&chars, i)
        } else {
            i
        };
        if end > i {
            blank(&mut out, i, end);
            i = end;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Past the `*/` closing the (possibly nested) block comment opened at `start`.
fn block_comment_end(chars: &[char], start: usize) -> usize {
    let (mut depth, mut i) = (0, start);
    while i + 1 < chars.len() {
        match (chars[i], chars[i + 1]) {
            ('/', '*') => (depth, i) = (depth + 1, i + 2),
            ('*', '/') if depth == 1 => return i + 2,
            ('*', '/') => (depth, i) = (depth - 1, i + 2),
            _ => i += 1,
        }
    }
    chars.len()
}

/// Past the `"` closing a string whose text starts at `from`, escapes skipped.
fn string_end(chars: &[char], from: usize) -> usize {
    let mut i = from;
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    chars.len()
}

/// Past a raw string `r#"…"#` whose `#`s or `"` start at `from`, if one starts there.
fn raw_string_end(chars: &[char], from: usize) -> Option<usize> {
    let hashes = chars[from..].iter().take_while(|&&c| c == '#').count();
    if chars.get(from + hashes) != Some(&'"') {
        return None;
    }
    let mut i = from + hashes + 1;
    while i < chars.len() {
        if chars[i] == '"'
            && chars[i + 1..]
                .iter()
                .take(hashes)
                .filter(|&&c| c == '#')
                .count()
                == hashes
        {
            return Some(i + 1 + hashes);
        }
        i += 1;
    }
    Some(chars.len())
}

/// Past a character literal (`'{'`, `'\''`, `'\u{7b}'`) at `start`; a lifetime (`'a`,
/// `'static`) is code, left as it is.
fn char_end(chars: &[char], start: usize) -> usize {
    match chars.get(start + 1) {
        // The escaped character, then the closing quote.
        Some('\\') => chars[start + 3..]
            .iter()
            .position(|&c| c == '\'')
            .map_or(chars.len(), |n| start + 4 + n),
        Some(_) if chars.get(start + 2) == Some(&'\'') => start + 3,
        _ => start,
    }
}

/// Every function with a body in `source`, nested ones too, in the order they start. A
/// declaration without a body (`fn name();` in a trait) and a pointer type (`fn(u8)`) are not
/// functions.
pub fn functions(source: &str) -> Vec<FnExtent> {
    let code: Vec<char> = code_only(source).chars().collect();
    let line_at = |i: usize| code[..i].iter().filter(|&&c| c == '\n').count() + 1;
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut found = Vec::new();
    for i in 0..code.len() {
        let keyword = code[i..].starts_with(&['f', 'n'])
            && (i == 0 || !is_ident(code[i - 1]))
            && code.get(i + 2).is_some_and(|c| c.is_whitespace());
        if !keyword {
            continue;
        }
        let name_at = i
            + 2
            + code[i + 2..]
                .iter()
                .take_while(|c| c.is_whitespace())
                .count();
        let name: String = code[name_at..]
            .iter()
            .take_while(|&&c| is_ident(c))
            .collect();
        if name.is_empty() {
            continue;
        }
        let Some(open) = code[name_at..].iter().position(|&c| c == '{' || c == ';') else {
            continue;
        };
        let open = name_at + open;
        if code[open] == ';' {
            continue;
        }
        let mut depth = 0;
        let close = code[open..].iter().position(|&c| {
            depth += match c {
                '{' => 1,
                '}' => -1,
                _ => 0,
            };
            depth == 0
        });
        let close = close.map_or(code.len() - 1, |n| open + n);
        let line = line_at(i);
        found.push(FnExtent {
            name,
            line,
            lines: line_at(close) - line + 1,
        });
    }
    found
}

#[test]
fn braces_in_strings_comments_and_chars_are_not_counted() {
    let source = r##"
fn outer() {
    let a = "}}} \" }";
    let b = r#"}"}"#;
    let c = '}';
    let d = '\'';
    // }
    /* } /* nested } */ } */
    fn inner<'a>(x: &'a str) -> &'a str {
        x
    }
    let f: fn(u8) = |_| {};
}
trait T {
    fn declared(&self);
}
fn after() {}
"##;
    let found = functions(source);
    let shown: Vec<(&str, usize, usize)> = found
        .iter()
        .map(|f| (f.name.as_str(), f.line, f.lines))
        .collect();
    assert_eq!(
        shown,
        vec![("outer", 2, 12), ("inner", 9, 3), ("after", 17, 1)]
    );
}

/// Whether each function of `source` ends where rustfmt closes it: on a `}` indented as its
/// `fn` line. The problems, as `line: name`.
pub fn misread(source: &str) -> Vec<String> {
    let lines: Vec<&str> = source.lines().collect();
    let indent = |l: &str| l.len() - l.trim_start().len();
    functions(source)
        .into_iter()
        .filter(|f| {
            let first = lines[f.line - 1];
            let last = lines[f.line + f.lines - 2];
            f.lines > 1 && !(last.trim_start().starts_with('}') && indent(last) == indent(first))
        })
        .map(|f| format!("{}: {}", f.line, f.name))
        .collect()
}

#[test]
fn this_file_is_read_as_the_functions_it_has() {
    // The scanner on its own source: raw strings holding braces and quotes, char literals
    // beside lifetimes.
    let source = include_str!("fn_extents.rs");
    let found = functions(source);
    let names: Vec<&str> = found.iter().map(|f| f.name.as_str()).collect();
    for name in [
        "code_only",
        "block_comment_end",
        "raw_string_end",
        "char_end",
        "misread",
    ] {
        assert!(names.contains(&name), "{name} not found in {names:?}");
    }
    assert!(
        !names.contains(&"inner"),
        "a function inside a string: {names:?}"
    );
    assert_eq!(misread(source), Vec::<String>::new());
}
