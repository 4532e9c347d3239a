//! `adjudicate archive`: a game's folder as a static website players can browse. An index
//! (title, ruleset, dates, players; after the end the roles and the winner), one page per
//! phase (its public post, the day's wagons, the map of a ruleset played on one, the deaths)
//! and, once the game is over (or for the master with `--reveal`), the reveal: each phase's
//! whole trace in plain words (who did what, what was blocked and why, by which rule) and one
//! page per player (role, actions, votes, the reports he got).
//!
//! While the game runs, only what every player may read is written: the public posts, the
//! public maps, the wagons as the count posts them. Plain HTML and CSS, no script, no network,
//! relative links: the folder can be zipped, uploaded anywhere or opened from disk.

mod html;
mod pages;
mod phases;
mod public;

use crate::core::diag::Problem;
use crate::core::engine;
use crate::core::game::Game;
use crate::core::msg::Catalog;
use crate::core::store::GameDir;
use crate::core::trace::{Event, Kind};
use phases::Phase;

/// A game's archive being written.
pub struct Archive {
    pub game: Game,
    pub catalog: Catalog,
    pub phases: Vec<Phase>,
    /// The secrets shown: the game is over, or the master asked.
    pub reveal: bool,
    lang: &'static str,
    ruleset_id: &'static str,
}

/// Whether `name` is a file an archive writes (`index.html`, `style.css`, `phase-….html` and
/// its pictures, `player-N.html`): an earlier archive's file of these names that a new one does
/// not write is removed with it.
pub fn is_own_file(name: &str) -> bool {
    let phase = name.starts_with("phase-") && (name.ends_with(".html") || name.ends_with(".svg"));
    let player = name
        .strip_prefix("player-")
        .and_then(|n| n.strip_suffix(".html"))
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    phase || player || name == "index.html" || name == "style.css"
}

/// When the archive shows what only the master knew (traces, PMs, one page per player).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reveal {
    /// Once the game is over, as a forum game ends with its reveal (the default).
    AtTheEnd,
    /// Never: a group that keeps the PMs private after the end (`--public-only`).
    Never,
    /// Now, while the game runs: for the master's eyes (`--reveal`).
    ForTheMaster,
}

impl Archive {
    /// The game in `dir` (its `game.yaml` already read), every phase of `history/` re-resolved.
    pub fn read(dir: &GameDir, game: Game, reveal: Reveal) -> Result<Archive, Problem> {
        let catalog = Catalog::for_ruleset(game.language, &game.ruleset).with_genders(&game);
        let reveal = match reveal {
            Reveal::AtTheEnd => game.game_over,
            Reveal::Never => false,
            Reveal::ForTheMaster => true,
        };
        let mut phases = phases::load(dir, &catalog)?;
        if !reveal {
            phases = public::as_public(phases);
        }
        let ruleset = engine::ruleset_of(&game.ruleset)?;
        Ok(Archive {
            reveal,
            lang: game.language.code(),
            ruleset_id: ruleset.id(),
            game,
            catalog,
            phases,
        })
    }

    /// The public events of a kind, in every phase.
    fn public_of(&self, kind: Kind) -> impl Iterator<Item = &Event> {
        self.phases
            .iter()
            .flat_map(|p| p.trace.public())
            .filter(move |e| e.kind == kind)
    }

    /// A player's role in words: the sentence the end of the game posted ("Ana era una Lupa"),
    /// else, for the master's eyes, the role the state gives him now.
    fn role_line(&self, player: &str) -> Option<String> {
        let posted = self.public_of(Kind::Info).filter(|e| {
            e.text.args.get("player").is_some_and(|p| p == player)
                && e.text.args.contains_key("role")
        });
        let posted = posted.last();
        if let Some(event) = posted {
            return Some(self.catalog.text(&event.text));
        }
        if !self.reveal {
            return None;
        }
        let ruleset = engine::ruleset_of(&self.game.ruleset).ok()?;
        let id = ruleset.role_of(&self.game, player)?;
        let key = format!("{}-role-{id}", self.ruleset_id);
        let name = self.catalog.get(&key);
        Some(if name == key { id } else { name })
    }

    /// Whether the index shows `player` dead: to the public, only a death it was told of (an
    /// among-us victim whose body lies unreported is alive to it, ruling 41).
    fn shown_dead(&self, player: &crate::core::game::Player) -> bool {
        match engine::ruleset_of(&self.game.ruleset) {
            Ok(ruleset) if !self.reveal => ruleset.known_dead(&self.game, &player.name),
            _ => !player.alive,
        }
    }

    /// Every file of the site, relative to its folder, in a stable order.
    pub fn files(&self) -> Vec<(String, Vec<u8>)> {
        let mut files = vec![
            ("style.css".to_string(), html::STYLE.as_bytes().to_vec()),
            ("index.html".to_string(), pages::index(self).into_bytes()),
        ];
        for p in &self.phases {
            files.push((pages::phase_file(p), pages::phase(self, p).into_bytes()));
            if let Some(svg) = &p.wagons {
                files.push((
                    format!("phase-{}-wagons.svg", p.id),
                    svg.clone().into_bytes(),
                ));
            }
            if let Some(svg) = &p.map {
                files.push((format!("phase-{}-map.svg", p.id), svg.clone().into_bytes()));
            }
        }
        if self.reveal {
            for (i, player) in self.game.players.iter().enumerate() {
                files.push((
                    pages::player_file(i),
                    pages::player(self, &player.name).into_bytes(),
                ));
            }
        }
        files
    }
}
