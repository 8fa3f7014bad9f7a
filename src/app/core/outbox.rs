//! The core's side of the outbox: effects are written to it in the same
//! transaction as the change they report ([`post`]), claimed by the writing
//! instance; they come back from it after a restart, or to another instance
//! once the writer's lease ran out ([`claim`], [`collect`]); and they are
//! settled when a platform reports how their delivery went ([`Receipt`]).
//!
//! Per chat, one instance delivers at a time, so a chat's items go out in
//! the order they were written even when several instances write them. An
//! item for a chat whose unsettled items another instance holds is handed
//! over to that instance (leased to it, marked, and not returned here); the
//! holder picks it up on its next tick or settlement ([`collect`],
//! [`pick_up`]) and queues it behind what its lane already holds. An
//! instance posting for a chat it may take (free, its own, or left by a
//! lapsed lease) first takes the chat's lapsed items and the ones handed to
//! it, and returns them ahead of the new ones. A private answer to the
//! request's own event (a toast, an ephemeral reply) is never handed over:
//! only the instance that took the event can answer through it.
//!
//! An effect is stored as JSON. A board's edit target is only a hint: after
//! a restart it is refreshed from the game's last posted board, because the
//! boards posted since the item was written may have moved it on.

use serde::{Deserialize, Serialize};

use crate::app::error::CoreError;
use crate::app::{Body, Effect};
use crate::domain::ChatKey;
use crate::store::{ChatLane, Claim, Lease, NewParcel, ParcelId, Port, Settlement, StoredParcel};

/// An effect in the outbox, handed to the platform's delivery.
#[derive(Clone, Debug, PartialEq)]
pub struct Parcel {
    /// The outbox row; report its delivery with [`Core::settle`](crate::app::Core::settle).
    pub id: ParcelId,
    /// What to show, and where.
    pub effect: Effect,
    /// The [`Request::origin`](crate::app::Request::origin) of the request it
    /// answers, when it goes to that request's chat.
    pub reply_to: Option<String>,
}

impl Parcel {
    /// The game, when this is a board.
    pub fn board_of(&self) -> Option<crate::domain::GameId> {
        match &self.effect.body {
            Body::Board(post) => Some(post.game),
            _ => None,
        }
    }

    /// The game and ply of a turn ping: its receipt names the message
    /// posted ([`Receipt::pinged`]), to be deleted once the turn passed on.
    pub fn ping_of(&self) -> Option<(crate::domain::GameId, i64)> {
        match &self.effect.body {
            Body::Ping(ping) => Some((ping.game, ping.ply)),
            _ => None,
        }
    }

    /// Whether this is a newer board of the same game for the same chat as
    /// `older`, which it can then replace unsent.
    pub fn replaces(&self, older: &Parcel) -> bool {
        self.board_of().is_some()
            && self.board_of() == older.board_of()
            && self.effect.chat == older.effect.chat
    }

    /// Takes the place of `older`, a board of the same game for the same
    /// chat that will not be sent: what it was to do beyond showing the
    /// position carries over (posting anew, drawing the image under a
    /// tap-board selection).
    pub fn supersede(&mut self, older: &Parcel) {
        if let (Body::Board(new), Body::Board(old)) = (&mut self.effect.body, &older.effect.body) {
            new.fresh |= old.fresh;
            if let Some(tap) = &mut new.tap
                && !old.tap.as_ref().is_some_and(|t| t.keys_only)
            {
                tap.keys_only = false;
            }
        }
    }
}

/// How the delivery of a [`Parcel`] went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Receipt {
    /// The platform accepted it; a board posted anew names its message.
    Sent {
        /// The platform id of a board message posted anew.
        board_message: Option<String>,
    },
    /// The platform refused it for good.
    Refused {
        /// The bot can no longer write to the chat at all (blocked,
        /// removed): a room tells its other members.
        shut_out: bool,
    },
    /// A turn ping was posted (see [`Parcel::ping_of`]).
    Pinged {
        /// The game whose turn it announced.
        game: crate::domain::GameId,
        /// The plies played when it was written.
        ply: i64,
        /// The platform id of the message, to delete it later.
        message: String,
    },
    /// A newer board of the same game replaced it before it was sent.
    Superseded,
    /// The chat's queue was full and it was given up.
    Dropped,
}

impl Receipt {
    /// The receipt of a turn ping of (`game`, `ply`): a message posted
    /// becomes [`Receipt::Pinged`], so that the core can delete it later.
    pub fn pinged(self, game: crate::domain::GameId, ply: i64) -> Receipt {
        match self {
            Receipt::Sent {
                board_message: Some(message),
            } => Receipt::Pinged { game, ply, message },
            other => other,
        }
    }

    pub(crate) fn settlement(&self) -> Settlement {
        match self {
            Receipt::Sent { .. } | Receipt::Pinged { .. } => Settlement::Sent,
            Receipt::Refused { .. } => Settlement::Refused,
            Receipt::Superseded => Settlement::Superseded,
            Receipt::Dropped => Settlement::Dropped,
        }
    }
}

/// Which instance delivers a chat's items written in one call.
#[derive(Clone, Debug)]
enum Route {
    /// This one.
    Own,
    /// The one holding the chat's lane, under its lease.
    HandedTo { holder: String, until: i64 },
}

/// Writes effects to the outbox; those addressed to the origin's chat carry
/// its token. Returns what this instance delivers, in order: items it took
/// over for their chats first, then its new ones; items handed over to
/// another instance are not among them.
pub(crate) fn post(
    tx: &dyn Port,
    effects: Vec<Effect>,
    origin: Option<(&ChatKey, &str)>,
    lease: Lease<'_>,
    now: i64,
) -> Result<Vec<Parcel>, CoreError> {
    let mut routes: Vec<(ChatKey, Route)> = Vec::new();
    let mut parcels = Vec::new();
    for effect in effects {
        let reply_to = origin
            .filter(|(chat, _)| **chat == effect.chat)
            .map(|(_, token)| token.to_owned());
        let beside = reply_to.is_some() && matches!(effect.body, Body::Text { private: true, .. });
        let known = routes.iter().find(|(chat, _)| *chat == effect.chat);
        let route = match known {
            _ if beside => Route::Own,
            Some((_, route)) => route.clone(),
            None => {
                let route = route(tx, &effect.chat, lease, now, &mut parcels)?;
                routes.push((effect.chat.clone(), route.clone()));
                route
            }
        };
        let payload = serde_json::to_string(&effect).map_err(CoreError::Encode)?;
        let board_of = match &effect.body {
            Body::Board(post) => Some(post.game),
            _ => None,
        };
        let (lease, handed_over) = match &route {
            Route::Own => (lease, false),
            Route::HandedTo { holder, until } => (
                Lease {
                    holder,
                    until: *until,
                },
                true,
            ),
        };
        let id = tx.post(
            &NewParcel {
                chat: &effect.chat,
                board_of,
                payload: &payload,
                reply_to: reply_to.as_deref(),
                handed_over,
                beside,
            },
            lease,
            now,
        )?;
        if !handed_over {
            parcels.push(Parcel {
                id,
                effect,
                reply_to,
            });
        }
    }
    Ok(parcels)
}

/// Who delivers `chat`'s items written now. Another instance holding the
/// lane under a running lease keeps it; otherwise this instance does, and
/// first takes the chat's items whose lease lapsed and those handed to it
/// (added to `taken`), so that they go out before the new ones. The chat's
/// lock is held from here to the commit, so two instances posting to one
/// chat at once decide one after the other.
fn route(
    tx: &dyn Port,
    chat: &ChatKey,
    lease: Lease<'_>,
    now: i64,
    taken: &mut Vec<Parcel>,
) -> Result<Route, CoreError> {
    tx.lock_chat(chat)?;
    match tx.chat_lane(chat, now)? {
        ChatLane::Free => Ok(Route::Own),
        ChatLane::Held { holder, until, .. } if holder != lease.holder => {
            Ok(Route::HandedTo { holder, until })
        }
        ChatLane::Held { waiting: false, .. } => Ok(Route::Own),
        ChatLane::Held { waiting: true, .. } | ChatLane::Lapsed => {
            taken.extend(decode(tx, tx.adopt_chat(chat, lease, now)?, now)?);
            Ok(Route::Own)
        }
    }
}

/// Claims the unsettled parcels `which` names, oldest first, with board
/// edit targets brought up to date. A payload that no longer decodes is
/// settled as refused and logged.
pub(crate) fn claim(
    tx: &dyn Port,
    lease: Lease<'_>,
    which: Claim,
    now: i64,
) -> Result<Vec<Parcel>, CoreError> {
    decode(tx, claim_stored(tx, lease, which, now)?, now)
}

/// The stored rows [`claim`] takes, oldest first.
fn claim_stored(
    tx: &dyn Port,
    lease: Lease<'_>,
    which: Claim,
    now: i64,
) -> Result<Vec<StoredParcel>, CoreError> {
    let mut claimed = Vec::new();
    for chat in tx.chats_to_claim(lease.holder, which, now)? {
        // Under the chat's lock, as a post takes it: an instance posting
        // to the chat meanwhile either sees these items claimed (and
        // hands its own to this instance) or took them itself first. The
        // lane is taken whole, and only once its holder's latest lease ran
        // out: taking its older items early would send them again after
        // newer ones the holder sent.
        tx.lock_chat(&chat)?;
        let lapsed = matches!(tx.chat_lane(&chat, now)?, ChatLane::Lapsed);
        claimed.extend(tx.claim_unsent(&chat, lease, which, lapsed, now)?);
    }
    claimed.sort_by_key(|p| p.id);
    Ok(claimed)
}

/// What an instance takes on a tick: the items whose lease lapsed and
/// those handed over to it, oldest first (decoded together, so that of a
/// game's boards for a chat only the newest goes out).
pub(crate) fn collect(tx: &dyn Port, lease: Lease<'_>, now: i64) -> Result<Vec<Parcel>, CoreError> {
    let mut stored = claim_stored(tx, lease, Claim::Expired, now)?;
    stored.extend(tx.pick_up_handed(lease.holder)?);
    stored.sort_by_key(|p| p.id);
    decode(tx, stored, now)
}

/// Picks up the items handed over to this instance, oldest first.
pub(crate) fn pick_up(tx: &dyn Port, lease: Lease<'_>, now: i64) -> Result<Vec<Parcel>, CoreError> {
    decode(tx, tx.pick_up_handed(lease.holder)?, now)
}

/// Decodes stored parcels, bringing board edit targets up to date. A
/// payload that no longer decodes is settled as refused and logged. Of
/// several boards of one game for one chat only the newest is kept, the
/// others settled as superseded: these items may have been sent already by
/// an instance that died before recording it, and sending each again would
/// show a chat older positions after the newest one.
fn decode(tx: &dyn Port, stored: Vec<StoredParcel>, now: i64) -> Result<Vec<Parcel>, CoreError> {
    let mut parcels = Vec::new();
    for stored in stored {
        let mut effect: Effect = match serde_json::from_str(&stored.payload) {
            Ok(effect) => effect,
            Err(error) => {
                tracing::error!(parcel = stored.id, %error, "an outbox item no longer decodes; given up");
                tx.settle(stored.id, Settlement::Refused, now)?;
                continue;
            }
        };
        if let Body::Board(post) = &mut effect.body
            && !post.fresh
            && let Some(chat) = tx.chat_by_key(&stored.chat)?
            && let Some(shown) = tx
                .game_chats(post.game)?
                .into_iter()
                .find(|gc| gc.chat == chat)
            && shown.board_message.is_some()
        {
            post.edit = shown.board_message;
        }
        let mut parcel = Parcel {
            id: stored.id,
            effect,
            reply_to: stored.reply_to,
        };
        if let Some(at) = parcels.iter().position(|old| parcel.replaces(old)) {
            let old = parcels.remove(at);
            let edits = matches!(&parcel.effect.body, Body::Board(post) if post.edit.is_some());
            parcel.supersede(&old);
            // A board that edits the message the chat got since stays an
            // edit: the older one's posting anew was for before that message.
            if edits && let Body::Board(post) = &mut parcel.effect.body {
                post.fresh = false;
            }
            tx.settle(old.id, Settlement::Superseded, now)?;
        }
        parcels.push(parcel);
    }
    Ok(parcels)
}
