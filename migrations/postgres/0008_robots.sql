-- The robot players every server has: `robot` and `robot-easy` (see
-- migrations/sqlite).
ALTER TABLE players ADD COLUMN robot BIGINT NOT NULL DEFAULT 0;
INSERT INTO players (userid, password_hash, created_at, robot)
    VALUES ('robot', '', CAST(EXTRACT(EPOCH FROM now()) AS BIGINT), 1),
           ('robot-easy', '', CAST(EXTRACT(EPOCH FROM now()) AS BIGINT), 1)
    ON CONFLICT (userid) DO NOTHING;

CREATE INDEX games_to_move ON games (to_move);
CREATE INDEX players_robot ON players (userid) WHERE robot = 1;
