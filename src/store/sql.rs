//! The SQL layer under the store's aggregates: the values, rows and
//! connection every backend speaks, so that one statement text serves
//! SQLite and PostgreSQL alike.
//!
//! Statements are written once, in the common dialect of both databases,
//! with numbered placeholders (`?1`, `?2`); a backend rewrites what its
//! engine spells differently (PostgreSQL's `$1`). Values cross this layer
//! as five plain kinds ([`Value`]): integers (flags are 0 and 1), reals,
//! texts, blobs and null. The aggregates turn them into domain types with
//! [`Row::get`], so a backend never sees a domain type and the aggregates
//! never see a driver type.

use std::cell::{Cell, RefCell};

use super::StoreError;
use super::memo::{Memo, Read};
use super::port::Transaction;

/// One SQL value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// NULL.
    Null,
    /// An integer; flags are stored as 0 and 1.
    Int(i64),
    /// A real number.
    Real(f64),
    /// A text.
    Text(String),
    /// Bytes.
    Blob(Vec<u8>),
}

/// A Rust value that can be bound to a placeholder.
pub trait ToValue {
    /// The SQL value.
    fn to_value(&self) -> Value;
}

/// A Rust value that can be read from a column.
pub trait FromValue: Sized {
    /// Reads the value, refusing one of the wrong kind or range.
    fn from_value(value: &Value) -> Result<Self, StoreError>;
}

impl<T: ToValue + ?Sized> ToValue for &T {
    fn to_value(&self) -> Value {
        (**self).to_value()
    }
}

impl<T: ToValue> ToValue for Option<T> {
    fn to_value(&self) -> Value {
        self.as_ref().map_or(Value::Null, ToValue::to_value)
    }
}

impl ToValue for str {
    fn to_value(&self) -> Value {
        Value::Text(self.to_owned())
    }
}

impl ToValue for String {
    fn to_value(&self) -> Value {
        Value::Text(self.clone())
    }
}

impl ToValue for bool {
    fn to_value(&self) -> Value {
        Value::Int(i64::from(*self))
    }
}

impl ToValue for f64 {
    fn to_value(&self) -> Value {
        Value::Real(*self)
    }
}

impl ToValue for [u8] {
    fn to_value(&self) -> Value {
        Value::Blob(self.to_vec())
    }
}

impl ToValue for Vec<u8> {
    fn to_value(&self) -> Value {
        Value::Blob(self.clone())
    }
}

/// Integers bind as [`Value::Int`]; those wider than `i64` saturate.
macro_rules! integers {
    ($($t:ty),*) => {$(
        impl ToValue for $t {
            fn to_value(&self) -> Value {
                Value::Int(i64::try_from(*self).unwrap_or(i64::MAX))
            }
        }

        impl FromValue for $t {
            fn from_value(value: &Value) -> Result<Self, StoreError> {
                match value {
                    Value::Int(i) => <$t>::try_from(*i)
                        .map_err(|e| StoreError::corrupt_because(stringify!($t), i.to_string(), e)),
                    other => Err(kind(other, "integer")),
                }
            }
        }
    )*};
}

integers!(i64, i32, i16, u8, u16, u32, u64, usize);

impl<T: FromValue> FromValue for Option<T> {
    fn from_value(value: &Value) -> Result<Self, StoreError> {
        match value {
            Value::Null => Ok(None),
            other => T::from_value(other).map(Some),
        }
    }
}

impl FromValue for bool {
    fn from_value(value: &Value) -> Result<Self, StoreError> {
        match value {
            Value::Int(i) => Ok(*i != 0),
            other => Err(kind(other, "flag")),
        }
    }
}

impl FromValue for f64 {
    fn from_value(value: &Value) -> Result<Self, StoreError> {
        match value {
            Value::Real(r) => Ok(*r),
            Value::Int(i) => Ok(*i as f64),
            other => Err(kind(other, "number")),
        }
    }
}

impl FromValue for String {
    fn from_value(value: &Value) -> Result<Self, StoreError> {
        match value {
            Value::Text(s) => Ok(s.clone()),
            other => Err(kind(other, "text")),
        }
    }
}

impl FromValue for Vec<u8> {
    fn from_value(value: &Value) -> Result<Self, StoreError> {
        match value {
            Value::Blob(b) => Ok(b.clone()),
            other => Err(kind(other, "bytes")),
        }
    }
}

/// A value of another kind than the column's type wants.
fn kind(found: &Value, wanted: &'static str) -> StoreError {
    StoreError::corrupt(wanted, format!("{found:?}"))
}

/// The arguments of one statement, in placeholder order.
macro_rules! params {
    ($($arg:expr),* $(,)?) => {
        &[$($crate::store::sql::ToValue::to_value(&$arg)),*][..]
    };
}
pub(super) use params;

/// One result row.
#[derive(Clone, Debug, Default)]
pub struct Row {
    values: Vec<Value>,
}

impl Row {
    /// A row of these column values.
    pub(super) fn new(values: Vec<Value>) -> Row {
        Row { values }
    }

    /// Column `index` (from 0), read as `T`.
    pub fn get<T: FromValue>(&self, index: usize) -> Result<T, StoreError> {
        let value = self
            .values
            .get(index)
            .ok_or_else(|| StoreError::corrupt("column number", index.to_string()))?;
        T::from_value(value)
    }
}

/// A query sent ahead ([`Conn::ahead`]), whose rows are taken once, later.
#[derive(Debug)]
pub(super) struct Ahead(pub usize);

/// The rows of a transaction's queries sent ahead, by their [`Ahead`]
/// place: `None` until answered, and again once taken.
#[derive(Default)]
pub(super) struct Kept(Vec<Option<Vec<Row>>>);

impl Kept {
    /// A new place, holding `rows` if the query was answered already.
    pub fn place(&mut self, rows: Option<Vec<Row>>) -> Ahead {
        self.0.push(rows);
        Ahead(self.0.len() - 1)
    }

    /// Keeps the answer to the query at place `at`.
    pub fn fill(&mut self, at: usize, rows: Vec<Row>) {
        self.0[at] = Some(rows);
    }

    /// Whether the query at `ahead` was answered (a ticket is taken once,
    /// so its rows are still there).
    pub fn answered(&self, ahead: &Ahead) -> bool {
        self.0.get(ahead.0).is_some_and(Option::is_some)
    }

    /// The rows of the query at `ahead`.
    pub fn take(&mut self, ahead: Ahead) -> Result<Vec<Row>, StoreError> {
        self.0
            .get_mut(ahead.0)
            .and_then(Option::take)
            .ok_or(StoreError::NotFound)
    }
}

/// A connection inside one open transaction: what a backend provides.
pub(super) trait Conn {
    /// Runs a statement; returns the number of rows it changed.
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize, StoreError>;
    /// Runs a query; returns every row.
    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>, StoreError>;
    /// Runs a statement whose result nobody reads. A backend may hold it
    /// back and send it with the next statement; it then reports a failure
    /// there, or at [`Conn::flush`].
    fn defer(&mut self, sql: &str, args: &[Value]) -> Result<(), StoreError>;
    /// Runs statements without arguments or results (savepoints); held
    /// back like [`Conn::defer`].
    fn batch(&mut self, sql: &str) -> Result<(), StoreError>;
    /// Runs what was held back, reporting its first failure.
    fn flush(&mut self) -> Result<(), StoreError>;
    /// Runs a query whose rows are taken later with [`Conn::take`]. A
    /// backend may hold it back like [`Conn::defer`], so that it costs no
    /// round trip of its own; either way its rows are those the database
    /// held at its place among the transaction's statements.
    fn ahead(&mut self, sql: &str, args: &[Value]) -> Result<Ahead, StoreError>;
    /// The rows of a query sent ahead, running it first if it was held
    /// back; each is taken once.
    fn take(&mut self, ahead: Ahead) -> Result<Vec<Row>, StoreError>;
    /// Holds the lock named `key` until the transaction ends; another
    /// transaction asking for the same name waits for that. Held back
    /// like [`Conn::defer`].
    fn lock(&mut self, key: &str) -> Result<(), StoreError>;
    /// Lets this transaction's commit return before it is on disk; held
    /// back like [`Conn::defer`].
    fn commit_lazily(&mut self) -> Result<(), StoreError>;
}

/// One open write transaction, whatever the backend; dropped without its
/// store committing it, it rolls back.
pub struct Tx<'c> {
    conn: RefCell<&'c mut dyn Conn>,
    retry: Cell<bool>,
    pub(super) memo: Memo,
}

impl<'c> Tx<'c> {
    pub(super) fn new(conn: &'c mut dyn Conn) -> Tx<'c> {
        Tx {
            conn: RefCell::new(conn),
            retry: Cell::new(false),
            memo: Memo::default(),
        }
    }

    /// Whether a statement failed only because a concurrent transaction
    /// won: the whole transaction may then be run again.
    pub(super) fn must_retry(&self) -> bool {
        self.retry.get()
    }

    fn noted<T>(&self, sql: &str, result: Result<T, StoreError>) -> Result<T, StoreError> {
        if let Err(error) = &result
            && error.is_contention()
        {
            tracing::debug!(statement = %sql.split_whitespace().collect::<Vec<_>>().join(" "), %error, "a statement lost a race");
            self.retry.set(true);
        }
        result
    }

    /// Holds the lock named `key` until this transaction ends: another
    /// instance's transaction that asks for the same name waits until this
    /// one commits or rolls back, and its next statement sees what this one
    /// wrote. One process needs none: its transactions take turns anyway.
    pub(super) fn lock(&self, key: &str) -> Result<(), StoreError> {
        if self.memo.holds(key) {
            return Ok(());
        }
        let result = self.conn.borrow_mut().lock(key);
        self.noted(key, result)?;
        self.memo.hold(key);
        Ok(())
    }

    /// What a statement returns on finding that a row this transaction
    /// read has changed since, under another instance's hands: the whole
    /// transaction runs again, and reads the row anew.
    pub(super) fn lost_race(&self) -> StoreError {
        self.retry.set(true);
        StoreError::Conflict
    }

    /// Runs a statement; returns the number of rows it changed.
    pub(super) fn exec(&self, sql: &str, args: &[Value]) -> Result<usize, StoreError> {
        let result = self.conn.borrow_mut().execute(sql, args);
        self.noted(sql, result)
    }

    /// Runs a statement whose changed-row count nobody reads: PostgreSQL
    /// sends it with the next statement, in the same round trip, and a
    /// failure is reported there.
    pub(super) fn apply(&self, sql: &str, args: &[Value]) -> Result<(), StoreError> {
        let result = self.conn.borrow_mut().defer(sql, args);
        self.noted(sql, result)
    }

    /// Sends `read`'s query ahead, unless it already was: PostgreSQL sends
    /// it with the next statement, and [`Tx::rows_read`] takes its rows.
    pub(super) fn read_ahead(
        &self,
        read: Read,
        sql: &str,
        args: &[Value],
    ) -> Result<(), StoreError> {
        if self.memo.is_ahead(&read) {
            return Ok(());
        }
        let result = self.conn.borrow_mut().ahead(sql, args);
        let ahead = self.noted(sql, result)?;
        self.memo.keep_ahead(read, ahead);
        Ok(())
    }

    /// Every row of `read`'s query, each turned into a `T` by `f`.
    pub(super) fn rows_read<T>(
        &self,
        read: &Read,
        sql: &str,
        args: &[Value],
        f: impl FnMut(&Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        self.read_rows(read, sql, args)?.iter().map(f).collect()
    }

    /// The first row of `read`'s query, if there is one, turned into a `T`
    /// by `f`.
    pub(super) fn opt_row_read<T>(
        &self,
        read: &Read,
        sql: &str,
        args: &[Value],
        f: impl FnOnce(&Row) -> Result<T, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        self.read_rows(read, sql, args)?.first().map(f).transpose()
    }

    /// The rows of `read`'s query: those of the query sent ahead if there
    /// is one, else of the query run now.
    fn read_rows(&self, read: &Read, sql: &str, args: &[Value]) -> Result<Vec<Row>, StoreError> {
        let rows = match self.memo.take_ahead(read) {
            Some(ahead) => self.conn.borrow_mut().take(ahead),
            None => self.conn.borrow_mut().query(sql, args),
        };
        self.noted(sql, rows)
    }

    /// Reads every row of a query, each turned into a `T` by `f`.
    pub(super) fn rows<T>(
        &self,
        sql: &str,
        args: &[Value],
        f: impl FnMut(&Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        let rows = self.conn.borrow_mut().query(sql, args);
        self.noted(sql, rows)?.iter().map(f).collect()
    }

    /// Reads the first row of a query, if there is one.
    pub(super) fn opt_row<T>(
        &self,
        sql: &str,
        args: &[Value],
        f: impl FnOnce(&Row) -> Result<T, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        let rows = self.conn.borrow_mut().query(sql, args);
        self.noted(sql, rows)?.first().map(f).transpose()
    }

    /// Reads the first row of a query, which must exist.
    pub(super) fn row<T>(
        &self,
        sql: &str,
        args: &[Value],
        f: impl FnOnce(&Row) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.opt_row(sql, args, f)?.ok_or(StoreError::NotFound)
    }

    fn batch(&self, sql: &str) -> Result<(), StoreError> {
        let result = self.conn.borrow_mut().batch(sql);
        self.noted(sql, result)
    }
}

impl Transaction for Tx<'_> {
    fn commit_lazily(&self) -> Result<(), StoreError> {
        let result = self.conn.borrow_mut().commit_lazily();
        self.noted("a lazy commit", result)
    }

    fn savepoint(&self) -> Result<(), StoreError> {
        self.batch("SAVEPOINT isolated")
    }

    fn release_savepoint(&self) -> Result<(), StoreError> {
        // What the part held back runs inside the savepoint, so that its
        // failure is the part's, undone with the rest of it.
        let result = self.conn.borrow_mut().flush();
        if let Err(error) = self.noted("the statements held back", result) {
            self.roll_back_savepoint()?;
            return Err(error);
        }
        self.batch("RELEASE SAVEPOINT isolated")
    }

    fn roll_back_savepoint(&self) -> Result<(), StoreError> {
        self.memo.forget_all();
        self.batch("ROLLBACK TO SAVEPOINT isolated")?;
        self.batch("RELEASE SAVEPOINT isolated")
    }
}
