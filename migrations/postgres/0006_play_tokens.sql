-- Reply to play: the tokens of the Reply-To addresses of board mails
-- (see migrations/sqlite).
CREATE TABLE play_tokens (
    token_hash TEXT PRIMARY KEY,
    board      BIGINT NOT NULL,
    userid     TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX play_tokens_board ON play_tokens (board);

-- A board that is over takes its tokens with it.
CREATE FUNCTION play_tokens_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM play_tokens WHERE board = NEW.board;
    RETURN NULL;
END
$$;
CREATE TRIGGER play_tokens_end AFTER UPDATE OF status ON games
    FOR EACH ROW WHEN (NEW.status = 'over')
    EXECUTE FUNCTION play_tokens_end();

CREATE INDEX outbox_holds_token ON outbox (status) WHERE holds_token = 1;
