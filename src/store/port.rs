//! The store port: what the core may ask of one open transaction, as one
//! trait per aggregate (each declared beside its statements, in the
//! aggregate's file) and [`Port`], which combines them.
//!
//! The core holds a `&dyn Port` ([`crate::store::Store::write`] hands one
//! out) and names no backend and no transaction type. Every trait is
//! object-safe; the one generic helper, `isolated`, is a method of
//! `dyn Port` itself, built on [`Transaction`]'s savepoint steps.
//! A method of any aggregate's trait can be called on a `&dyn Port` without
//! importing that trait.
//!
//! One transaction type implements every trait, over SQLite and PostgreSQL
//! alike: its statements are written once, in the dialect both share.

use super::StoreError;
pub use super::ai_claims::AiClaims;
pub use super::buckets::Buckets;
pub use super::chats::Chats;
pub use super::games::Games;
pub use super::links::Links;
pub use super::locks::Locks;
pub use super::moves::Moves;
pub use super::offers::Offers;
pub use super::outbox::Outbox;
pub use super::pings::Pings;
pub use super::queue::Queue;
pub use super::records::Records;
pub use super::rooms::Rooms;
pub use super::runtime::Heartbeats;
pub use super::shop::Shop;
use super::sql::Tx;
pub use super::standings::Standings;
pub use super::throttles::Throttles;
pub use super::updates::Updates;
pub use super::users::Users;

/// The transaction itself: how it commits, and the savepoints that let a
/// part of it fail alone.
pub trait Transaction {
    /// Lets this transaction's commit return before the database has it on
    /// disk. A crash of the database may then lose it, and any later one
    /// that did the same, but never one that waited, nor anything such a
    /// one saw (the database writes its log in order). Only for
    /// transactions whose effects wait for a later commit that waits (a
    /// request, held by the core until [`crate::store::Store::make_durable`]),
    /// or that record what may safely be done again, such as that a
    /// delivery went out: at worst the reply is sent twice, as after a
    /// crash of the bot between sending and recording.
    fn commit_lazily(&self) -> Result<(), StoreError>;

    /// Opens a savepoint: the first step of `isolated` (a method of
    /// `dyn Port`), which pairs it with one of the two others.
    fn savepoint(&self) -> Result<(), StoreError>;

    /// Keeps what was done since the savepoint. The statements held back
    /// run first, inside it: if one fails, the part is undone as by
    /// [`Transaction::roll_back_savepoint`] and the failure returned.
    fn release_savepoint(&self) -> Result<(), StoreError>;

    /// Undoes what was done since the savepoint, and forgets what the
    /// transaction read (its writes, reads and locks in the part are gone).
    fn roll_back_savepoint(&self) -> Result<(), StoreError>;
}

/// Everything the core may ask of one open transaction.
pub trait Port:
    Users
    + Chats
    + Games
    + Moves
    + Records
    + Standings
    + Rooms
    + Links
    + Throttles
    + Buckets
    + Queue
    + Shop
    + Offers
    + Outbox
    + Pings
    + AiClaims
    + Updates
    + Heartbeats
    + Locks
    + Transaction
{
}

impl Port for Tx<'_> {}

impl dyn Port + '_ {
    /// Runs `f` in a savepoint: its changes are kept when it returns `Ok`
    /// and undone when it returns `Err`, leaving the rest of the
    /// transaction as it was.
    pub fn isolated<T, E: From<StoreError>>(
        &self,
        f: impl FnOnce(&dyn Port) -> Result<T, E>,
    ) -> Result<T, E> {
        self.savepoint()?;
        match f(self) {
            Ok(value) => {
                self.release_savepoint()?;
                Ok(value)
            }
            Err(error) => {
                self.roll_back_savepoint()?;
                Err(error)
            }
        }
    }
}
