//! PNG encoding of an indexed canvas: a `PLTE` chunk with the tile set's
//! palette and one byte per pixel, deflated by `deflate`.
//!
//! Encoding is almost all of the time a board takes, so the settings were
//! measured on 512 px start positions, every filter and level on the same
//! pixels, with the zlib-rs backend (much faster than miniz_oxide, the png
//! crate's default); the table is in docs/benchmarks.md. Boards of squares
//! use `Up` at level 2: rows repeat down each square, so most filtered rows
//! are zeros, and higher levels take much longer to save little.
//! Alquerque's diagonal lines defeat `Up` (every line pixel differs from
//! the one above), so boards of points are written unfiltered, at level 3:
//! at level 2 a mid-game board reached 15.0 KB, over the 15 KB target, and
//! level 3 takes it to 14.0 KB for about 0.1 ms more. The `fdeflate` fast
//! mode, tuned for photographs, makes these flat images several times
//! larger.

use super::canvas::Canvas;
use super::deflate::{self, RowFilter};
use super::palette::Palette;
use super::surface::Surface;

/// Encodes `canvas` with `palette` as an 8-bit indexed PNG, with the row
/// filter that suits `surface`.
pub(crate) fn png(
    canvas: &Canvas,
    palette: &Palette,
    surface: Surface,
) -> Result<Vec<u8>, png::EncodingError> {
    let (filter, level) = match surface {
        Surface::Squares => (RowFilter::Up, 2),
        Surface::Points(_) => (RowFilter::None, 3),
    };
    let pixels = deflate::zlib(canvas.pixels(), canvas.width() as usize, filter, level);
    let mut out = Vec::with_capacity(pixels.len() + 1024);
    let mut encoder = png::Encoder::new(&mut out, canvas.width(), canvas.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.to_plte());
    let mut writer = encoder.write_header()?;
    writer.write_chunk(png::chunk::IDAT, &pixels)?;
    writer.finish()?;
    Ok(out)
}
