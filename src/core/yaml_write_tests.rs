//! `core::yaml_write` against serde_yaml: the same bytes for every value it writes.

use super::yaml_write::to_string;
use proptest::prelude::*;
use serde_yaml::{Mapping, Value};
use std::path::Path;

/// Every YAML file under `dir`, read as a value.
fn values_under(dir: &Path, out: &mut Vec<(String, Value)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            values_under(&path, out);
        } else if path.extension().is_some_and(|e| e == "yaml")
            && let Ok(text) = std::fs::read_to_string(&path)
            && let Ok(value) = serde_yaml::from_str::<Value>(&text)
        {
            out.push((path.display().to_string(), value));
        }
    }
}

/// `value` and every value inside it.
fn nodes<'a>(value: &'a Value, out: &mut Vec<&'a Value>) {
    out.push(value);
    match value {
        Value::Sequence(items) => items.iter().for_each(|v| nodes(v, out)),
        Value::Mapping(map) => map.values().for_each(|v| nodes(v, out)),
        _ => {}
    }
}

#[test]
fn every_fixture_is_written_as_serde_yaml_writes_it() {
    let top = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut values = Vec::new();
    for dir in ["fixtures", "tests", "examples", "src/rules", "docs"] {
        values_under(&top.join(dir), &mut values);
    }
    assert!(
        values.len() > 500,
        "the fixtures are read: {}",
        values.len()
    );
    let (mut seen, mut written) = (0, 0);
    for (path, value) in &values {
        let mut all = Vec::new();
        nodes(value, &mut all);
        for node in all
            .into_iter()
            .filter(|v| v.is_mapping() || v.is_sequence())
        {
            seen += 1;
            if let Some(ours) = to_string(node) {
                written += 1;
                assert_eq!(ours, serde_yaml::to_string(node).unwrap(), "{path}");
            }
        }
    }
    // Most of a game's parts are plain enough to be written here (a scenario's PMs are not).
    assert!(written * 2 > seen, "written {written} of {seen}");
}

#[test]
fn a_value_it_cannot_be_sure_of_is_left_to_serde_yaml() {
    for text in [
        "a: 'null'",
        "a: 'no: really'",
        "a: 1.5",
        "a: !Tag x",
        "a: \"line\\nbreak\"",
        "a: '#hash'",
        "a: 'trailing '",
        "a: '0x1F'",
        "a: 1e5",
        "a: 'True'",
    ] {
        let value: Value = serde_yaml::from_str(text).unwrap();
        assert_eq!(to_string(&value), None, "{text}");
    }
}

#[test]
fn a_long_line_is_not_folded() {
    let long = "palabra ".repeat(20) + "fin";
    let mut map = Mapping::new();
    map.insert(Value::from("key"), Value::from(long.as_str()));
    let value = Value::Mapping(map);
    let ours = to_string(&value).unwrap();
    assert_eq!(ours, format!("key: {long}\n"));
    assert_eq!(ours, serde_yaml::to_string(&value).unwrap());
}

/// Strings of the kinds a game holds, and some it does not.
fn a_string() -> impl Strategy<Value = String> {
    prop_oneof![
        "[A-Za-zÁÉÍÓÚáéíóúñÑ][a-zA-Z0-9 ñé._,/()+:-]{0,12}",
        "[0-9]{1,4}",
        "[0-9][0-9a-zA-Z,.:+_-]{0,5}",
        "(yes|no|true|False|null|on|Off|y|N)",
        "[ -~]{0,6}",
        "[a-z ]{60,90}",
    ]
}

fn a_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        a_string().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<bool>().prop_map(Value::from),
        Just(Value::Null),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Sequence),
            prop::collection::vec((a_string(), inner), 0..5).prop_map(|entries| {
                Value::Mapping(
                    entries
                        .into_iter()
                        .map(|(k, v)| (Value::from(k), v))
                        .collect::<Mapping>(),
                )
            }),
        ]
    })
}

proptest! {
    #[test]
    fn any_value_it_writes_is_written_as_serde_yaml_writes_it(value in a_value()) {
        if let Some(ours) = to_string(&value) {
            prop_assert_eq!(ours, serde_yaml::to_string(&value).unwrap());
        }
    }
}
