//! `game.yaml`: the whole state of a game, in one file a master can read and diff.

use crate::core::msg::Lang;
use crate::core::names::NameIndex;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The phase id of a finished game, for every ruleset.
pub const OVER: &str = "over";

/// The version of the `game.yaml` format this build writes and reads.
pub const FORMAT: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub name: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    pub alive: bool,
    /// The grammatical gender the catalogs agree with (`f`, `m`); none: neutral wording.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gender: Option<Gender>,
}

/// A player's grammatical gender, from the roster's `gender` column: Spanish and Italian
/// reports agree participles and role names with it ("Rocío ha muerto enterrada").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Gender {
    F,
    M,
}

impl Gender {
    /// The selector value the catalogs read (`f`, `m`; `n` for a player without one).
    pub fn code(gender: Option<Gender>) -> &'static str {
        match gender {
            Some(Gender::F) => "f",
            Some(Gender::M) => "m",
            None => "n",
        }
    }

    /// A roster cell: `f`, `m` (any case), or empty for no gender (`Some(None)`); anything else
    /// is not a gender (`None`) and is refused.
    pub fn parse(text: &str) -> Option<Option<Gender>> {
        match text.trim().to_ascii_lowercase().as_str() {
            "" => Some(None),
            "f" => Some(Some(Gender::F)),
            "m" => Some(Some(Gender::M)),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    pub format: u32,
    pub ruleset: String,
    pub language: Lang,
    pub seed: u64,
    /// The phase whose orders are awaited (`night`, `day`, …), or the last one when over.
    pub phase: String,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    pub players: Vec<Player>,
    #[serde(default)]
    pub game_over: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<String>,
    /// The master's own order file in `orders/`, if not `_master.txt`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub master_file: Option<String>,
    /// The deadline of the current phase (`2026-11-29 22:00`), set by the master's
    /// `deadline`/`prórroga` order: PMs sent after it are late unless the master accepts them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<String>,
    /// The next phase's deadline, set by the master's `próximo plazo` order while this phase
    /// is resolved; it becomes `deadline` when the next phase starts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_deadline: Option<NextDeadline>,
    /// The game's time zone (IANA, `Europe/Madrid`): forum times and deadlines without an
    /// offset are read in it. UTC when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timezone: Option<String>,
    /// The master's forum names (and any co-master's): their PMs and posts in what
    /// `import` is given are theirs, not a player's nor a stranger's (`masters:`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub masters: Vec<String>,
    /// The forum the posts are pasted into (phpBB when absent): the BBCode flavour of the
    /// reports, and their format when `next` is not given one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forum: Option<crate::core::report::Forum>,
    /// The day's forum thread, a file relative to the game folder (`thread:`), read by `next`
    /// and `tally` as `--thread` is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub thread: Option<String>,
    /// How the thread's votes are written (`syntax:`, a `--syntax` value); `auto` when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub syntax: Option<String>,
    /// A phase stopped part-way for some players' PMs, resumed by the next `next`
    /// ([`Pause`]). Absent when the current phase starts afresh.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pause: Option<Pause>,
    /// Players who left the game ("reemplazo"), each with the substitute playing his slot:
    /// a vote naming the old name still finds the slot, a post he writes is not the
    /// substitute's vote.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub left: BTreeMap<String, String>,
    /// The ruleset's own state (cards, roles, map…), in the ruleset's schema. Read it freely;
    /// change it only through [`Game::set_state`] or [`Game::state_mut`], which drop the copy
    /// [`Game::state_as`] decoded.
    pub state: serde_yaml::Value,
    /// The votes of this phase's thread, as the count takes them (`core::daycount`): never
    /// written to `game.yaml`; the ruleset merges them with its PMs' votes
    /// (`core::tally::with_thread`).
    #[serde(skip)]
    pub thread_votes: Vec<crate::core::votes::Ballot>,
    /// The master's corrections that settle a post of this phase's thread: voter → the post's
    /// second, when the correction is cast ("cast at that post's time"). Never written to
    /// `game.yaml`; `core::tally::with_thread` places each at its post.
    #[serde(skip)]
    pub placed_corrections: std::collections::BTreeMap<String, i64>,
    /// `state` as the ruleset's type, decoded the first time it is asked for
    /// ([`Game::state_as`]) and dropped when [`Game::set_state`] changes it.
    #[serde(skip)]
    pub state_cache: StateCache,
}

/// A ruleset's state decoded once: a phase asks for it from many places (checks, the intake's
/// words, resolving, reports), and decoding the YAML value each time cost an among-us phase a
/// tenth of its instructions. A clone of the game shares it (its `state` is the same);
/// [`Game::set_state`] gives the game a new one. Never compared, never written.
#[derive(Clone, Default)]
pub struct StateCache(std::sync::Arc<std::sync::OnceLock<Box<dyn std::any::Any + Send + Sync>>>);

impl PartialEq for StateCache {
    fn eq(&self, _: &StateCache) -> bool {
        true
    }
}

impl std::fmt::Debug for StateCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("StateCache")
    }
}

/// A phase that stopped after some of its steps so that some players may answer what they
/// learnt: among-us stops a round after the phase of an encounter, and the players told may
/// amend the points they have left ("tendrán la oportunidad de reajustar el resto de puntos
/// de acción de la ronda"); chez-geek stops a turn after a play, and the other flatmates may
/// react to it. The ruleset writes it from `resolve` with the next phase's id (a new id, so
/// `history/` keeps each part: `ronda-3` then `ronda-3-f2`) and keeps in its own state what
/// the steps still to come need (the declared points, the plays yet to run); the core
/// refuses PMs of players the window is not open to, and shows the pause in `status`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pause {
    /// The phase that stopped (`ronda-3`, `turno-7-ana`): the resumed one is part of it.
    pub of: String,
    /// How many of its steps are done (phases of a round, plays of a turn): an order for a
    /// step already done is refused.
    pub done: u32,
    /// Who may send PMs until it resumes, in roster order; the others' PMs are refused.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub open_to: Vec<String>,
    /// When the answers are due (`2026-12-02 14:00`, the game's time zone): the resumed
    /// phase's deadline, a PM sent after it late as after any deadline.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub until: Option<String>,
    /// The stopped phase's own deadline, as it stood when it stopped: what the public reads
    /// while the pause lasts (among-us: "a paused round reads to the others as one round",
    /// ruling 45), while `Game::deadline` is the pause's `until`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<String>,
}

impl Game {
    /// The game's time zone ([`Game::timezone`]); UTC when absent or unknown (an unknown one
    /// is refused on load).
    pub fn zone(&self) -> jiff::tz::TimeZone {
        self.timezone
            .as_deref()
            .and_then(crate::core::forum_dates::zone)
            .unwrap_or(jiff::tz::TimeZone::UTC)
    }

    /// A written time (a deadline, a header) in the game's time zone.
    pub fn time(&self, text: &str) -> Option<i64> {
        crate::core::forum_dates::parse(text, &self.zone())
    }

    /// The pause's `until`, if a deadline written `text` falls after it: the answers to a
    /// pause have a fixed time (among-us: "será de 18 horas naturales desde que la
    /// coincidencia es declarada por el narrador y, en este caso, no se admiten prórrogas").
    pub fn past_pause_until(&self, text: &str) -> Option<&str> {
        let until = self.pause.as_ref()?.until.as_deref()?;
        (self.time(text)? > self.time(until)?).then_some(until)
    }

    /// A time as a deadline is written (`2026-12-02 14:00`), in the game's time zone.
    pub fn time_text(&self, seconds: i64) -> Option<String> {
        let at = jiff::Timestamp::from_second(seconds).ok()?;
        Some(
            at.to_zoned(self.zone())
                .strftime("%Y-%m-%d %H:%M")
                .to_string(),
        )
    }

    pub fn names(&self) -> std::sync::Arc<NameIndex> {
        // Made once a process for a roster: a phase asks for it a dozen times (issue 25).
        type Roster = Vec<(String, Vec<String>)>;
        static MADE: crate::core::memo::Recent<Roster, NameIndex> =
            crate::core::memo::Recent::new();
        let roster: Roster = self
            .players
            .iter()
            .map(|p| (p.name.clone(), p.aliases.clone()))
            .collect();
        MADE.get(roster, |roster| {
            NameIndex::new(roster.iter().map(|(n, a)| (n.as_str(), a.as_slice())))
        })
    }

    /// The players' names as a hand-edited `game.yaml` may have them: each must be a name a
    /// roster accepts ([`crate::core::names::check_name`]: a report is written under it) and
    /// every name and alias must tell one player apart, as in a roster.
    pub fn name_problems(&self) -> Vec<crate::core::diag::Problem> {
        use crate::core::diag::Problem;
        use crate::core::msg::Msg;
        use crate::core::names::{check_name, fold};
        let mut problems = Vec::new();
        let mut taken: BTreeMap<String, (usize, &str)> = BTreeMap::new();
        for (i, p) in self.players.iter().enumerate() {
            if let Err(help) = check_name(&p.name) {
                problems.push(
                    Problem::new(Msg::new("err-roster-name").arg("name", &p.name)).help(help),
                );
            }
            for word in std::iter::once(&p.name).chain(&p.aliases) {
                match taken.get(&fold(word)) {
                    // A player's alias may be his own name with accents ("Inés", "Ines").
                    Some((j, _)) if *j == i => {}
                    Some((_, other)) => problems.push(
                        Problem::new(
                            Msg::new("err-roster-duplicate")
                                .arg("name", word)
                                .arg("other", other),
                        )
                        .help(Msg::new("help-roster-duplicate")),
                    ),
                    None => {
                        taken.insert(fold(word), (i, &p.name));
                    }
                }
            }
        }
        // The master is nobody's player: a name of both could not tell his PMs apart.
        for master in &self.masters {
            if let Some((_, player)) = taken.get(&fold(master)) {
                problems.push(
                    Problem::new(
                        Msg::new("err-master-is-player")
                            .arg("name", master)
                            .arg("player", player),
                    )
                    .help(Msg::new("help-master-is-player")),
                );
            }
        }
        problems
    }

    /// Whether a forum name is one of the master's (`masters:`), case and accents aside.
    pub fn is_master(&self, forum_name: &str) -> bool {
        let name = crate::core::names::fold(forum_name.trim());
        self.masters
            .iter()
            .any(|m| crate::core::names::fold(m.trim()) == name)
    }

    pub fn player(&self, name: &str) -> Option<&Player> {
        self.players.iter().find(|p| p.name == name)
    }

    pub fn is_alive(&self, name: &str) -> bool {
        self.player(name).is_some_and(|p| p.alive)
    }

    pub fn kill(&mut self, name: &str) {
        if let Some(p) = self.players.iter_mut().find(|p| p.name == name) {
            p.alive = false;
        }
    }

    pub fn option(&self, key: &str) -> Option<&str> {
        self.options.get(key).map(String::as_str)
    }

    /// Ends the game: its winners, no next phase (`over`).
    pub fn finish(&mut self, winners: Vec<String>) {
        self.winners = winners;
        self.game_over = true;
        self.phase = OVER.to_string();
    }

    /// The file name of the master's orders (`_master.txt` unless the game names another).
    pub fn master_file(&self) -> &str {
        self.master_file
            .as_deref()
            .unwrap_or(crate::core::master::MASTER_FILE)
    }

    /// Is this file in `orders/` the master's?
    pub fn is_master_file(&self, name: &str) -> bool {
        name.eq_ignore_ascii_case(self.master_file())
    }

    /// The ruleset's state, in the ruleset's own type: decoded from `state` the first time,
    /// a copy of that after ([`StateCache`]).
    pub fn state_as<T: serde::de::DeserializeOwned + Clone + Send + Sync + 'static>(
        &self,
    ) -> Result<T, crate::core::diag::Problem> {
        self.state_ref()
            .map(|state: std::sync::Arc<T>| (*state).clone())
    }

    /// The ruleset's state, in the ruleset's own type, shared: for a reader that changes
    /// nothing, no copy of it (a copy of the among-us state and its drop cost ~0.15 M
    /// instructions, asked for seven times a phase).
    pub fn state_ref<T: serde::de::DeserializeOwned + Send + Sync + 'static>(
        &self,
    ) -> Result<std::sync::Arc<T>, crate::core::diag::Problem> {
        let cached = self.state_cache.0.get();
        if let Some(state) = cached.and_then(|s| s.downcast_ref::<std::sync::Arc<T>>()) {
            return Ok(state.clone());
        }
        // Read from the value in place: the whole state is never copied to be read.
        let state = std::sync::Arc::new(state_from::<T>(&self.state)?);
        let _ = self.state_cache.0.set(Box::new(state.clone()));
        Ok(state)
    }

    /// Stores the ruleset's state.
    pub fn set_state<T: Serialize>(&mut self, state: &T) {
        self.set_state_value(serde_yaml::to_value(state).expect("a state always serialises"));
    }

    /// Stores the ruleset's state as a YAML value.
    pub fn set_state_value(&mut self, state: serde_yaml::Value) {
        self.state = state;
        self.state_cache = StateCache::default();
    }

    /// The ruleset's state as a YAML value, to be changed in place: the decoded copy is
    /// dropped ([`StateCache`]). `state` is never changed otherwise than through this,
    /// [`Game::set_state`] or [`Game::set_state_value`].
    pub fn state_mut(&mut self) -> &mut serde_yaml::Value {
        self.state_cache = StateCache::default();
        &mut self.state
    }

    /// A copy to resolve the phase into, without the ruleset's state, for a ruleset that gives
    /// it its new one ([`Game::set_state`]) before anything reads it: the state was copied only
    /// to be dropped (an among-us round's, 0.25 M instructions). Until then it reads as this
    /// game's through [`Game::state_ref`] (the decoded copy is shared, as a clone's is).
    pub fn clone_for_next(&self) -> Game {
        Game {
            format: self.format,
            ruleset: self.ruleset.clone(),
            language: self.language,
            seed: self.seed,
            phase: self.phase.clone(),
            options: self.options.clone(),
            players: self.players.clone(),
            game_over: self.game_over,
            winners: self.winners.clone(),
            master_file: self.master_file.clone(),
            deadline: self.deadline.clone(),
            next_deadline: self.next_deadline.clone(),
            timezone: self.timezone.clone(),
            masters: self.masters.clone(),
            forum: self.forum,
            thread: self.thread.clone(),
            syntax: self.syntax.clone(),
            pause: self.pause.clone(),
            left: self.left.clone(),
            state: serde_yaml::Value::Null,
            thread_votes: self.thread_votes.clone(),
            placed_corrections: self.placed_corrections.clone(),
            state_cache: self.state_cache.clone(),
        }
    }

    /// Gives a player's slot to a substitute ("reemplazo") in the roster: the new name, the old
    /// one kept as an alias so PMs and votes that still use it find the slot, and listed in
    /// `left` so that his own posts are not read as the substitute's votes. The ruleset
    /// renames its own state (`Ruleset::rename_player`).
    pub fn replace_player(&mut self, old: &str, new: &str) {
        for p in &mut self.players {
            if p.name == old {
                p.name = new.to_string();
                p.aliases.push(old.to_string());
            }
        }
        for slot in self.left.values_mut() {
            if slot == old {
                *slot = new.to_string();
            }
        }
        self.left.insert(old.to_string(), new.to_string());
        // One who comes back to the game plays again.
        self.left.remove(new);
        for w in &mut self.winners {
            if w == old {
                *w = new.to_string();
            }
        }
    }

    pub fn to_yaml(&self) -> String {
        serde_yaml::to_string(self).expect("a game always serialises")
    }
}

/// A ruleset's state read from a YAML value (`game.yaml`'s `state:`, a scenario's `setup:`), its
/// errors in the master's words.
///
/// A value read into a type gives no field in its error ("invalid value: integer `-3`, expected
/// u32"): the value is then read again from its own YAML text, whose error names the field
/// (`turn.salary`), and the problem keeps that key under `state`, so that it is shown at its
/// line of `game.yaml` ([`crate::core::diag::Problem::placed_in`]).
pub fn state_from<T: serde::de::DeserializeOwned>(
    value: &serde_yaml::Value,
) -> Result<T, crate::core::diag::Problem> {
    use crate::core::diag::Problem;
    use crate::core::yaml_error::{in_words, key_path, message};
    let error = match T::deserialize(value) {
        Ok(state) => return Ok(state),
        Err(e) => e,
    };
    let again = serde_yaml::to_string(value)
        .ok()
        .and_then(|text| serde_yaml::from_str::<T>(&text).err());
    let Some(named) = again else {
        return Err(Problem::new(in_words("err-state", &error, Some("state"))));
    };
    let path = key_path(&named);
    if path.is_empty() {
        return Err(Problem::new(in_words("err-state", &error, Some("state"))));
    }
    // A shape of serde's the catalog does not say (a ruleset's own reading, as a card's
    // `2/3`) keeps its words, after the field.
    let said = message(&named, Some("state")).unwrap_or_else(|| {
        let text = error.to_string();
        crate::core::msg::Msg::new("err-yaml-at-field")
            .arg("field", format!("`state.{}`", path.join(".")))
            .arg("said", text)
    });
    // Its line is one of the text written again, not of game.yaml: the key places it there.
    let mut msg = crate::core::msg::Msg::new("err-state").arg("error", format!("@{}", said.key));
    msg.args.extend(said.args);
    let mut key = vec!["state".to_string()];
    key.extend(path);
    Err(Problem::new(msg.arg("line", 0)).at_key(&key))
}

/// The next phase's deadline as the master gave it (`próximo plazo 2026-12-05 22:00 por el
/// puente`): the time as written and his reason, told in the phase's public post.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextDeadline {
    pub time: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub reason: String,
}
