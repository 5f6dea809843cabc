-- Bounces: every mail leaves with its own envelope sender
-- (games+bounce-TOKEN@domain). The token rests beside its mail only until
-- the mail is sent; its SHA-256 names the mail for good, so that a
-- delivery report coming back to that address finds it.
ALTER TABLE outbox ADD COLUMN bounce_token TEXT;
ALTER TABLE outbox ADD COLUMN bounce_hash TEXT;
CREATE UNIQUE INDEX outbox_bounce_hash ON outbox (bounce_hash);
-- What reports said of the mail: when it bounced for good, and how many
-- said it was delayed.
ALTER TABLE outbox ADD COLUMN bounced_at INTEGER;
ALTER TABLE outbox ADD COLUMN delays INTEGER NOT NULL DEFAULT 0;

-- Addresses that bounced for good, until they revive: they get no mail.
CREATE TABLE bouncing_addresses (
    address TEXT PRIMARY KEY,            -- lower case
    userid  TEXT,                        -- its player when it bounced
    since   INTEGER NOT NULL,
    status  TEXT NOT NULL,               -- the report's status code, 5.1.1
    reason  TEXT NOT NULL                -- the relay's diagnostic, masked
);

-- A player with no address left that takes mail is unreachable: their
-- clocks stand still as on vacation, in a spell of kind 'unreachable'
-- that uses no vacation days (ends_at far ahead until they revive).
ALTER TABLE vacations ADD COLUMN kind TEXT NOT NULL DEFAULT 'vacation';

-- When an address last sent the server a mail it accepted: a report on a
-- mail written before then is out of date (the address worked after it).
ALTER TABLE addresses ADD COLUMN last_mail_at INTEGER;
-- At most one open unreachable spell a player.
CREATE UNIQUE INDEX vacations_one_open_spell ON vacations (userid)
    WHERE kind = 'unreachable' AND ends_at = 253402300799;
