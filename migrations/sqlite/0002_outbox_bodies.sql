-- Fewer pages touched by a mail's commit, and none rewritten by the
-- outbox's bookkeeping:
-- * reply bodies live beside the outbox rows (outbox_body), so claims,
--   attempts and status changes never rewrite them;
-- * inbound and outbox ids are plain integer keys (nothing is ever deleted,
--   so ids are never reused; no sqlite_sequence row to update);
-- * the move log is keyed by (board, number) alone (WITHOUT ROWID).
-- The new tables are made beside the old ones and renamed into place, so
-- that the foreign keys follow the renames.

CREATE TABLE inbound_new (
    id          INTEGER PRIMARY KEY,
    mail_key    TEXT NOT NULL UNIQUE,    -- Message-ID, or sha256 of the bytes
    sender      TEXT,
    subject     TEXT,
    disposition TEXT NOT NULL,           -- answered, or why not
    received_at INTEGER NOT NULL
);
INSERT INTO inbound_new (id, mail_key, sender, subject, disposition, received_at)
    SELECT id, mail_key, sender, subject, disposition, received_at FROM inbound;

CREATE TABLE outbox_new (
    id              INTEGER PRIMARY KEY,
    message_id      TEXT NOT NULL UNIQUE,
    inbound_id      INTEGER REFERENCES inbound_new (id),
    sender          TEXT NOT NULL,
    recipient       TEXT NOT NULL,
    status          TEXT NOT NULL DEFAULT 'pending',  -- pending, sent, failed
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_until     INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT,
    created_at      INTEGER NOT NULL,
    sent_at         INTEGER
);
INSERT INTO outbox_new (id, message_id, inbound_id, sender, recipient, status, attempts,
                        next_attempt_at, lease_until, last_error, created_at, sent_at)
    SELECT id, message_id, inbound_id, sender, recipient, status, attempts,
           next_attempt_at, lease_until, last_error, created_at, sent_at FROM outbox;

CREATE TABLE outbox_body (
    id  INTEGER PRIMARY KEY REFERENCES outbox_new (id),
    raw BLOB NOT NULL
);
INSERT INTO outbox_body (id, raw) SELECT id, raw FROM outbox;

CREATE TABLE moves_new (
    board      INTEGER NOT NULL REFERENCES games (board),
    number     INTEGER NOT NULL,         -- 1, 2, ...
    userid     TEXT NOT NULL,
    text       TEXT NOT NULL,            -- canonical notation, or 'resign'
    comment    TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    PRIMARY KEY (board, number)
) WITHOUT ROWID;
INSERT INTO moves_new (board, number, userid, text, comment, created_at)
    SELECT board, number, userid, text, comment, created_at FROM moves;

DROP TABLE outbox;
DROP TABLE inbound;
DROP TABLE moves;
ALTER TABLE inbound_new RENAME TO inbound;
ALTER TABLE outbox_new RENAME TO outbox;
ALTER TABLE moves_new RENAME TO moves;
CREATE INDEX outbox_pending ON outbox (status, id);
