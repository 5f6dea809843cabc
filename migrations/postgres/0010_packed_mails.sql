-- Replies' stored mails may be kept compressed, and a play token waits on
-- the reply's row in the outbox (see migrations/sqlite).
ALTER TABLE outbox_body ADD COLUMN packed BIGINT NOT NULL DEFAULT 0;

ALTER TABLE outbox ADD COLUMN token TEXT;
UPDATE outbox SET token = (SELECT b.token FROM outbox_body b WHERE b.id = outbox.id)
 WHERE id IN (SELECT id FROM outbox_body WHERE token IS NOT NULL);
ALTER TABLE outbox_body DROP COLUMN token;
