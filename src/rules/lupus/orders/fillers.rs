//! What players write between a lupus verb and its player that says what the power is about,
//! not whom: the object the verb acts on and the sentence naming the target (`Ammaestro i
//! lupi: la vittima sarà Nico`, `consegno il responso a Luca`), what the puppet is made to do
//! (`controllo Dario e gli faccio indagare Rita`), the kind of death a bet is on (`scommetto su
//! Olga, morte notturna`). Each list is read only after its own verb, through
//! `Args::skip_ahead`: skipped, not shown in the order as read.

use super::VERBS;
use std::sync::LazyLock;

/// The Ammaestratore's object, the wolves ("ammaestrare i lupi, decidendo lui stesso la
/// vittima del loro sbrano"), and the words that name their victim after it.
/// Then what he makes them do, said in prose (`ammaestro i lupi e gli faccio sbranare Paolo`,
/// `domestico a los lobos para que se coman a Paolo`, `I tame the wolves and make them kill
/// Paolo`).
pub(super) const TAME: &[&str] = &[
    "i", "lupi", "lupo", "branco", "wolves", "wolf", "pack", "loro", "their", "vittima", "victim",
    "sbrano", "bite", "sara", "is", "will", "be", "stanotte", "tonight", "e", "gli", "faccio",
    "fargli", "sbranare", "mangiare", "uccidere", "a", "los", "lobos", "la", "manada", "y", "para",
    "que", "se", "coman", "maten", "muerdan", "the", "and", "make", "them", "kill", "eat",
];

/// The Veggente gufato's answer named after the look (`indago su Elena e il responso lo mando
/// a Giulia`, `investigo a Elena y mando el resultado a Giulia`, `send the result to Giulia`):
/// "mandare un gufo con il responso a un secondo giocatore". [`OWL_NEXT`] says the owl comes,
/// [`OWL_SENT`] are the words skipped before the player it flies to.
pub(super) const OWL_NEXT: &[&str] = &["gufo", "responso", "risultato", "resultado", "result"];
pub(super) const OWL_SENT: &[&str] = &[
    "e",
    "y",
    "and",
    // `investigo a Olga, pero el resultado mándaselo a Rita`: "but" before the answer, sent
    // with a clitic imperative (ruling 58).
    "pero",
    "ma",
    "but",
    "mandaselo",
    "mandalo",
    "mandaglielo",
    "invialo",
    "inviaglielo",
    "envialo",
    "enviaselo",
    "it",
    "mando",
    "invio",
    "manda",
    "mandare",
    "send",
    "gufo",
    "con",
    "responso",
    "risultato",
    "resultado",
    "result",
    "il",
    "el",
    "the",
    "lo",
];

/// The Postino's object, the answer he hands over ("a cui sarà consegnato l'esito della
/// sondata del Veggente"): `consegno il responso a Luca`, `deliver the seer's result to Luca`.
pub(super) const DELIVER: &[&str] = &[
    "responso",
    "esito",
    "risultato",
    "risposta",
    "sondata",
    "indagine",
    "veggente",
    "seer",
    "seer's",
    "answer",
    "result",
    "stanotte",
    "tonight",
];

/// The Unicorno's blood, before the player it goes to ("può decidere di donare il suo sangue
/// ad un altro giocatore"): `dono il mio sangue a Beatrice`, `I give my blood to Bea`.
pub(super) const GIFT: &[&str] = &["il", "mio", "suo", "sangue", "my", "blood", "mi", "sangre"];

/// The Medium cieco's answer, after the player he tells it to: `comunico a Jacopo il responso
/// di ieri`, `tell Jacopo last night's result`.
pub(super) const TOLD: &[&str] = &[
    "responso",
    "esito",
    "risultato",
    "risposta",
    "ieri",
    "notte",
    "scorsa",
    "answer",
    "result",
    "last",
    "night's",
    "yesterday's",
    "yesterday",
];

/// What a bet says before its player (`scommetto che stanotte muore Alberto`): `che` and the
/// death; when, if said there, is read before them.
pub(super) const BET_BEFORE: &[&str] = &["che", "that", "su", "sulla", "on"];

/// Words of a death's kind before `notte`/`giorno` ("specificando se la scommessa riguarda
/// una morte diurna o notturna"): `morte notturna`, `muore di notte`, `death by day`.
pub(super) const BET_DEATH: &[&str] = &[
    "morte", "morto", "morta", "muore", "morira", "muerte", "muere", "death", "dies", "die",
    "dying", "durante", "during", "by", "in", "una", "un", "uno", "the",
];

/// The stake said before whom the player sends there (`al rogo ci mando Paolo`, `oggi al rogo
/// mandiamo Paolo`): "votare al rogo", the vote, the words before the player skipped.
pub(super) const SENT_TO_THE_STAKE: &[&str] = &["ci", "mando", "mandiamo", "mandero", "send"];

/// Whether a blank ballot comes next (`scheda bianca`, `voto en blanco`, `voto bianco`),
/// consumed: "Astensione: permessa", a choice made at the rogo, for no one.
pub(super) fn blank(args: &mut crate::core::grammar::Args) -> bool {
    const BLANK: &[&str] = &["bianca", "bianco", "blanco", "blank"];
    let mut probe = args.clone();
    probe.skip_ahead(&["scheda", "en", "in", "a"]);
    let Some(at) = probe
        .peek()
        .filter(|w| BLANK.contains(&w.folded()))
        .map(|w| w.span.start)
    else {
        return false;
    };
    probe.skip(1);
    *args = probe;
    // `check` shows the blank ballot in one word, whatever the language it came in.
    args.file.readings.record(
        at,
        crate::core::orders::Read::Keyword {
            spellings: vec!["blank".to_string()],
            written: "blank".to_string(),
        },
    );
    true
}

/// What links the Marionettista's two players ("Il secondo sarà il giocatore su cui il
/// Marionettista obbliga il primo a usare il suo potere notturno"): the pronoun for the first,
/// the verb that makes him act and the power he is made to use (`e gli faccio indagare Rita`,
/// `e lo costringo a sbranare Rita`, `and make him investigate Rita`).
const CONTROL_LINK: &[&str] = &[
    // `Marionettista: Franco -> Luca`: the arrow from the puppet to his target.
    "->",
    "→",
    "=>",
    "gli",
    "le",
    "lo",
    "faccio",
    "fare",
    "far",
    "fa",
    "costringo",
    "costringerlo",
    "costringerla",
    "obbligo",
    "obbligarlo",
    "obbligarla",
    "forzo",
    "usare",
    "usa",
    "il",
    "suo",
    "potere",
    "che",
    "deve",
    "dovra",
    "make",
    "makes",
    "making",
    "force",
    "forcing",
    "him",
    "her",
    "them",
    "use",
    "his",
    "power",
    "on",
    "who",
    "must",
    "will",
    // the puppet's target said in a clause of its own: `controllo Franco, il suo bersaglio
    // sarà Luca`, `I control Franco, his target is Luca`, `controllo Franco su Luca`.
    "su",
    "bersaglio",
    "obiettivo",
    "sara",
    "e",
    "target",
    "is",
    // In a Spanish PM: `controlo a Dario y lo mando contra Bruno`, `y la obligo a usar su
    // poder sobre Bruno`.
    "y",
    "la",
    "mando",
    "obligo",
    "fuerzo",
    "hago",
    "usar",
    "poder",
    "contra",
    "sobre",
    "a",
];

/// [`CONTROL_LINK`] and every form of every lupus verb: the power the puppet is made to use.
pub(super) static CONTROL: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    let mut words = CONTROL_LINK.to_vec();
    for spec in VERBS.iter() {
        words.extend_from_slice(spec.words);
    }
    words
});
