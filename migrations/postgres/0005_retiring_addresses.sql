-- Addresses that a `change address` replaces (see migrations/sqlite).
ALTER TABLE pending_addresses ADD COLUMN replacing BIGINT NOT NULL DEFAULT 0;

CREATE TABLE retiring_addresses (
    userid  TEXT NOT NULL REFERENCES players (userid),
    address TEXT NOT NULL,
    PRIMARY KEY (userid, address)
);

CREATE INDEX messages_sent_recipient ON messages_sent (recipient, at);
