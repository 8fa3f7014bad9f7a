//! The outbox: replies owed to chats, written in the same transaction as
//! the state change they report and settled once the platform took them:
//! a row sent is deleted then, one refused, superseded or dropped is marked
//! and kept until pruned.
//!
//! Rows hold the effect as an opaque payload; the core encodes and decodes
//! it. What the store knows is the domain around it: the chat, the game a
//! board shows, the token of the event it answers, and how it was settled.
//!
//! Each row is leased to the instance that delivers it. A chat has one
//! delivery lane at a time across instances: its unsettled rows (but those
//! [`NewParcel::beside`] the lane) belong to one instance, the one that
//! claimed the chat's latest row, while its latest lease on any row runs
//! ([`Outbox::chat_lane`]). A row posted for
//! a chat another instance holds is leased to that instance and marked
//! handed over; the holder takes it with [`Outbox::pick_up_handed`], which
//! clears the mark, so each is picked up once. Every claim clears it too.
//!
//! Unsettled is tested two ways, equal by the table's CHECK, so that each
//! statement can use only the index made for it: `outcome IS NULL` where
//! a row is found by its id, its chat's lane (`outbox_chat_lane`, whose
//! predicate tests `outcome`) or its hand-over mark (`outbox_handed`);
//! `settled_at IS NULL` where a holder's or every unsettled row is read
//! (`outbox_holder_leases`, `outbox_leases`, `outbox_unsent`). PostgreSQL's
//! planner sees the partial indexes of unsettled rows as nearly empty (its
//! statistics are taken between bursts), so where several matched a
//! statement it scanned a whole one, every unsettled row, instead of
//! seeking in the right one, several times slower under load (see
//! docs/benchmarks.md).

use super::sql::params;
use super::{StoreError, Tx, parse_col};
use crate::domain::{ChatKey, GameId};

/// The database id of an outbox row.
pub type ParcelId = i64;

/// An item just settled: its chat, and for a board its game and, when it
/// was sent, its payload (which says the version the board shows).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settled {
    /// The chat it was for.
    pub chat: ChatKey,
    /// The game, when it was a board.
    pub board_of: Option<GameId>,
    /// A sent board's stored payload.
    pub board: Option<String>,
}

/// How an item left the outbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settlement {
    /// The platform accepted it.
    Sent,
    /// The platform refused it for good (blocked, chat gone, bad request).
    Refused,
    /// A newer board of the same game took its place before it was sent.
    Superseded,
    /// The chat's queue was full; it was given up.
    Dropped,
}

impl Settlement {
    fn name(self) -> &'static str {
        match self {
            Settlement::Sent => "sent",
            Settlement::Refused => "refused",
            Settlement::Superseded => "superseded",
            Settlement::Dropped => "dropped",
        }
    }
}

/// An item to write to the outbox.
#[derive(Clone, Debug)]
pub struct NewParcel<'a> {
    /// Where it goes.
    pub chat: &'a ChatKey,
    /// The game, for a board.
    pub board_of: Option<GameId>,
    /// The encoded effect.
    pub payload: &'a str,
    /// The adapter's token of the event it answers.
    pub reply_to: Option<&'a str>,
    /// Leased to an instance that holds the chat's lane, not to the
    /// writer: that instance picks it up ([`Outbox::pick_up_handed`]).
    pub handed_over: bool,
    /// A private answer through the event's own channel (a toast, an
    /// ephemeral reply), which only the writer can use: it stays the
    /// writer's and holds no lane.
    pub beside: bool,
}

/// An unsettled item, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredParcel {
    /// Its id; items of one chat go out in id order.
    pub id: ParcelId,
    /// Where it goes.
    pub chat: ChatKey,
    /// The game, for a board.
    pub board_of: Option<GameId>,
    /// The encoded effect.
    pub payload: String,
    /// The adapter's token of the event it answers.
    pub reply_to: Option<String>,
}

/// An instance's claim on the items it delivers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lease<'a> {
    /// The instance's name.
    pub holder: &'a str,
    /// Until when the claim holds (Unix ms) unless renewed.
    pub until: i64,
}

/// Who delivers a chat's unsettled items, as the latest of them says (items
/// beside the lane left out).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChatLane {
    /// The chat has no unsettled item.
    Free,
    /// An instance whose lease runs.
    Held {
        /// The instance's name.
        holder: String,
        /// Its latest lease on any of its rows (Unix ms).
        until: i64,
        /// The row was handed over to it and not picked up yet.
        waiting: bool,
    },
    /// The lease ran out: its instance died or stalled.
    Lapsed,
}

/// Which unsettled items an instance claims.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// Those whose lease ran out (their instance died).
    Expired,
    /// Those too, and the ones still leased to this instance's name: a
    /// restarted instance takes back what it owed before.
    ExpiredAndOwn,
}

/// The outbox: replies owed to chats, leased to the instance that
/// delivers them (see the module's documentation).
pub trait Outbox {
    /// Writes an item to the outbox, claimed by `lease`; returns its id.
    fn post(
        &self,
        parcel: &NewParcel<'_>,
        lease: Lease<'_>,
        now: i64,
    ) -> Result<ParcelId, StoreError>;

    /// Who holds `chat`'s lane at `now`: the instance that claimed the
    /// chat's latest unsettled row, until the latest lease it holds on any
    /// row (a row handed to it may still carry an older lease than its
    /// last renewal, which it will renew on its next).
    fn chat_lane(&self, chat: &ChatKey, now: i64) -> Result<ChatLane, StoreError>;

    /// Takes `chat`'s lane for `lease.holder`: claims the chat's unsettled
    /// items whose lease ran out and picks up those handed to it; returns
    /// them, oldest first.
    fn adopt_chat(
        &self,
        chat: &ChatKey,
        lease: Lease<'_>,
        now: i64,
    ) -> Result<Vec<StoredParcel>, StoreError>;

    /// Picks up the unsettled items handed over to `holder`, oldest first,
    /// clearing their mark: one conditional update, so each is picked up
    /// once.
    fn pick_up_handed(&self, holder: &str) -> Result<Vec<StoredParcel>, StoreError>;

    /// Extends the lease of every unsettled item `lease.holder` claimed.
    fn renew_leases(&self, lease: Lease<'_>) -> Result<usize, StoreError>;

    /// The chats that have unsettled items `which` names for `holder`.
    fn chats_to_claim(
        &self,
        holder: &str,
        which: Claim,
        now: i64,
    ) -> Result<Vec<ChatKey>, StoreError>;

    /// Claims `chat`'s unsettled items for `lease.holder` and returns them,
    /// oldest first: the private answers beside the lane whose lease ran
    /// out; every item of the lane when `lane` says it lapsed; and the
    /// claimer's own when `which` says so. Two instances claiming
    /// at once cannot both get an item: the claim is one conditional update.
    fn claim_unsent(
        &self,
        chat: &ChatKey,
        lease: Lease<'_>,
        which: Claim,
        lane: bool,
        now: i64,
    ) -> Result<Vec<StoredParcel>, StoreError>;

    /// Settles an unsettled item; returns its chat and game (for a board),
    /// or `None` when it was settled already or never existed. An item
    /// sent is deleted: nothing reads it again, and keeping every reply
    /// for a day would grow the table by a row of about 1 KB a move. The
    /// others stay, marked, until pruned, for inspection.
    fn settle(
        &self,
        id: ParcelId,
        how: Settlement,
        now: i64,
    ) -> Result<Option<Settled>, StoreError>;

    /// Whether an item is still owed: written and not yet settled.
    fn is_owed(&self, id: ParcelId) -> Result<bool, StoreError>;

    /// Forgets items settled before `before`.
    fn prune_outbox(&self, before: i64) -> Result<usize, StoreError>;
}

impl Outbox for Tx<'_> {
    fn post(
        &self,
        parcel: &NewParcel<'_>,
        lease: Lease<'_>,
        now: i64,
    ) -> Result<ParcelId, StoreError> {
        self.row(
            "INSERT INTO outbox (platform, chat, game_id, payload, reply_to, created_at,
                claimed_by, lease_until, handed_over, beside)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) RETURNING id",
            params![
                parcel.chat.platform.name(),
                parcel.chat.id,
                parcel.board_of,
                parcel.payload,
                parcel.reply_to,
                now,
                lease.holder,
                lease.until,
                parcel.handed_over,
                parcel.beside
            ],
            |r| r.get(0),
        )
    }

    fn chat_lane(&self, chat: &ChatKey, now: i64) -> Result<ChatLane, StoreError> {
        let latest = self.opt_row(
            "SELECT o.claimed_by,
                    (SELECT MAX(h.lease_until) FROM outbox h
                     WHERE h.claimed_by = o.claimed_by AND h.settled_at IS NULL),
                    o.handed_over
             FROM outbox o
             WHERE o.platform = ?1 AND o.chat = ?2 AND o.outcome IS NULL AND o.beside = 0
             ORDER BY o.id DESC LIMIT 1",
            params![chat.platform.name(), chat.id],
            |r| {
                Ok((
                    r.get::<Option<String>>(0)?,
                    r.get::<Option<i64>>(1)?,
                    r.get::<bool>(2)?,
                ))
            },
        )?;
        Ok(match latest {
            None => ChatLane::Free,
            Some((Some(holder), Some(until), waiting)) if until >= now => ChatLane::Held {
                holder,
                until,
                waiting,
            },
            Some(_) => ChatLane::Lapsed,
        })
    }

    fn adopt_chat(
        &self,
        chat: &ChatKey,
        lease: Lease<'_>,
        now: i64,
    ) -> Result<Vec<StoredParcel>, StoreError> {
        self.parcels(
            "UPDATE outbox SET claimed_by = ?3, lease_until = ?4, handed_over = 0
             WHERE platform = ?1 AND chat = ?2 AND outcome IS NULL AND beside = 0
               AND (lease_until IS NULL OR lease_until < ?5 OR (claimed_by = ?3 AND handed_over = 1))
             RETURNING id, platform, chat, game_id, payload, reply_to",
            params![
                chat.platform.name(),
                chat.id,
                lease.holder,
                lease.until,
                now
            ],
        )
    }

    fn pick_up_handed(&self, holder: &str) -> Result<Vec<StoredParcel>, StoreError> {
        self.parcels(
            "UPDATE outbox SET handed_over = 0
             WHERE claimed_by = ?1 AND handed_over = 1 AND outcome IS NULL
             RETURNING id, platform, chat, game_id, payload, reply_to",
            params![holder],
        )
    }

    fn renew_leases(&self, lease: Lease<'_>) -> Result<usize, StoreError> {
        self.exec(
            "UPDATE outbox SET lease_until = ?2 WHERE claimed_by = ?1 AND settled_at IS NULL",
            params![lease.holder, lease.until],
        )
    }

    fn chats_to_claim(
        &self,
        holder: &str,
        which: Claim,
        now: i64,
    ) -> Result<Vec<ChatKey>, StoreError> {
        self.rows(
            "SELECT DISTINCT platform, chat FROM outbox
             WHERE settled_at IS NULL
               AND (lease_until IS NULL OR lease_until < ?2 OR (?3 = 1 AND claimed_by = ?1))
             ORDER BY platform, chat",
            params![holder, now, which == Claim::ExpiredAndOwn],
            |r| {
                let platform: String = r.get(0)?;
                Ok(ChatKey {
                    platform: parse_col(&platform, "platform")?,
                    id: r.get(1)?,
                })
            },
        )
    }

    fn claim_unsent(
        &self,
        chat: &ChatKey,
        lease: Lease<'_>,
        which: Claim,
        lane: bool,
        now: i64,
    ) -> Result<Vec<StoredParcel>, StoreError> {
        self.parcels(
            "UPDATE outbox SET claimed_by = ?1, lease_until = ?2, handed_over = 0
             WHERE platform = ?5 AND chat = ?6 AND settled_at IS NULL
               AND ((?7 = 1 AND beside = 0)
                    OR (beside = 1 AND (lease_until IS NULL OR lease_until < ?3))
                    OR (?4 = 1 AND claimed_by = ?1))
             RETURNING id, platform, chat, game_id, payload, reply_to",
            params![
                lease.holder,
                lease.until,
                now,
                which == Claim::ExpiredAndOwn,
                chat.platform.name(),
                chat.id,
                lane
            ],
        )
    }

    fn settle(
        &self,
        id: ParcelId,
        how: Settlement,
        now: i64,
    ) -> Result<Option<Settled>, StoreError> {
        let read = |r: &super::sql::Row| {
            let platform: String = r.get(0)?;
            Ok(Settled {
                chat: ChatKey {
                    platform: parse_col(&platform, "platform")?,
                    id: r.get(1)?,
                },
                board_of: r.get(2)?,
                board: r.get(3)?,
            })
        };
        match how {
            Settlement::Sent => self.opt_row(
                "DELETE FROM outbox WHERE id = ?1 AND outcome IS NULL
                 RETURNING platform, chat, game_id,
                   CASE WHEN game_id IS NULL THEN NULL ELSE payload END",
                params![id],
                read,
            ),
            Settlement::Refused | Settlement::Superseded | Settlement::Dropped => self.opt_row(
                "UPDATE outbox SET settled_at = ?2, outcome = ?3
                 WHERE id = ?1 AND outcome IS NULL
                 RETURNING platform, chat, game_id, NULL",
                params![id, now, how.name()],
                read,
            ),
        }
    }

    fn is_owed(&self, id: ParcelId) -> Result<bool, StoreError> {
        self.row(
            "SELECT EXISTS (SELECT 1 FROM outbox WHERE id = ?1 AND outcome IS NULL)",
            params![id],
            |r| r.get(0),
        )
    }

    fn prune_outbox(&self, before: i64) -> Result<usize, StoreError> {
        self.exec(
            "DELETE FROM outbox WHERE settled_at IS NOT NULL AND settled_at < ?1",
            params![before],
        )
    }
}

impl Tx<'_> {
    /// Runs an update that returns whole rows, and gives them oldest first.
    fn parcels(
        &self,
        sql: &str,
        params: &[super::sql::Value],
    ) -> Result<Vec<StoredParcel>, StoreError> {
        let mut parcels = self.rows(sql, params, |r| {
            let platform: String = r.get(1)?;
            Ok(StoredParcel {
                id: r.get(0)?,
                chat: ChatKey {
                    platform: parse_col(&platform, "platform")?,
                    id: r.get(2)?,
                },
                board_of: r.get(3)?,
                payload: r.get(4)?,
                reply_to: r.get(5)?,
            })
        })?;
        parcels.sort_by_key(|p| p.id);
        Ok(parcels)
    }
}
