//! Where everything goes in the image: the square size, the frame around the
//! board, and the pixel position of each square as the viewer sees it.
//!
//! Everything follows from the board's files and ranks, so 10x10 and 12x12
//! boards lay out like 8x8 ones. A board of points (Alquerque) gets a wider
//! frame, a whole square on each side, so its 5x5 points are not drawn larger
//! than the squares of an 8x8 board.

/// The pixel geometry of one board image.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    /// Side of one square in pixels.
    pub square: u32,
    /// Image width in pixels.
    pub width: u32,
    /// Image height in pixels.
    pub height: u32,
    /// Width of the frame left of the board (it holds the rank labels).
    pub left: u32,
    /// Height of the frame above the board.
    pub top: u32,
    files: u8,
    ranks: u8,
    flipped: bool,
}

impl Layout {
    /// Fits a `files`×`ranks` board into a `size`×`size` image, leaving
    /// frames that together take `frame` squares across (at least half of
    /// that on every side); `flipped` puts Black's side at the bottom.
    pub fn new(files: u8, ranks: u8, size: u32, flipped: bool, frame: u32) -> Layout {
        let cells = u32::from(files.max(ranks)) + frame;
        let square = size / cells;
        Layout {
            square,
            width: size,
            height: size,
            left: (size - square * u32::from(files)) / 2,
            top: (size - square * u32::from(ranks)) / 2,
            files,
            ranks,
            flipped,
        }
    }

    /// The on-screen column (0 = leftmost) of `file`.
    pub fn column(&self, file: u8) -> u32 {
        u32::from(if self.flipped {
            self.files - 1 - file
        } else {
            file
        })
    }

    /// The on-screen row (0 = topmost) of `rank`.
    pub fn row(&self, rank: u8) -> u32 {
        u32::from(if self.flipped {
            rank
        } else {
            self.ranks - 1 - rank
        })
    }

    /// The top-left pixel of the square at `file`, `rank`.
    pub fn origin(&self, file: u8, rank: u8) -> (u32, u32) {
        (
            self.left + self.column(file) * self.square,
            self.top + self.row(rank) * self.square,
        )
    }

    /// The first pixel row below the board.
    pub fn bottom(&self) -> u32 {
        self.top + u32::from(self.ranks) * self.square
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_8x8_board_at_512_px_has_56_px_squares_and_a_32_px_frame() {
        let l = Layout::new(8, 8, 512, false, 1);
        assert_eq!((l.square, l.left, l.top, l.bottom()), (56, 32, 32, 480));
        assert_eq!(l.origin(0, 0), (32, 32 + 7 * 56), "a1 bottom left");
        assert_eq!(l.origin(7, 7), (32 + 7 * 56, 32), "h8 top right");
    }

    #[test]
    fn flipping_puts_h8_bottom_left() {
        let l = Layout::new(8, 8, 512, true, 1);
        assert_eq!(l.origin(7, 7), (32, 32 + 7 * 56));
        assert_eq!(l.origin(0, 0), (32 + 7 * 56, 32));
    }

    #[test]
    fn a_5x5_board_with_a_two_square_frame_has_73_px_squares_at_512_px() {
        let l = Layout::new(5, 5, 512, false, 2);
        assert_eq!((l.square, l.left, l.top), (73, 73, 73));
        assert_eq!(l.origin(0, 0), (73, 73 + 4 * 73));
    }

    #[test]
    fn larger_boards_keep_a_frame() {
        for n in [10, 12] {
            let l = Layout::new(n, n, 512, false, 1);
            assert!(
                l.left * 2 >= l.square,
                "{n}x{n}: frame {} < half of {}",
                l.left,
                l.square
            );
            assert!(l.bottom() < l.height);
        }
    }
}
