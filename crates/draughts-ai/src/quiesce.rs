//! Capture quiescence: below the nominal depth only captures are searched,
//! until a quiet position is reached. Captures are compulsory, so a side
//! that must capture never "stands pat": the evaluation is taken only where
//! the side to move has no capture.

use draughts::{BitWord, Board, Layout, Rules};

use crate::MAX_PLY;
use crate::draw::material_draw;
use crate::eval::Evaluate;
use crate::score::{DRAW, INFINITE};
use crate::search::{Searcher, TimeSource};

impl<R: Evaluate, C: TimeSource> Searcher<'_, R, C> {
    /// The quiescence search of a node at `ply`.
    pub(crate) fn quiesce(
        &mut self,
        board: &Board<R>,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.clear_pv(ply);
        if self.tick(ply) {
            return 0;
        }
        if material_draw(board) {
            return DRAW;
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(board);
        }
        if let Some(score) = self.probe(board, ply) {
            return score;
        }
        if const { only_jumps::<R>() } {
            // Where every move is a jump (Hawaiian), captures are the game
            // itself, not tactics to settle: the leaf is evaluated as it is.
            return if board.count_routes() == 0 {
                Self::stuck(ply)
            } else {
                self.evaluate(board)
            };
        }
        if !board.has_capture() {
            if !has_quiet_move(board) {
                return Self::stuck(ply);
            }
            return self.evaluate(board);
        }
        board.generate(&mut self.lists[ply]);
        let n = self.lists[ply].len();
        let mut best = -INFINITE;
        for i in 0..n {
            self.bring_largest_capture(ply, i);
            let action = self.lists[ply][i];
            let child = board.play(&action);
            let score = -self.quiesce(&child, ply + 1, -beta, -alpha);
            if self.is_stopped() {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, action);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Brings the largest remaining capture of `ply` (a crowning one first
    /// among equals) to position `i`.
    #[inline(always)]
    fn bring_largest_capture(&mut self, ply: usize, i: usize) {
        let list = self.lists[ply].as_mut_slice();
        let mut best = i;
        for j in i + 1..list.len() {
            let key = |a: &draughts::Action<_>| (a.capture_count(), a.promotes);
            if key(&list[j]) > key(&list[best]) {
                best = j;
            }
        }
        list.swap(i, best);
    }
}

/// Whether the rules have no quiet moves at all (Hawaiian).
const fn only_jumps<R: Rules>() -> bool {
    R::MAN_STEPS.is_empty() && R::KING_STEPS.is_empty()
}

/// Whether the side to move has a move that captures nothing. A man step
/// or a king step into an empty square is found from the bitboards alone
/// (Dameo's line moves need a free square in front of a line, so a single
/// step exists whenever one does); rules that restrict quiet moves further
/// (Alquerque's last rank, Frisian's king runs) ask the generator.
#[inline(always)]
fn has_quiet_move<R: Rules>(board: &Board<R>) -> bool {
    if !R::QUIET_ON_LAST_RANK || R::KING_QUIET_LIMIT > 0 {
        return board.count_routes() > 0;
    }
    let turn = board.turn();
    let white = turn == draughts::Color::White;
    let empty = R::Layout::all() & !board.occupied();
    let men = board.men(turn);
    let kings = board.bits(turn) & board.kings();
    let man_step = R::MAN_STEPS
        .iter()
        .any(|&d| !(R::Layout::step(men, R::man_dir(d, white)) & empty).is_zero());
    man_step
        || R::KING_STEPS
            .iter()
            .any(|&d| !(R::Layout::step(kings, d) & empty).is_zero())
}
