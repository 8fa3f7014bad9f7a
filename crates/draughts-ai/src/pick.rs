//! The seeded choice of the weak levels: a move drawn uniformly among the
//! root moves that score within a margin of the best.

use crate::iterate::RootMove;
use crate::rng::Rng;

/// Index into `root` (best first, scores from the same iteration) of the
/// move to play: the best when `margin` is 0, otherwise one drawn with
/// `seed` among those within `margin` of the best.
pub(crate) fn near_best<W>(root: &[RootMove<W>], margin: i32, seed: u64) -> usize {
    let Some(top) = root.iter().map(|m| m.score).max() else {
        return 0;
    };
    let best = root.iter().position(|m| m.score == top).unwrap_or(0);
    if margin <= 0 {
        return best;
    }
    let candidates: Vec<usize> = (0..root.len())
        .filter(|&i| root[i].score >= top - margin)
        .collect();
    candidates[Rng::new(seed).below(candidates.len())]
}

#[cfg(test)]
mod tests {
    use draughts::Action;

    use super::*;

    fn root(scores: &[i32]) -> Vec<RootMove<u64>> {
        scores
            .iter()
            .map(|&score| RootMove {
                action: Action::default(),
                score,
            })
            .collect()
    }

    #[test]
    fn draws_only_among_near_best_moves() {
        let moves = root(&[50, 45, -100, 20, 49]);
        assert_eq!(near_best(&moves, 0, 3), 0);
        let mut seen = [false; 5];
        for seed in 0..200 {
            seen[near_best(&moves, 10, seed)] = true;
        }
        assert_eq!(seen, [true, true, false, false, true]);
    }
}
