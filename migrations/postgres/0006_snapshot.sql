-- What the draw rules need to continue a game, so loading it replays no
-- moves: the engine's snapshot as JSON (draughts::Snapshot). NULL for games
-- stored before it existed; they replay once and are saved with one.
-- PostgreSQL twin of migrations/0006_snapshot.sql.
ALTER TABLE games ADD COLUMN snapshot TEXT;
