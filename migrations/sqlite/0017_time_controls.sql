-- Time controls (issue 36): besides the per-move clock (clock_kind NULL,
-- clock_secs per move), a game clock ('fischer': clock_secs is each
-- player's base time, clock_inc_secs the increment per move, and
-- time_white_ms / time_black_ms the time each has left) and correspondence
-- ('days': clock_secs is the days per move in seconds).
ALTER TABLE games ADD COLUMN clock_kind TEXT CHECK (clock_kind IN ('fischer', 'days'));
ALTER TABLE games ADD COLUMN clock_inc_secs INTEGER CHECK (clock_inc_secs >= 0);
ALTER TABLE games ADD COLUMN time_white_ms INTEGER;
ALTER TABLE games ADD COLUMN time_black_ms INTEGER;
