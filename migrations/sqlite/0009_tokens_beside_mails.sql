-- A board mail's play token waits beside its stored copy instead of in it:
-- the copy is stored with the token masked from the start, and the token
-- is put back when the mail is sent, then cleared (sent or failed for
-- good). So the copy is written once, never read back to be masked.
ALTER TABLE outbox_body ADD COLUMN token TEXT;
