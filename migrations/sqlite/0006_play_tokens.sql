-- Reply to play: the tokens of the Reply-To addresses of board mails, each
-- good for one player on one board. Only the SHA-256 of a token is kept.
CREATE TABLE play_tokens (
    token_hash TEXT PRIMARY KEY,
    board      INTEGER NOT NULL,
    userid     TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX play_tokens_board ON play_tokens (board);

-- A board that is over takes its tokens with it, whatever ended it (a
-- move, a resignation, an agreed draw, a loss on time).
CREATE TRIGGER play_tokens_end AFTER UPDATE OF status ON games
WHEN NEW.status = 'over'
BEGIN
    DELETE FROM play_tokens WHERE board = NEW.board;
END;

-- Sent mails whose stored copy still carries a token (to be masked; also
-- after a crash between sending and masking), found without a scan.
CREATE INDEX outbox_holds_token ON outbox (status) WHERE holds_token = 1;
