//! The searcher and its inner nodes: a principal-variation alpha-beta
//! (negamax, fail-soft) with a transposition table, killer and history
//! ordering, late-move reductions, late-move pruning near the leaves and a
//! one-ply extension for forced moves in the principal variation. No
//! null-move pruning: zugzwang is common in draughts. The root is driven
//! by [`crate::iterate`]; leaves go to the capture quiescence of
//! [`crate::quiesce`].
//!
//! The searcher is generic over the variant's rules (monomorphized per
//! variant) and over its [`TimeSource`], the one place time enters.

use std::marker::PhantomData;
use std::time::Duration;

use draughts::{Action, Board, MOVE_LIST_CAPACITY, MoveList, Variant, Word};
use draughts_egdb::Tables;

use crate::MAX_PLY;
use crate::deadline::Clock;
use crate::draw::material_draw;
use crate::eval::{Evaluate, evaluate};
use crate::iterate::{RootMove, StopReason};
use crate::level::Settings;
use crate::line::{Line, MoveKind};
use crate::order::{Ordering, code, pick};
use crate::score::{DRAW, INFINITE, KNOWN_WIN, from_table, known, loss_at, to_table, win_at};
use crate::tt::{Bound, Table};

#[cfg(test)]
mod tests;

/// Where the search asks whether its time is up.
pub(crate) trait TimeSource {
    /// Why the search must end now, if it must (the deadline passed, or it
    /// was stopped).
    fn expired(&self) -> Option<StopReason>;
    /// Time since the search started.
    fn elapsed(&self) -> Duration;
}

impl TimeSource for Clock {
    fn expired(&self) -> Option<StopReason> {
        Clock::expired(self)
    }

    fn elapsed(&self) -> Duration {
        Clock::elapsed(self)
    }
}

/// Nodes with less remaining depth neither read nor write the
/// transposition table: they are the most numerous, gain little from it,
/// and each probe is a likely cache miss.
const TABLE_DEPTH: i32 = 2;

/// Late-move reductions by remaining depth and move index (both capped at
/// 63): `ln(depth) * ln(index) / 2`, computed once.
static REDUCTIONS: std::sync::LazyLock<Box<[[i8; 64]; 64]>> = std::sync::LazyLock::new(|| {
    let mut table = Box::new([[0i8; 64]; 64]);
    for (depth, row) in table.iter_mut().enumerate().skip(1) {
        for (index, r) in row.iter_mut().enumerate().skip(1) {
            *r = ((depth as f64).ln() * (index as f64).ln() / 2.0) as i8;
        }
    }
    table
});

/// Late-move pruning: outside the principal variation, with at most this
/// many plies left, the quiet moves ordered after the first
/// [`late_moves`] are not searched, killers excepted. The history orders
/// them last, and a shallow search rarely finds a refutation among them.
/// The first such move ends the node's loop.
const PRUNE_DEPTH: i32 = 3;

/// How many moves a node with `depth` plies left searches before it
/// prunes late quiet ones: 4, 7 and 12 at depths 1, 2 and 3.
#[inline(always)]
fn late_moves(depth: i32) -> usize {
    (3 + depth * depth) as usize
}

/// The late-move reduction of the quiet move number `index` at `depth`:
/// the table's, one ply more outside the principal variation, leaving at
/// least one ply.
#[inline(always)]
fn reduction(depth: i32, index: usize, pv_node: bool) -> i32 {
    let r = i32::from(REDUCTIONS[depth.clamp(0, 63) as usize][index.min(63)]);
    (r + i32::from(!pv_node)).clamp(0, (depth - 2).max(0))
}

/// The state of one search.
pub(crate) struct Searcher<'t, R: Evaluate, C> {
    /// Limits, evaluation style, randomness, table size.
    pub(crate) settings: Settings,
    /// The deadline's time source.
    pub(crate) clock: C,
    /// The transposition table: this search's own, or one kept across a
    /// game's searches.
    pub(crate) tt: &'t mut Table,
    /// The variant's endgame tables, when the search was given them.
    pub(crate) egdb: Option<&'t Tables>,
    /// Positions since the last irreversible move, for draws.
    pub(crate) line: Line,
    /// Killers and history.
    pub(crate) order: Ordering,
    /// One move list per ply.
    pub(crate) lists: Vec<MoveList<Word<R>>>,
    /// The ordering keys of each ply's moves.
    pub(crate) keys: Vec<[i32; MOVE_LIST_CAPACITY]>,
    /// Triangular table of principal variations, one row per ply.
    pub(crate) pv: Vec<Action<Word<R>>>,
    /// Length of each ply's row in `pv`.
    pub(crate) pv_len: [usize; MAX_PLY + 1],
    /// Nodes searched so far.
    pub(crate) nodes: u64,
    /// The node budget (`u64::MAX` when none).
    pub(crate) node_limit: u64,
    /// Limits act only once the first iteration is complete.
    pub(crate) armed: bool,
    /// Set when a limit stops the search; every node then returns at once.
    pub(crate) stopped: Option<StopReason>,
    /// The deepest ply reached.
    pub(crate) seldepth: usize,
    /// The root moves, best first after each iteration.
    pub(crate) root: Vec<RootMove<Word<R>>>,
    /// The best move among the completed root moves of the latest
    /// iteration, with its score and line.
    pub(crate) best: Option<Best<Word<R>>>,
    /// The rules the searcher is monomorphized for.
    pub(crate) rules: PhantomData<R>,
}

/// A root move with its score and line.
pub(crate) type Best<W> = (Action<W>, i32, Vec<Action<W>>);

impl<'t, R: Evaluate, C: TimeSource> Searcher<'t, R, C> {
    /// A searcher for `settings` on the table `tt`, starting from the line
    /// `line`.
    pub(crate) fn new(
        settings: Settings,
        clock: C,
        line: Line,
        tt: &'t mut Table,
        egdb: Option<&'t Tables>,
    ) -> Self {
        Searcher {
            settings,
            clock,
            tt,
            egdb,
            line,
            order: Ordering::default(),
            lists: (0..=MAX_PLY).map(|_| MoveList::new()).collect(),
            keys: vec![[0; MOVE_LIST_CAPACITY]; MAX_PLY + 1],
            pv: vec![Action::default(); (MAX_PLY + 1) * (MAX_PLY + 1)],
            pv_len: [0; MAX_PLY + 1],
            nodes: 0,
            node_limit: settings.limits.nodes.unwrap_or(u64::MAX),
            armed: false,
            stopped: None,
            seldepth: 0,
            root: Vec::new(),
            best: None,
            rules: PhantomData,
        }
    }

    /// Counts a node and says whether the search must stop now.
    #[inline(always)]
    pub(crate) fn tick(&mut self, ply: usize) -> bool {
        if self.stopped.is_some() {
            return true;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.armed {
            if self.nodes >= self.node_limit {
                self.stopped = Some(StopReason::Nodes);
            } else if self.nodes & (Clock::CHECK_EVERY - 1) == 0 {
                self.stopped = self.clock.expired();
            }
        }
        self.stopped.is_some()
    }

    /// Whether the search has been stopped.
    #[inline(always)]
    pub(crate) fn is_stopped(&self) -> bool {
        self.stopped.is_some()
    }

    /// The evaluation of a leaf for the side to move.
    #[inline(always)]
    pub(crate) fn evaluate(&self, board: &Board<R>) -> i32 {
        evaluate(board, self.settings.style)
    }

    /// The score of `board` at `ply` if the endgame tables hold it: a draw,
    /// or a known win or loss tilted by the evaluation. Not once the
    /// no-progress counter has run out (the game is then drawn, whatever the
    /// tables say, which leave the move-count rules out).
    #[inline(always)]
    pub(crate) fn probe(&self, board: &Board<R>, ply: usize) -> Option<i32> {
        let wdl = self.egdb?.probe(board)?;
        if self.line.progress_exhausted() {
            return None;
        }
        Some(known(wdl, ply, self.evaluate(board)))
    }

    /// The score of a side to move that has no legal move at `ply`: a loss,
    /// or in Anti checkers a win.
    #[inline(always)]
    pub(crate) fn stuck(ply: usize) -> i32 {
        if R::VARIANT == Variant::Anti {
            win_at(ply)
        } else {
            loss_at(ply)
        }
    }

    /// Makes `action` followed by the child's line the line of `ply`.
    #[inline(always)]
    pub(crate) fn update_pv(&mut self, ply: usize, action: Action<Word<R>>) {
        let row = ply * (MAX_PLY + 1);
        let child = row + MAX_PLY + 1;
        let len = if ply < MAX_PLY {
            self.pv_len[ply + 1]
        } else {
            0
        };
        self.pv[row] = action;
        self.pv.copy_within(child..child + len, row + 1);
        self.pv_len[ply] = len + 1;
    }

    /// Clears the line of `ply`.
    #[inline(always)]
    pub(crate) fn clear_pv(&mut self, ply: usize) {
        self.pv_len[ply] = 0;
    }

    /// The principal-variation search of an inner node.
    pub(crate) fn search(
        &mut self,
        board: &Board<R>,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        pv_node: bool,
    ) -> i32 {
        if depth <= 0 {
            return self.quiesce(board, ply, alpha, beta);
        }
        self.clear_pv(ply);
        if self.tick(ply) {
            return 0;
        }
        if self.line.repeated() || material_draw(board) {
            return DRAW;
        }
        if ply >= MAX_PLY - 1 {
            return self.evaluate(board);
        }
        if let Some(score) = self.probe(board, ply) {
            return score;
        }
        alpha = alpha.max(loss_at(ply));
        beta = beta.min(win_at(ply + 1));
        if alpha >= beta {
            return alpha;
        }

        let key = board.zobrist();
        let mut table_move = 0;
        let use_table = depth >= TABLE_DEPTH;
        let hit = if use_table { self.tt.probe(key) } else { None };
        if let Some(hit) = hit {
            table_move = hit.code;
            let score = from_table(hit.score, ply);
            if !pv_node && hit.depth >= depth {
                let cut = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        board.generate(&mut self.lists[ply]);
        let n = self.lists[ply].len();
        if n == 0 {
            return Self::stuck(ply);
        }
        if self.line.progress_exhausted() {
            return DRAW;
        }
        let turn = board.turn();
        self.order.score(
            &self.lists[ply],
            &mut self.keys[ply][..n],
            table_move,
            ply,
            turn,
        );
        let new_depth = if n == 1 && pv_node { depth } else { depth - 1 };
        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_code = 0;
        for i in 0..n {
            pick(self.lists[ply].as_mut_slice(), &mut self.keys[ply][..n], i);
            let action = self.lists[ply][i];
            let quiet = !action.is_capture() && !action.promotes;
            if !pv_node
                && quiet
                && depth <= PRUNE_DEPTH
                && i >= late_moves(depth)
                && best > -KNOWN_WIN
                && !self.order.is_killer(&action, ply)
            {
                // Every move after this one orders lower by history alone,
                // under the killers, captures and promotions (order.rs):
                // all of them would be pruned as well.
                break;
            }
            let child = board.play(&action);
            self.line
                .push(child.zobrist(), MoveKind::of(board, &action));
            let score = if i == 0 {
                -self.search(&child, new_depth, ply + 1, -beta, -alpha, pv_node)
            } else {
                let r = if quiet && depth >= 3 && i >= 2 && !self.order.is_killer(&action, ply) {
                    reduction(depth, i, pv_node)
                } else {
                    0
                };
                let mut s = -self.search(&child, new_depth - r, ply + 1, -alpha - 1, -alpha, false);
                if s > alpha && r > 0 {
                    s = -self.search(&child, new_depth, ply + 1, -alpha - 1, -alpha, false);
                }
                if s > alpha && s < beta && pv_node {
                    s = -self.search(&child, new_depth, ply + 1, -beta, -alpha, true);
                }
                s
            };
            self.line.pop();
            if self.is_stopped() {
                return 0;
            }
            if score > best {
                best = score;
                best_code = code(&action);
                if score > alpha {
                    alpha = score;
                    if pv_node {
                        self.update_pv(ply, action);
                    }
                    if score >= beta {
                        if quiet {
                            let tried = &self.lists[ply][..i];
                            self.order.reward(&action, tried, depth, ply, turn);
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if use_table {
            self.tt
                .store(key, depth, to_table(best, ply), bound, best_code);
        }
        best
    }
}
