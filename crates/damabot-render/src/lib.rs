//! The board image: a [`BoardView`] and a [`Theme`] in, PNG bytes out; a
//! game's views in, an animated GIF replay out (`replay`); and a plain-text
//! diagram for the console.
//!
//! Drawing follows lichess-org/lila-gif: every square a board can show is
//! painted once per theme, size and surface as an anti-aliased tile (see
//! `tiles`), and a board is a copy of its tiles plus the coordinate frame,
//! written as an indexed-colour PNG. The image carries no words, only
//! coordinates (file letters and rank numbers on the frame, and the square
//! numbers of the variants written in numbers; see `glyphs` for their font),
//! so captions can carry the words in the reader's language and direction.
//! The one exception is the shop's preview (`sheet`), which names each
//! theme by the id players type, the same in every language. A replay's frames are the
//! same canvases, written as GIF frames on the same palette.
//!
//! Everything is laid out from the board's files and ranks; nothing assumes
//! 8. The board's geometry, from the engine's catalogue of variants, decides
//! the rest (`surface`): squares in two colours, the playable ones dark (a1
//! light on the mirrored Italian and Portuguese boards), or points joined
//! by the geometry's lines (Alquerque); the square numbers drawn are the
//! engine's numbering of the variants whose players write numbers.

mod artwork;
mod ascii;
mod canvas;
mod deflate;
mod encode;
mod glyphs;
mod layout;
mod margin;
mod paint;
mod palette;
mod pieces;
mod replay;
mod sheet;
mod surface;
mod theme;
mod themes;
mod tiles;
mod view;

#[cfg(test)]
mod replay_tests;
#[cfg(test)]
mod tests;

pub use ascii::ascii;
pub use replay::{FINAL_DELAY_CS, FRAME_DELAY_CS, replay_gif};
pub use sheet::theme_sheet;
pub use theme::{BoardColors, MarkColors, PieceColors, PieceSet, PieceStyle, Rgb, Theme};
pub use view::{BoardView, Cell, Mark};

use std::sync::Arc;

use draughts::Color;

use canvas::Canvas;
use layout::Layout;
use surface::{Ground, Surface};
use tiles::{TileKey, TileSet};

/// Smallest image side [`png`] draws, in pixels; smaller requests are raised to it.
pub const MIN_SIZE: u32 = 128;
/// Largest image side [`png`] draws, in pixels; larger requests are lowered to it.
pub const MAX_SIZE: u32 = 2048;
/// The image side used when nobody asks for another.
pub const DEFAULT_SIZE: u32 = 512;

/// Draws `view` in `theme` as a square PNG of `size_px` pixels (see
/// [`image_size`]), from the viewer's side.
///
/// Encoding writes to memory with a header, palette and pixel count built
/// here, so it cannot fail; a failure would be a bug in this module.
pub fn png(view: &BoardView, theme: &Theme, size_px: u32) -> Vec<u8> {
    let (canvas, tiles) = compose(view, theme, image_size(size_px));
    encode::png(&canvas, tiles.palette(), Surface::of(view.geometry()))
        .expect("an in-memory PNG with a valid header, palette and pixel count always encodes")
}

/// The side of the image [`png`] draws for a requested side: `size_px`
/// clamped to [`MIN_SIZE`]..=[`MAX_SIZE`].
pub fn image_size(size_px: u32) -> u32 {
    size_px.clamp(MIN_SIZE, MAX_SIZE)
}

/// Lays the tiles, the frame and the coordinates of `view` on a `size`-pixel
/// canvas, with the tile set it was drawn from.
fn compose(view: &BoardView, theme: &Theme, size: u32) -> (Canvas, Arc<TileSet>) {
    let tiles = tiles_for(view, theme, size);
    (draw(view, &tiles, size), tiles)
}

/// The tile set `view` is drawn from in `theme` on a `size`-pixel image:
/// the same for every view of one variant, whoever looks at it.
fn tiles_for(view: &BoardView, theme: &Theme, size: u32) -> Arc<TileSet> {
    let surface = Surface::of(view.geometry());
    let layout = Layout::new(view.files(), view.ranks(), size, false, surface.frame());
    TileSet::get(theme, layout.square, surface)
}

/// Lays the tiles of `tiles` (which must be [`tiles_for`] `view` at `size`),
/// the frame and the coordinates of `view` on a `size`-pixel canvas.
fn draw(view: &BoardView, tiles: &TileSet, size: u32) -> Canvas {
    let flipped = view.viewer() == Color::Black;
    let surface = Surface::of(view.geometry());
    let layout = Layout::new(view.files(), view.ranks(), size, flipped, surface.frame());
    let mut canvas = Canvas::new(layout.width, layout.height, tiles.frame);
    for rank in 0..view.ranks() {
        for file in 0..view.files() {
            let key = TileKey {
                ground: Ground::of(view, file, rank),
                cell: view.cell(file, rank),
            };
            let (x, y) = layout.origin(file, rank);
            canvas.blit_square(tiles.tile(key), layout.square, x, y);
        }
    }
    margin::draw_labels(&mut canvas, view, &layout, tiles);
    margin::draw_numbers(&mut canvas, view, &layout, tiles);
    canvas
}
