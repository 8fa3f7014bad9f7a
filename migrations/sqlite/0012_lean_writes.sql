-- Fewer index entries per write. Unsettled outbox rows are found through
-- the holders' leases (outbox_holder_leases covers every one of them), so
-- an index of their ids only cost each post and settlement an entry.
DROP INDEX outbox_unsent;
