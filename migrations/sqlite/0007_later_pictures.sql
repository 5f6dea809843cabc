-- A board mail's picture is drawn when the mail is delivered: the stored
-- mail has the picture's part empty, and beside it what the picture is
-- drawn from (a JSON recipe) and the offset its base64 lines go to. The
-- outbox row says whether there is one, so that delivery can plan a pass
-- without reading the mails.
ALTER TABLE outbox_body ADD COLUMN picture BLOB;
ALTER TABLE outbox_body ADD COLUMN picture_at INTEGER;
ALTER TABLE outbox ADD COLUMN has_picture INTEGER NOT NULL DEFAULT 0;
