
## play

# Command::parse (src/commands/mod.rs): a line that is no command.
play-empty-command = the command is empty
play-not-a-command-near = '{ $word }' is not a command: did you mean '{ $near }'? Write: { $near } { $rest }
play-not-a-command = '{ $word }' is not a command; commands start with { $commands }
play-game-needs-command = '{ $game }' needs a command after it: { $game } { $commands }
play-not-a-game-command-near = '{ $word }' is not a { $game } command: did you mean '{ $near }'? Write: { $game } { $near } { $rest }
play-not-a-game-command = '{ $word }' is not a { $game } command; write { $game } followed by one of { $commands }

# userid() and board_number() (src/commands/mod.rs): a word that is not one.
play-not-a-userid = '{ $word }' is not a user id: a user id is 2 to 16 letters, digits, '_' or '-', starting with a letter
play-not-a-board-number = '{ $word }' is not a board number; write { $form }

# The clock options of a challenge (src/commands/challenge.rs).
play-clock-option-form = -{ $name }=DAYS, a whole number of days from { $lo } to { $hi }
play-clock-option-needs-days = '{ $option }' needs a number of days: write { $form }
play-not-a-clock-option = '{ $option }' is not a clock option: write { $form }
play-clock-option-twice = -{ $name }= is given twice; give it once
play-nag-not-before-forfeit = the reminder must come before the loss on time: -nag={ $nag } is not less than -forfeit={ $forfeit }

# A challenge refused (src/commands/challenge.rs).
play-challenge-usage = write { $game } challenge [-options] userid1 userid2, e.g. { $game } challenge alice bob
play-challenge-self = a player cannot challenge themselves; name two different players
play-no-such-player = there is no player '{ $user }'; they must sign up first
play-challenge-deleted = '{ $user }' has deleted their account and cannot be challenged
play-challenge-signed-off = '{ $user }' has signed off and cannot be challenged
play-challenge-unconfirmed = '{ $user }' has not confirmed an address yet, so cannot be challenged
play-challenge-wrong-sender = a challenge must come from an address of { $first } or { $second }; { $address } is not one
play-boards-per-day = at most { $count } boards a day are started from one address; try again tomorrow
play-robot-boards = { $user } already plays { $count } running boards against robots, the most one may; finish one first

# The reply to a challenge (src/commands/challenge.rs): the board started.
play-challenge-started = { $game } Board { $board } is started: { $first } ({ $first_colour }) against { $second } ({ $second_colour }).
    { $first } moves first.
    clock: reminder after { $nag } days, loss after { $forfeit }

# A side's colour, as the game names it (white, black).
play-colour = { $colour ->
    [white] white
    [black] black
   *[other] { $colour }
}

# A move (src/commands/play.rs, and submit, confirm, preview).
play-move-usage = write { $game } move BOARD userid password MOVE[#N] (the move itself has no spaces), e.g. { $game } move 101 alice secret { $example }
play-over-no-more-moves = board { $board } is over ({ $result }); no more moves
play-not-your-turn = it is not your turn on board { $board }: { $user } is to move
play-move-refused = move { $number } '{ $text }' is not accepted: { $error }
play-move-accepted = Move { $number } on { $game } Board { $board } accepted: { $text }

# A board's result, in an error or a list of boards.
play-result-win = { $user } wins
play-result-draw = draw
play-result-void = void
# Nobody is to move (the game is over).
play-nobody = nobody

# A command written wrong: its right form (a command line).
play-write = write { $form }

# A resignation (src/commands/resign.rs).
play-cannot-resign = cannot resign board { $board }: { $error }
play-resigned = { $user } resigned { $game } Board { $board }.

# show (src/commands/show.rs): its right form, and what it refuses.
play-show-form = { $game } show BOARD[#N] ... or { $game } show userid ... [all|active|inactive|next]
play-show-usage = write { $form }, e.g. { $game } show 101 or { $game } show 101#12 102 or { $game } show alice
play-show-too-many = show at most { $count } boards in one command
play-not-a-move-number = '{ $word }' is not a move number; write { $game } show { $board }#N
play-no-such-move = board { $board } has { $count } moves so far, so there is no move { $number } to show

# games and show userid (src/commands/games.rs): players' boards.
play-too-many-players = name at most { $count } players in one command; write { $form }
play-players-usage = { $error }; write { $form } (the last word may be all, active, inactive or next)
play-games-name-players = your address is no player's, so name the players: { $game } games alice
# The heading of a player's list; $which is the filter word.
play-boards-of = { $game } boards of { $user } ({ $which }): { $count }
# A board in a list: over, or whose turn it is.
play-board-over = over: { $result }
play-board-to-move = { $user } to move

# history (src/commands/history.rs).
play-history-usage = write just: { $game } history
play-history-heading = Finished { $game } boards, newest first: { $count }
# A finished board with no result stored.
play-over = over

# record (src/commands/record.rs): refusals, the reply and the mail of records.
play-record-usage = write { $game } record BOARD [BOARD...], e.g. { $game } record 101
play-record-too-many = ask for at most { $count } boards' records in one command
play-record-sign-up = records are mailed to confirmed addresses only: sign up first (send: help signup)
play-records-per-day = an address gets the records of at most { $count } boards a day; try again tomorrow
play-no-such-board = there is no { $game } board { $board }
play-record-files = { $stem }.txt (the record), { $stem }.json, { $stem }.gif (the game replayed)
# The mail of records; $lines are play-record-files lines, each ending a line.
play-record-mail = The records you asked for are attached:

    { $lines }
    `ringmail replay { $game }` (with --blitz for a blitz board) reads a .txt record as it is.
play-records-coming = The records of { $game } Board { $boards } come in a mail of their own.

# A notice to both players (offers and answers): its text, then the
# comment of the command as a paragraph when there is one.
play-notice = { $text }
    {""}
play-notice-comment = { $text }

    { $user } writes:
    { $comment }
    {""}

# What an offer is called ($kind: draw or undo).
play-offer-name = { $kind ->
    [undo] request to take back a move
   *[other] draw offer
}
# An offer refused while another waits (src/commands/propose.rs).
play-own-offer-waiting = your { $what } on board { $board } still waits for an answer; one offer waits at a time
play-offer-waiting = { $user } made a { $what } on board { $board }; answer it first with { $game } move { $board } { $me } PASSWORD accept (or reject)

# What cannot be done on a finished board (after "board N is over (result); ").
play-over-no-draw = no draw can be offered
play-over-nothing-to-accept = there is nothing to accept
play-over-no-undo = no move can be taken back
play-over-nothing-to-preview = there is nothing to preview
play-over-no-more-moves-short = no more moves
play-over-no-queue = no move can be queued
play-over-nothing-to-observe = there is nothing more to observe

# A draw offered (src/commands/propose.rs): the notice, and the reply.
play-draw-offered = { $user } offers a draw on { $game } Board { $board }.

    { $opponent } may accept it (the board ends drawn) with:
    {"  "}{ $game } move { $board } { $opponent } PASSWORD accept
    or decline it with:
    {"  "}{ $game } move { $board } { $opponent } PASSWORD reject
    Any move on the board declines it too.
play-draw-offer-sent = You offered { $opponent } a draw on { $game } Board { $board }; both of you are told by mail.

# An answer to an offer (src/commands/accept.rs, reject.rs); $answer is
# accept or reject.
play-nothing-to-answer = there is nothing to { $answer } on board { $board }: no draw offer or undo request waits (offer a draw with { $game } move { $board } { $user } PASSWORD propose)
play-offer-is-yours = the { $what } on board { $board } is your own; only your opponent can { $answer } it
play-cannot-draw = cannot draw board { $board }: { $error }
play-draw-accepted = You accepted the draw offer of { $user }: { $game } Board { $board } is over, drawn.
play-undo-stale = the board moved since the undo was asked; nothing to accept on board { $board }
# An undo allowed: the notice, the line of the next board mail, the reply;
# $count moves go, $from to $last.
play-undo-accepted-notice = { $user } allowed { $requester } to take back move { $from } on { $game } Board { $board }: { $count ->
        [one] move { $from } is
       *[other] moves { $from } to { $last } are
    } removed. The board as it is now follows in its own mail.
play-took-back = { $user } took back { $count ->
        [one] move { $from }
       *[other] moves { $from } to { $last }
    }
play-undo-allowed = You allowed { $requester } to take back move { $from } on { $game } Board { $board }; { $count ->
        [one] move { $from } is
       *[other] moves { $from } to { $last } are
    } removed.
# An offer declined: the notice and the reply.
play-offer-declined-notice = { $user } declined the { $what } of { $requester } on { $game } Board { $board }; the game goes on.
play-offer-declined = You declined the { $what } of { $requester } on { $game } Board { $board }.

# An undo asked (src/commands/undo.rs): refusals, the notice, the reply.
play-no-move-to-take-back = you have no move on board { $board } to take back
play-undo-too-late = your last move on board { $board } is move { $number }, and { $count } moves follow it; only a last move, or one followed by a single move of the opponent, can be taken back
play-undo-asked = { $user } asks to take back { $user }'s move { $from } on { $game } Board { $board } ({ $count ->
        [one] move { $from }
       *[other] moves { $from } to { $last }
    } would be removed).

    { $opponent } may allow it with:
    {"  "}{ $game } move { $board } { $opponent } PASSWORD accept
    or refuse it with:
    {"  "}{ $game } move { $board } { $opponent } PASSWORD reject
    Any move on the board refuses it too.
play-undo-asked-sent = You asked { $opponent } to let you take back move { $number } on { $game } Board { $board }; both of you are told by mail.

# preview (src/commands/preview.rs).
play-preview-no-move = no move to preview; write { $form }
play-preview-too-many = at most { $most } moves are previewed at once; { $count } were given
play-move-too-long = '{ $start }...' is longer than any move ({ $most } characters at most)
play-preview-move-refused = move { $number } '{ $text }' ({ $user } to move) is not accepted: { $error }
# Above the board previewed.
play-preview-heading = Preview of { $game } Board { $board } after moves { $first } to { $last } (nothing is stored):

# submit and confirm (src/commands/submit.rs, confirm_move.rs).
play-write-move = write { $form } (the move itself has no spaces)
# Above the board after the move submitted.
play-submitted = Move { $number } '{ $text }' on { $game } Board { $board } is submitted, not yet played. Play it with:
    {"  "}{ $game } confirm { $board } { $user } PASSWORD

    The board after it:
play-confirm-form = { $game } confirm BOARD userid password (to play the move stored with { $game } submit)
play-no-submitted-move = you have no submitted move on board { $board }; store one first with { $game } submit { $board } { $user } PASSWORD MOVE
play-submitted-move-stale = your submitted move '{ $text }' was for move { $number }, but board { $board } is at move { $now } now; submit your move again
play-submitted-move-refused = your submitted move { $number } '{ $text }' is not accepted: { $error }

# queue (src/commands/queue.rs).
play-queue-move-too-long = that move is longer than any move ({ $most } characters at most)
play-queue-bad-number = '{ $text }': the move number goes after '#' at the end of the move, e.g. { $game } queue { $board } { $user } PASSWORD MOVE#12
play-no-move-given = no move given; write { $form }
play-queue-played-already = move { $number } of board { $board } is played already; the board is at move { $current }
play-queue-yours-now = move { $current } is yours to play now; play it with { $game } move { $board } { $user } PASSWORD MOVE
play-queue-others-move = move { $current } of board { $board } is { $user }'s to play
play-queue-too-far = a move can be queued at most { $most } moves ahead; board { $board } is at move { $current }
play-queued = Queued '{ $text }' as your move { $number } on { $game } Board { $board }: it is played for you when it is your turn at move { $number }; if it is not legal then, it is dropped and you are told by mail.

# chat (src/commands/chat.rs): refusals, the mail to the others, the reply.
play-chat-form = { $game } chat BOARD userid password, with the message on the lines below it (or in the body when the command is the subject)
play-chat-not-on-board = '{ $user }' neither plays on nor observes board { $board } ({ $first } plays { $second }), so cannot chat there
play-chat-empty = the chat is empty; write your message on the lines below '{ $game } chat { $board } { $user } PASSWORD' (or in the body when the command is the subject)
play-chat-too-long = the chat is longer than { $kib } KiB; send a shorter one
play-chat-nobody = nobody on board { $board } has an address to send your chat to
play-chat-recipients-per-day = at most { $most } recipients a day are reached by chat and message; you have { $left } left today, and this chat goes to { $count }
play-chat-mail = { $user } writes on { $game } Board { $board }:

    { $text }

    Answer with the line: { $game } chat { $board } YOURID PASSWORD
    and your message below it.
play-chat-sent = Your chat on { $game } Board { $board } goes to { $users }.

# observe and unobserve (src/commands/observe.rs).
play-not-observing = '{ $user }' does not observe board { $board }
play-unobserved = You no longer observe { $game } Board { $board }.
play-observe-own-board = '{ $user }' plays on board { $board } and gets its mails already; only others can observe it
play-observing-already = '{ $user }' observes board { $board } already
play-observers-full = board { $board } has { $count } observers, the most a board has
play-observe-no-address = '{ $user }' has no confirmed address to send board { $board }'s mails to
# Above the board now observed.
play-observing = You now observe { $game } Board { $board }: each of its board mails comes to you too.
    To stop: { $game } unobserve { $board } { $user } PASSWORD

# A reply to a board mail refused (src/commands/reply_play.rs).
play-reply-unknown = This reply address (the Reply-To of a board mail) is unknown, or its board is over: nothing was played.
    A reply plays only for the player it was sent to, on that board, while the game goes on;
    send 'help' for the commands.
play-reply-wrong-sender = A reply to a board mail plays only when it comes from a confirmed address of the player
    it was sent to: nothing was played. Write the command with your password instead;
    send 'help' for the commands.
play-reply-not-a-move = The first line of a reply to a board mail is read as your move on { $game } Board { $board } (or resign, propose, accept, reject, undo), and '{ $text }' is not one: nothing was played.
