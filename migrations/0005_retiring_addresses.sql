-- Confirmed addresses that a `change address` replaces: they keep the
-- player's mail until the first of the new addresses is confirmed, and go
-- then.
CREATE TABLE retiring_addresses (
    userid  TEXT NOT NULL REFERENCES players (userid),
    address TEXT NOT NULL,
    PRIMARY KEY (userid, address)
);
