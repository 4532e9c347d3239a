//! The SVG rasterised to PNG with resvg, for masters whose forum or viewer takes no SVG. The
//! text is drawn in the bundled DejaVu Sans (no system font is looked up), so the same map
//! gives the same pixels on every machine.

use super::font;
use crate::core::diag::Problem;
use crate::core::msg::Msg;
use resvg::{tiny_skia, usvg};
use std::sync::Arc;

/// Twice the SVG's size, for sharp text on a forum.
const SCALE: f32 = 2.0;
/// The most pixels a PNG may have (16 million, 64 MiB of pixels; the sample ship at twice its
/// size has 4 million): a larger map is drawn smaller, never with more memory.
const MAX_PIXELS: f32 = 16.0e6;

pub fn png(svg: &str) -> Result<Vec<u8>, Problem> {
    png_within(svg, MAX_PIXELS)
}

/// The PNG at twice the SVG's size, or smaller to stay within `max_pixels`.
fn png_within(svg: &str, max_pixels: f32) -> Result<Vec<u8>, Problem> {
    let fail = |error: String| Problem::new(Msg::new("map-err-png").arg("error", error));
    let mut options = usvg::Options {
        font_family: "DejaVu Sans".to_string(),
        ..usvg::Options::default()
    };
    let db = options.fontdb_mut();
    for data in [font::regular(), font::bold()] {
        db.load_font_source(usvg::fontdb::Source::Binary(Arc::new(data)));
    }
    db.set_sans_serif_family("DejaVu Sans");
    let tree = usvg::Tree::from_str(svg, &options).map_err(|e| fail(e.to_string()))?;
    let size = tree.size();
    let area = size.width() * size.height();
    let scale = SCALE.min((max_pixels / area.max(1.0)).sqrt());
    let (w, h) = (
        (size.width() * scale).ceil() as u32,
        (size.height() * scale).ceil() as u32,
    );
    let mut pixmap =
        tiny_skia::Pixmap::new(w.max(1), h.max(1)).ok_or_else(|| fail(format!("{w}×{h}")))?;
    let transform = tiny_skia::Transform::from_scale(scale, scale);
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    pixmap.encode_png().map_err(|e| fail(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(svg: &str, max_pixels: f32) -> (u32, u32) {
        let png = tiny_skia::Pixmap::decode_png(&png_within(svg, max_pixels).unwrap()).unwrap();
        (png.width(), png.height())
    }

    #[test]
    fn a_map_is_drawn_at_twice_its_size_unless_that_is_too_many_pixels() {
        let svg =
            |w, h| format!("<svg xmlns='http://www.w3.org/2000/svg' width='{w}' height='{h}'/>");
        assert_eq!(size(&svg(300, 200), MAX_PIXELS), (600, 400));
        // 400 × 400 at twice its size would be 640 000 pixels: within 40 000 it is 200 × 200.
        assert_eq!(size(&svg(400, 400), 40_000.0), (200, 200));
    }

    #[test]
    fn what_is_not_an_svg_is_a_problem_not_a_panic() {
        let refused = png("no svg here").unwrap_err();
        assert_eq!(refused.msg.key, "map-err-png");
    }
}
