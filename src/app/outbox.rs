//! The core's side of the outbox: effects are written to it in the same
//! transaction as the change they report ([`post`]), claimed by the writing
//! instance; they come back from it after a restart, or to another instance
//! once the writer's lease ran out ([`claim`]); and they are settled when a
//! platform reports how their delivery went ([`Receipt`]).
//!
//! An effect is stored as JSON. A board's edit target is only a hint: after
//! a restart it is refreshed from the game's last posted board, because the
//! boards posted since the item was written may have moved it on.

use serde::{Deserialize, Serialize};

use super::{Body, CoreError, Effect};
use crate::domain::ChatKey;
use crate::store::{Claim, Lease, NewParcel, ParcelId, Settlement, Tx};

/// An effect in the outbox, handed to the platform's delivery.
#[derive(Clone, Debug, PartialEq)]
pub struct Parcel {
    /// The outbox row; report its delivery with [`Core::settle`](super::Core::settle).
    pub id: ParcelId,
    /// What to show, and where.
    pub effect: Effect,
    /// The [`Request::origin`](super::Request::origin) of the request it
    /// answers, when it goes to that request's chat.
    pub reply_to: Option<String>,
}

impl Parcel {
    /// The game, when this is a board.
    pub fn board_of(&self) -> Option<super::GameId> {
        match &self.effect.body {
            Body::Board(post) => Some(post.game),
            _ => None,
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
    /// A newer board of the same game replaced it before it was sent.
    Superseded,
    /// The chat's queue was full and it was given up.
    Dropped,
}

impl Receipt {
    pub(crate) fn settlement(&self) -> Settlement {
        match self {
            Receipt::Sent { .. } => Settlement::Sent,
            Receipt::Refused { .. } => Settlement::Refused,
            Receipt::Superseded => Settlement::Superseded,
            Receipt::Dropped => Settlement::Dropped,
        }
    }
}

/// Writes effects to the outbox; those addressed to the origin's chat carry
/// its token.
pub(crate) fn post(
    tx: &Tx<'_>,
    effects: Vec<Effect>,
    origin: Option<(&ChatKey, &str)>,
    lease: Lease<'_>,
    now: i64,
) -> Result<Vec<Parcel>, CoreError> {
    effects
        .into_iter()
        .map(|effect| {
            let reply_to = origin
                .filter(|(chat, _)| **chat == effect.chat)
                .map(|(_, token)| token.to_owned());
            let payload = serde_json::to_string(&effect).map_err(CoreError::Encode)?;
            let board_of = match &effect.body {
                Body::Board(post) => Some(post.game),
                _ => None,
            };
            let id = tx.post(
                &NewParcel {
                    chat: &effect.chat,
                    board_of,
                    payload: &payload,
                    reply_to: reply_to.as_deref(),
                },
                lease,
                now,
            )?;
            Ok(Parcel {
                id,
                effect,
                reply_to,
            })
        })
        .collect()
}

/// Claims the unsettled parcels `which` names, oldest first, with board
/// edit targets brought up to date. A payload that no longer decodes is
/// settled as refused and logged.
pub(crate) fn claim(
    tx: &Tx<'_>,
    lease: Lease<'_>,
    which: Claim,
    now: i64,
) -> Result<Vec<Parcel>, CoreError> {
    let mut parcels = Vec::new();
    for stored in tx.claim_unsent(lease, which, now)? {
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
        parcels.push(Parcel {
            id: stored.id,
            effect,
            reply_to: stored.reply_to,
        });
    }
    Ok(parcels)
}
