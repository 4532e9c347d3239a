//! `tally --picture` and the picture `next` writes beside a day's public post, on the lupus
//! and chechino examples.

use crate::common;

use common::Sandbox;

/// The example played up to `stop` (its PMs and thread brought in, not resolved).
fn at_day(ruleset: &str, stop: &str) -> Sandbox {
    let sandbox = Sandbox::new();
    sandbox.start_example(ruleset);
    for phase in common::example_phases(ruleset) {
        if phase == stop {
            sandbox.bring_phase(ruleset, &phase);
            break;
        }
        sandbox.play_phase(ruleset, &phase);
    }
    sandbox
}

#[test]
fn the_lupus_day_is_drawn_with_names_one_row_per_wagon() {
    let sandbox = at_day("lupus", "02-giorno-1");
    let run = sandbox.run(&["tally", "game", "--picture", "day.svg"]);
    run.ok();
    let svg = sandbox.read_text("day.svg");
    // The count's wagons: Alessia 7, Luca 4, and Hugo's abstention.
    assert!(svg.contains(r#"data-target="Alessia""#), "{svg}");
    assert!(svg.contains(r#"data-target="Luca""#), "{svg}");
    for voter in ["Olga", "Irene", "Hugo"] {
        assert!(
            svg.contains(&format!(r#"data-voter="{voter}""#)),
            "{voter}: {svg}"
        );
    }
    assert!(svg.contains("Alessia (7)"), "{svg}");
    // The count is still printed on standard output.
    assert!(run.stdout.contains("Alessia"), "{}", run.stdout);
}

#[test]
fn chechino_votes_are_drawn_by_weight_and_the_png_is_forum_width() {
    let sandbox = at_day("chechino", "02-dia-1");
    sandbox.run(&["tally", "game", "--picture", "day.png"]).ok();
    let png = resvg::tiny_skia::Pixmap::decode_png(&sandbox.read("day.png")).unwrap();
    assert_eq!(png.width(), 1600);
    sandbox.run(&["tally", "game", "--picture", "day.svg"]).ok();
    let svg = sandbox.read_text("day.svg");
    // The living vote twice (weight 2), the dead once (weight 1).
    assert!(
        svg.contains(r#"data-weight="2""#) && svg.contains(r#"data-weight="1""#),
        "{svg}"
    );
}

#[test]
fn a_picture_of_another_kind_is_refused_and_nothing_is_written() {
    let sandbox = at_day("lupus", "02-giorno-1");
    let run = sandbox.run(&["tally", "game", "--picture", "day.gif"]);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(run.stderr.contains(".svg or .png"), "{}", run.stderr);
    assert!(run.stdout.is_empty());
    assert!(!sandbox.path("day.gif").exists());
}

#[test]
fn next_writes_the_days_picture_beside_its_public_post_and_not_the_nights() {
    let sandbox = at_day("lupus", "02-giorno-1");
    sandbox.run(&["next", "game"]).ok();
    let svg = sandbox.read_text("game/reports/giorno-1/wagons.svg");
    assert!(svg.contains(r#"data-target="Alessia""#), "{svg}");
    assert!(!sandbox.path("game/reports/notte-0/wagons.svg").exists());
}

/// The `x` of every vote's bar, in the picture's order.
fn bars_x(svg: &str) -> Vec<&str> {
    svg.split(r#"<g class="vote""#)
        .skip(1)
        .filter_map(|g| g.split(r#"<rect"#).nth(1))
        .filter_map(|r| r.split(r#"x=""#).nth(1))
        .filter_map(|x| x.split('"').next())
        .collect()
}

#[test]
fn votes_given_by_pm_are_drawn_with_no_time_whatever_order_they_were_sent_in() {
    // One-night's vote is simultaneous ("¡Todos, tres, dos, uno, VOTEN!"): a PM's `sent:` is
    // between its sender and the master, and the public picture draws no moment of it.
    let sandbox = at_day("one-night", "2-day");
    sandbox.run(&["tally", "game", "--picture", "day.svg"]).ok();
    let svg = sandbox.read_text("day.svg");
    let xs = bars_x(&svg);
    assert_eq!(xs.len(), 10, "{svg}");
    assert!(xs.iter().all(|x| *x == xs[0]), "{xs:?}");
    assert!(!svg.contains(r#"class="end""#), "{svg}");
    assert!(!svg.contains(":00</text>"), "no hours: {svg}");
    // The same votes sent in the opposite order: the same picture, byte for byte.
    let dir = sandbox.path("game/orders");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    for (n, file) in files.iter().enumerate() {
        let text = std::fs::read_to_string(file).unwrap();
        let sent = format!("sent: 2026-11-30T{:02}:00:00+00:00", 21 - n);
        let text: Vec<String> = text
            .lines()
            .map(|l| match l.starts_with("sent: ") {
                true => sent.clone(),
                false => l.to_string(),
            })
            .collect();
        std::fs::write(file, text.join("\n") + "\n").unwrap();
    }
    sandbox
        .run(&["tally", "game", "--picture", "again.svg"])
        .ok();
    assert_eq!(sandbox.read_text("again.svg"), svg);
}
