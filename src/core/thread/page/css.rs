//! Inline CSS as forums write it for BBCode: `color: #FF0000`, `color:red`, `color: rgb(255, 0,
//! 0)`, `font-weight: bold`, `text-decoration: line-through`, `font-size: 150%`, read into the
//! BBCode tags the vote reader knows. A colour that is pure red in any notation becomes `red`
//! (the reader's red); any other colour keeps its value (never red).

/// The BBCode tags an inline style stands for, outermost first: `(open, close)` pairs.
pub(super) fn tags_of_style(style: &str) -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    for declaration in style.split(';') {
        let Some((property, value)) = declaration.split_once(':') else {
            continue;
        };
        let property = property.trim().to_ascii_lowercase();
        let value = value
            .trim()
            .trim_end_matches("!important")
            .trim()
            .to_ascii_lowercase();
        match property.as_str() {
            "color" => out.push((format!("[color={}]", colour(&value)), "[/color]")),
            "font-weight" if is_bold_weight(&value) => out.push(("[b]".into(), "[/b]")),
            "font-style" if value == "italic" || value == "oblique" => {
                out.push(("[i]".into(), "[/i]"))
            }
            "text-decoration" | "text-decoration-line" => {
                if value.contains("line-through") {
                    out.push(("[s]".into(), "[/s]"));
                }
                if value.contains("underline") {
                    out.push(("[u]".into(), "[/u]"));
                }
            }
            // Text the page does not show: hidden text, as the forum's spoiler is (review
            // break14b F6).
            "display" if value == "none" => out.push(("[spoiler]".into(), "[/spoiler]")),
            "visibility" if value == "hidden" || value == "collapse" => {
                out.push(("[spoiler]".into(), "[/spoiler]"))
            }
            "font-size" if !value.is_empty() && value.len() < 24 => {
                out.push((format!("[size={value}]"), "[/size]"))
            }
            _ => {}
        }
    }
    out
}

fn is_bold_weight(value: &str) -> bool {
    matches!(value, "bold" | "bolder") || value.parse::<u16>().is_ok_and(|w| w >= 600)
}

/// A CSS or HTML colour as the vote reader takes it: `red` for pure red (`red`, `#f00`,
/// `#FF0000`, `#ff0000ff`, `rgb(255,0,0)`, `rgb(100% 0% 0%)`, `hsl(0, 100%, 50%)`), a lower-case
/// `#rrggbb` for any other colour written as numbers, the name as written otherwise.
pub(super) fn colour(value: &str) -> String {
    let value = value.trim().trim_matches(['"', '\'']).to_ascii_lowercase();
    // `FF0000` without its `#`, as old forums write `<font color="FF0000">`.
    let bare_hex = value.len() == 6 && value.chars().all(|c| c.is_ascii_hexdigit());
    let rgb = if let Some(hex) = value.strip_prefix('#') {
        hex_rgb(hex)
    } else if bare_hex {
        hex_rgb(&value)
    } else if let Some(args) = function_args(&value, &["rgb", "rgba"]) {
        rgb_args(&args)
    } else if let Some(args) = function_args(&value, &["hsl", "hsla"]) {
        hsl_args(&args)
    } else {
        None
    };
    match rgb {
        Some((255, 0, 0)) => "red".into(),
        Some((r, g, b)) => format!("#{r:02x}{g:02x}{b:02x}"),
        None if value.chars().all(|c| c.is_ascii_alphanumeric()) && !value.is_empty() => value,
        None => "unknown".into(),
    }
}

/// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (and without the `#`, as old forums write it).
fn hex_rgb(hex: &str) -> Option<(u8, u8, u8)> {
    if !hex.chars().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    let digit = |i: usize| u8::from_str_radix(&hex[i..i + 1], 16).ok();
    let pair = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
    match hex.len() {
        3 | 4 => Some((digit(0)? * 17, digit(1)? * 17, digit(2)? * 17)),
        6 | 8 => Some((pair(0)?, pair(2)?, pair(4)?)),
        _ => None,
    }
}

/// The arguments of `name(…)`, split at commas, spaces and the alpha's slash.
fn function_args(value: &str, names: &[&str]) -> Option<Vec<String>> {
    let open = value.find('(')?;
    if !names.contains(&value[..open].trim()) || !value.ends_with(')') {
        return None;
    }
    let inner = &value[open + 1..value.len() - 1];
    Some(
        inner
            .split([',', ' ', '/'])
            .filter(|a| !a.is_empty())
            .map(str::to_string)
            .collect(),
    )
}

/// A channel: `255` or `100%`.
fn channel(arg: &str) -> Option<u8> {
    let v = match arg.strip_suffix('%') {
        Some(p) => p.parse::<f64>().ok()? * 2.55,
        None => arg.parse::<f64>().ok()?,
    };
    (0.0..=255.5).contains(&v).then(|| v.round() as u8)
}

fn rgb_args(args: &[String]) -> Option<(u8, u8, u8)> {
    if args.len() < 3 {
        return None;
    }
    Some((channel(&args[0])?, channel(&args[1])?, channel(&args[2])?))
}

fn hsl_args(args: &[String]) -> Option<(u8, u8, u8)> {
    if args.len() < 3 {
        return None;
    }
    let hue = args[0]
        .trim_end_matches("deg")
        .parse::<f64>()
        .ok()?
        .rem_euclid(360.0);
    let percent = |a: &str| Some(a.strip_suffix('%')?.parse::<f64>().ok()? / 100.0);
    let (s, l) = (percent(&args[1])?, percent(&args[2])?);
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
    let x = c * (1.0 - ((hue / 60.0).rem_euclid(2.0) - 1.0).abs());
    let m = l - c / 2.0;
    let (r, g, b) = match (hue / 60.0) as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let to = |v: f64| ((v + m) * 255.0).round().clamp(0.0, 255.0) as u8;
    Some((to(r), to(g), to(b)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pure_red_in_every_notation_is_red() {
        for red in [
            "red",
            "Red",
            "#f00",
            "#FF0000",
            "#ff0000ff",
            "rgb(255, 0, 0)",
            "rgb(255 0 0)",
            "rgba(255,0,0,1)",
            "rgb(100%, 0%, 0%)",
            "hsl(0, 100%, 50%)",
            "FF0000",
        ] {
            assert_eq!(colour(red), "red", "{red}");
        }
    }

    #[test]
    fn other_colours_are_never_red() {
        assert_eq!(colour("#00f"), "#0000ff");
        assert_eq!(colour("rgb(200, 0, 0)"), "#c80000");
        assert_eq!(colour("darkred"), "darkred");
        assert_eq!(colour("hsl(120, 100%, 25%)"), "#008000");
        assert_eq!(colour("url(x)"), "unknown");
    }

    #[test]
    fn a_style_becomes_its_tags_in_order() {
        let tags = tags_of_style("color: rgb(255, 0, 0); font-weight: bold;font-size:150%");
        let opens: Vec<&str> = tags.iter().map(|(o, _)| o.as_str()).collect();
        assert_eq!(opens, ["[color=red]", "[b]", "[size=150%]"]);
        let strike = tags_of_style("text-decoration: line-through");
        assert_eq!(strike[0].0, "[s]");
    }
}
