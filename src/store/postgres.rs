//! The PostgreSQL backend, for several instances sharing one database.
//!
//! Connections come from an r2d2 pool; each keeps its own cache of
//! prepared statements, keyed by the shared statement text, which is
//! rewritten once from `?N` to PostgreSQL's `$N`. A connection is a
//! tokio-postgres client driven by a current-thread runtime of its own, so
//! the store stays blocking for the core thread while a transaction can
//! send several statements in one write: the ones whose answers nobody
//! reads are held back until the next that is read, or the commit, and so
//! are reads sent ahead of need ([`Open`], `memo`). Round trips, not SQL,
//! were most of a request's time here (docs/benchmarks.md), and each costs
//! both sides CPU time in system calls and thread switches.
//!
//! Every write is one READ COMMITTED transaction, serialized where it
//! matters by the database itself, never by a lock in memory:
//! - a request holds its chat's advisory lock ([`lock_chat`](super::port::Locks::lock_chat)) from its
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
//! still aborted each other (docs/benchmarks.md): it did not scale past one.
//!
//! Migrations (`migrations/postgres/`) are recorded in `schema_migrations`;
//! the pending ones are applied in one transaction under an advisory lock,
//! so instances starting together apply each one once.

use std::collections::HashMap;
use std::error::Error;
use std::future::Future;
use std::pin::{Pin, pin};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::task::Poll;
use std::time::Duration;

use bytes::BytesMut;
use futures::TryStreamExt;
use futures::future::{MaybeDone, maybe_done};
use tokio::runtime::Runtime;
use tokio_postgres::Client;
use tokio_postgres::types::{IsNull, ToSql, Type, to_sql_checked};
use tokio_postgres::{Config, Statement};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::StoreError;
use super::migrate::POSTGRES;
use super::postgres_tls::{self, TrustedRoots};
use super::sql::{Ahead, Conn, Kept, Row, Tx, Value};

/// How many times a transaction that lost a race runs again.
const ATTEMPTS: u32 = 12;

/// Connections per instance: one per core thread, so at most this many
/// core threads write at once ([`Postgres::share`]).
pub(super) const POOL_SIZE: u32 = 4;

/// A key of `pg_advisory_xact_lock` that only migrations take.
const MIGRATION_LOCK: i64 = 0x0064_616d_6162_6f74;

/// Run on every new connection: a session left inside a transaction (a
/// frozen host, a stray proxy) would hold its chats' locks, and every later
/// request for them, until someone noticed; unless the server sets a limit
/// of its own, it ends such a session after a minute.
const IDLE_LIMIT: &str = "DO $$ BEGIN
    IF current_setting('idle_in_transaction_session_timeout') = '0' THEN
        SET idle_in_transaction_session_timeout = '60s';
    END IF;
END $$";

/// How every transaction starts.
const START: &str = "START TRANSACTION ISOLATION LEVEL READ COMMITTED";

/// An open PostgreSQL database: a pool of connections.
pub(super) struct Postgres {
    pool: r2d2::Pool<Manager>,
    /// How many connections the pool has opened (its [`Manager`]'s count).
    opened: Arc<AtomicU64>,
}

impl Postgres {
    /// Another handle on the same pool, for another core thread.
    pub fn share(&self) -> Postgres {
        Postgres {
            pool: self.pool.clone(),
            opened: Arc::clone(&self.opened),
        }
    }

    /// How many connections this pool has opened so far: when the count is
    /// unchanged since a commit, every connection since is a session of the
    /// server that took it (see [`crate::store::Store::connections_opened`]).
    pub fn connections_opened(&self) -> u64 {
        self.opened.load(Ordering::SeqCst)
    }

    /// Connects to `url` (`postgres://user:password@host:port/database`),
    /// over TLS as its `sslmode` says and trusting `roots`, and applies
    /// every pending migration.
    pub fn connect(url: &str, roots: &TrustedRoots) -> Result<Postgres, StoreError> {
        let config: Config = url.parse().map_err(|e| StoreError::connect(None, e))?;
        let opened = Arc::new(AtomicU64::new(0));
        let manager = Manager {
            config,
            tls: postgres_tls::connector(roots)?,
            opened: Arc::clone(&opened),
        };
        // One connection first: the pool would retry a refused one (no TLS,
        // an untrusted certificate) until its timeout and hide why.
        drop(manager.open()?);
        // No test query at checkout: it would cost a round trip per
        // transaction, and a connection closed meanwhile is replaced when
        // its transaction fails (`write`).
        let pool = r2d2::Pool::builder()
            .max_size(POOL_SIZE)
            .test_on_check_out(false)
            .connection_timeout(Duration::from_secs(10))
            .build(manager)
            .map_err(|e| StoreError::connect(Some("making the pool".into()), e))?;
        let store = Postgres { pool, opened };
        store.migrate()?;
        Ok(store)
    }

    fn connection(&self) -> Result<r2d2::PooledConnection<Manager>, StoreError> {
        self.pool.get().map_err(|e| StoreError::connect(None, e))
    }

    /// Runs `f` in one READ COMMITTED transaction and commits if it returns
    /// `Ok`; runs it again when it lost a race with another transaction,
    /// or when its connection turned out to be closed before it committed.
    pub fn write<T, E: From<StoreError>>(
        &mut self,
        mut f: impl FnMut(&Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let mut attempt = 0;
        loop {
            attempt += 1;
            let last = attempt == ATTEMPTS;
            {
                let mut conn = self.connection()?;
                let mut open = Open::new(&mut conn);
                let tx = Tx::new(&mut open);
                let result = f(&tx);
                let retry = tx.must_retry();
                drop(tx);
                match result {
                    Ok(value) => match open.commit() {
                        Ok(()) => return Ok(value),
                        Err(error) if error.is_contention() && !last => {
                            tracing::debug!(attempt, %error, "a commit lost a race");
                        }
                        Err(error) => return Err(error.into()),
                    },
                    // Nothing was committed. A connection the server closed
                    // while it sat in the pool (a restart, an idle timeout)
                    // fails the transaction's first round trip, and the
                    // pool drops it: take another.
                    Err(_) if (retry || open.is_closed()) && !last => {}
                    Err(error) => return Err(error),
                }
            }
            // Let the winner finish before trying again.
            std::thread::sleep(Duration::from_millis(u64::from(attempt)));
        }
    }

    /// Commits a transaction that writes one empty logical message to the
    /// log and nothing else, with the session's own `synchronous_commit`:
    /// its commit must reach the disk before it returns, and with it
    /// everything logged before. (A transaction that only takes an id
    /// writes nothing before its commit record, and PostgreSQL does not
    /// wait for the disk for such a commit.)
    pub fn make_durable(&mut self) -> Result<(), StoreError> {
        self.write(|tx| tx.apply("SELECT pg_logical_emit_message(true, 'damabot', '')", &[]))
    }

    /// Applies the pending migrations in one transaction, under a lock
    /// that instances starting together take in turn.
    fn migrate(&self) -> Result<(), StoreError> {
        let mut conn = self.connection()?;
        let mut open = Open::new(&mut conn);
        open.batch(&format!("SELECT pg_advisory_xact_lock({MIGRATION_LOCK})"))?;
        open.batch(
            "CREATE TABLE IF NOT EXISTS schema_migrations (
                 version BIGINT PRIMARY KEY, name TEXT NOT NULL)",
        )?;
        let done: i64 = open
            .query(
                "SELECT COALESCE(MAX(version), 0) FROM schema_migrations",
                &[],
            )?
            .first()
            .ok_or(StoreError::NotFound)?
            .get(0)?;
        let known = i64::try_from(POSTGRES.len()).unwrap_or(i64::MAX);
        if done > known {
            return Err(StoreError::SchemaTooNew {
                found: done,
                known: POSTGRES.len(),
            });
        }
        for (version, (name, sql)) in (1_i64..)
            .zip(POSTGRES)
            .skip(usize::try_from(done).unwrap_or(0))
        {
            open.batch(sql)?;
            open.defer(
                "INSERT INTO schema_migrations (version, name) VALUES (?1, ?2)",
                &[Value::Int(version), Value::Text((*name).to_owned())],
            )?;
        }
        open.commit()
    }
}

/// A pooled connection: its client, the runtime that drives the client's
/// connection while a call waits on it, and its prepared statements.
pub(super) struct Pooled {
    client: Client,
    runtime: Runtime,
    /// Whether a call failed because the server ended the connection. The
    /// client may learn that its connection closed only later, when its
    /// runtime next runs: until then this is what tells.
    lost: bool,
    statements: HashMap<String, Statement>,
}

impl Pooled {
    /// Whether nothing more can be sent on this connection.
    fn is_closed(&self) -> bool {
        self.lost || self.client.is_closed()
    }
}

/// Opens and checks pooled connections.
struct Manager {
    config: Config,
    tls: MakeRustlsConnect,
    /// Counts the connections opened.
    opened: Arc<AtomicU64>,
}

impl Manager {
    /// A new connection, with every cause of a refusal in its error.
    fn open(&self) -> Result<Pooled, StoreError> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| {
                StoreError::connect(Some("starting the connection's runtime".into()), e)
            })?;
        let (client, connection) = runtime
            .block_on(self.config.connect(self.tls.clone()))
            .map_err(|e| StoreError::connect(None, e))?;
        runtime.spawn(async move {
            if let Err(error) = connection.await {
                tracing::debug!(%error, "a database connection ended");
            }
        });
        runtime.block_on(client.batch_execute(IDLE_LIMIT))?;
        self.opened.fetch_add(1, Ordering::SeqCst);
        Ok(Pooled {
            client,
            runtime,
            lost: false,
            statements: HashMap::new(),
        })
    }
}

impl r2d2::ManageConnection for Manager {
    type Connection = Pooled;
    type Error = StoreError;

    fn connect(&self) -> Result<Pooled, StoreError> {
        self.open()
    }

    fn is_valid(&self, conn: &mut Pooled) -> Result<(), StoreError> {
        Ok(conn.runtime.block_on(conn.client.batch_execute(""))?)
    }

    fn has_broken(&self, conn: &mut Pooled) -> bool {
        conn.is_closed()
    }
}

/// One statement of a transaction, as the client sends it.
enum Request {
    /// Statements without arguments, in the simple protocol.
    Simple(String),
    /// A prepared statement with its arguments.
    Prepared(Statement, Vec<Value>),
}

/// What the server answered to one request.
#[derive(Default)]
struct Reply {
    rows: Vec<tokio_postgres::Row>,
    changed: u64,
}

impl Request {
    async fn send(&self, client: &Client) -> Result<Reply, tokio_postgres::Error> {
        match self {
            Request::Simple(sql) => client.batch_execute(sql).await.map(|()| Reply::default()),
            Request::Prepared(statement, args) => {
                let mut stream = pin!(client.query_raw(statement, args).await?);
                let rows = stream.as_mut().try_collect().await?;
                let changed = stream.rows_affected().unwrap_or(0);
                Ok(Reply { rows, changed })
            }
        }
    }
}

/// An open PostgreSQL transaction.
///
/// Statements whose answers nobody reads (the start, locks, writes whose
/// row count does not matter) wait in `pending` and go out together with
/// the next statement that is read, or with the commit: one round trip
/// for all of them instead of one each. So do queries sent ahead, whose
/// rows are kept in `ahead` until taken. The server runs them in order, so
/// every read sees the writes before it, and the first that fails fails
/// the statement that sent it (the transaction is then aborted, as it
/// would have been at the failing statement itself).
struct Open<'c> {
    conn: &'c mut Pooled,
    /// Each with the place its rows are kept at, if it was sent ahead.
    pending: Vec<(Request, Option<usize>)>,
    /// The rows of queries sent ahead.
    ahead: Kept,
    /// Whether the start has been sent, so that the server holds a
    /// transaction that must end.
    sent: bool,
    ended: bool,
}

impl<'c> Open<'c> {
    fn new(conn: &'c mut Pooled) -> Open<'c> {
        Open {
            conn,
            pending: vec![(Request::Simple(START.to_owned()), None)],
            ahead: Kept::default(),
            sent: false,
            ended: false,
        }
    }

    fn statement(&mut self, sql: &str) -> Result<Statement, StoreError> {
        if let Some(statement) = self.conn.statements.get(sql) {
            return Ok(statement.clone());
        }
        // Preparing is a round trip of its own, which must not overtake
        // what is held back: the server refuses it in a transaction that a
        // held-back request aborted, and the statement may name a table
        // that one creates.
        self.flush()?;
        let prepared = self
            .conn
            .runtime
            .block_on(self.conn.client.prepare(&dollar_placeholders(sql)));
        let statement = self.noted(prepared)?;
        self.conn
            .statements
            .insert(sql.to_owned(), statement.clone());
        Ok(statement)
    }

    /// Sends the pending requests and then `last` in one write, and
    /// returns `last`'s reply, or the first error.
    fn send(&mut self, last: Request) -> Result<Reply, StoreError> {
        let mut requests = std::mem::take(&mut self.pending);
        requests.push((last, None));
        self.send_all(&requests)
    }

    /// Sends `requests` in one write, keeps the rows of those sent ahead,
    /// and returns the last one's reply, or the first error.
    fn send_all(&mut self, requests: &[(Request, Option<usize>)]) -> Result<Reply, StoreError> {
        self.sent = true;
        let client = &self.conn.client;
        let replies = self
            .conn
            .runtime
            .block_on(in_order(requests.iter().map(|(r, _)| r.send(client))));
        let mut reply = Reply::default();
        for (next, (_, kept_at)) in replies.into_iter().zip(requests) {
            reply = self.noted(next)?;
            if let Some(at) = kept_at {
                self.ahead
                    .fill(*at, reply.rows.iter().map(row).collect::<Result<_, _>>()?);
            }
        }
        Ok(reply)
    }

    /// Passes `result` on, noting whether it says that the server ended
    /// the connection (a restart, `pg_terminate_backend`).
    fn noted<T>(&mut self, result: Result<T, tokio_postgres::Error>) -> Result<T, StoreError> {
        result.map_err(|error| {
            let error = StoreError::from(error);
            self.conn.lost |= error.is_connection_lost();
            error
        })
    }

    fn prepared(&mut self, sql: &str, args: &[Value]) -> Result<Request, StoreError> {
        Ok(Request::Prepared(self.statement(sql)?, args.to_vec()))
    }

    /// Sends everything pending and the commit.
    fn commit(mut self) -> Result<(), StoreError> {
        let result = self.send(Request::Simple("COMMIT".to_owned()));
        self.ended = result.is_ok();
        result.map(drop)
    }

    /// Whether the connection is closed: nothing more can be sent on it.
    fn is_closed(&self) -> bool {
        self.conn.is_closed()
    }
}

/// A transaction dropped without its commit rolls back, as soon as it is
/// dropped, so that its connection goes back to the pool idle.
impl Drop for Open<'_> {
    fn drop(&mut self) {
        if self.sent && !self.ended && !self.is_closed() {
            let rollback = self.conn.client.batch_execute("ROLLBACK");
            if let Err(error) = self.conn.runtime.block_on(rollback) {
                tracing::debug!(%error, "a rollback failed");
            }
        }
    }
}

impl Conn for Open<'_> {
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize, StoreError> {
        let request = self.prepared(sql, args)?;
        let changed = self.send(request)?.changed;
        Ok(usize::try_from(changed).unwrap_or(usize::MAX))
    }

    fn defer(&mut self, sql: &str, args: &[Value]) -> Result<(), StoreError> {
        let request = self.prepared(sql, args)?;
        self.pending.push((request, None));
        Ok(())
    }

    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>, StoreError> {
        let request = self.prepared(sql, args)?;
        self.send(request)?.rows.iter().map(row).collect()
    }

    fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        self.pending.push((Request::Simple(sql.to_owned()), None));
        Ok(())
    }

    fn flush(&mut self) -> Result<(), StoreError> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let requests = std::mem::take(&mut self.pending);
        self.send_all(&requests).map(drop)
    }

    /// Held back like [`Conn::defer`]; its rows are kept when it is sent.
    fn ahead(&mut self, sql: &str, args: &[Value]) -> Result<Ahead, StoreError> {
        let request = self.prepared(sql, args)?;
        let ahead = self.ahead.place(None);
        self.pending.push((request, Some(ahead.0)));
        Ok(ahead)
    }

    fn take(&mut self, ahead: Ahead) -> Result<Vec<Row>, StoreError> {
        if !self.ahead.answered(&ahead) {
            self.flush()?;
        }
        self.ahead.take(ahead)
    }

    /// A transaction-scoped advisory lock on the name's 64-bit hash (two
    /// names that share a hash merely wait for each other), sent with the
    /// next statement: the server runs nothing after it before it holds
    /// the lock.
    fn lock(&mut self, key: &str) -> Result<(), StoreError> {
        self.defer(
            "SELECT pg_advisory_xact_lock(hashtextextended(?1, 0))",
            &[Value::Text(key.to_owned())],
        )
    }

    /// For this transaction only: its commit returns once the server has
    /// it in memory; the WAL writer flushes it within a few hundred
    /// milliseconds, or the next commit that waits does.
    fn commit_lazily(&mut self) -> Result<(), StoreError> {
        self.batch("SET LOCAL synchronous_commit = off")
    }
}

/// Runs `futures` to completion, first polling each in the order given:
/// the client sends a request when its future is first polled, so the
/// server receives, and runs, them in this order.
async fn in_order<F: Future>(futures: impl Iterator<Item = F>) -> Vec<F::Output> {
    let mut futures: Vec<MaybeDone<Pin<Box<F>>>> =
        futures.map(|f| maybe_done(Box::pin(f))).collect();
    std::future::poll_fn(|cx| {
        let mut done = true;
        for future in &mut futures {
            done &= Pin::new(future).poll(cx).is_ready();
        }
        if done { Poll::Ready(()) } else { Poll::Pending }
    })
    .await;
    futures
        .iter_mut()
        .filter_map(|future| Pin::new(future).take_output())
        .collect()
}

/// `?1` becomes `$1`; the shared statements have no `?` anywhere else.
fn dollar_placeholders(sql: &str) -> String {
    sql.replace('?', "$")
}

fn row(row: &tokio_postgres::Row) -> Result<Row, StoreError> {
    (0..row.len())
        .map(|i| column(row, i))
        .collect::<Result<_, _>>()
        .map(Row::new)
}

fn column(row: &tokio_postgres::Row, i: usize) -> Result<Value, StoreError> {
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
            return Err(StoreError::corrupt(
                "column type",
                format!("{ty} (column {i})"),
            ));
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
