//! Review break16 A3 (issue 22 J): the master's `ignorar hilo POST` names a post by its forum
//! id, never by a place that shifts. Saved pages of phpBB, SMF, XenForo and Invision: the
//! order that names a post by its id (`p103`, `msg5003`, `post-7003`, `comment-9003`) sets
//! that post aside, and after the page is saved again without an earlier post (deleted on the
//! forum) still that one; a number, only a place on such pages, is refused at the master's
//! line with the id of the post now there, and sets nothing aside.

use crate::common;

use common::Sandbox;
use std::path::Path;

/// Each forum's page (three posts or more: Ana, Bruno, Carla…), the id of Carla's post (the
/// third) as the forum writes it, and where each of the first three posts opens.
const FORUMS: &[(&str, &str, [&str; 3])] = &[
    (
        "phpbb/pages/dia1-pagina1.html",
        "p103",
        ["<div id=\"p101\"", "<div id=\"p102\"", "<div id=\"p103\""],
    ),
    (
        "smf/pages/giorno1.html",
        "msg5003",
        [
            "<div class=\"windowbg\" id=\"msg5001\"",
            "<div class=\"windowbg\" id=\"msg5002\"",
            "<div class=\"windowbg\" id=\"msg5003\"",
        ],
    ),
    (
        "xenforo/pages/day-1.html",
        "post-7003",
        [
            "<article class=\"message message--post",
            "<article class=\"message message--post",
            "<article class=\"message message--post",
        ],
    ),
    (
        "invision/pages/day-1.html",
        "comment-9003",
        [
            "<article id=\"elComment_9001\"",
            "<article id=\"elComment_9002\"",
            "<article id=\"elComment_9003\"",
        ],
    ),
];

/// A fixture page, its Dario the chechino example's Dani.
fn page(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/pages")
        .join(file);
    std::fs::read_to_string(path)
        .unwrap()
        .replace("Dario", "Dani")
}

/// The page saved again after Bruno's post (the second) was deleted on the forum.
fn without_the_second_post(page: &str, opens: &[&str; 3]) -> String {
    // The n-th post opens at the n-th marker (XenForo's are all alike).
    let nth = |n: usize| {
        let times = opens[..n].iter().filter(|o| **o == opens[n - 1]).count();
        let mut at = 0;
        for _ in 0..times {
            at += page[at..].find(opens[n - 1]).unwrap() + 1;
        }
        at - 1
    };
    let (second, third) = (nth(2), nth(3));
    assert!(second < third, "{opens:?}");
    format!("{}{}", &page[..second], &page[third..])
}

/// The chechino example at its first day, the thread's page saved in thread/.
fn day_one(page: &str) -> Sandbox {
    let sandbox = common::example_game("chechino");
    sandbox.play_phase("chechino", "01-noche-1");
    sandbox.write("game/thread/pagina-1.html", page);
    sandbox
}

/// `check --json`'s posts set aside, as (id, author).
fn set_aside(sandbox: &Sandbox) -> (Vec<(String, String)>, common::Run) {
    let run = sandbox.run(&["check", "game", "--json"]);
    let json: serde_json::Value =
        serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{e}: {run:#?}"));
    let posts = json["posts_set_aside"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let text = |k: &str| p[k].as_str().unwrap_or_default().to_string();
            (text("id"), text("author"))
        })
        .collect();
    (posts, run)
}

#[test]
fn a_post_named_by_its_forum_id_stays_that_post_when_the_page_is_saved_again() {
    for (file, id, opens) in FORUMS {
        let original = page(file);
        let sandbox = day_one(&original);
        sandbox.order("_master.txt", format!("ignorar hilo {id} voto de broma\n"));
        let carla = vec![(id.to_string(), "Carla".to_string())];
        let (posts, run) = set_aside(&sandbox);
        assert_eq!(posts, carla, "{file}: {run:#?}");
        // Bruno's post deleted on the forum, the page saved again: still Carla's post.
        sandbox.write(
            "game/thread/pagina-1.html",
            without_the_second_post(&original, opens),
        );
        let (posts, run) = set_aside(&sandbox);
        assert_eq!(posts, carla, "{file}, saved again: {run:#?}");
        // The listing shows the id for the master to copy.
        let run = sandbox.run(&["check", "game"]);
        assert!(
            run.stdout.contains(&format!("({id}, Carla)")),
            "{file}: {run:#?}"
        );
    }
}

#[test]
fn a_post_named_by_its_place_on_saved_pages_is_refused_with_the_id_there() {
    for (file, id, _) in FORUMS {
        let sandbox = day_one(&page(file));
        sandbox.order("_master.txt", "ignorar hilo 3 voto de broma\n");
        let (posts, run) = set_aside(&sandbox);
        // Nothing set aside in silence: the order is refused at the master's line, with the
        // id of the post now at #3 and the order that names it.
        assert_eq!(posts, [], "{file}: {run:#?}");
        assert_eq!(run.code, Some(1), "{file}: {run:#?}");
        let said = common::squash(&run.stderr);
        assert!(
            said.contains("#3 is only the post's place on the saved pages"),
            "{file}: {said}"
        );
        assert!(
            said.contains(&format!("#3 is now {id} (Carla)"))
                && said.contains(&format!("`ignore thread {id}`")),
            "{file}: {said}"
        );
    }
}
