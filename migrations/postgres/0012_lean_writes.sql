-- Fewer index entries per write. PostgreSQL twin of
-- migrations/sqlite/0012_lean_writes.sql. Unsettled outbox rows are found
-- through the holders' leases (outbox_holder_leases covers every one of
-- them), so an index of their ids only cost each post and settlement an
-- entry.
DROP INDEX outbox_unsent;

-- A move's update of its game changes no indexed column (updated_at is
-- refreshed only once it is an hour old), so PostgreSQL can write the new
-- row version beside the old one without new index entries (a HOT update),
-- if the page has room: new pages keep a fifth of it free.
ALTER TABLE games SET (fillfactor = 80);
