//! Plays a game of a pair and gathers everything each reader receives, file by file: the
//! public (the setup post, every phase's post in every format and forum, `tally` in every
//! markup and its wagons picture, `status` without `--master`, the public map, and at the end
//! the public archive, `archive` without `--reveal`, of the game folder `next` would leave)
//! and each player (his reports and his forms). Built on the library, as the commands are.

use adjudicate::cmd::status;
use adjudicate::core::archive::{Archive, Reveal};
use adjudicate::core::draw::{self, View, wagons};
use adjudicate::core::engine::{self, Entry, NewGame};
use adjudicate::core::forms;
use adjudicate::core::game::Game;
use adjudicate::core::msg::{Catalog, Lang};
use adjudicate::core::report::{Format, Forum, public_report};
use adjudicate::core::scenario::{PlayerSpec, Scenario};
use adjudicate::core::store::{GameDir, RawFile, write_atomic};
use adjudicate::core::tally::{Markup, Options};
use adjudicate::core::trace::Trace;
use adjudicate::core::{daycount, diag};
use adjudicate::rules::Ruleset;
use std::collections::BTreeMap;

/// The public's name among the readers.
pub const PUBLIC: &str = "(public)";
/// The master's name among the readers (what he alone reads: the whole trace).
pub const MASTER: &str = "(master)";

/// Reader → file → text.
pub type Received = BTreeMap<String, BTreeMap<String, String>>;

const FORMATS: [Format; 3] = [Format::Md, Format::Bbcode, Format::Text];
const FORUMS: [Forum; 3] = [Forum::Phpbb, Forum::Smf, Forum::Vbulletin];
const MARKUPS: [Markup; 3] = [Markup::Markdown, Markup::Bbcode, Markup::Plain];

struct Reading<'a> {
    ruleset: &'static dyn Ruleset,
    received: &'a mut Received,
    /// How many posts (the public) or reports (a player) each reader has received: a reader's
    /// files are named by it, not by the master's steps, so that a phase stopped part-way
    /// (among-us's pause, whose first part tells the others nothing) reads to those it does
    /// not wait for as one that did not stop.
    count: BTreeMap<String, usize>,
    /// The pair's `tally --deadline`, if it has one: every count is made with it too.
    tally_deadline: Option<i64>,
}

impl Reading<'_> {
    /// Gives `reader` a file; one he already has with other text is a new file (`#2`…), so
    /// that a reader who reads the same thing twice while the other game reads it once finds
    /// a difference.
    fn give(&mut self, reader: &str, file: String, text: String) {
        let files = self.received.entry(reader.to_string()).or_default();
        let mut name = file.clone();
        for n in 2.. {
            match files.get(&name) {
                Some(old) if *old != text => name = format!("{file}#{n}"),
                _ => break,
            }
        }
        files.insert(name, text);
    }

    /// What `reader` has received so far, as the name of what he reads next.
    fn at(&self, reader: &str) -> String {
        format!("{}", self.count.get(reader).copied().unwrap_or(0))
    }

    fn received_one(&mut self, reader: &str) {
        *self.count.entry(reader.to_string()).or_default() += 1;
    }

    /// A phase's reports (`reports/<phase>/`): the public post in every format and BBCode
    /// forum, each player's report as `next` (or `init`) writes it in `files`, and the whole
    /// trace for the master.
    fn reports(
        &mut self,
        step: &str,
        game: &Game,
        phase: &str,
        trace: &Trace,
        files: &[(String, String)],
    ) {
        let catalog = catalog(game);
        let title = catalog.text(&self.ruleset.phase_title(game, phase));
        let public = public_report(&catalog, trace, &title);
        // A post telling nothing is not posted.
        if trace.public().next().is_some() {
            let at = self.at(PUBLIC);
            for format in FORMATS {
                for forum in forums(format) {
                    let shown = forum.map_or(String::new(), |f| format!(".{f:?}"));
                    let file = format!("post-{at}/public.{}{shown}", format.extension());
                    let text = public.render_for(format, forum.unwrap_or_default());
                    self.give(PUBLIC, file, text);
                }
            }
            self.received_one(PUBLIC);
        }
        // Each player's report as the master finds it in `reports/<phase>/`, none where none
        // is written.
        for p in &game.players {
            let path = format!("reports/{phase}/{}.md", p.name);
            let Some((_, report)) = files.iter().find(|(f, _)| *f == path) else {
                continue;
            };
            let report = report.clone();
            let at = self.at(&p.name);
            self.give(&p.name, format!("report-{at}/{}.md", p.name), report);
            self.received_one(&p.name);
        }
        let all = adjudicate::core::report::explain(&catalog, trace, None);
        self.give(MASTER, format!("{step}/explain"), all);
    }

    /// What the readers may ask before a phase is resolved: `status`, `tally`, the map, the
    /// forms.
    fn before(&mut self, step: &str, game: &Game, orders: &Orders) {
        let catalog = catalog(game);
        let ruleset = self.ruleset;
        let public = format!("before-post-{}", self.at(PUBLIC));
        let shown = status::doc(ruleset, game, &catalog, false, Some(raw(orders)));
        self.give(
            PUBLIC,
            format!("{public}/status"),
            shown.render(Format::Text),
        );
        let all = status::doc(ruleset, game, &catalog, true, Some(raw(orders)));
        self.give(MASTER, format!("{step}/status"), all.render(Format::Text));
        if let Some(Ok(svg)) = draw::game_map(ruleset, game, View::Public) {
            self.give(PUBLIC, format!("{public}/map.svg"), svg);
        }
        if ruleset.day_vote(game).is_some() {
            self.tally(step, &public, game, orders, &catalog);
        }
        self.orders_read(step, game, orders);
        if game.game_over {
            return;
        }
        let title = catalog.text(&ruleset.phase_title(game, &game.phase));
        // The forms `adjudicate forms` writes.
        for form in forms::to_send(game, ruleset.forms(game).unwrap_or_default()) {
            let reader = catalog.for_reader(&form.player);
            let text = forms::render(&reader, &form, &title, Format::Md, Forum::Phpbb);
            let at = self.at(&form.player);
            self.give(&form.player, format!("before-report-{at}/form.md"), text);
        }
    }

    /// The PMs as the master reads them (`check`): each file with when it was sent and its
    /// orders as written. The master reads every PM: a secret that only a PM holds (the order in
    /// which it names what happens at once, its hour) is his, whatever the engine makes of it.
    fn orders_read(&mut self, step: &str, game: &Game, orders: &Orders) {
        let (Some(prepared), _) = engine::prepare(game, raw(orders)) else {
            return;
        };
        let read: Vec<String> = prepared
            .orders
            .iter()
            .map(|f| {
                let sent = f.sent.as_ref().map_or("", |s| s.text.as_str());
                let lines: Vec<String> = f
                    .lines
                    .iter()
                    .map(|l| {
                        let words: Vec<&str> = l.words.iter().map(|w| w.text.as_str()).collect();
                        words.join(" ")
                    })
                    .collect();
                format!("{} ({sent}): {}", f.path, lines.join(" / "))
            })
            .collect();
        self.give(MASTER, format!("{step}/orders"), read.join("\n"));
    }

    /// The public archive (`adjudicate archive --public-only`), as it stands now: while the
    /// game runs and after its end (by default the end reveals everything, as forum games do;
    /// `--public-only` keeps to what the public read).
    fn archive(&mut self, dir: &GameDir, game: &Game) -> Result<(), String> {
        let site = Archive::read(dir, game.clone(), Reveal::Never).map_err(|p| format!("{p:?}"))?;
        let at = self.at(PUBLIC);
        for (file, bytes) in site.files() {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            self.give(PUBLIC, format!("archive-{at}/{file}"), text);
        }
        Ok(())
    }

    /// `tally` in every markup, as the master posts it, and the day's wagons picture (`tally
    /// --picture`; the same drawing `next` writes beside the post and the archive shows).
    fn tally(&mut self, step: &str, public: &str, game: &Game, orders: &Orders, catalog: &Catalog) {
        // As `tally` counts, and as `tally --hammer` does (the hammer is public: the count
        // marks it, the votes after it do not count, the picture ends there).
        // And as `tally --deadline` counts and draws, where the pair has one: the count the
        // master posts at the deadline.
        let deadlines = [None].into_iter().chain(self.tally_deadline.map(Some));
        for (hammer, deadline) in deadlines.flat_map(|d| [(false, d), (true, d)]) {
            let tag = if deadline.is_some() { "/deadline" } else { "" };
            let (step, public) = (format!("{step}{tag}"), format!("{public}{tag}"));
            if let (Some(prepared), _) = engine::prepare(game, raw(orders)) {
                let cut = wagons::Cut {
                    hammer,
                    deadline,
                    ..wagons::Cut::default()
                };
                if let Some(day) = wagons::of_day(&prepared, cut, catalog) {
                    self.give(PUBLIC, format!("{public}/wagons.{hammer}.svg"), day.svg());
                }
            }
            let settings = daycount::Settings {
                hammer,
                deadline,
                ..daycount::Settings::of(game)
            };
            self.count(&step, &public, game, orders, catalog, &settings);
        }
    }

    /// One count in every markup, with and without the vote history.
    fn count(
        &mut self,
        step: &str,
        public: &str,
        game: &Game,
        orders: &Orders,
        catalog: &Catalog,
        settings: &daycount::Settings,
    ) {
        let title = catalog.text(&self.ruleset.phase_title(game, &game.phase));
        let cut = settings.hammer;
        match daycount::count(self.ruleset, game, raw(orders), None, settings) {
            Ok((count, _unread)) => {
                self.give(MASTER, format!("{step}/tally.{cut}.json"), count.json());
                for markup in MARKUPS {
                    for history in [false, true] {
                        let options = Options { markup, history };
                        let text = count.render_with(catalog, &options, &title);
                        let file = format!("{public}/tally.{markup:?}.{history}.{cut}");
                        self.give(PUBLIC, file, text);
                    }
                }
            }
            Err(problems) => {
                let text = diag::render_all(&problems, catalog);
                self.give(MASTER, format!("{step}/tally-refused.{cut}"), text);
            }
        }
    }
}

/// A phase's PMs as a scenario writes them: player (or file name) → text.
pub type Orders = BTreeMap<String, String>;

/// The PMs as `orders/` would hold them.
fn raw(orders: &Orders) -> Vec<RawFile> {
    orders
        .iter()
        .map(|(who, text)| RawFile::from_text(&file_name(who), text))
        .collect()
}

/// The file in `orders/` of a scenario's PM: the player's name, or the file name given.
fn file_name(who: &str) -> String {
    match who.contains('.') {
        true => who.to_string(),
        false => format!("{who}.txt"),
    }
}

fn forums(format: Format) -> Vec<Option<Forum>> {
    match format {
        Format::Bbcode => FORUMS.into_iter().map(Some).collect(),
        _ => vec![None],
    }
}

fn catalog(game: &Game) -> Catalog {
    Catalog::for_ruleset(game.language, &game.ruleset).with_genders(game)
}

/// Plays `scenario` (its setup and every phase's orders, refused orders being an error) and
/// returns what each reader received. Then each PM of `probe` (player → text), which must be
/// refused, is read in the phase the game stands at: the refusal `check` and `next` show is
/// what the master answers its sender with, so the sender receives it as well as the master.
/// Plays `scenario`, then reads `probe`; every count is made with `tally_deadline` too, where
/// given (seconds since 1970: `tally --deadline`).
pub fn play(
    scenario: &Scenario,
    probe: &Orders,
    tally_deadline: Option<i64>,
) -> Result<Received, String> {
    let ruleset = engine::ruleset_of(&scenario.ruleset).map_err(|_| "unknown ruleset")?;
    let roster: Vec<Entry> = scenario
        .players
        .iter()
        .map(|p| {
            let (name, aliases) = match p {
                PlayerSpec::Name(name) => (name.clone(), Vec::new()),
                PlayerSpec::Full { name, aliases } => (name.clone(), aliases.clone()),
            };
            Entry {
                role: scenario.roles.get(&name).cloned(),
                gender: scenario.genders.get(&name).copied(),
                name,
                aliases,
            }
        })
        .collect();
    let new = NewGame {
        ruleset,
        roster: &roster,
        seed: scenario.seed,
        language: Some(scenario.language.unwrap_or(Lang::En)),
        options: scenario
            .options
            .iter()
            .map(|(k, v)| (k.clone(), scalar(v)))
            .collect(),
    };
    let started = match &scenario.setup {
        Some(state) => engine::adopt(&new, state.clone()),
        None => engine::deal(&new, scenario.draws.clone()),
    };
    let (mut game, setup) = started.map_err(|p| problems(&p, &Catalog::new(Lang::En)))?;
    let mut received = Received::new();
    let mut reading = Reading {
        ruleset,
        received: &mut received,
        count: BTreeMap::new(),
        tally_deadline,
    };
    let files = engine::reports(ruleset, &game, "setup", &setup, Format::Md, false);
    reading.reports("setup", &game, "setup", &setup, &files);
    // The game's folder, as `next` keeps it, for `adjudicate archive`.
    let folder = tempfile::tempdir().map_err(|e| e.to_string())?;
    let dir = GameDir::new(folder.path());
    reading.archive(&dir, &game)?;
    for (n, step) in scenario.phases.iter().enumerate() {
        let name = format!("step-{n}");
        reading.before(&name, &game, &step.orders);
        let output = engine::resolve_raw(&game, raw(&step.orders), step.draws.clone(), Format::Md)
            .map_err(|p| format!("{name}: refused:\n{}", problems(&p, &catalog(&game))))?;
        reading.reports(&name, &game, &output.phase, &output.trace, &output.files);
        for (who, text) in &step.orders {
            let path = dir.path(&format!("orders/{}", file_name(who)));
            write_atomic(&path, text.as_bytes()).map_err(|e| format!("{e:?}"))?;
        }
        dir.commit_phase(&output.phase, &output.files, &output.after.to_yaml())
            .map_err(|e| format!("{e:?}"))?;
        game = output.after;
        reading.archive(&dir, &game)?;
    }
    reading.before("end", &game, &Orders::new());
    for (who, text) in probe {
        let pm = Orders::from([(who.clone(), text.clone())]);
        let refused = match engine::resolve_raw(&game, raw(&pm), Vec::new(), Format::Md) {
            Ok(_) => return Err(format!("probe: {who}'s PM is not refused")),
            Err(p) => problems(&p, &catalog(&game)),
        };
        reading.give(who, format!("refused/{who}"), refused.clone());
        reading.give(MASTER, format!("refused/{who}"), refused);
    }
    Ok(received)
}

fn problems(problems: &[diag::Problem], catalog: &Catalog) -> String {
    diag::render_all(problems, catalog)
}

fn scalar(value: &serde_yaml::Value) -> String {
    match value {
        serde_yaml::Value::String(s) => s.clone(),
        other => serde_yaml::to_string(other)
            .unwrap_or_default()
            .trim()
            .to_string(),
    }
}
