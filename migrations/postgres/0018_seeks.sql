-- Open challenges (seeks.md): a player's offer of a board to any opponent
-- who fits, open until it is taken, paired with another seek, withdrawn,
-- lapses, or ends with its player's account or reachability.
-- The Postgres form of migrations/sqlite (integers are BIGINT).
CREATE TABLE seeks (
    id           BIGINT PRIMARY KEY,
    game         TEXT NOT NULL,             -- yinsh, rin
    userid       TEXT NOT NULL REFERENCES players (userid),
    options      TEXT NOT NULL,             -- canonical game options, space separated
    nag_days     BIGINT NOT NULL,
    forfeit_days BIGINT NOT NULL,
    rating_low   BIGINT,                   -- the rating range; both NULL: any rating
    rating_high  BIGINT,
    relative     BIGINT NOT NULL,          -- 1: the range is around the seeker's own rating
    robot_days   BIGINT,                   -- a robot takes it after so many days; NULL: never
    status       TEXT NOT NULL,             -- open, taken, paired, withdrawn, lapsed, ended
    created_at   BIGINT NOT NULL,
    closed_at    BIGINT,
    board        BIGINT REFERENCES games (board),
    taken_by     TEXT
);
CREATE INDEX seeks_open ON seeks (status, game, created_at);
CREATE INDEX seeks_player ON seeks (userid, status);

-- One row a game, changed by every change to that game's seeks, so that
-- two servers' transactions on them take turns (see store::seeks).
CREATE TABLE seek_turns (
    game    TEXT PRIMARY KEY,
    changes BIGINT NOT NULL
);
