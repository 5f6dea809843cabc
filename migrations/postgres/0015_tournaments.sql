-- Round-robin tournaments (tournaments.md): a tournament, its entrants,
-- and the boards it started (games.tournament). The Postgres form of
-- migrations/sqlite (integers are BIGINT).
CREATE TABLE tournaments (
    id           BIGINT PRIMARY KEY,
    game         TEXT NOT NULL,             -- yinsh, rin
    name         TEXT NOT NULL,             -- 2-32 of a-z 0-9 _ -
    organiser    TEXT NOT NULL REFERENCES players (userid),
    options      TEXT NOT NULL,             -- canonical game options, space separated
    nag_days     BIGINT NOT NULL,
    forfeit_days BIGINT NOT NULL,
    min_players  BIGINT NOT NULL,
    max_players  BIGINT NOT NULL,
    rounds       BIGINT NOT NULL,          -- 1 single, 2 double round robin
    status       TEXT NOT NULL,             -- open, running, finished
    created_at   BIGINT NOT NULL,
    started_at   BIGINT,
    finished_at  BIGINT,
    UNIQUE (game, name)
);
CREATE INDEX tournaments_organiser ON tournaments (organiser, status);

-- The entrants, in the order they joined (which fixes the pairings).
CREATE TABLE tournament_players (
    tournament BIGINT NOT NULL REFERENCES tournaments (id),
    userid     TEXT NOT NULL REFERENCES players (userid),
    joined     BIGINT NOT NULL,           -- 1, 2, ... in the tournament
    PRIMARY KEY (tournament, userid)
);

ALTER TABLE games ADD COLUMN tournament BIGINT REFERENCES tournaments (id);
CREATE INDEX games_tournament ON games (tournament);
