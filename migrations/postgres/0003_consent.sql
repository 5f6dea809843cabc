-- Consent and abuse limits (see migrations/sqlite/0003_consent.sql).
CREATE TABLE pending_addresses (
    token_hash TEXT PRIMARY KEY,         -- sha256 of the confirmation token, hex
    address    TEXT NOT NULL,            -- lower case
    userid     TEXT NOT NULL REFERENCES players (userid),
    created_at BIGINT NOT NULL
);
CREATE INDEX pending_addresses_address ON pending_addresses (address);
CREATE INDEX pending_addresses_userid ON pending_addresses (userid);

CREATE TABLE auth_failures (
    userid TEXT NOT NULL,
    at     BIGINT NOT NULL
);
CREATE INDEX auth_failures_userid ON auth_failures (userid, at);

ALTER TABLE games ADD COLUMN created_by TEXT;
CREATE INDEX games_created_by ON games (created_by, created_at);

CREATE INDEX outbox_recipient ON outbox (recipient, created_at);

ALTER TABLE outbox ADD COLUMN holds_token BIGINT NOT NULL DEFAULT 0;
