-- Limits on strangers.
-- * A wrong password is counted by who gave it: the sender's address, and
--   whether that address was one of the account's own confirmed ones. A
--   stranger's wrong passwords lock out that stranger, never the player.
-- * What a sender asked of the server that reaches third parties or holds
--   a name: confirmation mails to addresses other than its own
--   ('confirmation') and user ids reserved by a sign-up ('signup'), for
--   the limits a mail and a day.

ALTER TABLE auth_failures ADD COLUMN sender TEXT NOT NULL DEFAULT '';
ALTER TABLE auth_failures ADD COLUMN own INTEGER NOT NULL DEFAULT 1;
CREATE INDEX auth_failures_sender ON auth_failures (userid, sender, at);

CREATE TABLE sender_requests (
    sender TEXT NOT NULL,      -- lower case
    kind   TEXT NOT NULL,      -- 'confirmation' or 'signup'
    at     INTEGER NOT NULL
);
CREATE INDEX sender_requests_sender ON sender_requests (sender, kind, at);
