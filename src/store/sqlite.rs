//! The SQLite backend: one connection, owned by the core's thread, in WAL
//! mode with foreign keys on. Every write is one `BEGIN IMMEDIATE`
//! transaction, so writers never interleave and nothing needs retrying.
//!
//! Migrations (`migrations/sqlite/`) are counted in `PRAGMA user_version`.
//! The database file is created readable and writable by its owner only;
//! SQLite gives its journal files the same permissions.

use std::path::Path;

use rusqlite::types::{ToSqlOutput, ValueRef};
use rusqlite::{Connection, TransactionBehavior, params_from_iter};

use super::StoreError;
use super::migrate::SQLITE;
use super::sql::{Ahead, Conn, Kept, Row, Tx, Value};

/// How long an opening or a write waits for another connection's lock.
const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// An open SQLite database.
pub(super) struct Sqlite {
    conn: Connection,
}

impl Sqlite {
    /// Opens (creating if needed, readable by its owner only) the database
    /// file, turns on WAL, and applies every pending migration.
    pub fn open(path: &Path) -> Result<Sqlite, StoreError> {
        create_private(path)?;
        // Another process opening the file at the same moment (a second
        // start, `damabot migrate`) holds it briefly: wait rather than fail.
        // The busy timeout covers most of that, but SQLite answers "locked"
        // at once where waiting could deadlock (switching a new file to
        // WAL while another connection does), so the opening is tried
        // again, for as long as the timeout.
        let started = std::time::Instant::now();
        loop {
            match Sqlite::open_once(path) {
                Err(StoreError::Sqlite(e))
                    if e.sqlite_error_code() == Some(rusqlite::ErrorCode::DatabaseBusy)
                        && started.elapsed() < BUSY_TIMEOUT =>
                {
                    std::thread::sleep(std::time::Duration::from_millis(20));
                }
                opened => return opened,
            }
        }
    }

    /// One try of [`Sqlite::open`].
    fn open_once(path: &Path) -> Result<Sqlite, StoreError> {
        let conn = Connection::open(path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        Sqlite::prepare(conn)
    }

    /// An in-memory database with every migration applied.
    pub fn in_memory() -> Result<Sqlite, StoreError> {
        Sqlite::prepare(Connection::open_in_memory()?)
    }

    fn prepare(mut conn: Connection) -> Result<Sqlite, StoreError> {
        conn.pragma_update(None, "foreign_keys", "ON")?;
        // Every statement the store uses stays compiled.
        conn.set_prepared_statement_cache_capacity(128);
        migrate(&mut conn)?;
        Ok(Sqlite { conn })
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
        let mut open = Open {
            tx,
            ahead: Kept::default(),
        };
        let value = f(&Tx::new(&mut open))?;
        open.tx.commit().map_err(StoreError::from)?;
        Ok(value)
    }

    /// The journal mode and foreign-key setting.
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

/// An open SQLite transaction.
struct Open<'c> {
    tx: rusqlite::Transaction<'c>,
    /// The rows of queries run ahead, until taken.
    ahead: Kept,
}

impl Conn for Open<'_> {
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize, StoreError> {
        Ok(self
            .tx
            .prepare_cached(sql)?
            .execute(params_from_iter(args))?)
    }

    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>, StoreError> {
        let mut stmt = self.tx.prepare_cached(sql)?;
        let columns = stmt.column_count();
        let mut rows = stmt.query(params_from_iter(args))?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            let values = (0..columns)
                .map(|i| row.get_ref(i).map(value))
                .collect::<Result<_, _>>()?;
            out.push(Row::new(values));
        }
        Ok(out)
    }

    /// Runs the statement at once: it costs no round trip here.
    fn defer(&mut self, sql: &str, args: &[Value]) -> Result<(), StoreError> {
        self.execute(sql, args).map(drop)
    }

    fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        Ok(self.tx.execute_batch(sql)?)
    }

    /// Nothing is held back.
    fn flush(&mut self) -> Result<(), StoreError> {
        Ok(())
    }

    /// Runs the query at once: it costs no round trip here.
    fn ahead(&mut self, sql: &str, args: &[Value]) -> Result<Ahead, StoreError> {
        let rows = self.query(sql, args)?;
        Ok(self.ahead.place(Some(rows)))
    }

    fn take(&mut self, ahead: Ahead) -> Result<Vec<Row>, StoreError> {
        self.ahead.take(ahead)
    }

    /// Nothing to take: a write transaction here is `IMMEDIATE`, so it
    /// already holds the database's only write lock.
    fn lock(&mut self, _key: &str) -> Result<(), StoreError> {
        Ok(())
    }

    /// Nothing to change: in WAL mode with `synchronous = NORMAL` no commit
    /// waits for the disk already (a power cut may lose the last ones, a
    /// crash of the process none).
    fn commit_lazily(&mut self) -> Result<(), StoreError> {
        Ok(())
    }
}

impl rusqlite::ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(match self {
            Value::Null => ToSqlOutput::Borrowed(ValueRef::Null),
            Value::Int(i) => ToSqlOutput::Borrowed(ValueRef::Integer(*i)),
            Value::Real(r) => ToSqlOutput::Borrowed(ValueRef::Real(*r)),
            Value::Text(s) => ToSqlOutput::Borrowed(ValueRef::Text(s.as_bytes())),
            Value::Blob(b) => ToSqlOutput::Borrowed(ValueRef::Blob(b)),
        })
    }
}

fn value(column: ValueRef<'_>) -> Value {
    match column {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => Value::Int(i),
        ValueRef::Real(r) => Value::Real(r),
        ValueRef::Text(t) => Value::Text(String::from_utf8_lossy(t).into_owned()),
        ValueRef::Blob(b) => Value::Blob(b.to_vec()),
    }
}

/// Applies the migrations the database has not seen yet, with the version
/// bump, in one immediate transaction: a process opening the file at the
/// same time waits, then finds them applied.
fn migrate(conn: &mut Connection) -> Result<(), StoreError> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let version: i64 = tx.pragma_query_value(None, "user_version", |r| r.get(0))?;
    let done = usize::try_from(version).unwrap_or(0);
    if done > SQLITE.len() {
        return Err(StoreError::SchemaTooNew {
            found: version,
            known: SQLITE.len(),
        });
    }
    for (index, (_, sql)) in SQLITE.iter().enumerate().skip(done) {
        tx.execute_batch(sql)?;
        tx.pragma_update(
            None,
            "user_version",
            i64::try_from(index + 1).unwrap_or(i64::MAX),
        )?;
    }
    Ok(tx.commit()?)
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
