-- The Discord server (guild) of a server channel (issue 36): `/games` links
-- a board there by its jump URL, discord.com/channels/<server>/<channel>/<message>.
-- NULL for every other chat, and for a channel not seen since this migration.
ALTER TABLE chats ADD COLUMN server TEXT;

-- The chats that allow takebacks in rated games (`/takeback on`, issue 36):
-- a row each; rated games' moves stand unless every chat showing the game
-- has one.
CREATE TABLE takeback_chats (
    chat_id BIGINT PRIMARY KEY REFERENCES chats (id)
);
