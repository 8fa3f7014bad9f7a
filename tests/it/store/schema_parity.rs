//! The SQLite and PostgreSQL schemas tell the same story.
//!
//! The store runs one set of SQL statements on both backends, so after all
//! migrations the two databases must hold the same tables, columns (order,
//! nullability, type class, defaults), keys, unique constraints, foreign
//! keys, CHECK constraints (counted: their texts are spelt differently) and
//! named indexes. The SQLite side is what `Store::open` builds; the
//! PostgreSQL side is `migrations/postgres/*.sql` applied in order, each in
//! its own transaction, on a throwaway server (`util::postgres`).

use crate::util::postgres::fresh_database;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use damabot::store::Store;
use postgres::{Client, NoTls};
use rusqlite::Connection;

/// A column's type as both backends agree on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Integer,
    Real,
    Text,
    Blob,
}

#[derive(Debug, PartialEq, Eq)]
struct Column {
    name: String,
    kind: Kind,
    nullable: bool,
    /// The default's literal, without PostgreSQL's `::type` cast.
    default: Option<String>,
}

/// A foreign key of one column: (column, referenced table, referenced
/// column, ON DELETE action).
type ForeignKey = (String, String, String, String);

#[derive(Debug, PartialEq, Eq)]
struct Table {
    columns: Vec<Column>,
    primary_key: Vec<String>,
    unique: BTreeSet<Vec<String>>,
    foreign_keys: BTreeSet<ForeignKey>,
    checks: usize,
}

/// A named index (not one that backs a key or unique constraint).
#[derive(Debug, PartialEq, Eq)]
struct Index {
    table: String,
    /// Key columns in order, `DESC` appended where descending.
    columns: Vec<String>,
    unique: bool,
    partial: bool,
}

#[derive(Debug, PartialEq, Eq)]
struct Schema {
    tables: BTreeMap<String, Table>,
    indexes: BTreeMap<String, Index>,
}

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The `.sql` file names in `dir`, sorted.
fn sql_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|entry| entry.path().is_file())
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| name.ends_with(".sql"))
        .collect();
    names.sort();
    names
}

/// The SQLite migrations' file names, wherever they live: `migrations/` or
/// `migrations/sqlite/`.
fn sqlite_migrations() -> Vec<String> {
    let mut names = sql_files(&repo().join("migrations"));
    names.extend(sql_files(&repo().join("migrations/sqlite")));
    names.sort();
    names
}

fn postgres_migrations() -> Vec<String> {
    sql_files(&repo().join("migrations/postgres"))
}

#[test]
fn postgres_migrations_are_numbered_in_order_and_mirror_sqlite_ones() {
    let postgres = postgres_migrations();
    assert!(!postgres.is_empty(), "no migrations/postgres/*.sql");
    for (index, name) in postgres.iter().enumerate() {
        let number = format!("{:04}_", index + 1);
        assert!(
            name.starts_with(&number),
            "migration {name} should be numbered {number}: numbers run 0001.. without gaps"
        );
    }
    assert_eq!(
        postgres,
        sqlite_migrations(),
        "each SQLite migration has a PostgreSQL twin of the same name, and no more"
    );
}

/// The throwaway server hands each caller, even from parallel threads, a
/// database of its own that starts empty.
#[test]
fn each_fresh_database_is_new_and_empty() {
    let urls: BTreeSet<String> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..4).map(|_| scope.spawn(fresh_database)).collect();
        workers
            .into_iter()
            .map(|worker| worker.join().expect("a worker"))
            .collect()
    });
    assert_eq!(urls.len(), 4, "four distinct databases: {urls:?}");
    for url in &urls {
        let mut client = Client::connect(url, NoTls).expect("connect to a fresh database");
        client
            .batch_execute("CREATE TABLE mine (x BIGINT)")
            .expect("a fresh database is writable");
    }
    for url in &urls {
        let mut client = Client::connect(url, NoTls).expect("connect again");
        let tables: i64 = client
            .query_one(
                "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
                &[],
            )
            .expect("count tables")
            .get(0);
        assert_eq!(tables, 1, "only this database's own table in {url}");
    }
}

#[test]
fn postgres_schema_matches_sqlite_schema() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("parity.sqlite3");
    drop(Store::open(&path).expect("open the SQLite store, applying its migrations"));
    let sqlite = sqlite_schema(&Connection::open(&path).expect("reopen the SQLite file"));

    let mut client = Client::connect(&fresh_database(), NoTls).expect("connect to PostgreSQL");
    for name in postgres_migrations() {
        let sql = fs::read_to_string(repo().join("migrations/postgres").join(&name))
            .expect("read a PostgreSQL migration");
        let mut tx = client.transaction().expect("begin");
        tx.batch_execute(&sql)
            .unwrap_or_else(|e| panic!("migration {name} fails on PostgreSQL: {e}"));
        tx.commit().expect("commit");
    }
    let postgres = postgres_schema(&mut client);

    assert!(!sqlite.tables.is_empty(), "SQLite has no tables");
    assert_eq!(
        sqlite.tables.keys().collect::<Vec<_>>(),
        postgres.tables.keys().collect::<Vec<_>>(),
        "the same tables"
    );
    for (name, table) in &sqlite.tables {
        assert_eq!(table, &postgres.tables[name], "table {name} (SQLite left)");
    }
    assert_eq!(
        sqlite.indexes, postgres.indexes,
        "the same named indexes (SQLite left)"
    );
}

fn sqlite_schema(conn: &Connection) -> Schema {
    let strings = |sql: &str, param: &str| texts(conn, sql, [param]);
    let names = texts(
        conn,
        "SELECT name FROM sqlite_master
         WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
         ORDER BY name",
        [],
    );
    let mut tables = BTreeMap::new();
    for name in names {
        let mut statement = conn
            .prepare(
                "SELECT name, type, \"notnull\", dflt_value, pk
                 FROM pragma_table_info(?1) ORDER BY cid",
            )
            .expect("prepare");
        let rows: Vec<(String, String, bool, Option<String>, i64)> = statement
            .query_map([&name], |row| {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    row.get(2)?,
                    row.get(3)?,
                    row.get(4)?,
                ))
            })
            .expect("query")
            .collect::<Result<_, _>>()
            .expect("rows");
        let mut key: Vec<(i64, String)> = rows
            .iter()
            .filter(|row| row.4 > 0)
            .map(|row| (row.4, row.0.clone()))
            .collect();
        key.sort();
        let columns = rows
            .into_iter()
            .map(|(column, declared, not_null, default, pk)| Column {
                kind: sqlite_kind(&declared),
                // Key columns are never NULL: an INTEGER PRIMARY KEY is the
                // rowid, and every table is STRICT.
                nullable: !not_null && pk == 0,
                default,
                name: column,
            })
            .collect();
        let unique = strings(
            "SELECT name FROM pragma_index_list(?1) WHERE origin = 'u'",
            &name,
        )
        .into_iter()
        .map(|index| {
            strings(
                "SELECT name FROM pragma_index_info(?1) ORDER BY seqno",
                &index,
            )
        })
        .collect();
        let mut statement = conn
            .prepare(r#"SELECT "from", "table", "to", on_delete FROM pragma_foreign_key_list(?1)"#)
            .expect("prepare");
        let foreign_keys = statement
            .query_map([&name], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
            })
            .expect("query")
            .collect::<Result<_, _>>()
            .expect("rows");
        let sql = strings(
            "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?1",
            &name,
        )
        .concat();
        tables.insert(
            name,
            Table {
                columns,
                primary_key: key.into_iter().map(|(_, column)| column).collect(),
                unique,
                foreign_keys,
                checks: sql.matches("CHECK (").count(),
            },
        );
    }

    let mut statement = conn
        .prepare(
            "SELECT m.name, m.tbl_name, l.\"unique\", l.partial
             FROM sqlite_master AS m
             JOIN pragma_index_list(m.tbl_name) AS l ON l.name = m.name
             WHERE m.type = 'index' AND m.sql IS NOT NULL",
        )
        .expect("prepare");
    let rows: Vec<(String, String, bool, bool)> = statement
        .query_map([], |row| {
            Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
        })
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows");
    let mut indexes = BTreeMap::new();
    for (name, table, unique, partial) in rows {
        let mut statement = conn
            .prepare(
                "SELECT name, \"desc\" FROM pragma_index_xinfo(?1) WHERE key = 1 ORDER BY seqno",
            )
            .expect("prepare");
        let columns = statement
            .query_map([&name], |row| {
                let column: String = row.get(0)?;
                let descending: bool = row.get(1)?;
                Ok(if descending {
                    format!("{column} DESC")
                } else {
                    column
                })
            })
            .expect("query")
            .collect::<Result<_, _>>()
            .expect("rows");
        indexes.insert(
            name,
            Index {
                table,
                columns,
                unique,
                partial,
            },
        );
    }
    Schema { tables, indexes }
}

/// The first column of every row `sql` returns.
fn texts(conn: &Connection, sql: &str, params: impl rusqlite::Params) -> Vec<String> {
    let mut statement = conn.prepare(sql).expect("prepare");
    statement
        .query_map(params, |row| row.get(0))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows")
}

fn sqlite_kind(declared: &str) -> Kind {
    match declared {
        "INTEGER" => Kind::Integer,
        "REAL" => Kind::Real,
        "TEXT" => Kind::Text,
        "BLOB" => Kind::Blob,
        other => panic!("SQLite column type {other} has no PostgreSQL mapping here"),
    }
}

fn postgres_schema(client: &mut Client) -> Schema {
    let mut tables = BTreeMap::new();
    let names = client
        .query(
            "SELECT table_name::text FROM information_schema.tables
             WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
            &[],
        )
        .expect("tables");
    for row in names {
        let name: String = row.get(0);
        let columns = client
            .query(
                "SELECT column_name::text, data_type::text, is_nullable::text = 'YES',
                        column_default::text
                 FROM information_schema.columns
                 WHERE table_schema = 'public' AND table_name = $1
                 ORDER BY ordinal_position",
                &[&name],
            )
            .expect("columns")
            .into_iter()
            .map(|column| Column {
                name: column.get(0),
                kind: postgres_kind(column.get(1)),
                nullable: column.get(2),
                default: column.get::<_, Option<String>>(3).map(|default| {
                    match default.split_once("::") {
                        Some((literal, _cast)) => literal.to_owned(),
                        None => default,
                    }
                }),
            })
            .collect();
        let constraint_columns = |client: &mut Client, kind: &str| -> Vec<Vec<String>> {
            client
                .query(
                    "SELECT array(SELECT a.attname::text
                                  FROM unnest(c.conkey) WITH ORDINALITY AS k (attnum, n)
                                  JOIN pg_attribute AS a
                                    ON a.attrelid = c.conrelid AND a.attnum = k.attnum
                                  ORDER BY k.n)
                     FROM pg_constraint AS c
                     WHERE c.conrelid = $1::text::regclass AND c.contype = $2::text::\"char\"",
                    &[&name, &kind],
                )
                .expect("constraints")
                .into_iter()
                .map(|row| row.get(0))
                .collect()
        };
        let primary_key = constraint_columns(client, "p").concat();
        let unique = constraint_columns(client, "u").into_iter().collect();
        let foreign_keys = client
            .query(
                "SELECT a.attname::text, c.confrelid::regclass::text, f.attname::text,
                        CASE c.confdeltype WHEN 'a' THEN 'NO ACTION' WHEN 'r' THEN 'RESTRICT'
                             WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL'
                             WHEN 'd' THEN 'SET DEFAULT' END,
                        cardinality(c.conkey)
                 FROM pg_constraint AS c
                 JOIN pg_attribute AS a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
                 JOIN pg_attribute AS f ON f.attrelid = c.confrelid AND f.attnum = c.confkey[1]
                 WHERE c.conrelid = $1::text::regclass AND c.contype = 'f'",
                &[&name],
            )
            .expect("foreign keys")
            .into_iter()
            .map(|row| {
                assert_eq!(
                    row.get::<_, i32>(4),
                    1,
                    "{name}: a foreign key of one column"
                );
                (row.get(0), row.get(1), row.get(2), row.get(3))
            })
            .collect();
        let checks: i64 = client
            .query_one(
                "SELECT count(*) FROM pg_constraint
                 WHERE conrelid = $1::text::regclass AND contype = 'c'",
                &[&name],
            )
            .expect("checks")
            .get(0);
        tables.insert(
            name,
            Table {
                columns,
                primary_key,
                unique,
                foreign_keys,
                checks: usize::try_from(checks).expect("a count"),
            },
        );
    }

    let indexes = client
        .query(
            "SELECT indexname::text, tablename::text, indexdef FROM pg_indexes
             WHERE schemaname = 'public'
               AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype IN ('p', 'u'))",
            &[],
        )
        .expect("indexes")
        .into_iter()
        .map(|row| {
            let definition: String = row.get(2);
            (
                row.get(0),
                Index {
                    table: row.get(1),
                    columns: index_columns(&definition),
                    unique: definition.starts_with("CREATE UNIQUE INDEX"),
                    partial: definition.contains(" WHERE "),
                },
            )
        })
        .collect();
    Schema { tables, indexes }
}

fn postgres_kind(data_type: &str) -> Kind {
    match data_type {
        "bigint" => Kind::Integer,
        "double precision" => Kind::Real,
        "text" => Kind::Text,
        "bytea" => Kind::Blob,
        other => panic!(
            "PostgreSQL column type {other}: integers are bigint, floats double precision, \
             strings text, blobs bytea"
        ),
    }
}

/// The key columns of a `pg_indexes.indexdef` such as
/// `CREATE INDEX n ON public.t USING btree (a, b DESC) WHERE (…)`.
fn index_columns(definition: &str) -> Vec<String> {
    let (_, rest) = definition
        .split_once(" USING btree (")
        .unwrap_or_else(|| panic!("a btree index: {definition}"));
    let (list, _) = rest
        .split_once(')')
        .unwrap_or_else(|| panic!("a column list: {definition}"));
    list.split(", ").map(str::to_owned).collect()
}
