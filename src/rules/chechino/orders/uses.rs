//! The arguments of `usar` by function, messages and the owner's own functions.

use super::order::Giver;
use super::{MAX_WORDS, Order, Reader, Use, err, verb_span, working};
use crate::core::diag::Problem;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::core::orders::Read;
use crate::rules::chechino::casas::Function;
use crate::rules::chechino::nave;
use crate::rules::chechino::roles::Role;
use crate::rules::chechino::state::Memory;
use std::ops::Range;

/// A limited use the state already shows spent that the walker knows of, refused at `check`:
/// the recruitment "una vez por partida", the Asesino's and the Cómplice's own. The pistol, the
/// medkit, the suits and the mirrors are not refused: who took them is the owner's secret ("El
/// soldado sabrá quién se llevó la pistola", "El mozo sabrá cuándo le roban los trajes, pero no
/// quién"), so the walker finds them gone at night and is told there (ruling 22).
fn spent(memory: &Memory, function: Function, what: &Use) -> Option<&'static str> {
    match (function, what) {
        (Function::Laboratorio, Use::Lab(Some(_))) if memory.recruited => {
            Some("chechino-err-recruit-spent")
        }
        _ => None,
    }
}

/// The words that say a message is sent, before its receiver (`para mandarle a Kiko`, `para
/// mandar un mensaje a Fede`, `to send a message to`).
const SENDING: &[&str] = &[
    "para",
    "for",
    "a",
    "to",
    "al",
    "mandar",
    "mandarle",
    "enviar",
    "enviarle",
    "send",
    "un",
    "mensaje",
    "message",
    "anonimo",
    "an",
    "anonymous",
    "per",
    "mandare",
    "mandargli",
    "inviare",
    "inviargli",
    "messaggio",
];

/// The words of the Laboratorio's listing after it is asked for (`la lista de los que han
/// pasado por aquí`, `l'elenco di chi è passato`, `the list of who passed`): "el listado de
/// todos los jugadores que hayan pasado por aquí".
const LISTING: &[&str] = &[
    "lista",
    "listado",
    "elenco",
    "list",
    "de",
    "los",
    "todos",
    "jugadores",
    "que",
    "han",
    "hayan",
    "pasado",
    "por",
    "aqui",
    "di",
    "chi",
    "e",
    "passato",
    "qui",
    "of",
    "who",
    "passed",
    "here",
    "everyone",
    "the",
];

/// What a walker takes from a house, and the house's function (`robo un espejo`, `uso el
/// botiquín para Hugo`): "puede robar uno de los espejos", "tomar prestada la pistola".
const THINGS: &[(&str, Function)] = &[
    ("espejo", Function::Servicios),
    ("espejos", Function::Servicios),
    ("mirror", Function::Servicios),
    ("pistola", Function::Armeria),
    ("gun", Function::Armeria),
    ("pistol", Function::Armeria),
    ("botiquin", Function::Enfermeria),
    ("medkit", Function::Enfermeria),
    ("traje", Function::Lavanderia),
    ("trajes", Function::Lavanderia),
    ("suit", Function::Lavanderia),
];

/// Words before the thing taken (`un espejo`, `uno de los trajes`).
const BEFORE_THING: &[&str] = &[
    "un", "uno", "una", "el", "la", "los", "de", "a", "the", "one", "of",
];

/// Words between a function and its players, not arguments: the thing taken again, who it is
/// for or between (`uso los Servicios: espejo entre Gino y Hugo`, `la pistola para Gino`).
const BEFORE_PLAYERS: &[&str] = &[
    "un",
    "uno",
    "una",
    "el",
    "la",
    "los",
    "espejo",
    "espejos",
    "mirror",
    "pistola",
    "gun",
    "pistol",
    "botiquin",
    "medkit",
    "traje",
    "trajes",
    "suit",
    "entre",
    "between",
    "reflejar",
    "reflejo",
    "y",
    // "tomar prestada la pistola y entregársela al jugador que desee": `cojo la pistola y se
    // la doy a Gino`.
    "prestada",
    "prestado",
    "se",
    "lo",
    "le",
    "doy",
    "entrego",
    "paso",
    "dar",
    "entregar",
    "entregarsela",
    "entregarselo",
    "darsela",
    "darselo",
    "al",
];

/// Whether the line's verb steals (`robo`, `steal`): what it steals must be named.
fn steals(args: &Args) -> bool {
    let verb = crate::core::names::fold(&args.line.words[0].text);
    verb.starts_with("rob") || verb.starts_with("steal") || verb == "stole"
}

impl Reader<'_> {
    /// The house a walker uses: named (`usar P`, `uso los Servicios`), or by the thing he takes
    /// there (`robo un espejo para Ana y Bruno`: the Servicios). A theft naming nothing to steal
    /// (`robo a Ana`) is refused, never read as a house.
    pub(super) fn used_house(&self, args: &mut Args) -> Result<(String, Range<usize>), Problem> {
        let thing = |w: &crate::core::orders::Word| {
            let key = crate::core::names::fold(&w.text);
            THINGS.iter().find(|(t, _)| *t == key).map(|(_, f)| *f)
        };
        let words = &args.line.words;
        let named = words.iter().position(|w| thing(w).is_some());
        if steals(args) && named.is_none() {
            return Err(err(args, verb_span(args), "chechino-err-steal-what"));
        }
        // Read ahead on a copy: the fillers `peek` skips may be houses (`usar A Mario`).
        let next = args.clone().peek().map(|n| n.span.clone());
        let from = next.and_then(|n| words.iter().position(|w| w.span == n));
        // The thing comes first, after its article only (`un espejo`, `uno de los trajes`).
        let first = match (from, named) {
            (Some(from), Some(at)) if from <= at => words[from..at]
                .iter()
                .all(|w| BEFORE_THING.contains(&crate::core::names::fold(&w.text).as_str())),
            _ => false,
        };
        if let (true, Some(at)) = (first, named) {
            let function = thing(&words[at]).expect("a thing");
            let span = words[at].span.clone();
            let key = crate::core::names::fold(&words[at].text);
            args.skip_ahead(&[BEFORE_THING, &[key.as_str()]].concat());
            let Some(house) = nave::house_with(&self.state.map, function) else {
                return Err(args.problem(
                    span,
                    Msg::new("chechino-err-not-by-passing").arg("function", function.key()),
                ));
            };
            // Shown as the house it names: `robo un espejo` is `usar P`.
            args.file
                .readings
                .record(span.start, crate::core::orders::Read::Word(house.clone()));
            return Ok((house, span));
        }
        self.house_after(args, &[])
    }

    /// The function of `house` a walker activates (through the Morgue when
    /// `through_morgue`), and what he asks of it.
    pub(super) fn use_args(
        &self,
        args: &mut Args,
        me: &str,
        house: &str,
        span: Range<usize>,
        through_morgue: bool,
    ) -> Result<(Function, Use), Problem> {
        let function = self.open_function(args, house, span.clone(), through_morgue)?;
        self.place_said_again(args, house)?;
        let what = self.what_is_asked(args, me, function, span.clone())?;
        if let Some(key) = spent(&self.state.memory, function, &what) {
            return Err(args
                .problem(span, Msg::new(key))
                .help(Msg::new("chechino-help-spent-use")));
        }
        Ok((function, what))
    }

    /// `cojo el botiquín en la enfermería` (`usar G en la enfermería`): the house said again by
    /// its name after the one used, passed over when it is the same; another (`en la capilla
    /// cojo el botiquín`: the medkit is not there) raises the line.
    fn place_said_again(&self, args: &mut Args, house: &str) -> Result<(), Problem> {
        const IN: &[&str] = &[
            "en", "in", "nella", "nel", "at", "de", "del", "dalla", "dal",
        ];
        let opens = args
            .ahead()
            .first()
            .is_some_and(|w| IN.contains(&crate::core::names::fold(&w.text).as_str()));
        if !opens {
            return Ok(());
        }
        let mut ahead = args.clone();
        ahead.skip(1);
        let Ok((named, span)) = self.house_after(&mut ahead, &[]) else {
            return Ok(());
        };
        if named != house {
            return Err(args.problem(
                span.clone(),
                Msg::new("chechino-err-thing-elsewhere")
                    .arg("house", house)
                    .arg("named", &named),
            ));
        }
        // Shown as the house used, once: the place said again is no argument (said first, it
        // stands in no space after the thing: its end included).
        let from = args.ahead()[0].span.start;
        args.file
            .readings
            .set_within(from..span.end.max(from) + 1, Vec::new());
        *args = ahead;
        Ok(())
    }

    /// A pistol, a medkit or a name in the book, for the living only (`usar A para Hugo`, `cojo
    /// la pistola para Gino`, `apunto a Ines en el libro de casamientos`).
    fn given(&self, args: &mut Args, function: Function) -> Result<Use, Problem> {
        self.skip_to_players(args);
        args.keyword(&["para", "per", "for"]);
        let (to, to_span) = args.player("receiver")?;
        if !self.game.is_alive(&to) {
            return Err(args.problem(
                to_span,
                Msg::new("chechino-err-give-dead").arg("player", &to),
            ));
        }
        // "escribir un nombre en el libro de casamientos": the Capilla's book, named again.
        if function == Function::Capilla {
            args.skip_ahead(&[
                "en",
                "el",
                "libro",
                "de",
                "casamientos",
                "nel",
                "the",
                "book",
            ]);
        }
        Ok(Use::Give(to))
    }

    /// "Las funciones de la mayoría de las ubicaciones pueden ser activadas por cualquiera de
    /// los personajes que pasen por allí … Salvo que se especifique lo contrario, las
    /// ubicaciones sólo podrán ser activadas mientras sus residentes estén vivos", and the
    /// Morgue: "activar desde ella la ubicación perteneciente a un jugador muerto".
    fn open_function(
        &self,
        args: &Args,
        house: &str,
        span: Range<usize>,
        through_morgue: bool,
    ) -> Result<Function, Problem> {
        let Some(function) = nave::function_of(&self.state.map, house) else {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-no-function").arg("house", house),
            ));
        };
        if !function.passers_activate() || (through_morgue && function == Function::Morgue) {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-not-by-passing").arg("function", function.key()),
            ));
        }
        let resident = self.state.resident(house);
        let owner_alive = resident.is_some_and(|r| self.game.is_alive(r));
        // An owner the master killed after this PM was written: his house is found closed.
        let fallen = resident.is_some_and(|r| self.state.memory.fallen.iter().any(|f| f == r));
        if through_morgue && owner_alive {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-morgue-living").arg("house", house),
            ));
        }
        if !through_morgue && !owner_alive && !fallen && !function.works_with_owner_dead() {
            return Err(args
                .problem(
                    span,
                    Msg::new("chechino-err-owner-dead").arg("house", house),
                )
                .help(Msg::new("chechino-help-morgue")));
        }
        Ok(function)
    }

    /// What the walker asks of `function`: its arguments.
    fn what_is_asked(
        &self,
        args: &mut Args,
        me: &str,
        function: Function,
        span: Range<usize>,
    ) -> Result<Use, Problem> {
        Ok(match function {
            Function::Armeria | Function::Enfermeria | Function::Capilla => {
                self.given(args, function)?
            }
            Function::Laboratorio => {
                // "Cuando asesino o cómplice entren en el laboratorio podrán pedir al Master el
                // listado … y, una vez por partida, reclutar a uno de ellos".
                let role = self.state.role(me);
                if !matches!(role, Role::Asesino | Role::Complice) {
                    return Err(args.problem(span, Msg::new("chechino-err-lab-killers")));
                }
                if args.keyword(&["reclutar", "recruit"]) {
                    Use::Lab(Some(args.player("recruit")?.0))
                } else {
                    // `pido la lista de los que han pasado`: the listing, said in full.
                    args.skip_ahead(LISTING);
                    Use::Lab(None)
                }
            }
            Function::Lavanderia => {
                self.skip_to_players(args);
                Use::Suit
            }
            Function::Servicios => {
                // "reflejar las imágenes de dos jugadores a su elección": `espejo entre Gino y
                // Hugo`, `un espejo para Ana y Bruno`.
                self.skip_to_players(args);
                args.keyword(&["para", "per", "for"]);
                let a = args.player("first reflection")?.0;
                let b = args.player("second reflection")?.0;
                Use::Mirror(a, b)
            }
            Function::Radio => {
                // `uso la radio para mandarle a Kiko: …`: the sending said, then the receiver.
                args.skip_ahead(SENDING);
                let (to, to_span) = args.player("receiver")?;
                if !self.game.is_alive(&to) {
                    return Err(args.problem(
                        to_span,
                        Msg::new("chechino-err-radio-dead").arg("player", &to),
                    ));
                }
                Use::Radio(to, self.message(args)?)
            }
            _ => {
                return Err(args.problem(
                    span,
                    Msg::new("chechino-err-not-by-passing").arg("function", function.key()),
                ));
            }
        })
    }

    /// "Dos veces por partida el místico podrá enviar un mensaje a cualquier jugador muerto":
    /// the Observatorio's owner using his own house to send a message (`uso el observatorio
    /// para mandar un mensaje a Fede: …`) gives the trance, not a walker's use (ruling 60).
    pub(super) fn trance_by_use(
        &self,
        args: &mut Args,
        who: &Giver,
    ) -> Option<Result<Order, Problem>> {
        let mut ahead = args.clone();
        let (at, span) = self.used_house(&mut ahead).ok()?;
        let observatorio = nave::function_of(&self.state.map, &at) == Some(Function::Observatorio);
        let mine =
            working(self.game, self.state, Function::Observatorio).as_deref() == Some(who.me);
        if !(observatorio && mine && ahead.skip_ahead(SENDING)) {
            return None;
        }
        *args = ahead;
        // Shown as the trance it is: `mensaje Fede …`, the house no argument of it.
        let verb = &args.line.words[0];
        let message = super::VERBS
            .iter()
            .find(|s| s.verb == super::Verb::Message)?;
        let readings = &args.file.readings;
        readings.set_within(span, Vec::new());
        readings.record(
            verb.span.start,
            Read::Verb {
                spellings: message.words,
                written: verb.text.clone(),
            },
        );
        Some(self.trance(args, who))
    }

    /// Skips what stands between a function and its players: the thing taken (again), the
    /// verb that takes it when the place was said first (`en los Servicios robo un espejo
    /// para Ana y Bruno`), `entre`, `para`.
    fn skip_to_players(&self, args: &mut Args) {
        let use_verb = super::VERBS
            .iter()
            .find(|s| s.verb == super::Verb::Use)
            .map_or(&[][..], |s| s.words);
        let words: Vec<&str> = BEFORE_PLAYERS.iter().chain(use_verb).copied().collect();
        args.skip_ahead(&words);
    }

    /// A message's text, at most 20 words.
    pub(super) fn message(&self, args: &mut Args) -> Result<String, Problem> {
        let Some((text, span)) = args.rest() else {
            return Err(err(args, args.line_span(), "chechino-err-missing-message"));
        };
        // `Mensaje para Fede esta noche: «…»`: the text in quotes after a colon is the message;
        // words before the colon are none of it, and no reading may send them (raised).
        if let Some((before, quoted)) = text.split_once(':')
            && quoted.trim_start().starts_with(['«', '"', '“'])
            && !before.trim().is_empty()
            && !before.contains(['«', '"', '“', '?', '!'])
        {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-message-before-quote").arg("words", before.trim()),
            ));
        }
        let words = text.split_whitespace().count();
        if words > MAX_WORDS {
            return Err(args.problem(
                span,
                Msg::new("chechino-err-too-many-words").arg("count", words),
            ));
        }
        Ok(text)
    }

    pub(super) fn owns(&self, args: &Args, me: &str, function: Function) -> Result<(), Problem> {
        if working(self.game, self.state, function).as_deref() == Some(me) {
            Ok(())
        } else {
            Err(args.problem(
                verb_span(args),
                Msg::new("chechino-err-not-owner").arg("function", function.key()),
            ))
        }
    }
}
