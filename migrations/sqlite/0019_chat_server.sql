-- The Discord server (guild) of a server channel (issue 36): `/games` links
-- a board there by its jump URL, discord.com/channels/<server>/<channel>/<message>.
-- NULL for every other chat, and for a channel not seen since this migration.
ALTER TABLE chats ADD COLUMN server TEXT;
