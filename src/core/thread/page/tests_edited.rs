//! A vote in a post the forum shows edited, on a page saved after the deadline, of a post made
//! before it: the edit may have come after the deadline, and the vote with it. Raised, never
//! counted at the post's time in silence (review break14b F7).

use super::*;
use crate::core::names::NameIndex;
use crate::core::thread::{Options, Syntax, ThreadVotes, Unclear, read_votes};

fn at(text: &str) -> i64 {
    text.parse::<jiff::Timestamp>().unwrap().as_second()
}

/// The fixture phpBB page (post #3, Carla's vote for Elena, shown edited), saved at `saved`
/// and read with the day's deadline.
fn read(saved: &str, deadline: &str) -> ThreadVotes {
    let html = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/pages/phpbb/pages/dia1-pagina1.html"),
    )
    .unwrap();
    let page = Ok(SavedPage {
        path: "page.html".into(),
        html,
        saved_at: at(saved),
    });
    let thread = read_pages("day", std::iter::once(page), &jiff::tz::TimeZone::UTC).unwrap();
    assert_eq!(thread.pages.as_ref().unwrap().edited, [3]);
    let players = ["Ana", "Bruno", "Carla", "Dario", "Elena"];
    let names = NameIndex::new(players.map(|p| (p, &[][..])));
    let voters: Vec<String> = players.map(String::from).to_vec();
    let options = Options {
        deadline: Some(at(deadline)),
        ..crate::core::thread::tests::options(Syntax::Auto)
    };
    read_votes(&thread, &names, &voters, &options)
}

fn voters(votes: &ThreadVotes) -> Vec<&str> {
    votes.ballots.iter().map(|b| b.voter.as_str()).collect()
}

#[test]
fn an_edited_vote_on_a_page_saved_after_the_deadline_is_raised_not_counted() {
    let votes = read("2026-11-30T10:00:00Z", "2026-11-29T22:00:00Z");
    assert!(!voters(&votes).contains(&"Carla"), "{:?}", votes.ballots);
    let raised: Vec<_> = votes.unclear.iter().map(|u| (u.post, u.why)).collect();
    assert_eq!(raised, [(3, Unclear::Edited)]);
}

#[test]
fn an_edited_vote_on_a_page_saved_before_the_deadline_counts() {
    let votes = read("2026-11-29T21:30:00Z", "2026-11-29T22:00:00Z");
    assert!(voters(&votes).contains(&"Carla"), "{:?}", votes.ballots);
    assert!(votes.unclear.is_empty(), "{:?}", votes.unclear);
}
