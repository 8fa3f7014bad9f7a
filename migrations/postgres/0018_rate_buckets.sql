-- The rate limits' token buckets, one per user and one per chat (issue 37):
-- kept in the database rather than in each core's memory, so that the
-- cores and instances sharing a database share one limit. A bucket is
-- taken and written back inside the request's transaction; a full bucket
-- says nothing a fresh one would not, and is forgotten.
-- PostgreSQL twin of migrations/sqlite/0018_rate_buckets.sql.
CREATE TABLE rate_buckets (
    scope    TEXT             NOT NULL CHECK (scope IN ('user', 'chat')),
    platform TEXT             NOT NULL,
    key      TEXT             NOT NULL,
    tokens   DOUBLE PRECISION NOT NULL,
    at       BIGINT           NOT NULL,
    warned   BIGINT           NOT NULL DEFAULT 0 CHECK (warned IN (0, 1)),
    PRIMARY KEY (scope, platform, key)
);

CREATE INDEX rate_buckets_by_at ON rate_buckets (scope, at);
