//! A route told in words (docs/rulings/chechino.md, ruling 59): `esta noche paseo por A, luego
//! C y acabo en F`, `salgo de mi casa, paso por la B y la D y me quedo en la E`, `ruta: a, c,
//! f`, `passo da A, poi C e finisco in F`, `I walk A, then C, ending at F`. "Salir de tu propia
//! casa. Acabar en tu casa o en los barracones. No pasar dos veces por la misma casa": the
//! houses named, in the order told, are the route `ruta A-C-F` gives, checked the same way.
//! Every word is a house, a word of the way, or the walker's home; any other word, a question
//! or a choice (`o`, `or`) leaves the line raised.

use super::Reader;
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::core::names::fold;
use crate::core::orders::{Read, Word};
use crate::rules::chechino::nave;
use std::ops::Range;

/// The words a walk is told with, around its houses (folded): the way, the time, the end.
const WAY: &[&str] = &[
    // es
    "esta",
    "noche",
    "hoy",
    "paseo",
    "pasear",
    "paso",
    "pasar",
    "por",
    "luego",
    "despues",
    "y",
    "e",
    "a",
    "al",
    "la",
    "el",
    "las",
    "los",
    "de",
    "del",
    "en",
    "hasta",
    "me",
    "quedo",
    "quedarme",
    "acabo",
    "acabar",
    "termino",
    "terminar",
    "duermo",
    "dormir",
    "salgo",
    "salir",
    "voy",
    "ir",
    "vuelvo",
    "volver",
    "regreso",
    "camino",
    "recorro",
    "mi",
    "entonces",
    "finalmente",
    "ruta",
    "recorrido",
    "primero",
    "sigo",
    "hacia",
    "llego",
    "ahi",
    "alli",
    "propia",
    "mapa",
    "complice",
    "companero",
    "socio",
    // it
    "stanotte",
    "stasera",
    "passo",
    "da",
    "dalla",
    "dal",
    "poi",
    "finisco",
    "in",
    "nella",
    "vado",
    "alla",
    "torno",
    "resto",
    "mi",
    "fermo",
    "dormo",
    "per",
    "il",
    "giro",
    "percorso",
    "cammino",
    "quindi",
    "infine",
    "prima",
    "verso",
    "arrivo",
    "di",
    "mia",
    "esco",
    // en
    "walk",
    "then",
    "ending",
    "end",
    "at",
    "and",
    "to",
    "go",
    "finish",
    "stay",
    "sleep",
    "back",
    "my",
    "via",
    "through",
    "from",
    "tonight",
    "route",
    "the",
    "return",
    "pass",
    "by",
    "finally",
    "first",
    "head",
    "towards",
    "on",
    "own",
    "house",
    "partner",
    "partner's",
    "accomplice",
    "accomplice's",
];

/// Words before a lower-case letter that make it a house (`la b`, `alla c`, `the d`).
const ARTICLES: &[&str] = &[
    "la", "el", "al", "del", "casa", "the", "alla", "dalla", "della", "nella", "house",
];

/// The walker's home, said in words (`salgo de mi casa`, `vuelvo a casa`, `back home`).
const HOME: &[&str] = &["casa", "home"];

/// Words of going out, before the first house: "Salir de tu propia casa" (ruling 61), so a
/// walk told as `salgo, voy a la F`, `esco, vado alla F` starts at home.
const LEAVING: &[&str] = &["salgo", "salir", "esco", "uscire", "leave", "out"];

/// A choice between ways: the route is not one (`por A o por C`).
const OR: &[&str] = &["o", "u", "or", "oppure", "either"];

/// English verbs after the pronoun `I` (`then I end at F`): not the house I.
const I_DO: &[&str] = &[
    "end", "go", "stay", "sleep", "finish", "walk", "return", "come", "head", "pass", "am",
];

/// A route told in words: its places, and where each is written.
type Told = (Vec<String>, Vec<Range<usize>>);

/// One step of a route told in words: a house, or the walker's home.
enum Step {
    House(String, Range<usize>),
    Home(Range<usize>),
}

impl Reader<'_> {
    /// The route the words ahead tell, when none of them is a route with dashes and one is a
    /// single letter; `None` leaves the line to the dashed reading.
    pub(super) fn told_route(
        &self,
        args: &mut Args,
        me: &str,
        partner: bool,
    ) -> Option<Result<Told, Problem>> {
        let ahead = args.ahead();
        let letter = |w: &Word| clean(w).chars().count() == 1;
        if ahead.iter().any(|w| w.text.contains('-')) || !ahead.iter().any(letter) {
            return None;
        }
        let steps = match self.steps(args, ahead) {
            Ok(steps) => steps,
            Err(p) => return Some(Err(p)),
        };
        let home = self.state.house(me).to_string();
        // `salgo de mi casa, …` (the words before the first house), `…, y vuelvo a casa`.
        let read = &args.line.words[..args.line.words.len() - ahead.len()];
        let leaving = args
            .line
            .words
            .iter()
            .take_while(|w| !letter(w))
            .any(|w| LEAVING.contains(&fold(clean(w)).as_str()));
        let home_said = read.iter().any(|w| HOME.contains(&fold(clean(w)).as_str()))
            || steps.iter().any(|s| matches!(s, Step::Home(_)))
            || leaving;
        let mut places = Vec::new();
        let mut spans = Vec::new();
        for step in steps {
            let (place, span) = match step {
                Step::House(h, s) => (h, s),
                Step::Home(_) if places.is_empty() => continue,
                Step::Home(s) => (home.clone(), s),
            };
            // "Salir de tu propia casa": a walk said to leave home starts there.
            if places.is_empty() && place != home && home_said && !partner {
                places.push(home.clone());
                spans.push(span.clone());
            }
            places.push(place);
            spans.push(span);
        }
        let start = ahead.first().map_or(args.line.span.start, |w| w.span.start);
        args.skip(ahead.len());
        args.file
            .readings
            .record(start, Read::Text(places.join("-")));
        Some(Ok((places, spans)))
    }

    /// The houses a refused line tells as `me`'s walk, if it tells one: the PM's other orders
    /// are checked against them, so one bad step is one problem.
    pub(super) fn told_places(&self, args: &mut Args, me: &str) -> Option<Vec<String>> {
        self.told_route(args, me, false)?
            .ok()
            .map(|(places, _)| places)
    }

    /// Each word ahead as a step, a word of the way, or the line's problem.
    fn steps(&self, args: &Args, ahead: &[Word]) -> Result<Vec<Step>, Problem> {
        let line = &args.file.source[args.line.span.clone()];
        if let Some(at) = line.find(['?', '¿']) {
            let at = args.line.span.start + at;
            return Err(doubt(args, at..at + 1, "?"));
        }
        // `ruta: a, c, f`: letters set off by commas only are houses in any case.
        let list = ahead.iter().all(|w| clean(w).chars().count() == 1)
            && ahead
                .windows(2)
                .all(|p| args.file.source[p[0].span.end..p[1].span.start].contains(','));
        let mut steps = Vec::new();
        for (i, w) in ahead.iter().enumerate() {
            let text = clean(w);
            let key = fold(text);
            let next = ahead.get(i + 1).map(|n| fold(clean(n)));
            let after_article = i > 0 && ARTICLES.contains(&fold(clean(&ahead[i - 1])).as_str());
            let upper = text.chars().all(char::is_uppercase);
            let pronoun = text == "I" && next.as_deref().is_some_and(|n| I_DO.contains(&n));
            if text.chars().count() == 1 && (upper || list || after_article) && !pronoun {
                let house = nave::place_named(&self.state.map, text)
                    .filter(|p| nave::is_house(&self.state.map, p));
                steps.push(Step::House(
                    house.unwrap_or(text.to_string()),
                    w.span.clone(),
                ));
            } else if OR.contains(&key.as_str()) {
                return Err(doubt(args, w.span.clone(), &w.text));
            } else if HOME.contains(&key.as_str()) {
                // `la casa E`: the word for house before its letter.
                if !ahead.get(i + 1).is_some_and(house_letter) {
                    steps.push(Step::Home(w.span.clone()));
                }
            } else if !(WAY.contains(&key.as_str()) || pronoun) || self.game.names().is_exact(text)
            {
                return Err(args.problem(
                    w.span.clone(),
                    Msg::new("chechino-err-route-prose").arg("word", &w.text),
                ));
            }
        }
        Ok(steps)
    }
}

/// A letter after `casa` that names the house (`la casa B`), not a word of the way (`casa y`).
fn house_letter(next: &Word) -> bool {
    let text = clean(next);
    text.chars().count() == 1
        && (text.chars().all(char::is_uppercase) || !WAY.contains(&fold(text).as_str()))
}

/// A word without the punctuation around it (`A,`, `(C)`).
fn clean(w: &Word) -> &str {
    w.text.trim_matches(|c: char| !c.is_alphanumeric())
}

fn doubt(args: &Args, span: Range<usize>, word: &str) -> Problem {
    args.problem(
        span,
        Msg::new("chechino-err-route-prose-doubt").arg("word", word),
    )
}
