//! What a ruleset is, as the core sees it: the [`Ruleset`] trait and the [`Rulesets`] this build
//! knows, handed to the core once at start-up ([`install`]) by whoever links the rulesets in
//! (the rulesets module's `install`, called by the command line, the fuzz targets and the tests). The
//! core never names a ruleset: it looks one up here by id.

use crate::core::diag::Problem;
use crate::core::game::Game;
use crate::core::msg::{Lang, Msg};
use crate::core::orders::OrderFile;
use crate::core::rng::Chance;
use crate::core::trace::Trace;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// A game option a master may set with `--option key=value` (or in `game.yaml`).
pub struct OptionSpec {
    pub key: &'static str,
    pub default: &'static str,
    /// Allowed values; empty means free text checked by the ruleset.
    pub values: &'static [&'static str],
    /// Catalog key of the option's description.
    pub help: &'static str,
}

/// What a numbered point with no verb may name ([`Ruleset::verbless_point`]): the words that may
/// lead the thing, each thing with the verb it stands for, and the verbs whose things a line
/// may hold with no number too (among-us: a task named by its verb, `pulo la plata`).
pub type PointThings = (
    &'static [&'static str],
    Vec<(String, String)>,
    &'static [&'static str],
);

/// What a line with no verb and no number may start with ([`Ruleset::held_things`]): the words
/// one of which must follow the thing, and by player the things he holds, each with the verb it
/// stands for.
pub type HeldThings = (
    &'static [&'static str],
    BTreeMap<String, Vec<(String, String)>>,
);

/// How a player points at a play of the phase ([`Ruleset::play_refs`]): the words after which
/// a number is a play's (`jugada 3`, `tu 2`, `esa 3`), and the nouns a play is called by.
pub type PlayRefs = (&'static [&'static str], &'static [&'static str]);

/// The words naming the parts of a turn ([`Ruleset::turn_parts`]): those of a part whose
/// things are played (`Tiradas`, `Tiempo libre`), after whose label's colon a thing is played
/// or done, and those of a part that only heads the post (`Descarte`, `Llamar a la Peña`).
pub type TurnParts = (&'static [&'static str], &'static [&'static str]);

/// What a ruleset does. Every method is a pure function of its inputs: state in, state out.
pub trait Ruleset: Sync {
    /// The id used in `game.yaml` and on the command line (`one-night`).
    fn id(&self) -> &'static str;
    /// The rulebook's language, the default language of a new game.
    fn language(&self) -> Lang;
    /// The ruleset's messages (`locales/{es,it,en}/<id>.ftl`), in es, it and en.
    fn catalog(&self) -> [&'static str; 3];
    /// Inclusive bounds on the number of players.
    fn players(&self) -> (usize, usize);
    fn options(&self) -> &'static [OptionSpec];
    /// The options that name a file read once, when the game starts, into its state (a map, a
    /// task list, a deck): the master's `option` order cannot change them mid-game.
    fn file_options(&self) -> &'static [&'static str] {
        &[]
    }

    /// Deals a new game: fills `game.state` and `game.phase`; the role PMs go in the trace.
    /// `fixed` holds roles the roster imposes (player → role as written).
    fn setup(
        &self,
        game: &mut Game,
        fixed: &BTreeMap<String, String>,
        chance: &mut Chance,
        trace: &mut Trace,
    ) -> Result<(), Vec<Problem>>;

    /// Starts a game from a given state (a scenario's `setup`): validates it, fills
    /// `game.state` and `game.phase`; the role PMs go in the trace.
    fn adopt(
        &self,
        game: &mut Game,
        state: serde_yaml::Value,
        trace: &mut Trace,
    ) -> Result<(), Vec<Problem>>;

    /// Gives a player's slot to a substitute ("reemplazo"): renames the player everywhere the
    /// ruleset's state holds player names. A ruleset that cannot says so with a message.
    fn rename_player(
        &self,
        game: &mut Game,
        rename: crate::core::rename::Rename,
    ) -> Result<(), Msg> {
        let _ = (game, rename);
        Err(Msg::new("err-master-replace-unsupported"))
    }

    /// After a replacement, the substitute's role PM: the slot's role and everything it has
    /// learned so far (partners, house, limited uses left), told to `new` in the phase's
    /// report. By default nothing is told.
    fn tell_substitute(&self, game: &Game, old: &str, new: &str, trace: &mut Trace) {
        let _ = (game, old, new, trace);
    }

    /// The master removes a player (`modkill`), by his ruling event `cause`: a death "for any
    /// reason", so the ruleset applies what follows from a death (partners, gifts, conversions).
    /// By default the player is only marked dead.
    fn modkill(&self, game: &mut Game, player: &str, cause: usize, trace: &mut Trace) {
        let _ = (cause, trace);
        game.kill(player);
    }

    /// The master brings a player back (`revive`), by his ruling event `cause`; the ruleset
    /// forgets what it kept of the death. By default the player is only marked alive.
    fn revive(&self, game: &mut Game, player: &str, cause: usize, trace: &mut Trace) {
        let _ = (cause, trace);
        if let Some(p) = game.players.iter_mut().find(|p| p.name == player) {
            p.alive = true;
        }
    }

    /// The article each name of the game's world takes in `lang` (among-us's places: `el`
    /// Comedor, `la` Biblioteca, `l'` Alcoba), for the catalog to bring `<argument>_the` along
    /// with an argument naming it; a name without one takes none.
    fn articles(&self, _game: &Game, _lang: Lang) -> BTreeMap<String, String> {
        BTreeMap::new()
    }

    /// The game's map as a scene for the core to lay out and draw (`adjudicate map`, the
    /// setup's `reports/setup/map.svg`), as the public or the master may see it, for rulesets
    /// played on a map; `None` for the others.
    fn map_scene(
        &self,
        game: &Game,
        view: crate::core::draw::View,
    ) -> Option<Result<crate::core::draw::Scene, Problem>> {
        let _ = (game, view);
        None
    }

    /// Problems of a state read from `game.yaml` (perhaps edited by hand): players missing from
    /// it, an unknown phase, anything the ruleset could not play.
    fn check_state(&self, game: &Game) -> Vec<Problem>;

    /// The title of a phase in reports ("Noche", "Día").
    fn phase_title(&self, game: &Game, phase: &str) -> Msg;

    /// Each player's PM form for the coming phase (`adjudicate forms`): what he may send, with
    /// the legal choices ([`crate::core::forms`]).
    fn forms(&self, game: &Game) -> Result<Vec<crate::core::forms::Form>, Vec<Problem>>;

    /// The forms of the players `players` names only (folded names): the intake compares a
    /// PM's `#` lines with its sender's form, and a ruleset whose forms cost (chechino's
    /// routes) makes only those.
    fn forms_of(
        &self,
        game: &Game,
        players: &[String],
    ) -> Result<Vec<crate::core::forms::Form>, Vec<Problem>> {
        let mut forms = self.forms(game)?;
        forms.retain(|f| players.contains(&crate::core::names::fold(&f.player)));
        Ok(forms)
    }

    /// Every verb a PM may use (its verb table), by kind of order: the intake reads a line as
    /// an order only when one of its spellings leads it (`core::intake`), and a later order of
    /// a kind replaces an earlier one of the same player (`core::replaced`).
    fn verbs(&self) -> Vec<crate::core::grammar::VerbKind>;

    /// The kinds in this game's phase, as the intake replaces orders with them: `verbs`,
    /// unless the phase lets an order of a kind be given twice (lupus: two bites the night
    /// after a Giovane lupo burned).
    fn verbs_in(&self, _game: &Game) -> Vec<crate::core::grammar::VerbKind> {
        self.verbs()
    }

    /// Words that in this ruleset's PMs only lead into an order, beyond the core's greetings
    /// and "I want to" (`core::intake`): among-us numbers its points of action (`1 Punto de
    /// acción: Atravieso la puerta este al pasillo`).
    fn lead_in(&self) -> &'static [&'static str] {
        &[]
    }

    /// Orders that carry a text of the player's own (a message): a spelling of the verb and how
    /// many words come before the text (chechino's `mensaje Fede …` after 1, `usar N Bruno …`
    /// after 2, `responder …` after 0). The text is free: the intake never reads hedges,
    /// doubts or other verbs inside it (`Esta noche vigila tu casa; creo que el asesino anda
    /// cerca.`); the ruleset refuses words after an order that carries no text.
    fn free_text(&self) -> &'static [(&'static str, usize)] {
        &[]
    }

    /// Orders conditional by nature: a spelling of each verb whose orders a player may give in
    /// advance, for an event that may come while he is away (chez-geek's `pierdo las Palomitas
    /// si viene el Gilipollas`: "Tú eliges qué descartas" when the moocher comes). The intake
    /// reads `VERB … si COND` and `si COND, VERB …` (`se`, `if`, `cuando`, `quando`, `when`) as
    /// that order with its condition ([`crate::core::conditions::Condition`], naming no subject of
    /// [`Ruleset::conditions`]: its words are the ruleset's to read), which the ruleset
    /// reads (or raises) and `check` shows; a condition on any other order is a doubt, raised.
    fn conditional_orders(&self) -> &'static [&'static str] {
        &[]
    }

    /// Spellings of the verbs of a note, not an order (chez-geek's `paso`, `me guardo el
    /// Porro`: the player plays nothing): each is whole by itself (`paso, mañana más`), and
    /// it is read where it opens a clause of a casual sentence (`ni idea de qué hacer con la
    /// motosierra, la guardo`), never set aside as chatter (`core::intake::notes`).
    fn notes(&self) -> &'static [&'static str] {
        &[]
    }

    /// Spellings of the orders that count only on a tie, whose condition is their nature
    /// (chechino's Capitán: "será el encargado de desempatar cualquier votación"): `si hay
    /// empate, desempato a favor de Dani` is the order, not a doubt.
    fn tie_break(&self) -> &'static [&'static str] {
        &[]
    }

    /// What a numbered point or play with no verb stands for, where the phase makes it
    /// unambiguous (among-us: `1) A la cocina` is a move; chez-geek: `1. Polvete en el Bar de
    /// Jimmy` is a card played): the words that may lead the thing after the number, and the
    /// things such a line may name, each with the verb it stands for (among-us: `mover` a
    /// place, `tarea` a task; `core::intake::points`).
    fn verbless_point(&self, _game: &Game) -> Option<PointThings> {
        None
    }

    /// What a line with no verb and no number stands for when it starts with a thing its
    /// sender holds and aims it (chez-geek: `Maratón de Series contra Ana en la jugada 2` is
    /// that card played, "Las cartas de Cuando Sea pueden jugarse sobre cualquier jugador"):
    /// the words that aim it, one of which must follow the thing, and each player's things
    /// with the verb each stands for (`core::intake::points`).
    fn held_things(&self, _game: &Game) -> Option<HeldThings> {
        None
    }

    /// The verb a line that is only a route stands for in this phase, where nothing else can
    /// be meant (chechino's night: `E-A-B` is `ruta E-A-B`); `None` leaves such a line asked
    /// about (`core::intake::joined`).
    fn bare_route(&self, _game: &Game) -> Option<&'static str> {
        None
    }

    /// Everyday verbs a player says one of this ruleset's orders with, in a phrase (chechino's
    /// `me llevo a Gino` is `secuestrar Gino`; lupus's `facciamo fuori Nico` the pack's kill):
    /// read as the ruleset's verb only where a player's name follows the phrase
    /// (`core::intake::phrasal`).
    fn phrasal_verbs(&self) -> Vec<crate::core::intake::Phrasal> {
        Vec::new()
    }

    /// Words that open a phrase aiming an order which a player may write before its verb
    /// (chez-geek's `Contra la jugada 3 de Ana juego Maratón de Series`): the intake reads the
    /// line as the order, its verb standing before the phrase (`core::intake::reshape`).
    fn fronted_aims(&self) -> &'static [&'static str] {
        &[]
    }

    /// The words between a thing and the player it goes to or aims at (chez-geek's `al cuarto
    /// de Ana`, `nella stanza di Marco`, `to Ana's room`): the intake reads one verb shared by
    /// two such clauses (`echo a la Chica al cuarto de Bruno, al Gilipollas al de Carla`) as two
    /// orders only where the words between are these (`core::intake::gapping`); none, never.
    fn where_words(&self) -> &'static [&'static str] {
        &[]
    }

    /// The words naming the parts of the ruleset's turn (chez-geek's `TIRADAS`, `TIEMPO LIBRE`,
    /// `Descarte`): a heading of them alone on its line is no order, a thing alone under one
    /// the order the verbless points say (`core::intake::turn_headings`), and a thing after a
    /// label of a part that plays (`Tiempo libre: Navegar por la Red`) is played
    /// (`core::intake::sequenced`); none, never.
    fn turn_parts(&self) -> TurnParts {
        (&[], &[])
    }

    /// The words by which a player points at a numbered play of the phase (chez-geek: `contra
    /// la jugada 3`, `a tu 2`, `Esa 3 no la haces`, `esa jugada`): a line pointing at one
    /// speaks of the game, read or raised, never chatter (`core::intake::play_refs`). A noun
    /// with no determiner before it (`buena jugada`) points at none.
    fn play_refs(&self) -> PlayRefs {
        (&[], &[])
    }

    /// Orders a player names by their object: the thing, and the order that gives it in the
    /// ruleset's words (chechino: `traje` is `usar I` where the Lavandería is I). A line with no
    /// verb that takes, carries or puts on the thing (`me pongo un traje en la lavandería`,
    /// `me llevo el botiquín para Hugo`) is read as that order.
    fn object_orders(&self, _game: &Game) -> Vec<(String, String)> {
        Vec::new()
    }

    /// The nouns of the ruleset's orders (chechino's `pistola`, `botiquín`): a line naming a
    /// player and one of them, with no verb read, is refused as an order in other words,
    /// never quiet chatter.
    fn order_nouns(&self) -> &'static [&'static str] {
        &[]
    }

    /// The names of this game's things a PM may speak of (cards, places, tasks, objects): a
    /// line naming one is never chatter (`core::intake`): it is read as an order or raised.
    fn game_nouns(&self, _game: &Game) -> Vec<String> {
        Vec::new()
    }

    /// The words players call this ruleset's roles by, in the rulebook's language, Italian,
    /// Spanish and English (`hombre lobo`, `veggente`, `seer`): an order aimed at one (`voto al
    /// lobo`) is raised, a role being no target, never read as a player nor set aside as chatter
    /// (`core::intake::roles`).
    fn role_words(&self) -> Vec<String> {
        Vec::new()
    }

    /// The words a player's own role is called by this phase (`vidente`, `veggente`, `seer`),
    /// where his role gives orders: an order said with his role or his power for its verb
    /// (`Vidente -> Bruno`, `uso il mio potere su Gino`) is read as the one order his form of
    /// the phase chooses a player with, when there is one (`core::intake::own_role`).
    fn own_role_words(&self, _game: &Game, _player: &str) -> Vec<&'static str> {
        Vec::new()
    }

    /// Whether the one order the player's role gives this phase kills: its target may then be
    /// named as the victim (`La vittima di stanotte è Paolo`, `mi víctima: Nico`).
    fn kills(&self, _game: &Game, _player: &str) -> bool {
        false
    }

    /// What an order may be conditional on in this phase, where the rule is conditional by
    /// nature (one-night: the role the Doppelgänger copies, `Si me sale vidente: ver Jorge`):
    /// the core lifts such a condition off its line and keeps it with the PM
    /// ([`crate::core::conditions`]); the ruleset decides when the order holds.
    fn conditions(&self, _game: &Game) -> Vec<crate::core::conditions::Subject> {
        Vec::new()
    }

    /// The English spelling of each verb and keyword of the ruleset's grammar, as the README's
    /// order tables write them (`see`, `center`, `route`): `check` shows each order it read with
    /// these words. A spelling not listed is shown as the table's first one, or, in a PM of
    /// another language than the rulebook's, by its lemma there (`core::conjugate::canonical`).
    fn english_words(&self) -> &'static [&'static str] {
        &[]
    }

    /// Whether `later`, a PM a player sent after others this phase, replaces his earlier PMs
    /// whole (among-us: a later PM that declares the whole round again "is the declaration"):
    /// a line of an earlier PM the intake raised is then moot (`core::superseded`). By default a
    /// later PM replaces only the earlier orders of its kinds (`core::replaced`).
    fn later_pm_replaces_whole(&self, _game: &Game, _later: &OrderFile) -> bool {
        false
    }

    /// Whether the players' orders are posts in the game's thread rather than PMs (chez-geek:
    /// a turn is played in the thread). `adjudicate import` then files each post of a saved
    /// thread page as its author's orders, its post number (`#23`) on its own line, instead of
    /// copying the page into `thread/` for the day's votes.
    fn orders_in_thread(&self) -> bool {
        false
    }

    /// The day orders other than the vote (their words as the intake reads them: `desempate`)
    /// a player may post in the day's thread: read there as his PM at the post's time, or
    /// raised (`core::engine::posted`). None by default.
    fn thread_day_orders(&self) -> &'static [&'static str] {
        &[]
    }

    /// Every problem of this phase's orders.
    fn check(&self, game: &Game, orders: &[OrderFile]) -> Vec<Problem>;

    /// Resolves the phase: the new game, with its next phase; the trace records everything.
    fn resolve(
        &self,
        game: &Game,
        orders: &[OrderFile],
        chance: &mut Chance,
        trace: &mut Trace,
    ) -> Result<Game, Vec<Problem>>;

    /// A player's current role, as the state writes it (for scenarios and `status --master`).
    fn role_of(&self, game: &Game, player: &str) -> Option<String>;

    /// Whether a dead player's PM is one the rules accept this phase (a dying Unicorno's gift).
    fn accepts_dead_orders(&self, _game: &Game, _player: &str) -> bool {
        false
    }

    /// The vote of the current phase, for `adjudicate tally`: voters and weights, who can be
    /// voted, the vote rules and the majority behind L-X. `None` when the phase has no vote.
    fn day_vote(&self, _game: &Game) -> Option<crate::core::tally::DayVote> {
        None
    }

    /// Whether the day's count is a secret ballot: `tally` then posts the votes each player has
    /// and the abstentions, never who voted whom (among-us's deliberations: "No se conocerá
    /// quién emitió cada voto").
    fn secret_ballot(&self, game: &Game) -> bool {
        let _ = game;
        false
    }

    /// The day's ballots, read from this phase's PMs with the ruleset's own grammar and merged
    /// with the thread's (`game.thread_votes`, [`crate::core::tally::with_thread`]), with the
    /// rules of today's count: the same ballots its resolution counts, so that `tally` posts
    /// the count `next` resolves.
    fn day_ballots(
        &self,
        game: &Game,
        _orders: &[OrderFile],
    ) -> Result<crate::core::tally::DayBallots, Vec<Problem>> {
        Err(vec![crate::core::tally::no_vote(
            &self.phase_title(game, &game.phase),
        )])
    }

    /// Public lines of `status` (and with `master`, the secret ones too).
    fn status(&self, game: &Game, master: bool) -> Vec<Msg>;

    /// What `status` says once every PM of the phase is in, where that ends the phase early
    /// (among-us: "Cualquier deliberación termina de inmediato … si todos los jugadores han
    /// emitido ya su voto"); `None` where it does not.
    fn all_sent(&self, _game: &Game) -> Option<Msg> {
        None
    }

    /// Whether every player knows that `player` is dead: the public `status` lists him as dead
    /// only then. Among-us's victim lies where he fell until his body is reported ("su cadáver
    /// se quedará en el mapa hasta que algún jugador lo encuentre y reporte").
    fn known_dead(&self, game: &Game, player: &str) -> bool {
        !game.is_alive(player)
    }

    /// Whether `status` lists who is alive and who dead (a game where nobody dies does not).
    fn tells_alive(&self) -> bool {
        true
    }

    /// Who owes a PM this phase, where that is not every living player whose form offers
    /// orders: in chez-geek only the active player posts his turn, and the others may answer
    /// his plays but need not. `status --master` and `check` name as missing only these (a
    /// player with orders to offer who owes none is neither missing nor without anything to
    /// send). `None`: every living player whose form has something to send owes his PM.
    fn owes_pm(&self, _game: &Game) -> Option<Vec<String>> {
        None
    }
}

/// Every ruleset this build knows, as installed at start-up.
static INSTALLED: OnceLock<&'static [&'static dyn Ruleset]> = OnceLock::new();

/// Hands the core the rulesets this build knows. Only the first call counts (the same list is
/// installed by every entry point, so a second call changes nothing).
pub fn install(all: &'static [&'static dyn Ruleset]) {
    let _ = INSTALLED.set(all);
}

/// Every installed ruleset. Panics if none was installed: an entry point forgot
/// `adjudicate::rules::install()`, a bug of the build, never of the input.
pub fn all() -> &'static [&'static dyn Ruleset] {
    // The library's own unit tests have no entry point: their build installs on first use.
    #[cfg(test)]
    crate::install_for_unit_tests();
    INSTALLED
        .get()
        .copied()
        .expect("no rulesets installed: call adjudicate::rules::install() at start-up")
}

/// The installed ruleset with this id.
pub fn find(id: &str) -> Option<&'static dyn Ruleset> {
    all().iter().copied().find(|r| r.id() == id)
}

/// The ids of the installed rulesets.
pub fn ids() -> Vec<&'static str> {
    all().iter().map(|r| r.id()).collect()
}
