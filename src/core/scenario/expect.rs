//! What a scenario expects after a phase (or after its setup), checked against the game the
//! phase leaves and its trace: a failure per expectation that does not hold.

use super::{Expect, contains, sorted, subset};
use crate::core::game::Game;
use crate::core::msg::Catalog;
use crate::core::names::fold;
use crate::core::report::{Format, explain, private_report, public_report};
use crate::core::ruleset::Ruleset;
use crate::core::trace::Trace;

/// Where a failed expectation goes: what was checked, what was expected, what was found.
pub(super) type Fail<'f> = &'f mut dyn FnMut(&str, String, String);

/// Checks `expect` against the phase from `before` to `after` and its trace.
pub(super) fn check_expectations(
    ruleset: &dyn Ruleset,
    catalog: &Catalog,
    before: &Game,
    after: &Game,
    trace: &Trace,
    expect: &Expect,
    fail: Fail,
) {
    let catalog = &catalog.clone().with_genders(after);
    let title = catalog.text(&ruleset.phase_title(before, &before.phase));
    check_players(ruleset, before, after, expect, fail);
    check_reports(catalog, trace, &title, expect, fail);
    if let Some(e) = &expect.state
        && !subset(e, &after.state)
    {
        fail(
            "state",
            serde_yaml::to_string(e).unwrap_or_default(),
            serde_yaml::to_string(&after.state).unwrap_or_default(),
        );
    }
}

/// Who is alive, who died, who won, whether the game is over, the phase, the roles.
fn check_players(ruleset: &dyn Ruleset, before: &Game, after: &Game, expect: &Expect, fail: Fail) {
    let alive: Vec<String> = after
        .players
        .iter()
        .filter(|p| p.alive)
        .map(|p| p.name.clone())
        .collect();
    if let Some(e) = &expect.alive
        && sorted(e) != sorted(&alive)
    {
        fail("alive", sorted(e), sorted(&alive));
    }
    if let Some(e) = &expect.died {
        // By slot: a substitute ("reemplazo") takes a slot under a new name and has not died.
        let died: Vec<String> = before
            .players
            .iter()
            .zip(&after.players)
            .filter(|(b, a)| b.alive && !a.alive)
            .map(|(_, a)| a.name.clone())
            .collect();
        if sorted(e) != sorted(&died) {
            fail("died", sorted(e), sorted(&died));
        }
    }
    if let Some(e) = &expect.winners
        && sorted(e) != sorted(&after.winners)
    {
        fail("winners", sorted(e), sorted(&after.winners));
    }
    if let Some(e) = expect.game_over
        && e != after.game_over
    {
        fail("game_over", e.to_string(), after.game_over.to_string());
    }
    if let Some(e) = &expect.phase
        && *e != after.phase
    {
        fail("phase", e.clone(), after.phase.clone());
    }
    if let Some(roles) = &expect.role {
        for (player, role) in roles {
            let actual = ruleset.role_of(after, player).unwrap_or_default();
            if fold(role) != fold(&actual) {
                fail(&format!("role of {player}"), role.clone(), actual);
            }
        }
    }
}

/// What the private reports, the public summary and the explanation say, and must not say.
fn check_reports(catalog: &Catalog, trace: &Trace, title: &str, expect: &Expect, fail: Fail) {
    for (negate, map) in [(false, &expect.private), (true, &expect.not_private)] {
        for (player, needles) in map.iter().flatten() {
            let report = private_report(catalog, trace, title, player).render(Format::Md);
            for needle in needles {
                if contains(&report, needle) == negate {
                    let what = if negate {
                        format!("{player}'s private report must not say")
                    } else {
                        format!("{player}'s private report")
                    };
                    fail(&what, needle.clone(), report.clone());
                }
            }
        }
    }
    if let Some(needles) = &expect.public {
        let report = public_report(catalog, trace, title).render(Format::Md);
        for needle in needles {
            if !contains(&report, needle) {
                fail("public summary", needle.clone(), report.clone());
            }
        }
    }
    if let Some(needles) = &expect.not_public {
        let report = public_report(catalog, trace, title).render(Format::Md);
        for needle in needles {
            if contains(&report, needle) {
                fail(
                    "public summary must not say",
                    needle.clone(),
                    report.clone(),
                );
            }
        }
    }
    if let Some(needles) = &expect.explain {
        let text = explain(catalog, trace, None);
        for needle in needles {
            if !contains(&text, needle) {
                fail("explain", needle.clone(), text.clone());
            }
        }
    }
}
