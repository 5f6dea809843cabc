-- The subjects of a player's board mails (`change subjects`): 'turn',
-- pbmserv's subjects naming the player to move, or 'board', one subject
-- for every mail of a board.
ALTER TABLE players ADD COLUMN subjects TEXT NOT NULL DEFAULT 'turn';
