//! A YAML file the master edited by hand (`game.yaml`, a ruleset's state in it) that does not
//! read as a game: serde's English sentence ("missing field `seed`", "invalid type: string
//! \"abc\", expected u64") said again in the catalog's words, in the game's language, with the
//! field and the line kept. A shape serde has that is not read here keeps serde's words.

use crate::core::msg::Msg;

/// `key` (a message with an `error` argument: `err-game-yaml`) saying `error`: in the catalog's
/// words when it is a common shape, else in serde's.
pub fn in_words(key: &str, error: &serde_yaml::Error, within: Option<&str>) -> Msg {
    match message(error, within) {
        Some(said) => {
            let mut msg = Msg::new(key).arg("error", format!("@{}", said.key));
            msg.args.extend(said.args);
            msg
        }
        None => Msg::new(key).arg("error", error),
    }
}

/// The message for a serde_yaml error, or `None` when it is not one of the common shapes.
/// `within`: the key the YAML read sits under in game.yaml (`state`), if not the whole file.
pub fn message(error: &serde_yaml::Error, within: Option<&str>) -> Option<Msg> {
    let line = error.location().map_or(0, |l| l.line());
    let text = &said(error);
    // Aliases (`*a`) unfolding into more values than any game holds ("billion laughs"):
    // serde_yaml stops, and says so in English.
    if text == "repetition limit exceeded" {
        return Some(Msg::new("err-yaml-aliases"));
    }
    let (path, shape) = split_path(text)?;
    let path = match (within, path) {
        (Some(w), Some(p)) => Some(format!("{w}.{p}")),
        (Some(w), None) => Some(w.to_string()),
        (None, p) => p.map(str::to_string),
    };
    let path = path.as_deref();
    let field_here = |field: &str| match path {
        Some(p) => format!("{p}.{field}"),
        None => field.to_string(),
    };
    let where_ = path.unwrap_or("game.yaml").to_string();
    if let Some(rest) = shape.strip_prefix("missing field ") {
        return Some(
            Msg::new("err-yaml-missing-field")
                .arg("field", code(ticked(rest)?))
                .arg("where", code(&where_))
                .arg("line", line),
        );
    }
    if let Some(rest) = shape.strip_prefix("unknown field ") {
        let (field, fields) = match rest.split_once(", ") {
            Some((field, expected)) => (field, expected_names(expected)),
            None => (rest, String::new()),
        };
        let field = ticked(field)?;
        return Some(
            Msg::new("err-yaml-unknown-field")
                .arg("field", code(&field_here(field)))
                .arg(
                    "fields",
                    if fields.is_empty() {
                        "none".into()
                    } else {
                        fields
                    },
                )
                .arg("line", line),
        );
    }
    if let Some(rest) = shape.strip_prefix("unknown variant ") {
        let (value, expected) = rest.split_once(", ")?;
        return Some(
            Msg::new("err-yaml-unknown-value")
                .arg("field", code(&where_))
                .arg("value", code(ticked(value)?))
                .arg("values", expected_names(expected))
                .arg("line", line),
        );
    }
    // A key written twice in a map of names (a flat, a player): YAML would keep the later.
    if let Some(rest) = shape.strip_prefix("duplicate entry with key ") {
        let key = rest.trim().trim_matches('"');
        return Some(
            Msg::new("err-yaml-duplicate-field")
                .arg("field", code(&field_here(key)))
                .arg("line", line),
        );
    }
    if let Some(rest) = shape.strip_prefix("duplicate field ") {
        return Some(
            Msg::new("err-yaml-duplicate-field")
                .arg("field", code(&field_here(ticked(rest)?)))
                .arg("line", line),
        );
    }
    if let Some(msg) = out_of_range(shape, &where_, line) {
        return Some(msg);
    }
    wrong_kind(shape, &where_, line)
}

/// A value of the wrong kind (`invalid type: string "x", expected u32`) or not one the field
/// takes (`invalid value: …`).
fn wrong_kind(shape: &str, where_: &str, line: usize) -> Option<Msg> {
    for (prefix, key) in [
        ("invalid type: ", "err-yaml-invalid-type"),
        ("invalid value: ", "err-yaml-invalid-value"),
    ] {
        if let Some(rest) = shape.strip_prefix(prefix) {
            let (found, expected) = rest.rsplit_once(", expected ")?;
            let (found_kind, value) = found_kind(found);
            return Some(
                Msg::new(key)
                    .arg("field", code(where_))
                    .arg("found", found_kind)
                    .arg("value", code(&value))
                    .arg("expected", expected_kind(expected))
                    .arg("serde_expected", code(expected))
                    .arg("line", line),
            );
        }
    }
    None
}

/// A whole number that does not fit its field: `-3` or `4294967296` for a count of 32 bits
/// (`invalid value: integer `-3`, expected u32`), or one too large for YAML's numbers at all
/// (`invalid type: integer `1…` as u128, expected any YAML value`, in a ruleset's state).
fn out_of_range(shape: &str, field: &str, line: usize) -> Option<Msg> {
    let rest = shape
        .strip_prefix("invalid value: ")
        .or_else(|| shape.strip_prefix("invalid type: "))?;
    let (found, expected) = rest.rsplit_once(", expected ")?;
    let (value, _) = found.strip_prefix("integer `")?.split_once('`')?;
    let (min, max): (i128, u128) = match expected {
        "u8" => (0, u8::MAX.into()),
        "u16" => (0, u16::MAX.into()),
        "u32" => (0, u32::MAX.into()),
        "u64" | "usize" => (0, u64::MAX.into()),
        "i8" => (i8::MIN.into(), i8::MAX as u128),
        "i16" => (i16::MIN.into(), i16::MAX as u128),
        "i32" => (i32::MIN.into(), i32::MAX as u128),
        "i64" | "isize" => (i64::MIN.into(), i64::MAX as u128),
        "any YAML value" => (i64::MIN.into(), u64::MAX.into()),
        _ => return None,
    };
    Some(
        Msg::new("err-yaml-out-of-range")
            .arg("field", code(field))
            .arg("value", code(value))
            .arg("min", min)
            .arg("max", max)
            .arg("line", line),
    )
}

/// The keys of the path serde_yaml puts before its message (`turn.salary` → `turn`, `salary`;
/// `flats.Ana.hand[2]` → `flats`, `Ana`, `hand`, `2`); none when it gives none.
pub fn key_path(error: &serde_yaml::Error) -> Vec<String> {
    let text = error.to_string();
    let text = match text.rfind(" at line ") {
        Some(at) => &text[..at],
        None => &text[..],
    };
    let Some((Some(path), _)) = split_path(text) else {
        return Vec::new();
    };
    let mut keys = Vec::new();
    for part in path.split('.') {
        let mut pieces = part.split('[');
        if let Some(name) = pieces.next().filter(|n| !n.is_empty()) {
            keys.push(name.to_string());
        }
        keys.extend(pieces.map(|i| i.trim_end_matches(']').to_string()));
    }
    keys
}

/// serde_yaml's sentence without its place: it writes `[path: ]message[ at line L column C]`.
fn said(error: &serde_yaml::Error) -> String {
    let text = error.to_string();
    match text.rfind(" at line ") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// The path serde_yaml puts before its message (`players[1]`, `state.night`), if any, and
/// the message.
fn split_path(text: &str) -> Option<(Option<&str>, &str)> {
    const SHAPES: [&str; 7] = [
        "missing field ",
        "duplicate entry with key ",
        "unknown field ",
        "unknown variant ",
        "duplicate field ",
        "invalid type: ",
        "invalid value: ",
    ];
    let at = SHAPES.iter().filter_map(|s| text.find(s)).min()?;
    let path = text[..at].strip_suffix(": ").filter(|p| !p.is_empty());
    if at > 0 && path.is_none() {
        return None;
    }
    Some((path, &text[at..]))
}

/// A word of the file as the message shows it, in backticks (never read as a catalog key).
fn code(text: &str) -> String {
    format!("`{text}`")
}

/// `` `seed` `` → `seed`.
fn ticked(text: &str) -> Option<&str> {
    text.trim().strip_prefix('`')?.strip_suffix('`')
}

/// `expected one of `a`, `b`` → `a`, `b` as serde listed them; `there are no fields` → "".
fn expected_names(text: &str) -> String {
    let names: Vec<&str> = text
        .split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 1)
        .map(|(_, n)| n)
        .collect();
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What serde found (`string "abc"`, `integer `5``, `sequence`…) as a kind the catalog names
/// (`yaml-kind-*`, a selector of the message) and the value as written, if any.
fn found_kind(found: &str) -> (&'static str, String) {
    let value = |rest: &str| {
        let rest = rest.trim();
        rest.strip_prefix('"')
            .and_then(|r| r.strip_suffix('"'))
            .or_else(|| rest.strip_prefix('`').and_then(|r| r.strip_suffix('`')))
            .unwrap_or(rest)
            .replace("\\\"", "\"")
    };
    for (prefix, kind) in [
        ("string ", "text"),
        ("integer ", "number"),
        ("floating point ", "decimal"),
        ("boolean ", "bool"),
        ("character ", "text"),
    ] {
        if let Some(rest) = found.strip_prefix(prefix) {
            return (kind, value(rest));
        }
    }
    let kind = match found {
        "sequence" => "list",
        "map" => "map",
        "unit value" | "null" | "unit" => "empty",
        _ => "other",
    };
    (kind, String::new())
}

/// What serde expected (`u64`, `a string`, `struct Player`…) as a kind the catalog names.
fn expected_kind(expected: &str) -> &'static str {
    match expected {
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => "count",
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => "number",
        "f32" | "f64" => "decimal",
        "a string" | "string" | "a borrowed string" | "a char" | "char" => "text",
        "a boolean" | "bool" => "bool",
        "a sequence" | "sequence" | "a list" | "a tuple" => "list",
        "a map" | "map" | "a YAML mapping" => "map",
        e if e.starts_with("struct ") || e.starts_with("tuple struct ") => "map",
        _ => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg_of<T: serde::de::DeserializeOwned + std::fmt::Debug>(yaml: &str) -> Msg {
        let e = serde_yaml::from_str::<T>(yaml).unwrap_err();
        message(&e, None).unwrap_or_else(|| panic!("not read: {e}"))
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Doc {
        seed: u64,
        players: Vec<Player>,
    }
    #[derive(Debug, serde::Deserialize)]
    #[allow(dead_code)]
    struct Player {
        name: String,
        alive: bool,
    }

    #[test]
    fn aliases_unfolding_without_end_are_said_in_the_catalogs_words() {
        let mut yaml = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x]\n");
        for n in 1..10 {
            let refs = vec![format!("*a{}", n - 1); 9].join(", ");
            yaml.push_str(&format!("a{n}: &a{n} [{refs}]\n"));
        }
        let e = serde_yaml::from_str::<serde_yaml::Value>(&yaml).unwrap_err();
        assert_eq!(
            message(&e, None).map(|m| m.key),
            Some("err-yaml-aliases".into())
        );
    }

    #[test]
    fn serdes_shapes_keep_the_field_and_the_line() {
        let m = msg_of::<Doc>("players: []\n");
        assert_eq!(m.key, "err-yaml-missing-field");
        assert_eq!(
            (m.args["field"].as_str(), m.args["line"].as_str()),
            ("`seed`", "1")
        );
        let m = msg_of::<Doc>("seed: abc\nplayers: []\n");
        assert_eq!(m.key, "err-yaml-invalid-type");
        assert_eq!(m.args["field"], "`seed`");
        assert_eq!(
            (m.args["found"].as_str(), m.args["value"].as_str()),
            ("text", "`abc`")
        );
        assert_eq!(m.args["expected"], "count");
        let m = msg_of::<Doc>("seed: 1\nplayers:\n- name: Ana\n  alive: 3\n");
        assert_eq!(m.args["field"], "`players[0].alive`");
        assert_eq!(
            (m.args["expected"].as_str(), m.args["line"].as_str()),
            ("bool", "4")
        );
        let m = msg_of::<Doc>("seed: 1\nsed: 2\nplayers: []\n");
        assert_eq!(m.key, "err-yaml-unknown-field");
        assert_eq!(m.args["field"], "`sed`");
        assert_eq!(m.args["fields"], "`seed`, `players`");
        // A number out of its field's range says the range, not serde's type name.
        let m = msg_of::<u8>("300\n");
        assert_eq!(m.key, "err-yaml-out-of-range");
        assert_eq!(m.args["field"], "`game.yaml`");
        assert_eq!(
            (
                m.args["value"].as_str(),
                m.args["min"].as_str(),
                m.args["max"].as_str()
            ),
            ("`300`", "0", "255")
        );
        let m = msg_of::<serde_yaml::Value>("99999999999999999999999\n");
        assert_eq!(m.key, "err-yaml-out-of-range");
        assert_eq!(m.args["max"], "18446744073709551615");
    }
}
