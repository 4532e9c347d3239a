//! break5 F7: a post the forum shows deleted on a page saved by a moderator (phpBB prosilver:
//! `class="post … deleted"`, "Este mensaje fue borrado por …", its content hidden) is not
//! read: the players never saw it. The count says which posts were set aside so.

use crate::common;

use common::Sandbox;

/// The chechino example's Día-1 page 2 with post #13 (Oscar's `Sumo. [red]Bruno[/red]`) as a
/// moderator sees it: soft-deleted (`deleted`), or only hidden as an ignored user's.
fn page(deleted: bool) -> String {
    let dir = common::example_dir("chechino").join("phases/02-dia-1/hilo-pagina-2.html");
    let mut page = std::fs::read_to_string(dir).unwrap();
    let open = "<div id=\"p5013\" class=\"post has-profile bg1\">";
    assert!(page.contains(open));
    let class = if deleted { " deleted" } else { "" };
    let note = match deleted {
        true => "Este mensaje fue borrado por Oscar el Lun Nov 30, 2026 2:05 pm.",
        false => "Oscar, que está en tu lista de ignorados, ha enviado este mensaje.",
    };
    let at = page.find(open).unwrap();
    let body = page[at..].find("<div class=\"postbody\">").unwrap() + at + 22;
    page.insert_str(
        body,
        &format!("<div class=\"ignore\" id=\"post_hidden5013\">{note}<br /></div>"),
    );
    page = page.replacen(
        open,
        &format!("<div id=\"p5013\" class=\"post has-profile bg1{class}\">"),
        1,
    );
    page.replacen(
        "<div id=\"post_content5013\">",
        "<div id=\"post_content5013\" style=\"display: none;\">",
        1,
    )
}

fn tally(sandbox: &Sandbox, dir: &str) -> common::Run {
    let roster = common::example_dir("chechino").join("roster.csv");
    let thread = sandbox.path(dir).display().to_string();
    let roster = roster.display().to_string();
    sandbox.run(&["tally", "--players", &roster, "--thread", &thread])
}

#[test]
fn a_post_deleted_on_the_forum_is_not_a_vote_and_is_listed() {
    let sandbox = Sandbox::new();
    sandbox.write("deleted/p2.html", page(true));
    sandbox.write("ignored/p2.html", page(false));
    let deleted = tally(&sandbox, "deleted");
    let ignored = tally(&sandbox, "ignored");
    let bruno = |run: &common::Run| {
        run.stdout
            .lines()
            .find(|l| l.contains("**Bruno**"))
            .unwrap_or_default()
            .to_string()
    };
    // An ignored user's post is on the page for every reader: it counts.
    assert!(bruno(&ignored).contains("Oscar"), "{ignored:#?}");
    assert!(
        !ignored.stderr.contains("Deleted on the forum"),
        "{ignored:#?}"
    );
    // A deleted one is seen only by a moderator: not a vote, and said.
    assert!(!bruno(&deleted).contains("Oscar"), "{deleted:#?}");
    assert!(
        deleted
            .stderr
            .contains("Deleted on the forum (only a moderator sees them): #13"),
        "{deleted:#?}"
    );
}
