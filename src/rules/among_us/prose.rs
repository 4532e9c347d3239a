//! A PM that declares no point of action but names a place of the manor ("Primero voy a la
//! terraza noreste, luego me quedo ahí"): a move in words the grammar does not read, never
//! quiet chatter. "Cada punto de acción invertido se llevará a efecto en una fase en el orden
//! en que se han declarado las acciones": what the master cannot read as points, he asks for.

use super::manor::{Manor, name_key};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;

/// The first line of the player's PMs (none of which holds an order) that names a place, as a
/// problem at that line; lines after the signature and those the master set aside aside.
pub fn place_named(manor: &Manor, files: &[&OrderFile]) -> Option<Problem> {
    if files.iter().any(|f| !f.lines.is_empty()) {
        return None;
    }
    let keys = place_keys(manor);
    for file in files {
        let signature = crate::core::markup::signature_start(&file.source);
        for line in &file.ignored {
            if file.set_aside.contains(&line.line)
                || signature.is_some_and(|at| line.span.start >= at)
            {
                continue;
            }
            let words: Vec<String> = name_key(&file.source[line.span.clone()])
                .split(' ')
                .map(str::to_string)
                .collect();
            let Some((_, place)) = keys.iter().find(|(k, _)| contains(&words, k)) else {
                continue;
            };
            return Some(
                Problem::new(
                    Msg::new("among-us-err-no-point-but-a-place")
                        .arg("file", &file.path)
                        .arg("line", line.line)
                        .arg("place", place),
                )
                .at(&file.path, &file.source, line.span.clone())
                .label(Msg::new("label-unsafe-order"))
                .help(
                    Msg::new("among-us-help-no-point-but-a-place")
                        .arg("pm", crate::core::set_aside::pm_name(&file.path))
                        .arg("line", line.line),
                ),
            );
        }
    }
    None
}

/// Each place's name, aliases and room (a section's), as words, with the place they name.
fn place_keys(manor: &Manor) -> Vec<(Vec<String>, String)> {
    let mut keys = Vec::new();
    for (name, place) in &manor.places {
        let names = std::iter::once(name.as_str())
            .chain(place.aliases.iter().map(String::as_str))
            .chain(place.room.as_deref());
        for n in names {
            let key: Vec<String> = name_key(n).split(' ').map(str::to_string).collect();
            if !key.iter().all(String::is_empty) {
                let shown = place.room.as_deref().filter(|r| *r == n).unwrap_or(name);
                keys.push((key, shown.to_string()));
            }
        }
    }
    // The longest first: "Terraza Noreste" before "Terraza".
    keys.sort_by_key(|(k, _)| std::cmp::Reverse(k.len()));
    keys
}

fn contains(words: &[String], key: &[String]) -> bool {
    words.windows(key.len()).any(|w| w == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pm(text: &str) -> OrderFile {
        let mut file = OrderFile::from_text("Bruno", "orders/Bruno.txt", text);
        file.ignored = std::mem::take(&mut file.lines);
        file
    }

    #[test]
    fn a_move_in_prose_naming_a_place_is_refused_at_its_line() {
        let file = pm("Buenas!\nPrimero voy a la terraza noreste, luego me quedo ahí.\n");
        let problem = place_named(&Manor::hacienda(), &[&file]).expect("refused");
        assert_eq!(problem.msg.key, "among-us-err-no-point-but-a-place");
        assert_eq!(problem.msg.args["place"], "Terraza Noreste");
        assert_eq!(problem.msg.args["line"], "2");
    }

    #[test]
    fn talk_naming_no_place_and_a_place_the_master_set_aside_are_chatter() {
        let file = pm("Buenas, máster!\nHoy no me muevo, un saludo\n");
        assert!(place_named(&Manor::hacienda(), &[&file]).is_none());
        let mut file = pm("Hola\nQué frío hace en la cocina\n");
        file.set_aside.push(2);
        assert!(place_named(&Manor::hacienda(), &[&file]).is_none());
        let file = pm("Hola\n--\nAna, desde la Cocina\n");
        assert!(place_named(&Manor::hacienda(), &[&file]).is_none());
    }
}
