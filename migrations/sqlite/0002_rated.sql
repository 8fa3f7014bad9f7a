-- Rated play: per-user per-variant standings (Glicko-2 rating and stats) and
-- the matchmaking queue shared by every chat and platform.

CREATE TABLE standings (
    user_id     INTEGER NOT NULL REFERENCES users (id),
    variant     TEXT    NOT NULL,
    rating      REAL    NOT NULL DEFAULT 1500.0,
    deviation   REAL    NOT NULL DEFAULT 350.0,
    volatility  REAL    NOT NULL DEFAULT 0.06,
    rated_games INTEGER NOT NULL DEFAULT 0,
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    streak      INTEGER NOT NULL DEFAULT 0,
    best_streak INTEGER NOT NULL DEFAULT 0,
    mars        INTEGER NOT NULL DEFAULT 0,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (user_id, variant)
) STRICT;

CREATE INDEX standings_by_rating ON standings (variant, rating DESC) WHERE rated_games > 0;

CREATE TABLE queue (
    user_id   INTEGER PRIMARY KEY REFERENCES users (id),
    variant   TEXT    NOT NULL,
    chat_id   INTEGER NOT NULL REFERENCES chats (id),
    rating    REAL    NOT NULL,
    joined_at INTEGER NOT NULL
) STRICT;

CREATE INDEX queue_by_variant_rating ON queue (variant, rating);
CREATE INDEX queue_by_time ON queue (joined_at);
