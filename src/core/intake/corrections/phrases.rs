//! The phrases a change of mind is said with (`quería decir`, `cámbialo por`, `ho sbagliato`).

/// Phrases that open a change of mind, folded (`ho cambiato idea: Olga`, `sorry, I meant Carla`,
/// `perdón, quería decir Carla`).
pub(super) const PHRASES: &[&[&str]] = &[
    &["cambio", "de", "idea"],
    &["cambio", "de", "opinion"],
    &["he", "cambiado", "de", "idea"],
    &["he", "cambiado", "de", "opinion"],
    &["queria", "decir"],
    &["quise", "decir"],
    &["ho", "cambiato", "idea"],
    &["cambio", "idea"],
    &["volevo", "dire"],
    &["intendevo"],
    &["changed", "my", "mind"],
    &["i've", "changed", "my", "mind"],
    &["i", "changed", "my", "mind"],
    &["i", "meant"],
    &["meant"],
    // `cambio il mio voto: Olga`, `cambio mi voto a Carla`, `change my vote to Carla`
    &["cambio", "voto"],
    &["cambio", "mi", "voto"],
    &["cambio", "mi", "voto", "a"],
    &["cambio", "mi", "voto", "por"],
    &["cambio", "il", "mio", "voto"],
    &["cambio", "il", "mio", "voto", "a"],
    &["cambio", "il", "mio", "voto", "su"],
    &["change", "my", "vote", "to"],
    &["changing", "my", "vote", "to"],
    // `perdona narrador, cámbialo por Dani`, `cambialo con Rita`, `change it to Carla`, `volevo
    // scrivere Rita` (blind corpus 15, #86, #109)
    &["cambialo", "por"],
    &["cambialo", "a"],
    &["cambiamelo", "por"],
    &["cambiamelo", "a"],
    &["cambialo", "con"],
    &["cambialo", "in"],
    &["change", "it", "to"],
    &["volevo", "scrivere"],
    &["queria", "poner"],
    &["queria", "escribir"],
];

/// The sender owning his mistake inside a change of mind, folded: skipped after its marker
/// (`no aspetta, ho sbagliato, volevo scrivere Rita`), never a marker by itself (`ho sbagliato
/// a fidarmi di Rita` changes no order).
pub(super) const OWNED: &[&[&str]] = &[
    &["ho", "sbagliato"],
    &["mi", "sono", "sbagliato"],
    &["mi", "sono", "sbagliata"],
    &["me", "equivoque"],
    &["me", "he", "equivocado"],
    &["my", "bad"],
];
