//! Perft: the number of leaf nodes at exactly `depth` plies, the standard
//! check of a move generator against published counts.
//!
//! Copy-make on the `Copy` board, one preallocated [`MoveList`] per ply (no
//! allocation inside the tree), and bulk counting at the last ply: capture
//! routes are counted as found and quiet moves by popcount. Under
//! short-range diagonal rules (English) whole subtrees are counted on bare
//! piece sets instead (`movegen/short.rs`), falling back to this general
//! path only below a king that may jump more than once. A node without
//! legal moves above the last ply contributes 0 (the chess convention).
//! A position with more moves than a list holds (thousands of flying-king
//! routes) is expanded into a vector instead: correct, and rare enough not
//! to matter for speed.

use crate::action::MoveList;
use crate::board::{Board, Word};
use crate::movegen;
use crate::mv::Move;
use crate::position::{Position, WithBoard};
use crate::rules::Rules;

/// How capture routes with the same outcome are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counting {
    /// One move per distinct (start, end, captured set): dctl "drop
    /// duplicates".
    Unique,
    /// Every capture route: kish, and dctl "keep duplicates".
    Routes,
}

/// Leaf nodes at exactly `depth` plies below `position`.
pub fn perft(position: &Position, depth: u32, counting: Counting) -> u64 {
    struct Visit(u32, Counting);
    impl WithBoard for Visit {
        type Output = u64;
        fn run<R: Rules>(self, board: &Board<R>) -> u64 {
            board.perft(self.0, self.1)
        }
    }
    position.with_board(Visit(depth, counting))
}

/// Perft of each legal move's subtree (`depth - 1` plies below it). Moves
/// are listed as [`Position::legal_moves`] (unique) or
/// [`Position::legal_routes`] (routes) list them; empty when `depth` is 0.
pub fn perft_divide(position: &Position, depth: u32, counting: Counting) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let moves = match counting {
        Counting::Unique => position.legal_moves(),
        Counting::Routes => position.legal_routes(),
    };
    moves
        .into_iter()
        .map(|mv| {
            let nodes = perft(&position.play_unchecked(&mv), depth - 1, counting);
            (mv, nodes)
        })
        .collect()
}

impl<R: Rules> Board<R> {
    /// Leaf nodes at exactly `depth` plies below this board.
    pub fn perft(&self, depth: u32, counting: Counting) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut lists: Vec<MoveList<Word<R>>> = (0..depth).map(|_| MoveList::new()).collect();
        match counting {
            Counting::Routes => routes(self, depth, &mut lists),
            Counting::Unique => unique(self, depth, &mut lists),
        }
    }
}

fn routes<R: Rules>(board: &Board<R>, depth: u32, lists: &mut [MoveList<Word<R>>]) -> u64 {
    if depth == 1 {
        return board.count_routes();
    }
    if let Some(n) = movegen::bulk_perft(board, depth, &mut |b: &Board<R>, d| routes(b, d, lists)) {
        return n;
    }
    let Some((list, deeper)) = lists.split_first_mut() else {
        return 0;
    };
    if depth == 2 {
        // Count each child as its move is found, without a move list.
        return movegen::sum_over_moves::<R, false>(board, list, |a| {
            board.play_unhashed(a).count_routes()
        });
    }
    board.generate_routes(list);
    if list.overflowed() {
        let all = movegen::actions::<R, false>(board);
        return all
            .iter()
            .map(|a| routes(&board.play_unhashed(a), depth - 1, deeper))
            .sum();
    }
    let mut nodes = 0;
    for action in list.as_slice() {
        nodes += routes(&board.play_unhashed(action), depth - 1, deeper);
    }
    nodes
}

fn unique<R: Rules>(board: &Board<R>, depth: u32, lists: &mut [MoveList<Word<R>>]) -> u64 {
    if depth >= 2
        && let Some(n) =
            movegen::bulk_perft(board, depth, &mut |b: &Board<R>, d| unique(b, d, lists))
    {
        return n;
    }
    let Some((list, deeper)) = lists.split_first_mut() else {
        return 0;
    };
    if depth == 1 {
        return movegen::count_unique(board, list);
    }
    if let (2, Some(scratch)) = (depth, deeper.first_mut()) {
        return movegen::sum_over_moves::<R, true>(board, list, |a| {
            movegen::count_unique(&board.play_unhashed(a), scratch)
        });
    }
    board.generate(list);
    if list.overflowed() {
        let all = movegen::actions::<R, true>(board);
        return all
            .iter()
            .map(|a| unique(&board.play_unhashed(a), depth - 1, deeper))
            .sum();
    }
    let mut nodes = 0;
    for action in list.as_slice() {
        nodes += unique(&board.play_unhashed(action), depth - 1, deeper);
    }
    nodes
}
