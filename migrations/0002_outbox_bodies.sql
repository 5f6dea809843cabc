-- Reply bodies live beside the outbox rows, so that the row's bookkeeping
-- (claims, attempts, status) never rewrites the body.

CREATE TABLE outbox_body (
    id  INTEGER PRIMARY KEY REFERENCES outbox (id),
    raw BLOB NOT NULL
);
INSERT INTO outbox_body (id, raw) SELECT id, raw FROM outbox;
ALTER TABLE outbox DROP COLUMN raw;
