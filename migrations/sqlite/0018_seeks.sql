-- Open challenges (seeks.md): a player's offer of a board to any opponent
-- who fits, open until it is taken, paired with another seek, withdrawn,
-- lapses, or ends with its player's account or reachability.
CREATE TABLE seeks (
    id           INTEGER PRIMARY KEY,
    game         TEXT NOT NULL,             -- yinsh, rin
    userid       TEXT NOT NULL REFERENCES players (userid),
    options      TEXT NOT NULL,             -- canonical game options, space separated
    nag_days     INTEGER NOT NULL,
    forfeit_days INTEGER NOT NULL,
    rating_low   INTEGER,                   -- the rating range; both NULL: any rating
    rating_high  INTEGER,
    relative     INTEGER NOT NULL,          -- 1: the range is around the seeker's own rating
    robot_days   INTEGER,                   -- a robot takes it after so many days; NULL: never
    status       TEXT NOT NULL,             -- open, taken, paired, withdrawn, lapsed, ended
    created_at   INTEGER NOT NULL,
    closed_at    INTEGER,
    board        INTEGER REFERENCES games (board),
    taken_by     TEXT
);
CREATE INDEX seeks_open ON seeks (status, game, created_at);
CREATE INDEX seeks_player ON seeks (userid, status);

-- One row a game, changed by every change to that game's seeks, so that
-- two servers' transactions on them take turns (see store::seeks).
CREATE TABLE seek_turns (
    game    TEXT PRIMARY KEY,
    changes INTEGER NOT NULL
);
