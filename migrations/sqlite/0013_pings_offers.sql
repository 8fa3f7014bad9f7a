-- Turn pings (issue 36): the messages that told a player it is their turn,
-- mentioning them so that their app notifies them; each is deleted once the
-- turn has passed on.
CREATE TABLE pings (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    chat_id INTEGER NOT NULL REFERENCES chats (id),
    message TEXT    NOT NULL,
    PRIMARY KEY (game_id, chat_id, message)
) STRICT;

-- Who turned turn pings off with `/notify off`: a player, everywhere, or a
-- chat, for everyone in it. Pings are on unless a row says otherwise.
CREATE TABLE quiet_users (
    user_id INTEGER PRIMARY KEY REFERENCES users (id)
) STRICT;

CREATE TABLE quiet_chats (
    chat_id INTEGER PRIMARY KEY REFERENCES chats (id)
) STRICT;

-- Offers a player makes to another and waits on (issue 36): a rematch of
-- a finished game, a takeback in a running one, a challenge to a named
-- player (the user is then the one challenged, who alone may take the
-- seat until `expires_at`). `ply` is the plies the game had when it was
-- made: a takeback lapses once a move was played.
CREATE TABLE offers (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind    TEXT    NOT NULL CHECK (kind IN ('rematch', 'takeback', 'challenge')),
    user_id INTEGER NOT NULL REFERENCES users (id),
    ply     INTEGER NOT NULL,
    expires_at INTEGER,
    PRIMARY KEY (game_id, kind)
) STRICT;
