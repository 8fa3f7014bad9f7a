-- The tap board (issue 16): how a chat shows its game's buttons.
-- 'off': the normal buttons; 'on': the board as buttons, under the image;
-- 'only': the board as buttons and nothing else (a Telegram inline message,
-- which cannot hold an image or receive other messages).
-- PostgreSQL twin of migrations/0007_tap.sql.
ALTER TABLE chats ADD COLUMN tap TEXT NOT NULL DEFAULT 'off' CHECK (tap IN ('off', 'on', 'only'));
