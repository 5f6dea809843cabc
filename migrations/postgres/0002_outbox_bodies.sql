-- Reply bodies live beside the outbox rows (outbox_body), so that claims,
-- attempts and status changes never rewrite them. (SQLite's form also
-- rebuilds tables for its storage; Postgres needs only the move.)
CREATE TABLE outbox_body (
    id  BIGINT PRIMARY KEY REFERENCES outbox (id),
    raw BYTEA NOT NULL
);
INSERT INTO outbox_body (id, raw) SELECT id, raw FROM outbox;
ALTER TABLE outbox DROP COLUMN raw;
