-- A takeback on a game clock gives the time back (issue 36): each move on
-- a Fischer clock keeps the mover's time left after it, increment included,
-- so that a takeback sets both players' times to what they were at the
-- position taken back to. NULL without a game clock, and for moves stored
-- before this migration (a takeback past one leaves that player's time as
-- it stands).
ALTER TABLE moves ADD COLUMN time_left_ms INTEGER;
