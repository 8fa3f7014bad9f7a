//! Training the learned evaluation (`damabot train`): self-play games from
//! a seed ([`games`]), their quiet positions labelled with the result, and
//! a logistic regression of the weights on them ([`fit`], Texel tuning).
//!
//! Everything here is deterministic for its inputs: the games are played
//! with node budgets (never a clock) and seeded openings, and the fit runs
//! in a fixed order on one thread, so the same seed and sizes give the
//! same weights file, byte for byte.

mod fit;
mod games;

pub use fit::{FitConfig, Progress, fit, fit_k};
pub use games::{GameConfig, Sample, play_game};

pub use crate::eval::learned::{DENSE, DENSE_SCALE, Features, Weights, WeightsError};

use draughts::Position;

/// The learned evaluation's features of `position`.
pub fn features(position: &Position) -> Features {
    with_typed_board!(position, board => crate::eval::learned::features(board.expect("typed board")))
}

/// The weights checked in for `variant`, if it has any.
pub fn checked_in(variant: draughts::Variant) -> Option<&'static Weights> {
    let position = Position::start(variant);
    with_typed_board!(position, board => weights_of(board))
}

fn weights_of<R: crate::eval::Evaluate>(
    _: Option<&draughts::Board<R>>,
) -> Option<&'static Weights> {
    R::weights()
}

#[cfg(test)]
mod tests {
    use draughts::Variant;

    use super::*;

    /// A tiny run: short games at a small node budget, a few epochs.
    fn tiny(seed: u64) -> Vec<u8> {
        let play = GameConfig {
            nodes: 200,
            opening_plies: 4,
            max_plies: 200,
        };
        // Games stopped as draws label every position 0.5, which leaves
        // nothing to fit: games are played until one is decided.
        let mut samples: Vec<Sample> = Vec::new();
        let mut game = 0;
        while !samples.iter().any(|s| s.result != 0.5) {
            assert!(game < 10, "ten drawn games from seed {seed}");
            samples.extend(play_game(Variant::Russian, seed * 100 + game, &play));
            game += 1;
        }
        let config = FitConfig {
            epochs: 3,
            min_count: 1,
            ..FitConfig::default()
        };
        let (weights, _) = fit(
            &Weights::classic(Variant::Russian),
            &samples,
            &[],
            &config,
            &mut |_| {},
        );
        weights.to_bytes()
    }

    #[test]
    fn the_checked_in_weights_load_and_match_their_checksums() {
        for variant in [Variant::International, Variant::Russian] {
            let weights = checked_in(variant).expect("weights load");
            assert_eq!(weights.variant, variant);
            let bytes = weights.to_bytes();
            assert_eq!(Weights::from_bytes(&bytes).as_ref(), Ok(weights));
        }
        assert!(checked_in(Variant::Turkish).is_none());
    }

    #[test]
    fn training_is_reproducible_from_its_seed() {
        let first = tiny(7);
        assert_eq!(first, tiny(7));
        assert_ne!(first, tiny(8));
        assert_ne!(first, Weights::classic(Variant::Russian).to_bytes());
    }
}
