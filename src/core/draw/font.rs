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

/// The width in pixels of `text` at `size` pixels: the sum of its glyphs' advances (no
/// kerning, which only narrows). A character the font lacks counts as wide as an "M".
pub fn width(text: &str, size: f64, bold: bool) -> f64 {
    let data = if bold { self::bold() } else { regular() };
    let Ok(font) = skrifa::FontRef::new(data) else {
        return text.chars().count() as f64 * size;
    };
    let charmap = font.charmap();
    let metrics = font.glyph_metrics(Size::new(size as f32), LocationRef::default());
    let advance = |c: char| {
        charmap
            .map(c)
            .or_else(|| charmap.map('M'))
            .and_then(|g| metrics.advance_width(g))
            .map_or(size, f64::from)
    };
    text.chars().map(advance).sum()
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
