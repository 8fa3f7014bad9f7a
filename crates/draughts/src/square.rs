//! Squares: file and rank seen from White, printed `c3` or, in English
//! checkers, as the numbers 1–32.

use std::fmt;
use std::str::FromStr;

use crate::variant::Variant;

/// A square of the board, by file and rank counted from 0 as seen from White
/// (file 0 = `a`, rank 0 = `1`). It holds boards up to 16x16, so 10x10 and
/// 12x12 boards fit as well as the 8x8 ones.
///
/// Squares order by rank, then file (`a1 < b1 < … < a2`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Square(u8);

/// How squares are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Notation {
    /// The variant's usual notation: the numbers 1–32 for English checkers,
    /// algebraic (`c3`) elsewhere.
    Native,
    /// Algebraic `a1`–`h8` seen from White, in every variant.
    Algebraic,
}

impl Square {
    /// The largest number of files or ranks a square can address.
    pub const MAX_SIDE: u8 = 16;

    /// The square on `file` and `rank` (both from 0).
    ///
    /// # Panics
    /// When `file` or `rank` is 16 or more; use [`Square::try_new`] for
    /// unchecked input.
    pub const fn new(file: u8, rank: u8) -> Square {
        match Square::try_new(file, rank) {
            Some(sq) => sq,
            None => panic!("square out of range"),
        }
    }

    /// The square on `file` and `rank`, if both are below 16.
    pub const fn try_new(file: u8, rank: u8) -> Option<Square> {
        if file < Square::MAX_SIDE && rank < Square::MAX_SIDE {
            Some(Square(rank << 4 | file))
        } else {
            None
        }
    }

    /// The file, from 0 (`a`).
    #[inline(always)]
    pub const fn file(self) -> u8 {
        self.0 & 15
    }

    /// The rank, from 0 (`1`).
    #[inline(always)]
    pub const fn rank(self) -> u8 {
        self.0 >> 4
    }

    /// The square's number in the variant's numbered notation (English
    /// checkers: 1 = b8 … 32 = g1), or `None` when the variant has no numbers
    /// or the square is not playable.
    pub fn to_numeric(self, variant: Variant) -> Option<u8> {
        match variant {
            Variant::English => {
                let geometry = variant.geometry();
                if !geometry.is_playable(self) {
                    return None;
                }
                let row_from_top = geometry.ranks - 1 - self.rank();
                Some(row_from_top * (geometry.files / 2) + self.file() / 2 + 1)
            }
            Variant::Persian | Variant::Turkish | Variant::Dameo => None,
        }
    }

    /// The square numbered `number` in the variant's numbered notation.
    pub fn from_numeric(variant: Variant, number: u8) -> Option<Square> {
        match variant {
            Variant::English => {
                let geometry = variant.geometry();
                let per_row = geometry.files / 2;
                if number == 0 || number > per_row * geometry.ranks {
                    return None;
                }
                let row_from_top = (number - 1) / per_row;
                let rank = geometry.ranks - 1 - row_from_top;
                let file = 2 * ((number - 1) % per_row) + rank % 2;
                Some(Square::new(file, rank))
            }
            Variant::Persian | Variant::Turkish | Variant::Dameo => None,
        }
    }

    /// The square as players of `variant` write it.
    pub fn text(self, variant: Variant, notation: Notation) -> String {
        match (notation, self.to_numeric(variant)) {
            (Notation::Native, Some(n)) => n.to_string(),
            _ => self.to_string(),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Text that is not an algebraic square (`c3`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a square like c3", self.0)
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses `c3` (any case): a file letter `a`–`p` and a rank `1`–`16`.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.to_owned());
        let bytes = s.as_bytes();
        let (&letter, digits) = bytes.split_first().ok_or_else(err)?;
        let file = letter.to_ascii_lowercase().wrapping_sub(b'a');
        if digits.is_empty() || digits.len() > 2 || !digits.iter().all(u8::is_ascii_digit) {
            return Err(err());
        }
        let rank: u8 = std::str::from_utf8(digits)
            .ok()
            .and_then(|d| d.parse().ok())
            .ok_or_else(err)?;
        if rank == 0 || digits[0] == b'0' {
            return Err(err());
        }
        Square::try_new(file, rank - 1).ok_or_else(err)
    }
}

#[cfg(test)]
mod numeric_tests {
    use super::*;

    /// PDN numbering (reference.md §3.1): 1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1.
    #[test]
    fn english_numbers_round_trip_through_the_published_corners() {
        for (n, name) in [
            (1, "b8"),
            (4, "h8"),
            (5, "a7"),
            (21, "a3"),
            (29, "a1"),
            (32, "g1"),
        ] {
            let sq = Square::from_numeric(Variant::English, n).expect("a playable number");
            assert_eq!(sq.to_string(), name, "square {n}");
            assert_eq!(sq.to_numeric(Variant::English), Some(n));
        }
        for n in 1..=32 {
            let sq = Square::from_numeric(Variant::English, n).expect("1-32");
            assert_eq!(sq.to_numeric(Variant::English), Some(n));
        }
    }
}
