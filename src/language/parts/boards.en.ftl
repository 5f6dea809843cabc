
## boards


## The rules' refusals of a move or an option (src/games): what is
## wrong, and how to write it right. $text is the move as sent.

# A move on a finished game.
board-game-over-no-more-moves = the game is over; no more moves
# A resignation or draw on a finished game.
board-game-over-already = the game is over already
# A move's `#N` guard that is not the next move's number.
board-guard-mismatch = the guard #{ $guard } does not match: this would be move { $next } of the game (send #{ $next }, or check that your move is not stale)
# A `#` not followed by digits at the end of a move.
board-guard-malformed = '{ $text }': a move-number guard is '#' and the move's number at the very end of the move, e.g. #23
# A challenge to a game this server does not play; $games lists them.
board-no-such-game = there is no game called '{ $game }'; this server plays { $games }
# Two game names in a list (`yinsh and rin`).
board-games-and = { $first } and { $rest }
# An empty move; $how says how moves are written.
board-move-empty = the move is empty: { $how }

# YINSH: how a move is written (inside other refusals).
board-yinsh-forms = write a point like e5, a ring move like i8-f5, a removal like xg5-g9xa5, or pass
# YINSH: a point off the board in one column ($column is its letter).
board-yinsh-off-column = { $point } is not on the board: column { $column } has rows { $low } to { $high }
# YINSH: a column letter beyond k.
board-yinsh-off-columns = { $point } is not on the board: columns run from a to k
# YINSH notation errors.
board-yinsh-not-a-point = '{ $text }' is not a move: '{ $part }' is not a point (a column letter a-k and a row number, e.g. e5)
board-yinsh-not-two-points = '{ $text }' is not a move: '{ $part }' should be two points joined by '-', e.g. g5-g9
board-yinsh-spaces = '{ $text }' is not a move: a move has no spaces; join its parts with ':' or ';', e.g. i8-f5:xg5-g9xa5
board-yinsh-empty-part = '{ $text }' has an empty part: put exactly one ':' or ';' between parts, and none at the ends
board-yinsh-removal-needs-ring = '{ $text }' is not a move: the removal '{ $part }' needs the ring to remove after the row, e.g. x{ $row }xa5
board-yinsh-not-understood = '{ $text }' is not a move: '{ $part }' is not understood; { $how }
# YINSH: a canonical move text (a game's log) that does not read back.
board-yinsh-text-not-a-row = '{ $text }': { $row } is not a row: a row's two ends are 4 steps apart on one line, e.g. g5-g9
board-yinsh-text-too-many-rows = '{ $text }' removes more rows on one side of its ring move than a game allows
board-yinsh-text-no-row = '{ $text }': the removal x{ $ring } leaves out its row, which only a position tells
board-yinsh-text-two-actions = '{ $text }' has more than one placement, ring move or pass
# YINSH: a removal that does not fit the position.
board-yinsh-not-a-row = { $row } is not a row: a row's two ends are 4 steps apart on one line, e.g. g5-g9
board-yinsh-no-row-of-five = { $row } is not a row of five { $symbol } markers
board-yinsh-no-row-of-five-rows = { $row } is not a row of five { $symbol } markers (your rows: { $rows })
board-yinsh-which-row = there are { $count } rows of five { $symbol } markers ({ $rows }); name the one to remove, e.g. { $example }
board-yinsh-remove-their-ring = { $ring } is { $symbol }'s ring; remove one of your own rings ({ $rings })
board-yinsh-remove-no-ring = there is no ring on { $ring }; remove one of your own rings ({ $rings })
# YINSH: a ring move that does not fit the position ($line: `i8-f5`).
board-yinsh-their-ring = the ring on { $point } is { $symbol }'s; you play { $mine } (your rings: { $rings })
board-yinsh-no-ring-of-yours = there is no ring of yours on { $point } (your rings: { $rings })
board-yinsh-ring-stays = { $line }: a ring must move to another point
board-yinsh-not-straight = { $line } is not a straight line: rings move along the board's lines (same column, same row, or both changing by the same amount)
board-yinsh-leaves-board = { $line } leaves the board
board-yinsh-passes-ring = { $line } passes over the ring on { $point }; a ring can never pass over a ring
board-yinsh-goes-past = { $line } goes on past the markers it jumps; after jumping markers a ring stops on the first empty point ({ $point })
board-yinsh-ends-on-ring = { $line } ends on the ring on { $point }; a ring moves to an empty point
board-yinsh-ends-on-marker = { $line } ends on the marker on { $point }; a ring cannot land on a marker (it may jump markers and stop just after them)
# YINSH: a move missing a part, or with one too many.
board-yinsh-remove-first = the last move made a row of yours ({ $rows }); remove it before you move: start with the row and the ring to remove, e.g. { $example }:...
board-yinsh-missing-ring-move = the move is missing its ring move after { $done }
board-yinsh-missing-placement = the move is missing the point to place your ring on
board-yinsh-all-placed = all rings are placed; move a ring along a line, e.g. { $ring }-...
board-yinsh-point-taken = { $point } is taken; place your ring on an empty point
board-yinsh-still-placing = rings are still being placed: send just the point for your ring, e.g. { $point }
board-yinsh-no-pass-placing = rings are still being placed; you cannot pass
board-yinsh-may-not-pass = you can still move a ring (e.g. { $line }), so you may not pass
board-yinsh-nothing-to-remove = there is no row of yours to remove before your move; a removal comes after the ring move that makes the row, e.g. i8-f5:xg5-g9xa5
board-yinsh-makes-rows = your move makes rows { $rows }; add the ring to remove, e.g. { $example }
board-yinsh-makes-row = your move makes a row { $row }; add the ring to remove, e.g. { $example }
board-yinsh-extra-after-win = this move already wins the game after { $done }; remove the extra text '{ $extra }'
board-yinsh-extra-after-move = the move is complete after { $done }; remove the extra text '{ $extra }'
# YINSH: an unknown challenge option.
board-yinsh-no-option = yinsh has no option '{ $option }'; the only option is -blitz

# Rin: how a move is written (inside other refusals).
board-rin-how = write a point as row,column counting from 0, e.g. 3,6, and join the two stones of a double turn with ':', e.g. 3,6:4,7
# Rin notation errors.
board-rin-not-a-point = '{ $text }' is not a move: '{ $part }' is not a point; { $how }
board-rin-brackets = '{ $text }' is not a move: the brackets in '{ $part }' do not match; write (3,6) or just 3,6
board-rin-off-this-board = { $point } is off the board: rows and columns run from 0 to { $max } on this { $size } x { $size } board
board-rin-spaces = '{ $text }' is not a move: a move has no spaces; { $how }
board-rin-empty-part = '{ $text }' has an empty part: put exactly one ':' or ';' between two points, and none at the ends
board-rin-one-or-two = '{ $text }' is not a move: a move has one or two stones
# Rin: challenge options.
board-rin-bad-size = -size={ $size }: the board size must be an even number from { $min } to { $max }, e.g. -size=12 (16 when left out)
board-rin-no-option = rin has no option '{ $option }'; the only option is -size=N, an even board size from { $min } to { $max } (16 when left out)
board-rin-size-twice = the board size is given twice; give -size=N once
board-rin-size-not-number = '{ $option }': the board size is a number, e.g. -size=12 (even, from { $min } to { $max })
# Rin: a move that does not fit the position.
board-rin-no-seat = there is no seat { $seat }; the seats are 0 and 1
board-rin-first-turn = Black's first turn is a single stone; send just one point, e.g. { $point }
board-rin-one-left = you have one stone left in this double turn; send just one point, e.g. { $point }
board-rin-at-most-two = a turn has at most two stones; send one or two points, e.g. { $point }:...
board-rin-off-board = { $point } is off the board: rows and columns run from 0 to { $max }
board-rin-point-taken = { $point } is taken; place your stone on an empty point
board-rin-no-stone = the move has no stone; send a point, e.g. 3,6
board-rin-fills-board = { $point } fills the board and ends the game; send it alone, without a second stone
board-rin-given-twice = { $point } is given twice; the two stones of a double turn go on two different empty points
board-rin-filled-by-first = { $point } is taken: your stone { $first } filled a ring there; place your second stone on an empty point

## The status lines under the ASCII board of a board mail, and the lines
## after them (src/games).

# YINSH: rings removed by each ($first, $second: the players).
board-yinsh-status-removed = Rings removed: o ({ $first }) { $first_removed }, x ({ $second }) { $second_removed }
# YINSH: markers left in the pool.
board-yinsh-status-pool = Markers in pool: { $count }
# YINSH: who is to move, and what they do.
board-yinsh-status-places = To move: { $symbol } ({ $user }) places a ring
board-yinsh-status-removes = To move: { $symbol } ({ $user }) removes a row, then moves
board-yinsh-status-moves = To move: { $symbol } ({ $user }) moves
# Either game: the result.
board-status-wins = Game over: { $user } wins
board-status-draw = Game over: draw
# Rin: stones of each, and who is to move.
board-rin-status-stones = Stones: { $first_symbol } ({ $first }) { $first_count }, { $second_symbol } ({ $second }) { $second_count }
board-rin-status-to-move = To move: { $symbol } ({ $user }), stone { $stone } of { $stones }
# YINSH: rings placed so far, during placement ($each: rings each).
board-yinsh-rings-placed = Rings placed: o { $first } of { $each }, x { $second } of { $each }
# The score at a glance.
board-yinsh-score = Rings removed: { $first } { $first_removed }, { $second } { $second_removed } ({ $target } wins)
board-rin-score = Stones: { $first } { $first_count }, { $second } { $second_count } (more stones wins once the board is full)
# What the board's symbols stand for (after `Symbols:`).
board-yinsh-legend = (o) (x) rings, o x markers
board-rin-legend = x o stones, . + empty points

## Board mails (src/commands/board_mail.rs, glance.rs): the block read
## at a glance, the summary, the lines after the board, the comments.

# The first line of the summary, and the HTML part's title.
board-summary = Summary of { $game } Board { $board }
# The picture's alternative text in the HTML part.
board-picture-alt = { $game } Board { $board }
# A player's line in the summary ($colour: board-colour-*).
board-player-line = { $colour } ({ $symbol }): { $user }
board-colour-white = white
board-colour-black = black
# The challenge's options in the summary.
board-options-line = options: { $options }
# The clock in the summary ($nag, $forfeit: days).
board-clock-line = clock: reminder after { $nag } days, loss after { $forfeit }
# Above the list of moves, or instead of it.
board-moves = Moves:
board-no-moves = No moves yet.
# After the status lines: the last line of the log.
board-last-move = Last move: { $user } { $text } (move { $number })
# After the status lines: what the symbols stand for ($legend: board-*-legend).
board-symbols = Symbols: { $legend }
# To the player to move: the command to copy.
board-to-move-send = To move, reply with your move, or send: { $command }
# The same in the HTML part, the command on the next line.
board-html-to-move = To move, reply with your move, or send:
# The link that opens a reply to play (HTML part).
board-reply-link = Reply with your move
# The heading of each comment at the end of the mail.
board-comment-heading = { $user } writes:
# At a glance: what the `#N` of the line to copy does.
board-glance-guard = #{ $next } makes it move { $next } only: a copy sent twice, or after another move, is refused.
# At a glance, in a new board's mail: one subject for the board.
board-glance-subjects = Mail program splitting this game by subject? Send: change subjects { $user } PASSWORD board
# At a glance, in a finished board's mail: how to get its record.
board-glance-record = The game's record and its replay as a picture: send { $game } record { $board }
# At a glance: the newest comment's start.
board-glance-writes = { $user } writes: { $text }
# At a glance: what happened (a full stop follows).
board-happened-started = { $game } Board { $board } started: { $first } ({ $first_symbol }) against { $second } ({ $second_symbol })
board-happened-resigned = { $user } resigned
board-happened-draw = { $first } and { $second } agreed to a draw
board-happened-played = { $user } played { $moves } (move { $number })
board-happened-played-run = { $user } played { $moves } (moves { $first } to { $last })
# At a glance: the score ($score: board-*-score) and the state.
board-state-with-score = { $score }. { $state }.
board-state = { $state }.
board-state-over = Game over: { $result }
board-state-over-plain = Game over
board-state-your-move = Your move
board-state-to-move = { $user } to move
# A board's result ($result above; also in lists and subjects' words).
board-result-wins = { $user } wins
board-result-draw = draw
board-result-void = void
# The first line of an observer's copy of a board mail.
board-observer-line = You are observing { $game } Board { $board } (unobserve: { $game } unobserve { $board } { $user } PASSWORD).
# The last status line of a board void on time.
board-void-game-over = Game over: void ({ $user } never moved)
# At the top of a void board's final mails.
board-void-reason = Board { $board } is void: { $user } ran out of time without ever moving on it, so nobody wins and ratings do not change.
# A queued move dropped when another move is played ($text: the move).
board-queued-not-yours = Your queued move { $number } '{ $text }' on { $game } Board { $board } was dropped: move { $number } is not yours to play.
board-queued-illegal =
    Your queued move { $number } '{ $text }' on { $game } Board { $board } was dropped: { $error }
    It is your turn now; send your move with: { $command }

## Refusals of the board commands (src/commands/board.rs).

# A board number that is not a board of this game.
board-no-such-board = there is no { $game } board { $board }
# A user id that does not play on the board.
board-not-a-player = '{ $user }' does not play on board { $board } ({ $first } plays { $second })
# A board command with the wrong number of words ($form: its right form).
board-write-form = write { $form }
# A command on a finished board ($what: what cannot be done).
board-is-over = board { $board } is over ({ $result }); { $what }
# A command of the player not to move.
board-not-your-turn = it is not your turn on board { $board }: { $user } is to move
board-not-your-turn-nobody = it is not your turn on board { $board }: nobody is to move
