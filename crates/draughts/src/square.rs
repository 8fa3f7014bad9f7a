//! Squares: file and rank seen from White, printed `c3` or, on numbered
//! boards, as the variant's square numbers.

use std::fmt;
use std::str::FromStr;

use crate::variant::{Numbering, Variant};

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
    /// The variant's usual notation: square numbers where its players use
    /// them ([`Variant::numbered_notation`]), algebraic (`c3`) elsewhere.
    Native,
    /// Algebraic (`a1`–`h8`, `a1`–`j10`, …) seen from White, in every
    /// variant.
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

    /// The square's number in the variant's numbering (VARIANTS.md §2:
    /// English 1–32 from b8, International 1–50, Canadian 1–72, Italian
    /// 1 = a8, Portuguese 1 = h1), whether or not its players write numbers;
    /// `None` when the board has no numbering or the square is not playable.
    pub fn number(self, variant: Variant) -> Option<u8> {
        let numbering = variant.numbering()?;
        let geometry = variant.geometry();
        if !geometry.is_playable(self) {
            return None;
        }
        let per_row = geometry.files / 2;
        Some(match numbering {
            Numbering::FromTopLeft => {
                (geometry.ranks - 1 - self.rank()) * per_row + self.file() / 2 + 1
            }
            Numbering::FromBottomRight => {
                self.rank() * per_row + (geometry.files - 1 - self.file()) / 2 + 1
            }
        })
    }

    /// The square numbered `number` in the variant's numbering (see
    /// [`Square::number`]).
    pub fn from_number(variant: Variant, number: u8) -> Option<Square> {
        let numbering = variant.numbering()?;
        let geometry = variant.geometry();
        let per_row = geometry.files / 2;
        if number == 0 || number > per_row * geometry.ranks {
            return None;
        }
        let (row, at) = ((number - 1) / per_row, (number - 1) % per_row);
        let (rank, file) = match numbering {
            Numbering::FromTopLeft => {
                let rank = geometry.ranks - 1 - row;
                let first = (0..2).find(|&f| geometry.is_playable(Square::new(f, rank)))?;
                (rank, first + 2 * at)
            }
            Numbering::FromBottomRight => {
                let rank = row;
                let right = geometry.files - 1;
                let first = (0..2).find(|&k| geometry.is_playable(Square::new(right - k, rank)))?;
                (rank, right - first - 2 * at)
            }
        };
        Some(Square::new(file, rank))
    }

    /// The square's number where the variant's players write squares as
    /// numbers ([`Variant::numbered_notation`]), else `None`.
    pub fn to_numeric(self, variant: Variant) -> Option<u8> {
        if variant.numbered_notation() {
            self.number(variant)
        } else {
            None
        }
    }

    /// The square a typed number names: any board with a numbering accepts
    /// numbers (Russian `22` is `e3` in English numbering).
    pub fn from_numeric(variant: Variant, number: u8) -> Option<Square> {
        Square::from_number(variant, number)
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

    fn check(variant: Variant, anchors: &[(u8, &str)], count: u8) {
        for &(n, name) in anchors {
            let sq = Square::from_number(variant, n).expect("a playable number");
            assert_eq!(sq.to_string(), name, "{variant} square {n}");
            assert_eq!(sq.number(variant), Some(n), "{variant} {name}");
        }
        for n in 1..=count {
            let sq = Square::from_number(variant, n).expect("in range");
            assert!(variant.geometry().is_playable(sq), "{variant} {n} = {sq}");
            assert_eq!(sq.number(variant), Some(n));
        }
        assert_eq!(Square::from_number(variant, count + 1), None);
        assert_eq!(Square::from_number(variant, 0), None);
    }

    /// VARIANTS.md §2, numberings: "1=b8 2=d8 3=f8 4=h8 5=a7 … 21=a3 … 29=a1 32=g1".
    #[test]
    fn english_numbers() {
        let anchors = [
            (1, "b8"),
            (2, "d8"),
            (4, "h8"),
            (5, "a7"),
            (21, "a3"),
            (29, "a1"),
            (32, "g1"),
        ];
        check(Variant::English, &anchors, 32);
        check(Variant::Russian, &anchors, 32);
    }

    /// VARIANTS.md §2: "1=b10 5=j10 6=a9 … 31=b4 … 46=a1 50=i1" (FMJD art. 2.6).
    #[test]
    fn international_numbers() {
        let anchors = [
            (1, "b10"),
            (5, "j10"),
            (6, "a9"),
            (31, "b4"),
            (46, "a1"),
            (50, "i1"),
        ];
        check(Variant::International, &anchors, 50);
    }

    /// VARIANTS.md §2: "1=b12 6=l12 7=a11 … 43=a5 … 67=a1 72=k1" (PDN 27).
    #[test]
    fn canadian_numbers() {
        let anchors = [
            (1, "b12"),
            (6, "l12"),
            (7, "a11"),
            (43, "a5"),
            (67, "a1"),
            (72, "k1"),
        ];
        check(Variant::Canadian, &anchors, 72);
    }

    /// VARIANTS.md §2: "1=a8 2=c8 3=e8 4=g8 5=b7 … 21=b3 … 29=b1 30=d1 31=f1 32=h1".
    #[test]
    fn italian_numbers() {
        let anchors = [
            (1, "a8"),
            (2, "c8"),
            (3, "e8"),
            (4, "g8"),
            (5, "b7"),
            (21, "b3"),
            (29, "b1"),
            (30, "d1"),
            (31, "f1"),
            (32, "h1"),
        ];
        check(Variant::Italian, &anchors, 32);
    }

    /// VARIANTS.md §2: "1=h1 2=f1 3=d1 4=b1 5=g2 … 12=b3 … 21=g6 … 29=g8 32=a8".
    #[test]
    fn portuguese_numbers() {
        let anchors = [
            (1, "h1"),
            (2, "f1"),
            (3, "d1"),
            (4, "b1"),
            (5, "g2"),
            (12, "b3"),
            (21, "g6"),
            (29, "g8"),
            (32, "a8"),
        ];
        check(Variant::Portuguese, &anchors, 32);
    }

    /// Full boards and Alquerque have no numbers.
    #[test]
    fn unnumbered_boards() {
        for v in [
            Variant::Persian,
            Variant::Gothic,
            Variant::Hawaiian,
            Variant::Alquerque,
        ] {
            assert_eq!(Square::new(0, 0).number(v), None);
            assert_eq!(Square::from_number(v, 1), None);
        }
        assert_eq!(Square::new(0, 0).to_numeric(Variant::Russian), None);
        assert_eq!(Square::new(0, 0).to_numeric(Variant::English), Some(29));
    }
}
