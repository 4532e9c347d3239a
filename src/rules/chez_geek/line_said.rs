//! What a play's line says beside its cards: the aim written before the verb (`Contra la
//! jugada 3 de Ana juego Maratón de Series`), a card given to a flatmate.

use super::aims::{Aim, aim};
use super::*;

/// The words that open a phrase aiming a play before its verb (`Contra la jugada 3 de Ana
/// juego Maratón de Series`, `Contro la giocata 2 di Ana gioco…`, `Against Bob's play 2 I
/// play…`, `a tu 2 le meto el Gorroneo`, `esa 3: Gorroneo`).
pub const FRONTED: &[&str] = &[
    "a", "al", "alla", "contra", "contro", "against", "jugada", "giocata", "tu", "tua", "your",
    "esa", "esta", "essa", "questa", "quella", "that",
];

/// The aim a player wrote before his verb (`Contra la jugada 3 de Ana juego Maratón de
/// Series`): the intake puts the verb before the phrase, in no space of its own; the phrase
/// runs to the verb as written, which comes next.
pub(super) fn fronted(
    r: &mut Reader,
    cards: &[(String, Vec<String>)],
    names: &NameIndex,
) -> Result<Aim, Problem> {
    let line = r.line;
    let verb = &line.words[0];
    let opens = r
        .toks
        .first()
        .is_some_and(|(t, _)| FRONTED.contains(&t.as_str()));
    let written = (2..line.words.len()).find(|&i| fold(&line.words[i].text) == fold(&verb.text));
    let Some(at) = written.filter(|_| opens && verb.span.is_empty()) else {
        return Ok(Aim::default());
    };
    let aim = aim(r, cards, names, Aim::default())?;
    // `jugada 1 de Ana: le meto…`: the pronoun standing for the play's owner.
    while r
        .toks
        .get(r.pos)
        .is_some_and(|(t, w)| *w != at && ["le", "les", "gli"].contains(&t.as_str()))
    {
        r.pos += 1;
    }
    if r.toks.get(r.pos).is_none_or(|(_, w)| *w != at) {
        return Err(problem_at(
            r.file,
            r.rest_span(),
            Msg::new("err-extra-words"),
        ));
    }
    while r.toks.get(r.pos).is_some_and(|(_, w)| *w == at) {
        r.pos += 1;
    }
    Ok(aim)
}

/// "No puedes regalar cartas ni cambiarlas con tus compañeros de piso": a card given up goes to
/// the discard pile, never to a flatmate (`doy las Palomitas a Carla`): raised at the player.
pub(super) fn no_gift(
    file: &OrderFile,
    verb: Verb,
    aim: &Aim,
    found: &[(String, Range<usize>)],
) -> Result<(), Problem> {
    let (Verb::Lose, Some((player, span))) = (verb, &aim.target) else {
        return Ok(());
    };
    let msg = |key: &str| {
        Msg::new(key)
            .arg("writer", &file.player)
            .arg("player", player)
            .arg("card", &file.source[found[0].1.clone()])
    };
    let help = msg("chez-geek-help-no-gift");
    Err(problem_at(file, span.clone(), msg("chez-geek-err-no-gift")).help(help))
}

/// `echo a la chica al cuarto de carla juego calderilla en el sofa` (voice to text, all lower
/// case): words left after a play that hold a verb of a play, then a word of a card's name,
/// are another play, never the player's prose: raised where they are not read.
pub(super) fn another_play_after(r: &Reader, cards: &[(String, Vec<String>)]) -> bool {
    let rest = r.toks.get(r.pos..).unwrap_or_default();
    let is_verb = |t: &str| VERBS.iter().any(|v| v.words.iter().any(|w| fold(w) == t));
    let of_a_card =
        |t: &str| t.chars().count() >= 4 && cards.iter().any(|(_, c)| c.iter().any(|w| w == t));
    rest.iter()
        .position(|(t, _)| is_verb(t))
        .is_some_and(|v| rest[v + 1..].iter().any(|(t, _)| of_a_card(t)))
}
