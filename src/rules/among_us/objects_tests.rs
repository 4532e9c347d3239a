use super::*;

#[test]
fn the_rulebooks_view_list_is_read_into_four_views() {
    let written = split_views(
        "El Recibidor (1), la Sección de Terraza (2), el Pasillo de la Alcoba del Mago (3) y el Pasillo al sur del Claustro (4).",
    );
    let map = Manor::hacienda();
    assert_eq!(
        read_views(&map, &written).unwrap(),
        [
            "Recibidor",
            "Terraza Suroeste",
            "Pasillo de la Alcoba del Mago",
            "Pasillo al sur del Claustro"
        ]
    );
    let five: Vec<String> = all_views(&map).into_iter().take(5).collect();
    assert_eq!(
        read_views(&map, &five).unwrap_err().key,
        "among-us-err-ball-many"
    );
}

#[test]
fn the_seeds_views_after_a_phase_of_use_always_show_the_two_not_seen() {
    let map = Manor::hacienda();
    let prev: Vec<String> = all_views(&map).into_iter().take(4).collect();
    let must = forced(&map, &prev);
    assert_eq!(must.len(), 2);
    for seed in 0..50 {
        let mut chance = Chance::new(seed, "ronda-3", []);
        let views = pick_views(&map, &[], Some(&prev), &mut chance);
        assert_eq!(views.len(), SHOWN, "seed {seed}");
        assert!(
            must.iter().all(|m| views.contains(m)),
            "seed {seed}: {views:?}"
        );
    }
    // Two named views besides the forced ones are kept; a third would break the rotation.
    let chosen = vec![prev[0].clone(), prev[1].clone()];
    let mut chance = Chance::new(1, "ronda-3", []);
    let mut expected = vec![
        must[0].clone(),
        must[1].clone(),
        prev[0].clone(),
        prev[1].clone(),
    ];
    expected.sort();
    assert_eq!(
        pick_views(&map, &chosen, Some(&prev), &mut chance),
        expected
    );
    assert!(breaks_rotation(&map, &prev[..3], &prev).is_some());
    assert!(breaks_rotation(&map, &chosen, &prev).is_none());
}
