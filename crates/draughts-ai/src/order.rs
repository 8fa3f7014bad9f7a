//! Move ordering: the table move first, then captures by size and
//! promotions, then the two killer moves of the ply, then the rest by
//! history. Good ordering is what makes alpha-beta and late-move
//! reductions pay.

use draughts::{Action, BitWord, Color};

use crate::MAX_PLY;

/// A compact, position-local identity of a move for the transposition table
/// and the killers: start, end and a fold of the captured set. Never 0.
#[inline(always)]
pub(crate) fn code<W: BitWord>(action: &Action<W>) -> u32 {
    let captured = action.captured.fold();
    let folded = captured ^ (captured >> 29) ^ (captured >> 47);
    1 << 31
        | u32::from(action.from)
        | u32::from(action.to) << 7
        | ((folded as u32) & 0x1_FFFF) << 14
}

/// Ordering key of the table move.
const TABLE_MOVE: i32 = 1 << 30;
/// Base ordering key of a capture (plus 1024 per piece taken).
const CAPTURE: i32 = 1 << 26;
/// Ordering key of a promotion without capture.
const PROMOTION: i32 = 1 << 25;
/// Ordering keys of the first and second killer.
const KILLERS: [i32; 2] = [1 << 24, (1 << 24) - 1];
/// History scores are kept below this, under the killers.
const HISTORY_MAX: i32 = 1 << 20;

/// Killer moves per ply and history scores per side, start and end square.
#[derive(Clone, Debug)]
pub(crate) struct Ordering {
    killers: Vec<[u32; 2]>,
    history: Vec<i32>,
}

impl Default for Ordering {
    fn default() -> Self {
        Ordering {
            killers: vec![[0; 2]; MAX_PLY + 1],
            history: vec![0; 2 * SQUARES * SQUARES],
        }
    }
}

/// Bit indices a board word may use (12x12 with its guard bits needs 77).
const SQUARES: usize = 128;

#[inline(always)]
fn slot<W>(turn: Color, action: &Action<W>) -> usize {
    (turn.index() * SQUARES + usize::from(action.from)) * SQUARES + usize::from(action.to)
}

impl Ordering {
    /// Fills `keys` with the ordering key of each move (higher first).
    #[inline(always)]
    pub(crate) fn score<W: BitWord>(
        &self,
        moves: &[Action<W>],
        keys: &mut [i32],
        table_move: u32,
        ply: usize,
        turn: Color,
    ) {
        let killers = self.killers[ply];
        for (action, key) in moves.iter().zip(keys.iter_mut()) {
            let c = code(action);
            *key = if c == table_move {
                TABLE_MOVE
            } else if action.is_capture() {
                CAPTURE + 1024 * action.capture_count() as i32 + i32::from(action.promotes)
            } else if action.promotes {
                PROMOTION
            } else if c == killers[0] {
                KILLERS[0]
            } else if c == killers[1] {
                KILLERS[1]
            } else {
                self.history[slot(turn, action)]
            };
        }
    }

    /// Whether `action` is one of the killers of `ply`.
    #[inline(always)]
    pub(crate) fn is_killer<W: BitWord>(&self, action: &Action<W>, ply: usize) -> bool {
        let c = code(action);
        self.killers[ply].contains(&c)
    }

    /// Records a quiet move that caused a cutoff at `depth`, and lowers the
    /// history of the quiet moves tried before it (`tried`).
    pub(crate) fn reward<W: BitWord>(
        &mut self,
        action: &Action<W>,
        tried: &[Action<W>],
        depth: i32,
        ply: usize,
        turn: Color,
    ) {
        let c = code(action);
        let killers = &mut self.killers[ply];
        if killers[0] != c {
            killers[1] = killers[0];
            killers[0] = c;
        }
        let bonus = (depth * depth).min(400);
        self.bump(slot(turn, action), bonus);
        for other in tried {
            if !other.is_capture() && !other.promotes {
                self.bump(slot(turn, other), -bonus);
            }
        }
    }

    /// Moves a history score towards ±[`HISTORY_MAX`] ("gravity"), so it
    /// stays bounded and recent results weigh more.
    #[inline(always)]
    fn bump(&mut self, index: usize, bonus: i32) {
        let h = &mut self.history[index];
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }
}

/// Moves the highest-keyed move of `moves[from..]` to `from` (selection
/// sort step: most nodes cut off after one or two moves).
#[inline(always)]
pub(crate) fn pick<W: Copy>(moves: &mut [Action<W>], keys: &mut [i32], from: usize) {
    let mut best = from;
    for i in from + 1..moves.len() {
        if keys[i] > keys[best] {
            best = i;
        }
    }
    moves.swap(from, best);
    keys.swap(from, best);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quiet(from: u8, to: u8) -> Action {
        Action {
            captured: 0,
            from,
            to,
            promotes: false,
        }
    }

    #[test]
    fn table_move_then_captures_then_killers_then_history() {
        let capture = Action {
            captured: 1 << 20,
            from: 11,
            to: 29,
            promotes: false,
        };
        let moves = [quiet(1, 2), quiet(3, 4), capture, quiet(5, 6), quiet(7, 8)];
        let mut o = Ordering::default();
        o.reward(&quiet(5, 6), &[quiet(1, 2)], 4, 3, Color::White);
        o.reward(&quiet(9, 10), &[], 2, 0, Color::White);
        let mut list = moves;
        let mut keys = [0; 5];
        o.score(&list, &mut keys, code(&quiet(7, 8)), 3, Color::White);
        let mut order = Vec::new();
        for i in 0..list.len() {
            pick(&mut list, &mut keys, i);
            order.push(list[i]);
        }
        assert_eq!(order[0], quiet(7, 8));
        assert_eq!(order[1], capture);
        assert_eq!(order[2], quiet(5, 6));
        assert_eq!(
            order[3],
            quiet(3, 4),
            "untouched history beats a penalised one"
        );
        assert!(o.is_killer(&quiet(5, 6), 3));
        assert!(!o.is_killer(&quiet(5, 6), 0));
    }
}
