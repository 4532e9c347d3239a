//! A scenario's map given as a file (`setup: {map: my-manor.yaml}`), for every ruleset played
//! on a map (chechino's ship, among-us's manor): the path is read relative to the scenario's
//! own folder and the file's YAML takes the place of the name, so the ruleset adopts it
//! exactly as a map written inline. A path that leaves the folder (absolute, or with `..`)
//! or names no readable file is refused at the scenario's line, as is a file that is not YAML.

use crate::core::msg::{Catalog, Msg};
use std::path::{Component, Path};

/// The 1-based line of the scenario text on which `setup.map` names `file`.
fn line_of(text: &str, file: &str) -> usize {
    text.lines()
        .position(|l| {
            let t = l.trim_start();
            t.starts_with("map:") && t.contains(file)
        })
        .or_else(|| text.lines().position(|l| l.contains(file)))
        .map_or(1, |n| n + 1)
}

/// `setup` with a `map:` file name replaced by that file's YAML, read from `dir` (the
/// scenario's folder); any other setup as it is. An error names the scenario file and line.
pub fn resolve(
    setup: &mut serde_yaml::Value,
    text: &str,
    shown: &str,
    dir: &Path,
    catalog: &Catalog,
) -> Result<(), String> {
    let Some(map) = setup.get_mut("map") else {
        return Ok(());
    };
    let Some(file) = map.as_str().map(str::to_string) else {
        return Ok(());
    };
    let say = |key: &str, error: String| {
        catalog.text(
            &Msg::new(key)
                .arg("path", shown)
                .arg("line", line_of(text, &file))
                .arg("map", file.as_str())
                .arg("error", error),
        )
    };
    let relative = Path::new(&file);
    let inside = !file.trim().is_empty()
        && relative
            .components()
            .all(|c| matches!(c, Component::Normal(_) | Component::CurDir));
    if !inside {
        return Err(say("scenario-map-escapes", String::new()));
    }
    let path = dir.join(relative);
    let read = crate::core::read::read_text(&path, crate::core::read::MAX_SCENARIO_FILE)
        .map_err(|p| say("scenario-map-missing", catalog.text(&p.msg)));
    let value: serde_yaml::Value = serde_yaml::from_str(&crate::core::yaml_depth::bounded(&read?))
        .map_err(|e| {
            let line = e.location().map_or(1, |l| l.line());
            catalog.text(
                &Msg::new("scenario-map-yaml")
                    .arg("path", path.display())
                    .arg("line", line)
                    .arg("error", e.to_string()),
            )
        })?;
    *map = value;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::msg::Lang;

    fn setup(file: &str) -> serde_yaml::Value {
        serde_yaml::from_str(&format!("map: {file:?}\nround: 2\n")).unwrap()
    }

    const TEXT: &str = "name: x\nrule: y\nsetup:\n  round: 2\n  map: FILE\n";

    fn resolved(file: &str, dir: &Path) -> Result<serde_yaml::Value, String> {
        let mut s = setup(file);
        let text = TEXT.replace("FILE", file);
        resolve(&mut s, &text, "cases/x.yaml", dir, &Catalog::new(Lang::En)).map(|()| s)
    }

    #[test]
    fn a_map_file_beside_the_scenario_takes_the_place_of_its_name() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("maps")).unwrap();
        std::fs::write(
            dir.path().join("maps/m.yaml"),
            "places: {A: {kind: room}}\n",
        )
        .unwrap();
        let s = resolved("maps/m.yaml", dir.path()).unwrap();
        assert_eq!(s["map"]["places"]["A"]["kind"].as_str(), Some("room"));
        assert_eq!(s["round"].as_u64(), Some(2), "the rest of the setup stays");
        let inline: serde_yaml::Value = serde_yaml::from_str("map: {places: {}}").unwrap();
        let mut same = inline.clone();
        resolve(&mut same, "", "x", dir.path(), &Catalog::new(Lang::En)).unwrap();
        assert_eq!(same, inline, "an inline map is left as written");
    }

    #[test]
    fn a_missing_map_file_is_refused_at_the_scenarios_line() {
        let dir = tempfile::tempdir().unwrap();
        let said = resolved("nowhere.yaml", dir.path()).unwrap_err();
        assert!(said.starts_with("cases/x.yaml:5: "), "{said}");
        assert!(said.contains("nowhere.yaml"), "{said}");
    }

    #[test]
    fn a_map_path_that_leaves_the_scenarios_folder_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        for file in ["../secret.yaml", "/etc/passwd", "maps/../../x.yaml", " "] {
            let said = resolved(file, dir.path()).unwrap_err();
            assert!(said.starts_with("cases/x.yaml:"), "{file}: {said}");
            assert!(
                said.contains("inside the scenario's folder"),
                "{file}: {said}"
            );
        }
    }

    #[test]
    fn a_map_file_that_is_not_yaml_is_refused_at_its_own_line() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("m.yaml"), "places:\n  A: {kind: room\n").unwrap();
        let said = resolved("m.yaml", dir.path()).unwrap_err();
        assert!(said.contains("m.yaml:"), "{said}");
    }
}
