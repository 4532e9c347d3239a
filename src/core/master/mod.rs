//! The master's own orders: `orders/_master.txt`, read before the players' PMs.
//!
//! | order (en / es / it)                         | what it does                                   |
//! |----------------------------------------------|------------------------------------------------|
//! | `modkill` / `matar` / `uccidi` P [reason]    | P dies now, by the master's hand (public)      |
//! | `replace` / `reemplazar` / `sostituisci` P NEW [f/m] [reason] | NEW takes P's slot ("reemplazo"), with his gender if given (public) |
//! | `revive` / `revivir` / `resuscita` P [reason]| P is alive again (public)                      |
//! | `deadline` / `prórroga` / `proroga` DATE TIME [reason] | the phase's deadline (public)        |
//! | `accept` / `aceptar` / `accetta` P\|FILE [reason] | P's late PM counts (FILE: that PM alone)   |
//! | `reject` / `rechazar` / `rifiuta` P\|FILE [reason] | P's PMs are set aside (FILE: that PM alone) |
//! | `correct` / `corregir` / `correggi` P TARGET [reason] | P's vote is TARGET (`none`: no vote) (public; in a secret ballot, to P) |
//! | `option` / `opción` / `opzione` KEY VALUE [reason] | a house rule: a game option (public)     |
//! | `ruling` / `dictamen` / `decisione` TEXT     | a ruling, posted in the public summary         |
//! | `note` / `nota` TEXT                         | a note for the master's trace only             |
//! | `ignore` / `ignorar` / `ignora` FILE LINE… [reason] | lines of a PM set aside, unedited (a greeting) |
//! | `ignore` / `ignorar` / `ignora` thread POST… [reason] | posts of the day's thread set aside, by forum id (`p9004`) or, where posts have none, number: their votes not counted |
//!
//! A line struck out, commented out, taken back, asked or conditional is raised, never carried
//! out (`plain`). Every order is validated like a player's, applied before the phase resolves, and recorded in
//! the trace as a master ruling with its reason.

use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::grammar::{Args, VerbSpec, read_verb};
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use crate::core::ruleset::Ruleset;
use crate::core::trace::Trace;
use std::collections::{BTreeMap, BTreeSet};

mod deadline;
mod house;
mod plain;
mod pms;
mod slots;
pub use deadline::told as tell_next_deadline;
pub use pms::{PmRuling, by_file};

/// The master's file in `orders/`, unless `game.yaml` names another (`master_file:`).
pub const MASTER_FILE: &str = "_master.txt";
/// The rule key of every master ruling.
const RULE: &str = "rule-master";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Verb {
    Modkill,
    Replace,
    Revive,
    Deadline,
    NextDeadline,
    Accept,
    Reject,
    Correct,
    Option,
    Ruling,
    Note,
    Ignore,
}

const VERBS: &[VerbSpec<Verb>] = &[
    VerbSpec {
        verb: Verb::Modkill,
        words: &["modkill", "matar", "uccidi", "kill"],
    },
    VerbSpec {
        verb: Verb::Replace,
        words: &[
            "replace",
            "reemplazar",
            "reemplazo",
            "sostituisci",
            "sostituzione",
        ],
    },
    VerbSpec {
        verb: Verb::Revive,
        words: &["revive", "revivir", "resucitar", "resuscita"],
    },
    VerbSpec {
        verb: Verb::Deadline,
        words: &[
            "deadline", "prorroga", "plazo", "proroga", "scadenza", "extend",
        ],
    },
    VerbSpec {
        // `próximo plazo 2026-12-05 22:00`, `prossima scadenza …`, `next deadline …`.
        verb: Verb::NextDeadline,
        words: &["proximo", "siguiente", "prossima", "prossimo", "next"],
    },
    VerbSpec {
        verb: Verb::Accept,
        words: &["accept", "aceptar", "acepto", "accetta"],
    },
    VerbSpec {
        verb: Verb::Reject,
        words: &["reject", "rechazar", "rechazo", "rifiuta"],
    },
    VerbSpec {
        verb: Verb::Correct,
        words: &["correct", "corregir", "correggi"],
    },
    VerbSpec {
        verb: Verb::Option,
        words: &["option", "opcion", "opzione", "set"],
    },
    VerbSpec {
        verb: Verb::Ruling,
        words: &["ruling", "dictamen", "decision", "decisione"],
    },
    VerbSpec {
        verb: Verb::Note,
        words: &["note", "nota"],
    },
    VerbSpec {
        verb: Verb::Ignore,
        words: &["ignore", "ignorar", "ignoro", "ignora", "ignorare"],
    },
];

/// Words that mean "no vote" in a correction.
const NO_VOTE: &[&str] = &["none", "nadie", "nessuno", "ninguno"];

/// Words that mean an abstention in a correction, where the day has one ("Astensione:
/// permessa"); where it has none they mean "no vote".
const ABSTAIN: &[&str] = &[
    "abstain",
    "abstention",
    "abstencion",
    "abstengo",
    "astensione",
    "astengo",
];

/// What the master's `correct` makes a vote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Corrected {
    Vote(String),
    Nothing,
    Abstain,
}

/// What the master's orders leave for the rest of the phase.
#[derive(Debug, Default)]
pub struct Directives {
    /// Players whose late PM counts.
    pub accepted: BTreeSet<String>,
    /// Players whose PM is set aside, with the trace event that says so.
    pub rejected: BTreeMap<String, usize>,
    /// Where each player's `reject` is in the master's file.
    pub rejected_at: BTreeMap<String, (std::ops::Range<usize>, OrderFile)>,
    /// PMs accepted or rejected one by one, by their file (`rechazar Dani-2.txt`).
    pub pms: Vec<PmRuling>,
    /// Players removed this phase (modkill), with their death event.
    pub removed: BTreeMap<String, usize>,
    /// Corrected votes: voter → what his vote is, with the event.
    pub votes: BTreeMap<String, (Corrected, usize)>,
    /// Lines of PMs set aside (`ignore FILE LINE`).
    pub set_aside: Vec<crate::core::set_aside::SetAside>,
    /// Posts of the day's thread set aside (`ignore thread POST`), their numbers as `lines`.
    pub ignored_posts: Vec<crate::core::set_aside::SetAside>,
}

fn reason(args: &mut Args) -> String {
    sentence(&args.rest().map(|(text, _)| text).unwrap_or_default())
}

/// A master's reason, shown after the ruling as its own sentence: a capital first letter and a
/// full stop ("Ana se fue de vacaciones.").
pub fn sentence(text: &str) -> String {
    let text = text.trim();
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let mut out: String = first.to_uppercase().chain(chars).collect();
    if !out.ends_with(['.', '!', '?', '…']) {
        out.push('.');
    }
    out
}

/// Reads and applies the master's orders to a copy of the game. Returns the game they leave,
/// what the rest of the phase must honour, and every problem of the file.
pub fn apply(
    ruleset: &dyn Ruleset,
    game: &Game,
    file: &OrderFile,
    trace: &mut Trace,
) -> (Game, Directives, Vec<Problem>) {
    let mut applying = Applying {
        ruleset,
        next: game.clone(),
        directives: Directives::default(),
        trace,
        substitutes: Vec::new(),
    };
    let mut problems = Vec::new();
    for line in &file.lines {
        let verb = match read_verb(file, line, VERBS) {
            Ok(v) => v,
            Err(p) => {
                problems.push(p);
                continue;
            }
        };
        // A line struck out, commented out, taken back, asked or for later is no ruling now.
        let free_text = matches!(verb, Verb::Ruling | Verb::Note);
        let italian = applying.next.language == crate::core::msg::Lang::It;
        let raw = plain::whole_line(file, line);
        // `ignore` sets a player's joke aside: its reason may say so (`voto de broma`).
        let why = plain::not_plain(raw, free_text, italian)
            .filter(|w| !(verb == Verb::Ignore && *w == plain::NotPlain::Joke));
        if let Some(why) = why {
            problems.push(
                Problem::new(Msg::new("err-master-not-plain").arg("why", why.key()))
                    .at(&file.path, &file.source, line.span.clone())
                    .help(Msg::new("help-master-not-plain")),
            );
            continue;
        }
        // Names are read against the game as the previous orders left it.
        let names = applying.next.names();
        let mut args = Args::new(file, line, &names);
        if let Err(p) = applying.order(verb, &mut args) {
            problems.push(p);
        }
    }
    applying.tell_substitutes();
    (applying.next, applying.directives, problems)
}

/// The master's file as it is applied, order by order: the game as the orders so far leave it,
/// what they leave for the rest of the phase, and the substitutes still to be told their role.
struct Applying<'t> {
    ruleset: &'t dyn Ruleset,
    next: Game,
    directives: Directives,
    trace: &'t mut Trace,
    substitutes: Vec<(String, String)>,
}

impl Applying<'_> {
    /// Applies one order of the master's, its verb read.
    fn order(&mut self, verb: Verb, args: &mut Args) -> Result<(), Problem> {
        match verb {
            Verb::Modkill => self.modkill(args)?,
            Verb::Replace => self.replace(args)?,
            Verb::Revive => self.revive(args)?,
            Verb::Deadline => deadline::this_phase(args, args.file, &mut self.next, self.trace)?,
            Verb::NextDeadline => deadline::next_phase(args, args.file, &mut self.next)?,
            Verb::Accept | Verb::Reject => self.accept_or_reject(verb, args)?,
            Verb::Correct => self.correct(args)?,
            Verb::Option => self.option(args)?,
            Verb::Ignore => {
                let order = crate::core::set_aside::read(args, args.file)?;
                if crate::core::set_aside::names_thread(&order.file, &self.next.names()) {
                    self.directives.ignored_posts.push(order);
                } else if let Some((_, span)) = order.ids.first() {
                    // A post's forum id (`p9004`) names a post of the thread, never a PM's line.
                    return Err(args
                        .problem(
                            span.clone(),
                            Msg::new("err-ignore-line").arg("file", &order.file),
                        )
                        .help(Msg::new("help-ignore")));
                } else {
                    self.directives.set_aside.push(order);
                }
                return Ok(());
            }
            Verb::Ruling | Verb::Note => self.ruling(verb, args)?,
        }
        args.end()
    }

    /// Each substitute's role PM, once every order of the file is applied: it names the players
    /// as the file leaves them (a later `replace` renames them too). A slot handed on again in
    /// the same file is told to its last holder only.
    fn tell_substitutes(&mut self) {
        for (old, new) in std::mem::take(&mut self.substitutes) {
            if self.next.player(&new).is_some() {
                self.ruleset
                    .tell_substitute(&self.next, &old, &new, self.trace);
            }
        }
    }
}

/// The master's file, as an order file, from its text.
pub fn master_file(name: &str, source: String) -> OrderFile {
    OrderFile::from_text("", &format!("orders/{name}"), &source)
}

/// A corrected vote, as the PM the ruleset reads: `vote TARGET` (every ruleset reads English
/// verbs), or an empty PM for "no vote".
pub fn corrected_vote(master_file: &str, voter: &str, target: &Corrected) -> OrderFile {
    let source = match target {
        Corrected::Vote(t) => format!("vote {t}\n"),
        Corrected::Nothing => "# no vote\n".to_string(),
        Corrected::Abstain => "abstain\n".to_string(),
    };
    OrderFile::from_text(voter, &corrected_path(master_file, voter), &source)
}

fn corrected_path(master_file: &str, voter: &str) -> String {
    format!("orders/{master_file} ({voter})")
}

/// Is this file a vote the master's `correct` entered (a vote from the thread), rather than the
/// player's own PM? A ruleset may void such a vote where it would send a PM back.
pub fn is_corrected_vote(master_file: &str, file: &OrderFile) -> bool {
    file.path == corrected_path(master_file, &file.player)
}

#[cfg(test)]
mod tests {
    use super::sentence;

    #[test]
    fn a_masters_reason_after_the_ruling_is_its_own_sentence() {
        assert_eq!(sentence("reveló su rol"), "Reveló su rol.");
        assert_eq!(sentence("¿abandonó?"), "¿abandonó?");
        assert_eq!(sentence("  se fue. "), "Se fue.");
        assert_eq!(sentence(""), "");
    }
}
