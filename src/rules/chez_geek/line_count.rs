//! How a play is counted and which play a verb of doing makes: a number of cards or of times
//! (`los dos Colegas`, `dos veces`, `x3`, `both`), and the shopping trip said with a verb of
//! doing (`faccio la spesa`, `hago la compra`).

use super::*;

/// The shopping trip said with a verb of doing (`faccio la spesa`, `hago la compra`, `do
/// the shopping`): "Ir de Compras", recorded for `check` as that verb.
pub(super) fn shopping(r: &mut Reader) -> Option<Verb> {
    const TRIP: &[&str] = &["spesa", "compra", "compras", "shopping"];
    let mut at = r.pos;
    at += usize::from(
        r.toks
            .get(at)
            .is_some_and(|(t, _)| ARTICLES.contains(&t.as_str())),
    );
    let (tok, w) = r.toks.get(at)?;
    if !TRIP.contains(&tok.as_str()) || r.line.words[*w].text.starts_with(char::is_uppercase) {
        return None;
    }
    let buy = VERBS.iter().find(|s| s.verb == Verb::Buy)?;
    let first = &r.line.words[0];
    r.file.readings.record(
        first.span.start,
        Read::Verb {
            spellings: buy.words,
            written: first.text.clone(),
        },
    );
    r.pos = at + 1;
    Some(Verb::Buy)
}

/// How many times a play is made, said at the reader (`dos veces`, `due volte`, `twice`,
/// `x3`, `3x`): the count, the reader moved past it.
pub(super) fn times(r: &mut Reader) -> Option<usize> {
    let tok = |at: usize| r.toks.get(at).map(|(t, _)| t.as_str());
    let first = tok(r.pos)?;
    let (n, len) = match first {
        "twice" => (2, 1),
        // `seis veces`, `7 veces`: more than the cards held, refused by the check of the hand.
        _ if ["veces", "volte", "times"].contains(&tok(r.pos + 1).unwrap_or("")) => {
            (quantity(first).or_else(|| first.parse().ok())?, 2)
        }
        _ => {
            let digits = first
                .strip_prefix('x')
                .or_else(|| first.strip_suffix('x'))?;
            (quantity(digits).filter(|_| digits.len() == 1)?, 1)
        }
    };
    r.pos += len;
    Some(n)
}

/// A quantity in words or digits, two to five (es / it / en); `ambos`, `entrambi`, `both`.
pub(super) fn quantity(token: &str) -> Option<usize> {
    const WORDS: &[(&str, usize)] = &[
        ("ambos", 2),
        ("ambas", 2),
        ("entrambi", 2),
        ("entrambe", 2),
        ("both", 2),
        ("dos", 2),
        ("tres", 3),
        ("cuatro", 4),
        ("cinco", 5),
        ("due", 2),
        ("tre", 3),
        ("quattro", 4),
        ("two", 2),
        ("three", 3),
        ("four", 4),
        ("five", 5),
    ];
    let n = WORDS
        .iter()
        .find(|(w, _)| *w == token)
        .map(|(_, n)| *n)
        .or_else(|| token.parse().ok())?;
    (2..=5).contains(&n).then_some(n)
}
