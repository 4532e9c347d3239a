//! "Capilla (Capellán): … Cualquier jugador que pase por la capilla podrá leer y escribir un
//! nombre en el libro de casamientos. Cuando haya dos nombres escritos, esos jugadores quedarán
//! enamorados … Si alguien añade un tercer nombre a la lista, se borrará el nombre más antiguo,
//! quedando enamorados los dos más recientes. El capellán será informado de cualquier cambio en
//! el listado del libro, pero desconocerá quién lo escribió." Love's death is in `fate.rs`, the
//! forbidden harm in `night/kill.rs` and the forbidden vote in `day.rs`.

use super::tell_owner;
use crate::core::msg::Msg;
use crate::core::trace::Kind;
use crate::rules::chechino::night::Night;

pub fn write(night: &mut Night, actor: &str, house: &str, name: &str) {
    let lovers_before = night
        .fate
        .state
        .lovers()
        .map(|(a, b)| (a.to_string(), b.to_string()));
    let book = &mut night.fate.state.memory.book;
    let before = book.join(", ");
    book.retain(|n| n != name);
    book.push(name.to_string());
    if book.len() > 2 {
        book.remove(0);
    }
    let now = book.join(", ");
    let read = if before.is_empty() {
        Msg::new("chechino-book-empty")
    } else {
        Msg::new("chechino-book-read").arg("names", &before)
    };
    night
        .fate
        .trace
        .add(Kind::Applied, "rule-chechino-capilla", read)
        .actor(actor)
        .to(&[actor]);
    if now != before {
        tell_owner(
            night,
            house,
            "rule-chechino-capilla",
            Msg::new("chechino-book-changed").arg("names", &now),
        );
    }
    if now == before {
        return;
    }
    // "se borrará el nombre más antiguo, quedando enamorados los dos más recientes": a lover
    // whose name is gone was told he fell in love, and is told it is over (review CH-5).
    let parted = lovers_before.map_or(Vec::new(), |(a, b)| vec![(a.clone(), b.clone()), (b, a)]);
    for (me, other) in &parted {
        if !night.fate.state.memory.book.contains(me) {
            night
                .fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-chechino-capilla",
                    Msg::new("chechino-out-of-love").arg("player", other),
                )
                .target(me)
                .to(&[me]);
        }
    }
    if let Some((a, b)) = night
        .fate
        .state
        .lovers()
        .map(|(a, b)| (a.to_string(), b.to_string()))
    {
        // The lovers are told (docs/rulings/chechino.md): they may not vote each other.
        for (me, other) in [(&a, &b), (&b, &a)] {
            night
                .fate
                .trace
                .add(
                    Kind::Applied,
                    "rule-chechino-capilla",
                    Msg::new("chechino-in-love").arg("player", other),
                )
                .target(me)
                .to(&[me]);
        }
    }
}
