//! The rate limits hold across instances: two cores on one database (two
//! instances, as the database sees them), a flooder's commands alternating
//! between them, allow together only what the limit allows one, and the
//! flooder is told once. On SQLite and on PostgreSQL.

use crate::util::db::TestDb;
use crate::util::table::{Table, joined};
use damabot::app::Platform;

/// The start of the refusal.
const SLOW_DOWN: &str = "⏸ Too many commands at once";

/// Sends `count` commands, from the users `who(i)`, to `club`, alternately
/// through two instances on `db` at one moment; returns how many were
/// carried out and how many refusals were said.
fn flood(db: &TestDb, count: usize, who: impl Fn(usize) -> String) -> (usize, usize) {
    let mut instances = [
        Table::instance(db.open(), "a"),
        Table::instance(db.open(), "b"),
    ];
    for t in &mut instances {
        t.platform = Platform::Telegram;
    }
    let (mut carried, mut told) = (0, 0);
    for i in 0..count {
        let out = instances[i % 2].say(&who(i), "club", "/variants");
        let text = joined(&out);
        if text.contains(SLOW_DOWN) {
            told += 1;
        } else if !out.is_empty() {
            carried += 1;
        }
    }
    (carried, told)
}

#[test]
fn two_instances_on_one_database_allow_one_users_burst_between_them() {
    for db in TestDb::both() {
        // The default user bucket holds ten commands at once.
        let (carried, told) = flood(&db, 30, |_| "flooder".to_owned());
        assert_eq!((carried, told), (10, 1), "{db:?}");
    }
}

#[test]
fn two_instances_on_one_database_allow_one_chats_burst_between_them() {
    for db in TestDb::both() {
        // The default chat bucket holds twenty commands at once; each user
        // sends two, well within their own bucket.
        let (carried, _) = flood(&db, 40, |i| format!("fan{}", i / 2));
        assert_eq!(carried, 20, "{db:?}");
    }
}
