//! Moves and results: a game's moves in order (each with the position
//! after it, so that the last one replays without the others) and how a
//! finished game ended, with its end reason by its stored name.

use draughts::EndReason;

use super::games::{color_name, parse_color};
use super::sql::{Row, params};
use super::{StoreError, Tx};
use crate::domain::{GameId, MoveRow, MoveSource, ResultRow, UserId, reason_by_name, reason_name};

/// A game's moves, and the result of a finished one.
pub trait Moves {
    /// Appends a move; its ply must be the next one.
    fn insert_move(
        &self,
        game: GameId,
        m: &MoveRow,
        user: Option<UserId>,
        source: MoveSource,
        now: i64,
    ) -> Result<(), StoreError>;

    /// The last `count` moves of a game, the latest first.
    fn last_moves(&self, game: GameId, count: u32) -> Result<Vec<MoveRow>, StoreError>;

    /// Every move of a game, in order.
    fn moves(&self, game: GameId) -> Result<Vec<MoveRow>, StoreError>;

    /// Records a finished game's result.
    fn insert_result(&self, game: GameId, r: &ResultRow, now: i64) -> Result<(), StoreError>;

    /// The result of a finished game.
    fn result(&self, game: GameId) -> Result<Option<ResultRow>, StoreError>;
}

impl Moves for Tx<'_> {
    fn insert_move(
        &self,
        game: GameId,
        m: &MoveRow,
        user: Option<UserId>,
        source: MoveSource,
        now: i64,
    ) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO moves (game_id, ply, notation, fen_after, user_id, source, created_at,
                 time_left_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                game,
                m.ply,
                m.notation,
                m.fen_after,
                user,
                source.name(),
                now,
                m.time_left_ms
            ],
        )?;
        Ok(())
    }

    fn last_moves(&self, game: GameId, count: u32) -> Result<Vec<MoveRow>, StoreError> {
        self.rows(
            "SELECT ply, notation, fen_after, time_left_ms FROM moves WHERE game_id = ?1
             ORDER BY ply DESC LIMIT ?2",
            params![game, count],
            move_row,
        )
    }

    fn moves(&self, game: GameId) -> Result<Vec<MoveRow>, StoreError> {
        self.rows(
            "SELECT ply, notation, fen_after, time_left_ms FROM moves WHERE game_id = ?1
             ORDER BY ply",
            params![game],
            move_row,
        )
    }

    fn insert_result(&self, game: GameId, r: &ResultRow, now: i64) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO results (game_id, winner, reason, mars, finished_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                game,
                r.winner.map(color_name),
                reason_name(r.reason),
                r.mars,
                now
            ],
        )?;
        Ok(())
    }

    fn result(&self, game: GameId) -> Result<Option<ResultRow>, StoreError> {
        self.opt_row(
            "SELECT winner, reason, mars FROM results WHERE game_id = ?1",
            params![game],
            |r| {
                let winner: Option<String> = r.get(0)?;
                let reason: String = r.get(1)?;
                Ok(ResultRow {
                    winner: winner.as_deref().map(parse_color).transpose()?,
                    reason: parse_reason(&reason)?,
                    mars: r.get(2)?,
                })
            },
        )
    }
}

/// Reads a stored end reason name.
pub(super) fn parse_reason(s: &str) -> Result<EndReason, StoreError> {
    reason_by_name(s).ok_or_else(|| StoreError::corrupt("end reason", s))
}

fn move_row(r: &Row) -> Result<MoveRow, StoreError> {
    Ok(MoveRow {
        ply: r.get(0)?,
        notation: r.get(1)?,
        fen_after: r.get(2)?,
        time_left_ms: r.get(3)?,
    })
}
