//! Issue 28, `adjudicate fetch DIR URL` on the forums whose pages go on otherwise than
//! phpBB's: a Discourse topic fetched through its JSON view (`/t/<id>.json?page=N`, the pages
//! the page reader reads as `.json`), Mediavida's `/N` pages; each counts as the same pages
//! saved by hand. And what `fetch` shows while it works when standard error is no terminal: a
//! plain line per page. Each test starts its own HTTP server on 127.0.0.1 and stops it.

use crate::common;

use crate::fetch_support;

use common::{GameBuilder, Sandbox, squash};
use fetch_support::{Forum, Reply, pages, served};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A day of a game of the fixtures' players (Ana, Bruno, Carla, Dario, Elena).
fn day(lang: &str) -> Sandbox {
    let roster = std::fs::read(pages().join("roster.csv")).unwrap();
    let sandbox = GameBuilder::roster(roster).lang(lang).start();
    sandbox.run(&["next", "game", "--no-orders"]).ok();
    sandbox
}

fn fetch(sandbox: &Sandbox, url: &str) -> common::Run {
    sandbox.run(&["fetch", "game", url, "--delay", "0"])
}

fn tally(sandbox: &Sandbox, extra: &[&str]) -> String {
    let mut args = vec!["tally", "game", "--json"];
    args.extend_from_slice(extra);
    sandbox.run(&args).ok().to_string()
}

fn last_post(count: &str) -> u64 {
    let count: serde_json::Value = serde_json::from_str(count).expect("json");
    count["updated"]["post"].as_u64().expect("updated.post")
}

/// How many votes the count's wagons hold (so that a count of nothing cannot pass for the
/// same count).
fn votes(count: &str) -> usize {
    let count: serde_json::Value = serde_json::from_str(count).expect("json");
    let wagons = count["wagons"].as_array().expect("wagons");
    wagons
        .iter()
        .map(|w| w["voters"].as_array().map_or(0, Vec::len))
        .sum()
}

fn discourse(file: &str) -> String {
    std::fs::read_to_string(pages().join("discourse-json/pages").join(file)).unwrap()
}

/// Page 2 of the Discourse topic before its last post (#6) was written.
fn discourse_page_2_before_post_6() -> String {
    let mut page: serde_json::Value = serde_json::from_str(&discourse("4242-page2.json")).unwrap();
    let stream = &mut page["post_stream"];
    stream["posts"]
        .as_array_mut()
        .unwrap()
        .retain(|p| p["post_number"] != 6);
    stream["stream"]
        .as_array_mut()
        .unwrap()
        .retain(|id| id != 9006);
    page.to_string()
}

/// The Discourse topic 4242 of the fixtures, as its JSON view: posts 1-4 on `/t/4242.json`,
/// 3-6 on `?page=2` (post 6 once `grown`); the rendered pages are not served.
fn discourse_topic(grown: Arc<AtomicBool>) -> impl Fn(&str, usize) -> Reply + Send + Sync {
    move |target, _| match target {
        "/t/4242.json" => Reply::page(discourse("4242.json")),
        "/t/4242.json?page=2" if grown.load(Ordering::SeqCst) => {
            Reply::page(discourse("4242-page2.json"))
        }
        "/t/4242.json?page=2" => Reply::page(discourse_page_2_before_post_6()),
        _ => Reply::status(404),
    }
}

#[test]
fn a_discourse_topic_is_fetched_through_its_json_pages_and_counts_as_saved_by_hand() {
    let forum = Forum::start(discourse_topic(Arc::new(AtomicBool::new(true))));
    let sandbox = day("en");
    let run = fetch(&sandbox, &forum.url("/t/mafia-day-1/4242"));
    assert!(
        run.ok().contains("2 pages of the Discourse thread"),
        "{run:#?}"
    );
    // Page 1 does not hold the topic's last post (its stream lists six): page 2 does.
    assert_eq!(
        forum.targets(),
        ["/robots.txt", "/t/4242.json", "/t/4242.json?page=2"]
    );
    // The pages are the forum's JSON, as the page reader reads it saved by hand.
    assert_eq!(
        sandbox.read_text("game/thread/page-0001.json"),
        discourse("4242.json")
    );
    assert_eq!(
        sandbox.read_text("game/thread/page-0002.json"),
        discourse("4242-page2.json")
    );
    let fetched = tally(&sandbox, &[]);
    let by_hand = pages().join("discourse-json/pages").display().to_string();
    assert_eq!(fetched, tally(&sandbox, &["--thread", &by_hand]));
    assert_eq!(last_post(&fetched), 6);
    assert!(votes(&fetched) > 0, "{fetched}");
}

#[test]
fn a_second_fetch_of_a_discourse_topic_asks_its_last_json_page_again() {
    let grown = Arc::new(AtomicBool::new(false));
    let forum = Forum::start(discourse_topic(grown.clone()));
    let sandbox = day("en");
    fetch(&sandbox, &forum.url("/t/mafia-day-1/4242")).ok();
    assert_eq!(last_post(&tally(&sandbox, &[])), 5);
    let page_1 = sandbox.read("game/thread/page-0001.json");
    grown.store(true, Ordering::SeqCst);
    let again = fetch(&sandbox, &forum.url("/t/4242"));
    assert!(again.ok().contains("0 new, 1 fetched again"), "{again:#?}");
    assert_eq!(forum.targets()[3..], ["/robots.txt", "/t/4242.json?page=2"]);
    assert_eq!(sandbox.read("game/thread/page-0001.json"), page_1);
    assert_eq!(last_post(&tally(&sandbox, &[])), 6);
}

#[test]
fn a_discourse_topic_only_members_see_is_refused_with_nothing_written() {
    let forum = Forum::start(|target, _| {
        match target {
        "/t/4242.json" => Reply {
            status: 403,
            headers: vec![("Content-Type", "application/json".into())],
            body: br#"{"errors":["You are not permitted to view the requested resource."],"error_type":"invalid_access"}"#.to_vec(),
        },
        _ => Reply::status(404),
    }
    });
    let sandbox = day("en");
    let before = sandbox.snapshot();
    let run = fetch(&sandbox, &forum.url("/t/mafia-day-1/4242"));
    assert_eq!(run.code, Some(2), "{run:#?}");
    let said = squash(&run.stderr);
    assert!(said.contains("the forum answered 403"), "{said}");
    assert!(
        said.contains("save the thread's pages from your browser"),
        "{said}"
    );
    common::assert_same(&before, &sandbox.snapshot(), &[common::LOCK], "a 403");
}

const MV_1: &str = "/foro/juegos-rol/partida-mafia-dia-1-700001";
const MV_2: &str = "/foro/juegos-rol/partida-mafia-dia-1-700001/2";

#[test]
fn mediavida_pages_are_followed_by_their_number_and_count_as_saved_by_hand() {
    let forum = Forum::start(|target, _| match target {
        MV_1 => Reply::page(served("mediavida/pages/partida-mafia-dia-1.html")),
        MV_2 => Reply::page(served("mediavida/pages/partida-mafia-dia-1-2.html")),
        _ => Reply::status(404),
    });
    let sandbox = day("es");
    let run = fetch(&sandbox, &forum.url(MV_1));
    run.ok();
    assert_eq!(forum.targets(), ["/robots.txt", MV_1, MV_2]);
    assert!(sandbox.path("game/thread/page-0002.html").exists());
    let fetched = tally(&sandbox, &[]);
    let by_hand = pages().join("mediavida/pages").display().to_string();
    assert_eq!(fetched, tally(&sandbox, &["--thread", &by_hand]));
    assert_eq!(last_post(&fetched), 5);
    assert!(votes(&fetched) > 0, "{fetched}");
}

#[test]
fn without_a_terminal_each_page_is_one_plain_line_on_standard_error() {
    let forum = Forum::start(|target, _| match target {
        MV_1 => Reply::page(served("mediavida/pages/partida-mafia-dia-1.html")),
        MV_2 => Reply::page(served("mediavida/pages/partida-mafia-dia-1-2.html")),
        _ => Reply::status(404),
    });
    let sandbox = day("en");
    let run = fetch(&sandbox, &forum.url(MV_1));
    run.ok();
    // No spinner: no carriage return, no escape sequence, one line a page and no other.
    assert!(
        !run.stderr.contains('\r') && !run.stderr.contains('\u{1b}'),
        "{:?}",
        run.stderr
    );
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].starts_with(&format!(
            "page 1: {} → thread/page-0001.html (3 posts, #1–#3)",
            forum.url(MV_1)
        )),
        "{lines:?}"
    );
    assert!(
        lines[1].starts_with(&format!(
            "page 2: {} → thread/page-0002.html (2 posts, #4–#5)",
            forum.url(MV_2)
        )),
        "{lines:?}"
    );
}
