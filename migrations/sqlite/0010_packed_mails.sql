-- Replies' stored mails may be kept compressed: with packed = 1, raw and
-- picture are LZ4 blocks, each led by its length (see store::packing).
-- Rows stored before stay as they are (packed = 0).
ALTER TABLE outbox_body ADD COLUMN packed INTEGER NOT NULL DEFAULT 0;

-- A board mail's play token waits on the reply's row in the outbox, which
-- delivery updates anyway when it records the send, rather than beside
-- the stored mail, which is then written once and never again.
ALTER TABLE outbox ADD COLUMN token TEXT;
UPDATE outbox SET token = (SELECT b.token FROM outbox_body b WHERE b.id = outbox.id)
 WHERE id IN (SELECT id FROM outbox_body WHERE token IS NOT NULL);
ALTER TABLE outbox_body DROP COLUMN token;
