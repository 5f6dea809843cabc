-- A board mail's picture is drawn when the mail is delivered (see
-- migrations/sqlite).
ALTER TABLE outbox_body ADD COLUMN picture BYTEA;
ALTER TABLE outbox_body ADD COLUMN picture_at BIGINT;
ALTER TABLE outbox ADD COLUMN has_picture BIGINT NOT NULL DEFAULT 0;
