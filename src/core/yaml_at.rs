//! The line of a key in a YAML file written in block style, as `game.yaml` is: a problem found
//! in a value read from it (a ruleset's state, say) is shown at the line the master edited.
//! serde_yaml gives values no positions, so the key path is followed through the indentation:
//! `["state", "map", "boundaries", "3"]` is the fourth item of `boundaries:` under `map:` under
//! `state:`. Where the path goes into something written otherwise (a flow list `[a, b]`), the
//! deepest key found is the line.

use std::ops::Range;

/// A line of the text that holds something: where its content starts, its indentation (a list
/// item's `- ` counts as indentation of what follows it), and its content.
#[derive(Clone, Copy)]
struct Line<'a> {
    at: usize,
    indent: usize,
    text: &'a str,
}

fn lines(text: &str) -> Vec<Line<'_>> {
    let mut out = Vec::new();
    let mut at = 0;
    for raw in text.split_inclusive('\n') {
        let body = raw.trim_end_matches(['\n', '\r']);
        let content = body.trim_start();
        if !content.is_empty() && !content.starts_with('#') && content != "---" {
            let indent = body.len() - content.len();
            out.push(Line {
                at: at + indent,
                indent,
                text: content,
            });
        }
        at += raw.len();
    }
    out
}

/// The key of a `key: value` or `key:` line, unquoted.
fn key_of(text: &str) -> Option<&str> {
    for quote in ['"', '\''] {
        if let Some(rest) = text.strip_prefix(quote) {
            let (key, after) = rest.split_once(quote)?;
            return after.trim_start().starts_with(':').then_some(key);
        }
    }
    let (key, _) = text.split_once(':')?;
    Some(key.trim())
}

/// The lines of the value a line opens: those indented deeper, and a list written at the
/// line's own indentation (`boundaries:` then `- a: …`, as serde_yaml writes it).
fn value_of<'a>(scope: &[Line<'a>], index: usize) -> Vec<Line<'a>> {
    let own = scope[index].indent;
    scope[index + 1..]
        .iter()
        .take_while(|l| l.indent > own || (l.indent == own && l.text.starts_with('-')))
        .copied()
        .collect()
}

/// The span of the line of `path` in `text` (the deepest key of it found), or `None` when
/// not even its first key is there.
pub fn line_of(text: &str, path: &[&str]) -> Option<Range<usize>> {
    let mut scope = lines(text);
    let mut found: Option<Line> = None;
    for key in path {
        let Some(indent) = scope.first().map(|l| l.indent) else {
            break;
        };
        let at_level = |l: &Line| l.indent == indent;
        let index = match key.parse::<usize>() {
            Ok(n) if scope[0].text.starts_with('-') => scope
                .iter()
                .enumerate()
                .filter(|(_, l)| at_level(l) && l.text.starts_with('-'))
                .nth(n)
                .map(|(i, _)| i),
            _ => scope
                .iter()
                .position(|l| at_level(l) && key_of(l.text) == Some(key)),
        };
        let Some(index) = index else {
            break;
        };
        let line = scope[index];
        found = Some(line);
        let mut inner = value_of(&scope, index);
        // A list item's own content (`- a: Capilla`) is the first line of its value.
        if let Some(rest) = line.text.strip_prefix('-') {
            let content = rest.trim_start();
            if !content.is_empty() {
                let skipped = line.text.len() - content.len();
                inner.insert(
                    0,
                    Line {
                        at: line.at + skipped,
                        indent: line.indent + skipped,
                        text: content,
                    },
                );
            }
        }
        scope = inner;
    }
    let line = found?;
    Some(line.at..line.at + line.text.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "\
format: 1
options:
  map: ''
state:
  map:
    places:
      Comedor:
        kind: room
        level: 1
      'Pasillo: norte':
        kind: corridor
    boundaries:
    - a: Capilla
      b: Comedor
    - a: Comedor
      b: Luces
      kind: window
    passages:
    - [Capilla, Comedor]
  at:
    Ana: Comedor
";

    fn line(path: &[&str]) -> Option<&'static str> {
        line_of(GAME, path).map(|r| &GAME[r])
    }

    #[test]
    fn a_key_path_leads_to_its_line() {
        assert_eq!(
            line(&["state", "map", "places", "Comedor"]),
            Some("Comedor:")
        );
        assert_eq!(line(&["state", "at", "Ana"]), Some("Ana: Comedor"));
        assert_eq!(line(&["options", "map"]), Some("map: ''"));
        // The same key under another parent is not taken for it.
        assert_eq!(line(&["state", "map"]), Some("map:"));
        assert_eq!(
            line_of(GAME, &["state", "map"]).unwrap().start,
            GAME.find("  map:\n    places").unwrap() + 2
        );
    }

    #[test]
    fn list_items_are_counted_at_their_indentation() {
        assert_eq!(
            line(&["state", "map", "boundaries", "1"]),
            Some("- a: Comedor")
        );
        assert_eq!(
            line(&["state", "map", "boundaries", "1", "kind"]),
            Some("kind: window")
        );
        assert_eq!(
            line(&["state", "map", "boundaries", "0", "a"]),
            Some("a: Capilla")
        );
    }

    #[test]
    fn quoted_keys_match_and_a_missing_key_stops_at_the_deepest_found() {
        assert_eq!(
            line(&["state", "map", "places", "Pasillo: norte"]),
            Some("'Pasillo: norte':")
        );
        assert_eq!(line(&["state", "map", "places", "Salón"]), Some("places:"));
        assert_eq!(
            line(&["state", "map", "passages", "0", "1"]),
            Some("- [Capilla, Comedor]")
        );
        assert_eq!(line(&["nothing"]), None);
        assert_eq!(line_of("", &["state"]), None);
    }
}
