-- Who holds a chat's lane, and until when, is read from the holder's latest
-- lease on any of its unsettled rows; renewals find the holder's rows the
-- same way.
CREATE INDEX outbox_holder_leases ON outbox (claimed_by, lease_until) WHERE settled_at IS NULL;
