//! Orders of different PMs that exclude each other.

use super::{Order, Pm};
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use crate::core::orders::OrderFile;
use std::collections::BTreeMap;

/// "cada noche uno de ellos marcará una casa, mientras que su compañero se queda jugando a la
/// consola": one mark a night. The PM sent first marks (docs/rulings/chechino.md, ruling 11); a
/// partner's `marcar` sent later is refused at its line, never dropped in silence.
pub fn one_mark(pms: &BTreeMap<String, Pm>, files: &[OrderFile]) -> Vec<Problem> {
    let mut marks: Vec<(&String, &Pm, usize)> = pms
        .iter()
        .filter_map(|(p, pm)| {
            let i = pm.orders.iter().position(|o| matches!(o, Order::Mark(_)))?;
            Some((p, pm, i))
        })
        .collect();
    // The time of the PM the mark came in.
    marks.sort_by_key(|(_, pm, i)| pm.times.get(*i).copied());
    let Some(((first, _, _), rest)) = marks.split_first() else {
        return Vec::new();
    };
    rest.iter()
        .filter_map(|(_, pm, i)| {
            let file = files.get(pm.times.get(*i)?.2)?;
            let span = pm.lines.get(*i)?.clone();
            Some(
                Problem::new(Msg::new("chechino-err-second-mark").arg("player", *first))
                    .at(&file.path, &file.source, span)
                    .help(Msg::new("chechino-help-second-mark")),
            )
        })
        .collect()
}
