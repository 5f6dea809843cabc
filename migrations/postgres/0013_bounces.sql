-- Bounces (see migrations/sqlite/0013_bounces.sql).
ALTER TABLE outbox ADD COLUMN bounce_token TEXT;
ALTER TABLE outbox ADD COLUMN bounce_hash TEXT;
CREATE UNIQUE INDEX outbox_bounce_hash ON outbox (bounce_hash);
ALTER TABLE outbox ADD COLUMN bounced_at BIGINT;
ALTER TABLE outbox ADD COLUMN delays BIGINT NOT NULL DEFAULT 0;

CREATE TABLE bouncing_addresses (
    address TEXT PRIMARY KEY,
    userid  TEXT,
    since   BIGINT NOT NULL,
    status  TEXT NOT NULL,
    reason  TEXT NOT NULL
);

ALTER TABLE vacations ADD COLUMN kind TEXT NOT NULL DEFAULT 'vacation';

ALTER TABLE addresses ADD COLUMN last_mail_at BIGINT;
CREATE UNIQUE INDEX vacations_one_open_spell ON vacations (userid)
    WHERE kind = 'unreachable' AND ends_at = 253402300799;
