//! The coordinate table ("Riga\Colonna"): `table.yaml`, read once (from its JSON copy,
//! `table.json`: serde_yaml read the 2 KB in 0.66 M instructions, a tenth of a lupus phase)
//! and checked by the tests.
//! "la squadra dei lupi viene scelta solo dalla coordinata della colonna"; the cell gives the
//! other roles and the night's action order.

use super::roles::Role;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// One step of a night's action order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// A role acts ("Veggente", "Guardia gemella": both twins together).
    Role(Role),
    /// The pack's bite ("Sbrano"; "Branco" in 1A).
    Sbrano,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    pub roles: Vec<Role>,
    pub order: Vec<Step>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// "1" and "2": the wolf team of the column.
    pub columns: BTreeMap<String, Vec<Role>>,
    /// "1A" … "2E".
    pub cells: BTreeMap<String, Cell>,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCell {
    roles: Vec<String>,
    order: Vec<String>,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTable {
    columns: BTreeMap<String, Vec<String>>,
    cells: BTreeMap<String, RawCell>,
}

fn role(id: &str) -> Role {
    Role::ALL
        .into_iter()
        .find(|r| r.id() == id)
        .unwrap_or_else(|| panic!("table.yaml names an unknown role `{id}`"))
}

/// `table.yaml` as JSON, which reads about ten times faster: a test keeps it the same table.
const TABLE_JSON: &str = include_str!("table.json");

fn load() -> Table {
    let raw: RawTable = serde_json::from_str(TABLE_JSON).expect("table.json is valid");
    Table {
        columns: raw
            .columns
            .into_iter()
            .map(|(c, roles)| (c, roles.iter().map(|r| role(r)).collect()))
            .collect(),
        cells: raw
            .cells
            .into_iter()
            .map(|(name, cell)| {
                let order = cell
                    .order
                    .iter()
                    .map(|s| match s.as_str() {
                        "sbrano" => Step::Sbrano,
                        r => Step::Role(role(r)),
                    })
                    .collect();
                let roles = cell.roles.iter().map(|r| role(r)).collect();
                (name, Cell { roles, order })
            })
            .collect(),
    }
}

pub fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(load)
}

/// A coordinate as masters write it: `2E`, `2 E`, `e2`.
pub fn parse_coordinates(text: &str) -> Option<String> {
    let compact: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_uppercase();
    let (col, row) = match compact.chars().collect::<Vec<_>>()[..] {
        [c, r] if c.is_ascii_digit() => (c, r),
        [r, c] if c.is_ascii_digit() => (c, r),
        _ => return None,
    };
    let name = format!("{col}{row}");
    table().cells.contains_key(&name).then_some(name)
}

impl Table {
    /// Every role in play with a coordinate: the column's wolves, then the cell's roles.
    pub fn roles_of(&self, coordinates: &str) -> Vec<Role> {
        let column = &coordinates[..1];
        let mut roles = self.columns[column].clone();
        roles.extend(self.cells[coordinates].roles.iter().copied());
        roles
    }

    /// The night's action order of a coordinate. The Lupo demonio's step belongs to column 1.
    pub fn order_of(&self, coordinates: &str) -> &[Step] {
        &self.cells[coordinates].order
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table is read from `table.json`; the one the rulebook's notes show is `table.yaml`.
    /// When they differ, the JSON is written again from the YAML and the test fails, to be run
    /// again.
    #[test]
    fn the_json_table_is_the_yaml_one() {
        let yaml: RawTable =
            serde_yaml::from_str(include_str!("table.yaml")).expect("table.yaml is valid");
        let json: Option<RawTable> = serde_json::from_str(TABLE_JSON).ok();
        if json.as_ref() != Some(&yaml) {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/rules/lupus/table.json");
            let json = serde_json::to_string(&yaml).expect("a table serialises") + "\n";
            std::fs::write(path, json).expect("table.json written");
            panic!("table.json differed from table.yaml: written again, run the tests again");
        }
    }

    #[test]
    fn ten_cells_and_two_wolf_teams() {
        let t = table();
        assert_eq!(t.cells.len(), 10);
        assert_eq!(
            t.columns["1"],
            [Role::LupoMannaro, Role::LupoMannaro, Role::LupoDemonio]
        );
        assert_eq!(
            t.columns["2"],
            [Role::LupoMannaro, Role::LupoSpelacchiato, Role::GiovaneLupo]
        );
    }

    #[test]
    fn the_rulebooks_2e_example() {
        // "se viene estratto il 2 e la E avremo: Squadra lupi - Lupo mannaro, lupo spelacchiato,
        // giovane lupo. Gli altri ruoli - Veggente gufato, ammaestratore, guardia gemella (x2),
        // doppia faccia, … marionettista."
        let roles = table().roles_of("2E");
        assert_eq!(roles.len(), 9);
        assert_eq!(
            roles.iter().filter(|r| **r == Role::GuardiaGemella).count(),
            2
        );
        assert!(roles.contains(&Role::Marionettista));
        assert!(roles.contains(&Role::DoppiaFaccia));
        // 15 players: 15 - 9 = 6 contadini semplici (the example's "x8" is ruled on in
        // docs/rulings/lupus.md).
        assert_eq!(15 - roles.len(), 6);
    }

    #[test]
    fn every_acting_role_of_a_cell_is_in_its_order_and_nothing_else_is() {
        let t = table();
        for (name, cell) in &t.cells {
            let column = &name[..1];
            let in_play: Vec<Role> = t.roles_of(name);
            for step in &cell.order {
                if let Step::Role(r) = step {
                    assert!(in_play.contains(r), "{name}: {r:?} acts but is not in play");
                }
            }
            assert!(cell.order.contains(&Step::Sbrano), "{name} has no bite");
            let demonio = cell.order.contains(&Step::Role(Role::LupoDemonio));
            assert_eq!(
                demonio,
                column == "1",
                "{name}: the Lupo demonio is column 1's"
            );
        }
    }

    #[test]
    fn coordinates_as_masters_write_them() {
        assert_eq!(parse_coordinates("2E").as_deref(), Some("2E"));
        assert_eq!(parse_coordinates("2 e").as_deref(), Some("2E"));
        assert_eq!(parse_coordinates("e2").as_deref(), Some("2E"));
        assert_eq!(parse_coordinates("3A"), None);
        assert_eq!(parse_coordinates("1F"), None);
    }
}
