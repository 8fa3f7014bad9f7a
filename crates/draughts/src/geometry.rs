//! The shape of a board: its size, which squares are played on, and
//! whether pieces stand on squares or on points joined by lines.

use crate::dir::Dir;
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

/// What a board is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Grid {
    /// Squares side by side, pieces standing on them.
    Squares,
    /// Points joined by lines, pieces standing on the points and moving
    /// along the lines (Alquerque): a line joins every two neighbouring
    /// points of a file or rank, and diagonal lines pass only through the
    /// points whose file + rank is even.
    Points,
}

/// The shape of a variant's board: its size, which squares are used, and
/// whether they are squares or points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    /// Number of files (columns), `a` onwards.
    pub files: u8,
    /// Number of ranks (rows), `1` onwards.
    pub ranks: u8,
    /// Which squares are played on.
    pub playable: Playable,
    /// Squares or points.
    pub grid: Grid,
}

impl Geometry {
    /// A square board of `side` x `side` squares.
    pub const fn square_grid(side: u8, playable: Playable) -> Geometry {
        Geometry {
            files: side,
            ranks: side,
            playable,
            grid: Grid::Squares,
        }
    }

    /// A square board of `side` x `side` points joined by lines, every
    /// point played on.
    pub const fn point_grid(side: u8) -> Geometry {
        Geometry {
            files: side,
            ranks: side,
            playable: Playable::All,
            grid: Grid::Points,
        }
    }

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

    /// Whether a line joins the point `square` to its neighbour along `d`
    /// (see [`Grid::Points`]); never on a board of squares, which has no
    /// lines.
    pub fn line(self, square: Square, d: Dir) -> bool {
        let file = square.file().checked_add_signed(d.file_step());
        let rank = square.rank().checked_add_signed(d.rank_step());
        let neighbour = file.zip(rank).and_then(|(f, r)| Square::try_new(f, r));
        let diagonal = d.file_step() != 0 && d.rank_step() != 0;
        self.grid == Grid::Points
            && self.contains(square)
            && neighbour.is_some_and(|n| self.contains(n))
            && (!diagonal || (square.file() + square.rank()).is_multiple_of(2))
    }
}
