//! Test databases on either backend: an SQLite file in a temporary
//! directory, or a fresh database on this test process's throwaway
//! PostgreSQL server. A test opens a [`TestDb`] as often as it needs
//! (a restart, two writers), and can reach under the store with raw SQL.
//!
//! `DAMABOT_TEST_POSTGRES=1` makes [`Backend::from_env`], and with it
//! every [`super::table::Table::new`], use PostgreSQL: the README's test
//! command runs the core's story suites that way too.

use damabot::store::Store;

use super::postgres;

/// Which database a test runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// PostgreSQL when `DAMABOT_TEST_POSTGRES` is `1`, otherwise SQLite.
    pub fn from_env() -> Backend {
        match std::env::var("DAMABOT_TEST_POSTGRES").as_deref() {
            Ok("1") => Backend::Postgres,
            _ => Backend::Sqlite,
        }
    }
}

/// One database for one test.
#[derive(Debug)]
pub enum TestDb {
    Sqlite(tempfile::TempDir),
    Postgres(String),
}

impl TestDb {
    /// An empty database on `backend`.
    pub fn new(backend: Backend) -> TestDb {
        match backend {
            Backend::Sqlite => TestDb::Sqlite(tempfile::tempdir().expect("temp dir")),
            Backend::Postgres => TestDb::Postgres(postgres::fresh_database()),
        }
    }

    /// An empty PostgreSQL database reached through the server's Unix
    /// socket.
    pub fn postgres_socket() -> TestDb {
        TestDb::Postgres(postgres::fresh_socket_database())
    }

    /// One empty database on each backend, SQLite first.
    pub fn both() -> [TestDb; 2] {
        [TestDb::new(Backend::Sqlite), TestDb::new(Backend::Postgres)]
    }

    /// Opens the store on it (again), applying pending migrations.
    pub fn open(&self) -> Store {
        match self {
            TestDb::Sqlite(dir) => Store::open(&dir.path().join("test.sqlite3")),
            TestDb::Postgres(url) => Store::connect(url),
        }
        .unwrap_or_else(|e| panic!("opening {self:?}: {e}"))
    }

    /// Runs raw SQL under the store, as an operator (or a bad disk) would.
    pub fn execute(&self, sql: &str) {
        match self {
            TestDb::Sqlite(dir) => {
                let conn = rusqlite::Connection::open(dir.path().join("test.sqlite3"))
                    .expect("a second SQLite connection");
                conn.execute_batch(sql).expect(sql);
            }
            TestDb::Postgres(url) => {
                let mut client =
                    ::postgres::Client::connect(url, ::postgres::NoTls).expect("a raw client");
                client.batch_execute(sql).expect(sql);
            }
        }
    }

    /// Reads one nullable integer with raw SQL.
    pub fn integer(&self, sql: &str) -> Option<i64> {
        match self {
            TestDb::Sqlite(dir) => rusqlite::Connection::open(dir.path().join("test.sqlite3"))
                .expect("a second SQLite connection")
                .query_row(sql, [], |r| r.get(0))
                .expect(sql),
            TestDb::Postgres(url) => ::postgres::Client::connect(url, ::postgres::NoTls)
                .expect("a raw client")
                .query_one(sql, &[])
                .expect(sql)
                .get(0),
        }
    }
}
