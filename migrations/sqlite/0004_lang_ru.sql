-- Russian joins the languages a user can choose. SQLite cannot alter a CHECK
-- constraint, so the users table is rebuilt with the same columns, rows and
-- ids. Other tables reference users (id) without ON DELETE actions: with
-- foreign keys deferred, dropping the old table leaves violations that the
-- reinserted rows resolve before the migration commits.

PRAGMA defer_foreign_keys = ON;

CREATE TABLE users_before_ru AS SELECT * FROM users;

DROP TABLE users;

CREATE TABLE users (
    id          INTEGER PRIMARY KEY,
    platform    TEXT    NOT NULL CHECK (platform IN ('console', 'telegram', 'discord')),
    platform_id TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    lang        TEXT    CHECK (lang IN ('fa', 'tr', 'en', 'ru')),
    lang_hint   TEXT,
    theme       TEXT    NOT NULL DEFAULT 'classic',
    coins       INTEGER NOT NULL DEFAULT 0 CHECK (coins >= 0),
    created_at  INTEGER NOT NULL,
    UNIQUE (platform, platform_id)
) STRICT;

INSERT INTO users (id, platform, platform_id, name, lang, lang_hint, theme, coins, created_at)
SELECT id, platform, platform_id, name, lang, lang_hint, theme, coins, created_at
FROM users_before_ru;

DROP TABLE users_before_ru;
