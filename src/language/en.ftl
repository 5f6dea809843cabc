# ringmail's messages in English: every text the server writes into a
# mail body, by key. Command words, move notation, user ids, the ASCII
# board and subjects are not here: they are the same in every language.
#
# Variables: $game (yinsh, rin), $board (a board number), $user (a user
# id); numbers choose plural forms: { $n -> [one] ... *[other] ... }.

# The language's own name, as `help language` lists it.
language-name = English

# Words shown as they are (what a player wrote, a list of other texts).
verbatim = { $text }
