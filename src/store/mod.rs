//! The store: the port through which the core reads and writes, over
//! SQLite (the embedded default) or PostgreSQL (several instances sharing
//! one database).
//!
//! Only this module knows SQL, and it maps rows to and from the vocabulary
//! of [`crate::domain`]; it never imports the core. The core calls typed
//! functions on a [`Port`] ([`port`]: one trait per aggregate), which
//! [`Store::write`] hands out over one write transaction: everything a
//! command changes, and the replies it owes (the outbox), are committed
//! together, before any reply is sent. `isolated` (a method of `dyn Port`)
//! runs a part of a transaction in a savepoint, so that one game's failure
//! undoes only that game's changes.
//!
//! Data flow: an aggregate's file (games, users, outbox, …) declares its
//! trait and holds its statements, written once in the dialect both
//! databases share ([`sql`]), mapping rows to and from domain types; one
//! transaction type implements every trait, and the backend files
//! ([`sqlite`], [`postgres`]) only run statements and move plain values.

mod ai_claims;
mod buckets;
mod chats;
mod games;
mod links;
mod locks;
mod memo;
mod migrate;
mod moves;
mod offers;
mod outbox;
mod pings;
pub mod port;
mod postgres;
mod postgres_tls;
mod queue;
mod records;
mod rooms;
mod runtime;
mod shop;
mod sql;
mod sqlite;
mod standings;
mod throttles;
mod updates;
mod users;

use std::path::Path;

use tokio_postgres::error::SqlState;

pub use ai_claims::SearchEnd;
pub use offers::{Offer, OfferKind};
pub use outbox::{ChatLane, Claim, Lease, NewParcel, ParcelId, Settled, Settlement, StoredParcel};
pub use postgres_tls::TrustedRoots;

pub use migrate::{POSTGRES, SQLITE};
pub use port::Port;
use sql::Tx;

/// What can go wrong in the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite reported an error.
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// PostgreSQL reported an error (shown with the server's SQLSTATE and
    /// message, which the client's own text leaves out).
    #[error("database error: {}", postgres_detail(.0))]
    Postgres(#[from] tokio_postgres::Error),
    /// The PostgreSQL server could not be reached, its URL is wrong, or TLS
    /// could not be set up: what was being done, when more than connecting,
    /// and the error with every cause it gives (a client's own text, such
    /// as "error performing TLS handshake", leaves out why).
    #[error("connecting to the database: {}", causes(.doing.as_deref(), .source.as_ref()))]
    Connect {
        /// What was being done (`setting up TLS`, `the CA file …`), if
        /// more than connecting.
        doing: Option<String>,
        /// Why it failed.
        source: BoxError,
    },
    /// A row changed since it was read (optimistic concurrency lost a race).
    #[error("the game changed since it was read")]
    Conflict,
    /// A row that must exist does not.
    #[error("a row that must exist is missing")]
    NotFound,
    /// A stored value could not be understood.
    #[error("unreadable {what} in the database: '{value}'{}", because(.source))]
    Corrupt {
        /// What the value should have been (`variant`, `end reason`, …).
        what: &'static str,
        /// The value as stored.
        value: String,
        /// Why it did not read, when a parser said.
        source: Option<BoxError>,
    },
    /// The database was migrated by a newer version of this program.
    #[error("database schema version {found} is newer than this program ({known})")]
    SchemaTooNew {
        /// The schema version the database has.
        found: i64,
        /// The newest version this program knows.
        known: usize,
    },
    /// A value could not be encoded for storing.
    #[error("encoding {what} for the database: {source}")]
    Encode {
        /// What was encoded.
        what: &'static str,
        /// Why it failed.
        source: serde_json::Error,
    },
    /// The database file could not be created.
    #[error("creating the database file: {0}")]
    Create(#[source] std::io::Error),
}

/// An error of any kind, kept as the source of a [`StoreError`].
pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

impl StoreError {
    /// A stored value that could not be understood, with no more to say.
    pub(crate) fn corrupt(what: &'static str, value: impl Into<String>) -> StoreError {
        StoreError::Corrupt {
            what,
            value: value.into(),
            source: None,
        }
    }

    /// A stored value that a parser refused, with the parser's reason.
    pub(crate) fn corrupt_because(
        what: &'static str,
        value: impl Into<String>,
        source: impl Into<BoxError>,
    ) -> StoreError {
        StoreError::Corrupt {
            what,
            value: value.into(),
            source: Some(source.into()),
        }
    }

    /// A connection that failed while doing `doing` (if more than
    /// connecting), because of `source`.
    pub(crate) fn connect(doing: Option<String>, source: impl Into<BoxError>) -> StoreError {
        StoreError::Connect {
            doing,
            source: source.into(),
        }
    }
}

/// What was being done and every cause of `source`, joined by `: `.
fn causes(doing: Option<&str>, source: &(dyn std::error::Error + 'static)) -> String {
    let chain = std::iter::successors(Some(source), |e| e.source()).map(ToString::to_string);
    doing
        .map(str::to_owned)
        .into_iter()
        .chain(chain)
        .collect::<Vec<_>>()
        .join(": ")
}

/// `: ` and the reason, when there is one.
fn because(source: &Option<BoxError>) -> String {
    source
        .as_ref()
        .map_or_else(String::new, |e| format!(": {e}"))
}

/// A PostgreSQL error with what the server said: `db error` alone tells
/// nothing in a log.
fn postgres_detail(error: &tokio_postgres::Error) -> String {
    match error.as_db_error() {
        Some(db) => format!("{error}: {} {}", db.code().code(), db.message()),
        None => error.to_string(),
    }
}

impl StoreError {
    /// Whether the error only means that a concurrent transaction won, so
    /// that running the whole transaction again can succeed.
    pub(crate) fn is_contention(&self) -> bool {
        self.postgres_code_in(&[
            SqlState::T_R_SERIALIZATION_FAILURE,
            SqlState::T_R_DEADLOCK_DETECTED,
            SqlState::UNIQUE_VIOLATION,
        ])
    }

    /// Whether the error means that the PostgreSQL connection is gone:
    /// closed, or ended by the server's operator or shutdown. Nothing more
    /// can be sent on it.
    pub(crate) fn is_connection_lost(&self) -> bool {
        matches!(self, StoreError::Postgres(error) if error.is_closed())
            || self.postgres_code_in(&[
                SqlState::ADMIN_SHUTDOWN,
                SqlState::CRASH_SHUTDOWN,
                SqlState::CANNOT_CONNECT_NOW,
            ])
    }

    /// Whether PostgreSQL reported one of `states`.
    fn postgres_code_in(&self, states: &[SqlState]) -> bool {
        let StoreError::Postgres(error) = self else {
            return false;
        };
        states.iter().any(|state| error.code() == Some(state))
    }
}

/// The open database, whichever backend holds it.
pub struct Store {
    backend: Backend,
}

enum Backend {
    Sqlite(sqlite::Sqlite),
    Postgres(postgres::Postgres),
}

impl Store {
    /// Opens (creating if needed, readable by its owner only) an SQLite
    /// database file, turns on WAL and foreign keys, and applies every
    /// pending migration.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        Ok(Store {
            backend: Backend::Sqlite(sqlite::Sqlite::open(path)?),
        })
    }

    /// An in-memory SQLite database with every migration applied (tests,
    /// tools).
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Ok(Store {
            backend: Backend::Sqlite(sqlite::Sqlite::in_memory()?),
        })
    }

    /// Connects to a PostgreSQL database (`postgres://…`), verifying a TLS
    /// server's certificate against Mozilla's roots, and applies every
    /// pending migration.
    pub fn connect(url: &str) -> Result<Store, StoreError> {
        Store::connect_trusting(url, &TrustedRoots::Mozilla)
    }

    /// Like [`Store::connect`], verifying a TLS server's certificate against
    /// `roots` (a private CA's file, `DATABASE_SSLROOTCERT`).
    pub fn connect_trusting(url: &str, roots: &TrustedRoots) -> Result<Store, StoreError> {
        Ok(Store {
            backend: Backend::Postgres(postgres::Postgres::connect(url, roots)?),
        })
    }

    /// Runs `f` in one write transaction and commits if it returns `Ok`.
    /// On PostgreSQL a transaction that lost a race with another instance
    /// runs again, so `f` must only act through the transaction.
    pub fn write<T, E: From<StoreError>>(
        &mut self,
        mut f: impl FnMut(&dyn Port) -> Result<T, E>,
    ) -> Result<T, E> {
        match &mut self.backend {
            Backend::Sqlite(db) => db.write(|tx: &Tx<'_>| f(tx)),
            Backend::Postgres(db) => db.write(|tx: &Tx<'_>| f(tx)),
        }
    }

    /// How many core threads may write at once: each takes a handle from
    /// [`Store::share`]. SQLite has one writer (a second would only wait
    /// for its lock); PostgreSQL one per pooled connection.
    pub fn writers(&self) -> usize {
        match &self.backend {
            Backend::Sqlite(_) => 1,
            Backend::Postgres(_) => postgres::POOL_SIZE as usize,
        }
    }

    /// Another handle on the same database, for another core thread;
    /// `None` on SQLite (see [`Store::writers`]).
    pub fn share(&self) -> Option<Store> {
        match &self.backend {
            Backend::Sqlite(_) => None,
            Backend::Postgres(db) => Some(Store {
                backend: Backend::Postgres(db.share()),
            }),
        }
    }

    /// How many database connections this store and its shares have opened;
    /// always 0 on SQLite, which has no server that could restart apart
    /// from this process. A commit made with
    /// [`commit_lazily`](port::Transaction::commit_lazily) is
    /// durable once a later commit that waited for the disk committed with
    /// this count unchanged: the server it went to did not restart between
    /// them (a restart ends every connection), and writes its log in order.
    pub fn connections_opened(&self) -> u64 {
        match &self.backend {
            Backend::Sqlite(_) => 0,
            Backend::Postgres(db) => db.connections_opened(),
        }
    }

    /// Whether a request's commit may return before it is on disk, so
    /// that what it releases must wait for [`Store::make_durable`]: on
    /// PostgreSQL, where one commit that waits covers every one before it.
    /// SQLite's commits never wait for the disk (WAL with `synchronous =
    /// NORMAL`: a crash of the process loses none).
    pub fn defers_durability(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// Commits a transaction that waits for the disk and writes nothing
    /// but a small record to the log: when it returns, every commit the
    /// server had before it, from any session and lazy ones included, is
    /// on disk (the log is written in order). Nothing to do on SQLite.
    pub fn make_durable(&mut self) -> Result<(), StoreError> {
        match &mut self.backend {
            Backend::Sqlite(_) => Ok(()),
            Backend::Postgres(db) => db.make_durable(),
        }
    }

    /// SQLite's journal mode and foreign-key setting, for checks and
    /// diagnostics; `None` on PostgreSQL.
    pub fn pragmas(&self) -> Result<Option<(String, bool)>, StoreError> {
        match &self.backend {
            Backend::Sqlite(db) => db.pragmas().map(Some),
            Backend::Postgres(_) => Ok(None),
        }
    }
}

/// Reads a text column through `FromStr`, reporting unreadable values
/// with the parser's reason.
fn parse_col<T>(value: &str, what: &'static str) -> Result<T, StoreError>
where
    T: std::str::FromStr,
    T::Err: std::error::Error + Send + Sync + 'static,
{
    value
        .parse()
        .map_err(|e| StoreError::corrupt_because(what, value, e))
}

#[cfg(test)]
mod tests {
    use std::error::Error;

    use draughts::{ParseVariantError, Variant};

    use super::*;

    #[test]
    fn an_unreadable_value_keeps_what_it_was_and_why() {
        let error = parse_col::<Variant>("klingon", "variant").expect_err("no such variant");
        let StoreError::Corrupt { what, value, .. } = &error else {
            panic!("not corrupt: {error:?}");
        };
        assert_eq!((*what, value.as_str()), ("variant", "klingon"));
        assert!(
            error
                .source()
                .is_some_and(|source| source.is::<ParseVariantError>()),
            "{error:?}"
        );
    }
}
