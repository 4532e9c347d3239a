//! Tests of `grammar_tail`: what may follow an order's arguments.
use crate::core::grammar::Args;
use crate::core::names::NameIndex;
use crate::core::orders::OrderFile;

/// The first line of `pm` read as a verb and a player, then its end.
fn read(pm: &str) -> bool {
    let none: &[String] = &[];
    let names = NameIndex::new(["Ana", "Bruno", "Carla"].map(|n| (n, none)));
    let file = OrderFile::from_text("Ana", "orders/Ana.txt", pm);
    let mut args = Args::new(&file, &file.lines[0], &names);
    args.player("the target").is_ok() && args.end().is_ok()
}

#[test]
fn the_help_after_a_verb_alone_says_a_player_or_number_only_when_one_is_there() {
    // Issue 22 J: `me quedo ahí haciendo la tarea también` names no player and holds no
    // number: the help must not say it does.
    let help = |pm: &str| {
        let file = OrderFile::from_text("Ana", "orders/Ana.txt", pm);
        let none: &[String] = &[];
        let names = NameIndex::new(["Ana", "Bruno"].map(|n| (n, none)));
        let mut args = Args::new(&file, &file.lines[0], &names);
        args.end().unwrap_err().help.unwrap().key
    };
    assert_eq!(
        help("quedo ahí haciendo la tarea también\n"),
        "help-extra-words"
    );
    assert_eq!(help("quedo ahí con Bruno\n"), "help-extra-words-named");
}

#[test]
fn an_emoji_ends_the_order_as_a_stop_does() {
    // Issue 22 J (pattern C): what the sender saw, after an angry emoji.
    assert!(read("VOTO BRUNO 😡😡 lo vi salir de la cocina\n"));
    assert!(!read("voto Bruno 😡 y Ana\n"));
    assert!(!read("voto Bruno 😡 lo vi con Ana\n"));
}

/// Review break5 F4: `no I`, `no giorno` after the order offer another choice or refuse
/// one; never prose (`I` is no English pronoun there, `giorno` no time said).
#[test]
fn a_short_no_and_a_choice_after_the_order_is_not_prose() {
    assert!(!read("voto Bruno, no I\n"));
    assert!(!read("voto Bruno... no giorno\n"));
    assert!(!read("vote Bruno, not Carla\n"));
    assert!(read("vote Bruno, I don't trust him\n"));
}

#[test]
fn a_reason_naming_another_player_is_prose() {
    assert!(read("voto a Bruno porque ayer defendió a Carla\n"));
    assert!(read("voto per Bruno perché ieri ha difeso Carla\n"));
    assert!(read("vote Bruno because he defended Carla\n"));
    assert!(read("voto a Bruno ya que acusó a Carla sin pruebas\n"));
    assert!(read("voto Bruno visto che ha difeso Carla\n"));
    // A number or a house in it may be another order.
    assert!(!read("voto a Bruno porque Carla 2 veces\n"));
    assert!(!read("voto a Bruno porque la K\n"));
}

#[test]
fn a_reason_ends_with_its_sentence() {
    // Issue 22 J: what follows the reason's sentence is no part of it; a name there may be
    // another order (a vote with no verb), refused as any remark naming a player is.
    assert!(!read("voto a Bruno, que calla mucho. Para mí, Carla\n"));
    assert!(!read("voto per Bruno perché tace. Il mio: Carla\n"));
    // Prose after it is a remark, each of its sentences with its capital.
    assert!(read("voto a Bruno porque calla. Demasiado. Es raro.\n"));
    assert!(read("vote Bruno because he lied. Sorry\n"));
}

#[test]
fn a_short_remark_after_a_comma_or_a_dash_is_prose_unless_it_doubts() {
    assert!(read("voto Bruno, troppo silenzioso.\n"));
    assert!(read("voto a Bruno, demasiado callado\n"));
    assert!(read("vote Bruno, I don't trust him\n"));
    assert!(read("voto Bruno - non mi convince\n"));
    assert!(!read("voto a Bruno, no estoy seguro\n"));
    assert!(!read("voto Bruno, non ne sono sicuro\n"));
    assert!(!read("vote Bruno, not sure\n"));
    assert!(!read("voto Bruno, non lo so\n"));
    assert!(!read("voto Bruno, o chi volete\n"));
    assert!(!read("voto Bruno, Carla\n"));
    // Without the comma it is a sentence about the player.
    assert!(!read("voto Bruno troppo silenzioso\n"));
    // A sentence of its own after the order is a remark too.
    assert!(read("voto a Bruno. Demasiado callado.\n"));
    assert!(!read("voto a Bruno. Carla también.\n"));
}

#[test]
fn a_sentence_talking_a_player_over_after_the_order_is_a_remark() {
    // Corpus 6 C: the order is complete; the talk after it is the player's.
    assert!(read(
        "voto Bruno!!! tenemos que hablar de lo que dijo Carla\n"
    ));
    assert!(read("voto Bruno. Parliamo di quello che ha detto Carla\n"));
    // A name alone, or what another said with no talk of it, may be another order.
    assert!(!read("voto Bruno!!! Carla\n"));
    assert!(!read("voto Bruno. Carla me lo dijo\n"));
}

/// The player the first line's order aims at, as the grammar reads it from Ana's PM.
fn target(pm: &str) -> Option<String> {
    let none: &[String] = &[];
    let names = NameIndex::new(["Ana", "Bruno", "Carla"].map(|n| (n, none)));
    let file = OrderFile::from_text("Ana", "orders/Ana.txt", pm);
    let mut args = Args::new(&file, &file.lines[0], &names);
    let (name, _) = args.player("the target").ok()?;
    args.end().ok()?;
    Some(name)
}

#[test]
fn the_sender_named_reflexively_is_the_sender() {
    // Review J: the Postino's `consegno il responso a me stesso` (himself allowed).
    let ana = Some("Ana".to_string());
    assert_eq!(target("consegno il responso a me stesso\n"), ana);
    assert_eq!(target("consegno me stesso\n"), ana);
    assert_eq!(target("protejo a mí misma\n"), ana);
    assert_eq!(target("protejo a mí mismo\n"), ana);
    assert_eq!(target("protect myself\n"), ana);
    // The answer named before another player is a filler too.
    assert_eq!(
        target("consegno il responso a Bruno\n"),
        Some("Bruno".into())
    );
    // `mismo` alone, or another pronoun, is nobody.
    assert_eq!(target("protejo al mismo\n"), None);
    assert_eq!(target("proteggo te stesso\n"), None);
}
