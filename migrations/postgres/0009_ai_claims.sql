-- Several instances may share one database. The AI search a bot game waits
-- for is claimed by the instance that asked for it, in the same transaction
-- as the state that asks for it; the claim lasts while that instance renews
-- its lease. An instance that dies with a claim loses it when the lease runs
-- out, and exactly one other instance takes it over and asks its own AI.
-- A claim ends when the AI's move is played or the search ends without one.
CREATE TABLE ai_claims (
    game_id     BIGINT  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    -- The game version the search was asked for.
    version     BIGINT  NOT NULL,
    claimed_by  TEXT    NOT NULL,
    lease_until BIGINT  NOT NULL
);

CREATE INDEX ai_claims_leases ON ai_claims (lease_until);
