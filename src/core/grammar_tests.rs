//! The grammar's own tests: fillers, prose after an order, prefixes of names.

use super::*;

fn names() -> NameIndex {
    let none: &[String] = &[];
    NameIndex::new(["Ana", "Bruno", "Nico", "Nora"].map(|n| (n, none)))
}

/// The first line of `pm` read as a verb alone, then `end`.
fn verb_alone_end(pm: &str) -> Result<(), Problem> {
    let file = OrderFile::from_text("Ana", "orders/Ana.txt", pm);
    let names = names();
    let mut args = Args::new(&file, &file.lines[0], &names);
    args.end()
}

/// The first line of `pm` read as a verb and a player.
fn verb_player(pm: &str) -> Result<String, Problem> {
    let file = OrderFile::from_text("Ana", "orders/Ana.txt", pm);
    let names = names();
    let mut args = Args::new(&file, &file.lines[0], &names);
    let (name, _) = args.player("the target")?;
    args.end()?;
    Ok(name)
}

#[test]
fn prose_after_a_verb_alone_is_refused_unless_it_is_its_object() {
    assert!(verb_alone_end("paro los motores, gracias\n").is_ok());
    assert!(verb_alone_end("astengo dal voto\n").is_ok());
    assert!(verb_alone_end("Stop it, guys, this is getting silly\n").is_err());
    assert!(verb_alone_end("Paro un rato, vuelvo luego\n").is_err());
}

#[test]
fn a_joke_after_a_kill_is_refused_and_a_sign_off_is_not() {
    for pm in [
        "mato a Ana a besos jaja",
        "mato a Ana de risa con mis chistes",
        "mato a Ana del susto",
        "robo a Ana la cartera",
        "indago su Ana a fondo",
    ] {
        assert!(verb_player(pm).is_err(), "{pm}");
    }
    for pm in [
        "mato a Ana y gracias",
        "mato a Ana, besos",
        "mato a Ana por favor",
    ] {
        assert_eq!(verb_player(pm).unwrap(), "Ana", "{pm}");
    }
}

#[test]
fn a_two_letter_word_in_lower_case_is_not_a_prefix_of_a_name() {
    assert!(verb_player("Voto: ni idea\n").is_err());
    assert!(verb_player("vote no\n").is_err());
    assert_eq!(verb_player("voto Ni\n").unwrap(), "Nico");
    assert_eq!(verb_player("voto bru\n").unwrap(), "Bruno");
    assert_eq!(
        verb_player("voto a Bruno porque mintió\n").unwrap(),
        "Bruno"
    );
}

#[test]
fn a_sentence_about_the_player_after_the_order_is_refused() {
    assert!(verb_player("see Bruno explain himself\n").is_err());
    assert!(verb_player("ver a Bruno defenderse\n").is_err());
    assert!(verb_player("see Bruno is lying again\n").is_err());
    assert!(verb_player("Votar a Bruno hoy es lo más sensato\n").is_err());
    assert_eq!(verb_player("vote for Nora, sorry mate\n").unwrap(), "Nora");
    assert_eq!(verb_player("voto a Nico, que no me fío\n").unwrap(), "Nico");
    assert_eq!(verb_player("vota Ana perché mente\n").unwrap(), "Ana");
}

#[test]
fn a_remark_naming_a_player_in_a_sentence_or_brackets_of_its_own_is_an_aside() {
    // Issue 22 J.3: thanks, luck, praise or agreeing with a player after the order.
    assert_eq!(
        verb_player("voto Nico. Lo siento Nico 😅\n").unwrap(),
        "Nico"
    );
    assert_eq!(
        verb_player("vota Nico (d'accordo con Nora)\n").unwrap(),
        "Nico"
    );
    assert_eq!(
        verb_player("vote Nora. Good luck Bruno!\n").unwrap(),
        "Nora"
    );
    // An apology to another player may correct the order; a question, a number, another
    // choice or a remark after a mere comma stay refused.
    assert!(verb_player("voto Nico. Perdona, Nora\n").is_err());
    assert!(verb_player("voto Nico. Suerte Nora?\n").is_err());
    assert!(verb_player("voto Nico. Suerte Nora 2\n").is_err());
    assert!(verb_player("vota Nico (o Nora, grazie)\n").is_err());
    assert!(verb_player("voto Nico, suerte Nora\n").is_err());
}

#[test]
fn a_remark_in_brackets_after_the_order_is_an_aside_unless_it_negates_or_names() {
    assert_eq!(
        verb_player("vota Ana (è troppo silenziosa)\n").unwrap(),
        "Ana"
    );
    assert_eq!(verb_player("voto a Ana (lo siento)\n").unwrap(), "Ana");
    assert!(verb_player("vota Ana (non ne sono sicuro)\n").is_err());
    assert!(verb_player("vote Ana (not sure)\n").is_err());
    assert!(verb_player("vota Ana (o Bruno)\n").is_err());
}
