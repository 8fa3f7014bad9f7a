//! How a game ended.

use std::fmt;

use crate::color::Color;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EndReason {
    /// The loser has no pieces left.
    NoPieces,
    /// The loser, to move, has no legal move.
    NoMoves,
    /// The loser resigned.
    Resignation,
    /// The loser forfeited on time.
    TimeForfeit,
    /// Both players agreed to a draw.
    Agreement,
    /// The same position with the same side to move occurred three times.
    Repetition,
    /// Persian: one king on each side and nothing else.
    OneKingEach,
    /// Turkish: one piece on each side, whatever their kind.
    OnePieceEach,
    /// Turkish (100 plies) and English (80 plies) without a capture.
    NoCaptureLimit,
    /// Persian: 100 plies in which only kings moved and nothing was captured.
    KingMovesLimit,
    /// Dameo: 100 plies with no capture and no man move.
    MutualImpotence,
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
            EndReason::Agreement => "agreement",
            EndReason::Repetition => "repetition",
            EndReason::OneKingEach => "one_king_each",
            EndReason::OnePieceEach => "one_piece_each",
            EndReason::NoCaptureLimit => "no_capture_limit",
            EndReason::KingMovesLimit => "king_moves_limit",
            EndReason::MutualImpotence => "mutual_impotence",
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
