-- The robot players every server has: `robot` and `robot-easy`. They have
-- no address (so they are never mailed) and an empty password hash (which
-- never verifies, so no command acts for them); the server plays their
-- moves. A database where a person already signed up under one of these
-- names keeps that person's account, which stays a person's.
ALTER TABLE players ADD COLUMN robot INTEGER NOT NULL DEFAULT 0;
INSERT INTO players (userid, password_hash, created_at, robot)
    VALUES ('robot', '', CAST(strftime('%s', 'now') AS INTEGER), 1),
           ('robot-easy', '', CAST(strftime('%s', 'now') AS INTEGER), 1)
    ON CONFLICT (userid) DO NOTHING;

-- The boards where it is a given player's turn, found without a scan (the
-- robots look for theirs after every mail).
CREATE INDEX games_to_move ON games (to_move);
CREATE INDEX players_robot ON players (userid) WHERE robot = 1;
