//! How a game ended.

use std::fmt;

use crate::color::Color;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EndReason {
    /// The side to move has no pieces left (it lost; in Anti checkers it
    /// won).
    NoPieces,
    /// The side to move has no legal move (it lost; in Anti checkers it
    /// won).
    NoMoves,
    /// The loser resigned.
    Resignation,
    /// The loser forfeited on time.
    TimeForfeit,
    /// A side ran out of time, but its opponent could not win by material
    /// (see [`crate::Game::flag_fall`]): a draw.
    TimeoutDraw,
    /// Both players agreed to a draw.
    Agreement,
    /// The same position with the same side to move occurred three times.
    Repetition,
    /// Persian: one king on each side and nothing else.
    OneKingEach,
    /// Turkish: one piece on each side, whatever their kind.
    OnePieceEach,
    /// Turkish (100 plies), English, Anti and Gothic (80 plies) without a
    /// capture.
    NoCaptureLimit,
    /// Only kings moved and nothing was captured for as long as the variant
    /// allows (Persian 50 moves, International 25, Russian and Czech 15, …).
    KingMovesLimit,
    /// Dameo: 100 plies with no capture and no man move.
    MutualImpotence,
    /// The stronger side did not take a lone king in the moves the variant
    /// allows (International, Russian, Pool, Frisian, …).
    LoneKingLimit,
    /// Russian and Brazilian: both sides have kings and the material did not
    /// change for 30 (4–5 pieces) or 60 (6–7 pieces) moves.
    MaterialUnchanged,
}

impl EndReason {
    /// A short lowercase name (`no_pieces`, `repetition`, …) for logs and
    /// storage.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::NoPieces => "no_pieces",
            EndReason::NoMoves => "no_moves",
            EndReason::Resignation => "resignation",
            EndReason::TimeForfeit => "time_forfeit",
            EndReason::TimeoutDraw => "timeout_draw",
            EndReason::Agreement => "agreement",
            EndReason::Repetition => "repetition",
            EndReason::OneKingEach => "one_king_each",
            EndReason::OnePieceEach => "one_piece_each",
            EndReason::NoCaptureLimit => "no_capture_limit",
            EndReason::KingMovesLimit => "king_moves_limit",
            EndReason::MutualImpotence => "mutual_impotence",
            EndReason::LoneKingLimit => "lone_king_limit",
            EndReason::MaterialUnchanged => "material_unchanged",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: EndReason,
    /// A *mars*: the winner lost no piece (compared with the game's start
    /// position). Always false for a draw.
    pub mars: bool,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(color) => write!(f, "{color} wins ({})", self.reason)?,
            None => write!(f, "draw ({})", self.reason)?,
        }
        if self.mars {
            f.write_str(", mars")?;
        }
        Ok(())
    }
}
