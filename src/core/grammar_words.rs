//! The words of natural PMs the grammar weighs around an order's arguments: fillers skipped,
//! courtesy and reasons that may follow an order, negations that make a remark a doubt.

/// Words skipped between arguments when they are not a player's name.
pub(super) const FILLERS: &[&str] = &[
    "and",
    // `swap Hugo & Gloria`
    "&",
    "y",
    "e",
    "with",
    "con",
    // "I look at Bruno's card"
    "at",
    "to",
    "the",
    "a",
    "al",
    "la",
    "el",
    "de",
    "del",
    "card",
    "carta",
    "cards",
    "cartas",
    "of",
    "di",
    "il",
    "lo",
    "player",
    "jugador",
    "giocatore",
    // "copio el rol de Carla", "copio il ruolo di Carla": the role is the player's card
    "rol",
    "ruolo",
    "role",
    "papel",
    // "indago su Marco", "voto per Luca", "vote for Ana", "ir por N-O-P"
    "su",
    "per",
    "for",
    "por",
    // `Voto pa Hugo`: `para` as it is spoken
    "pa",
    // "consegno il responso a Nico": the answer a power hands over, named before its player
    "responso",
    "risposta",
    "respuesta",
    "answer",
    // "la carta del centro número dos"
    "numero",
    "number",
    // "desempato a favor de Dani", "a favore di Paolo"
    "favor",
    "favore",
    // "pongo un muro en C-D y otro en J-K"
    "en",
    "otro",
    // "miro las del centro 1 y 3", "cambio las cartas de Dani y Gloria"
    "las",
    "los",
    // "scambio le carte di Carla e Jorge"
    "le",
    "carte",
    // "voto por aquí a Íñigo", "voto por MP a Ana", "voto qui Paolo": where the vote is cast
    "aqui",
    "aca",
    "mp",
    "privado",
    "qui",
    // "resto qua": Italian's other "here", as `qui`
    "qua",
    "privato",
    // "voto anch'io Alberto": the sender joins others' order, between the verb and its player
    "anch'io",
    "anch’io",
    "anchio",
];

/// Words a grammar skips before a house or a path, not shown in the order as read.
pub(super) const NOT_READ: &[&str] = &[
    "camino", "path", "casa", "house", "casas", "houses", "in", "hacia", "towards", "toward",
];

/// Words that join a sign-off to the order (`robo a Bruno y gracias`).
pub(super) const AND: &[&str] = &["y", "e", "and"];

/// Words of thanks and greeting that may follow an order, capitalised or not.
pub(super) const COURTESY: &[&str] = &[
    "gracias",
    "grazie",
    "thanks",
    "thank",
    "you",
    "saludos",
    "saluti",
    "cheers",
    "master",
    "máster",
    "besos",
    "ciao",
    "adios",
    "bye",
    "porfa",
    "please",
    "por",
    "favor",
    "per",
    "piacere",
    "dai",
    "vamos",
    "venga",
    "ok",
    "okay",
    "vale",
    "pls",
    "plz",
    "thx",
    "ty",
    "porfi",
    "porfis",
    "xfa",
    "grax",
    "buenas",
    "noches",
    "buonanotte",
    "goodnight",
];

/// Words that may end an order when nothing else follows them: a laugh or a smiley written
/// out (`robé a Bruno jaja`, `tomo la del centro 1 xD`), when (`mi astengo oggi`). Followed by
/// more words they open a sentence (`Votar a Hugo hoy es lo más sensato`): refused.
pub(super) const ONLY_AT_THE_END: &[&str] = &[
    "jaja", "jajaja", "jeje", "jejeje", "jiji", "xd", "lol", "haha", "hahaha", "hehe", "ahah",
    "ahahah", "asd", "oggi", "hoy", "today", "tambien", "too", "also", "anche",
];

/// What may follow a verb that takes no argument (`parar`, `tradisci`, `mi astengo`) besides
/// courtesy: its object as players write it (`paro los motores`, `mi astengo dal voto`). Other words (`Stop it, guys`, `Paro un rato, vuelvo luego`) are chatter that starts
/// with a verb word: refused, never read as the order.
pub(super) const AFTER_A_VERB_ALONE: &[&str] = &[
    "los",
    "las",
    "motores",
    "motor",
    "engines",
    "engine",
    "nave",
    "ship",
    "votacion",
    "votaciones",
    "votazione",
    "votazioni",
    "votes",
    "voting",
    "vote",
    "voto",
    "dal",
    "mi",
    "my",
    "cuerpo",
    "body",
    "victima",
    "victim",
    "stanotte",
    "tonight",
    // where one stays (`resto lì`, `me quedo ahí`)
    "li",
    "ahi",
    "alli",
    "here",
    "there",
];

/// Words that start the prose a player writes after a complete order: a reason (`porque
/// mintió`, `because he lied`, `perché mente`), when, or a sign-off. Prose that starts
/// otherwise (`see Bruno explain himself`, `ver a Bruno defenderse`) is a sentence about the
/// player, not an order: refused.
pub(super) const PROSE_STARTS: &[&str] = &[
    // `proteggiamo Marta come d'accordo`, `voto a Gino como dije`: "as" opens a remark.
    "come",
    "como",
    "porque",
    "pq",
    "xq",
    "que",
    "ya",
    "pues",
    "pero",
    "because",
    "cause",
    "cuz",
    "since",
    "as",
    "but",
    "so",
    "perche",
    "poiche",
    "ma",
    "che",
    "visto",
    "tanto",
    "then",
    "finally",
    "definitely",
    "definitivamente",
    "seguro",
    "stasera",
    "esta",
    "noche",
    "sorry",
    "scusa",
    "perdon",
    "un",
    "una",
    "un'",
    "un abrazo",
    // `voto Giulia e basta`, `y punto`
    "basta",
    "punto",
];

/// Words that make a remark after an order a doubt: `(non ne sono sicuro)`, `(not sure)`.
pub(super) const NEGATIONS: &[&str] = &[
    "no", "non", "not", "nunca", "mai", "never", "ni", "ne", "nor",
];

/// Phrases of when the order is for, folded, that may follow a complete order (`vigilo el
/// camino J-I toda la noche`, `proteggo Nico per tutta la notte`, `protect Nico all night`):
/// skipped before the end of the order is read.
pub(super) const TIME: &[&[&str]] = &[
    &["toda", "la", "noche"],
    &["durante", "toda", "la", "noche"],
    &["durante", "la", "noche"],
    &["la", "noche", "entera"],
    &["esta", "noche"],
    &["por", "la", "noche"],
    &["de", "noche"],
    &["hoy"],
    &["hoy", "por", "la", "noche"],
    &["tutta", "la", "notte"],
    &["per", "tutta", "la", "notte"],
    &["durante", "la", "notte"],
    &["questa", "notte"],
    &["di", "notte"],
    &["stanotte"],
    &["stasera"],
    &["oggi"],
    &["all", "night"],
    &["all", "night", "long"],
    &["the", "whole", "night"],
    // the round or the time the order is for (`me quedo en el comedor esta ronda`, `me
    // abstengo esta vez`)
    &["esta", "ronda"],
    &["este", "turno"],
    &["esta", "vez"],
    &["por", "esta", "vez"],
    &["questo", "turno"],
    &["questa", "volta"],
    &["per", "questa", "volta"],
    &["this", "round"],
    &["this", "time"],
    &["during", "the", "night"],
    &["this", "night"],
    &["tonight"],
    &["today"],
    // A day's shot "justo cuando acabe el linchamiento" (chechino's Armería): `disparo a Ana
    // al acabar el día`.
    &["al", "acabar", "el", "dia"],
    &["al", "terminar", "el", "dia"],
    &["al", "final", "del", "dia"],
    &["a", "final", "del", "dia"],
    &["tras", "el", "linchamiento"],
    &["despues", "del", "linchamiento"],
    &["a", "fine", "giornata"],
    &["alla", "fine", "del", "giorno"],
    &["at", "the", "end", "of", "the", "day"],
    &["after", "the", "lynching"],
    // The sender joins others in the order (`Mordo Marta anch'io, d'accordo con Bruno`, `voto
    // a Ana yo también`, `I vote Bruno too`): it says nothing more of the order.
    &["anch'io"],
    &["anch’io"],
    &["anchio"],
    &["anche", "io"],
    &["pure", "io"],
    &["io", "pure"],
    &["yo", "tambien"],
    &["tambien"],
    &["too"],
    &["as", "well"],
];

/// The whole number a word writes, in digits (`3`, `#2`, `3º`, `3rd`) or in words (`tres`,
/// `la tercera`, `third`), if it writes one.
pub fn number_word(text: &str) -> Option<u32> {
    super::tail::number_value(text).ok()
}

/// A name with an Italian article or preposition elided before it (`l'Olga`, `all'Olga`): the
/// name; any other word as it is (`l'altro` is no name).
pub fn elided(text: &str) -> &str {
    text.find(['\'', '’'])
        .filter(|&at| ELIDED.contains(&text[..at].to_lowercase().as_str()))
        .map(|at| &text[at + text[at..].chars().next().map_or(1, char::len_utf8)..])
        .filter(|rest| rest.chars().next().is_some_and(char::is_uppercase))
        .unwrap_or(text)
}

/// A name in the English possessive (`Bruno's room`, `against Bruno’s play 2`, `Carlos'
/// room`): the name without its `'s` or `'`, as `el cuarto de Bruno` names Bruno.
pub fn possessive(text: &str) -> &str {
    ["'s", "’s", "'S", "’S", "'", "’"]
        .iter()
        .find_map(|tail| text.strip_suffix(tail))
        .filter(|name| name.chars().next().is_some_and(char::is_uppercase))
        .unwrap_or(text)
}

/// Italian articles and prepositions elided before a name (`l'Olga`, `all'Olga`, `sull'Ugo`).
const ELIDED: &[&str] = &["l", "all", "dell", "sull", "dall", "nell", "coll"];

/// The numbers a player puts before his orders (`1) cambiar …`, `2. ver …`), for a ruleset
/// whose PMs need no numbering to list as lead-ins (`Ruleset::lead_in`): the number only leads
/// into the order.
pub const POINT_NUMBERS: &[&str] = &["1", "2", "3", "4", "5", "1º", "2º", "3º"];

impl super::Args<'_> {
    /// A word with a capital only because it opens a sentence of the prose after the order
    /// (`robo a Gloria porfa. Que nervios xD`): after `.`, `!`, `?` or `…`, letters only, two or
    /// more, and neither a player's name nor one letter off one (`Glroia` may be a misspelt
    /// target). A house letter is one letter: never this.
    pub(super) fn opens_a_sentence(&self, word: &crate::core::orders::Word) -> bool {
        let text = word.text.as_str();
        let before = self.file.source[..word.span.start].trim_end();
        before.ends_with(['.', '!', '?', '…'])
            && text.chars().count() >= 2
            && text.chars().all(char::is_alphabetic)
            && text.chars().skip(1).all(char::is_lowercase)
            && !self.names.is_exact(text)
            && self.names.suggestions(text).is_empty()
    }
}

/// The conjunctions that open a reason, folded (`porque`, `perché`, `because`): the intake's
/// asides after an order open on them too (`intake/aside.rs`).
pub(crate) const BECAUSE: &[&[&str]] = &[
    &["porque"],
    &["pq"],
    &["xq"],
    &["ya", "que"],
    &["puesto", "que"],
    &["dado", "que"],
    &["perche"],
    &["poiche"],
    &["siccome"],
    &["visto", "che"],
    &["dato", "che"],
    &["because"],
    &["cause"],
    &["cuz"],
    &["since"],
    &["given", "that"],
];

/// Words that add another player to an order or set him beside it, folded (`anche Nico`,
/// `Carla también`, `Olga too`): a reason or an aside holding one beside a name may be a
/// second choice (`sbraniamo Paolo, visto che possiamo, anche Nico`).
pub(crate) const ALSO: &[&str] = &[
    "tambien", "tampoco", "ademas", "anche", "pure", "nemmeno", "neanche", "too", "also", "either",
    "neither",
];

/// The conjunctions that join one more target to an order's list, folded (`Paolo e Nico`).
pub(crate) const JOINS: &[&str] = &["y", "e", "ed", "and", "o", "u", "or", "oppure"];

#[cfg(test)]
mod tests {
    /// Issue 22 J: `Bruno's room`, `Carlos' room` name Bruno and Carlos as `el cuarto de Bruno`
    /// does; a lower-case word keeps its apostrophe (`it's`), as does a name with one inside.
    #[test]
    fn an_english_possessive_names_the_player() {
        assert_eq!(super::possessive("Bruno's"), "Bruno");
        assert_eq!(super::possessive("Bruno’s"), "Bruno");
        assert_eq!(super::possessive("Carlos'"), "Carlos");
        assert_eq!(super::possessive("it's"), "it's");
        assert_eq!(super::possessive("D'Amico"), "D'Amico");
    }
}
