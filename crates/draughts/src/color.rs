//! The two sides, the kinds of piece, and a piece (side + kind).

use std::fmt;
use std::ops::Not;
use std::str::FromStr;

/// A side. White's men start on the low ranks in every variant (seen from
/// White), also in English checkers where Black moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Color {
    /// Starts on the low ranks and promotes on the highest rank.
    White,
    /// Starts on the high ranks and promotes on rank 1.
    Black,
}

impl Color {
    /// Both sides, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for White, 1 for Black: the index of this side in per-side arrays.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase English name, as printed by `Display`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The letter used in position text: `W` or `B`.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }
}

impl Not for Color {
    type Output = Color;

    #[inline(always)]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that names no side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseColorError(pub String);

impl fmt::Display for ParseColorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a side (expected white or black)", self.0)
    }
}

impl std::error::Error for ParseColorError {}

impl FromStr for Color {
    type Err = ParseColorError;

    /// Accepts `white`/`black` and `w`/`b`, in any case.
    fn from_str(s: &str) -> Result<Color, ParseColorError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "white" | "w" => Ok(Color::White),
            "black" | "b" => Ok(Color::Black),
            _ => Err(ParseColorError(s.to_owned())),
        }
    }
}

/// The kind of a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Role {
    /// An uncrowned piece.
    Man,
    /// A crowned piece.
    King,
    /// Parachute checkers: a piece waiting on the far rank that never makes
    /// a quiet move; its one capture lands it as a man.
    Parachutist,
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Man => "man",
            Role::King => "king",
            Role::Parachutist => "parachutist",
        })
    }
}

/// A piece: its side and its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// Man or king.
    pub role: Role,
}

impl Piece {
    /// Builds a piece.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// A man of this side.
    pub const fn man(color: Color) -> Piece {
        Piece::new(color, Role::Man)
    }

    /// A king of this side.
    pub const fn king(color: Color) -> Piece {
        Piece::new(color, Role::King)
    }

    /// A parachutist of this side.
    pub const fn parachutist(color: Color) -> Piece {
        Piece::new(color, Role::Parachutist)
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.role)
    }
}
