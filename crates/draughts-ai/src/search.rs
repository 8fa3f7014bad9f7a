//! The search: iterative deepening, aspiration windows at the root, and a
//! principal-variation alpha-beta (negamax) with a transposition table,
//! killer and history ordering, late-move reductions and a one-ply
//! extension for forced moves. No null-move pruning: zugzwang is common in
//! draughts. Leaves go to the capture quiescence of [`crate::quiesce`].
//!
//! The searcher is generic over the variant's rules (monomorphized per
//! variant) and over its [`TimeSource`], the one place time enters.

use std::marker::PhantomData;
use std::time::Duration;

use draughts::{Action, BitWord, Board, Board8, Dir, Layout, MOVE_LIST_CAPACITY, MoveList, Rules};

use crate::deadline::Clock;
use crate::draw::material_draw;
use crate::eval::evaluate;
use crate::level::Settings;
use crate::line::Line;
use crate::order::{Ordering, code, pick};
use crate::score::{DRAW, INFINITE, WIN, from_table, loss_at, to_table, win_at};
use crate::tt::{Bound, Table};
use crate::{MAX_DEPTH, MAX_PLY};

#[cfg(test)]
mod tests;

/// Where the search asks whether its time is up.
pub(crate) trait TimeSource {
    /// Whether the deadline has passed.
    fn expired(&self) -> bool;
    /// Time since the search started.
    fn elapsed(&self) -> Duration;
}

impl TimeSource for Clock {
    fn expired(&self) -> bool {
        Clock::expired(self)
    }

    fn elapsed(&self) -> Duration {
        Clock::elapsed(self)
    }
}

/// A root move and its score in the last iteration that searched it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RootMove {
    pub action: Action,
    pub score: i32,
}

/// One completed iteration.
#[derive(Clone, Debug)]
pub(crate) struct RawIteration {
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<Action>,
}

/// Why the search stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StopReason {
    /// The depth limit (or the deepest supported depth) was reached, or the
    /// result could not change any more (a won or lost position solved to
    /// the end).
    Depth,
    /// The node budget was spent.
    Nodes,
    /// The wall-time deadline passed.
    Time,
}

/// What a finished search found, in the fast layer's terms.
#[derive(Clone, Debug)]
pub(crate) struct RawResult {
    pub best: Action,
    pub score: i32,
    pub pv: Vec<Action>,
    pub iterations: Vec<RawIteration>,
    /// The root moves of the last completed iteration, best first.
    pub root: Vec<RootMove>,
    pub nodes: u64,
    pub seldepth: u32,
    pub elapsed: Duration,
    pub stop: StopReason,
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

/// The late-move reduction of the quiet move number `index` at `depth`:
/// the table's, one ply more outside the principal variation, leaving at
/// least one ply.
#[inline(always)]
fn reduction(depth: i32, index: usize, pv_node: bool) -> i32 {
    let r = i32::from(REDUCTIONS[depth.clamp(0, 63) as usize][index.min(63)]);
    (r + i32::from(!pv_node)).clamp(0, (depth - 2).max(0))
}

/// The state of one search.
pub(crate) struct Searcher<R, C> {
    pub(crate) settings: Settings,
    clock: C,
    tt: Table,
    pub(crate) line: Line,
    order: Ordering,
    pub(crate) lists: Vec<MoveList>,
    keys: Vec<[i32; MOVE_LIST_CAPACITY]>,
    pv: Vec<Action>,
    pv_len: [usize; MAX_PLY + 1],
    nodes: u64,
    node_limit: u64,
    /// Limits act only once the first iteration is complete.
    armed: bool,
    stopped: Option<StopReason>,
    seldepth: usize,
    root: Vec<RootMove>,
    /// The best move among the completed root moves of the latest
    /// iteration, with its score and line.
    best: Option<(Action, i32, Vec<Action>)>,
    rules: PhantomData<R>,
}

impl<R: Rules<Layout = Board8>, C: TimeSource> Searcher<R, C> {
    /// A searcher for `settings`, starting from the line `line`.
    pub(crate) fn new(settings: Settings, clock: C, line: Line) -> Self {
        Searcher {
            settings,
            clock,
            tt: Table::new(settings.table_bits),
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

    /// Searches `board` by iterative deepening; `None` when it has no legal
    /// move.
    pub(crate) fn run(mut self, board: &Board<R>) -> Option<RawResult> {
        board.generate(&mut self.lists[0]);
        // Deeper in the tree a list that overflowed (thousands of
        // flying-king captures) just misses moves; the root must have all.
        let root_moves = if self.lists[0].overflowed() {
            board.actions()
        } else {
            self.lists[0].to_vec()
        };
        self.root = root_moves
            .into_iter()
            .map(|action| RootMove {
                action,
                score: -INFINITE,
            })
            .collect();
        let first = self.root.first()?.action;
        let max_depth = self
            .settings
            .limits
            .depth
            .map_or(MAX_DEPTH, |d| d.clamp(1, MAX_DEPTH));
        let mut iterations: Vec<RawIteration> = Vec::new();
        let mut completed_root = self.root.clone();
        let mut score = 0;
        let mut stop = StopReason::Depth;
        for depth in 1..=max_depth {
            self.best = None;
            let found = if self.settings.margin > 0 {
                self.root_search(board, depth as i32, -INFINITE, INFINITE)
            } else {
                self.aspiration(board, depth as i32, score)
            };
            if let Some(reason) = self.stopped {
                stop = reason;
                break;
            }
            score = found;
            self.root.sort_by_key(|m| -m.score);
            completed_root.clone_from(&self.root);
            let pv = self.best.as_ref().map_or_else(Vec::new, |b| b.2.clone());
            iterations.push(RawIteration {
                depth,
                score,
                nodes: self.nodes,
                elapsed: self.clock.elapsed(),
                pv,
            });
            self.armed = true;
            if score.abs() >= WIN - depth as i32 {
                break;
            }
            if let Some(reason) = self.out_of_budget() {
                stop = reason;
                break;
            }
        }
        let last = iterations.last();
        let (best, score, pv) = match (&self.best, last) {
            (Some((action, s, pv)), _) if self.stopped.is_some() => (*action, *s, pv.clone()),
            (_, Some(it)) => (
                it.pv.first().copied().unwrap_or(first),
                it.score,
                it.pv.clone(),
            ),
            _ => (first, 0, vec![first]),
        };
        Some(RawResult {
            best,
            score,
            pv,
            iterations,
            root: completed_root,
            nodes: self.nodes,
            seldepth: self.seldepth as u32,
            elapsed: self.clock.elapsed(),
            stop,
        })
    }

    /// Whether a new iteration should not start: the node budget is spent,
    /// the deadline passed, or more than half the time is gone (the next
    /// iteration would most likely not finish).
    fn out_of_budget(&self) -> Option<StopReason> {
        if self.nodes >= self.node_limit {
            return Some(StopReason::Nodes);
        }
        let half = self.settings.limits.movetime.map(|t| t / 2);
        if self.clock.expired() || half.is_some_and(|h| self.clock.elapsed() >= h) {
            return Some(StopReason::Time);
        }
        None
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
            } else if self.nodes & (Clock::CHECK_EVERY - 1) == 0 && self.clock.expired() {
                self.stopped = Some(StopReason::Time);
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

    /// Searches the root with windows that start narrow around the last
    /// score and widen on failure.
    fn aspiration(&mut self, board: &Board<R>, depth: i32, previous: i32) -> i32 {
        if depth < 4 || previous.abs() >= WIN - MAX_PLY as i32 {
            return self.root_search(board, depth, -INFINITE, INFINITE);
        }
        let mut delta = 30;
        let (mut alpha, mut beta) = (previous - delta, previous + delta);
        loop {
            let score = self.root_search(board, depth, alpha, beta);
            if self.is_stopped() {
                return score;
            }
            if score <= alpha {
                alpha = (score - delta).max(-INFINITE);
            } else if score >= beta {
                beta = (score + delta).min(INFINITE);
            } else {
                return score;
            }
            delta *= 2;
            if delta > 400 {
                alpha = -INFINITE;
                beta = INFINITE;
            }
        }
    }

    /// One pass over the root moves. With a randomness margin every move is
    /// searched with a window reaching `margin` below the best so far, so
    /// all the near-best moves get exact scores.
    fn root_search(&mut self, board: &Board<R>, depth: i32, mut alpha: i32, beta: i32) -> i32 {
        let margin = self.settings.margin;
        let us = board.men(board.turn());
        let mut best = -INFINITE;
        self.pv_len[0] = 0;
        for i in 0..self.root.len() {
            let action = self.root[i].action;
            let child = board.play(&action);
            self.line
                .push(child.zobrist(), action.is_capture(), us.has(action.from));
            let score = if margin > 0 {
                let floor = if best == -INFINITE {
                    -INFINITE
                } else {
                    best - margin - 1
                };
                -self.search(&child, depth - 1, 1, -beta, -floor, true)
            } else if i == 0 {
                -self.search(&child, depth - 1, 1, -beta, -alpha, true)
            } else {
                let s = -self.search(&child, depth - 1, 1, -alpha - 1, -alpha, false);
                if s > alpha && s < beta && !self.is_stopped() {
                    -self.search(&child, depth - 1, 1, -beta, -alpha, true)
                } else {
                    s
                }
            };
            self.line.pop();
            if self.is_stopped() {
                break;
            }
            self.root[i].score = score;
            // A later move that failed low has only an upper bound: it must
            // not displace the first move, whose bound is at least as good.
            let exact_or_better = i == 0 || margin > 0 || score > alpha;
            if score > best && exact_or_better {
                best = score;
                self.update_pv(0, action);
                let line = self.pv[..self.pv_len[0]].to_vec();
                self.best = Some((action, score, line));
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Makes `action` followed by the child's line the line of `ply`.
    #[inline(always)]
    pub(crate) fn update_pv(&mut self, ply: usize, action: Action) {
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
            return loss_at(ply);
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
        let men = board.men(turn);
        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_code = 0;
        for i in 0..n {
            pick(self.lists[ply].as_mut_slice(), &mut self.keys[ply][..n], i);
            let action = self.lists[ply][i];
            let quiet = !action.is_capture() && !action.promotes;
            let child = board.play(&action);
            self.line
                .push(child.zobrist(), action.is_capture(), men.has(action.from));
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

/// Whether the side to move has a move that captures nothing, found from
/// the bitboards alone (a man step or a king step into an empty square;
/// Dameo's line moves need a free square in front of a line, so a single
/// step exists whenever one does).
#[inline(always)]
pub(crate) fn has_quiet_move<R: Rules<Layout = Board8>>(board: &Board<R>) -> bool {
    let turn = board.turn();
    let white = turn == draughts::Color::White;
    let empty = !board.occupied();
    let men = board.men(turn);
    let kings = board.bits(turn) & board.kings();
    let man_step = R::MAN_STEPS
        .iter()
        .any(|&d: &Dir| Board8::step(men, d.for_side(white)) & empty != 0);
    man_step
        || R::KING_STEPS
            .iter()
            .any(|&d| Board8::step(kings, d) & empty != 0)
}
