-- Private rooms with codes, their members (players and spectators) and
-- relays, code-guessing limits, and the cosmetic shop's purchases.

CREATE TABLE rooms (
    code      TEXT    PRIMARY KEY,
    game_id   INTEGER NOT NULL UNIQUE REFERENCES games (id),
    used_at   INTEGER NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE room_members (
    code        TEXT    NOT NULL REFERENCES rooms (code) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL REFERENCES users (id),
    chat_id     INTEGER NOT NULL REFERENCES chats (id),
    spectator   INTEGER NOT NULL DEFAULT 0 CHECK (spectator IN (0, 1)),
    muted       INTEGER NOT NULL DEFAULT 0 CHECK (muted IN (0, 1)),
    unreachable INTEGER NOT NULL DEFAULT 0 CHECK (unreachable IN (0, 1)),
    joined_at   INTEGER NOT NULL,
    PRIMARY KEY (code, user_id)
) STRICT;

CREATE INDEX room_members_by_chat ON room_members (chat_id);

-- Failed room-code attempts, for per-user rate limiting.
CREATE TABLE code_attempts (
    user_id INTEGER NOT NULL REFERENCES users (id),
    at      INTEGER NOT NULL
) STRICT;

CREATE INDEX code_attempts_by_user ON code_attempts (user_id, at);

-- Relays sent, for per-member throttling.
CREATE TABLE relay_log (
    user_id INTEGER NOT NULL REFERENCES users (id),
    at      INTEGER NOT NULL
) STRICT;

CREATE INDEX relay_log_by_user ON relay_log (user_id, at);

CREATE TABLE purchases (
    user_id   INTEGER NOT NULL REFERENCES users (id),
    theme     TEXT    NOT NULL,
    price     INTEGER NOT NULL CHECK (price >= 0),
    bought_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, theme)
) STRICT;
