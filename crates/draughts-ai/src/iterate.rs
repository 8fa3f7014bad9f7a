//! Iterative deepening at the root: one pass per depth, aspiration windows
//! from depth 4, the root moves kept in order of their last scores, and the
//! decisions of when to stop and which move to report.

use std::time::Duration;

use draughts::{Action, Board, Word};

use crate::eval::Evaluate;

use crate::line::MoveKind;
use crate::score::{INFINITE, WIN};
use crate::search::{Searcher, TimeSource};
use crate::{MAX_DEPTH, MAX_PLY};

/// A root move and its score in the last iteration that searched it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RootMove<W> {
    /// The move.
    pub action: Action<W>,
    /// Its score (an upper bound if it failed low), `-INFINITE` before any.
    pub score: i32,
}

/// One completed iteration.
#[derive(Clone, Debug)]
pub(crate) struct RawIteration<W> {
    /// The depth searched.
    pub depth: u32,
    /// The best score found.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time spent so far.
    pub elapsed: Duration,
    /// The principal variation.
    pub pv: Vec<Action<W>>,
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
    /// The search's [`crate::Stop`] flag was raised.
    Stopped,
}

/// What a finished search found, in the fast layer's terms.
#[derive(Clone, Debug)]
pub(crate) struct RawResult<W> {
    /// The best move found.
    pub best: Action<W>,
    /// Its score.
    pub score: i32,
    /// The principal variation, starting with `best`.
    pub pv: Vec<Action<W>>,
    /// The completed iterations, shallowest first.
    pub iterations: Vec<RawIteration<W>>,
    /// The root moves of the last completed iteration, best first.
    pub root: Vec<RootMove<W>>,
    /// Nodes searched.
    pub nodes: u64,
    /// The deepest ply reached.
    pub seldepth: u32,
    /// Time spent.
    pub elapsed: Duration,
    /// Why the search stopped.
    pub stop: StopReason,
}

impl<R: Evaluate, C: TimeSource> Searcher<'_, R, C> {
    /// Searches `board` by iterative deepening, handing each completed
    /// iteration to `observe` as it ends; `None` when it has no legal move.
    pub(crate) fn run(
        mut self,
        board: &Board<R>,
        observe: &mut dyn FnMut(&RawIteration<Word<R>>),
    ) -> Option<RawResult<Word<R>>> {
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
        let mut iterations: Vec<RawIteration<Word<R>>> = Vec::new();
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
            let iteration = RawIteration {
                depth,
                score,
                nodes: self.nodes,
                elapsed: self.clock.elapsed(),
                pv,
            };
            observe(&iteration);
            iterations.push(iteration);
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
    /// the deadline passed or the search was stopped. A search bounded by
    /// time uses all of it (an iteration cut by the deadline still gives
    /// its best completed root move); with a node budget the clock is only
    /// the safety net, so that the result does not depend on the machine's
    /// speed.
    fn out_of_budget(&self) -> Option<StopReason> {
        if self.nodes >= self.node_limit {
            Some(StopReason::Nodes)
        } else {
            self.clock.expired()
        }
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
        let mut best = -INFINITE;
        self.pv_len[0] = 0;
        for i in 0..self.root.len() {
            let action = self.root[i].action;
            let child = board.play(&action);
            self.line
                .push(child.zobrist(), MoveKind::of(board, &action));
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
}
