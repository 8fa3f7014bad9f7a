//! Standings: each user's rating and statistics per variant, leaderboards,
//! and a variant's results by colour.

use draughts::Variant;

use super::sql::{Row, params};
use super::{StoreError, Tx};
use crate::domain::{ChatId, ColorResults, Ranked, Standing, UserId};

const COLUMNS: &str = "user_id, variant, rating, deviation, volatility, rated_games, games, wins,
    losses, draws, streak, best_streak, mars";

impl TryFrom<&Row> for Standing {
    type Error = StoreError;
    fn try_from(r: &Row) -> Result<Self, StoreError> {
        let variant: String = r.get(1)?;
        Ok(Standing {
            user: r.get(0)?,
            variant: super::parse_col(&variant, "variant")?,
            rating: r.get(2)?,
            deviation: r.get(3)?,
            volatility: r.get(4)?,
            rated_games: r.get(5)?,
            games: r.get(6)?,
            wins: r.get(7)?,
            losses: r.get(8)?,
            draws: r.get(9)?,
            streak: r.get(10)?,
            best_streak: r.get(11)?,
            mars: r.get(12)?,
        })
    }
}

/// Each user's rating and record per variant, leaderboards, and a
/// variant's results by colour.
pub trait Standings {
    /// A user's standing in a variant; `None` if they never played it.
    fn standing(&self, user: UserId, variant: Variant) -> Result<Option<Standing>, StoreError>;

    /// Every variant a user has a standing in.
    fn standings_of(&self, user: UserId) -> Result<Vec<Standing>, StoreError>;

    /// Writes a standing.
    fn save_standing(&self, s: &Standing, now: i64) -> Result<(), StoreError>;

    /// The best-rated players of a variant (at least one rated game);
    /// restricted to players who played in a chat when `chat` is given.
    fn leaderboard(
        &self,
        variant: Variant,
        chat: Option<ChatId>,
        limit: u32,
    ) -> Result<Vec<Ranked>, StoreError>;

    /// A user's global rank in a variant (1 = best), if they are rated.
    fn rank_of(&self, user: UserId, variant: Variant) -> Result<Option<u32>, StoreError>;

    /// How a variant's finished games ended, by colour.
    fn results_by_color(&self, variant: Variant) -> Result<ColorResults, StoreError>;

    /// Games with a result since `since` in which `user` held a seat, other
    /// than local games and games between two accounts linked as one
    /// person (as they are now), that lasted at least `min_plies` plies:
    /// the games that pay coins, which a daily cap counts.
    fn paying_games_since(
        &self,
        user: UserId,
        since: i64,
        min_plies: u32,
    ) -> Result<u32, StoreError>;

    /// Rated games with a result since `since` between `a` and `b`, either
    /// colour: what a cap on rated games between the same two accounts
    /// counts.
    fn rated_games_between_since(
        &self,
        a: UserId,
        b: UserId,
        since: i64,
    ) -> Result<u32, StoreError>;
}

impl Standings for Tx<'_> {
    fn standing(&self, user: UserId, variant: Variant) -> Result<Option<Standing>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM standings WHERE user_id = ?1 AND variant = ?2");
        self.opt_row(&sql, params![user, variant.name()], |r| {
            Standing::try_from(r)
        })
    }

    fn standings_of(&self, user: UserId) -> Result<Vec<Standing>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM standings WHERE user_id = ?1 ORDER BY variant");
        self.rows(&sql, params![user], |r| Standing::try_from(r))
    }

    fn save_standing(&self, s: &Standing, now: i64) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO standings (user_id, variant, rating, deviation, volatility, rated_games,
                games, wins, losses, draws, streak, best_streak, mars, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
             ON CONFLICT (user_id, variant) DO UPDATE SET rating = excluded.rating,
                deviation = excluded.deviation, volatility = excluded.volatility,
                rated_games = excluded.rated_games, games = excluded.games,
                wins = excluded.wins, losses = excluded.losses, draws = excluded.draws,
                streak = excluded.streak, best_streak = excluded.best_streak,
                mars = excluded.mars, updated_at = excluded.updated_at",
            params![
                s.user,
                s.variant.name(),
                s.rating,
                s.deviation,
                s.volatility,
                s.rated_games,
                s.games,
                s.wins,
                s.losses,
                s.draws,
                s.streak,
                s.best_streak,
                s.mars,
                now
            ],
        )?;
        Ok(())
    }

    fn leaderboard(
        &self,
        variant: Variant,
        chat: Option<ChatId>,
        limit: u32,
    ) -> Result<Vec<Ranked>, StoreError> {
        let rows = self.rows(
            "SELECT u.name, s.user_id, s.rating, s.deviation FROM standings s
             JOIN users u ON u.id = s.user_id
             WHERE s.variant = ?1 AND s.rated_games > 0
               AND (CAST(?2 AS BIGINT) IS NULL OR s.user_id IN (
                   SELECT g.white FROM games g JOIN game_chats c ON c.game_id = g.id
                    WHERE c.chat_id = ?2 AND g.white IS NOT NULL
                   UNION
                   SELECT g.black FROM games g JOIN game_chats c ON c.game_id = g.id
                    WHERE c.chat_id = ?2 AND g.black IS NOT NULL))
             ORDER BY s.rating DESC, s.user_id LIMIT ?3",
            params![variant.name(), chat, limit],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )?;
        Ok(rows
            .into_iter()
            .enumerate()
            .map(|(i, (name, user, rating, deviation))| Ranked {
                rank: u32::try_from(i + 1).unwrap_or(u32::MAX),
                name,
                user,
                rating,
                deviation,
            })
            .collect())
    }

    fn rank_of(&self, user: UserId, variant: Variant) -> Result<Option<u32>, StoreError> {
        let rated: Option<f64> = self.opt_row(
            "SELECT rating FROM standings WHERE user_id = ?1 AND variant = ?2 AND rated_games > 0",
            params![user, variant.name()],
            |r| r.get(0),
        )?;
        let Some(rating) = rated else {
            return Ok(None);
        };
        let better: u32 = self.row(
            "SELECT COUNT(*) FROM standings WHERE variant = ?1 AND rated_games > 0
               AND (rating > ?2 OR (rating = ?2 AND user_id < ?3))",
            params![variant.name(), rating, user],
            |r| r.get(0),
        )?;
        Ok(Some(better + 1))
    }

    fn results_by_color(&self, variant: Variant) -> Result<ColorResults, StoreError> {
        let rows = self.rows(
            "SELECT r.winner, COUNT(*) FROM results r JOIN games g ON g.id = r.game_id
             WHERE g.variant = ?1 GROUP BY r.winner",
            params![variant.name()],
            |r| Ok((r.get::<Option<String>>(0)?, r.get::<u32>(1)?)),
        )?;
        let mut out = ColorResults::default();
        for (winner, n) in rows {
            match winner.as_deref() {
                Some("white") => out.white += n,
                Some("black") => out.black += n,
                _ => out.draws += n,
            }
        }
        Ok(out)
    }

    fn paying_games_since(
        &self,
        user: UserId,
        since: i64,
        min_plies: u32,
    ) -> Result<u32, StoreError> {
        self.row(
            "SELECT COUNT(*) FROM results r JOIN games g ON g.id = r.game_id
             WHERE r.finished_at >= ?2 AND g.mode <> 'local'
               AND (g.white = ?1 OR g.black = ?1)
               AND EXISTS (SELECT 1 FROM moves m WHERE m.game_id = g.id AND m.ply >= ?3)
               AND NOT EXISTS (SELECT 1 FROM account_links x
                   JOIN account_links y ON y.person = x.person AND y.user_id <> x.user_id
                   WHERE x.user_id = g.white AND y.user_id = g.black)",
            params![user, since, min_plies],
            |r| r.get(0),
        )
    }

    fn rated_games_between_since(
        &self,
        a: UserId,
        b: UserId,
        since: i64,
    ) -> Result<u32, StoreError> {
        self.row(
            "SELECT COUNT(*) FROM results r JOIN games g ON g.id = r.game_id
             WHERE r.finished_at >= ?3 AND g.rated = 1
               AND ((g.white = ?1 AND g.black = ?2) OR (g.white = ?2 AND g.black = ?1))",
            params![a, b, since],
            |r| r.get(0),
        )
    }
}
