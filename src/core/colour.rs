//! Which colours are red. "El voto se emite con el nombre del elegido en color ROJO" (chechino):
//! players pick red from the forum's palette, and palettes differ (phpBB's «Rojo oscuro» is
//! `darkred`, others offer `#cc0000`, `crimson`, `#e60000`), so red is a rule on the colour, not
//! a list of spellings.
//!
//! The rule: a colour written as CSS writes it (a name, `#rgb`, `#rrggbb`, `rrggbb` as old
//! forums write it, `rgb(…)`, `hsl(…)`) is red when, in HSL, its hue is within 15° of pure red
//! (345°–15°), its saturation at least 50% (not a greyish brown) and its lightness between 20%
//! and 65% (not near black, not pink). So `red`, `darkred`, `maroon`, `crimson`, `firebrick`,
//! `#cc0000`, `#e60000`, `tomato` are red; `orangered`, `salmon`, `pink`, `deeppink`, `#400000`
//! are not. A colour that is not red is never a vote: a player's name in it is raised to the
//! master (`core::thread`), never dropped in silence.

use std::str::FromStr;

/// Hue within this many degrees of pure red.
const HUE_SPAN: f64 = 15.0;
const MIN_SATURATION: f64 = 0.5;
const LIGHTNESS: std::ops::RangeInclusive<f64> = 0.2..=0.65;

/// A colour value as written in `[color=…]` or a style (quotes and case aside): its red, green
/// and blue, and whether it shows (alpha above zero).
fn parse(value: &str) -> Option<svgtypes::Color> {
    let value = value.trim().trim_matches(['"', '\'']).trim();
    let bare_hex = matches!(value.len(), 3 | 6) && value.chars().all(|c| c.is_ascii_hexdigit());
    let value = match bare_hex {
        true => format!("#{value}"),
        false => value.to_string(),
    };
    svgtypes::Color::from_str(&value).ok()
}

/// Is the colour value red by the rule above?
pub fn is_red(value: &str) -> bool {
    let Some(c) = parse(value) else {
        return false;
    };
    if c.alpha == 0 {
        return false;
    }
    let (hue, saturation, lightness) = hsl(c.red, c.green, c.blue);
    (hue <= HUE_SPAN || hue >= 360.0 - HUE_SPAN)
        && saturation >= MIN_SATURATION
        && LIGHTNESS.contains(&lightness)
}

/// Hue in degrees (0–360), saturation and lightness (0–1).
fn hsl(r: u8, g: u8, b: u8) -> (f64, f64, f64) {
    let [r, g, b] = [r, g, b].map(|v| f64::from(v) / 255.0);
    let max = r.max(g).max(b);
    let min = r.min(g).min(b);
    let lightness = (max + min) / 2.0;
    let d = max - min;
    if d == 0.0 {
        return (0.0, 0.0, lightness);
    }
    let saturation = d / (1.0 - (2.0 * lightness - 1.0).abs());
    let hue = if max == r {
        60.0 * ((g - b) / d).rem_euclid(6.0)
    } else if max == g {
        60.0 * ((b - r) / d + 2.0)
    } else {
        60.0 * ((r - g) / d + 4.0)
    };
    (hue, saturation, lightness)
}

#[cfg(test)]
mod tests {
    use super::is_red;

    #[test]
    fn the_reds_of_forum_palettes_are_red() {
        for red in [
            "red",
            "RED",
            "#ff0000",
            "#f00",
            "ff0000",
            "\"#FF0000\"",
            "darkred",
            "#8b0000",
            "maroon",
            "crimson",
            "firebrick",
            "#cc0000",
            "#c00",
            "#e60000",
            "#ee0000",
            "rgb(230, 0, 0)",
            "hsl(0, 100%, 40%)",
            "tomato",
            "#b00",
        ] {
            assert!(is_red(red), "{red}");
        }
    }

    #[test]
    fn other_colours_are_not_red() {
        for not in [
            "orangered",
            "orange",
            "salmon",
            "pink",
            "deeppink",
            "hotpink",
            "#400000",
            "black",
            "white",
            "blue",
            "green",
            "#00ff00",
            "gray",
            "transparent",
            "rgba(255,0,0,0)",
            "purple",
            "#ffcccc",
            "bloodred",
            "",
            "#ff00",
            "red;",
        ] {
            assert!(!is_red(not), "{not}");
        }
    }
}
