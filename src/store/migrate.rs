//! Numbered SQL migrations from `migrations/`, embedded in the binary and
//! applied in order at start. `PRAGMA user_version` records how many ran.

use rusqlite::Connection;

use super::StoreError;

/// Every migration, in order: (file name, SQL).
pub const MIGRATIONS: &[(&str, &str)] = &[
    (
        "0001_core.sql",
        include_str!("../../migrations/0001_core.sql"),
    ),
    (
        "0002_rated.sql",
        include_str!("../../migrations/0002_rated.sql"),
    ),
    (
        "0003_rooms_shop.sql",
        include_str!("../../migrations/0003_rooms_shop.sql"),
    ),
    (
        "0004_lang_ru.sql",
        include_str!("../../migrations/0004_lang_ru.sql"),
    ),
    (
        "0005_delivery.sql",
        include_str!("../../migrations/0005_delivery.sql"),
    ),
    (
        "0006_snapshot.sql",
        include_str!("../../migrations/0006_snapshot.sql"),
    ),
    (
        "0007_tap.sql",
        include_str!("../../migrations/0007_tap.sql"),
    ),
];

/// Applies the migrations the database has not seen yet, each in its own
/// transaction together with the version bump.
pub(super) fn apply(conn: &mut Connection) -> Result<(), StoreError> {
    let done: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    let done = usize::try_from(done).unwrap_or(0);
    if done > MIGRATIONS.len() {
        return Err(StoreError::Corrupt(format!(
            "database schema version {done} is newer than this program ({})",
            MIGRATIONS.len()
        )));
    }
    for (index, (_, sql)) in MIGRATIONS.iter().enumerate().skip(done) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(
            None,
            "user_version",
            i64::try_from(index + 1).unwrap_or(i64::MAX),
        )?;
        tx.commit()?;
    }
    Ok(())
}
