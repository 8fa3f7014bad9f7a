//! The numbered SQL migrations of each backend, embedded in the binary.
//! Both backends tell the same story with the same file names
//! (`migrations/sqlite/`, `migrations/postgres/`); each applies its own at
//! start and on `damabot migrate`, and records how many ran (SQLite in
//! `PRAGMA user_version`, PostgreSQL in a `schema_migrations` table).

/// The SQLite migrations, in order: (file name, SQL).
pub const SQLITE: &[(&str, &str)] = &[
    (
        "0001_core.sql",
        include_str!("../../migrations/sqlite/0001_core.sql"),
    ),
    (
        "0002_rated.sql",
        include_str!("../../migrations/sqlite/0002_rated.sql"),
    ),
    (
        "0003_rooms_shop.sql",
        include_str!("../../migrations/sqlite/0003_rooms_shop.sql"),
    ),
    (
        "0004_lang_ru.sql",
        include_str!("../../migrations/sqlite/0004_lang_ru.sql"),
    ),
    (
        "0005_delivery.sql",
        include_str!("../../migrations/sqlite/0005_delivery.sql"),
    ),
    (
        "0006_snapshot.sql",
        include_str!("../../migrations/sqlite/0006_snapshot.sql"),
    ),
    (
        "0007_tap.sql",
        include_str!("../../migrations/sqlite/0007_tap.sql"),
    ),
    (
        "0008_claims.sql",
        include_str!("../../migrations/sqlite/0008_claims.sql"),
    ),
    (
        "0009_ai_claims.sql",
        include_str!("../../migrations/sqlite/0009_ai_claims.sql"),
    ),
    (
        "0010_handover.sql",
        include_str!("../../migrations/sqlite/0010_handover.sql"),
    ),
    (
        "0011_holder_leases.sql",
        include_str!("../../migrations/sqlite/0011_holder_leases.sql"),
    ),
    (
        "0012_lane_by_outcome.sql",
        include_str!("../../migrations/sqlite/0012_lane_by_outcome.sql"),
    ),
    (
        "0013_orientation.sql",
        include_str!("../../migrations/sqlite/0013_orientation.sql"),
    ),
];

/// The PostgreSQL migrations, in order, under the same names.
pub const POSTGRES: &[(&str, &str)] = &[
    (
        "0001_core.sql",
        include_str!("../../migrations/postgres/0001_core.sql"),
    ),
    (
        "0002_rated.sql",
        include_str!("../../migrations/postgres/0002_rated.sql"),
    ),
    (
        "0003_rooms_shop.sql",
        include_str!("../../migrations/postgres/0003_rooms_shop.sql"),
    ),
    (
        "0004_lang_ru.sql",
        include_str!("../../migrations/postgres/0004_lang_ru.sql"),
    ),
    (
        "0005_delivery.sql",
        include_str!("../../migrations/postgres/0005_delivery.sql"),
    ),
    (
        "0006_snapshot.sql",
        include_str!("../../migrations/postgres/0006_snapshot.sql"),
    ),
    (
        "0007_tap.sql",
        include_str!("../../migrations/postgres/0007_tap.sql"),
    ),
    (
        "0008_claims.sql",
        include_str!("../../migrations/postgres/0008_claims.sql"),
    ),
    (
        "0009_ai_claims.sql",
        include_str!("../../migrations/postgres/0009_ai_claims.sql"),
    ),
    (
        "0010_handover.sql",
        include_str!("../../migrations/postgres/0010_handover.sql"),
    ),
    (
        "0011_holder_leases.sql",
        include_str!("../../migrations/postgres/0011_holder_leases.sql"),
    ),
    (
        "0012_lane_by_outcome.sql",
        include_str!("../../migrations/postgres/0012_lane_by_outcome.sql"),
    ),
    (
        "0013_orientation.sql",
        include_str!("../../migrations/postgres/0013_orientation.sql"),
    ),
];
