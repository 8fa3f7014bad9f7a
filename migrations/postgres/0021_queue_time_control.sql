-- The rated queue by time control (issue 36: `/play <variant> [clock …]`):
-- a player is paired only with one who asked for the same control, and the
-- bot fill-in plays under it. clock_kind is 'move' (clock_secs per move),
-- 'fischer' (clock_secs each player's base time, clock_inc_secs the
-- increment) or 'days' (clock_secs the days per move in seconds). A player
-- waiting across this migration keeps the default rated clock, 60 s per move.
-- PostgreSQL twin of migrations/sqlite/0021_queue_time_control.sql.
ALTER TABLE queue ADD COLUMN clock_kind TEXT NOT NULL DEFAULT 'move'
    CHECK (clock_kind IN ('move', 'fischer', 'days'));
ALTER TABLE queue ADD COLUMN clock_secs BIGINT NOT NULL DEFAULT 60 CHECK (clock_secs > 0);
ALTER TABLE queue ADD COLUMN clock_inc_secs BIGINT NOT NULL DEFAULT 0 CHECK (clock_inc_secs >= 0);

DROP INDEX queue_by_variant_rating;
CREATE INDEX queue_by_control_rating
    ON queue (variant, clock_kind, clock_secs, clock_inc_secs, rating);
