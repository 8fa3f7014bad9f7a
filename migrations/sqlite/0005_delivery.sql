-- Crash-safe delivery and supervision: the outbox of replies owed to chats,
-- the runtime heartbeat that measures downtime, games set aside because they
-- no longer load, and indexes for the idle sweep and the global code limit.

-- Every reply and board a command produces, written in the same transaction
-- as the state change it reports; settled once the platform accepted it (or
-- refused it for good, or a newer board of the same game replaced it).
CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY,
    platform   TEXT    NOT NULL CHECK (platform IN ('console', 'telegram', 'discord')),
    chat       TEXT    NOT NULL,
    -- The game a board shows; NULL for every other item.
    game_id    INTEGER REFERENCES games (id) ON DELETE CASCADE,
    -- The effect, as JSON.
    payload    TEXT    NOT NULL,
    -- The adapter's token of the event this answers.
    reply_to   TEXT,
    created_at INTEGER NOT NULL,
    settled_at INTEGER,
    outcome    TEXT    CHECK (outcome IN ('sent', 'refused', 'superseded', 'dropped')),
    CHECK ((settled_at IS NULL) = (outcome IS NULL))
) STRICT;

CREATE INDEX outbox_unsent ON outbox (id) WHERE settled_at IS NULL;
CREATE INDEX outbox_unsent_boards ON outbox (game_id) WHERE settled_at IS NULL AND game_id IS NOT NULL;
CREATE INDEX outbox_settled ON outbox (settled_at) WHERE settled_at IS NOT NULL;

-- Small facts about the running bot, such as when it was last alive.
CREATE TABLE runtime (
    key   TEXT    PRIMARY KEY,
    value INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

-- A game that no longer loads or replays is set aside: its clock stops and
-- it no longer occupies its chats.
ALTER TABLE games ADD COLUMN set_aside_at INTEGER;

CREATE INDEX games_live_by_update ON games (updated_at) WHERE status IN ('open', 'active');
CREATE INDEX code_attempts_by_time ON code_attempts (at);
