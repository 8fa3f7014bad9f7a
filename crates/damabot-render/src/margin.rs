//! The coordinates: file letters under the board and rank numbers left of it,
//! in the viewer's order, on every board (both notations are accepted
//! everywhere), and on the boards of variants written with square numbers
//! (`Variant::numbered_notation` in the engine's catalogue: English,
//! International, Italian, …) each playable square's number in its
//! top-left corner. These are the only marks on the image that are not
//! pictures; there are no words.
//!
//! Labels and numbers are set in the font of `glyphs` and sized with the
//! board: a label's digits are about half as high as the frame (the widest
//! rank number, `12` on Canadian boards, no wider than the frame left of
//! the board less a small gap), and a square number's 2/11 of its square,
//! with a floor below which text stops being legible. The corner of a square
//! is partly under its piece, so there a number stands on a halo of the
//! dark squares' colour.

use super::canvas::Canvas;
use super::glyphs::Lettering;
use super::layout::Layout;
use super::tiles::TileSet;
use super::view::BoardView;

/// Pixels kept free between the widest rank number and the board.
const LABEL_GAP: u32 = 4;
/// Smallest height of a label's digits in pixels, if the frame has room for it.
const MIN_LABEL: u32 = 7;
/// Height of a label's digits, as a fraction of the frame: numerator, denominator.
const LABEL_SHARE: (u32, u32) = (9, 20);
/// Height of a square number's digits, as a fraction of the square.
const NUMBER_SHARE: (u32, u32) = (2, 11);
/// Smallest height of a square number's digits in pixels.
const MIN_NUMBER: u32 = 5;

/// Writes the file letters and rank numbers into the frame.
pub(crate) fn draw_labels(canvas: &mut Canvas, view: &BoardView, layout: &Layout, tiles: &TileSet) {
    let frame_below = layout.height - layout.bottom();
    let lettering = Lettering::get(label_height(view, layout));
    let height = lettering.digit_height;
    for file in 0..view.files() {
        let text = file_letter(file);
        let x = layout.left + layout.column(file) * layout.square + layout.square / 2;
        let x = x.saturating_sub(lettering.width(&text) / 2);
        // Centred with room for a descender (g, j: a third of a digit) below.
        let y = layout.bottom() + frame_below.saturating_sub(height + height / 3) / 2;
        lettering.draw(canvas, &text, (x, y), &tiles.label);
    }
    for rank in 0..view.ranks() {
        let text = (u32::from(rank) + 1).to_string();
        let x = layout.left.saturating_sub(lettering.width(&text)) / 2;
        let y = layout.top + layout.row(rank) * layout.square + layout.square / 2;
        let y = y.saturating_sub(height / 2);
        lettering.draw(canvas, &text, (x, y), &tiles.label);
    }
}

/// The height of the labels' digits: a share of the frame (at most a quarter
/// of a square, for the wide frame of a board of points), no smaller than
/// [`MIN_LABEL`] where the frame has room, and narrow enough that the
/// widest rank number fits left of the board.
fn label_height(view: &BoardView, layout: &Layout) -> u32 {
    let room = layout.left.min(layout.height - layout.bottom());
    let wanted = (room * LABEL_SHARE.0 / LABEL_SHARE.1)
        .min(layout.square / 4)
        .max(MIN_LABEL)
        .min(room);
    let widest = Lettering::get(wanted)
        .width(&view.ranks().to_string())
        .max(1);
    let fits = wanted * layout.left.saturating_sub(LABEL_GAP) / widest;
    let floor = MIN_LABEL.min(wanted * layout.left / widest);
    wanted.min(fits.max(floor)).max(1)
}

/// Writes each numbered square's number in its top-left corner.
pub(crate) fn draw_numbers(
    canvas: &mut Canvas,
    view: &BoardView,
    layout: &Layout,
    tiles: &TileSet,
) {
    let lettering = Lettering::get(number_height(layout.square));
    let pad = (layout.square / 16).max(1);
    for rank in 0..view.ranks() {
        for file in 0..view.files() {
            let Some(n) = view.number(file, rank) else {
                continue;
            };
            let (text, at) = (n.to_string(), layout.origin(file, rank));
            let at = (at.0 + pad, at.1 + pad);
            if view.cell(file, rank).piece.is_some() {
                lettering.draw_outlined(canvas, &text, at, &tiles.dark, &tiles.number);
            } else {
                lettering.draw(canvas, &text, at, &tiles.number);
            }
        }
    }
}

/// The height of a square number's digits on squares of `square` pixels.
pub(crate) fn number_height(square: u32) -> u32 {
    (square * NUMBER_SHARE.0 / NUMBER_SHARE.1).max(MIN_NUMBER)
}

/// The letter of a 0-based file: a, b, c, …
fn file_letter(file: u8) -> String {
    char::from(b'a' + file).to_string()
}
