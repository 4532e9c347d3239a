//! The archive's pages: the index, one per phase, one per player (after the end, or for the
//! master with `--reveal`).

use super::Archive;
use super::html::{self, escape, link, list};
use super::phases::Phase;
use crate::core::msg::Msg;
use crate::core::report::{explain_event, private_report, public_report};
use crate::core::trace::{Audience, Event, Kind};

/// The page of the `i`-th player (names may hold any character; numbers make safe file names).
pub fn player_file(i: usize) -> String {
    format!("player-{}.html", i + 1)
}

pub fn phase_file(phase: &Phase) -> String {
    format!("phase-{}.html", phase.id)
}

fn nav(a: &Archive) -> String {
    let mut nav = link("index.html", &a.catalog.get("archive-index"));
    if let (Some(first), Some(last)) = (a.phases.first(), a.phases.last()) {
        nav.push_str(&link(&phase_file(first), &first.title));
        if a.phases.len() > 1 {
            nav.push_str(&link(&phase_file(last), &last.title));
        }
    }
    nav
}

/// A phase page's way to the phase before and the one after, read in the game's order as a
/// thread is: `← Notte 0 · Notte 1 →`.
fn pager(a: &Archive, p: &Phase) -> String {
    let Some(i) = a.phases.iter().position(|q| q.id == p.id) else {
        return String::new();
    };
    let mut ways = Vec::new();
    if let Some(before) = i.checked_sub(1).and_then(|j| a.phases.get(j)) {
        ways.push(link(&phase_file(before), &format!("← {}", before.title)));
    }
    if let Some(after) = a.phases.get(i + 1) {
        ways.push(link(&phase_file(after), &format!("{} →", after.title)));
    }
    match ways.is_empty() {
        true => String::new(),
        false => format!("<p class=\"pager\">{}</p>\n", ways.join(" · ")),
    }
}

fn section(a: &Archive, key: &str, body: &str) -> String {
    format!("<h2>{}</h2>\n{body}", escape(&a.catalog.get(key)))
}

fn when(a: &Archive, seconds: i64) -> String {
    a.game.time_text(seconds).unwrap_or_default()
}

/// The game's first and last time: while the game runs only the public ones (a PM's time is
/// the master's), with the reveal the PMs' too.
fn dates(a: &Archive) -> Option<(i64, i64)> {
    let sent = a.phases.iter().filter_map(|p| match a.reveal {
        true => p.sent,
        false => p.public_times,
    });
    sent.fold(None, |span, (l, h)| match span {
        None => Some((l, h)),
        Some((lo, hi)) => Some((l.min(lo), h.max(hi))),
    })
}

/// The index: title, ruleset, dates, players, phases; after the end the roles and the winner.
pub fn index(a: &Archive) -> String {
    let c = &a.catalog;
    let title = c.text(&Msg::new("archive-title").arg("ruleset", &a.game.ruleset));
    let mut body = format!("<h1>{}</h1>\n<dl>\n", escape(&title));
    let mut row = |key: &str, value: String| {
        body.push_str(&format!(
            "<dt>{}</dt><dd>{}</dd>\n",
            escape(&c.get(key)),
            escape(&value)
        ));
    };
    row("archive-ruleset", a.game.ruleset.clone());
    if let Some((lo, hi)) = dates(a) {
        row(
            "archive-dates",
            format!("{} – {}", when(a, lo), when(a, hi)),
        );
    }
    row("archive-phase-count", a.phases.len().to_string());
    let state = if a.game.game_over {
        "archive-over"
    } else {
        "archive-running"
    };
    row("archive-state", c.get(state));
    body.push_str("</dl>\n");
    if a.game.game_over {
        let won: Vec<String> = a
            .public_of(Kind::Win)
            .map(|e| html::inline(&c.text(&e.text)))
            .collect();
        body.push_str(&section(a, "archive-winner", &list(&won)));
    }
    let players: Vec<String> = a
        .game
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut name = escape(&p.name);
            if a.reveal {
                name = link(&player_file(i), &p.name);
            }
            match (!a.shown_dead(p), a.role_line(&p.name)) {
                (_, Some(role)) if a.reveal => {
                    format!("<a href=\"{}\">{}</a>", player_file(i), html::inline(&role))
                }
                (true, _) => name,
                (false, _) => format!(
                    "<span class=\"dead\">{name}</span> ({})",
                    // Agreeing with her gender, as `status` does (`Lola: muerta`).
                    escape(&c.text(&Msg::new("archive-dead").arg("player", &p.name)))
                ),
            }
        })
        .collect();
    body.push_str(&section(a, "archive-players", &list(&players)));
    let phases: Vec<String> = a
        .phases
        .iter()
        .map(|p| link(&phase_file(p), &p.title))
        .collect();
    body.push_str(&section(a, "archive-phases", &list(&phases)));
    if !a.reveal {
        body.push_str(&format!(
            "<p>{}</p>\n",
            escape(&c.get("archive-secrets-kept"))
        ));
    }
    html::page(a.lang, &title, &nav(a), &body)
}

/// The deaths the public learned in phase `p`: its public death lines, then each player whose
/// death became known in it ([`crate::core::ruleset::Ruleset::known_dead`]) with no such line:
/// an among-us victim is told to his killer and himself, and the public learns of him when his
/// body is reported or he is missed at the table, on that round's page (review break14a F4).
fn deaths(a: &Archive, p: &Phase) -> Vec<String> {
    let c = &a.catalog;
    let told: Vec<&Event> = p.trace.public().filter(|e| e.kind == Kind::Death).collect();
    let mut out: Vec<String> = told
        .iter()
        .map(|e| html::inline(&c.text(&e.text)))
        .collect();
    let Ok(ruleset) = crate::core::engine::ruleset_of(&a.game.ruleset) else {
        return out;
    };
    let at = a.phases.iter().position(|q| q.id == p.id).unwrap_or(0);
    let before = at.checked_sub(1).map(|i| &a.phases[i].after);
    for player in &p.after.players {
        let name = player.name.as_str();
        let known = |g: &crate::core::game::Game| ruleset.known_dead(g, name);
        let named = told.iter().any(|e| e.targets.iter().any(|t| t == name));
        if known(&p.after) && !before.is_some_and(known) && !named {
            let msg = Msg::new("archive-death-learned").arg("player", name);
            out.push(html::inline(&c.text(&msg)));
        }
    }
    out
}

/// A phase: its public post, the wagons, the map, the deaths; with the reveal, its whole trace.
pub fn phase(a: &Archive, p: &Phase) -> String {
    let c = &a.catalog;
    let pager = pager(a, p);
    let mut body = format!("<h1>{}</h1>\n{pager}", escape(&p.title));
    let post = html::doc(&public_report(c, &p.trace, &p.title));
    body.push_str(&section(a, "archive-public-post", &post));
    let deaths = deaths(a, p);
    let deaths = match deaths.is_empty() {
        true => format!("<p>{}</p>\n", escape(&c.get("archive-no-deaths"))),
        false => list(&deaths),
    };
    body.push_str(&section(a, "archive-deaths", &deaths));
    if p.wagons.is_some() {
        let img = picture(
            &format!("phase-{}-wagons.svg", p.id),
            &c.get("archive-wagons"),
        );
        body.push_str(&section(a, "archive-wagons", &img));
    }
    if p.map.is_some() {
        let img = picture(&format!("phase-{}-map.svg", p.id), &c.get("archive-map"));
        body.push_str(&section(a, "archive-map", &img));
    }
    if a.reveal {
        let events: Vec<String> = p.trace.events.iter().map(|e| trace_item(a, e)).collect();
        body.push_str(&section(
            a,
            "archive-trace",
            &format!("<ol class=\"trace\">\n{}</ol>\n", list_items(&events)),
        ));
    }
    body.push_str(&pager);
    html::page(a.lang, &p.title, &nav(a), &body)
}

fn picture(src: &str, alt: &str) -> String {
    format!(
        "<p><img src=\"{}\" alt=\"{}\"></p>\n",
        escape(src),
        escape(alt)
    )
}

fn list_items(items: &[String]) -> String {
    items.iter().map(|i| format!("<li>{i}</li>\n")).collect()
}

/// One event as `--explain` says it: what, who, because of what; the words; the rule.
fn trace_item(a: &Archive, event: &Event) -> String {
    let text = explain_event(&a.catalog, event);
    let mut lines = text.lines().map(str::trim);
    let head = lines.next().unwrap_or_default();
    let rest: Vec<String> = lines.map(escape).collect();
    let (words, rule) = match rest.split_first() {
        Some((words, rule)) => (words.clone(), rule.join("<br>")),
        None => (String::new(), String::new()),
    };
    format!(
        "<strong>{}</strong><br>{words}<br><span class=\"rule\">{rule}</span>",
        escape(head)
    )
}

/// A player's page: his role, what he did, his votes, the reports he got.
pub fn player(a: &Archive, name: &str) -> String {
    let c = &a.catalog;
    let mut body = format!("<h1>{}</h1>\n", escape(name));
    let role = a
        .role_line(name)
        .map(|r| format!("<p>{}</p>\n", html::inline(&r)));
    body.push_str(&section(a, "archive-role", &role.unwrap_or_default()));
    let mut actions = Vec::new();
    let mut votes = Vec::new();
    let mut reports = String::new();
    for p in &a.phases {
        for order in p.orders.get(name).into_iter().flatten() {
            actions.push(format!(
                "{}: <code>{}</code>",
                escape(&p.title),
                escape(order)
            ));
        }
        for (_, target) in p.votes.iter().filter(|(voter, _)| voter == name) {
            votes.push(format!("{}: {}", escape(&p.title), escape(target)));
        }
        let mine = p.trace.events.iter().any(|e| {
            matches!(&e.audience, Audience::Players(ps) if ps.iter().any(|q| q == name))
                || (e.kind == Kind::Death && e.targets.iter().any(|t| t == name))
        });
        if mine {
            reports.push_str(&html::doc(&private_report(c, &p.trace, &p.title, name)));
        }
    }
    let none = || format!("<p>{}</p>\n", escape(&c.get("archive-none")));
    let or_none = |items: &[String]| {
        if items.is_empty() {
            none()
        } else {
            list(items)
        }
    };
    body.push_str(&section(a, "archive-actions", &or_none(&actions)));
    body.push_str(&section(a, "archive-votes", &or_none(&votes)));
    body.push_str(&section(
        a,
        "archive-reports",
        &if reports.is_empty() { none() } else { reports },
    ));
    html::page(a.lang, name, &nav(a), &body)
}
