//! The orders aimed at a player: a body reported, the Cambiaformas' transformation, a vote.

use super::orders::{Action, Order, read_phase};
use super::verbs::Verb;
use crate::core::diag::Problem;
use crate::core::grammar::Args;

/// "Reportar un cadáver": whose body, and the phase it is named for.
pub(super) fn read_report(args: &mut Args) -> Result<Order, Problem> {
    // `reporto el cadáver de Ana`, `el cuerpo de Ana`, `segnalo il cadavere di Ana`, `riporto il
    // corpo di Ana`.
    while args.keyword(&[
        "cadaver", "body", "el", "a", "de", "of", "the", "il", "cadavere", "corpo", "di", "del",
        "cuerpo",
    ]) {}
    let body = args.player("body")?.0;
    let phase = read_phase(args)?;
    Ok(Order::Free {
        body: Some(body),
        phase,
        gate: false,
    })
}

/// The words of a transformation around the one it copies, none of them shown by `check`:
/// `me transformo en Ana`, `adopto la apariencia de Ana`, `transform into Ana`, `mi trasformo
/// in Ana`, `assumo l'aspetto di Ana`, `I take Ana's appearance` (`s`, the possessive).
const AROUND: &[&str] = &[
    "l", "la", "el", "the", "le", "lo", "su", "sus", "en", "in", "into", "como", "as", "of", "di",
    "de", "del", "s", "look",
];

/// The nouns of another's appearance.
const LOOKS: &[&str] = &[
    "apariencia",
    "aspecto",
    "forma",
    "appearance",
    "shape",
    "form",
    "aspetto",
    "sembianze",
];

/// Whether a line of another verb takes on another's appearance (`I take Carla's appearance`,
/// `tomo la apariencia de Carla`, `prendo l'aspetto di Carla`): "adquirir la apariencia de
/// cualquier otro personaje" is the Cambiaformas' transformation, whatever verb says it.
pub(super) fn takes_a_look(args: &Args) -> bool {
    let ahead = args.ahead();
    ahead.len() <= 6 && ahead.iter().any(|w| LOOKS.contains(&elided(w).as_str()))
}

/// A word folded, an article elided before it left out (`l'aspetto`: `aspetto`); a possessive
/// (`Carla's`) is the player's name, kept whole.
fn elided(w: &crate::core::orders::Word) -> String {
    let key = crate::core::names::fold(&w.text);
    match key.split_once(['\'', '’']) {
        Some((article, word))
            if ["l", "d", "dell", "all", "nell", "sull", "dall"].contains(&article) =>
        {
            word.to_string()
        }
        _ => key,
    }
}

/// Moves past the words around the one copied ([`AROUND`], [`LOOKS`]).
fn past_looks(args: &mut Args) {
    while let Some(w) = args.ahead().first() {
        let key = elided(w);
        if !(AROUND.contains(&key.as_str()) || LOOKS.contains(&key.as_str()) || key.is_empty()) {
            break;
        }
        args.skip(1);
    }
}

/// `I take Carla's appearance`, read as the transformation it is ([`takes_a_look`]): `check`
/// shows its verb.
pub(super) fn taken_look(args: &mut Args) -> Result<Order, Problem> {
    shown_as(args, Verb::Transform);
    read_transform(args)
}

/// What `check` shows as the line's verb: `verb`, not the one written (`voto en blanco` is an
/// abstention, `I take Carla's appearance` a transformation).
fn shown_as(args: &Args, shown: Verb) {
    let spec = super::verbs::VERBS.iter().find(|s| s.verb == shown);
    if let (Some(spec), Some(verb)) = (spec, args.line.words.first()) {
        let read = crate::core::orders::Read::Verb {
            spellings: spec.words,
            written: verb.text.clone(),
        };
        args.file.readings.record(verb.span.start, read);
    }
}

/// The Cambiaformas: "elegir en quién quiere transformarse".
pub(super) fn read_transform(args: &mut Args) -> Result<Order, Problem> {
    past_looks(args);
    let target = args.player("target")?.0;
    past_looks(args);
    Ok(Order::Point(Action::Transform(target)))
}

/// A vote for no one: "un voto por jugador o una abstención" (`voto nadie`, `voto en blanco`,
/// `voto scheda bianca`, `I vote blank`).
const NO_ONE: &[&str] = &[
    "abstencion",
    "abstention",
    "nadie",
    "nobody",
    "astensione",
    "nessuno",
    "blanco",
    "blank",
    "scheda",
    "bianca",
    "bianco",
];

/// "un voto por jugador o una abstención".
pub(super) fn read_vote(args: &mut Args) -> Result<Order, Problem> {
    if args.skip_ahead(NO_ONE) {
        shown_as(args, Verb::Abstain);
        abstention_reason(args);
        Ok(Order::Vote(None))
    } else {
        Ok(Order::Vote(Some(args.player("vote")?.0)))
    }
}

/// Words saying one does not know or did not see (`no lo tengo nada claro`, `non ho visto
/// niente`, `no idea`), folded.
const UNSURE: &[&str] = &[
    "claro", "clara", "idea", "seguro", "segura", "se", "vi", "visto", "nada", "chiaro", "sicuro",
    "sicura", "so", "niente", "nulla", "sure", "know", "clue", "saw", "seen", "nothing",
];

/// "o una abstención": the abstention, said with its verb or as a blank ballot, and its reason.
pub(super) fn read_abstain(args: &mut Args) -> Result<Order, Problem> {
    blank_ballot(args)?;
    abstention_reason(args);
    Ok(Order::Vote(None))
}

/// `chiudo a chiave le porte di …`: the doors' lock said as closing them with the key (ruling
/// 73), shown as the sabotage it is.
pub(super) fn locked_with_key(args: &mut Args) -> Result<Order, Problem> {
    use super::sabotage::read::{Row, point};
    shown_as(args, Verb::Sabotage);
    Ok(Order::Point(Action::Sabotage(point(Row::Sabotage, args)?)))
}

/// A ballot said as the abstention's verb (`Scheda bianca per me`, `papeleta en blanco`,
/// `blank ballot`) is one only when blank: "un voto por jugador o una abstención" (rulings 64,
/// 70). Any other word after `scheda`/`papeleta` (a player) stays the master's to read.
fn blank_ballot(args: &mut Args) -> Result<(), Problem> {
    const BALLOT: &[&str] = &["scheda", "papeleta"];
    // Skipped, not recorded: `check` shows the abstention alone.
    let at =
        |args: &mut Args, list: &[&str]| args.peek().is_some_and(|w| list.contains(&w.folded()));
    let line: &crate::core::orders::OrderLine = args.line;
    let written = line.words.first().map(|w| w.folded());
    // `Blank ballot from me`: English says the blank first.
    if written == Some("blank") {
        if at(args, &["ballot", "vote"]) {
            args.skip(1);
        }
        return Ok(());
    }
    if !written.is_some_and(|w| BALLOT.contains(&w)) {
        return Ok(());
    }
    const BLANK: &[&str] = &["bianca", "bianco", "blanco", "blanca", "blank"];
    if at(args, &["en", "in"]) {
        args.skip(1);
    }
    if at(args, BLANK) {
        args.skip(1);
        return Ok(());
    }
    args.end()
}

/// An abstention ("o una abstención") and the doubt that is its reason: `voto en blanco, no lo
/// tengo nada claro`, `me abstengo, no vi nada`. Not knowing whom to vote for is why one
/// abstains, not a doubt on the abstention; words naming a player (a capital, a name) or a
/// number stay for [`Args::end`] to judge.
pub(super) fn abstention_reason(args: &mut Args) {
    let rest = args.ahead();
    let named = |w: &crate::core::orders::Word| {
        !args.is_prose(w) && w.text.chars().any(char::is_alphanumeric)
    };
    let fold = |w: &crate::core::orders::Word| crate::core::names::fold(&w.text);
    if rest.iter().any(|w| UNSURE.contains(&fold(w).as_str())) && !rest.iter().any(named) {
        args.skip(rest.len());
    }
}
