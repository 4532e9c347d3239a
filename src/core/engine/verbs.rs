//! The ruleset's verbs and words as the intake reads a phase's PMs (and posts) with them.

use crate::core::game::Game;
use crate::core::intake::Verbs;
use crate::core::orders::OrderFile;
use crate::core::ruleset::Ruleset;

/// The ruleset's verbs and words, as the intake sorts the PMs' lines with them, and the `#`
/// lines of the phase's forms (sent before the master's orders: the game as it was), when a PM
/// has a comment to compare with them.
pub(super) fn intake_verbs(
    ruleset: &dyn Ruleset,
    game: &Game,
    applied: &Game,
    files: &[OrderFile],
) -> Verbs {
    // The senders of PMs with `#` lines: only their forms' lines are looked for (a player
    // pastes his own form; the others' are not made into lines for nothing).
    let commented: Vec<String> = files
        .iter()
        .filter(|f| !crate::core::orders::comments(&f.source).is_empty())
        .map(|f| crate::core::names::fold(&f.player))
        .collect();
    let forms = match commented.is_empty() {
        true => Vec::new(),
        false => ruleset.forms_of(game, &commented).unwrap_or_default(),
    };
    Verbs::from_kinds(&ruleset.verbs_in(applied))
        .with_language(applied.language)
        .with_form_comments(crate::core::forms::comment_lines(game, &forms))
        .with_lead_in(ruleset.lead_in())
        .with_order_nouns(ruleset.order_nouns())
        .with_free_text(ruleset.free_text())
        .with_conditional(ruleset.conditional_orders())
        .with_notes(ruleset.notes())
        .with_tie_break(ruleset.tie_break())
        .with_verbless_point(ruleset.verbless_point(applied))
        .with_held_things(ruleset.held_things(applied))
        .with_fronted_aims(ruleset.fronted_aims())
        .with_where_words(ruleset.where_words())
        .with_play_refs(ruleset.play_refs())
        .with_turn_parts(ruleset.turn_parts())
        .with_phrasal(ruleset.phrasal_verbs())
        .with_bare_route(ruleset.bare_route(applied))
        .with_object_orders(&ruleset.object_orders(applied))
        .with_game_nouns(&ruleset.game_nouns(applied))
        .with_roles(&ruleset.role_words())
        .with_own_roles(crate::core::intake::own_roles(ruleset, applied, files))
        .with_red_votes(ruleset.day_vote(applied).is_some())
}
