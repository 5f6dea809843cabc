-- A board mail's play token waits beside its stored copy (see
-- migrations/sqlite).
ALTER TABLE outbox_body ADD COLUMN token TEXT;
