-- Several instances may share one database. An outbox item is delivered by
-- the instance that claimed it (the one that wrote it) while that
-- instance's lease lasts; an instance that dies loses its claims when their
-- lease runs out, and another one claims and delivers them.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN lease_until INTEGER;

CREATE INDEX outbox_leases ON outbox (lease_until) WHERE settled_at IS NULL;
