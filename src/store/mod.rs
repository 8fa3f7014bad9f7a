//! The SQLite store: opening, pragmas, migrations and one file per aggregate.
//!
//! Only this module knows SQL, and it maps rows to and from the vocabulary
//! of [`crate::domain`]; it never imports the core. The core calls typed
//! functions on a [`Tx`], which wraps one immediate transaction: everything
//! a command changes, and the replies it owes (the outbox), are committed
//! together, before any reply is sent. [`Tx::isolated`] runs a part of a transaction in a
//! savepoint, so that one game's failure undoes only that game's changes.
//!
//! The database file is created readable and writable by its owner only;
//! SQLite gives its journal files the same permissions.

mod chats;
mod games;
mod migrate;
mod outbox;
mod queue;
mod records;
mod rooms;
mod runtime;
mod shop;
mod standings;
mod tap;
mod updates;
mod users;

use std::path::Path;

use rusqlite::{Connection, TransactionBehavior};

pub use games::{GameChat, MoveRow, NewGame, ResultRow};
pub use migrate::MIGRATIONS;
pub use outbox::{NewParcel, ParcelId, Settlement, StoredParcel};
pub use queue::Waiting;
pub use records::Finished;
pub use rooms::{Member, Room};
pub use standings::{ColorResults, Ranked, Standing};
pub use users::UserRow;

/// What can go wrong in the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite reported an error.
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// A row changed since it was read (optimistic concurrency lost a race).
    #[error("the game changed since it was read")]
    Conflict,
    /// A stored value could not be understood.
    #[error("unreadable value in the database: {0}")]
    Corrupt(String),
    /// The database file could not be created.
    #[error("creating the database file: {0}")]
    Create(std::io::Error),
}

/// The open database.
pub struct Store {
    conn: Connection,
}

/// One open write transaction; dropped without [`Store::write`] returning
/// `Ok`, it rolls back.
pub struct Tx<'c> {
    tx: rusqlite::Transaction<'c>,
}

impl Store {
    /// Opens (creating if needed, readable by its owner only) the database
    /// file, turns on WAL and foreign keys, and applies every pending
    /// migration.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        create_private(path)?;
        let conn = Connection::open(path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        Store::prepare(conn)
    }

    /// An in-memory database with every migration applied (tests, tools).
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::prepare(Connection::open_in_memory()?)
    }

    fn prepare(mut conn: Connection) -> Result<Store, StoreError> {
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        // Every statement the store uses stays compiled.
        conn.set_prepared_statement_cache_capacity(128);
        migrate::apply(&mut conn)?;
        Ok(Store { conn })
    }

    /// Runs `f` in one immediate transaction and commits if it returns `Ok`.
    pub fn write<T, E: From<StoreError>>(
        &mut self,
        f: impl FnOnce(&Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(StoreError::from)?;
        let tx = Tx { tx };
        let value = f(&tx)?;
        tx.tx.commit().map_err(StoreError::from)?;
        Ok(value)
    }

    /// The journal mode and foreign-key setting, for checks and diagnostics.
    pub fn pragmas(&self) -> Result<(String, bool), StoreError> {
        let mode: String = self
            .conn
            .pragma_query_value(None, "journal_mode", |r| r.get(0))?;
        let fk: i64 = self
            .conn
            .pragma_query_value(None, "foreign_keys", |r| r.get(0))?;
        Ok((mode, fk == 1))
    }
}

impl Tx<'_> {
    /// Runs `f` in a savepoint: its changes are kept when it returns `Ok`
    /// and undone when it returns `Err`, leaving the rest of the
    /// transaction as it was.
    pub fn isolated<T, E: From<StoreError>>(
        &self,
        f: impl FnOnce(&Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        self.tx
            .execute_batch("SAVEPOINT isolated")
            .map_err(StoreError::from)?;
        match f(self) {
            Ok(value) => {
                self.tx
                    .execute_batch("RELEASE isolated")
                    .map_err(StoreError::from)?;
                Ok(value)
            }
            Err(error) => {
                self.tx
                    .execute_batch("ROLLBACK TO isolated; RELEASE isolated")
                    .map_err(StoreError::from)?;
                Err(error)
            }
        }
    }

    /// Runs a statement through the connection's statement cache: the SQL
    /// is compiled once per connection, not once per call.
    fn exec(&self, sql: &str, params: impl rusqlite::Params) -> Result<usize, rusqlite::Error> {
        self.tx.prepare_cached(sql)?.execute(params)
    }

    /// Reads one row through the statement cache.
    fn row<T>(
        &self,
        sql: &str,
        params: impl rusqlite::Params,
        f: impl FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    ) -> Result<T, rusqlite::Error> {
        self.tx.prepare_cached(sql)?.query_row(params, f)
    }
}

/// Creates the database file, readable and writable by its owner only, if
/// it does not exist yet.
fn create_private(path: &Path) -> Result<(), StoreError> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    match options.open(path) {
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(StoreError::Create(e)),
    }
}

/// Reads a text column through `FromStr`, reporting unreadable values.
fn parse_col<T: std::str::FromStr>(value: &str, what: &str) -> Result<T, StoreError> {
    value
        .parse()
        .map_err(|_| StoreError::Corrupt(format!("{what} '{value}'")))
}
