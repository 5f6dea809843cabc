-- After the game (analysis.md): each board's analysis, kept once made (a
-- second request is answered from it, without search), and the requests,
-- each mailed once, and searched by one server at a time (its claim).
CREATE TABLE analyses (
    board       INTEGER PRIMARY KEY REFERENCES games (board),
    numbers     TEXT NOT NULL,             -- the JSON the mail attaches: one object a move
    playouts    INTEGER NOT NULL,          -- the playouts each position was searched with
    analysed_at INTEGER NOT NULL
);

CREATE TABLE analysis_requests (
    id           INTEGER PRIMARY KEY,
    board        INTEGER NOT NULL REFERENCES games (board),
    userid       TEXT NOT NULL REFERENCES players (userid),
    requested_at INTEGER NOT NULL,
    mailed_at    INTEGER,                  -- NULL: waiting for the robot
    claimed_until INTEGER                   -- a server searches it until then
);
CREATE INDEX analysis_requests_waiting ON analysis_requests (mailed_at, id);
CREATE INDEX analysis_requests_player ON analysis_requests (userid, requested_at);
