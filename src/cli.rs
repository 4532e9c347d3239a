//! The command line: arguments become validated settings here, then each subcommand runs in
//! its own module under `src/cmd/`. Exit codes: 0 ok, 1 rule or validation problems found,
//! 2 usage or unreadable input.

use crate::cmd;
use crate::core::archive::Reveal;
use crate::core::draw::View;
use crate::core::msg::Lang;
use crate::core::report::Format;
use crate::core::tally::Markup;
use crate::core::thread::Syntax;
use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "adjudicate",
    version,
    about = "Adjudicates play-by-forum hidden-role games"
)]
pub struct Cli {
    /// Language of messages (es, it, en); a game's own language by default.
    #[arg(long, global = true, value_parser = parse_lang)]
    pub lang: Option<Lang>,
    #[command(subcommand)]
    pub command: Command,
}

fn parse_ascii_char(text: &str) -> Result<u8, String> {
    match text.as_bytes() {
        [b] if b.is_ascii() && !b.is_ascii_alphanumeric() => Ok(*b),
        _ if text == "\\t" => Ok(b'\t'),
        _ => Err(format!("`{text}`: one ASCII sign (`,`, `;`, `|`, `\\t`…)")),
    }
}

fn parse_seconds(text: &str) -> Result<std::time::Duration, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && (0.0..=3600.0).contains(s))
        .map(std::time::Duration::from_secs_f64)
        .ok_or_else(|| format!("`{text}`: seconds, from 0 to 3600 (`1`, `0.5`)"))
}

fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::parse(text).ok_or_else(|| format!("unknown language `{text}`: es, it or en"))
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Start a game: read the roster, deal the roles from the seed, write the role PMs.
    Init(InitArgs),
    /// Check this phase's orders: every problem at once, how each PM was read, who has sent
    /// nothing yet.
    Check {
        #[arg(default_value = ".")]
        dir: PathBuf,
        /// Print the checklist as JSON, for bots.
        #[arg(long)]
        json: bool,
    },
    /// Resolve the phase: write the new state and the reports, archive the orders.
    Next(NextArgs),
    /// Take back the last resolved phase: its state from history/, its PMs back into orders/,
    /// its reports removed (again for one more phase back).
    Undo {
        #[arg(default_value = ".")]
        dir: PathBuf,
    },
    /// Re-resolve an archived phase from history/ and print its trace.
    Explain {
        phase: String,
        #[arg(default_value = ".")]
        dir: PathBuf,
        /// Only the events involving this player (the master's view: secrets included, each
        /// tagged with who was told it).
        #[arg(long)]
        player: Option<String>,
    },
    /// Write each player's PM form for the coming phase to reports/<phase>/forms/ (Markdown
    /// and BBCode): what he may send, the legal choices, a line to fill per order.
    Forms {
        #[arg(default_value = ".")]
        dir: PathBuf,
    },
    /// Draw the game's map: chechino's ship, among-us's manor. By default (--public) only what
    /// every player may see, to DIR/map.svg (the ship: houses, residents, paths, the elevator,
    /// the dead, the floors that blew up; the manor: levels, rooms, boundaries by kind,
    /// features, passages). --master draws the master's copy, with the secrets (the ship:
    /// roles, last night's walls and the marks; the manor: where everyone was at the end of
    /// the last phase, ghosts, bodies, dark rooms), to DIR/map-master.svg. --png FILE writes
    /// the same picture as PNG too.
    Map {
        #[arg(default_value = ".")]
        dir: PathBuf,
        /// Only what every player may see (the default).
        #[arg(long, conflicts_with = "master")]
        public: bool,
        /// The master's copy, with the secrets.
        #[arg(long)]
        master: bool,
        /// Also write the picture as PNG to FILE.
        #[arg(long, value_name = "FILE")]
        png: Option<PathBuf>,
    },
    /// Print the public state of a game (all of it with --master).
    Status {
        #[arg(default_value = ".")]
        dir: PathBuf,
        #[arg(long)]
        master: bool,
    },
    /// Count the day's votes so far, as `next` will count them: the PMs in orders/ and the day's
    /// thread (the forum's pages saved into thread/, or a thread pasted in the text format).
    Tally(TallyArgs),
    /// File the forum's own material into the game folder: a phpBB PM export (CSV, CSV
    /// (Excel), XML, or a folder of them exported page by page) and saved PM pages (phpBB,
    /// SMF) become the senders' PMs in orders/; saved thread pages are copied into thread/
    /// (where a turn is played in the thread, chez-geek, each player's post is filed as his
    /// orders instead). Prints what it filed where and what it skipped and why.
    Import {
        /// The game's folder.
        dir: PathBuf,
        /// The files (or folders of files) to import.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print what would be filed and skipped; write nothing.
        #[arg(long)]
        dry_run: bool,
        /// The CSV export's delimiter, as typed in phpBB's export form (default: found).
        #[arg(long, value_parser = parse_ascii_char)]
        delimiter: Option<u8>,
        /// The CSV export's enclosure, as typed in phpBB's export form (default: found).
        #[arg(long, value_parser = parse_ascii_char)]
        enclosure: Option<u8>,
        /// When the pages were saved (`2026-12-02 23:10`, the game's time zone): a page's
        /// "Hoy"/"Oggi"/"Today" is that day. Default: each file's modification time.
        #[arg(long, value_name = "TIME")]
        saved_at: Option<String>,
    },
    /// Download a public thread's pages into the game's thread/ folder (as a browser's "Save
    /// page as" writes them), following the forum's own next-page links; run again, only what
    /// is new is fetched (the last page again, it grows). `tally` and `next` read the pages
    /// saved. A private thread: save its pages by hand into thread/ instead.
    Fetch {
        /// The game's folder.
        dir: PathBuf,
        /// The thread's address (its first page, or the page to go on from).
        url: String,
        /// Stop after the page holding this post.
        #[arg(long, value_name = "N")]
        until_post: Option<u64>,
        /// Seconds between two requests to the forum.
        #[arg(long, value_name = "SECONDS", default_value = "1", value_parser = parse_seconds)]
        delay: std::time::Duration,
        /// Seconds one request may take.
        #[arg(long, value_name = "SECONDS", default_value = "30", value_parser = parse_seconds)]
        timeout: std::time::Duration,
    },
    /// Write the game as a static website to SITE: an index, one page per phase (its public
    /// post, the day's wagons, the map, the deaths) and, once the game is over, the reveal
    /// (each phase's whole trace, one page per player). Plain HTML and CSS, relative links.
    Archive {
        #[arg(default_value = ".")]
        dir: PathBuf,
        /// The site's folder (created if missing).
        #[arg(long, value_name = "SITE")]
        out: PathBuf,
        /// Show the secrets while the game runs: for the master's eyes only.
        #[arg(long, conflicts_with = "public_only")]
        reveal: bool,
        /// Keep the secrets even after the end (no traces, no PMs, no player pages): for a
        /// master whose group keeps the PMs private when the game is over.
        #[arg(long)]
        public_only: bool,
    },
    /// Print a shell completion script (bash, zsh, fish, powershell, elvish).
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Run scenario files (or folders of them); non-zero exit on any failure.
    Scenario {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
}

/// The arguments of `init`.
#[derive(clap::Args, Debug)]
pub struct InitArgs {
    /// The new game's folder.
    dir: PathBuf,
    /// The ruleset id (one-night, …).
    #[arg(long)]
    ruleset: String,
    /// CSV roster: name, aliases separated by `|`, an optional fixed role.
    #[arg(long)]
    players: PathBuf,
    /// The game seed (a new random one when omitted; written in game.yaml).
    #[arg(long)]
    seed: Option<u64>,
    /// A game option, `key=value` (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// A player's fixed role, as the roster's role column (repeatable): in chez-geek the
    /// job the last game's winner picks ("El ganador puede elegir su carta de Curro en la
    /// siguiente partida").
    #[arg(long = "job-for", value_name = "NAME=ROLE")]
    job_for: Vec<String>,
    /// Report format of the role PMs (by default the forum's; Markdown when no forum is
    /// named).
    #[arg(long, value_enum)]
    format: Option<Format>,
    /// The forum the posts go to: phpBB, SMF and vBulletin take BBCode (each its own
    /// sizes and lists), Discourse and Mediavida Markdown. Written in game.yaml.
    #[arg(long, value_enum)]
    forum: Option<crate::core::report::Forum>,
    /// The game's time zone (IANA name, `Europe/Madrid`): PM and deadline times without
    /// an offset are read in it. UTC by default.
    #[arg(long)]
    timezone: Option<String>,
    /// The master's name on the forum (repeatable, for co-masters): `import` tells his
    /// PMs and posts apart from strangers'. Written in game.yaml as `masters:`.
    #[arg(long = "master", value_name = "NAME")]
    masters: Vec<String>,
}

/// The arguments of `next`.
#[derive(clap::Args, Debug)]
pub struct NextArgs {
    #[arg(default_value = ".")]
    dir: PathBuf,
    /// Print the causal trace (the events involving one player, if named: the master's view,
    /// secrets included, each tagged with who was told it).
    #[arg(long, num_args = 0..=1, default_missing_value = "", value_name = "PLAYER")]
    explain: Option<String>,
    /// Write nothing; print the diff of game.yaml and the reports that would be written.
    #[arg(long)]
    dry_run: bool,
    /// Resolve the phase although orders/ holds no PM (nobody sent anything).
    #[arg(long)]
    no_orders: bool,
    /// Resolve a day although nobody voted (not even an abstention).
    #[arg(long)]
    no_votes: bool,
    /// The day's thread: pasted (each post opens with `=== #123 | Author | 2026-11-29T21:03`),
    /// or pages saved from the forum (a .html file or a folder of them); its votes count
    /// with the PMs' (default: the file `thread:` names in game.yaml, orders/thread.txt, or
    /// the game's thread/ folder of saved pages).
    #[arg(long, value_name = "PATH")]
    thread: Option<PathBuf>,
    /// When the thread's saved pages were saved (`2026-11-29 23:40`): what a relative time
    /// on them ("Today, 21:03", "5 minutes ago") counts from (default: each file's time).
    #[arg(long, value_name = "TIME")]
    saved_at: Option<String>,
    /// How the thread's votes are written (forum family; default: `syntax:` in game.yaml,
    /// else auto).
    #[arg(long, value_enum)]
    syntax: Option<Syntax>,
    /// Report format: Markdown, BBCode or text (by default the game's forum's: BBCode for
    /// phpBB, SMF and vBulletin, Markdown for Discourse and Mediavida; Markdown when the
    /// game names no forum).
    #[arg(long, value_enum)]
    format: Option<Format>,
}

/// The arguments of `tally`.
#[derive(clap::Args, Debug)]
pub struct TallyArgs {
    #[arg(default_value = ".")]
    dir: PathBuf,
    /// The day's thread, pasted or saved pages of the forum (a .html file or a folder of
    /// them; default: the file `thread:` names in game.yaml, orders/thread.txt, or the
    /// game's thread/ folder); its votes count with the PMs'.
    #[arg(long, value_name = "PATH")]
    thread: Option<PathBuf>,
    /// When the thread's saved pages were saved (`2026-11-29 23:40`): what a relative time
    /// on them ("Today, 21:03", "5 minutes ago") counts from (default: each file's time).
    #[arg(long, value_name = "TIME")]
    saved_at: Option<String>,
    /// How the thread's votes are written (forum family).
    #[arg(long, value_enum)]
    syntax: Option<Syntax>,
    /// Spoilers ([spoiler]…[/spoiler]) hide votes, as quotes do.
    #[arg(long)]
    strip_spoilers: bool,
    /// Read the thread up to this post number.
    #[arg(long, value_name = "N")]
    until_post: Option<u64>,
    /// Votes posted or sent at this time or later do not count (`2026-11-29 21:00`).
    #[arg(long, value_name = "TIME")]
    deadline: Option<String>,
    /// A new vote needs an unvote first (otherwise the last vote counts).
    #[arg(long)]
    unvote_first: bool,
    /// A wagon reaching more than half of the votes ends the day: later votes do not count.
    #[arg(long)]
    hammer: bool,
    /// How the count is written (by default as the game's forum takes it: BBCode for
    /// phpBB, SMF and vBulletin; Markdown otherwise).
    #[arg(long, value_enum)]
    markup: Option<Markup>,
    /// Print the count as JSON, for bots.
    #[arg(long)]
    json: bool,
    /// List every replaced and withdrawn vote (a "vote history" section).
    #[arg(long)]
    history: bool,
    /// Also draw the day's votes to FILE (.svg or .png): one row per wagon, each vote a bar
    /// from when it was cast until it moved or the day ended.
    #[arg(long, value_name = "FILE", conflicts_with = "players")]
    picture: Option<PathBuf>,
    /// Any forum game, without a game folder: the players (a roster CSV: name, aliases
    /// separated by `|`); needs `--thread`.
    #[arg(long, value_name = "ROSTER", requires = "thread")]
    players: Option<PathBuf>,
    /// With --players: `majority` (more than half of the votes lynches) or `plurality` (the
    /// most voted at the deadline).
    #[arg(long, value_enum, default_value = "plurality", requires = "players")]
    rule: Rule,
    /// With --players: "no lynch" is a wagon, and wins a tie with the leaders.
    #[arg(long, requires = "players")]
    no_lynch: bool,
    /// With --players: a player may vote himself.
    #[arg(long, requires = "players")]
    self_vote: bool,
}

/// How a forum game's day is decided (`tally --players`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Rule {
    /// More than half of the votes lynches (L-X counts from the majority).
    Majority,
    /// The most voted player at the deadline, alone at the top.
    Plurality,
}

pub fn main() -> ExitCode {
    crate::rules::install();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    exit_code(run(cli))
}

/// Runs the command the line names.
fn run(cli: Cli) -> Result<(), cmd::Failed> {
    match cli.command {
        Command::Init(args) => args.run(cli.lang),
        Command::Check { dir, json } => cmd::check::run(&dir, json, cli.lang),
        Command::Next(args) => args.run(cli.lang),
        Command::Undo { dir } => cmd::undo::run(&dir, cli.lang),
        Command::Explain { phase, dir, player } => {
            cmd::explain::run(&dir, &phase, player.as_deref(), cli.lang)
        }
        Command::Map {
            dir,
            public: _,
            master,
            png,
        } => {
            let view = if master { View::Master } else { View::Public };
            cmd::map::run(&dir, view, png.as_deref(), cli.lang)
        }
        Command::Forms { dir } => cmd::forms::run(&dir, cli.lang),
        Command::Status { dir, master } => cmd::status::run(&dir, master, cli.lang),
        Command::Tally(args) => args.run(cli.lang),
        Command::Archive {
            dir,
            out,
            reveal,
            public_only,
        } => {
            let reveal = match (reveal, public_only) {
                (true, _) => Reveal::ForTheMaster,
                (_, true) => Reveal::Never,
                _ => Reveal::AtTheEnd,
            };
            cmd::archive::run(&dir, &out, reveal, cli.lang)
        }
        Command::Scenario { paths } => cmd::scenario::run(&paths),
        Command::Import {
            dir,
            files,
            dry_run,
            delimiter,
            enclosure,
            saved_at,
        } => {
            let dialect = (delimiter.is_some() || enclosure.is_some()).then(|| {
                crate::core::import::export::Dialect {
                    delimiter: delimiter.unwrap_or(b','),
                    enclosure: enclosure.unwrap_or(b'"'),
                }
            });
            let settings = cmd::import::Settings {
                dry_run,
                dialect,
                saved_at: saved_at.as_deref(),
            };
            cmd::import::run(&dir, &files, &settings, cli.lang)
        }
        Command::Fetch {
            dir,
            url,
            until_post,
            delay,
            timeout,
        } => {
            let settings = crate::core::fetch::Settings {
                delay,
                timeout,
                until_post,
            };
            cmd::fetch::run(&dir, &url, &settings, cli.lang)
        }
        Command::Completions { shell } => {
            use clap::CommandFactory;
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "adjudicate", &mut script);
            cmd::common::out(&String::from_utf8_lossy(&script));
            Ok(())
        }
    }
}

/// The exit code of a command's result; a failure's text goes to standard error.
fn exit_code(result: Result<(), cmd::Failed>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failed) => {
            let text = crate::core::text::terminal_safe(&failed.text);
            eprint!("{text}");
            if !text.ends_with('\n') {
                eprintln!();
            }
            ExitCode::from(failed.code)
        }
    }
}

impl InitArgs {
    /// Runs `init` with these arguments.
    fn run(self, lang: Option<Lang>) -> Result<(), cmd::Failed> {
        let InitArgs {
            dir,
            ruleset,
            players,
            seed,
            options,
            job_for,
            format,
            forum,
            timezone,
            masters,
        } = self;
        cmd::init::run(
            &dir,
            &ruleset,
            &players,
            seed,
            (&options, &job_for),
            (format, forum),
            (timezone.as_deref(), &masters),
            lang,
        )
    }
}

impl NextArgs {
    /// Runs `next` with these arguments.
    fn run(self, lang: Option<Lang>) -> Result<(), cmd::Failed> {
        let NextArgs {
            dir,
            explain,
            dry_run,
            no_orders,
            no_votes,
            thread,
            saved_at,
            syntax,
            format,
        } = self;
        cmd::next::run(
            &dir,
            &cmd::next::Settings {
                explain: explain.as_deref(),
                dry_run,
                no_orders,
                no_votes,
                thread: thread.as_deref(),
                saved_at: saved_at.as_deref(),
                syntax,
                format,
            },
            lang,
        )
    }
}

impl TallyArgs {
    /// Runs `tally` with these arguments.
    fn run(self, lang: Option<Lang>) -> Result<(), cmd::Failed> {
        let TallyArgs {
            dir,
            thread,
            saved_at,
            syntax,
            strip_spoilers,
            until_post,
            deadline,
            unvote_first,
            hammer,
            markup,
            json,
            history,
            picture,
            players,
            rule,
            no_lynch,
            self_vote,
        } = self;
        let settings = cmd::tally::Settings {
            history,
            picture,
            forum: players.map(|roster| {
                (
                    roster,
                    crate::core::daycount::Forum {
                        majority: rule == Rule::Majority,
                        no_lynch,
                        self_vote,
                    },
                )
            }),
            thread,
            saved_at,
            syntax,
            strip_spoilers,
            until_post,
            deadline,
            unvote_first,
            hammer,
            markup,
            json,
        };
        cmd::tally::run(&dir, &settings, lang)
    }
}
