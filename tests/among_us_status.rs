//! `among-us` in `status`: a deliberation where everyone has voted says so, to the players and
//! to the master ("Cualquier deliberación termina de inmediato antes de su límite de tiempo si
//! todos los jugadores han emitido ya su voto"; the master closes it with `next`). A body
//! reported is a death everyone knows (ruling 41).

use crate::common;

use common::Sandbox;

const ALL_VOTED: &str = "Everyone has voted: `next` closes the deliberation.";

#[test]
fn a_deliberation_where_everyone_has_voted_says_next_closes_it() {
    let sandbox = Sandbox::new();
    sandbox.start_example("among-us");
    for phase in [
        "01-ronda-1",
        "02-ronda-2",
        "03-ronda-3",
        "04-ronda-3-f3",
        "05-ronda-4",
        "06-ronda-4-f2",
        "07-ronda-5",
        "08-ronda-5-f3",
    ] {
        sandbox.play_phase("among-us", phase);
    }
    let game = sandbox.read_text("game/game.yaml");
    assert!(game.contains("phase: deliberacion-5"), "{game}");
    let none = sandbox.run(&["status", "game"]).ok().to_string();
    assert!(!none.contains(ALL_VOTED), "no vote yet: {none}");
    // Juan reported Luca's body (the deliberation is his): the public knows Luca is dead
    // (ruling 41 keeps a victim alive only while his body lies unreported).
    assert!(none.contains("Luca: dead"), "{none}");
    // The example's votes, and an abstention from each of the others alive.
    sandbox.bring_phase("among-us", "09-deliberacion-5");
    let living = [
        "Ana", "Bruno", "Carla", "Dani", "Elena", "Fede", "Gino", "Hugo", "Ines", "Juan", "Karla",
        "Mario", "Nora", "Olga",
    ];
    for name in living {
        let file = format!("game/orders/{name}.txt");
        if !sandbox.path(&file).exists() {
            sandbox.order(&format!("{name}.txt"), "me abstengo\n");
        }
    }
    // One vote missing: not yet.
    let ana = sandbox.read("game/orders/Ana.txt");
    std::fs::remove_file(sandbox.path("game/orders/Ana.txt")).unwrap();
    let some = sandbox
        .run(&["status", "game", "--master"])
        .ok()
        .to_string();
    assert!(!some.contains(ALL_VOTED), "Ana has not voted: {some}");
    sandbox.order("Ana.txt", ana);
    for args in [&["status", "game"][..], &["status", "game", "--master"][..]] {
        let all = sandbox.run(args).ok().to_string();
        assert!(all.contains(ALL_VOTED), "{args:?}: {all}");
    }
}
