//! The eight directions a piece can move in, seen from White.

/// A direction on the board, named as seen from White (north = towards
/// rank 8). Rules list directions as White sees them; Black's are the
/// [`Dir::mirror`] images.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Dir {
    /// Towards the higher ranks.
    N,
    /// Towards rank 1.
    S,
    /// Towards the h-file.
    E,
    /// Towards the a-file.
    W,
    /// Up and right.
    NE,
    /// Up and left.
    NW,
    /// Down and right.
    SE,
    /// Down and left.
    SW,
}

impl Dir {
    /// The four rook directions.
    pub const ORTHOGONAL: [Dir; 4] = [Dir::N, Dir::S, Dir::E, Dir::W];
    /// The four bishop directions.
    pub const DIAGONAL: [Dir; 4] = [Dir::NE, Dir::NW, Dir::SE, Dir::SW];
    /// All eight directions.
    pub const ALL: [Dir; 8] = [
        Dir::N,
        Dir::S,
        Dir::E,
        Dir::W,
        Dir::NE,
        Dir::NW,
        Dir::SE,
        Dir::SW,
    ];

    /// The opposite direction (a 180° turn).
    #[inline(always)]
    pub const fn reverse(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::S => Dir::N,
            Dir::E => Dir::W,
            Dir::W => Dir::E,
            Dir::NE => Dir::SW,
            Dir::NW => Dir::SE,
            Dir::SE => Dir::NW,
            Dir::SW => Dir::NE,
        }
    }

    /// The same direction as Black sees it: "forward" for Black is south.
    #[inline(always)]
    pub const fn mirror(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::S => Dir::N,
            Dir::NE => Dir::SE,
            Dir::NW => Dir::SW,
            Dir::SE => Dir::NE,
            Dir::SW => Dir::NW,
            other => other,
        }
    }

    /// This direction for the given side: itself for White, mirrored for Black.
    #[inline(always)]
    pub const fn for_side(self, white: bool) -> Dir {
        if white { self } else { self.mirror() }
    }

    /// The change of file for one step (-1, 0 or 1).
    pub const fn file_step(self) -> i8 {
        match self {
            Dir::E | Dir::NE | Dir::SE => 1,
            Dir::W | Dir::NW | Dir::SW => -1,
            Dir::N | Dir::S => 0,
        }
    }

    /// The change of rank for one step (-1, 0 or 1).
    pub const fn rank_step(self) -> i8 {
        match self {
            Dir::N | Dir::NE | Dir::NW => 1,
            Dir::S | Dir::SE | Dir::SW => -1,
            Dir::E | Dir::W => 0,
        }
    }
}
