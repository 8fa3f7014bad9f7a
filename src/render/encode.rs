//! PNG encoding of an indexed canvas: a `PLTE` chunk with the tile set's
//! palette and one byte per pixel.
//!
//! Encoding is almost all of the time a board takes, so the settings were
//! measured (512 px English start position): the `Up` filter with zlib level
//! 1 gives about 10 KB in under 1 ms; unfiltered rows at level 1 are half
//! again larger, level 2 is twice as slow for 25% less, and the `fdeflate`
//! fast mode, tuned for photographs, gives over 30 KB on these flat images.

use super::canvas::Canvas;
use super::palette::Palette;

/// Encodes `canvas` with `palette` as an 8-bit indexed PNG.
pub(crate) fn png(canvas: &Canvas, palette: &Palette) -> Result<Vec<u8>, png::EncodingError> {
    let mut out = Vec::with_capacity(16 * 1024);
    let mut encoder = png::Encoder::new(&mut out, canvas.width(), canvas.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.to_plte());
    encoder.set_deflate_compression(png::DeflateCompression::Level(1));
    encoder.set_filter(png::Filter::Up);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(canvas.pixels())?;
    writer.finish()?;
    Ok(out)
}
