//! Issue 28, `adjudicate fetch DIR URL`: a public thread's pages downloaded into the game's
//! thread/ folder by following the forum's own next-page links; a second run fetches only
//! the last page again and what follows it; a busy forum asked again after the wait it names;
//! robots.txt obeyed; a login page, a redirect to one, or a page of another topic stops the
//! fetch with nothing half-written. Each test starts its own HTTP server on 127.0.0.1, serving
//! the phpBB fixture pages of fixtures/pages/ as the forum serves them, and stops it; no test
//! reaches any other address.

use crate::common;

use crate::fetch_support;

use common::{GameBuilder, Sandbox, squash};
use fetch_support::{Forum, Reply, pages, served};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const PAGE_1: &str = "/viewtopic.php?t=321";
const PAGE_2: &str = "/viewtopic.php?t=321&start=3";

/// The phpBB thread: page 1 (posts 1-3) and page 2 (posts 4-6, and 7 once `grown`).
fn thread(grown: Arc<AtomicBool>) -> impl Fn(&str, usize) -> Reply + Send + Sync + 'static {
    move |target, _| match target {
        PAGE_1 => Reply::page(served("phpbb/pages/dia1-pagina1.html")),
        PAGE_2 if grown.load(Ordering::SeqCst) => {
            Reply::page(served("phpbb/pages/dia1-pagina2-despues.html"))
        }
        PAGE_2 => Reply::page(served("phpbb/pages/dia1-pagina2.html")),
        _ => Reply::status(404),
    }
}

/// A day of a game of the fixtures' players (Ana, Bruno, Carla, Dario, Elena), English.
fn day() -> Sandbox {
    let roster = std::fs::read(pages().join("roster.csv")).unwrap();
    let sandbox = GameBuilder::roster(roster).lang("en").start();
    sandbox.run(&["next", "game", "--no-orders"]).ok();
    sandbox
}

fn fetch(sandbox: &Sandbox, url: &str, extra: &[&str]) -> common::Run {
    let mut args = vec!["fetch", "game", url, "--delay", "0"];
    args.extend_from_slice(extra);
    sandbox.run(&args)
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

#[test]
fn a_fetched_thread_counts_as_the_same_pages_saved_by_hand() {
    let forum = Forum::start(thread(Arc::new(AtomicBool::new(true))));
    let sandbox = day();
    let run = fetch(&sandbox, &forum.url(PAGE_1), &[]);
    run.ok();
    assert!(
        run.stdout.contains("2 pages of the phpBB thread"),
        "{run:#?}"
    );
    let progress = squash(&run.stderr);
    assert!(
        progress.contains("page 1:") && progress.contains("(3 posts, #1–#3)"),
        "{progress}"
    );
    assert!(
        progress.contains("page 2:") && progress.contains("(4 posts, #4–#7)"),
        "{progress}"
    );
    assert_eq!(forum.targets(), ["/robots.txt", PAGE_1, PAGE_2]);
    let fetched = tally(&sandbox, &[]);
    let by_hand = pages().join("phpbb/pages").display().to_string();
    assert_eq!(fetched, tally(&sandbox, &["--thread", &by_hand]));
    assert_eq!(last_post(&fetched), 7);
    // The pages are the forum's, with the line a browser adds naming their address.
    let saved = sandbox.read_text("game/thread/page-0002.html");
    let address = forum.url(PAGE_2);
    assert!(saved.starts_with(&format!(
        "<!DOCTYPE html>\n<!-- saved from url=({:04}){address} -->",
        address.len()
    )));
    // Every request names the program and its version.
    let agent = format!("adjudicate/{}", env!("CARGO_PKG_VERSION"));
    let asked = forum.asked.lock().unwrap().clone();
    assert!(
        asked.iter().all(|(_, ua)| ua.starts_with(&agent)),
        "{asked:?}"
    );
}

#[test]
fn a_second_fetch_keeps_the_pages_and_fetches_the_last_one_again() {
    let grown = Arc::new(AtomicBool::new(false));
    let forum = Forum::start(thread(grown.clone()));
    let sandbox = day();
    fetch(&sandbox, &forum.url(PAGE_1), &[]).ok();
    assert_eq!(last_post(&tally(&sandbox, &[])), 6);
    let page_1 = sandbox.read("game/thread/page-0001.html");
    grown.store(true, Ordering::SeqCst);
    let again = fetch(&sandbox, &forum.url(PAGE_1), &[]);
    assert!(again.ok().contains("0 new, 1 fetched again"), "{again:#?}");
    // Only the last page is asked for again (after robots.txt), and it now holds post 7.
    assert_eq!(forum.targets()[3..], ["/robots.txt", PAGE_2]);
    assert_eq!(sandbox.read("game/thread/page-0001.html"), page_1);
    assert_eq!(last_post(&tally(&sandbox, &[])), 7);
}

#[test]
fn until_post_stops_after_the_page_holding_it() {
    let forum = Forum::start(thread(Arc::new(AtomicBool::new(true))));
    let sandbox = day();
    let run = fetch(&sandbox, &forum.url(PAGE_1), &["--until-post", "2"]);
    assert!(run.ok().contains("Stopped after post #3"), "{run:#?}");
    assert_eq!(forum.targets(), ["/robots.txt", PAGE_1]);
    assert!(!sandbox.path("game/thread/page-0002.html").exists());
}

#[test]
fn requests_are_a_delay_apart() {
    let forum = Forum::start(thread(Arc::new(AtomicBool::new(true))));
    let sandbox = day();
    let started = Instant::now();
    sandbox
        .run(&["fetch", "game", &forum.url(PAGE_1), "--delay", "0.3"])
        .ok();
    // robots.txt, page 1, page 2: two waits.
    assert!(started.elapsed() >= Duration::from_millis(600));
}

#[test]
fn a_busy_forum_is_asked_again_after_the_wait_it_names() {
    let pages = thread(Arc::new(AtomicBool::new(true)));
    let forum = Forum::start(move |target, times| {
        if target == PAGE_1 && times == 0 {
            let mut busy = Reply::status(503);
            busy.headers.push(("Retry-After", "1".into()));
            return busy;
        }
        pages(target, times)
    });
    let sandbox = day();
    let started = Instant::now();
    fetch(&sandbox, &forum.url(PAGE_1), &[]).ok();
    assert!(started.elapsed() >= Duration::from_secs(1));
    assert_eq!(forum.targets(), ["/robots.txt", PAGE_1, PAGE_1, PAGE_2]);
    assert_eq!(last_post(&tally(&sandbox, &[])), 7);
}

#[test]
fn a_redirect_to_the_thread_is_followed_and_one_to_the_login_page_stops_it() {
    let pages = thread(Arc::new(AtomicBool::new(true)));
    let forum = Forum::start(move |target, times| match target {
        "/viewtopic.php?p=101" => Reply::redirect("./viewtopic.php?t=321"),
        "/viewtopic.php?t=777" => Reply::redirect("/ucp.php?mode=login&redirect=viewtopic.php"),
        t if t.starts_with("/ucp.php") => Reply::page(served("wrong/phpbb-login.html")),
        _ => pages(target, times),
    });
    let sandbox = day();
    fetch(&sandbox, &forum.url("/viewtopic.php?p=101"), &[]).ok();
    assert!(
        sandbox
            .read_text("game/thread/page-0001.html")
            .contains(&forum.url(PAGE_1))
    );
    assert_eq!(last_post(&tally(&sandbox, &[])), 7);

    let private = day();
    let before = private.snapshot();
    let run = fetch(&private, &forum.url("/viewtopic.php?t=777"), &[]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    let said = squash(&run.stderr);
    assert!(said.contains("/ucp.php?mode=login"), "{said}");
    assert!(
        said.contains("is a login page of phpBB: the thread is not public"),
        "{said}"
    );
    assert!(
        said.contains("save the thread's pages from your browser"),
        "{said}"
    );
    common::assert_same(
        &before,
        &private.snapshot(),
        &[common::LOCK],
        "a login page",
    );
}

#[test]
fn robots_txt_disallowing_the_thread_is_obeyed() {
    let forum = Forum::start(|target, _| match target {
        "/robots.txt" => Reply::page("User-agent: *\nDisallow: /viewtopic.php\n"),
        _ => Reply::page(served("phpbb/pages/dia1-pagina1.html")),
    });
    let sandbox = day();
    let before = sandbox.snapshot();
    let run = fetch(&sandbox, &forum.url(PAGE_1), &[]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(squash(&run.stderr).contains("robots.txt does not let programs fetch"));
    assert_eq!(forum.targets(), ["/robots.txt"]);
    common::assert_same(&before, &sandbox.snapshot(), &[common::LOCK], "robots.txt");
}

#[test]
fn a_next_page_of_another_topic_stops_the_fetch_keeping_the_pages_before() {
    let forum = Forum::start(|target, _| match target {
        PAGE_1 => Reply::page(served("phpbb/pages/dia1-pagina1.html")),
        PAGE_2 => Reply::page(served("phpbb/pages/dia1-pagina2.html").replace("t=321", "t=999")),
        _ => Reply::status(404),
    });
    let sandbox = day();
    let run = fetch(&sandbox, &forum.url(PAGE_1), &[]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("is a page of another topic than"),
        "{run:#?}"
    );
    assert!(sandbox.path("game/thread/page-0001.html").exists());
    assert!(!sandbox.path("game/thread/page-0002.html").exists());
    let names: Vec<String> = std::fs::read_dir(sandbox.path("game/thread"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["page-0001.html"], "no temp file is left");
}

#[test]
fn a_thread_folder_of_another_address_is_not_mixed() {
    let forum = Forum::start(thread(Arc::new(AtomicBool::new(true))));
    let sandbox = day();
    fetch(&sandbox, &forum.url(PAGE_1), &[]).ok();
    let before = sandbox.snapshot();
    let run = fetch(&sandbox, &forum.url("/viewtopic.php?t=555"), &[]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("holds the pages of"),
        "{run:#?}"
    );
    common::assert_same(
        &before,
        &sandbox.snapshot(),
        &[common::LOCK],
        "another address",
    );
}

#[test]
fn a_page_cut_short_by_the_connection_is_not_saved_and_the_pages_before_are_kept() {
    let forum = Forum::start(|target, _| match target {
        PAGE_1 => Reply::page(served("phpbb/pages/dia1-pagina1.html")),
        PAGE_2 => {
            // The forum promises the whole page and closes the connection a third of the way.
            let page = served("phpbb/pages/dia1-pagina2.html").into_bytes();
            let mut cut = Reply::page(page[..page.len() / 3].to_vec());
            cut.headers.push(("Content-Length", page.len().to_string()));
            cut
        }
        _ => Reply::status(404),
    });
    let sandbox = day();
    let run = fetch(&sandbox, &forum.url(PAGE_1), &[]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("could not be fetched"),
        "{run:#?}"
    );
    let names: Vec<String> = std::fs::read_dir(sandbox.path("game/thread"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["page-0001.html"], "no half page, no temp file");
}

#[test]
fn a_login_or_error_page_given_at_the_threads_own_address_stops_the_fetch_with_nothing_written() {
    let forum = Forum::start(|target, _| match target {
        "/viewtopic.php?t=888" => Reply::page(served("wrong/phpbb-login.html")),
        "/viewtopic.php?t=999" => Reply::page(served("wrong/phpbb-error.html")),
        "/viewtopic.php?t=777" => Reply::page(served("wrong/unknown.html")),
        _ => Reply::status(404),
    });
    for (topic, said) in [
        ("888", "is a login page of phpBB: the thread is not public"),
        ("999", "is an error page of phpBB"),
        ("777", "is not a page of a forum read here"),
    ] {
        let sandbox = day();
        let before = sandbox.snapshot();
        let run = fetch(
            &sandbox,
            &forum.url(&format!("/viewtopic.php?t={topic}")),
            &[],
        );
        assert_eq!(run.code, Some(2), "{run:#?}");
        assert!(squash(&run.stderr).contains(said), "{topic}: {run:#?}");
        assert!(!sandbox.path("game/thread").exists(), "{topic}");
        common::assert_same(&before, &sandbox.snapshot(), &[common::LOCK], topic);
    }
}

#[test]
fn a_forum_that_never_answers_is_given_up_after_the_timeout() {
    let forum = Forum::start(|target, _| {
        if target == PAGE_1 {
            // Longer than the timeout: the answer comes too late to be read.
            std::thread::sleep(Duration::from_secs(3));
        }
        Reply::status(404)
    });
    let sandbox = day();
    let started = Instant::now();
    let run = fetch(&sandbox, &forum.url(PAGE_1), &["--timeout", "0.5"]);
    assert!(started.elapsed() < Duration::from_secs(3), "{run:#?}");
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(
        squash(&run.stderr).contains("could not be fetched"),
        "{run:#?}"
    );
    assert!(!sandbox.path("game/thread").exists());
}
