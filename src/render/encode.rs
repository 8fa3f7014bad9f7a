//! PNG encoding of an indexed canvas: a `PLTE` chunk with the tile set's
//! palette and one byte per pixel, deflated by `deflate`.
//!
//! Encoding is almost all of the time a board takes, so the settings were
//! measured on 512 px start positions, re-encoding the same pixels every way
//! (fastest of 200 runs, zlib-rs backend; miniz_oxide, the png crate's
//! default, is about four times slower at every level):
//!
//! | board      | Up, level 1  | Up, level 2  | no filter, level 2 | Sub, level 2 |
//! |------------|--------------|--------------|--------------------|--------------|
//! | English    | 10.8 KB 0.20 | 8.4 KB 0.26  | 11.4 KB 0.33       | 9.0 KB 0.28  |
//! | Canadian   | 11.8 KB 0.21 | 8.8 KB 0.26  | 11.6 KB 0.32       | 8.9 KB 0.27  |
//! | Hawaiian   | 12.4 KB 0.22 | 10.4 KB 0.29 | 12.0 KB 0.31       | 9.9 KB 0.27  |
//!
//! (ms per board, the whole image one zlib stream.) Boards of squares use
//! `Up` at level 2: rows repeat down each square, so most filtered rows are
//! zeros. Alquerque's diagonal lines defeat `Up` (every line pixel differs
//! from the one above), so boards of points are written unfiltered. Level 3
//! and beyond cost twice the time for under 5% less; the `fdeflate` fast
//! mode, tuned for photographs, gives over 30 KB on these flat images.

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
    let filter = match surface {
        Surface::Squares => RowFilter::Up,
        Surface::Points(_) => RowFilter::None,
    };
    let pixels = deflate::zlib(canvas.pixels(), canvas.width() as usize, filter);
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
