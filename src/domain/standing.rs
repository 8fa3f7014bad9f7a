//! A player's standing in a variant (rating and record), a leaderboard's
//! line, and a variant's results by colour. The ratings a new player starts
//! with are the core's rule (`app::game::rating`), not the record's.

use draughts::Variant;

use super::UserId;

/// A user's rating and record in one variant.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The user.
    pub user: UserId,
    /// The variant.
    pub variant: Variant,
    /// Glicko-2 rating.
    pub rating: f64,
    /// Glicko-2 rating deviation.
    pub deviation: f64,
    /// Glicko-2 volatility.
    pub volatility: f64,
    /// Rated games played.
    pub rated_games: u32,
    /// Finished games (rated and casual, not local).
    pub games: u32,
    /// Wins.
    pub wins: u32,
    /// Losses.
    pub losses: u32,
    /// Draws.
    pub draws: u32,
    /// Current run of wins.
    pub streak: u32,
    /// Longest run of wins.
    pub best_streak: u32,
    /// Wins without losing a piece.
    pub mars: u32,
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    /// 1-based rank.
    pub rank: u32,
    /// The player's display name.
    pub name: String,
    /// The user.
    pub user: UserId,
    /// Their rating.
    pub rating: f64,
    /// Their deviation.
    pub deviation: f64,
}

/// A variant's finished games by result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ColorResults {
    /// Games White won.
    pub white: u32,
    /// Games Black won.
    pub black: u32,
    /// Drawn games.
    pub draws: u32,
}
