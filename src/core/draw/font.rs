//! The one font every map is drawn in: DejaVu Sans, bundled in the binary (the `dejavu`
//! crate), so the PNG looks the same on every machine and the boxes are measured for the
//! words they hold. A browser without DejaVu falls back to another sans-serif; the boxes keep
//! a margin for that.

use skrifa::MetadataProvider;

use skrifa::instance::{LocationRef, Size};

/// The family name the SVG asks for, with fallbacks for browsers without DejaVu.
pub const FAMILY: &str = "DejaVu Sans, Verdana, sans-serif";

pub fn regular() -> &'static [u8] {
    dejavu::sans::regular()
}

pub fn bold() -> &'static [u8] {
    dejavu::sans::bold()
}

fn bold_face() -> &'static [u8] {
    bold()
}

/// The width in pixels of `text` at `size` pixels: the sum of its glyphs' advances (no
/// kerning, which only narrows). A character the font lacks counts as wide as an "M".
pub fn width(text: &str, size: f64, bold: bool) -> f64 {
    let per_em: f64 = text.chars().map(|c| em_advance(c, bold)).sum();
    per_em * size
}

/// Each character's advance in ems, of the regular and the bold face, read once.
type Advances = std::collections::HashMap<char, f64>;

fn em_advance(c: char, bold: bool) -> f64 {
    static FACES: std::sync::OnceLock<[(Advances, f64); 2]> = std::sync::OnceLock::new();
    let faces = FACES.get_or_init(|| [advances(regular()), advances(bold_face())]);
    let (table, wide) = &faces[usize::from(bold)];
    table.get(&c).copied().unwrap_or(*wide)
}

/// The advance (in ems) of every character a face maps, and that of "M" for the others.
fn advances(data: &'static [u8]) -> (Advances, f64) {
    let Ok(font) = skrifa::FontRef::new(data) else {
        return (Advances::new(), 1.0);
    };
    let metrics = font.glyph_metrics(Size::new(1.0), LocationRef::default());
    let table: Advances = font
        .charmap()
        .mappings()
        .filter_map(|(code, glyph)| {
            let c = char::from_u32(code)?;
            Some((c, f64::from(metrics.advance_width(glyph)?)))
        })
        .collect();
    let wide = table.get(&'M').copied().unwrap_or(1.0);
    (table, wide)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wider_words_measure_wider_and_bold_is_wider() {
        let (i, m) = (width("iiii", 12.0, false), width("MMMM", 12.0, false));
        assert!(i > 0.0 && m > 2.0 * i, "{i} {m}");
        assert!(width("Armería", 12.0, true) > width("Armería", 12.0, false));
        assert_eq!(width("", 12.0, false), 0.0);
        // Twice the size, twice the width.
        let (one, two) = (width("Ana", 12.0, false), width("Ana", 24.0, false));
        assert!((two - 2.0 * one).abs() < 0.01, "{one} {two}");
    }
}
