//! Which squares of a board are played on.

use crate::square::Square;

/// Which squares of a board hold pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Playable {
    /// Every square (or every point of Alquerque's grid).
    All,
    /// The dark squares, file + rank even counted from 0: `a1` is dark.
    Dark,
    /// The light squares, file + rank odd: `a1` is light (Italian and
    /// Portuguese, where each player has a dark square at the bottom right).
    Light,
}

/// The shape of a variant's board: its size and which squares are used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    /// Number of files (columns), `a` onwards.
    pub files: u8,
    /// Number of ranks (rows), `1` onwards.
    pub ranks: u8,
    /// Which squares are played on.
    pub playable: Playable,
}

impl Geometry {
    /// Whether the square lies on this board.
    pub const fn contains(self, square: Square) -> bool {
        square.file() < self.files && square.rank() < self.ranks
    }

    /// Whether pieces may stand on the square.
    pub const fn is_playable(self, square: Square) -> bool {
        let even = (square.file() + square.rank()).is_multiple_of(2);
        self.contains(square)
            && match self.playable {
                Playable::All => true,
                Playable::Dark => even,
                Playable::Light => !even,
            }
    }

    /// Whether only half the squares (one colour) are played on.
    pub const fn one_colour(self) -> bool {
        !matches!(self.playable, Playable::All)
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
