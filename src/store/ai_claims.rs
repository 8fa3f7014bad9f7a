//! Claims on the AI searches bot games wait for: which instance is thinking
//! about a game's next AI move, for which version of the game, and until
//! when its lease holds.
//!
//! A claim is written in the same transaction as the state that asks for the
//! search, renewed by its holder while it lives, and ended when the search
//! ends (its move played, or no move coming). An instance that dies loses
//! its claims when their lease runs out; another one takes each of them over
//! with one conditional update, so exactly one instance asks again. A claim
//! uses the same [`Lease`] as the outbox.

use super::outbox::Lease;
use super::sql::params;
use super::{StoreError, Tx};
use crate::domain::GameId;

/// Which claim on a game's search ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchEnd<'a> {
    /// Whatever claim the game has: its AI move was played, or it waits for
    /// none.
    Any,
    /// The claim for this version of the game only: a later search may have
    /// been asked for since.
    Version(i64),
    /// The claim of this instance only: its own search was refused.
    HeldBy(&'a str),
}

/// Claims on the AI searches bot games wait for, leased like the outbox.
pub trait AiClaims {
    /// Claims the AI search of `game` at `version` for `lease.holder`,
    /// replacing any earlier claim on the game.
    fn claim_search(&self, game: GameId, version: i64, lease: Lease<'_>) -> Result<(), StoreError>;

    /// Extends the lease of every search `lease.holder` claimed.
    fn renew_searches(&self, lease: Lease<'_>) -> Result<usize, StoreError>;

    /// Takes over, for `lease.holder`, up to `limit` searches whose lease
    /// ran out before `now` (their instance died), oldest lease first, and
    /// returns their games. Two instances taking over at once cannot both
    /// get a search: the claim is one conditional update.
    fn take_over_searches(
        &self,
        lease: Lease<'_>,
        now: i64,
        limit: u32,
    ) -> Result<Vec<GameId>, StoreError>;

    /// Running bot games a restarting `holder` asks the AI about again: all
    /// but those whose current search another instance claimed and still
    /// holds at `now`.
    fn searches_to_resume(&self, holder: &str, now: i64) -> Result<Vec<GameId>, StoreError>;

    /// Ends the claim `which` names on `game`'s search; returns whether
    /// there was one.
    fn end_search(&self, game: GameId, which: SearchEnd<'_>) -> Result<bool, StoreError>;

    /// Lets `holder`'s claim on the search of `game` at `version` run out
    /// now, so that the next tick of any instance asks again: its answer
    /// could not be recorded.
    fn let_go_search(&self, game: GameId, version: i64, holder: &str) -> Result<bool, StoreError>;
}

impl AiClaims for Tx<'_> {
    fn claim_search(&self, game: GameId, version: i64, lease: Lease<'_>) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO ai_claims (game_id, version, claimed_by, lease_until)
             VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (game_id) DO UPDATE SET version = excluded.version,
                 claimed_by = excluded.claimed_by, lease_until = excluded.lease_until",
            params![game, version, lease.holder, lease.until],
        )?;
        Ok(())
    }

    fn renew_searches(&self, lease: Lease<'_>) -> Result<usize, StoreError> {
        self.exec(
            "UPDATE ai_claims SET lease_until = ?2 WHERE claimed_by = ?1",
            params![lease.holder, lease.until],
        )
    }

    fn take_over_searches(
        &self,
        lease: Lease<'_>,
        now: i64,
        limit: u32,
    ) -> Result<Vec<GameId>, StoreError> {
        let mut games: Vec<GameId> = self.rows(
            "UPDATE ai_claims SET claimed_by = ?1, lease_until = ?2
             WHERE lease_until < ?3 AND game_id IN
                 (SELECT game_id FROM ai_claims WHERE lease_until < ?3
                  ORDER BY lease_until LIMIT ?4)
             RETURNING game_id",
            params![lease.holder, lease.until, now, limit],
            |r| r.get(0),
        )?;
        games.sort_unstable();
        Ok(games)
    }

    fn searches_to_resume(&self, holder: &str, now: i64) -> Result<Vec<GameId>, StoreError> {
        self.rows(
            "SELECT g.id FROM games g
             WHERE g.status = 'active' AND g.bot_color IS NOT NULL AND g.set_aside_at IS NULL
               AND NOT EXISTS (SELECT 1 FROM ai_claims c
                   WHERE c.game_id = g.id AND c.version = g.version
                     AND c.claimed_by <> ?1 AND c.lease_until >= ?2)
             ORDER BY g.id",
            params![holder, now],
            |r| r.get(0),
        )
    }

    fn end_search(&self, game: GameId, which: SearchEnd<'_>) -> Result<bool, StoreError> {
        let n = match which {
            SearchEnd::Any => {
                self.exec("DELETE FROM ai_claims WHERE game_id = ?1", params![game])?
            }
            SearchEnd::Version(version) => self.exec(
                "DELETE FROM ai_claims WHERE game_id = ?1 AND version = ?2",
                params![game, version],
            )?,
            SearchEnd::HeldBy(holder) => self.exec(
                "DELETE FROM ai_claims WHERE game_id = ?1 AND claimed_by = ?2",
                params![game, holder],
            )?,
        };
        Ok(n > 0)
    }

    fn let_go_search(&self, game: GameId, version: i64, holder: &str) -> Result<bool, StoreError> {
        let n = self.exec(
            "UPDATE ai_claims SET lease_until = 0
             WHERE game_id = ?1 AND version = ?2 AND claimed_by = ?3",
            params![game, version, holder],
        )?;
        Ok(n > 0)
    }
}
