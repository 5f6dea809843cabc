-- Round-robin tournaments (tournaments.md): a tournament, its entrants,
-- and the boards it started (games.tournament).
CREATE TABLE tournaments (
    id           INTEGER PRIMARY KEY,
    game         TEXT NOT NULL,             -- yinsh, rin
    name         TEXT NOT NULL,             -- 2-32 of a-z 0-9 _ -
    organiser    TEXT NOT NULL REFERENCES players (userid),
    options      TEXT NOT NULL,             -- canonical game options, space separated
    nag_days     INTEGER NOT NULL,
    forfeit_days INTEGER NOT NULL,
    min_players  INTEGER NOT NULL,
    max_players  INTEGER NOT NULL,
    rounds       INTEGER NOT NULL,          -- 1 single, 2 double round robin
    status       TEXT NOT NULL,             -- open, running, finished
    created_at   INTEGER NOT NULL,
    started_at   INTEGER,
    finished_at  INTEGER,
    UNIQUE (game, name)
);
CREATE INDEX tournaments_organiser ON tournaments (organiser, status);

-- The entrants, in the order they joined (which fixes the pairings).
CREATE TABLE tournament_players (
    tournament INTEGER NOT NULL REFERENCES tournaments (id),
    userid     TEXT NOT NULL REFERENCES players (userid),
    joined     INTEGER NOT NULL,           -- 1, 2, ... in the tournament
    PRIMARY KEY (tournament, userid)
);

ALTER TABLE games ADD COLUMN tournament INTEGER REFERENCES tournaments (id);
CREATE INDEX games_tournament ON games (tournament);
