-- Where a linked account hears about its links (issue 36): its private chat
-- with the bot, as it was when the account was linked (the chat it asked
-- for the code in, or used it from). `/unlink` from one account tells the
-- others there. NULL when the account linked from a group; rows linked
-- before this migration take the chat of their account's link code, when
-- it is still kept.
-- PostgreSQL twin of migrations/sqlite/0023_link_chats.sql.
ALTER TABLE account_links ADD COLUMN chat_id BIGINT REFERENCES chats (id);

UPDATE account_links SET chat_id =
    (SELECT c.chat_id FROM link_codes c WHERE c.user_id = account_links.user_id);
