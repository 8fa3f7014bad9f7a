-- Linked accounts (issue 36): one person's accounts on different platforms,
-- so that `/games` lists the games of all of them and a rated game between
-- two of them changes no rating. A person is the accounts that share
-- `person` (the id of one of them); at most one account per platform, which
-- the core checks. An account linked to nobody has no row.
-- PostgreSQL twin of migrations/sqlite/0020_account_links.sql.
CREATE TABLE account_links (
    user_id   BIGINT PRIMARY KEY REFERENCES users (id),
    person    BIGINT NOT NULL REFERENCES users (id),
    linked_at BIGINT NOT NULL
);

CREATE INDEX account_links_by_person ON account_links (person);

-- One-time link codes: `/link` gives one, `/link <code>` on another platform
-- uses it. Only the code's SHA-256 is kept; a code lapses ten minutes after
-- it was made and links once (`used_at`). A user has at most one; a row is
-- forgotten a while after it lapsed.
CREATE TABLE link_codes (
    digest     TEXT   PRIMARY KEY,
    user_id    BIGINT NOT NULL UNIQUE REFERENCES users (id),
    chat_id    BIGINT NOT NULL REFERENCES chats (id),
    expires_at BIGINT NOT NULL,
    used_at    BIGINT
);

CREATE INDEX link_codes_by_expiry ON link_codes (expires_at);
