//! Search scores: centi-men from the side to move's point of view, with
//! wins and losses encoded by their distance from the root so that the
//! search prefers the fastest win and the slowest loss.

use crate::MAX_PLY;

/// Larger than any score: the open window's bounds.
pub(crate) const INFINITE: i32 = 32_000;

/// The score of a win at the root; a win `n` plies away scores `WIN - n`.
pub(crate) const WIN: i32 = 30_000;

/// Scores at least this far from zero are wins or losses, not evaluations.
const DECISIVE: i32 = WIN - MAX_PLY as i32;

/// The score of a position the endgame tables say the side to move wins,
/// before the evaluation is added (within [`KNOWN_SPAN`]): above any
/// evaluation, below any win the search proved itself.
pub const KNOWN_WIN: i32 = 15_000;

/// The most the evaluation moves a known win or loss either way, so that
/// the search still prefers the lines that make progress (captures,
/// crowning) inside a won ending.
pub(crate) const KNOWN_SPAN: i32 = 5_000;

/// The score of a position the tables decide, for the side to move at
/// `ply`, with `eval` its evaluation.
#[inline(always)]
pub(crate) fn known(wdl: draughts_egdb::Wdl, ply: usize, eval: i32) -> i32 {
    let tilt = eval.clamp(-KNOWN_SPAN, KNOWN_SPAN);
    match wdl {
        draughts_egdb::Wdl::Win => KNOWN_WIN - ply as i32 + tilt,
        draughts_egdb::Wdl::Draw => DRAW,
        draughts_egdb::Wdl::Loss => -KNOWN_WIN + ply as i32 + tilt,
    }
}

/// The score of a draw (by rule or repetition).
pub(crate) const DRAW: i32 = 0;

/// The score of the side to move when it has lost at `ply`.
#[inline(always)]
pub(crate) const fn loss_at(ply: usize) -> i32 {
    -WIN + ply as i32
}

/// The score of a side that wins at `ply`.
#[inline(always)]
pub(crate) const fn win_at(ply: usize) -> i32 {
    WIN - ply as i32
}

/// A search score made independent of the node's distance from the root,
/// for the transposition table.
#[inline(always)]
pub(crate) const fn to_table(score: i32, ply: usize) -> i32 {
    if score >= DECISIVE {
        score + ply as i32
    } else if score <= -DECISIVE {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`to_table`] for a node at `ply`.
#[inline(always)]
pub(crate) const fn from_table(score: i32, ply: usize) -> i32 {
    if score >= DECISIVE {
        score - ply as i32
    } else if score <= -DECISIVE {
        score + ply as i32
    } else {
        score
    }
}

/// A search result's score as people read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// An evaluation in hundredths of a man (a man is worth 100), from the
    /// side to move's point of view.
    Centi(i32),
    /// The side to move wins in this many plies.
    Win(u32),
    /// The side to move loses in this many plies.
    Loss(u32),
}

impl Score {
    /// Reads an internal score.
    pub(crate) fn from_internal(score: i32) -> Score {
        if score >= DECISIVE {
            Score::Win((WIN - score) as u32)
        } else if score <= -DECISIVE {
            Score::Loss((WIN + score) as u32)
        } else {
            Score::Centi(score)
        }
    }
}

impl std::fmt::Display for Score {
    /// `35`, `-120`, `win in 7 plies`, `loss in 4 plies`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Score::Centi(c) => write!(f, "{c}"),
            Score::Win(n) => write!(f, "win in {n} plies"),
            Score::Loss(n) => write!(f, "loss in {n} plies"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_scores_round_trip_and_keep_distance() {
        for &s in &[0, 57, -300, win_at(9), loss_at(4)] {
            assert_eq!(from_table(to_table(s, 5), 5), s);
        }
        assert_eq!(from_table(to_table(win_at(9), 5), 3), win_at(7));
        assert_eq!(Score::from_internal(win_at(7)), Score::Win(7));
        assert_eq!(Score::from_internal(loss_at(4)), Score::Loss(4));
        assert_eq!(Score::from_internal(-20).to_string(), "-20");
    }
}
