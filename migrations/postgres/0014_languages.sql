-- The language every mail to a player is written in (`change language`):
-- a catalogue's code, `en` or `fr`.
ALTER TABLE players ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
