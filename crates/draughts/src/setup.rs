//! `Setup`: an unvalidated position, as read from position text.

use crate::color::{Color, Piece};
use crate::fen::{self, FenError};
use crate::square::Square;
use crate::variant::Variant;

/// Pieces and side to move, not yet checked against any rules. Turn it into
/// a playable [`crate::Position`] with [`crate::Position::from_setup`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The side to move.
    pub turn: Color,
    /// Every piece and its square.
    pub pieces: Vec<(Square, Piece)>,
}

impl Setup {
    /// Reads position text (`W:Wa2,b2,Kc5:Ba6,Kd8`; English also the PDN
    /// numeric form `B:W21-32:B1-12`). Only the syntax and the squares'
    /// existence are checked here.
    pub fn parse_fen(variant: Variant, text: &str) -> Result<Setup, FenError> {
        fen::parse(variant, text)
    }
}
