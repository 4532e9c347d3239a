use super::*;
use crate::core::votes::Choice;

fn span(voter: &str, target: &str, weight: u32, from: i64, until: Option<i64>) -> Span {
    Span {
        voter: voter.into(),
        target: Choice::Player(target.into()),
        weight,
        from: Some(from),
        until,
    }
}

fn day(secret: bool) -> Day {
    Day {
        words: Words {
            title: "Votes of Day 1".into(),
            no_lynch: "No lynch".into(),
            end: Some("Deadline".into()),
            line: None,
            legend: "legend".into(),
            untimed: None,
        },
        // Ana votes Bruno, then moves to Carla; Dario (dead: half weight) votes Carla.
        spans: vec![
            span("Ana", "Bruno", 2, 1000, Some(4000)),
            span("Ana", "Carla", 2, 4000, None),
            span("Dario", "Carla", 1, 2000, None),
        ],
        end: Some(8200),
        line: None,
        secret,
        players: vec!["Ana".into(), "Bruno".into(), "Carla".into(), "Dario".into()],
        zone: jiff::tz::TimeZone::UTC,
    }
}

#[test]
fn each_vote_is_a_bar_on_its_wagon_as_thick_as_its_weight() {
    let svg = day(false).svg();
    assert!(svg.contains(r#"data-target="Carla""#), "{svg}");
    assert!(svg.contains(r#"data-voter="Dario""#), "{svg}");
    // The heavier wagon at the end comes first.
    assert!(svg.find(r#"data-target="Carla""#) < svg.find(r#"data-target="Bruno""#));
    assert!(svg.contains(r#"data-weight="1""#) && svg.contains(r#"data-weight="2""#));
    assert!(svg.contains("Deadline"));
}

#[test]
fn a_secret_ballot_draws_no_voter_and_no_moment() {
    let svg = day(true).svg();
    for name in ["Ana", "Dario"] {
        assert!(!svg.contains(name), "{name} in {svg}");
    }
    // Only the votes standing at the end: Carla's two, not Ana's earlier one on Bruno.
    assert_eq!(svg.matches(r#"class="vote""#).count(), 2, "{svg}");
    assert!(!svg.contains("Deadline"));
}

#[test]
fn votes_that_overlap_in_time_stack_and_the_day_is_drawn_in_linear_time() {
    // A thousand votes moving between two wagons: each stands while no other of its voter does.
    let mut d = day(false);
    d.spans = (0..1000)
        .map(|i| {
            let target = if i % 2 == 0 { "Bruno" } else { "Carla" };
            span(
                &format!("P{}", i % 10),
                target,
                1,
                i * 10,
                Some(i * 10 + 100),
            )
        })
        .collect();
    let svg = d.svg();
    assert_eq!(svg.matches(r#"class="vote""#).count(), 1000);
}

#[test]
fn the_png_is_twice_the_forum_width() {
    let png = day(false).png().unwrap();
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(&png).unwrap();
    assert_eq!(pixmap.width(), 1600);
}

#[test]
fn a_short_late_vote_is_named_just_before_its_bar() {
    // Ana's vote for Bruno comes two minutes before the deadline: too short a bar for her name,
    // which is written in the free space before it, not left out.
    let mut d = day(false);
    d.spans = vec![
        span("Dario", "Bruno", 2, 1000, None),
        span("Ana", "Bruno", 2, 8080, None),
    ];
    let svg = d.svg();
    let ana = svg.find(r#"data-voter="Ana""#).expect("Ana's bar");
    let group = &svg[ana..svg[ana..].find("</g>").map_or(svg.len(), |e| ana + e)];
    assert!(
        group.contains(r#"text-anchor="end""#) && group.contains("\nAna\n</text>"),
        "{group}"
    );
}
