//! The coordinates: file letters under the board and rank numbers left of it,
//! in the viewer's order, on every board (both notations are accepted
//! everywhere), and on the boards of variants written with square numbers
//! (`Variant::numbered_notation` in the engine's catalogue: English,
//! International, Italian, …) each playable square's number in its
//! top-left corner. These are the only marks on the image that are not
//! pictures; there are no words.
//!
//! Labels are as large as the frame allows: as high as about half the frame
//! below the board, and the widest rank number (`12` on Canadian boards) no
//! wider than the frame left of it less a small gap.

use super::canvas::Canvas;
use super::glyphs::{LABEL, NUMBER};
use super::layout::Layout;
use super::tiles::TileSet;
use super::view::BoardView;

/// Pixels kept free between the widest rank number and the board.
const LABEL_GAP: u32 = 4;

/// Writes the file letters and rank numbers into the frame.
pub(crate) fn draw_labels(canvas: &mut Canvas, view: &BoardView, layout: &Layout, tiles: &TileSet) {
    let frame_below = layout.height - layout.bottom();
    let widest = LABEL.text_width(&view.ranks().to_string(), 1);
    let fit_height = (layout.left.min(frame_below) * 11 / 20) / LABEL.height;
    let fit_width = layout.left.saturating_sub(LABEL_GAP) / widest;
    let scale = fit_height.min(fit_width).max(1);
    let text_height = LABEL.height * scale;
    for file in 0..view.files() {
        let text = file_letter(file);
        let x = layout.left + layout.column(file) * layout.square + layout.square / 2;
        let x = x.saturating_sub(LABEL.text_width(&text, scale) / 2);
        let y = layout.bottom() + frame_below.saturating_sub(text_height) / 2;
        LABEL.draw(canvas, &text, (x, y), scale, tiles.label);
    }
    for rank in 0..view.ranks() {
        let text = (u32::from(rank) + 1).to_string();
        let x = layout.left.saturating_sub(LABEL.text_width(&text, scale)) / 2;
        let y = layout.top + layout.row(rank) * layout.square + layout.square / 2;
        let y = y.saturating_sub(text_height / 2);
        LABEL.draw(canvas, &text, (x, y), scale, tiles.label);
    }
}

/// Writes each numbered square's number in its top-left corner.
pub(crate) fn draw_numbers(
    canvas: &mut Canvas,
    view: &BoardView,
    layout: &Layout,
    tiles: &TileSet,
) {
    let scale = (layout.square / 26).max(1);
    let pad = (layout.square / 28).max(1);
    for rank in 0..view.ranks() {
        for file in 0..view.files() {
            if let Some(n) = view.number(file, rank) {
                let (x, y) = layout.origin(file, rank);
                NUMBER.draw(
                    canvas,
                    &n.to_string(),
                    (x + pad, y + pad),
                    scale,
                    tiles.number,
                );
            }
        }
    }
}

/// The letter of a 0-based file: a, b, c, …
fn file_letter(file: u8) -> String {
    char::from(b'a' + file).to_string()
}
