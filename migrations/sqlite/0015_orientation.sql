-- A chat's orientation of its boards (issue 36): 'auto' (a player's own side
-- in a chat that shows one player's game, White's on a board shared in a
-- group, the side to move in a local game), 'white' (White at the bottom
-- always) or 'turn' (the side to move at the bottom).
ALTER TABLE chats ADD COLUMN orientation TEXT NOT NULL DEFAULT 'auto' CHECK (orientation IN ('auto', 'white', 'turn'));
