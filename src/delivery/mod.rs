//! The delivery stage: what the core owes a platform's chats goes out
//! through here, drawn, in order, and each item's fate goes back to the
//! core.
//!
//! Data flow, for one platform:
//!
//! ```text
//! runtime (core thread) ─ parcels ─> Outbox intake ─> router ─> lane of the chat ─> present (draw) ─> Carrier
//!            ^                        (bounded)                  (one task per chat)                    │
//!            └──────────────────────── receipts (Hub::settle) <────────────────────────────────────────┘
//! ```
//!
//! - [`Outbox`]: a platform's intake (a bounded channel) and its router,
//!   which hands each parcel to its chat's lane; [`Delivery`] is the
//!   adapters' handle on it (follow-ups after a chat's output, flush,
//!   drain at a stop).
//! - [`lanes`]: one task per chat, so each chat keeps its order and one
//!   slow chat holds up only itself; each lane's queue is bounded.
//! - [`present`]: an effect becomes an [`Outgoing`] item: words rendered in
//!   the recipient's language, boards drawn in their theme.
//! - [`Carrier`]: the platform's sender, supplied by its adapter.
//! - [`split()`]: a text too long for one message cut into several, by the
//!   platform's [`TextLimit`](crate::domain::TextLimit).
//!
//! Invariants: a chat's items are carried out in the order the core handed
//! them over, and an adapter's follow-up after the output queued before
//! it; every parcel handed over gets exactly one receipt (sent, refused,
//! superseded by a newer board, or given up by a full lane), which the
//! core settles; nothing here waits for the core (receipts are filed
//! through [`Hub::settle`](crate::runtime::Hub::settle), which never
//! waits), so a core waiting for room in an intake always gets it.

pub mod lanes;
mod outbox;
pub mod outgoing;
mod present;
mod split;

pub use lanes::LaneOptions;
pub(crate) use outbox::Entry;
pub use outbox::{Carrier, Delivery, ENTRIES, Outbox};
pub use outgoing::{BoardOut, Button, FileKind, FileOut, OutBody, Outgoing};
pub use present::{BOARD_PX, REPLAY_PX, present};
pub use split::split;
