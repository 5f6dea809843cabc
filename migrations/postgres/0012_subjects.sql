-- The subjects of a player's board mails (see migrations/sqlite/0012_subjects.sql).
ALTER TABLE players ADD COLUMN subjects TEXT NOT NULL DEFAULT 'turn';
