//! The center cards in a night order: "tres cartas boca abajo en el centro de la mesa". The
//! Seer's look (a player, or two center cards), a lone Werewolf's one card and the Drunk's take,
//! each card by its number (`centro 2`, `nº 3`, `la primera y la tercera del centro`).

use super::cards::Role;
use super::orders::{Look, read_target};
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::core::names::fold;
use crate::core::orders::Read;
use std::ops::Range;

/// The center ("tres cartas boca abajo en el centro de la mesa"), as a noun or an adjective
/// (`la carta centrale`, `the central card`).
pub(super) const CENTER: &[&str] = &[
    "center", "centre", "centro", "middle", "medio", "centrale", "centrali", "central", "mezzo",
];

/// What players write before a center card's number (`la carta del centro nº 3`, `número
/// tres`, `nro 2`), not shown in the order as read.
const NUMBER_MARKS: &[&str] = &["nº", "n°", "nro", "num", "n", "numero", "number", "nr"];

/// A center card's number, 1 to 3, after the words that mark it as one ([`NUMBER_MARKS`]).
/// `the middle one` is no number: the master's to ask (docs/rulings/one-night.md, 19).
fn center_card(args: &mut Args) -> Result<(u32, Range<usize>), Problem> {
    let words = &args.line.words;
    let at = args
        .peek()
        .and_then(|next| words.iter().position(|w| w.span == next.span));
    if at.is_some_and(|at| {
        at > 0
            && ["middle", "medio", "mezzo"].contains(&fold(&words[at - 1].text).as_str())
            && ["one", "uno", "una"].contains(&fold(&words[at].text).as_str())
    }) {
        args.skip(1);
    }
    args.skip_ahead(NUMBER_MARKS);
    // "tres cartas boca abajo en el centro": the last of them is the third (`la primera y la
    // última del centro`).
    if let Some(last) = args.peek().filter(|w| is_last(w)) {
        let span = last.span.clone();
        args.file.readings.record(span.start, Read::Number(3));
        args.skip(1);
        return Ok((3, span));
    }
    args.number(1, 3)
}

/// The last of the three center cards, in the three languages (`la última`, `l'ultima`, `the
/// last`).
fn is_last(word: &crate::core::orders::Word) -> bool {
    let key = fold(&word.text).replace('’', "'");
    ["ultima", "ultimo", "l'ultima", "l'ultimo", "last"].contains(&key.as_str())
}

/// A center card's number, in digits or in words (`ver uno y tres del centro`, `miro la
/// primera y la tercera del centro`).
fn is_number(word: &crate::core::orders::Word) -> bool {
    crate::core::grammar::number_word(&word.text).is_some() || is_last(word)
}

/// The cards themselves, and courtesy, between the center and its numbers (`two center cards
/// please: 1 and 3`, `el centro, cartas 1 y 3`): they only say what is looked at.
const CARDS: &[&str] = &[
    "carta", "cartas", "card", "cards", "carte", "please", "pls", "porfa", "favor", "favore",
];

/// How many cards a Seer (or a lone Werewolf) says he looks at before naming them (`two
/// center cards: 1 and 3`, `miro una carta del centro, la 2`): a count, not a card's number,
/// only when the center or the cards come right after it; consumed. (`ver dos y tres del
/// centro` names two cards, `see cards one and three of the center` too.)
fn skip_count(args: &mut Args) {
    const COUNT: &[&str] = &["una", "un", "one", "dos", "two", "due"];
    let Some(next) = args.peek() else {
        return;
    };
    let words = &args.line.words;
    let at = words.iter().position(|w| w.span == next.span);
    let key = |i: usize| words.get(i).map(|w| fold(&w.text)).unwrap_or_default();
    // `miro dos del centro`, `two of the center`: the center after `of`.
    const OF: &[&str] = &["del", "de", "dal", "of", "from"];
    let counted = at.is_some_and(|at| {
        let noun = |i: usize| CENTER.contains(&key(i).as_str()) || CARDS.contains(&key(i).as_str());
        let after_of =
            (at + 2..at + 4).find(|&i| !["the", "el", "la", "las"].contains(&key(i).as_str()));
        COUNT.contains(&key(at).as_str())
            && (noun(at + 1) || (OF.contains(&key(at + 1).as_str()) && after_of.is_some_and(noun)))
    });
    if counted {
        args.skip_ahead(COUNT);
    }
}

/// The Seer's look at a player or two center cards, a lone Werewolf's at one: `ver centro 1
/// 3`, or the numbers first: `ver las cartas 1 y 3 del centro`.
pub(super) fn read_look(args: &mut Args, role: Role, me: &str) -> Result<Look, Problem> {
    // A lone werewolf's "one" said before the card (`miro una carta del centro, la 2`, `see
    // one center card, the 3rd`): a count, not the card's number; the number follows.
    // The count and its noun only say what is looked at: not shown in the order as read.
    skip_count(args);
    // `two cards in the middle: 2 and 3`, `due carte dal centro`.
    args.skip_ahead(&[
        "carta", "card", "cartas", "cards", "carte", "in", "from", "of", "dal", "nel",
    ]);
    let center_first = args.keyword(CENTER);
    if center_first {
        args.skip_ahead(CARDS);
    }
    // `miro la carta número 2 del centro`: the mark before a card's number says no more than
    // the number (ruling 22).
    let mut marked = args.clone();
    if marked.skip_ahead(NUMBER_MARKS) && marked.peek().is_some_and(is_number) {
        *args = marked;
    }
    let numbers_first = !center_first
        && args.peek().is_some_and(is_number)
        && args
            .line
            .words
            .iter()
            .any(|w| CENTER.contains(&fold(&w.text).as_str()));
    // "Si no hay otros Hombres Lobo, puede mirar una carta del centro": a lone werewolf looks
    // at no other card, so a card's number alone is a center card's (`miro la carta 2`,
    // `guardo la 3`; ruling 21).
    let wolfs_number = role == Role::Werewolf
        && !center_first
        && !numbers_first
        && args.peek().is_some_and(is_number);
    if let Some(number) = args.peek().filter(|_| wolfs_number) {
        // `check` shows the center the player left unsaid, right before the card's number.
        args.file.readings.record(
            number.span.start.saturating_sub(1),
            crate::core::orders::Read::Keyword {
                spellings: vec!["center".to_string()],
                written: "center".to_string(),
            },
        );
    }
    if center_first || numbers_first || wolfs_number {
        return read_center(args, role, center_first);
    }
    if role == Role::Werewolf {
        return Err(args
            .problem(args.line_span(), Msg::new("one-night-err-wolf-sees-center"))
            .help(Msg::new("one-night-help-werewolf")));
    }
    Ok(Look::Player(read_target(args, me, "see")?))
}

/// "puede mirar ... dos de las cartas del centro"; a lone werewolf, one.
fn read_center(args: &mut Args, role: Role, center_first: bool) -> Result<Look, Problem> {
    let (first, first_span) = center_card(args)?;
    let mut cards = vec![first];
    // After the center, any word but prose is the second card (`centro 1 y tres`); prose
    // goes to `end` (`del medio número 2, gracias`).
    let prose_next = args.clone().peek().is_some_and(|w| {
        args.is_prose(w) && !is_number(w) && !NUMBER_MARKS.contains(&fold(&w.text).as_str())
    });
    if args.peek().is_some_and(is_number) || (center_first && args.peek().is_some() && !prose_next)
    {
        let (second, span) = center_card(args)?;
        if second == first {
            return Err(args.problem(span, Msg::new("one-night-err-same-center")));
        }
        cards.push(second);
    }
    // `la prima e la terza carta del centro`, `the 1st and 3rd center cards`.
    if !center_first {
        args.skip_ahead(CARDS);
        if args.keyword(CENTER) {
            args.skip_ahead(CARDS);
        }
    }
    args.end()?;
    let wanted = if role == Role::Werewolf { 1 } else { 2 };
    if cards.len() != wanted {
        return Err(args
            .problem(
                first_span.start..args.line_span().end,
                Msg::new("one-night-err-center-count")
                    .arg("role", role.key())
                    .arg("count", wanted),
            )
            .help(Msg::new(&format!("one-night-help-{}", role.id()))));
    }
    Ok(Look::Center(cards))
}

/// The Drunk's card: `tomar centro 2`, `take 2`, "cojo la carta 2 del centro", `cambio mi
/// carta por la del centro 2`.
pub(super) fn read_take(args: &mut Args) -> Result<u32, Problem> {
    args.keyword(&["mi", "my", "mia"]);
    let before = args.keyword(CENTER);
    let (n, _) = center_card(args)?;
    if !before {
        args.keyword(CENTER);
    }
    args.end()?;
    Ok(n)
}
