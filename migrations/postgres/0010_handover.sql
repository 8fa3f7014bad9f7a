-- One delivery lane per chat at a time, across instances. An item posted
-- for a chat whose unsettled items another instance holds (under a running
-- lease) is leased to that instance too and marked handed over; the holder
-- picks it up with one conditional update that clears the mark, and sends
-- it after what it already holds. A private answer to a request's own event
-- (a toast, an ephemeral reply) goes beside the lane: the instance that took
-- the event delivers it, and it holds no chat's lane.
ALTER TABLE outbox ADD COLUMN handed_over BIGINT NOT NULL DEFAULT 0 CHECK (handed_over IN (0, 1));
ALTER TABLE outbox ADD COLUMN beside BIGINT NOT NULL DEFAULT 0 CHECK (beside IN (0, 1));

CREATE INDEX outbox_chat_lane ON outbox (platform, chat, id) WHERE settled_at IS NULL AND beside = 0;
CREATE INDEX outbox_handed ON outbox (claimed_by) WHERE handed_over = 1;
