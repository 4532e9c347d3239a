//! The form's lines for the objects usable from where a character stands (the Altar in the
//! Alcoba del Clérigo, the Plan in Intendencia, the ball in the Alcoba del Mago), and the
//! Clérigo's talisman from anywhere while it has a charge.

use super::manor::Feature;
use super::special::Special;
use super::state::State;
use crate::core::forms::FormOrder;
use crate::core::msg::Msg;

pub fn forms(state: &State, me: &str, at: &str) -> Vec<FormOrder> {
    let mut out = Vec::new();
    if state.map.has(Feature::Altar, at) {
        out.push(FormOrder::new("usar", Msg::new("among-us-form-altar")).word("altar"));
    }
    if state.map.has(Feature::Plan, at) {
        out.push(FormOrder::new("usar", Msg::new("among-us-form-plan")).word("plano"));
    }
    if state.map.has(Feature::CrystalBall, at) {
        let views = super::objects::all_views(&state.map);
        out.push(
            FormOrder::new(
                "usar",
                Msg::new("among-us-form-ball").arg("views", views.join(", ")),
            )
            .word("bola")
            .text(
                Msg::new("among-us-form-ball-views"),
                &views[..views.len().min(super::objects::SHOWN)].join(", "),
            ),
        );
    }
    if state.special(me) == Some(Special::Clerigo) {
        let t = super::talisman::of(state, me);
        if t.charges > 0 {
            let about = Msg::new("among-us-form-talisman").arg("charges", t.charges);
            out.push(FormOrder::new("activar", about.clone()).word("talismán"));
            if t.paid {
                out.push(
                    FormOrder::new("activar", about)
                        .word("talismán")
                        .word("fase")
                        .one_of(
                            Msg::new("among-us-form-phase"),
                            vec!["1".into(), "2".into(), "3".into()],
                        ),
                );
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_offers_the_objects_of_the_room_and_the_clerigos_talisman_anywhere() {
        let mut state: State = serde_yaml::from_value(
            serde_yaml::to_value(serde_yaml::Mapping::from_iter([
                (
                    "map".into(),
                    serde_yaml::to_value(super::super::manor::Manor::hacienda()).unwrap(),
                ),
                (
                    "sides".into(),
                    serde_yaml::from_str("{Ana: vasallo, Bruno: vasallo}").unwrap(),
                ),
            ]))
            .unwrap(),
        )
        .unwrap();
        let words = |f: &FormOrder| f.template();
        let here = |state: &State, me: &str, at: &str| -> Vec<String> {
            forms(state, me, at).iter().map(words).collect()
        };
        assert_eq!(here(&state, "Ana", "Alcoba del Clérigo"), ["# usar altar"]);
        assert_eq!(here(&state, "Ana", "Intendencia"), ["# usar plano"]);
        assert_eq!(here(&state, "Ana", "Alcoba del Mago"), ["usar bola ___"]);
        assert!(here(&state, "Ana", "Cocina").is_empty());
        state.specials.insert("Bruno".into(), Special::Clerigo);
        assert_eq!(here(&state, "Bruno", "Cocina"), ["# activar talismán"]);
    }
}
