//! Checking unvalidated input ([`crate::Setup`]) before it becomes a
//! playable [`crate::Position`].

use std::fmt;

use crate::color::{Color, Piece, Role};
use crate::setup::Setup;
use crate::square::Square;
use crate::variant::Variant;

/// Why a [`Setup`] is not a valid position of its variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The square is off the board or not played on (a light square in
    /// English checkers).
    UnplayableSquare(Square),
    /// Two pieces were given for one square.
    TwoPiecesOnOneSquare(Square),
    /// A king in a variant that has none (Hawaiian, Alquerque).
    KingWithoutPromotion(Square),
    /// A parachutist where none can stand: only Parachute checkers has
    /// them, and only on the far rank of their side.
    MisplacedParachutist(Square),
    /// A man stands on a square where it would have been crowned.
    ManOnPromotionRank {
        /// Where the man stands.
        square: Square,
        /// Whose man it is.
        color: Color,
    },
    /// A side has more pieces than the variant starts with.
    TooManyPieces {
        /// The side.
        color: Color,
        /// How many it has.
        count: u32,
        /// The most the variant allows.
        max: u32,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::UnplayableSquare(sq) => write!(f, "{sq} is not a playable square"),
            PositionError::TwoPiecesOnOneSquare(sq) => write!(f, "two pieces on {sq}"),
            PositionError::KingWithoutPromotion(sq) => {
                write!(f, "a king on {sq}, but this variant has no kings")
            }
            PositionError::MisplacedParachutist(sq) => {
                write!(f, "no parachutist can stand on {sq}")
            }
            PositionError::ManOnPromotionRank { square, color } => {
                write!(f, "a {color} man on {square} stands where it is crowned")
            }
            PositionError::TooManyPieces { color, count, max } => {
                write!(f, "{color} has {count} pieces, at most {max} are allowed")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Checks `setup` against the rules of `variant`.
pub(crate) fn validate(variant: Variant, setup: &Setup) -> Result<(), PositionError> {
    let geometry = variant.geometry();
    let mut seen: Vec<Square> = Vec::with_capacity(setup.pieces.len());
    let mut counts = [0u32; 2];
    for &(square, Piece { color, role }) in &setup.pieces {
        if !geometry.is_playable(square) {
            return Err(PositionError::UnplayableSquare(square));
        }
        if seen.contains(&square) {
            return Err(PositionError::TwoPiecesOnOneSquare(square));
        }
        seen.push(square);
        match role {
            Role::Man if variant.is_promotion_square(square, color) => {
                return Err(PositionError::ManOnPromotionRank { square, color });
            }
            Role::King if !variant.has_kings() => {
                return Err(PositionError::KingWithoutPromotion(square));
            }
            Role::Parachutist
                if !variant.has_parachutists() || !variant.is_promotion_square(square, color) =>
            {
                return Err(PositionError::MisplacedParachutist(square));
            }
            _ => {}
        }
        counts[color.index()] += 1;
    }
    for color in Color::ALL {
        let count = counts[color.index()];
        if count > variant.max_pieces() {
            return Err(PositionError::TooManyPieces {
                color,
                count,
                max: variant.max_pieces(),
            });
        }
    }
    Ok(())
}
