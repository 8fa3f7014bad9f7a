//! The shop's preview: one sample board per theme on a single image, in the
//! order the shop lists them (left to right, top to bottom), each with the
//! theme's id above it in its own label colour: the word a player types to
//! buy or choose it (`/buy walnut`), the same in every language.
//!
//! Each theme has its own palette, so the sheet is written as an RGB PNG;
//! it is drawn only when someone opens the shop.

use draughts::{Position, Variant};

use super::canvas::Canvas;
use super::glyphs::Lettering;
use super::layout::Layout;
use super::palette::Palette;
use super::surface::Surface;
use super::tiles::TileSet;
use super::{BoardView, Theme, compose, image_size};

/// Boards per row of the sheet.
const COLUMNS: u32 = 4;

/// A sample position that shows men and kings of both colours and a marked
/// last move, so every part of a theme is visible.
fn sample() -> BoardView {
    let before = Position::from_fen(
        Variant::Turkish,
        "W:Wa2,b3,c3,d4,f2,g3,Kh5:Ba7,b6,c6,e5,f6,g7,Kd7",
    )
    .unwrap_or_else(|_| Position::start(Variant::Turkish));
    match before.parse_move("d4-d5") {
        Ok(mv) => BoardView::new(&before.play_unchecked(&mv)).with_last_move(&mv),
        Err(_) => BoardView::new(&before),
    }
}

/// Draws one sample board per theme, each `side_px` wide, on a grid of up
/// to four columns, as an RGB PNG.
pub fn theme_sheet(themes: &[&Theme], side_px: u32) -> Vec<u8> {
    let side = image_size(side_px / 2);
    let count = u32::try_from(themes.len().max(1)).unwrap_or(1);
    let columns = count.min(COLUMNS);
    let rows = count.div_ceil(COLUMNS);
    let (width, height) = (columns * side, rows * side);
    let mut rgb = vec![255u8; (width * height * 3) as usize];
    let view = sample();
    for (i, theme) in themes.iter().enumerate() {
        let i = u32::try_from(i).unwrap_or(0);
        let (mut canvas, tiles) = compose(&view, theme, side);
        name(&mut canvas, &view, theme, &tiles);
        let colors = colors(tiles.palette());
        let (x0, y0) = ((i % COLUMNS) * side, (i / COLUMNS) * side);
        for y in 0..canvas.height().min(side) {
            for x in 0..canvas.width().min(side) {
                let index = canvas.pixels()[(y * canvas.width() + x) as usize];
                let c = colors.get(usize::from(index)).copied().unwrap_or([0, 0, 0]);
                let at = (((y0 + y) * width + x0 + x) * 3) as usize;
                rgb[at..at + 3].copy_from_slice(&c);
            }
        }
    }
    encode_rgb(width, height, &rgb)
}

/// Writes the theme's id, centred in the frame above the board.
fn name(canvas: &mut Canvas, view: &BoardView, theme: &Theme, tiles: &TileSet) {
    let frame = Surface::of(view.geometry()).frame();
    let layout = Layout::new(view.files(), view.ranks(), canvas.width(), false, frame);
    let lettering = Lettering::get((layout.top * 11 / 20).max(1));
    let x = canvas.width().saturating_sub(lettering.width(theme.id)) / 2;
    let y = layout.top.saturating_sub(lettering.digit_height) / 2;
    lettering.draw(canvas, theme.id, (x, y), &tiles.label);
}

fn colors(palette: &Palette) -> Vec<[u8; 3]> {
    palette
        .to_plte()
        .chunks_exact(3)
        .map(|c| [c[0], c[1], c[2]])
        .collect()
}

fn encode_rgb(width: u32, height: u32, rgb: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(1));
    encoder.set_filter(png::Filter::Up);
    let written = encoder
        .write_header()
        .and_then(|mut w| w.write_image_data(rgb).and_then(|()| w.finish()));
    written.expect("an in-memory RGB PNG of matching size always encodes");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sheet_has_one_board_per_theme_in_a_grid() {
        let themes: Vec<&Theme> = Theme::ALL.iter().collect();
        let png = theme_sheet(&themes, 512);
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let reader = decoder.read_info().expect("a PNG");
        let info = reader.info();
        assert_eq!((info.width, info.height), (4 * 256, 2 * 256));
        // Two themes differ somewhere on their boards.
        let a = theme_sheet(&themes[..1], 512);
        let b = theme_sheet(&themes[1..2], 512);
        assert_ne!(a, b);
    }
}
