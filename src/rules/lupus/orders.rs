//! Lupus PMs, by role and phase. Verbs in Italian and English:
//!
//! | verb (it / en)                       | who (from which night)                         |
//! |--------------------------------------|-----------------------------------------------|
//! | `consegna` / `deliver` P             | Postino (every night; himself allowed)        |
//! | `indaga` / `investigate` P           | Veggente, Veggente gufato (every night)       |
//! | `gufo` / `owl` P A                   | Veggente gufato: investigate P, answer to A   |
//! | `comunica` / `tell` P                | Medium cieco (from Notte 1)                   |
//! | `annusa` / `sniff` P Q R             | Volpe: three adjacent players (from Notte 1)  |
//! | `ammaestra` / `tame` P               | Ammaestratore, once (from Notte 1)            |
//! | `proteggi` / `protect` P             | Guardiano della notte, Guardie gemelle (from Notte 1) |
//! | `dona` / `gift` P                    | a dead Unicorno, once                         |
//! | `resuscita` / `revive` P             | Mago giratempo, once (from Notte 1)           |
//! | `controlla` / `control` P Q          | Marionettista (from Notte 1)                  |
//! | `scegli` / `choose` P Q R            | Bucaniere (Notte 1 only)                      |
//! | `tradisci` / `betray`                | Galeotto (from Notte 1)                       |
//! | `scommetti` / `bet` P notte\|giorno  | Scommettitrice (every night)                  |
//! | `sbrana` / `bite` P [Q]              | the wolves (from Notte 1; Q: the Giovane lupo's revenge) |
//! | `nomina` / `nominate` P              | Lupo demonio, by day (from Giorno 2)          |
//! | `vota` / `vote` P, `astengo` / `abstain` | every living player, by day               |

use super::pack::{self, Disagreement, Shared, Written};
use super::roles::Role;
use super::state::{Bet, Phase, State};
use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::grammar::{Args, read_verb};
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use std::collections::BTreeMap;
use std::ops::Range;

pub use super::verbs::kinds;
use super::verbs::{VERBS, Verb};

const NIGHT_WORDS: &[&str] = &["notte", "night", "notturna"];
const DAY_WORDS: &[&str] = &["giorno", "day", "rogo", "diurna"];

/// One power a PM uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Power {
    Deliver(String),
    Investigate(String),
    Owl(String, String),
    Tell(String),
    Sniff(Vec<String>),
    Tame(String),
    Protect(String),
    Gift(String),
    Revive(String),
    Control(String, String),
    Choose(Vec<String>),
    Betray,
    Bet(Bet),
    Bite(Vec<String>),
    Nominate(String),
    Vote(Option<String>),
}

/// A player's PM: his powers, and when it was sent.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Pm {
    pub powers: Vec<Power>,
    /// Sending order: (sent seconds, or none last; then file order), of the player's last PM.
    pub sent: crate::core::orders::SentKey,
    /// The sending order of the PM each power came in (a player may send several PMs).
    pub times: Vec<crate::core::orders::SentKey>,
}

impl Pm {
    pub fn find<T>(&self, pick: impl Fn(&Power) -> Option<T>) -> Option<T> {
        self.powers.iter().find_map(pick)
    }

    /// The first power `pick` takes, and the sending order of the PM it came in.
    pub fn find_sent<T>(
        &self,
        pick: impl Fn(&Power) -> Option<T>,
    ) -> Option<(T, crate::core::orders::SentKey)> {
        self.powers
            .iter()
            .zip(&self.times)
            .find_map(|(p, &sent)| pick(p).map(|t| (t, sent)))
    }
}

/// Living players in list order, and the players next to `player` among them.
/// "Sono considerati adiacenti i giocatori ancora vivi immediatamente prima e dopo di lui
/// nella lista dei giocatori." With `wrap`, the list is a circle (docs/rulings/lupus.md).
pub fn neighbours(game: &Game, player: &str, wrap: bool) -> Vec<String> {
    let living: Vec<&str> = game
        .players
        .iter()
        .filter(|p| p.alive || p.name == player)
        .map(|p| p.name.as_str())
        .collect();
    let Some(i) = living.iter().position(|p| *p == player) else {
        return Vec::new();
    };
    let n = living.len();
    let mut out = Vec::new();
    if i > 0 {
        out.push(living[i - 1].to_string());
    } else if wrap && n > 2 {
        out.push(living[n - 1].to_string());
    }
    if i + 1 < n {
        out.push(living[i + 1].to_string());
    } else if wrap && n > 2 {
        out.push(living[0].to_string());
    }
    out
}

/// Are these three living players consecutive in the list (a circle with `wrap`)?
pub fn consecutive(game: &Game, three: &[String], wrap: bool) -> bool {
    let living: Vec<&str> = game
        .players
        .iter()
        .filter(|p| p.alive)
        .map(|p| p.name.as_str())
        .collect();
    let n = living.len();
    if n < 3 {
        return false;
    }
    let starts: Vec<usize> = if wrap {
        (0..n).collect()
    } else {
        (0..n - 2).collect()
    };
    starts.into_iter().any(|s| {
        let window: Vec<&str> = (0..3).map(|k| living[(s + k) % n]).collect();
        three.iter().all(|t| window.contains(&t.as_str()))
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

struct Reader<'a> {
    game: &'a Game,
    state: &'a State,
    phase: Phase,
    wrap: bool,
}

fn err(args: &Args, span: Range<usize>, key: &str) -> Problem {
    args.problem(span, Msg::new(key))
}

impl Reader<'_> {
    fn verb_span(args: &Args) -> Range<usize> {
        args.line.words[0].span.clone()
    }

    /// Is `role` the one that may use `verb` in this phase? The error names why not.
    fn allowed(&self, args: &Args, verb: Verb, me: &str) -> Result<(), Problem> {
        let role = self.state.role(me);
        let alive = self.game.is_alive(me);
        let night = match self.phase {
            Phase::Notte(n) => Some(n),
            _ => None,
        };
        let day = matches!(self.phase, Phase::Giorno(_));
        let wolf = role.is_wolf();
        let (who, from_night): (bool, u32) = match verb {
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
            Verb::Bite => (wolf, 1),
            Verb::Gift => {
                let pending = self.state.memory.gift_pending.iter().any(|p| p == me);
                if role != Role::Unicorno || !pending {
                    return Err(err(args, Self::verb_span(args), "lupus-err-no-gift")
                        .help(Msg::new("lupus-help-gift")));
                }
                return Ok(());
            }
            Verb::Nominate => {
                if role != Role::LupoDemonio {
                    return Err(self.not_yours(args, me, role));
                }
                return match self.phase {
                    Phase::Giorno(n) if n >= 2 => Ok(()),
                    _ => Err(err(args, Self::verb_span(args), "lupus-err-nominate-day")),
                };
            }
            Verb::Vote | Verb::Abstain => {
                if !day {
                    return Err(args
                        .problem(Self::verb_span(args), self.wrong_phase())
                        .help(Msg::new("lupus-help-vote-is-day")));
                }
                return if alive {
                    Ok(())
                } else {
                    Err(args.problem(
                        Self::verb_span(args),
                        Msg::new("err-dead-player").arg("player", me),
                    ))
                };
            }
        };
        if !who {
            return Err(self.not_yours(args, me, role));
        }
        let Some(n) = night else {
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
        if verb == Verb::Choose && n != 1 {
            return Err(err(
                args,
                Self::verb_span(args),
                "lupus-err-bucaniere-night",
            ));
        }
        if self.state.memory.spent.iter().any(|p| p == me)
            && matches!(verb, Verb::Tame | Verb::Revive)
        {
            return Err(err(args, Self::verb_span(args), "lupus-err-spent"));
        }
        if verb == Verb::Sniff && self.state.memory.volpe_spent.iter().any(|p| p == me) {
            return Err(err(args, Self::verb_span(args), "lupus-err-volpe-spent"));
        }
        if verb == Verb::Protect && role == Role::GuardiaGemella && self.state.memory.twins_broken {
            return Err(err(args, Self::verb_span(args), "lupus-err-twin-alone"));
        }
        Ok(())
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

    fn not_yours(&self, args: &Args, me: &str, role: Role) -> Problem {
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

    fn read(&self, args: &mut Args, verb: Verb, me: &str) -> Result<Power, Problem> {
        self.allowed(args, verb, me)?;
        let memory = &self.state.memory;
        let power = match verb {
            Verb::Deliver => Power::Deliver(self.any(args, "deliver")?),
            Verb::Investigate => Power::Investigate(self.other(args, me, "investigate")?),
            Verb::Owl => self.owl(args, me)?,
            Verb::Tell => Power::Tell(self.other(args, me, "tell")?),
            Verb::Sniff => {
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
                Power::Sniff(three)
            }
            Verb::Tame => Power::Tame(self.other(args, me, "tame")?),
            Verb::Protect => {
                let (p, span) = args.player("protect")?;
                if p == me {
                    return Err(args.problem(span, Msg::new("err-self-target").arg("player", me)));
                }
                let p = self.living(args, p, span.clone())?;
                let key = protector_key(self.state.role(me), me);
                // "non può proteggere lo stesso giocatore per due notti consecutive": the PM is
                // refused when it names last night's name again; a repeat forced on the
                // protector fails silently at night (night.rs).
                let n = match self.phase {
                    Phase::Notte(n) => n,
                    _ => 0,
                };
                // Refused only when he named that player last night and really protected him:
                // forced elsewhere, he did not protect the player he named (ruling 8).
                if memory.named_last.get(&key) == Some(&p)
                    && memory.protected_last.get(&key) == Some(&p)
                    && memory.last_night(&key, n)
                {
                    return Err(args
                        .problem(
                            span,
                            Msg::new("lupus-err-same-protection").arg("player", &p),
                        )
                        .help(Msg::new("lupus-help-same-protection")));
                }
                Power::Protect(p)
            }
            Verb::Gift => Power::Gift(self.other(args, me, "gift")?),
            Verb::Revive => {
                let (p, span) = args.player("revive")?;
                if !memory.died_last.contains(&p) && !memory.died_before.contains(&p) {
                    return Err(args
                        .problem(
                            span,
                            Msg::new("lupus-err-revive-not-recent").arg("player", &p),
                        )
                        .help(Msg::new("lupus-help-mago-giratempo")));
                }
                Power::Revive(p)
            }
            Verb::Control => {
                let first = self.other(args, me, "control")?;
                let n = match self.phase {
                    Phase::Notte(n) => n,
                    _ => 0,
                };
                if memory.controlled_last.get(me) == Some(&first) && memory.last_night(me, n) {
                    return Err(args
                        .problem(
                            args.line_span(),
                            Msg::new("lupus-err-same-control").arg("player", &first),
                        )
                        .help(Msg::new("lupus-help-marionettista")));
                }
                let second = self.any(args, "control")?;
                Power::Control(first, second)
            }
            Verb::Choose => {
                let mut three = Vec::new();
                for _ in 0..3 {
                    three.push(self.other(args, me, "choose")?);
                }
                let mut sorted = three.clone();
                sorted.sort();
                sorted.dedup();
                if sorted.len() != 3 {
                    return Err(
                        args.problem(args.line_span(), Msg::new("lupus-err-three-different"))
                    );
                }
                Power::Choose(three)
            }
            Verb::Betray => Power::Betray,
            Verb::Bet => {
                let player = self.any(args, "bet")?;
                let night = if args.keyword(NIGHT_WORDS) {
                    true
                } else if args.keyword(DAY_WORDS) {
                    false
                } else {
                    return Err(args
                        .problem(args.line_span(), Msg::new("lupus-err-bet-when"))
                        .help(Msg::new("lupus-help-scommettitrice")));
                };
                let bet = Bet { player, night };
                // "Non può scommettere due volte di fila sullo stesso evento."
                if memory.last_bet.get(me) == Some(&bet) {
                    return Err(args
                        .problem(args.line_span(), Msg::new("lupus-err-same-bet"))
                        .help(Msg::new("lupus-help-scommettitrice")));
                }
                Power::Bet(bet)
            }
            Verb::Bite => {
                if pack::giovane_alone(self.game, self.state, me) {
                    return Err(err(args, Self::verb_span(args), "lupus-err-giovane-alone")
                        .help(Msg::new("lupus-help-giovane-lupo")));
                }
                let mut victims = vec![self.any(args, "bite")?];
                // `sbrana Marta, grazie`: thanks are not a second victim.
                if args.peek().is_some_and(|w| !args.is_prose(w)) {
                    if !memory.revenge {
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
                Power::Bite(victims)
            }
            Verb::Nominate => Power::Nominate(self.other(args, me, "nominate")?),
            // A vote for oneself would not be counted: it is refused, not lost silently.
            Verb::Vote => Power::Vote(Some(self.other(args, me, "vote")?)),
            Verb::Abstain => Power::Vote(None),
        };
        args.end()?;
        Ok(power)
    }
}

/// The key under which a protector's last protection is remembered: the twins share one.
pub fn protector_key(role: Role, player: &str) -> String {
    if role == Role::GuardiaGemella {
        "gemelle".to_string()
    } else {
        player.to_string()
    }
}

/// Every PM of the phase, or every problem.
pub fn read(
    game: &Game,
    state: &State,
    phase: Phase,
    files: &[OrderFile],
    wrap: bool,
    agree: Disagreement,
) -> (BTreeMap<String, Pm>, Vec<Problem>) {
    let names = game.names();
    let reader = Reader {
        game,
        state,
        phase,
        wrap,
    };
    let mut pms = BTreeMap::new();
    let mut problems = Vec::new();
    let (mut bites, mut twins) = (Vec::new(), Vec::new());
    for (seq, file) in files.iter().enumerate() {
        // A player's later PMs add to his first (the core already dropped replaced orders).
        let pm = pms.entry(file.player.clone()).or_insert_with(|| Pm {
            powers: Vec::new(),
            sent: file.sent_key(seq),
            times: Vec::new(),
        });
        pm.sent = file.sent_key(seq);
        for line in &file.lines {
            let verb = match read_verb(file, line, &VERBS) {
                Ok(v) => v,
                Err(p) => {
                    problems.push(p);
                    continue;
                }
            };
            let mut args = Args::new(file, line, &names);
            match reader.read(&mut args, verb, &file.player) {
                Ok(power) => {
                    let kind = std::mem::discriminant(&power);
                    if pm.powers.iter().any(|p| std::mem::discriminant(p) == kind) {
                        problems.push(
                            args.problem(args.line_span(), Msg::new("err-duplicate-order"))
                                .help(Msg::new("help-duplicate-order")),
                        );
                    } else {
                        let twin = state.role(&file.player) == Role::GuardiaGemella;
                        for (shared, list) in
                            [(Shared::Bite, &mut bites), (Shared::Twins, &mut twins)]
                        {
                            if let Some(choice) = shared.of(&power)
                                && (shared == Shared::Bite || twin)
                            {
                                list.push(Written {
                                    player: file.player.clone(),
                                    sent: pm.sent,
                                    choice,
                                    file: seq,
                                    span: args.line_span(),
                                });
                            }
                        }
                        pm.powers.push(power);
                        pm.times.push(pm.sent);
                    }
                }
                Err(p) => problems.push(p),
            }
        }
    }
    // "i Lupi Mannari devono mettersi d'accordo", the twins "scelgono insieme": different
    // choices are a problem for the master to settle, unless the option decides (pack.rs).
    problems.extend(pack::refuse(Shared::Bite, bites, files, agree));
    problems.extend(pack::refuse(Shared::Twins, twins, files, agree));
    (pms, problems)
}
