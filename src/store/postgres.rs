//! The PostgreSQL backend, for several instances sharing one database.
//!
//! Connections come from an r2d2 pool; each keeps its own cache of
//! prepared statements, keyed by the shared statement text, which is
//! rewritten once from `?N` to PostgreSQL's `$N`.
//!
//! Every write is one READ COMMITTED transaction, serialized where it
//! matters by the database itself, never by a lock in memory:
//! - a request holds its chat's advisory lock ([`Tx::lock_chat`]) from its
//!   first statement to its commit, and so does every transaction that
//!   posts to a chat, so one chat's requests and deliveries take turns
//!   across instances as they do in one process;
//! - a game is saved only over the version it was read at, so of two
//!   instances moving in one game the later finds the row changed;
//! - shared rows are taken with conditional statements (a queue entry is
//!   deleted once, a warning marked once, a lease claimed once), and a
//!   player's rating and coins are written under that player's lock.
//!
//! A transaction that loses such a race (a changed version, a row already
//! taken, a deadlock, a unique key taken meanwhile) runs again from its
//! start, a bounded number of times, and sees the winner's writes.
//! SERIALIZABLE would need none of the locks, but on small, busy tables its
//! predicate locks cover whole pages, so instances whose games never meet
//! still aborted each other by the hundred: it did not scale past one.
//!
//! Migrations (`migrations/postgres/`) are recorded in `schema_migrations`;
//! the pending ones are applied in one transaction under an advisory lock,
//! so instances starting together apply each one once.

use std::collections::HashMap;
use std::error::Error;
use std::time::Duration;

use bytes::BytesMut;
use postgres::types::{IsNull, ToSql, Type, to_sql_checked};
use postgres::{Client, IsolationLevel, Statement};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::StoreError;
use super::migrate::POSTGRES;
use super::postgres_tls::{self, TrustedRoots};
use super::sql::{Conn, Row, Tx, Value};

/// How many times a transaction that lost a race runs again.
const ATTEMPTS: u32 = 12;

/// Connections per instance: one per core thread, so at most this many
/// core threads write at once ([`Postgres::share`]).
pub(super) const POOL_SIZE: u32 = 4;

/// A key of `pg_advisory_xact_lock` that only migrations take.
const MIGRATION_LOCK: i64 = 0x0064_616d_6162_6f74;

/// An open PostgreSQL database: a pool of connections.
pub(super) struct Postgres {
    pool: r2d2::Pool<Manager>,
}

impl Postgres {
    /// Another handle on the same pool, for another core thread.
    pub fn share(&self) -> Postgres {
        Postgres {
            pool: self.pool.clone(),
        }
    }

    /// Connects to `url` (`postgres://user:password@host:port/database`),
    /// over TLS as its `sslmode` says and trusting `roots`, and applies
    /// every pending migration.
    pub fn connect(url: &str, roots: &TrustedRoots) -> Result<Postgres, StoreError> {
        let config: postgres::Config = url.parse().map_err(|e| postgres_tls::connect_error(&e))?;
        let tls = postgres_tls::connector(roots)?;
        // One connection first: the pool would retry a refused one (no TLS,
        // an untrusted certificate) until its timeout and hide why.
        let first = config.connect(tls.clone());
        drop(first.map_err(|e| postgres_tls::connect_error(&e))?);
        // No test query at checkout: it would cost a round trip per
        // transaction, and a connection closed meanwhile is replaced when
        // its transaction fails to start (`write`).
        let pool = r2d2::Pool::builder()
            .max_size(POOL_SIZE)
            .test_on_check_out(false)
            .connection_timeout(Duration::from_secs(10))
            .build(Manager { config, tls })
            .map_err(|e| StoreError::Connect(e.to_string()))?;
        let store = Postgres { pool };
        store.migrate()?;
        Ok(store)
    }

    fn connection(&self) -> Result<r2d2::PooledConnection<Manager>, StoreError> {
        self.pool
            .get()
            .map_err(|e| StoreError::Connect(e.to_string()))
    }

    /// Runs `f` in one READ COMMITTED transaction and commits if it returns
    /// `Ok`; runs it again when it lost a race with another transaction.
    pub fn write<T, E: From<StoreError>>(
        &mut self,
        mut f: impl FnMut(&Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let mut attempt = 0;
        loop {
            attempt += 1;
            let last = attempt == ATTEMPTS;
            let mut conn = self.connection()?;
            let Pooled { client, statements } = &mut *conn;
            let tx = match client
                .build_transaction()
                .isolation_level(IsolationLevel::ReadCommitted)
                .start()
            {
                Ok(tx) => tx,
                // Nothing was done yet. A connection the server closed while
                // it sat in the pool (a restart, an idle timeout) fails
                // here, and the pool drops it: take another.
                Err(error) if !last => {
                    tracing::debug!(attempt, %error, "a transaction did not start");
                    continue;
                }
                Err(error) => return Err(StoreError::from(error).into()),
            };
            let mut open = Open { tx, statements };
            let tx = Tx::new(&mut open);
            let result = f(&tx);
            let retry = tx.must_retry();
            match result {
                Ok(value) => match open.tx.commit().map_err(StoreError::from) {
                    Ok(()) => return Ok(value),
                    Err(error) if error.is_contention() && !last => {
                        tracing::debug!(attempt, %error, "a commit lost a race");
                    }
                    Err(error) => return Err(error.into()),
                },
                Err(_) if retry && !last => {}
                Err(error) => return Err(error),
            }
            // Let the winner finish before trying again.
            std::thread::sleep(Duration::from_millis(u64::from(attempt)));
        }
    }

    /// Applies the pending migrations in one transaction, under a lock
    /// that instances starting together take in turn.
    fn migrate(&self) -> Result<(), StoreError> {
        let mut conn = self.connection()?;
        let mut tx = conn.client.transaction()?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
        tx.batch_execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (
                 version BIGINT PRIMARY KEY, name TEXT NOT NULL)",
        )?;
        let done: i64 = tx
            .query_one(
                "SELECT COALESCE(MAX(version), 0) FROM schema_migrations",
                &[],
            )?
            .get(0);
        let known = i64::try_from(POSTGRES.len()).unwrap_or(i64::MAX);
        if done > known {
            return Err(StoreError::Corrupt(format!(
                "database schema version {done} is newer than this program ({known})"
            )));
        }
        for (version, (name, sql)) in (1_i64..)
            .zip(POSTGRES)
            .skip(usize::try_from(done).unwrap_or(0))
        {
            tx.batch_execute(sql)?;
            tx.execute(
                "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)",
                &[&version, name],
            )?;
        }
        Ok(tx.commit()?)
    }
}

/// A pooled connection with its prepared statements.
pub(super) struct Pooled {
    client: Client,
    statements: HashMap<String, Statement>,
}

/// Opens and checks pooled connections.
struct Manager {
    config: postgres::Config,
    tls: MakeRustlsConnect,
}

impl r2d2::ManageConnection for Manager {
    type Connection = Pooled;
    type Error = postgres::Error;

    fn connect(&self) -> Result<Pooled, postgres::Error> {
        Ok(Pooled {
            client: self.config.connect(self.tls.clone())?,
            statements: HashMap::new(),
        })
    }

    fn is_valid(&self, conn: &mut Pooled) -> Result<(), postgres::Error> {
        conn.client.simple_query("").map(|_| ())
    }

    fn has_broken(&self, conn: &mut Pooled) -> bool {
        conn.client.is_closed()
    }
}

/// An open PostgreSQL transaction.
struct Open<'c> {
    tx: postgres::Transaction<'c>,
    statements: &'c mut HashMap<String, Statement>,
}

impl Open<'_> {
    fn statement(&mut self, sql: &str) -> Result<Statement, StoreError> {
        if let Some(statement) = self.statements.get(sql) {
            return Ok(statement.clone());
        }
        let statement = self.tx.prepare(&dollar_placeholders(sql))?;
        self.statements.insert(sql.to_owned(), statement.clone());
        Ok(statement)
    }
}

impl Conn for Open<'_> {
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize, StoreError> {
        let statement = self.statement(sql)?;
        let n = self.tx.execute(&statement, &bind(args))?;
        Ok(usize::try_from(n).unwrap_or(usize::MAX))
    }

    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>, StoreError> {
        let statement = self.statement(sql)?;
        self.tx
            .query(&statement, &bind(args))?
            .iter()
            .map(row)
            .collect()
    }

    fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        Ok(self.tx.batch_execute(sql)?)
    }

    /// A transaction-scoped advisory lock on the name's 64-bit hash (two
    /// names that share a hash merely wait for each other).
    fn lock(&mut self, key: &str) -> Result<(), StoreError> {
        self.execute(
            "SELECT pg_advisory_xact_lock(hashtextextended(?1, 0))",
            &[Value::Text(key.to_owned())],
        )
        .map(drop)
    }
}

/// `?1` becomes `$1`; the shared statements have no `?` anywhere else.
fn dollar_placeholders(sql: &str) -> String {
    sql.replace('?', "$")
}

fn bind(args: &[Value]) -> Vec<&(dyn ToSql + Sync)> {
    args.iter().map(|a| a as &(dyn ToSql + Sync)).collect()
}

fn row(row: &postgres::Row) -> Result<Row, StoreError> {
    (0..row.len())
        .map(|i| column(row, i))
        .collect::<Result<_, _>>()
        .map(Row::new)
}

fn column(row: &postgres::Row, i: usize) -> Result<Value, StoreError> {
    let ty = row.columns()[i].type_();
    let value = match *ty {
        Type::INT8 => row.try_get::<_, Option<i64>>(i)?.map(Value::Int),
        Type::INT4 => row
            .try_get::<_, Option<i32>>(i)?
            .map(|v| Value::Int(v.into())),
        Type::INT2 => row
            .try_get::<_, Option<i16>>(i)?
            .map(|v| Value::Int(v.into())),
        Type::BOOL => row
            .try_get::<_, Option<bool>>(i)?
            .map(|v| Value::Int(v.into())),
        Type::FLOAT8 => row.try_get::<_, Option<f64>>(i)?.map(Value::Real),
        Type::FLOAT4 => row
            .try_get::<_, Option<f32>>(i)?
            .map(|v| Value::Real(v.into())),
        Type::BYTEA => row.try_get::<_, Option<Vec<u8>>>(i)?.map(Value::Blob),
        Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME | Type::UNKNOWN => {
            row.try_get::<_, Option<String>>(i)?.map(Value::Text)
        }
        _ => {
            return Err(StoreError::Corrupt(format!(
                "column {i} has the unsupported type {ty}"
            )));
        }
    };
    Ok(value.unwrap_or(Value::Null))
}

impl ToSql for Value {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut BytesMut,
    ) -> Result<IsNull, Box<dyn Error + Sync + Send>> {
        match self {
            Value::Null => Ok(IsNull::Yes),
            Value::Int(i) => match *ty {
                Type::INT8 => i.to_sql(ty, out),
                Type::INT4 => i32::try_from(*i)?.to_sql(ty, out),
                Type::INT2 => i16::try_from(*i)?.to_sql(ty, out),
                Type::BOOL => (*i != 0).to_sql(ty, out),
                Type::FLOAT8 => (*i as f64).to_sql(ty, out),
                Type::TEXT | Type::VARCHAR => i.to_string().to_sql(ty, out),
                _ => Err(format!("an integer cannot be bound as {ty}").into()),
            },
            Value::Real(r) => match *ty {
                Type::FLOAT4 => (*r as f32).to_sql(ty, out),
                _ => r.to_sql(ty, out),
            },
            Value::Text(s) => s.as_str().to_sql(ty, out),
            Value::Blob(b) => b.as_slice().to_sql(ty, out),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_numbered_with_dollars() {
        assert_eq!(
            dollar_placeholders("UPDATE games SET fen = ?2 WHERE id = ?1 AND version = ?12"),
            "UPDATE games SET fen = $2 WHERE id = $1 AND version = $12"
        );
    }
}
