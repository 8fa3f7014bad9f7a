//! Offers a player makes and the other answers (issue 36): a rematch of a
//! finished game, a takeback in a running one; and taking moves back.

use super::sql::params;
use super::{StoreError, Tx};
use crate::domain::{GameId, UserId};

/// What is offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferKind {
    /// A new game between the same players, colours swapped.
    Rematch,
    /// Taking back the offerer's last move.
    Takeback,
    /// A game opened for one named player, who alone may take its seat.
    Challenge,
}

impl OfferKind {
    /// The stored name.
    pub fn name(self) -> &'static str {
        match self {
            OfferKind::Rematch => "rematch",
            OfferKind::Takeback => "takeback",
            OfferKind::Challenge => "challenge",
        }
    }
}

/// A standing offer: who made it, and the plies the game had then.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The player who offered.
    pub by: UserId,
    /// The plies played when it was made.
    pub ply: i64,
    /// When it lapses (Unix ms), if it does on its own (a challenge).
    pub expires: Option<i64>,
}

/// Standing offers, and taking moves back.
pub trait Offers {
    /// Makes (or replaces) a game's offer of a kind.
    fn set_offer(&self, game: GameId, kind: OfferKind, offer: Offer) -> Result<(), StoreError>;

    /// A game's standing offer of a kind.
    fn offer(&self, game: GameId, kind: OfferKind) -> Result<Option<Offer>, StoreError>;

    /// Withdraws a game's offer of a kind.
    fn clear_offer(&self, game: GameId, kind: OfferKind) -> Result<(), StoreError>;

    /// Up to `limit` games whose offer of a kind lapsed before `now`.
    fn lapsed_offers(
        &self,
        kind: OfferKind,
        now: i64,
        limit: u32,
    ) -> Result<Vec<GameId>, StoreError>;

    /// Deletes a game's moves after ply `keep` (a takeback).
    fn truncate_moves(&self, game: GameId, keep: u32) -> Result<(), StoreError>;
}

impl Offers for Tx<'_> {
    fn set_offer(&self, game: GameId, kind: OfferKind, offer: Offer) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO offers (game_id, kind, user_id, ply, expires_at)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (game_id, kind) DO UPDATE SET user_id = excluded.user_id,
                 ply = excluded.ply, expires_at = excluded.expires_at",
            params![game, kind.name(), offer.by, offer.ply, offer.expires],
        )
    }

    fn offer(&self, game: GameId, kind: OfferKind) -> Result<Option<Offer>, StoreError> {
        self.opt_row(
            "SELECT user_id, ply, expires_at FROM offers WHERE game_id = ?1 AND kind = ?2",
            params![game, kind.name()],
            |r| {
                Ok(Offer {
                    by: r.get(0)?,
                    ply: r.get(1)?,
                    expires: r.get(2)?,
                })
            },
        )
    }

    fn clear_offer(&self, game: GameId, kind: OfferKind) -> Result<(), StoreError> {
        self.apply(
            "DELETE FROM offers WHERE game_id = ?1 AND kind = ?2",
            params![game, kind.name()],
        )
    }

    fn lapsed_offers(
        &self,
        kind: OfferKind,
        now: i64,
        limit: u32,
    ) -> Result<Vec<GameId>, StoreError> {
        self.rows(
            "SELECT game_id FROM offers WHERE kind = ?1 AND expires_at < ?2
             ORDER BY expires_at LIMIT ?3",
            params![kind.name(), now, limit],
            |r| r.get(0),
        )
    }

    fn truncate_moves(&self, game: GameId, keep: u32) -> Result<(), StoreError> {
        self.apply(
            "DELETE FROM moves WHERE game_id = ?1 AND ply > ?2",
            params![game, keep],
        )
    }
}
