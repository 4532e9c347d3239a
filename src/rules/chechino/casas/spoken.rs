//! The houses and the things they give as players name them in the forums' three languages
//! (`the laundry`, `dall'osservatorio`, `a camo suit`): the setup post names each house by its
//! function in Spanish ("la casa I: Lavandería"), the players in their own words.

use super::Function;
use crate::core::names::fold;

/// A function's name in Italian or English, folded, as its words (the Spanish is the map's
/// `function` tag, [`Function::id`]).
const NAMES: &[(&[&str], Function)] = &[
    (&["armory"], Function::Armeria),
    (&["armoury"], Function::Armeria),
    (&["elevator"], Function::Ascensor),
    (&["lift"], Function::Ascensor),
    (&["ascensore"], Function::Ascensor),
    (&["barracks"], Function::Barracones),
    (&["caserma"], Function::Barracones),
    (&["canteen"], Function::Cantina),
    (&["chapel"], Function::Capilla),
    (&["cappella"], Function::Capilla),
    (&["infirmary"], Function::Enfermeria),
    (&["sickbay"], Function::Enfermeria),
    (&["infermeria"], Function::Enfermeria),
    (&["lab"], Function::Laboratorio),
    (&["laboratory"], Function::Laboratorio),
    (&["laundry"], Function::Lavanderia),
    (&["obitorio"], Function::Morgue),
    (&["engines"], Function::Motores),
    (&["engine", "room"], Function::Motores),
    (&["motori"], Function::Motores),
    (&["observatory"], Function::Observatorio),
    (&["osservatorio"], Function::Observatorio),
    (&["bridge"], Function::PuenteDeMando),
    (&["ponte", "di", "comando"], Function::PuenteDeMando),
    (&["control", "room"], Function::SalaDeControl),
    (&["sala", "di", "controllo"], Function::SalaDeControl),
    (&["restrooms"], Function::Servicios),
    (&["toilets"], Function::Servicios),
    (&["servizi"], Function::Servicios),
    (&["bagni"], Function::Servicios),
];

/// The things the functions give, folded, in the three languages: "podrá coger un traje",
/// "robar uno de los espejos", the pistol, the medkit.
pub const THINGS: &[(&str, Function)] = &[
    ("traje", Function::Lavanderia),
    ("trajes", Function::Lavanderia),
    ("suit", Function::Lavanderia),
    ("suits", Function::Lavanderia),
    ("tuta", Function::Lavanderia),
    ("espejo", Function::Servicios),
    ("espejos", Function::Servicios),
    ("mirror", Function::Servicios),
    ("specchio", Function::Servicios),
    ("pistola", Function::Armeria),
    ("pistol", Function::Armeria),
    ("gun", Function::Armeria),
    ("botiquin", Function::Enfermeria),
    ("medkit", Function::Enfermeria),
];

/// The function the words at the start of `words` name in Italian or English (an Italian
/// article elided before it, `dall'osservatorio`, is no part of it), and how many words.
pub fn named(words: &[&str]) -> Option<(Function, usize)> {
    let written = written(words);
    NAMES.iter().find_map(|(name, function)| {
        let fits = name.len() <= written.len() && name.iter().zip(&written).all(|(p, w)| p == w);
        fits.then_some((*function, name.len()))
    })
}

/// The words folded and trimmed of their marks, the first without an elided article.
fn written(words: &[&str]) -> Vec<String> {
    words
        .iter()
        .enumerate()
        .map(|(i, w)| match i {
            0 => without_elision(w),
            _ => fold(w.trim_matches(|c: char| !c.is_alphanumeric())),
        })
        .collect()
}

/// The function the words at the start of `words` name in any of the three languages: the
/// Spanish of the setup post (`sala de control`) or the players' Italian or English.
pub fn function_at(words: &[&str]) -> Option<(Function, usize)> {
    named(words).or_else(|| {
        let written = written(words);
        Function::ALL.into_iter().find_map(|f| {
            let parts: Vec<&str> = f.id().split('-').collect();
            (parts.len() <= written.len() && parts.iter().zip(&written).all(|(p, w)| p == w))
                .then_some((f, parts.len()))
        })
    })
}

/// The function whose thing the word names (`suit`, `traje`, `espejo`).
pub fn thing(word: &str) -> Option<Function> {
    let key = fold(word);
    THINGS.iter().find(|(t, _)| *t == key).map(|(_, f)| *f)
}

/// A word with an Italian article or preposition elided before it, folded, without it
/// (`dall'osservatorio` is `osservatorio`).
pub fn without_elision(word: &str) -> String {
    let key = fold(word.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’'))
        .replace('’', "'");
    match key.split_once('\'') {
        Some((before, after))
            if ["l", "all", "dell", "dall", "nell", "sull", "coll"].contains(&before) =>
        {
            after.to_string()
        }
        _ => key,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A house named in the players' words is the function the setup names in Spanish.
    #[test]
    fn a_house_is_named_in_italian_and_english() {
        assert_eq!(
            named(&["dall'osservatorio"]),
            Some((Function::Observatorio, 1))
        );
        assert_eq!(named(&["laundry", "on"]), Some((Function::Lavanderia, 1)));
        assert_eq!(
            named(&["control", "room"]),
            Some((Function::SalaDeControl, 2))
        );
        assert_eq!(named(&["control"]), None);
        assert_eq!(named(&["dall'altra"]), None);
        assert_eq!(function_at(&["la"]), None);
        assert_eq!(function_at(&["radio:"]), Some((Function::Radio, 1)));
        assert_eq!(
            function_at(&["sala", "de", "control"]),
            Some((Function::SalaDeControl, 3))
        );
        assert_eq!(thing("Suit"), Some(Function::Lavanderia));
        assert_eq!(thing("suitcase"), None);
    }
}
