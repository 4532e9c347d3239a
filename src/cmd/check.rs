//! `adjudicate check [DIR] [--json]`: the master's checklist of this phase. Every problem of
//! every PM at once; for each PM how it was read, line by line (`Dani (orders/Dani.txt): line 2
//! "Quiero ver la carta de Ana por favor" → see Ana`), its ignored lines and its corrected
//! names; and the living players who have sent no PM yet. `--json` prints the same with stable
//! keys (README, "check --json").

use super::check_aside::{ReplacedOut, aside_of, replaced_in};
use super::check_conditional::conditions_of_no_order;
use super::check_conditional::{ConditionOut, read_from};
use super::check_reading::{Corrected, corrected_in, reading, split_at_verbs};
use super::common;
use crate::cmd::Failed;
use crate::core::diag::{Problem, locate};
use crate::core::engine;
use crate::core::game::Game;
use crate::core::msg::{Catalog, Lang, Msg};
use crate::core::orders::{OrderFile, OrderLine};
use crate::core::store::RawFile;
use crate::core::text::terminal_safe;
use serde::Serialize;
use std::collections::{BTreeSet, HashMap};
use std::path::Path;

/// The checklist, as `--json` prints it.
#[derive(Serialize)]
struct Listing {
    phase: String,
    pms: Vec<Pm>,
    problems: Vec<ProblemOut>,
    missing: Vec<String>,
    /// Players on `missing` who sent a PM in which no order was read.
    without_order: Vec<String>,
    /// Living players without a PM whose form has nothing to send this phase.
    nothing_to_send: Vec<String>,
    /// Posts of the day's thread the master set aside (`ignore thread POST`).
    posts_set_aside: Vec<super::check_aside::PostSetAside>,
}

#[derive(Serialize)]
struct Pm {
    player: String,
    files: Vec<String>,
    sent: Option<String>,
    orders: Vec<OrderOut>,
    ignored: Vec<LineOut>,
    replaced: Vec<ReplacedOut>,
    corrected: Vec<Corrected>,
}

#[derive(Serialize)]
struct OrderOut {
    file: String,
    line: usize,
    text: String,
    /// `None` when a problem points into the line.
    reading: Option<String>,
    /// What the player wrote after the order, set aside as his prose, when it names another
    /// player (`, que ayer defendió a Carla`); only written when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    aside: Option<String>,
    /// The condition the order holds under (`Si me sale vidente: ver Jorge`, `pierdo X si
    /// viene Y`), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    condition: Option<ConditionOut>,
}

impl OrderOut {
    /// The reading `check` shows, with the aside set aside after the order, if any.
    fn shown(&self, catalog: &Catalog) -> String {
        let reading = match &self.reading {
            Some(r) => r.clone(),
            None => catalog.get("check-not-read"),
        };
        match &self.aside {
            Some(aside) => {
                let note = catalog.text(&Msg::new("check-aside").arg("aside", aside.as_str()));
                format!("{reading} {note}")
            }
            None => reading,
        }
    }
}

#[derive(Serialize)]
struct LineOut {
    file: String,
    line: usize,
    text: String,
    /// The line says the sender has not chosen yet (`todavía no sé a quién votar`); only
    /// written when it does, so an ignored line's keys stay as they were.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    undecided: bool,
    /// The line says the sender gives no order for now (`esta ronda no hago nada`, `ya votaré
    /// en el hilo`); only written when it does.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    no_order_now: bool,
    /// The line is a remark about a player or a thing of the game (`Sospecho de Bruno`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    remark: bool,
    /// The player struck the line through or marked it down (`robar a Jorge ❌`), or marked
    /// another of its kind as his choice.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    struck: bool,
    /// The master set the line aside (`ignorar Ana 2`): his ruling, not the player's chatter.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    set_aside: bool,
}

impl LineOut {
    /// The note `check` shows beside an ignored line: why it is no order (the master's first).
    fn note(&self, catalog: &Catalog) -> String {
        let notes = [
            (self.set_aside, "check-set-aside"),
            (self.struck, "check-struck"),
            (self.undecided, "check-undecided"),
            (self.no_order_now, "check-no-order-now"),
            (self.remark, "check-remark"),
        ];
        let key = notes.iter().find(|(on, _)| *on).map(|(_, key)| *key);
        catalog.get(key.unwrap_or("check-ignored"))
    }
}

#[derive(Serialize)]
struct ProblemOut {
    file: Option<String>,
    line: Option<usize>,
    column: Option<usize>,
    message: String,
    help: Option<String>,
}

pub fn run(dir: &Path, json: bool, lang: Option<Lang>) -> Result<(), Failed> {
    let (game_dir, _lock, game) = common::open(dir, lang)?;
    let catalog = common::catalog(lang, Some(&game));
    // What `next` refuses before reading any PM, `check` refuses too.
    if let Some(problem) = super::next::already_resolved(&game_dir, &game, &catalog) {
        return Err(common::problems(&[problem], &catalog));
    }
    let ruleset =
        engine::ruleset_of(&game.ruleset).map_err(|p| common::problems(&[p], &catalog))?;
    let raw = game_dir
        .raw_orders(&game)
        .map_err(|p| common::problems(&[p], &catalog))?;
    let file_names: Vec<String> = raw.iter().filter_map(|r| r.name.clone()).collect();
    // The day's thread as `next` reads it: `orders/thread.txt`, the file `thread:` names, or
    // the saved pages of `thread/`.
    let (thread, raw) = super::thread::day_thread(&game_dir, &game, None, raw, None)
        .map_err(|p| common::problems(&p, &catalog))?;
    let thread = thread.map(|(t, _)| t);
    let (prepared, problems) = prepare_as_next(&game_dir, &game, raw, thread.as_ref(), &catalog);
    let orders = prepared
        .as_ref()
        .map(|p| p.orders.as_slice())
        .unwrap_or(&[]);
    // The game the master's orders leave: a substitute's PM is under his own name.
    let played = prepared.as_ref().map_or(&game, |p| &p.game);
    let problem_offsets = problem_offsets(&problems);
    let (missing, nothing_to_send) = unsent(ruleset, played, &file_names, orders);
    let without_order: Vec<String> = without_order(orders)
        .into_iter()
        .filter(|p| missing.contains(p))
        .collect();
    // A refused check says what a refused `next` says, and nothing on standard output.
    if !problems.is_empty() && !json {
        return Err(common::problems(&problems, &catalog));
    }
    let names = game.names();
    let listing = Listing {
        phase: game.phase.clone(),
        pms: orders
            .iter()
            .filter(|f| !f.player.is_empty())
            .map(|f| {
                let replaced = prepared.as_ref().map_or(&[][..], |p| p.replaced.as_slice());
                // Readings in English for `--json` and English games, else the rulebook's words.
                let english = (json || catalog.lang() == Lang::En).then(|| ruleset.english_words());
                pm_of(f, &problem_offsets, replaced, english, &names)
            })
            .collect(),
        problems: located(&problems, &catalog),
        missing,
        without_order,
        nothing_to_send,
        posts_set_aside: super::check_aside::posts_set_aside(prepared.as_ref()),
    };
    let shown = if json {
        crate::core::text::pretty_json(&listing) + "\n"
    } else {
        human(&listing, &catalog)
    };
    if !problems.is_empty() {
        common::out(&shown); // the JSON checklist holds the problems
        return Err(common::problems(&problems, &catalog));
    }
    if json {
        common::out(&shown);
        return Ok(());
    }
    common::out(&shown);
    common::outln(
        &catalog.text(&Msg::new("check-ok").arg("count", orders.len()).arg(
            "phase",
            catalog.text(&ruleset.phase_title(&game, &game.phase)),
        )),
    );
    if let Some(thread) = &thread {
        common::outln(&super::thread::thread_line(thread, &catalog));
    }
    tell_the_master(&game, played, orders, prepared.as_ref(), &catalog);
    Ok(())
}

/// The phase's input as `next` reads it, and every problem `next` would stop on.
fn prepare_as_next(
    game_dir: &crate::core::store::GameDir,
    game: &Game,
    raw: Vec<RawFile>,
    thread: Option<&crate::core::thread::Thread>,
    catalog: &Catalog,
) -> (Option<engine::Prepared>, Vec<Problem>) {
    let (prepared, mut problems) = engine::prepare_day(
        game,
        raw,
        thread,
        &crate::core::daycount::Settings::of(game),
    );
    // A name in the day's thread that cannot be read stops `next`: `check` says so too.
    if let Some(read) = prepared.as_ref().and_then(|p| p.thread.as_ref()) {
        problems.extend(read.unread.iter().cloned());
    }
    // A turn played in the thread: its posts not filed in orders/ stop `next`, and `check`.
    problems.extend(super::import::unfiled_posts(game_dir, game, thread));
    let orders = prepared
        .as_ref()
        .map(|p| p.orders.as_slice())
        .unwrap_or(&[]);
    // The game the master's orders leave: a substitute's PM is under his own name.
    let played = prepared.as_ref().map_or(game, |p| &p.game);
    // A day with PMs and nobody's vote in them nor in the thread: `next` refuses it, `check`
    // says so first (an empty orders/ is `next`'s own refusal, `--no-orders`).
    if problems.is_empty()
        && !orders.is_empty()
        && let Some(problem) = super::next::nobody_voted(game, played, orders, catalog)
    {
        problems.push(problem);
    }
    (prepared, problems)
}

/// What the master is told beside a clean check: PMs whose sending time cannot be read in a
/// phase with a deadline, quotes never closed, orders a later order replaced.
fn tell_the_master(
    game: &Game,
    played: &Game,
    orders: &[OrderFile],
    prepared: Option<&engine::Prepared>,
    catalog: &Catalog,
) {
    // A PM whose sending time cannot be read, in a phase with a deadline: it was not checked
    // against the deadline and is taken as sent last; the master is told, not left to guess.
    if let Some(deadline) = played.deadline.as_deref() {
        let master_file = game.master_file();
        for file in orders.iter().filter(|f| {
            f.sent.is_none()
                && !f.player.is_empty()
                && !crate::core::master::is_corrected_vote(master_file, f)
        }) {
            common::outln(
                &catalog.text(
                    &Msg::new("check-no-sent")
                        .arg("file", &file.path)
                        .arg("deadline", deadline),
                ),
            );
        }
    }
    // A `[quote` never closed (or closed by a misspelt `[/qoute]`) ends with its own line:
    // the master is told, the lines after it were read as the player's.
    for file in orders.iter() {
        for quote in file.hidden() {
            if crate::core::markup::is_unclosed_quote(&file.source, quote) {
                let line = file.source[..quote.start].matches('\n').count() + 1;
                common::outln(
                    &catalog.text(
                        &Msg::new("check-unclosed-quote")
                            .arg("file", &file.path)
                            .arg("line", line),
                    ),
                );
            }
        }
    }
    // A voted name read other than as written (a typo, initials, a prefix): shown, not hidden.
    for r in prepared
        .iter()
        .flat_map(|p| &p.thread)
        .flat_map(|t| &t.read_as)
    {
        let msg = Msg::new("check-thread-read-as")
            .arg("voter", &r.voter)
            .arg("post", r.post);
        let msg = msg.arg("written", &r.written).arg("name", &r.name);
        common::outln(&catalog.text(&msg));
    }
    // The orders a later order of the same kind replaced: the master sees which one counts.
    for replaced in prepared.iter().flat_map(|p| &p.replaced) {
        common::outln(&catalog.text(&replaced.check_line()));
    }
    for p in super::check_aside::posts_set_aside(prepared) {
        common::outln(&catalog.text(&p.line()));
    }
}

/// The living players who have sent no PM this phase, split by whether their form has
/// anything to send: (those whose orders are awaited, those with nothing to send). `played` is
/// the game the master's orders leave (a substitute's PM is under his own name).
pub fn unsent(
    ruleset: &dyn crate::rules::Ruleset,
    played: &Game,
    file_names: &[String],
    orders: &[OrderFile],
) -> (Vec<String>, Vec<String>) {
    // A PM in which nothing was read as an order ("Mantengo mi voto de ayer") sends nothing:
    // its player stays on the list, never taken off it in silence (review-lost 12).
    let without_order = without_order(orders);
    let senders: BTreeSet<String> = senders(played, file_names)
        .into_iter()
        .filter(|p| !without_order.contains(p))
        .collect();
    let has_orders: BTreeSet<String> = ruleset
        .forms(played)
        .unwrap_or_default()
        .into_iter()
        .filter(|f| !f.orders.is_empty())
        .map(|f| f.player)
        .collect();
    // A ruleset may owe fewer PMs than it offers forms (chez-geek: the active player's turn;
    // the others' answers are theirs to send or not): those who owe none are not missing.
    let owed = ruleset.owes_pm(played);
    let (missing, nothing): (Vec<String>, Vec<String>) = played
        .players
        .iter()
        .filter(|p| p.alive && !senders.contains(&p.name))
        .map(|p| p.name.clone())
        .partition(|p| has_orders.contains(p));
    let missing = missing
        .into_iter()
        .filter(|p| owed.as_ref().is_none_or(|o| o.contains(p)))
        .collect();
    (missing, nothing)
}

/// The players whose PMs of this phase hold no order at all: every line set aside.
pub fn without_order(orders: &[OrderFile]) -> BTreeSet<String> {
    let mut read: HashMap<&str, bool> = HashMap::new();
    for file in orders.iter().filter(|f| !f.player.is_empty()) {
        *read.entry(file.player.as_str()).or_default() |= !file.lines.is_empty();
    }
    read.into_iter()
        .filter(|(_, any)| !any)
        .map(|(player, _)| player.to_string())
        .collect()
}

fn senders(game: &Game, file_names: &[String]) -> BTreeSet<String> {
    let index = game.names();
    // `Ana.txt`, a later `Ana-2.txt` or `Ana (1).txt`, or a file of the folder `Ana/`: the
    // names the intake reads (`inbox::numbered`).
    file_names
        .iter()
        .filter_map(|n| match n.split_once('/') {
            Some((folder, _)) => Some(folder),
            None => n
                .rsplit_once('.')
                .map(|(stem, _)| crate::core::inbox::numbered(stem, &index).0),
        })
        .filter_map(|stem| index.resolve_unsuggested(stem).ok())
        .collect()
}

/// Where the problems point, by file, sorted: a line a problem points into is not read.
fn problem_offsets(problems: &[Problem]) -> HashMap<String, Vec<usize>> {
    let mut by_file: HashMap<String, Vec<usize>> = HashMap::new();
    for place in problems.iter().filter_map(|p| p.place.as_ref()) {
        by_file
            .entry(place.path.clone())
            .or_default()
            .push(place.span.start);
    }
    for offsets in by_file.values_mut() {
        offsets.sort_unstable();
    }
    by_file
}

fn pm_of(
    file: &OrderFile,
    problems: &HashMap<String, Vec<usize>>,
    replaced: &[crate::core::replaced::Replacement],
    english: Option<&[&str]>,
    names: &crate::core::names::NameIndex,
) -> Pm {
    let offsets = problems.get(&file.path).map(Vec::as_slice).unwrap_or(&[]);
    // A problem in its condition (`si me sale aldeano:`, `si viene el casero`) leaves an order
    // unread too.
    let troubled = |line: &OrderLine| {
        let span = read_from(file, line);
        let first = offsets.partition_point(|&o| o < span.start);
        offsets.get(first).is_some_and(|&o| o <= span.end)
    };
    // Each line of the file as written, found once.
    let texts: Vec<&str> = crate::core::text::lines(&file.source)
        .map(|l| file.source[l.start..l.end].trim())
        .collect();
    let line_text = |line: &OrderLine| {
        texts
            .get(line.line - 1)
            .copied()
            .unwrap_or_default()
            .to_string()
    };
    let mut corrected = Vec::new();
    let mut orders = Vec::new();
    for line in &file.lines {
        let reads = file.readings.within(line.span.start..line.span.end + 1);
        corrected.extend(corrected_in(file, line, &reads));
        // A line of two orders the ruleset reads as two (chez-geek: `juego la Cerveza y la
        // Pizza`, two plays) is shown as two readings, each from its verb; its aside and
        // condition go with the last.
        let groups = split_at_verbs(&reads);
        for (i, reads) in groups.iter().enumerate() {
            let last = i + 1 == groups.len();
            let reading =
                (!troubled(line) && !reads.is_empty()).then(|| reading(english, file.lang, reads));
            orders.push(OrderOut {
                file: file.path.clone(),
                line: line.line,
                text: line_text(line),
                aside: (reading.as_ref().filter(|_| last))
                    .and_then(|_| aside_of(file, line, names)),
                reading,
                condition: ConditionOut::of(file, line, &texts, english).filter(|_| last),
            });
        }
    }
    Pm {
        player: file.player.clone(),
        files: vec![file.path.clone()],
        sent: file.sent.as_ref().map(|s| s.text.clone()),
        orders,
        ignored: file
            .ignored
            .iter()
            .map(|line| line.line)
            .chain(conditions_of_no_order(file))
            .map(|line| LineOut {
                file: file.path.clone(),
                line,
                text: texts.get(line - 1).copied().unwrap_or_default().to_string(),
                undecided: file.undecided.contains(&line),
                no_order_now: file.no_order_now.contains(&line),
                remark: file.remarks.contains(&line),
                struck: file.struck.contains(&line),
                set_aside: file.set_aside.contains(&line),
            })
            .collect(),
        replaced: replaced_in(file, replaced),
        corrected,
    }
}

/// Each problem with its file, line and column (1-based, the column in characters), located
/// with one pass per file.
fn located(problems: &[Problem], catalog: &Catalog) -> Vec<ProblemOut> {
    let mut by_source: HashMap<*const u8, Vec<usize>> = HashMap::new();
    for (i, p) in problems.iter().enumerate() {
        if let Some(place) = &p.place {
            by_source.entry(place.source.as_ptr()).or_default().push(i);
        }
    }
    let mut at = vec![None; problems.len()];
    for indices in by_source.values() {
        let place = |i: usize| problems[i].place.as_ref().expect("a place");
        let offsets: Vec<usize> = indices.iter().map(|&i| place(i).span.start).collect();
        for (&i, found) in indices
            .iter()
            .zip(locate(&place(indices[0]).source, &offsets))
        {
            at[i] = Some((found.line + 1, found.column + 1));
        }
    }
    let mut out: Vec<ProblemOut> = problems
        .iter()
        .zip(at)
        .map(|(p, at)| ProblemOut {
            file: p.place.as_ref().map(|place| place.path.clone()),
            line: at.map(|a| a.0),
            column: at.map(|a| a.1),
            message: catalog.text(&p.msg),
            help: p.help.as_ref().map(|h| catalog.text(h)),
        })
        .collect();
    out.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));
    out
}

/// The checklist in the game's language, one line per order, ignored line and correction.
fn human(listing: &Listing, catalog: &Catalog) -> String {
    let mut text = String::new();
    let mut push = |line: String| {
        text.push_str(&terminal_safe(&line));
        text.push('\n');
    };
    let head = |pm: &Pm, file: &str, line: usize| {
        catalog.text(
            &Msg::new("check-line")
                .arg("player", &pm.player)
                .arg("file", file)
                .arg("line", line),
        )
    };
    for pm in &listing.pms {
        // One PM's lines in the order of the file: its orders, ignored lines and corrections.
        let mut lines: Vec<(usize, usize, String)> = Vec::new();
        for order in &pm.orders {
            let mut reading = order.shown(catalog);
            if let Some(c) = &order.condition {
                let head = head(pm, &order.file, c.line);
                let (with_condition, own_line) = c.human(reading, order.line, head, catalog);
                reading = with_condition;
                lines.extend(own_line.map(|(line, shown)| (line, 0, shown)));
            }
            let shown = format!(
                "{} \"{}\" → {reading}",
                head(pm, &order.file, order.line),
                order.text
            );
            lines.push((order.line, 0, shown));
        }
        for line in &pm.ignored {
            let note = line.note(catalog);
            let shown = format!(
                "{} \"{}\" {note}",
                head(pm, &line.file, line.line),
                line.text,
            );
            lines.push((line.line, 0, shown));
        }
        for fix in &pm.corrected {
            let shown = format!(
                "{} `{}` {} {}",
                head(pm, &fix.file, fix.line),
                fix.written,
                catalog.get("check-read-as"),
                fix.name
            );
            lines.push((fix.line, 1, shown));
        }
        lines.sort_by_key(|(line, after, _)| (*line, *after));
        for (_, _, shown) in lines {
            push(shown);
        }
    }
    if !listing.nothing_to_send.is_empty() {
        push(catalog.text(
            &Msg::new("check-nothing-to-send").arg("names", listing.nothing_to_send.join(", ")),
        ));
    }
    // A player whose PM holds no order is still owed one: named once, on its own line.
    let missing: Vec<String> = (listing.missing.iter())
        .filter(|p| !listing.without_order.contains(p))
        .cloned()
        .collect();
    for (key, names) in [
        ("check-without-order", &listing.without_order),
        ("check-missing", &missing),
    ] {
        if !names.is_empty() {
            push(catalog.text(&Msg::new(key).arg("names", names.join(", "))));
        }
    }
    text
}
