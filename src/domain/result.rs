//! How a game ended, as stored: the winner, the engine's end reason and a
//! *mars*; a finished game with its result; and the stable names the
//! database holds for end reasons (`results.reason`), which the store reads
//! back with [`reason_by_name`].

use draughts::{Color, EndReason};

use super::GameRow;

/// A stored result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultRow {
    /// The winner; `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: EndReason,
    /// The winner lost no piece.
    pub mars: bool,
}

/// A finished game with its result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// The game.
    pub game: GameRow,
    /// How it ended.
    pub result: ResultRow,
    /// When it ended (Unix ms).
    pub finished_at: i64,
}

/// Writes [`reason_name`] (an exhaustive match: a new end reason does not
/// build until it has a name) and the list [`reason_by_name`] searches,
/// from one table, so that every reason that can be written can be read.
macro_rules! stored_names {
    ($($reason:ident => $name:literal,)*) => {
        /// Every end reason.
        const REASONS: [EndReason; [$($name),*].len()] = [$(EndReason::$reason),*];

        /// The stable name of an end reason, stored in `results.reason`.
        pub fn reason_name(reason: EndReason) -> &'static str {
            match reason {
                $(EndReason::$reason => $name,)*
            }
        }
    };
}

stored_names! {
    NoPieces => "no-pieces",
    NoMoves => "no-moves",
    Resignation => "resignation",
    TimeForfeit => "time-forfeit",
    TimeoutDraw => "timeout-draw",
    Agreement => "agreement",
    Repetition => "repetition",
    OneKingEach => "one-king-each",
    OnePieceEach => "one-piece-each",
    NoCaptureLimit => "no-capture-limit",
    KingMovesLimit => "king-moves-limit",
    MutualImpotence => "mutual-impotence",
    LoneKingLimit => "lone-king-limit",
    MaterialUnchanged => "material-unchanged",
}

/// The end reason whose stored name is `name`, if any.
pub fn reason_by_name(name: &str) -> Option<EndReason> {
    REASONS.into_iter().find(|r| reason_name(*r) == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_end_reason_reads_back_from_its_stored_name() {
        for reason in REASONS {
            assert_eq!(reason_by_name(reason_name(reason)), Some(reason));
        }
        assert_eq!(reason_by_name("time-forfeit"), Some(EndReason::TimeForfeit));
        assert_eq!(
            reason_by_name("time_forfeit"),
            None,
            "the engine's own name"
        );
        assert_eq!(reason_by_name(""), None);
    }
}
