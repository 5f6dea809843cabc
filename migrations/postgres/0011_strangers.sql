-- Limits on strangers (see migrations/sqlite/0011_strangers.sql).
ALTER TABLE auth_failures ADD COLUMN sender TEXT NOT NULL DEFAULT '';
ALTER TABLE auth_failures ADD COLUMN own INTEGER NOT NULL DEFAULT 1;
CREATE INDEX auth_failures_sender ON auth_failures (userid, sender, at);

CREATE TABLE sender_requests (
    sender TEXT NOT NULL,
    kind   TEXT NOT NULL,
    at     BIGINT NOT NULL
);
CREATE INDEX sender_requests_sender ON sender_requests (sender, kind, at);
