-- The game version the board message of a chat shows, as last delivered
-- (posted or edited): a keycap reaction on that message plays from that
-- version's numbered moves, never from a newer position the message does
-- not show yet. NULL until a board is delivered after this migration.
ALTER TABLE game_chats ADD COLUMN board_version BIGINT;
