//! A PM that declares no point of action but names a place of the manor ("Primero voy a la
//! terraza noreste, luego me quedo ahí"): a move in words the grammar does not read, never
//! quiet chatter. "Cada punto de acción invertido se llevará a efecto en una fase en el orden
//! en que se han declarado las acciones": what the master cannot read as points, he asks for.

use super::manor::{Manor, name_key};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;

/// The first line of the player's PMs (none of which holds an order) that names a place, as a
/// problem at that line; lines after the signature, those the master set aside and the remarks
/// telling an earlier round (`ayer vi a Hugo matar a Luca en la cocina`: what he saw) aside. A
/// remark of any other kind naming a place may be a move in words: asked.
pub fn place_named(manor: &Manor, files: &[&OrderFile]) -> Option<Problem> {
    if files.iter().any(|f| !f.lines.is_empty()) {
        return None;
    }
    let keys = place_keys(manor);
    for file in files {
        let signature = crate::core::markup::signature_start(&file.source);
        for line in &file.ignored {
            if file.set_aside.contains(&line.line)
                || (file.remarks.contains(&line.line)
                    && crate::core::intake::tells_an_earlier_phase(&line.words))
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
            return Some(refused_at(
                file,
                line,
                Msg::new("among-us-err-no-point-but-a-place")
                    .arg("file", &file.path)
                    .arg("line", line.line)
                    .arg("place", place),
            ));
        }
    }
    None
}

/// A PM of fewer points than the round has, with a line before its last order that is no
/// order but names a place ("voy a la Cocina"), is numbered as a point ("1: pulo la plata") or
/// stands between two points, the later one not numbered (each line is a point: "nada"):
/// the point that line meant would be lost and the others would move up a phase ("Cada punto
/// de acción invertido se llevará a efecto en una fase en el orden en que se han declarado").
pub fn short_of_points(
    manor: &Manor,
    files: &[&OrderFile],
    declared: usize,
    points: usize,
) -> Option<Problem> {
    let keys = place_keys(manor);
    for file in files {
        let Some(last) = file.lines.last() else {
            continue;
        };
        for line in &file.ignored {
            if file.set_aside.contains(&line.line) || line.span.start > last.span.start {
                continue;
            }
            let text = &file.source[line.span.clone()];
            let words: Vec<String> = name_key(text).split(' ').map(str::to_string).collect();
            let numbered = numbered(&file.source, line.span.start);
            // Between two points of a PM that numbers the later one not: each line is a
            // point, and one not read moves the later ones up ("nada", "(quieto)").
            let next = file.lines.iter().find(|o| o.span.start > line.span.start);
            let between = file.lines[0].span.start < line.span.start
                && next.is_some_and(|o| !self::numbered(&file.source, o.span.start));
            if !numbered && !between && !keys.iter().any(|(k, _)| contains(&words, k)) {
                continue;
            }
            return Some(refused_at(
                file,
                line,
                Msg::new("among-us-err-short-and-a-line")
                    .arg("file", &file.path)
                    .arg("line", line.line)
                    .arg("count", declared)
                    .arg("points", points)
                    .arg("text", text.trim()),
            ));
        }
    }
    None
}

/// `msg` at a line of `file` that may hide an order: the master may ask the player, or set the
/// line aside (`ignora`).
fn refused_at(file: &OrderFile, line: &crate::core::orders::OrderLine, msg: Msg) -> Problem {
    Problem::new(msg)
        .at(&file.path, &file.source, line.span.clone())
        .label(Msg::new("label-unsafe-order"))
        .help(
            Msg::new("among-us-help-no-point-but-a-place")
                .arg("pm", crate::core::set_aside::pm_name(&file.path))
                .arg("line", line.line),
        )
}

/// Whether the line holding `at` starts with a point's number (`1:`, `2.`, `3)`).
fn numbered(source: &str, at: usize) -> bool {
    let start = crate::core::text::line_start(source, at);
    let text = source[start..].trim_start();
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    digits > 0
        && digits < 3
        && text[digits..]
            .chars()
            .next()
            .is_some_and(|c| matches!(c, '.' | ':' | ')' | '-' | 'º' | ' '))
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
    fn a_short_pm_with_a_move_in_prose_or_a_numbered_line_among_its_points_is_refused() {
        let mut file = OrderFile::from_text(
            "Carla",
            "orders/Carla.txt",
            "Hola\nvoy a la Cocina\nme quedo\nme quedo\n",
        );
        file.ignored = file.lines.drain(..2).collect();
        let problem = short_of_points(&Manor::hacienda(), &[&file], 2, 3).expect("refused");
        assert_eq!(problem.msg.key, "among-us-err-short-and-a-line");
        assert_eq!(problem.msg.args["line"], "2");
        let mut file = OrderFile::from_text("Fede", "orders/Fede.txt", "1: pulo\n2: quedarse\n");
        file.ignored = file.lines.drain(..1).collect();
        let problem = short_of_points(&Manor::hacienda(), &[&file], 1, 3).expect("refused");
        assert_eq!(problem.msg.args["line"], "1");
        // Each line is a point: one not read between two points is raised, whatever it says.
        for middle in ["nada", "(quieto)", "descanso", "zzz"] {
            let text = format!("Atravieso la puerta sur al pasillo\n{middle}\nme quedo\n");
            let mut file = OrderFile::from_text("Dani", "orders/Dani.txt", &text);
            file.ignored = vec![file.lines.remove(1)];
            let problem = short_of_points(&Manor::hacienda(), &[&file], 2, 3).expect(middle);
            assert_eq!(problem.msg.args["line"], "2", "{middle}");
        }
        // Between two numbered points, a remark moves nothing.
        let mut file = OrderFile::from_text("Eva", "orders/Eva.txt", "1. pulo\nuf\n2. me quedo\n");
        file.ignored = vec![file.lines.remove(1)];
        assert!(short_of_points(&Manor::hacienda(), &[&file], 2, 3).is_none());
        // Talk before the points that names no place and numbers nothing is chatter.
        let mut file = OrderFile::from_text("Ana", "orders/Ana.txt", "Hola!\nme quedo\n");
        file.ignored = file.lines.drain(..1).collect();
        assert!(short_of_points(&Manor::hacienda(), &[&file], 1, 3).is_none());
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
