-- PostgreSQL twin of migrations/sqlite/0012_lane_by_outcome.sql.
-- A chat's lane is found by its own index alone: its predicate tests
-- unsettled on `outcome` (equal to `settled_at IS NULL` by the table's
-- CHECK), which the other partial indexes of unsettled rows do not, so a
-- lane lookup cannot be planned as a scan of one of those (see
-- src/store/outbox.rs).
DROP INDEX outbox_chat_lane;
CREATE INDEX outbox_chat_lane ON outbox (platform, chat, id) WHERE outcome IS NULL AND beside = 0;
