-- A player's games and recent results, for the daily caps on coins and on
-- rated games between two accounts (issue 37), and for /history: without
-- these, each finished game scanned every result.
CREATE INDEX games_by_white ON games (white);
CREATE INDEX games_by_black ON games (black);
CREATE INDEX results_by_finished_at ON results (finished_at);
