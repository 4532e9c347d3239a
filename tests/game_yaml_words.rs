//! Review B2: a game.yaml edited by hand that does not read as a game is told in the game's
//! language, with the field and the line, never in serde's English ("missing field `seed`",
//! "invalid type: string, expected u64"); and it cannot be read: exit 2.

use crate::common;

use common::{GameBuilder, squash};
use std::process::{Command, Stdio};

/// `status` on the game after `edit` changed its game.yaml: the error output.
fn refused_after(lang: &str, edit: impl Fn(&str) -> String, expected: &[&str]) -> String {
    let sandbox = GameBuilder::sample().lang(lang).start();
    let yaml = sandbox.read_text("game/game.yaml");
    let edited = edit(&yaml);
    assert_ne!(edited, yaml, "the edit changed nothing");
    sandbox.write("game/game.yaml", edited);
    // Without `--lang`: the language game.yaml names speaks.
    let out = Command::new(common::bin())
        .current_dir(sandbox.root())
        .args(["status", "game"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:#?}");
    let said = squash(&String::from_utf8_lossy(&out.stderr));
    for piece in expected {
        assert!(said.contains(&squash(piece)), "lacks {piece:?}: {said}");
    }
    for english in [
        "missing field",
        "invalid type",
        "unknown field",
        "expected u64",
        "string \"",
    ] {
        assert!(!said.contains(english), "serde's English leaked: {said}");
    }
    said
}

#[test]
fn a_missing_field_is_named_in_spanish() {
    refused_after(
        "es",
        |y| y.replace("seed: 2026\n", ""),
        &["le falta el campo `seed`", "(línea 1)"],
    );
}

#[test]
fn a_text_where_a_number_goes_is_told_in_italian_at_its_line() {
    refused_after(
        "it",
        |y| y.replace("seed: 2026\n", "seed: abc\n"),
        &["`seed` (riga 4) deve essere un numero intero, 0 o più, non il testo `abc`"],
    );
}

#[test]
fn an_unknown_field_lists_the_fields_in_spanish() {
    refused_after(
        "es",
        |y| y.replace("seed: 2026\n", "seed: 2026\nsemilla: 3\n"),
        &[
            "`semilla` no es un campo que pueda tener este game.yaml (línea 5)",
            "`seed`",
        ],
    );
}

#[test]
fn a_wrong_field_of_a_player_names_its_path_in_italian() {
    refused_after(
        "it",
        |y| y.replacen("  alive: true\n", "  alive: forse\n", 1),
        &[
            "`players[0].alive`",
            "deve essere `true` o `false`, non il testo `forse`",
        ],
    );
}

/// A game.yaml saved by Windows Notepad starts with a byte-order mark: it is the same game
/// (the PMs and the thread drop one too), not one "lacking the field `ruleset`".
#[test]
fn a_game_yaml_with_a_byte_order_mark_is_the_same_game() {
    let sandbox = GameBuilder::sample().lang("es").start();
    let plain = Command::new(common::bin())
        .current_dir(sandbox.root())
        .args(["status", "game"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let yaml = sandbox.read_text("game/game.yaml");
    sandbox.write("game/game.yaml", format!("\u{feff}{yaml}"));
    let marked = Command::new(common::bin())
        .current_dir(sandbox.root())
        .args(["status", "game"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(marked.status.code(), Some(0), "{marked:#?}");
    assert_eq!(plain.stdout, marked.stdout);
}

/// Issue 29: a number too large for its field once showed serde's words (``debe ser `any YAML
/// value`, no el número …``); now the field, its line and its range, in Spanish.
#[test]
fn an_out_of_range_number_is_told_in_spanish_with_its_field_line_and_range() {
    let said = refused_after(
        "es",
        |y| y.replace("seed: 2026\n", "seed: 99999999999999999999999\n"),
        &[
            "`seed` (línea 4): el número `99999999999999999999999` está fuera de rango; debe ser un número entero de 0 a 18446744073709551615",
        ],
    );
    assert!(!said.contains("any YAML value"), "{said}");
}
