//! The line from the game's last irreversible move to the node being
//! searched: the Zobrist keys for repetition and the no-progress counter.
//!
//! It is seeded from the game's history before the root, so a repetition
//! of a position played before the search started is seen as well.

use draughts::{Action, BitWord, Board, Dir, Layout, Rules, Word};

use crate::draw::ProgressRule;

/// What a move changes, as the draw rules see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MoveKind {
    /// A capture: no earlier position can come back, and it is progress.
    Capture,
    /// A man moving forward: no earlier position can come back; progress
    /// where man moves count.
    ManForward,
    /// A man moving sideways (Persian, Turkish): it can be undone, so
    /// earlier positions can come back; progress where man moves count.
    ManSideways,
    /// A king move.
    King,
}

impl MoveKind {
    /// The kind of `action`, played on `board`.
    #[inline(always)]
    pub(crate) fn of<R: Rules>(board: &Board<R>, action: &Action<Word<R>>) -> MoveKind {
        if action.is_capture() {
            MoveKind::Capture
        } else if board.kings().has(action.from) {
            MoveKind::King
        } else if men_step_sideways::<R>()
            && R::Layout::square(action.from).rank() == R::Layout::square(action.to).rank()
        {
            MoveKind::ManSideways
        } else {
            MoveKind::ManForward
        }
    }
}

/// Whether the rules let men step along a rank (Persian, Turkish, Gothic,
/// Alquerque).
const fn men_step_sideways<R: Rules>() -> bool {
    let mut i = 0;
    while i < R::MAN_STEPS.len() {
        if matches!(R::MAN_STEPS[i], Dir::E | Dir::W) {
            return true;
        }
        i += 1;
    }
    false
}

/// One position of the line.
#[derive(Clone, Copy, Debug)]
struct Step {
    key: u64,
    /// Plies since the last capture or forward man move (repetition cannot
    /// reach further back).
    reversible: u32,
    /// Plies counted by the variant's no-progress rule.
    quiet: u32,
}

/// The positions since the last irreversible move, the current one last.
#[derive(Clone, Debug)]
pub(crate) struct Line {
    steps: Vec<Step>,
    rule: ProgressRule,
}

impl Line {
    /// A line starting from `history` (the keys since the game's last
    /// irreversible move, current position last) with `quiet` plies on the
    /// no-progress counter; `room` more plies are reserved for the search.
    pub(crate) fn new(history: &[u64], quiet: u32, rule: ProgressRule, room: usize) -> Line {
        let mut steps = Vec::with_capacity(history.len() + room);
        let first_quiet = quiet.saturating_sub(history.len().saturating_sub(1) as u32);
        for (i, &key) in history.iter().enumerate() {
            steps.push(Step {
                key,
                reversible: i as u32,
                quiet: first_quiet + i as u32,
            });
        }
        if let Some(last) = steps.last_mut() {
            last.quiet = quiet;
        }
        Line { steps, rule }
    }

    /// Appends the position `key` reached by a move of `kind`.
    #[inline(always)]
    pub(crate) fn push(&mut self, key: u64, kind: MoveKind) {
        let (reversible, quiet) = self
            .steps
            .last()
            .map_or((0, 0), |s| (s.reversible, s.quiet));
        let irreversible = matches!(kind, MoveKind::Capture | MoveKind::ManForward);
        let progress = match kind {
            MoveKind::Capture => true,
            MoveKind::ManForward | MoveKind::ManSideways => self.rule.man_move_resets,
            MoveKind::King => false,
        };
        self.steps.push(Step {
            key,
            reversible: if irreversible { 0 } else { reversible + 1 },
            quiet: if progress { 0 } else { quiet + 1 },
        });
    }

    /// Removes the last position.
    #[inline(always)]
    pub(crate) fn pop(&mut self) {
        self.steps.pop();
    }

    /// Whether the current position already occurred on the line (same side
    /// to move): the search scores it as a draw, since repeating it is
    /// always available to the side that wants the draw.
    #[inline(always)]
    pub(crate) fn repeated(&self) -> bool {
        let Some((current, before)) = self.steps.split_last() else {
            return false;
        };
        let back = (current.reversible as usize).min(before.len());
        before[before.len() - back..]
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .any(|s| s.key == current.key)
    }

    /// Whether the no-progress rule has drawn the current position.
    #[inline(always)]
    pub(crate) fn progress_exhausted(&self) -> bool {
        self.steps
            .last()
            .is_some_and(|s| s.quiet >= self.rule.limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULE: ProgressRule = ProgressRule {
        limit: 4,
        man_move_resets: false,
    };

    #[test]
    fn repetition_needs_the_same_side_to_move_and_no_irreversible_move() {
        let mut line = Line::new(&[1], 0, RULE, 8);
        line.push(2, MoveKind::King);
        assert!(!line.repeated());
        line.push(1, MoveKind::King);
        assert!(line.repeated());
        line.pop();
        line.push(3, MoveKind::King);
        line.push(4, MoveKind::King);
        line.push(2, MoveKind::King);
        assert!(!line.repeated(), "same key, other side to move");
        let mut line = Line::new(&[1, 2], 0, RULE, 8);
        line.push(1, MoveKind::ManForward);
        assert!(!line.repeated(), "a forward man move cuts the line");
        let mut line = Line::new(&[1, 2], 0, RULE, 8);
        line.push(1, MoveKind::ManSideways);
        assert!(line.repeated(), "a sideways man move can be undone");
    }

    #[test]
    fn progress_counts_from_the_game_and_resets_on_capture() {
        let mut line = Line::new(&[7, 8, 9], 2, RULE, 8);
        line.push(10, MoveKind::ManForward);
        assert!(!line.progress_exhausted());
        line.push(11, MoveKind::King);
        assert!(line.progress_exhausted());
        line.pop();
        line.push(11, MoveKind::Capture);
        assert!(!line.progress_exhausted());
    }
}
