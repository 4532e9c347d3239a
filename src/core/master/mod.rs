//! The master's own orders: `orders/_master.txt`, read before the players' PMs.
//!
//! | order (en / es / it)                         | what it does                                   |
//! |----------------------------------------------|------------------------------------------------|
//! | `modkill` / `matar` / `uccidi` P [reason]    | P dies now, by the master's hand (public)      |
//! | `replace` / `reemplazar` / `sostituisci` P NEW [f/m] [reason] | NEW takes P's slot ("reemplazo"), with his gender if given (public) |
//! | `revive` / `revivir` / `resuscita` P [reason]| P is alive again (public)                      |
//! | `deadline` / `prórroga` / `proroga` DATE TIME [reason] | the phase's deadline (public)        |
//! | `accept` / `aceptar` / `accetta` P [reason]  | P's late PM counts                             |
//! | `reject` / `rechazar` / `rifiuta` P [reason] | P's PM is set aside                            |
//! | `correct` / `corregir` / `correggi` P TARGET [reason] | P's vote is TARGET (`none`: no vote) (public; in a secret ballot, to P) |
//! | `option` / `opción` / `opzione` KEY VALUE [reason] | a house rule: a game option (public)     |
//! | `ruling` / `dictamen` / `decisione` TEXT     | a ruling, posted in the public summary         |
//! | `note` / `nota` TEXT                         | a note for the master's trace only             |
//! | `ignore` / `ignorar` / `ignora` FILE LINE… [reason] | lines of a PM set aside, unedited (a greeting) |
//!
//! Every order is validated like a player's, applied before the phase resolves, and recorded in
//! the trace as a master ruling with its reason.

use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::grammar::{Args, VerbSpec, read_verb};
use crate::core::msg::Msg;
use crate::core::names::fold;
use crate::core::orders::OrderFile;
use crate::core::ruleset::Ruleset;
use crate::core::trace::{Kind, Trace};
use std::collections::{BTreeMap, BTreeSet};

mod deadline;
pub use deadline::told as tell_next_deadline;

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
    /// Players removed this phase (modkill), with their death event.
    pub removed: BTreeMap<String, usize>,
    /// Corrected votes: voter → what his vote is, with the event.
    pub votes: BTreeMap<String, (Corrected, usize)>,
    /// Lines of PMs set aside (`ignore FILE LINE`).
    pub set_aside: Vec<crate::core::set_aside::SetAside>,
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
    let mut next = game.clone();
    let mut directives = Directives::default();
    let mut problems = Vec::new();
    let mut substitutes: Vec<(String, String)> = Vec::new();
    for line in &file.lines {
        let verb = match read_verb(file, line, VERBS) {
            Ok(v) => v,
            Err(p) => {
                problems.push(p);
                continue;
            }
        };
        // Names are read against the game as the previous orders left it.
        let names = next.names();
        let mut args = Args::new(file, line, &names);
        let result = (|| -> Result<(), Problem> {
            match verb {
                Verb::Modkill => {
                    let (p, span) = args.player("modkill")?;
                    if !next.is_alive(&p) {
                        return Err(
                            args.problem(span, Msg::new("err-master-dead").arg("player", &p))
                        );
                    }
                    let why = reason(&mut args);
                    let id = trace
                        .add(
                            Kind::Death,
                            RULE,
                            Msg::new("master-modkill")
                                .arg("player", &p)
                                .arg("reason", &why),
                        )
                        .target(&p)
                        .public()
                        .id();
                    // A death "for any reason": the ruleset applies what follows from it.
                    ruleset.modkill(&mut next, &p, id, trace);
                    directives.removed.insert(p, id);
                }
                Verb::Replace => {
                    let (old, _) = args.player("replace")?;
                    let Some(word) = args.word() else {
                        return Err(args.problem(args.line_span(), Msg::new("err-master-new-name")));
                    };
                    let new = word.text.clone();
                    let clash = next.names().is_exact(&new);
                    let unsafe_name = crate::core::names::check_name(&new).err();
                    if clash {
                        let holder = next.names().resolve(&new).unwrap_or_default();
                        return Err(args.problem(
                            word.span.clone(),
                            Msg::new("err-roster-duplicate")
                                .arg("name", &new)
                                .arg("other", holder),
                        ));
                    }
                    if let Some(help) = unsafe_name {
                        return Err(args
                            .problem(
                                word.span.clone(),
                                Msg::new("err-roster-name").arg("name", &new),
                            )
                            .help(help));
                    }
                    // `replace Olga Marco m`: NEW's gender, if the master gives it; else
                    // none (neutral wording), never the predecessor's.
                    // The word right after NEW, as written (a peek would skip the fillers
                    // that start a reason: "per motivi di lavoro").
                    let after = args
                        .line
                        .words
                        .iter()
                        .position(|w| std::ptr::eq(w, word))
                        .and_then(|i| args.line.words.get(i + 1));
                    let gender = match after.map(|w| fold(&w.text)) {
                        Some(g) if g == "f" || g == "m" => {
                            args.word();
                            crate::core::game::Gender::parse(&g).flatten()
                        }
                        _ => None,
                    };
                    let why = reason(&mut args);
                    let rename = crate::core::rename::Rename {
                        old: &old,
                        new: &new,
                    };
                    if let Err(msg) = ruleset.rename_player(&mut next, rename) {
                        return Err(args.problem(args.line_span(), msg));
                    }
                    next.replace_player(&old, &new);
                    if let Some(p) = next.players.iter_mut().find(|p| p.name == new) {
                        p.gender = gender;
                    }
                    trace
                        .add(
                            Kind::Ruling,
                            RULE,
                            Msg::new("master-replace")
                                .arg("old", &old)
                                .arg("new", &new)
                                .arg("reason", &why),
                        )
                        .target(&new)
                        .public();
                    substitutes.push((old.clone(), new.clone()));
                }
                Verb::Revive => {
                    let (p, span) = args.player("revive")?;
                    if next.is_alive(&p) {
                        return Err(
                            args.problem(span, Msg::new("err-master-alive").arg("player", &p))
                        );
                    }
                    let why = reason(&mut args);
                    let id = trace
                        .add(
                            Kind::Ruling,
                            RULE,
                            Msg::new("master-revive")
                                .arg("player", &p)
                                .arg("reason", &why),
                        )
                        .target(&p)
                        .public()
                        .id();
                    ruleset.revive(&mut next, &p, id, trace);
                }
                Verb::Deadline => deadline::this_phase(&mut args, file, &mut next, trace)?,
                Verb::NextDeadline => deadline::next_phase(&mut args, file, &mut next)?,
                Verb::Accept | Verb::Reject => {
                    let (p, span) = args.player("accept")?;
                    // "accept Ana" and "reject Ana" in one file: the master must choose.
                    if directives.accepted.contains(&p) || directives.rejected.contains_key(&p) {
                        return Err(args
                            .problem(span, Msg::new("err-master-twice").arg("player", &p))
                            .help(Msg::new("help-master-twice")));
                    }
                    let why = reason(&mut args);
                    let key = if verb == Verb::Accept {
                        "master-accept"
                    } else {
                        "master-reject"
                    };
                    let id = trace
                        .add(
                            Kind::Ruling,
                            RULE,
                            Msg::new(key).arg("player", &p).arg("reason", &why),
                        )
                        .target(&p)
                        .to(&[&p])
                        .id();
                    if verb == Verb::Accept {
                        directives.accepted.insert(p);
                    } else {
                        directives.rejected.insert(p, id);
                    }
                }
                Verb::Correct => {
                    // A correction is a vote: it must be one the day's vote can take, checked
                    // here, at the master's line.
                    let Some(day) = ruleset.day_vote(&next) else {
                        let title = ruleset.phase_title(&next, &next.phase);
                        return Err(crate::core::tally::no_vote(&title).at(
                            &args.file.path,
                            &args.file.source,
                            args.line_span(),
                        ));
                    };
                    let (voter, voter_span) = args.player("correct")?;
                    if directives.votes.contains_key(&voter) {
                        return Err(args
                            .problem(
                                voter_span,
                                Msg::new("err-master-twice").arg("player", &voter),
                            )
                            .help(Msg::new("help-master-twice")));
                    }
                    if !day.voters.iter().any(|(v, _)| *v == voter) {
                        return Err(args.problem(
                            voter_span,
                            Msg::new("err-master-not-voter").arg("player", &voter),
                        ));
                    }
                    let target = match args.peek() {
                        Some(w) if NO_VOTE.contains(&fold(&w.text).as_str()) => {
                            args.word();
                            Corrected::Nothing
                        }
                        Some(w) if ABSTAIN.contains(&fold(&w.text).as_str()) => {
                            args.word();
                            if day.abstention {
                                Corrected::Abstain
                            } else {
                                Corrected::Nothing
                            }
                        }
                        _ => {
                            let (t, span) = args.player("vote")?;
                            if !day.candidates.contains(&t) {
                                return Err(args.problem(
                                    span,
                                    Msg::new("tally-void-not-candidate").arg("target", &t),
                                ));
                            }
                            if t == voter && !day.rules.allow_self_vote {
                                return Err(args.problem(span, Msg::new("err-self-vote")));
                            }
                            Corrected::Vote(t)
                        }
                    };
                    let why = reason(&mut args);
                    let shown = match &target {
                        Corrected::Vote(t) => t.clone(),
                        Corrected::Nothing => "@master-correct-nothing".to_string(),
                        Corrected::Abstain => "@master-correct-abstain".to_string(),
                    };
                    // Publicly a correction is only the vote it becomes, unless the master
                    // gives a reason; the master's trace always has it.
                    let event = trace
                        .add(
                            Kind::Ruling,
                            RULE,
                            Msg::new("master-correct")
                                .arg("voter", &voter)
                                .arg("target", &shown)
                                .arg("reason", &why),
                        )
                        .actor(&voter);
                    // In a secret ballot a correction is told to the master and the voter
                    // alone: a public line would name whose vote it was.
                    let id = if why.is_empty() {
                        event.id()
                    } else if ruleset.secret_ballot(&next) {
                        event.to(&[voter.as_str()]).id()
                    } else {
                        event.public().id()
                    };
                    directives.votes.insert(voter, (target, id));
                }
                Verb::Option => {
                    let Some(key) = args.word() else {
                        return Err(args.problem(
                            args.line_span(),
                            Msg::new("err-option-syntax").arg("option", ""),
                        ));
                    };
                    let Some(value) = args.word() else {
                        return Err(args
                            .problem(
                                key.span.clone(),
                                Msg::new("err-option-syntax").arg("option", &key.text),
                            )
                            .help(Msg::new("help-option-syntax")));
                    };
                    let spec = ruleset.options().iter().find(|s| s.key == key.text);
                    match spec {
                        None => {
                            let known: Vec<&str> =
                                ruleset.options().iter().map(|s| s.key).collect();
                            return Err(args
                                .problem(
                                    key.span.clone(),
                                    Msg::new("err-unknown-option").arg("key", &key.text),
                                )
                                .help(Msg::new("help-options").arg("keys", known.join(", "))));
                        }
                        Some(spec)
                            if !spec.values.is_empty()
                                && !spec.values.contains(&value.text.as_str()) =>
                        {
                            return Err(args
                                .problem(
                                    value.span.clone(),
                                    Msg::new("err-option-value")
                                        .arg("key", &key.text)
                                        .arg("value", &value.text),
                                )
                                .help(
                                    Msg::new("help-option-values")
                                        .arg("values", spec.values.join(", ")),
                                ));
                        }
                        // A map, a task list, a deck: read into the state when the game
                        // started; a new file would not be read, its name only posted.
                        Some(_) if ruleset.file_options().contains(&key.text.as_str()) => {
                            return Err(args
                                .problem(
                                    key.span.clone(),
                                    Msg::new("err-option-file").arg("key", &key.text),
                                )
                                .help(Msg::new("help-option-file").arg("key", &key.text)));
                        }
                        Some(_) => {}
                    }
                    let why = reason(&mut args);
                    next.options.insert(key.text.clone(), value.text.clone());
                    trace
                        .add(
                            Kind::Ruling,
                            RULE,
                            Msg::new("master-option")
                                .arg("key", &key.text)
                                .arg("value", &value.text)
                                .arg("reason", &why),
                        )
                        .public();
                }
                Verb::Ignore => {
                    let order = crate::core::set_aside::read(&mut args, file)?;
                    directives.set_aside.push(order);
                    return Ok(());
                }
                Verb::Ruling | Verb::Note => {
                    let Some((text, _)) = args.rest() else {
                        return Err(args.problem(args.line_span(), Msg::new("err-master-empty")));
                    };
                    let event = trace.add(
                        Kind::Ruling,
                        RULE,
                        Msg::new("master-ruling").arg("text", &text),
                    );
                    if verb == Verb::Ruling {
                        event.public();
                    }
                }
            }
            args.end()
        })();
        if let Err(p) = result {
            problems.push(p);
        }
    }
    // Each substitute's role PM, once every order of the file is applied: it names the players
    // as the file leaves them (a later `replace` renames them too). A slot handed on again in
    // the same file is told to its last holder only.
    for (old, new) in substitutes {
        if next.player(&new).is_some() {
            ruleset.tell_substitute(&next, &old, &new, trace);
        }
    }
    (next, directives, problems)
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
