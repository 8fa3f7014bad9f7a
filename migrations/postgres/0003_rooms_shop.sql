-- Private rooms with codes, their members (players and spectators) and
-- relays, code-guessing limits, and the cosmetic shop's purchases.
-- PostgreSQL twin of migrations/0003_rooms_shop.sql.

CREATE TABLE rooms (
    code       TEXT    PRIMARY KEY,
    game_id    BIGINT  NOT NULL UNIQUE REFERENCES games (id),
    used_at    BIGINT  NOT NULL,
    created_at BIGINT  NOT NULL
);

CREATE TABLE room_members (
    code        TEXT    NOT NULL REFERENCES rooms (code) ON DELETE CASCADE,
    user_id     BIGINT  NOT NULL REFERENCES users (id),
    chat_id     BIGINT  NOT NULL REFERENCES chats (id),
    spectator   BIGINT  NOT NULL DEFAULT 0 CHECK (spectator IN (0, 1)),
    muted       BIGINT  NOT NULL DEFAULT 0 CHECK (muted IN (0, 1)),
    unreachable BIGINT  NOT NULL DEFAULT 0 CHECK (unreachable IN (0, 1)),
    joined_at   BIGINT  NOT NULL,
    PRIMARY KEY (code, user_id)
);

CREATE INDEX room_members_by_chat ON room_members (chat_id);

-- Failed room-code attempts, for per-user rate limiting. No key, as in
-- SQLite (where only the hidden rowid tells rows apart).
CREATE TABLE code_attempts (
    user_id BIGINT  NOT NULL REFERENCES users (id),
    at      BIGINT  NOT NULL
);

CREATE INDEX code_attempts_by_user ON code_attempts (user_id, at);

-- Relays sent, for per-member throttling. No key, as in SQLite.
CREATE TABLE relay_log (
    user_id BIGINT  NOT NULL REFERENCES users (id),
    at      BIGINT  NOT NULL
);

CREATE INDEX relay_log_by_user ON relay_log (user_id, at);

CREATE TABLE purchases (
    user_id   BIGINT  NOT NULL REFERENCES users (id),
    theme     TEXT    NOT NULL,
    price     BIGINT  NOT NULL CHECK (price >= 0),
    bought_at BIGINT  NOT NULL,
    PRIMARY KEY (user_id, theme)
);
