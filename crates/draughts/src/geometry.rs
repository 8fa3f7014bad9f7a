//! Which squares of a board are played on.

use crate::square::Square;

/// The shape of a variant's board: its size and whether only the dark
/// squares are used (`a1` is dark).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    /// Number of files (columns), `a` onwards.
    pub files: u8,
    /// Number of ranks (rows), `1` onwards.
    pub ranks: u8,
    /// Only the dark squares (file + rank even, counted from 0) are used.
    pub dark_only: bool,
}

impl Geometry {
    /// Whether the square lies on this board.
    pub const fn contains(self, square: Square) -> bool {
        square.file() < self.files && square.rank() < self.ranks
    }

    /// Whether pieces may stand on the square.
    pub const fn is_playable(self, square: Square) -> bool {
        self.contains(square)
            && (!self.dark_only || (square.file() + square.rank()).is_multiple_of(2))
    }

    /// The playable squares, `a1` first, then along each rank.
    pub fn squares(self) -> impl Iterator<Item = Square> + Clone {
        (0..self.ranks)
            .flat_map(move |rank| (0..self.files).map(move |file| Square::new(file, rank)))
            .filter(move |&sq| self.is_playable(sq))
    }

    /// Number of playable squares.
    pub fn playable_count(self) -> usize {
        self.squares().count()
    }
}
