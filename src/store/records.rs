//! Looking games up after the fact: by id, the last one a chat showed, and
//! a player's finished games with their results (`history`).

use super::games::{COLUMNS, parse_color};
use super::moves::parse_reason;
use super::sql::params;
use super::{StoreError, Tx};
use crate::domain::{ChatId, Finished, GameId, GameRow, ResultRow, UserId};

/// Games looked up after the fact: by id, the last one a chat showed, a
/// player's finished games.
pub trait Records {
    /// The game with this id, if there is one.
    fn find_game(&self, id: GameId) -> Result<Option<GameRow>, StoreError>;

    /// The newest game a chat showed, whatever became of it.
    fn last_game_in_chat(&self, chat: ChatId) -> Result<Option<GameRow>, StoreError>;

    /// Up to `limit` finished games the user played, newest first.
    fn finished_games_of(&self, user: UserId, limit: u32) -> Result<Vec<Finished>, StoreError>;

    /// Up to `limit` games the user plays or opened that are still open or
    /// running (not set aside), newest first.
    fn live_games_of(&self, user: UserId, limit: u32) -> Result<Vec<GameRow>, StoreError>;
}

impl Records for Tx<'_> {
    fn find_game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM games WHERE id = ?1");
        self.opt_row(&sql, params![id], |r| GameRow::try_from(r))
    }

    fn last_game_in_chat(&self, chat: ChatId) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM games WHERE id =
               (SELECT MAX(game_id) FROM game_chats WHERE chat_id = ?1)"
        );
        self.opt_row(&sql, params![chat], |r| GameRow::try_from(r))
    }

    fn finished_games_of(&self, user: UserId, limit: u32) -> Result<Vec<Finished>, StoreError> {
        let columns: Vec<String> = COLUMNS
            .split(',')
            .map(|c| format!("g.{}", c.trim()))
            .collect();
        let sql = format!(
            "SELECT {}, r.winner, r.reason, r.mars, r.finished_at
             FROM games g JOIN results r ON r.game_id = g.id
             WHERE g.status = 'finished' AND (g.white = ?1 OR g.black = ?1)
             ORDER BY r.finished_at DESC, g.id DESC LIMIT ?2",
            columns.join(", ")
        );
        let width = columns.len();
        self.rows(&sql, params![user, limit], |r| {
            let winner: Option<String> = r.get(width)?;
            let reason: String = r.get(width + 1)?;
            Ok(Finished {
                game: GameRow::try_from(r)?,
                result: ResultRow {
                    winner: winner.as_deref().map(parse_color).transpose()?,
                    reason: parse_reason(&reason)?,
                    mars: r.get(width + 2)?,
                },
                finished_at: r.get(width + 3)?,
            })
        })
    }

    fn live_games_of(&self, user: UserId, limit: u32) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM games WHERE status IN ('open', 'active')
               AND set_aside_at IS NULL AND (white = ?1 OR black = ?1 OR creator = ?1)
             ORDER BY id DESC LIMIT ?2"
        );
        self.rows(&sql, params![user, limit], |r| GameRow::try_from(r))
    }
}
