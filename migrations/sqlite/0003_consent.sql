-- Consent and abuse limits.
-- * An address is a player's only once its owner confirmed it: until then
--   it waits in pending_addresses under the hash of the token mailed to it
--   (several sign-ups may wait for one address; the first confirmed wins).
--   The addresses table holds confirmed addresses only.
-- * Wrong passwords are counted per account (auth_failures) for the
--   lockout.
-- * A board records the address that started it, for the daily limit.
-- * Replies to an address are counted by recipient and time, for the daily
--   limit on mail to addresses that are not confirmed.
-- * A reply that carries a token is marked, so that its stored copy is
--   masked once it is sent.

CREATE TABLE pending_addresses (
    token_hash TEXT PRIMARY KEY,         -- sha256 of the confirmation token, hex
    address    TEXT NOT NULL,            -- lower case
    userid     TEXT NOT NULL REFERENCES players (userid),
    created_at INTEGER NOT NULL
);
CREATE INDEX pending_addresses_address ON pending_addresses (address);
CREATE INDEX pending_addresses_userid ON pending_addresses (userid);

CREATE TABLE auth_failures (
    userid TEXT NOT NULL,
    at     INTEGER NOT NULL
);
CREATE INDEX auth_failures_userid ON auth_failures (userid, at);

ALTER TABLE games ADD COLUMN created_by TEXT;
CREATE INDEX games_created_by ON games (created_by, created_at);

CREATE INDEX outbox_recipient ON outbox (recipient, created_at);

-- A reply that carries a token (a confirmation mail) keeps it only until it
-- is sent: then its stored copy is masked and this is cleared.
ALTER TABLE outbox ADD COLUMN holds_token INTEGER NOT NULL DEFAULT 0;
