//! Self-play games for training: a seeded random opening, then the
//! hand-written evaluation against itself at a node budget, and the quiet
//! positions of the game (no capture for the side to move) labelled with
//! its result.

use draughts::{Color, Game, Variant};

use super::features;
use crate::eval::EvalStyle;
use crate::eval::learned::Features;
use crate::level::Settings;
use crate::limits::Limits;

/// How the training games are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameConfig {
    /// Positions each move's search may visit.
    pub nodes: u64,
    /// Random plies that open each game.
    pub opening_plies: usize,
    /// Plies after which a game is stopped and counted as a draw.
    pub max_plies: usize,
}

impl Default for GameConfig {
    fn default() -> GameConfig {
        GameConfig {
            nodes: 1_000,
            opening_plies: 6,
            max_plies: 300,
        }
    }
}

/// One training position: its features and the game's result for White
/// (1 a win, 0.5 a draw, 0 a loss).
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// What the evaluation reads of the position.
    pub features: Features,
    /// White's result.
    pub result: f64,
}

/// Plays one game of `variant` from `seed` under `config`; returns its
/// quiet positions after the opening, labelled with the result.
pub fn play_game(variant: Variant, seed: u64, config: &GameConfig) -> Vec<Sample> {
    let mut game = Game::new(variant);
    let mut positions = Vec::new();
    while !game.is_over() && game.ply() < config.max_plies {
        let ply = game.ply();
        let move_seed = crate::mix_seed(seed, ply as u64);
        let mv = if ply < config.opening_plies {
            crate::random_move(&game, move_seed)
        } else {
            let position = game.position();
            if !position.has_capture() {
                positions.push(features(position));
            }
            let settings = Settings {
                limits: Limits {
                    movetime: None,
                    depth: None,
                    nodes: Some(config.nodes),
                },
                style: EvalStyle::Full,
                margin: 0,
                seed: move_seed,
                table_bits: 16,
            };
            crate::search(&game, &settings).map(|r| r.best)
        };
        let Some(mv) = mv else { break };
        if game.play(&mv).is_err() {
            break;
        }
    }
    let result = match game.outcome().and_then(|o| o.winner) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    };
    positions
        .into_iter()
        .map(|features| Sample { features, result })
        .collect()
}
