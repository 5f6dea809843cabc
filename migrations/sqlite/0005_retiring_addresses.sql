-- Confirmed addresses that a `change address` replaces: they keep the
-- player's mail until the first of the new addresses that command named is
-- confirmed (pending_addresses.replacing), and go then.
ALTER TABLE pending_addresses ADD COLUMN replacing INTEGER NOT NULL DEFAULT 0;

CREATE TABLE retiring_addresses (
    userid  TEXT NOT NULL REFERENCES players (userid),
    address TEXT NOT NULL,
    PRIMARY KEY (userid, address)
);

-- Messages and chats to one player are counted by recipient too.
CREATE INDEX messages_sent_recipient ON messages_sent (recipient, at);
