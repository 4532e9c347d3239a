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
/// The most pixels a PNG may have (64 million, 256 MiB of pixels): a larger map is drawn
/// smaller, never with more memory.
const MAX_PIXELS: f32 = 64.0e6;

pub fn png(svg: &str) -> Result<Vec<u8>, Problem> {
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
    let scale = SCALE.min((MAX_PIXELS / area.max(1.0)).sqrt());
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
