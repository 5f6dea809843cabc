-- Correspondence play: accounts that retire or leave, vacations, password
-- resets, messages between players, clocks, ratings, draw and undo
-- offers, moves submitted or queued ahead, and observers.

-- signoff: no new challenges. delete: the account is gone (its address
-- and password with it) but its name stays on finished boards, so the row
-- stays as a tombstone and the user id is never given out again.
ALTER TABLE players ADD COLUMN retired_at INTEGER;
ALTER TABLE players ADD COLUMN deleted_at INTEGER;

-- Periods in which a player's clocks stand still. `vacation ... off` ends
-- the running one early (ends_at set to that moment).
CREATE TABLE vacations (
    userid    TEXT NOT NULL REFERENCES players (userid),
    starts_at INTEGER NOT NULL,
    ends_at   INTEGER NOT NULL
);
CREATE INDEX vacations_userid ON vacations (userid, starts_at);

-- One-time password reset tokens (`forgot`), stored hashed.
CREATE TABLE reset_tokens (
    token_hash TEXT PRIMARY KEY,         -- sha256 of the token, hex
    userid     TEXT NOT NULL REFERENCES players (userid),
    created_at INTEGER NOT NULL
);
CREATE INDEX reset_tokens_userid ON reset_tokens (userid);

-- Players a player sent a `message` or `chat` to, for the daily limit.
CREATE TABLE messages_sent (
    userid    TEXT NOT NULL,
    recipient TEXT NOT NULL,
    at        INTEGER NOT NULL
);
CREATE INDEX messages_sent_userid ON messages_sent (userid, at);

-- Clocks: days without a move before a reminder (again every nag days)
-- and before a loss on time. The clock of the player to move runs from
-- games.updated_at (the last change of the board).
ALTER TABLE games ADD COLUMN nag_days INTEGER NOT NULL DEFAULT 7;
ALTER TABLE games ADD COLUMN forfeit_days INTEGER NOT NULL DEFAULT 21;
-- Boards running when clocks arrive start their clocks now, rather than
-- losing on time at once for a wait nobody was told about.
UPDATE games SET updated_at = CAST(strftime('%s', 'now') AS INTEGER) WHERE status = 'active';

-- Every reminder and loss on time, recorded once: the key makes a second
-- server (or a second look after a crash) a no-op.
CREATE TABLE clock_events (
    board      INTEGER NOT NULL REFERENCES games (board),
    moves      INTEGER NOT NULL,         -- moves played when it fired
    kind       TEXT NOT NULL,            -- nag, forfeit
    seq        INTEGER NOT NULL,         -- 1 for the first reminder, ...
    at         INTEGER NOT NULL,
    PRIMARY KEY (board, moves, kind, seq)
);

-- Elo ratings per game (blitz and normal YINSH share one list), with the
-- counts behind the standings.
CREATE TABLE ratings (
    game   TEXT NOT NULL,
    userid TEXT NOT NULL,
    rating REAL NOT NULL,
    wins   INTEGER NOT NULL DEFAULT 0,
    losses INTEGER NOT NULL DEFAULT 0,
    draws  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game, userid)
);

-- A draw offer or an undo request waiting for the opponent's answer; any
-- move of the board ends it.
CREATE TABLE offers (
    board      INTEGER NOT NULL REFERENCES games (board),
    kind       TEXT NOT NULL,            -- draw, undo
    userid     TEXT NOT NULL,            -- who asked
    moves      INTEGER NOT NULL,         -- moves played when asked
    created_at INTEGER NOT NULL,
    PRIMARY KEY (board, kind)
);

-- A move stored with `submit`, played by `confirm`.
CREATE TABLE submitted (
    board      INTEGER NOT NULL REFERENCES games (board),
    userid     TEXT NOT NULL,
    number     INTEGER NOT NULL,         -- the move number it is for
    text       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (board, userid)
);

-- A move played for its player once it is their turn at move `number`
-- (one per player and number: nobody can take another's number).
CREATE TABLE queued (
    board      INTEGER NOT NULL REFERENCES games (board),
    userid     TEXT NOT NULL,
    number     INTEGER NOT NULL,
    text       TEXT NOT NULL,
    comment    TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    PRIMARY KEY (board, number, userid)
);

-- Players who get a board's mails without playing on it.
CREATE TABLE observers (
    board  INTEGER NOT NULL REFERENCES games (board),
    userid TEXT NOT NULL REFERENCES players (userid),
    PRIMARY KEY (board, userid)
);
CREATE INDEX games_active ON games (status, updated_at);
