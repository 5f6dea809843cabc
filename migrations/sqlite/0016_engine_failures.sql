-- The failures in a row of an engine from elsewhere on a board (robots.md,
-- "Engines from elsewhere"): kept in the database, so every server on it
-- counts the same tries and a restart gives no new ones. A count holds at
-- the board's number of moves when it was made; a move changes that
-- number and so starts the count anew.
CREATE TABLE engine_failures (
    board    INTEGER PRIMARY KEY REFERENCES games (board),
    moves    INTEGER NOT NULL,
    failures INTEGER NOT NULL
);
