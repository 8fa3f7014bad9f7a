-- Rated play: per-user per-variant standings (Glicko-2 rating and stats) and
-- the matchmaking queue shared by every chat and platform.
-- PostgreSQL twin of migrations/0002_rated.sql; SQLite's REAL (an 8-byte
-- float) is DOUBLE PRECISION.

CREATE TABLE standings (
    user_id     BIGINT           NOT NULL REFERENCES users (id),
    variant     TEXT             NOT NULL,
    rating      DOUBLE PRECISION NOT NULL DEFAULT 1500.0,
    deviation   DOUBLE PRECISION NOT NULL DEFAULT 350.0,
    volatility  DOUBLE PRECISION NOT NULL DEFAULT 0.06,
    rated_games BIGINT           NOT NULL DEFAULT 0,
    games       BIGINT           NOT NULL DEFAULT 0,
    wins        BIGINT           NOT NULL DEFAULT 0,
    losses      BIGINT           NOT NULL DEFAULT 0,
    draws       BIGINT           NOT NULL DEFAULT 0,
    streak      BIGINT           NOT NULL DEFAULT 0,
    best_streak BIGINT           NOT NULL DEFAULT 0,
    mars        BIGINT           NOT NULL DEFAULT 0,
    updated_at  BIGINT           NOT NULL,
    PRIMARY KEY (user_id, variant)
);

CREATE INDEX standings_by_rating ON standings (variant, rating DESC) WHERE rated_games > 0;

-- The id is always the user's: a plain key, not an identity column.
CREATE TABLE queue (
    user_id   BIGINT           PRIMARY KEY REFERENCES users (id),
    variant   TEXT             NOT NULL,
    chat_id   BIGINT           NOT NULL REFERENCES chats (id),
    rating    DOUBLE PRECISION NOT NULL,
    joined_at BIGINT           NOT NULL
);

CREATE INDEX queue_by_variant_rating ON queue (variant, rating);
CREATE INDEX queue_by_time ON queue (joined_at);
