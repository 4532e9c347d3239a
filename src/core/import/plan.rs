//! Where each imported PM goes. A PM goes to its sender's file of the phase it belongs to
//! (`orders/Ana.txt`, then `Ana-2.txt`, `Ana-3.txt`… in the order he sent them, after the
//! numbers `orders/` already holds), its sent time as the `sent:` header the intake reads. It is
//! skipped, and said why, when:
//! - its sender is not in the game (listed, not filed);
//! - it is already in `orders/` or in `history/` (the same sender, time and text: importing an
//!   export twice files nothing twice);
//! - it was sent at or before an earlier phase's deadline (where the master set one): it
//!   belongs to that phase. With no deadline set, every PM not yet archived belongs to the
//!   phase being played. The parts of a paused phase already played bound nothing while it
//!   is paused: resolved perhaps before their deadline, what came since is the pause's;
//! - the forum shows it deleted (a moderator's view of the page): never what the player
//!   says;
//! - it is a player's post, where the orders are posts, that is only talk (no play, nothing
//!   of the game: `engine::only_talk`).
//!
//! A PM sent after this phase's deadline is filed and flagged late: `check` and `next` refuse
//! it until the master writes `accept` or `reject` (core::master).

use super::ForumPm;
use crate::core::game::Game;
use crate::core::orders::OrderFile;
use std::collections::{BTreeMap, HashMap, HashSet};

/// A PM already in the game folder: its player, sent time and text.
#[derive(Debug, Clone)]
pub struct Known {
    pub player: String,
    pub sent: Option<i64>,
    pub text: String,
    /// `orders/Ana.txt`, `history/noche-1/orders/Ana.txt`.
    pub file: String,
}

impl Known {
    /// Whether this PM's file holds `message` (squashed). A file `import` wrote (its `sent:`
    /// line first) is that line, the subject, then the message: the same message ends it, and
    /// one only inside it (`votar Carla` in `votar Carla? no, votar Bruno`) is another PM of the
    /// same minute, never one already filed. A PM pasted by hand keeps around its message what
    /// the forum showed (the date line, the signature): the message anywhere in it.
    pub fn holds(&self, message: &str) -> bool {
        match self.text.starts_with("sent: ") {
            true => self.text == message || self.text.ends_with(&format!(" {message}")),
            false => self.text.contains(message),
        }
    }

    pub fn of(file: &OrderFile, shown: String) -> Known {
        Known {
            player: file.player.clone(),
            sent: file.sent.as_ref().map(|s| s.seconds),
            text: squashed(&file.source),
            file: shown,
        }
    }
}

/// What the game folder says about the phase being played.
#[derive(Debug, Default)]
pub struct Phase {
    /// This phase's deadline (seconds), where set.
    pub deadline: Option<i64>,
    pub deadline_text: Option<String>,
    /// The latest deadline of an archived phase: a PM sent at or before it is of that phase.
    pub earlier_deadline: Option<i64>,
    pub earlier_deadline_text: Option<String>,
    /// The PMs of `orders/` and `history/`.
    pub known: Vec<Known>,
    /// The numbers each player's files in `orders/` hold (`Ana.txt` 1, `Ana-2.txt` 2).
    pub taken: Vec<(String, u64)>,
}

/// An imported PM and the file it came from.
#[derive(Debug, Clone)]
pub struct Incoming {
    pub source: String,
    pub pm: ForumPm,
    /// A post of the thread filed as its author's orders (a ruleset's `orders_in_thread`),
    /// not a PM: told so.
    pub post: bool,
    /// A post that is only talk (`engine::only_talk`): no play, nothing of the game in it.
    pub talk: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Filed into `file` (relative to the game folder); `late` past the phase's deadline.
    Filed {
        player: String,
        file: String,
        late: bool,
    },
    Stranger,
    /// The master's own PM or post (`masters:` in game.yaml).
    Master,
    /// Already in this file of the game folder.
    Known {
        player: String,
        file: String,
    },
    /// Sent at or before an archived phase's deadline.
    Earlier {
        player: String,
    },
    /// The same PM came twice in what is imported (pages that overlap).
    Twice {
        player: String,
    },
    /// A player's post that is only talk, where the orders are posts: not filed.
    Talk {
        player: String,
    },
    /// A PM or post the forum shows deleted (review break8 F1): not filed.
    Deleted {
        player: String,
    },
}

/// One imported PM's fate, with the text written for a filed one.
#[derive(Debug, Clone)]
pub struct Decision {
    pub incoming: Incoming,
    pub outcome: Outcome,
    pub text: String,
}

/// Decides every PM's fate, in the order they were sent; `zone` writes the `sent:` header.
pub fn plan(game: &Game, phase: &Phase, incoming: Vec<Incoming>) -> Vec<Decision> {
    let names = game.names();
    // In the order they were sent; among PMs of the same time, their file's own direction.
    let incoming = in_sent_order(incoming);
    // Each player's numbers taken, and the lowest that may still be free: an export of
    // thousands of PMs is filed in one pass, not by searching every number again for each.
    let mut taken: HashSet<(String, u64)> = phase.taken.iter().cloned().collect();
    let mut lowest_free: HashMap<String, u64> = HashMap::new();
    let mut seen: HashSet<(String, Option<i64>, String)> = HashSet::new();
    let mut out = Vec::new();
    for inc in incoming {
        let decide = |outcome: Outcome| (outcome, String::new());
        // The master's name first: a name of his never reads as a player's short name. The
        // forum names the sender by his whole user name: a player's name or alias as it is
        // (case and accents aside), never a start of one (a spectator `Dan` is not Dani).
        let sender = match game.is_master(&inc.pm.sender) || !names.is_exact(&inc.pm.sender) {
            true => Err(()),
            false => names.resolve(&inc.pm.sender).map_err(|_| ()),
        };
        let (outcome, text) = match sender {
            Err(()) if game.is_master(&inc.pm.sender) => decide(Outcome::Master),
            Err(()) => decide(Outcome::Stranger),
            Ok(player) => {
                let whole = squashed(&format!("{}\n{}", inc.pm.subject, inc.pm.body));
                // Its message, as a PM pasted by hand holds it (with its own header lines).
                let message = match squashed(&inc.pm.body) {
                    m if m.is_empty() => whole.clone(),
                    m => m,
                };
                let key = (player.clone(), inc.pm.sent, whole);
                if inc.pm.deleted {
                    decide(Outcome::Deleted { player })
                } else if let Some(known) = phase
                    .known
                    .iter()
                    .find(|k| k.player == player && k.sent == inc.pm.sent && k.holds(&message))
                {
                    decide(Outcome::Known {
                        player,
                        file: known.file.clone(),
                    })
                } else if seen.contains(&key) {
                    decide(Outcome::Twice { player })
                } else if let (Some(d), Some(sent)) = (phase.earlier_deadline, inc.pm.sent)
                    && sent <= d
                {
                    decide(Outcome::Earlier { player })
                } else if inc.post && inc.talk {
                    decide(Outcome::Talk { player })
                } else {
                    seen.insert(key);
                    let number = free_number(&mut taken, &mut lowest_free, &player);
                    let file = match number {
                        1 => format!("orders/{player}.txt"),
                        // `Ana-2.txt` is the PM of a player called `Ana-2` when there is one
                        // (`inbox::numbered`): Ana's second PM goes where a second copy goes,
                        // `Ana (1).txt`, read as the PM after `Ana.txt` too.
                        n if names.is_exact(&format!("{player}-{n}")) => {
                            format!("orders/{player} ({}).txt", n - 1)
                        }
                        n => format!("orders/{player}-{n}.txt"),
                    };
                    let late = matches!((phase.deadline, inc.pm.sent), (Some(d), Some(s)) if s > d);
                    let text = pm_text(game, &inc.pm);
                    (Outcome::Filed { player, file, late }, text)
                }
            }
        };
        out.push(Decision {
            incoming: inc,
            outcome,
            text,
        });
    }
    out
}

/// The player's lowest number no file holds (`Ana.txt` 1, `Ana-2.txt` 2…), taken: searched from
/// the one after his last, as numbers are only ever taken while a plan is made.
fn free_number(
    taken: &mut HashSet<(String, u64)>,
    lowest_free: &mut HashMap<String, u64>,
    player: &str,
) -> u64 {
    let from = lowest_free.entry(player.to_string()).or_insert(1);
    let number = (*from..)
        .find(|n| !taken.contains(&(player.to_string(), *n)))
        .unwrap_or(1);
    *from = number + 1;
    taken.insert((player.to_string(), number));
    number
}

/// The order a file lists its PMs in, as its rows' distinct times show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    OldestFirst,
    /// phpBB lists a folder, and exports it, newest first.
    NewestFirst,
    /// No two distinct times, or times both rising and falling: the order of PMs of the same
    /// time cannot be told.
    Unknown,
}

/// Each source file's direction, from its rows' times in the order it lists them.
pub fn directions(incoming: &[Incoming]) -> std::collections::BTreeMap<&str, Direction> {
    let mut times: std::collections::BTreeMap<&str, Vec<i64>> = Default::default();
    for i in incoming {
        let rows = times.entry(i.source.as_str()).or_default();
        if let Some(sent) = i.pm.sent
            && rows.last() != Some(&sent)
        {
            rows.push(sent);
        }
    }
    let direction = |rows: &Vec<i64>| {
        let rising = rows.windows(2).filter(|w| w[0] < w[1]).count();
        let falling = rows.windows(2).filter(|w| w[0] > w[1]).count();
        match (rising, falling) {
            (0, 0) => Direction::Unknown,
            (_, 0) => Direction::OldestFirst,
            (0, _) => Direction::NewestFirst,
            _ => Direction::Unknown,
        }
    };
    times
        .iter()
        .map(|(s, rows)| (*s, direction(rows)))
        .collect()
}

/// The PMs in the order they were sent: by time, and among PMs of the same time (minute
/// precision, before phpBB 3.0.5) in their file's own direction: a file listed newest first
/// is read backwards. Files in the order given.
fn in_sent_order(incoming: Vec<Incoming>) -> Vec<Incoming> {
    let newest_first: Vec<String> = directions(&incoming)
        .into_iter()
        .filter(|(_, d)| *d == Direction::NewestFirst)
        .map(|(s, _)| s.to_string())
        .collect();
    let mut sources: Vec<(String, Vec<Incoming>)> = Vec::new();
    for i in incoming {
        match sources.iter_mut().find(|(s, _)| *s == i.source) {
            Some((_, rows)) => rows.push(i),
            None => sources.push((i.source.clone(), vec![i])),
        }
    }
    let mut out: Vec<Incoming> = Vec::new();
    for (source, mut rows) in sources {
        if newest_first.contains(&source) {
            rows.reverse();
        }
        out.extend(rows);
    }
    out.sort_by_key(|i| i.pm.sent);
    out
}

/// The players two of whose filed PMs (not thread posts) have the same time and whose order
/// cannot be told (their file's direction is unknown, or they came from two files): each tie's player, time as the
/// forum wrote it, and both files it was filed as.
pub fn same_time(decisions: &[Decision]) -> Vec<(String, String, String, String)> {
    let incoming: Vec<Incoming> = decisions.iter().map(|d| d.incoming.clone()).collect();
    let directions = directions(&incoming);
    let filed: Vec<(&Decision, &String, &String)> = decisions
        .iter()
        .filter_map(|d| match &d.outcome {
            Outcome::Filed { player, file, .. } => Some((d, player, file)),
            _ => None,
        })
        .collect();
    // Only a player's PMs of one time may tie: each compared with those of its group alone,
    // not every filed PM with every other (an inbox of thousands is filed at once).
    let mut groups: BTreeMap<(&String, Option<i64>), Vec<usize>> = BTreeMap::new();
    for (i, (d, player, _)) in filed.iter().enumerate() {
        groups
            .entry((player, d.incoming.pm.sent))
            .or_default()
            .push(i);
    }
    let mut ties = Vec::new();
    for (i, (a, player, file)) in filed.iter().enumerate() {
        let group = &groups[&(*player, a.incoming.pm.sent)];
        for (b, other, other_file) in group.iter().filter(|&&j| j > i).map(|&j| &filed[j]) {
            // Posts keep the thread's order (their numbers): only PMs are in doubt.
            let pms = !a.incoming.post && !b.incoming.post;
            let same = pms && player == other && a.incoming.pm.sent.is_some();
            let same = same && a.incoming.pm.sent == b.incoming.pm.sent;
            let known = a.incoming.source == b.incoming.source
                && directions.get(a.incoming.source.as_str()) != Some(&Direction::Unknown);
            if same && !known {
                let date = a.incoming.pm.date.clone();
                ties.push((
                    player.to_string(),
                    date,
                    file.to_string(),
                    other_file.to_string(),
                ));
            }
        }
    }
    ties
}

/// The file a filed PM becomes: its `sent:` header (ISO 8601 in the game's zone, with its
/// offset), its subject as the forum showed it, a blank line, its message.
pub fn pm_text(game: &Game, pm: &ForumPm) -> String {
    let mut text = String::new();
    if let Some(sent) = pm.sent.and_then(|s| iso_time(game, s)) {
        text.push_str(&format!("sent: {sent}\n"));
    }
    if !pm.subject.trim().is_empty() {
        text.push_str(pm.subject.trim());
        text.push('\n');
    }
    text.push('\n');
    text.push_str(pm.body.trim_end());
    text.push('\n');
    text
}

/// `2026-11-29T21:03:00+01:00` in the game's time zone.
pub fn iso_time(game: &Game, seconds: i64) -> Option<String> {
    let at = jiff::Timestamp::from_second(seconds).ok()?;
    Some(
        at.to_zoned(game.zone())
            .strftime("%Y-%m-%dT%H:%M:%S%:z")
            .to_string(),
    )
}

/// Whitespace runs as one space: a PM compared whatever line ends and wrapping it went through.
pub fn squashed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
