//! Reading one lupus order: whether the player's role may use the verb in this phase, then its
//! arguments, each with the limits of the role's card.

use super::{Power, consecutive, fillers, protector_key};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::grammar::Args;
use crate::core::msg::Msg;
use crate::rules::lupus::pack;
use crate::rules::lupus::roles::Role;
use crate::rules::lupus::state::{Bet, Phase, State};
use crate::rules::lupus::verbs::{VERBS, Verb};
use std::ops::Range;

/// The two deaths a bet names ("una morte diurna o notturna"), as noun or adjective, in the
/// rulebook's Italian and its Spanish and English kin (`morte notturna`, `al rogo`, `de día`).
const NIGHT_WORDS: &[&str] = &[
    "notte",
    "night",
    "notturna",
    "notturno",
    "stanotte",
    "tonight",
    "nighttime",
    "noche",
    "nocturna",
    "nocturno",
];
const DAY_WORDS: &[&str] = &[
    "giorno",
    "day",
    "rogo",
    "diurna",
    "diurno",
    "domani",
    "tomorrow",
    "daytime",
    "lynch",
    "lynching",
    "linciaggio",
    "dia",
    "hoguera",
    "manana",
];

/// Whether `role` has the night power `verb`, and from which night ("a partire dalla seconda":
/// Notte 1); `None` for the powers not used by night.
fn night_power(verb: Verb, role: Role) -> Option<(bool, u32)> {
    Some(match verb {
        Verb::Deliver => (role == Role::Postino, 0),
        Verb::Investigate => (matches!(role, Role::Veggente | Role::VeggenteGufato), 0),
        Verb::Owl => (role == Role::VeggenteGufato, 0),
        Verb::Tell => (role == Role::MediumCieco, 1),
        Verb::Sniff => (role == Role::Volpe, 1),
        Verb::Tame => (role == Role::Ammaestratore, 1),
        Verb::Protect => (
            matches!(role, Role::GuardianoDellaNotte | Role::GuardiaGemella),
            1,
        ),
        Verb::Revive => (role == Role::MagoGiratempo, 1),
        Verb::Control => (role == Role::Marionettista, 1),
        Verb::Choose => (role == Role::Bucaniere, 1),
        Verb::Betray => (role == Role::Galeotto, 1),
        Verb::Bet => (role == Role::Scommettitrice, 0),
        Verb::Bite => (role.is_wolf(), 1),
        Verb::Gift | Verb::Nominate | Verb::Vote | Verb::Abstain => return None,
    })
}

/// What a preposition before a player says of him in `gufo`: the owl flies to him, or he is
/// the one looked at.
#[derive(Clone, Copy, PartialEq, Eq)]
enum OwlMark {
    To,
    About,
}

/// The preposition before the next player of a `gufo` order, if any (`a Hugo`, `su Bruno`,
/// `to Hugo`, `about Bruno`). The answer named in words ("mandare un gufo con il responso a un
/// secondo giocatore": `gufo Elena, responso a Giulia`, `e mando il responso a Giulia`, `answer
/// to Giulia`) says the owl flies to the player after it.
fn owl_mark(args: &mut Args) -> Option<OwlMark> {
    const TO: &[&str] = &["a", "ad", "al", "alla", "per", "to", "for"];
    const ABOUT: &[&str] = &["su", "sul", "sulla", "di", "about", "riguardo", "circa"];
    const ANSWER: &[&str] = &[
        // `mando il gufo a Giulia con il responso su Elena`.
        "con",
        "col",
        "responso",
        "risposta",
        "risultato",
        "esito",
        "mando",
        "invio",
        "manda",
        "invia",
        "answer",
        "result",
        "send",
        "sending",
        // The answer as a pronoun on the verb (`la risposta su Bruno mandala a Hugo`, `e
        // girala a Hugo`, `send it to Hugo`).
        "mandala",
        "mandalo",
        "mandarla",
        "mandarlo",
        "mandatela",
        "inviala",
        "invialo",
        "inviarla",
        "inviarlo",
        "girala",
        "giralo",
        "girarla",
        "passala",
        "passalo",
        "passarla",
        "dalla",
        "dallo",
        "darla",
        "it",
        "forward",
    ];
    let answer = args.skip_ahead(ANSWER);
    let Some(mark) = args.mark(&[TO, ABOUT].concat()) else {
        return answer.then_some(OwlMark::To);
    };
    Some(if TO.contains(&mark.as_str()) {
        OwlMark::To
    } else {
        OwlMark::About
    })
}

pub(super) struct Reader<'a> {
    pub(super) game: &'a Game,
    pub(super) names: &'a crate::core::names::NameIndex,
    pub(super) state: &'a State,
    pub(super) phase: Phase,
    pub(super) wrap: bool,
}

fn err(args: &Args, span: Range<usize>, key: &str) -> Problem {
    args.problem(span, Msg::new(key))
}

impl Reader<'_> {
    /// Skips the words of `words` that come next ([`Args::skip_ahead`]), but never a player's
    /// name (a player called `Sara` is not the future `sarà`).
    fn skip(&self, args: &mut Args, words: &[&str]) -> bool {
        let words: Vec<&str> = words
            .iter()
            .copied()
            .filter(|w| !self.names.is_exact(w))
            .collect();
        args.skip_ahead(&words)
    }

    fn verb_span(args: &Args) -> Range<usize> {
        args.line.words[0].span.clone()
    }

    /// Is `role` the one that may use `verb` in this phase? The error names why not.
    fn allowed(&self, args: &Args, verb: Verb, me: &str) -> Result<(), Problem> {
        let role = self.state.role(me);
        let Some((who, from_night)) = night_power(verb, role) else {
            return self.allowed_otherwise(args, verb, me, role);
        };
        if !who {
            return Err(self.not_yours(args, me, role));
        }
        let Phase::Notte(n) = self.phase else {
            return Err(args
                .problem(Self::verb_span(args), self.wrong_phase())
                .help(Msg::new("lupus-help-night-is-night")));
        };
        if n < from_night {
            return Err(err(
                args,
                Self::verb_span(args),
                "lupus-err-from-second-night",
            ));
        }
        self.still_has(args, verb, me, role, n)
    }

    /// The powers not used by night: the dead Unicorno's gift, the Lupo demonio's name "ogni
    /// giorno a partire dal secondo", the rogo's vote or abstention by the living.
    fn allowed_otherwise(
        &self,
        args: &Args,
        verb: Verb,
        me: &str,
        role: Role,
    ) -> Result<(), Problem> {
        match verb {
            Verb::Gift => {
                let pending = self.state.memory.gift_pending.iter().any(|p| p == me);
                if role != Role::Unicorno || !pending {
                    return Err(err(args, Self::verb_span(args), "lupus-err-no-gift")
                        .help(Msg::new("lupus-help-gift")));
                }
                Ok(())
            }
            Verb::Nominate => {
                if role != Role::LupoDemonio {
                    return Err(self.not_yours(args, me, role));
                }
                match self.phase {
                    Phase::Giorno(n) if n >= 2 => Ok(()),
                    _ => Err(err(args, Self::verb_span(args), "lupus-err-nominate-day")),
                }
            }
            _ => {
                if !matches!(self.phase, Phase::Giorno(_)) {
                    return Err(args
                        .problem(Self::verb_span(args), self.wrong_phase())
                        .help(Msg::new("lupus-help-vote-is-day")));
                }
                if self.game.is_alive(me) {
                    Ok(())
                } else {
                    Err(args.problem(
                        Self::verb_span(args),
                        Msg::new("err-dead-player").arg("player", me),
                    ))
                }
            }
        }
    }

    /// What a power used up or lost forbids on Notte `n`: the Bucaniere chooses "Solo durante
    /// la seconda notte"; the Ammaestratore and the Mago giratempo act "per una sola volta";
    /// the Volpe who found three INNOCENTI "non potrà più usare la sua abilità"; "Alla morte di
    /// una delle guardie, la sopravvissuta perderà il potere di protezione".
    fn still_has(
        &self,
        args: &Args,
        verb: Verb,
        me: &str,
        role: Role,
        n: u32,
    ) -> Result<(), Problem> {
        let memory = &self.state.memory;
        let refused = if verb == Verb::Choose && n != 1 {
            Some("lupus-err-bucaniere-night")
        } else if memory.spent.iter().any(|p| p == me) && matches!(verb, Verb::Tame | Verb::Revive)
        {
            Some("lupus-err-spent")
        } else if verb == Verb::Sniff && memory.volpe_spent.iter().any(|p| p == me) {
            Some("lupus-err-volpe-spent")
        } else if verb == Verb::Protect && role == Role::GuardiaGemella && memory.twins_broken {
            Some("lupus-err-twin-alone")
        } else {
            None
        };
        match refused {
            Some(key) => Err(err(args, Self::verb_span(args), key)),
            None => Ok(()),
        }
    }

    /// "This order is not for this phase", the phase as players name it (`Notte 1`).
    fn wrong_phase(&self) -> Msg {
        let (title, n) = match self.phase {
            Phase::Notte(n) => ("@lupus-phase-notte", n),
            Phase::Giorno(n) => ("@lupus-phase-giorno", n),
            Phase::Over => ("@phase-over", 0),
        };
        Msg::new("err-wrong-phase").arg("phase", title).arg("n", n)
    }

    /// The power is not `me`'s: said in terms of the role he was told (an unaware role, the
    /// Doppia faccia or the Cuoredoro, is told "Contadino semplice"), never his hidden one.
    fn not_yours(&self, args: &Args, me: &str, role: Role) -> Problem {
        let role = role.told();
        args.problem(
            Self::verb_span(args),
            Msg::new("lupus-err-not-your-power")
                .arg("player", me)
                .arg("role", role.key()),
        )
        .help(Msg::new(&format!("lupus-help-{}", role.id())))
    }

    fn other(&self, args: &mut Args, me: &str, what: &str) -> Result<String, Problem> {
        let (p, span) = args.player(what)?;
        if p == me {
            return Err(args.problem(span, Msg::new("err-self-target").arg("player", me)));
        }
        self.living(args, p, span)
    }

    /// `gufo P A`: "può scegliere di mandare un gufo con il responso a un secondo giocatore".
    /// A preposition says who is who, whatever the order of the names: `a`/`per`/`to` the one
    /// the owl flies to, `su`/`di`/`about` the one looked at (`Gufo a Hugo su Bruno` looks at
    /// Bruno and tells Hugo). Two of one kind cannot be read: refused.
    fn owl(&self, args: &mut Args, me: &str) -> Result<Power, Problem> {
        // `gufo: indago su Elena, responso a Giulia`: the look said by its own verb.
        args.skip_ahead(&["indago", "indaga", "indagare", "investigo", "guardo"]);
        let first_mark = owl_mark(args);
        let first = self.other(args, me, "investigate")?;
        let second_mark = owl_mark(args);
        let second = self.other(args, me, "owl")?;
        match (first_mark, second_mark) {
            (Some(a), Some(b)) if a == b => Err(args
                .problem(args.line_span(), Msg::new("lupus-err-owl-roles"))
                .help(Msg::new("lupus-help-owl-roles"))),
            (Some(OwlMark::To), _) | (_, Some(OwlMark::About)) => Ok(Power::Owl(second, first)),
            _ => Ok(Power::Owl(first, second)),
        }
    }

    /// Veggente gufato: "In alternativa, può scegliere di mandare un gufo con il responso a un
    /// secondo giocatore". `Indago su Elena e mando il gufo a Giulia` is that owl: the look,
    /// then the owl sent with its answer (refused to a role without the owl).
    fn investigate(&self, args: &mut Args, me: &str) -> Result<Power, Problem> {
        let looked = self.other(args, me, "investigate")?;
        let owl_next = args
            .ahead()
            .iter()
            .take(4)
            .any(|w| fillers::OWL_NEXT.contains(&crate::core::names::fold(&w.text).as_str()));
        if !owl_next {
            return Ok(Power::Investigate(looked));
        }
        self.allowed(args, Verb::Owl, me)?;
        // Shown as the owl it is.
        if let Some(spec) = VERBS.iter().find(|s| s.verb == Verb::Owl) {
            let word = &args.line.words[0];
            args.file.readings.record(
                word.span.start,
                crate::core::orders::Read::Verb {
                    spellings: spec.words,
                    written: word.text.clone(),
                },
            );
        }
        args.skip_ahead(fillers::OWL_SENT);
        owl_mark(args);
        let to = self.other(args, me, "owl")?;
        Ok(Power::Owl(looked, to))
    }

    fn living(&self, args: &Args, p: String, span: Range<usize>) -> Result<String, Problem> {
        if self.game.is_alive(&p) {
            Ok(p)
        } else {
            Err(args.problem(span, Msg::new("lupus-err-target-dead").arg("player", &p)))
        }
    }

    fn any(&self, args: &mut Args, what: &str) -> Result<String, Problem> {
        let (p, span) = args.player(what)?;
        self.living(args, p, span)
    }

    pub(super) fn read(&self, args: &mut Args, verb: Verb, me: &str) -> Result<Power, Problem> {
        self.allowed(args, verb, me)?;
        let power = match verb {
            Verb::Deliver => {
                self.skip(args, fillers::DELIVER);
                Power::Deliver(self.any(args, "deliver")?)
            }
            Verb::Investigate => self.investigate(args, me)?,
            Verb::Owl => self.owl(args, me)?,
            Verb::Tell => {
                self.skip(args, fillers::DELIVER);
                let told = self.other(args, me, "tell")?;
                self.skip(args, fillers::TOLD);
                Power::Tell(told)
            }
            Verb::Sniff => self.sniff(args, me)?,
            Verb::Tame => {
                self.skip(args, fillers::TAME);
                Power::Tame(self.other(args, me, "tame")?)
            }
            Verb::Protect => self.protect(args, me)?,
            Verb::Gift => {
                self.skip(args, fillers::GIFT);
                Power::Gift(self.other(args, me, "gift")?)
            }
            Verb::Revive => self.revive(args)?,
            Verb::Control => self.control(args, me)?,
            Verb::Choose => self.choose(args, me)?,
            Verb::Betray => self.betray(args, me)?,
            Verb::Bet => self.bet(args, me)?,
            Verb::Bite => self.bite(args, me)?,
            Verb::Nominate => Power::Nominate(self.other(args, me, "nominate")?),
            // A vote for oneself would not be counted: it is refused, not lost silently.
            // `voto Paolo al rogo`: where the vote sends him, the order's own words.
            // `al rogo ci mando Paolo` (ruling 49); a blank ballot is the abstention (51).
            Verb::Vote | Verb::Abstain => {
                args.skip_ahead(fillers::SENT_TO_THE_STAKE);
                let blank = fillers::blank(args) || verb == Verb::Abstain;
                let target = (!blank).then(|| self.other(args, me, "vote")).transpose()?;
                args.skip_ahead(&["rogo"]);
                Power::Vote(target)
            }
        };
        args.end()?;
        Ok(power)
    }

    /// Galeotto: "un atto di TRADIMENTO verso il compagno". `tradisco Marco` names whom he
    /// betrays, and that can only be his partner: another player named is refused, never
    /// dropped as a word too many.
    fn betray(&self, args: &mut Args, me: &str) -> Result<Power, Problem> {
        if args
            .peek()
            .is_some_and(|w| self.names.resolve_word(w).is_ok())
        {
            let (p, span) = args.player("betray")?;
            if self.state.galeotto_partner(me) != Some(p.as_str()) {
                return Err(
                    args.problem(span, Msg::new("lupus-err-betray-partner").arg("player", &p))
                );
            }
        }
        Ok(Power::Betray)
    }

    /// The night being played (0 by day).
    fn night(&self) -> u32 {
        match self.phase {
            Phase::Notte(n) => n,
            _ => 0,
        }
    }

    /// Volpe: "tre giocatori tra loro adiacenti … La Volpe non può includere sé stessa".
    fn sniff(&self, args: &mut Args, me: &str) -> Result<Power, Problem> {
        let mut three = Vec::new();
        for _ in 0..3 {
            three.push(self.other(args, me, "sniff")?);
        }
        let mut sorted = three.clone();
        sorted.sort();
        sorted.dedup();
        if sorted.len() != 3 || !consecutive(self.game, &three, self.wrap) {
            return Err(args
                .problem(args.line_span(), Msg::new("lupus-err-not-adjacent"))
                .help(Msg::new("lupus-help-volpe")));
        }
        Ok(Power::Sniff(three))
    }

    /// "non può proteggere lo stesso giocatore per due notti consecutive": the PM is refused
    /// when it names last night's name again; a repeat forced on the protector fails silently
    /// at night (night.rs).
    fn protect(&self, args: &mut Args, me: &str) -> Result<Power, Problem> {
        let memory = &self.state.memory;
        let (p, span) = args.player("protect")?;
        if p == me {
            return Err(args.problem(span, Msg::new("err-self-target").arg("player", me)));
        }
        let p = self.living(args, p, span.clone())?;
        let key = protector_key(self.state.role(me), me);
        // Refused only when he named that player last night and really protected him: forced
        // elsewhere, he did not protect the player he named (ruling 8).
        if memory.named_last.get(&key) == Some(&p)
            && memory.protected_last.get(&key) == Some(&p)
            && memory.last_night(&key, self.night())
        {
            return Err(args
                .problem(
                    span,
                    Msg::new("lupus-err-same-protection").arg("player", &p),
                )
                .help(Msg::new("lupus-help-same-protection")));
        }
        Ok(Power::Protect(p))
    }

    /// Mago giratempo: "un giocatore che sia morto durante il giorno o la notte precedenti".
    fn revive(&self, args: &mut Args) -> Result<Power, Problem> {
        let memory = &self.state.memory;
        let (p, span) = args.player("revive")?;
        if !memory.died_last.contains(&p) && !memory.died_before.contains(&p) {
            return Err(args
                .problem(
                    span,
                    Msg::new("lupus-err-revive-not-recent").arg("player", &p),
                )
                .help(Msg::new("lupus-help-mago-giratempo")));
        }
        Ok(Power::Revive(p))
    }

    /// Marionettista: "Non può controllare lo stesso giocatore per due notti consecutive."
    fn control(&self, args: &mut Args, me: &str) -> Result<Power, Problem> {
        let memory = &self.state.memory;
        let first = self.other(args, me, "control")?;
        if memory.controlled_last.get(me) == Some(&first) && memory.last_night(me, self.night()) {
            return Err(args
                .problem(
                    args.line_span(),
                    Msg::new("lupus-err-same-control").arg("player", &first),
                )
                .help(Msg::new("lupus-help-marionettista")));
        }
        self.skip(args, &fillers::CONTROL);
        let second = self.any(args, "control")?;
        Ok(Power::Control(first, second))
    }

    /// Bucaniere: "deve scegliere tre giocatori (escluso sé stesso)".
    fn choose(&self, args: &mut Args, me: &str) -> Result<Power, Problem> {
        let mut three = Vec::new();
        for _ in 0..3 {
            three.push(self.other(args, me, "choose")?);
        }
        let mut sorted = three.clone();
        sorted.sort();
        sorted.dedup();
        if sorted.len() != 3 {
            return Err(args.problem(args.line_span(), Msg::new("lupus-err-three-different")));
        }
        Ok(Power::Choose(three))
    }

    /// Scommettitrice: "specificando se la scommessa riguarda una morte diurna o notturna";
    /// "Non può scommettere due volte di fila sullo stesso evento."
    fn bet(&self, args: &mut Args, me: &str) -> Result<Power, Problem> {
        // `scommetto che stanotte muore Alberto`: when and the death may come first.
        self.skip(args, fillers::BET_BEFORE);
        let before = if args.keyword(NIGHT_WORDS) {
            Some(true)
        } else {
            args.keyword(DAY_WORDS).then_some(false)
        };
        self.skip(args, fillers::BET_DEATH);
        let player = self.any(args, "bet")?;
        self.skip(args, fillers::BET_DEATH);
        let night = if let Some(night) = before {
            night
        } else if args.keyword(NIGHT_WORDS) {
            true
        } else if args.keyword(DAY_WORDS) {
            false
        } else {
            return Err(args
                .problem(args.line_span(), Msg::new("lupus-err-bet-when"))
                .help(Msg::new("lupus-help-scommettitrice")));
        };
        let bet = Bet { player, night };
        if self.state.memory.last_bet.get(me) == Some(&bet) {
            return Err(args
                .problem(args.line_span(), Msg::new("lupus-err-same-bet"))
                .help(Msg::new("lupus-help-scommettitrice")));
        }
        Ok(Power::Bet(bet))
    }

    /// The pack's victim, not a wolf; two after a Giovane lupo burned ("gli altri lupi per
    /// vendetta potranno sbranare una vittima aggiuntiva"); none from a Giovane lupo alone.
    fn bite(&self, args: &mut Args, me: &str) -> Result<Power, Problem> {
        if pack::giovane_alone(self.game, self.state, me) {
            return Err(err(args, Self::verb_span(args), "lupus-err-giovane-alone")
                .help(Msg::new("lupus-help-giovane-lupo")));
        }
        // `ne sbraniamo due: Marta e Paolo`, `nos comemos a dos: Marta y Paolo`: how many the
        // revenge lets the pack bite, said before them (ruling 52), and the night it is for
        // (`we bite two tonight: Olga and Rita`).
        if self.state.memory.revenge {
            args.skip_ahead(&[
                "a", "due", "dos", "two", "both", "entrambi", "ambos", "tonight", "stanotte",
            ]);
        }
        let mut victims = vec![self.any(args, "bite")?];
        // `sbrana Marta, grazie`: thanks are not a second victim.
        if args.peek().is_some_and(|w| !args.is_prose(w)) {
            if !self.state.memory.revenge {
                return Err(args
                    .problem(args.line_span(), Msg::new("lupus-err-one-victim"))
                    .help(Msg::new("lupus-help-lupo-mannaro")));
            }
            let second = self.any(args, "bite")?;
            // "i lupi potranno sbranare due persone": two, not one twice.
            if second == victims[0] {
                return Err(args
                    .problem(args.line_span(), Msg::new("lupus-err-same-victim"))
                    .help(Msg::new("lupus-help-lupo-mannaro")));
            }
            victims.push(second);
        }
        for v in &victims {
            if self.state.role(v).is_wolf() {
                return Err(args.problem(
                    args.line_span(),
                    Msg::new("lupus-err-bite-wolf").arg("player", v),
                ));
            }
        }
        Ok(Power::Bite(victims))
    }
}
