//! A player named by the public title of the house he lives in (rulings 53 and 65): "Cada
//! ubicación (o casa) tiene: -Una función -Un jugador que reside en ella. Esto es público", and
//! the setup post shows each house with its owner's title ("Cantina (Cocinera)", "Ascensor
//! (Operador)"). `secuestro a la Cocinera`, `voto al Operador del ascensor`, `voto l'operatore`
//! name the resident of that house, as if by his name. A title whose house nobody lives in names
//! no player and is refused by name; a dead resident is refused as dead, as his name would be.

use super::Reader;
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::names::fold;
use crate::core::orders::Read;
use crate::rules::chechino::casas::{Function, TITLES};
use crate::rules::chechino::nave;
use std::ops::Range;

/// The titles in Italian and English players write (`l'operatore`, `the cook`), folded: the
/// setup post's own are Spanish ([`TITLES`]).
const OTHER_TITLES: &[(&str, Function)] = &[
    ("operatore", Function::Ascensor),
    ("operatrice", Function::Ascensor),
    ("operator", Function::Ascensor),
    ("cuoco", Function::Cantina),
    ("cuoca", Function::Cantina),
    ("cook", Function::Cantina),
    ("cappellano", Function::Capilla),
    ("chaplain", Function::Capilla),
    ("doctor", Function::Enfermeria),
    ("scienziato", Function::Laboratorio),
    ("scienziata", Function::Laboratorio),
    ("scientist", Function::Laboratorio),
    ("meccanico", Function::Motores),
    ("meccanica", Function::Motores),
    ("mechanic", Function::Motores),
    ("capitano", Function::PuenteDeMando),
    ("captain", Function::PuenteDeMando),
    ("soldato", Function::Armeria),
    ("soldier", Function::Armeria),
];

/// Words between a title and its house said after it (`el Operador del ascensor`, `la
/// Cocinera de la cantina`, `il cuoco della cantina`, `the cook of the Cantina`).
const OF: &[&str] = &[
    "del", "de", "la", "el", "della", "dello", "dell", "di", "of", "the",
];

/// The function whose owner's title `text` is, an elided article before it dropped
/// (`l'operatore`).
fn title_of(text: &str) -> Option<Function> {
    let text = text
        .split_once(['\'', '’'])
        .filter(|(before, _)| ["l", "dell", "all", "sull"].contains(&fold(before).as_str()))
        .map_or(text, |(_, after)| after);
    let folded = fold(text);
    TITLES
        .iter()
        .chain(OTHER_TITLES)
        .find(|(t, _)| *t == folded)
        .map(|(_, f)| *f)
}

impl Reader<'_> {
    /// The player an order names, by his name or by the public title of his house ([`self`]).
    /// `what` is the argument's name, as for [`Args::player`].
    pub(super) fn titled_player(
        &self,
        args: &mut Args,
        what: &str,
    ) -> Result<(String, Range<usize>), Problem> {
        let word = args.peek().filter(|w| !w.text.contains('-'));
        let title = word.and_then(|w| {
            let function = title_of(&w.text)?;
            let house = nave::house_with(&self.state.map, function)?;
            Some((self.state.resident(&house)?.to_string(), w, function))
        });
        let Some((player, w, function)) = title else {
            return args.player(what);
        };
        args.skip(1);
        args.file.readings.record(
            w.span.start,
            Read::Player {
                name: player.clone(),
                written: w.text.clone(),
                corrected: false,
            },
        );
        skip_titles_house(args, function);
        Ok((player, w.span.clone()))
    }
}

/// `el Operador del ascensor`: the title's own house said after it, passed over (another house
/// is left to be read, and refused as words the order does not take).
fn skip_titles_house(args: &mut Args, function: Function) {
    let ahead = args.ahead();
    let lead = ahead
        .iter()
        .take_while(|w| OF.contains(&fold(&w.text).as_str()))
        .count();
    let parts: Vec<&str> = function.id().split('-').collect();
    let named = lead > 0
        && ahead.len() >= lead + parts.len()
        && parts.iter().zip(&ahead[lead..]).all(|(p, w)| {
            let w = fold(w.text.trim_matches(|c: char| !c.is_alphanumeric()));
            *p == w || crate::core::text::one_edit_apart(&w, p, 6)
        });
    if named {
        args.skip(lead + parts.len());
    }
}
