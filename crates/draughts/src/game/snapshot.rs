//! Saving a [`Game`] and resuming it without replaying its moves.
//!
//! A game's future depends on its past only through the draw rules and
//! the mars rule: the no-progress and material counters, the positions a
//! later one may repeat, and the start position (mars compares piece
//! counts with it). A [`Snapshot`] holds exactly those, with positions as
//! FEN plus Frisian's king runs (the one state FEN does not carry), so
//! loading a stored game costs the same whatever its length: the
//! repetition line is bounded by the variant's draw rules, not by the
//! number of moves.

use std::fmt;

use super::{Game, without_idle_runs};
use crate::color::Color;
use crate::fen::FenError;
use crate::outcome::Outcome;
use crate::position::Position;
use crate::square::Square;
use crate::variant::Variant;

/// What [`Game::resume`] needs, in a form a store can keep (FEN strings and
/// numbers; serialisable with the `serde` feature).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Snapshot {
    /// The variant every FEN is read in.
    pub variant: Variant,
    /// The start position.
    pub start: String,
    /// Plies played since the start.
    pub plies: usize,
    /// [`Game::reversible_line`], the current position last. (Snapshots
    /// written before sideways man moves counted as reversible also hold an
    /// `irreversible` index; it is ignored, since every position of the
    /// line can recur.)
    pub line: Vec<SavedPosition>,
    /// The no-progress counter.
    pub quiet_plies: u32,
    /// Per material clause of the variant: the material class seen last
    /// and its counter.
    pub material: Vec<(Option<u32>, u32)>,
    /// The outcome, once the game is over.
    pub outcome: Option<Outcome>,
}

/// One position of a [`Snapshot`]: its FEN and the king runs FEN leaves out.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SavedPosition {
    /// The position text.
    pub fen: String,
    /// Under Frisian's king move limit: the kings whose quiet moves in a
    /// row are being counted (see [`Position::king_run`]).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub king_runs: Vec<KingRun>,
}

/// A king's quiet moves in a row, as [`Position::king_run`] reports them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct KingRun {
    /// The king's side.
    pub color: Color,
    /// Where the king stands.
    pub square: Square,
    /// How many quiet moves in a row it made.
    pub count: u8,
}

impl SavedPosition {
    /// The saved form of `position`.
    pub fn of(position: &Position) -> SavedPosition {
        SavedPosition {
            fen: position.to_fen(),
            king_runs: Color::ALL
                .into_iter()
                .filter_map(|color| {
                    let (square, count) = position.king_run(color)?;
                    Some(KingRun {
                        color,
                        square,
                        count,
                    })
                })
                .collect(),
        }
    }

    /// The position again, in `variant`.
    pub fn read(&self, variant: Variant) -> Result<Position, SnapshotError> {
        let mut position = Position::from_fen(variant, &self.fen).map_err(SnapshotError::Fen)?;
        for run in &self.king_runs {
            position = position
                .with_king_run(run.color, Some((run.square, run.count)))
                .ok_or(SnapshotError::KingRun(*run))?;
        }
        Ok(position)
    }
}

/// Why a [`Snapshot`] cannot be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SnapshotError {
    /// A FEN does not read as a position of the variant.
    Fen(FenError),
    /// A king run names no king of its side, or counts beyond the limit.
    KingRun(KingRun),
    /// The repetition line is empty (it always holds the current position).
    EmptyLine,
    /// The number of material counters is not the variant's.
    Material {
        /// Counters in the snapshot.
        found: usize,
        /// Counters the variant keeps.
        expected: usize,
    },
}

impl fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SnapshotError::Fen(e) => write!(f, "snapshot position: {e}"),
            SnapshotError::KingRun(run) => write!(
                f,
                "snapshot king run of {} on {} ({} moves) is impossible there",
                run.color, run.square, run.count
            ),
            SnapshotError::EmptyLine => f.write_str("snapshot has no current position"),
            SnapshotError::Material { found, expected } => write!(
                f,
                "snapshot has {found} material counters, the variant keeps {expected}"
            ),
        }
    }
}

impl std::error::Error for SnapshotError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SnapshotError::Fen(e) => Some(e),
            SnapshotError::KingRun(_)
            | SnapshotError::EmptyLine
            | SnapshotError::Material { .. } => None,
        }
    }
}

impl Game {
    /// What [`Game::resume`] needs to continue this game.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            variant: self.variant(),
            start: self.start.to_fen(),
            plies: self.ply(),
            line: self.line.iter().map(SavedPosition::of).collect(),
            quiet_plies: self.quiet_plies,
            material: self.material.clone(),
            outcome: self.outcome,
        }
    }

    /// Continues a game from its snapshot: the same position, counters,
    /// repetitions and outcome as the game it was taken from, with
    /// [`Game::moves`] empty and [`Game::ply`] counting on.
    pub fn resume(snapshot: &Snapshot) -> Result<Game, SnapshotError> {
        let line = snapshot
            .line
            .iter()
            .map(|saved| saved.read(snapshot.variant).map(without_idle_runs))
            .collect::<Result<Vec<_>, _>>()?;
        let position = *line.last().ok_or(SnapshotError::EmptyLine)?;
        let expected = crate::draw::clauses(snapshot.variant).len();
        if snapshot.material.len() != expected {
            return Err(SnapshotError::Material {
                found: snapshot.material.len(),
                expected,
            });
        }
        Ok(Game {
            start: Position::from_fen(snapshot.variant, &snapshot.start)
                .map_err(SnapshotError::Fen)?,
            position,
            resumed_at: snapshot.plies,
            moves: Vec::new(),
            line,
            quiet_plies: snapshot.quiet_plies,
            material: snapshot.material.clone(),
            outcome: snapshot.outcome,
        })
    }
}
