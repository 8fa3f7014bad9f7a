//! The variants the engine plays, and their fixed facts (board, first side,
//! starting position).

use std::fmt;
use std::str::FromStr;

use crate::color::{Color, Piece};
use crate::geometry::Geometry;
use crate::setup::Setup;
use crate::square::Square;

/// A rule set. See `shared/rules/SPEC.md` for the decisions behind each one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Variant {
    /// Persian dameh: orthogonal men, flying rook kings, immediate removal,
    /// maximum capture; a man crowned only if its move ends on the last rank.
    Persian,
    /// Turkish dama: as Persian, but a man reaching the last rank during a
    /// capture is crowned and its move ends there.
    Turkish,
    /// English checkers: 32 dark squares, short kings, free capture choice,
    /// Black moves first.
    English,
    /// Dameo: linear men moves, queen-like kings, orthogonal captures with
    /// captured pieces staying on the board until the move ends.
    Dameo,
}

impl Variant {
    /// Every variant, in a stable order.
    pub const ALL: [Variant; 4] = [
        Variant::Persian,
        Variant::Turkish,
        Variant::English,
        Variant::Dameo,
    ];

    /// The lowercase name used on the command line and in stored games.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Persian => "persian",
            Variant::Turkish => "turkish",
            Variant::English => "english",
            Variant::Dameo => "dameo",
        }
    }

    /// The board: 8x8, all squares except in English checkers (dark only).
    pub const fn geometry(self) -> Geometry {
        Geometry {
            files: 8,
            ranks: 8,
            dark_only: matches!(self, Variant::English),
        }
    }

    /// The side that makes the first move: Black in English checkers, White
    /// elsewhere.
    pub const fn first_to_move(self) -> Color {
        match self {
            Variant::English => Color::Black,
            Variant::Persian | Variant::Turkish | Variant::Dameo => Color::White,
        }
    }

    /// The number of pieces each side starts with, which is also the most a
    /// valid position may hold per side.
    pub const fn max_pieces(self) -> u32 {
        match self {
            Variant::Persian | Variant::Turkish => 16,
            Variant::English => 12,
            Variant::Dameo => 18,
        }
    }

    /// The rank on which `color`'s men are crowned (from 0).
    pub const fn promotion_rank(self, color: Color) -> u8 {
        match color {
            Color::White => self.geometry().ranks - 1,
            Color::Black => 0,
        }
    }

    /// The starting position as unvalidated input.
    pub fn start_setup(self) -> Setup {
        let geometry = self.geometry();
        let mut pieces = Vec::new();
        for square in geometry.squares() {
            if let Some(color) = self.starts_on(square) {
                pieces.push((square, Piece::man(color)));
            }
        }
        Setup {
            turn: self.first_to_move(),
            pieces,
        }
    }

    /// Which side's man stands on `square` at the start.
    fn starts_on(self, square: Square) -> Option<Color> {
        let (file, rank) = (square.file(), square.rank());
        match self {
            Variant::Persian | Variant::Turkish => match rank {
                1 | 2 => Some(Color::White),
                5 | 6 => Some(Color::Black),
                _ => None,
            },
            Variant::English => match rank {
                0..=2 => Some(Color::White),
                5..=7 => Some(Color::Black),
                _ => None,
            },
            Variant::Dameo => {
                // The pyramid: 8 + 6 + 4 men, narrowing by one file per side.
                let white_rank = rank.min(7 - rank);
                let inside = file >= white_rank && file < 8 - white_rank;
                match rank {
                    0..=2 if inside => Some(Color::White),
                    5..=7 if inside => Some(Color::Black),
                    _ => None,
                }
            }
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that names no variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseVariantError(pub String);

impl fmt::Display for ParseVariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown variant '{}' (expected persian, turkish, english or dameo)",
            self.0
        )
    }
}

impl std::error::Error for ParseVariantError {}

impl FromStr for Variant {
    type Err = ParseVariantError;

    /// Accepts the names (any case) and the aliases `dameh`, `dama`,
    /// `checkers`.
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "persian" | "dameh" => Ok(Variant::Persian),
            "turkish" | "dama" => Ok(Variant::Turkish),
            "english" | "checkers" => Ok(Variant::English),
            "dameo" => Ok(Variant::Dameo),
            _ => Err(ParseVariantError(s.to_owned())),
        }
    }
}
