-- The playable core: users, chats, games, moves, results and processed updates.
-- Times are Unix milliseconds. Colours are 'white' / 'black'.

CREATE TABLE users (
    id          INTEGER PRIMARY KEY,
    platform    TEXT    NOT NULL CHECK (platform IN ('console', 'telegram', 'discord')),
    platform_id TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    lang        TEXT    CHECK (lang IN ('fa', 'tr', 'en')),
    lang_hint   TEXT,
    theme       TEXT    NOT NULL DEFAULT 'classic',
    coins       INTEGER NOT NULL DEFAULT 0 CHECK (coins >= 0),
    created_at  INTEGER NOT NULL,
    UNIQUE (platform, platform_id)
) STRICT;

CREATE TABLE chats (
    id          INTEGER PRIMARY KEY,
    platform    TEXT    NOT NULL CHECK (platform IN ('console', 'telegram', 'discord')),
    platform_id TEXT    NOT NULL,
    kind        TEXT    NOT NULL CHECK (kind IN ('private', 'group')),
    created_at  INTEGER NOT NULL,
    UNIQUE (platform, platform_id)
) STRICT;

CREATE TABLE games (
    id             INTEGER PRIMARY KEY,
    variant        TEXT    NOT NULL,
    mode           TEXT    NOT NULL CHECK (mode IN ('casual', 'local', 'bot', 'matched', 'room')),
    rated          INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1)),
    status         TEXT    NOT NULL CHECK (status IN ('open', 'active', 'finished', 'aborted')),
    creator        INTEGER NOT NULL REFERENCES users (id),
    white          INTEGER REFERENCES users (id),
    black          INTEGER REFERENCES users (id),
    bot_color      TEXT    CHECK (bot_color IN ('white', 'black')),
    bot_level      INTEGER CHECK (bot_level BETWEEN 1 AND 8),
    start_fen      TEXT    NOT NULL,
    fen            TEXT    NOT NULL,
    version        INTEGER NOT NULL DEFAULT 0,
    draw_offer     TEXT    CHECK (draw_offer IN ('white', 'black')),
    clock_secs     INTEGER CHECK (clock_secs > 0),
    deadline       INTEGER,
    warned         INTEGER NOT NULL DEFAULT 0 CHECK (warned IN (0, 1)),
    timeouts_white INTEGER NOT NULL DEFAULT 0,
    timeouts_black INTEGER NOT NULL DEFAULT 0,
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL
) STRICT;

CREATE INDEX games_running_deadline ON games (deadline) WHERE status = 'active' AND deadline IS NOT NULL;

-- Which chats show a game: the players' chats and spectators' chats.
CREATE TABLE game_chats (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    chat_id       INTEGER NOT NULL REFERENCES chats (id),
    -- The member this chat shows the game to (a player's or spectator's own
    -- chat); NULL for a shared group chat.
    user_id       INTEGER REFERENCES users (id),
    viewer        TEXT    CHECK (viewer IN ('white', 'black')),
    spectator     INTEGER NOT NULL DEFAULT 0 CHECK (spectator IN (0, 1)),
    board_message TEXT,
    PRIMARY KEY (game_id, chat_id)
) STRICT;

CREATE INDEX game_chats_by_chat ON game_chats (chat_id);

CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL CHECK (ply >= 1),
    notation   TEXT    NOT NULL,
    fen_after  TEXT    NOT NULL,
    user_id    INTEGER REFERENCES users (id),
    source     TEXT    NOT NULL CHECK (source IN ('player', 'bot', 'timeout')),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) STRICT;

CREATE TABLE results (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    winner      TEXT    CHECK (winner IN ('white', 'black')),
    reason      TEXT    NOT NULL,
    mars        INTEGER NOT NULL CHECK (mars IN (0, 1)),
    finished_at INTEGER NOT NULL
) STRICT;

CREATE TABLE processed_updates (
    platform     TEXT    NOT NULL,
    update_id    TEXT    NOT NULL,
    processed_at INTEGER NOT NULL,
    PRIMARY KEY (platform, update_id)
) STRICT, WITHOUT ROWID;
