-- Players, their addresses, games with their move logs, and the record of
-- every mail in and out.

CREATE TABLE players (
    userid        TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL,
    created_at    INTEGER NOT NULL
);

CREATE TABLE addresses (
    address TEXT PRIMARY KEY,            -- lower case
    userid  TEXT NOT NULL REFERENCES players (userid)
);
CREATE INDEX addresses_userid ON addresses (userid);

CREATE TABLE games (
    board      INTEGER PRIMARY KEY,      -- shared by all games, from 101
    game       TEXT NOT NULL,            -- yinsh, rin
    options    TEXT NOT NULL,            -- canonical challenge options, space separated
    player0    TEXT NOT NULL REFERENCES players (userid),
    player1    TEXT NOT NULL REFERENCES players (userid),
    status     TEXT NOT NULL,            -- active, over
    result     TEXT,                     -- 'alice wins', 'draw' when over
    to_move    TEXT,                     -- userid whose turn it is, NULL when over
    thread_id  TEXT NOT NULL,            -- References entry shared by the game's mails
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX games_player0 ON games (player0);
CREATE INDEX games_player1 ON games (player1);

-- The ordered move log: the truth from which every position is derived.
CREATE TABLE moves (
    board      INTEGER NOT NULL REFERENCES games (board),
    number     INTEGER NOT NULL,         -- 1, 2, ...
    userid     TEXT NOT NULL,
    text       TEXT NOT NULL,            -- canonical notation, or 'resign'
    comment    TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    PRIMARY KEY (board, number)
);

-- Every mail read, so that a mail seen again is never applied twice.
CREATE TABLE inbound (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    mail_key    TEXT NOT NULL UNIQUE,    -- Message-ID, or sha256 of the bytes
    sender      TEXT,
    subject     TEXT,
    disposition TEXT NOT NULL,           -- answered, or why not
    received_at INTEGER NOT NULL
);

-- Replies waiting to be sent, sent, or failed for good. Nothing is deleted.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id      TEXT NOT NULL UNIQUE,
    inbound_id      INTEGER REFERENCES inbound (id),
    sender          TEXT NOT NULL,
    recipient       TEXT NOT NULL,
    raw             BLOB NOT NULL,
    status          TEXT NOT NULL DEFAULT 'pending',  -- pending, sent, failed
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_until     INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT,
    created_at      INTEGER NOT NULL,
    sent_at         INTEGER
);
CREATE INDEX outbox_pending ON outbox (status, id);
