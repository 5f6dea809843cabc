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

## accounts

# Errors naming a command's form ($form: the command as players write it).
accounts-write-just = write just: { $form }

# Addresses (signup, add, change address).
accounts-not-a-writable-address = '{ $address }' is not a mail address this server can write to; write { $form }
accounts-name-an-address = name at least one address; write { $form }
accounts-at-most-addresses = an account has at most { $count } addresses; write { $form }
accounts-address-taken = the address { $address } belongs to '{ $user }' already
accounts-address-yours-already = the address { $address } is confirmed for your account '{ $user }' already; an address belongs to one account
# An empty list of addresses.
accounts-no-addresses = none

# Limits on confirmation mails and sign-ups (confirmations.rs).
accounts-confirmations-per-mail = one mail may ask at most { $count } other addresses to confirm; send the rest in another mail
accounts-confirmations-per-mail-unconfirmed = a mail from an address that is not confirmed may ask at most { $count } other address to confirm; confirm yours first
accounts-confirmations-per-day = your address asked { $count } other addresses to confirm in the last 24 hours, the most a day; try again tomorrow
accounts-signups-per-day = an address that is not confirmed signs up at most { $count } user id a day; confirm the one you signed up first (answer its confirmation mail)

# signup: errors.
accounts-signup-form = write { $form }, e.g. signup alice secret
accounts-signup-too-many-addresses = give at most { $count } addresses when you sign up
accounts-signup-robot-id = the user id '{ $user }' belongs to one of this server's robot players, which play by themselves and cannot be signed up; choose another (to play the robot: yinsh challenge YOURID { $user })
accounts-signup-reserved-id = the user id '{ $user }' is kept for the server and mail systems; choose another
accounts-signup-deleted-id = the user id '{ $user }' belonged to a deleted account and is never given out again; choose another
accounts-signup-taken-id = the user id '{ $user }' is taken; choose another

# signup: the reply with addresses confirmed at once (confirm_addresses off).
accounts-signup-welcome-confirmed =
    Welcome, { $user }. You are signed up with the address { $addresses }.
    Send 'help' for the commands.
# signup: the reply's first line, in parts; then the lapse warning.
accounts-signup-welcome = Welcome, { $user }.
accounts-signup-confirm-below = This mail asks you to confirm your address, as it says below.
accounts-confirmation-mailed = A confirmation was mailed to { $addresses }.
accounts-signup-lapses =
    Your account can play once an address is confirmed; an account with no
    confirmed address lapses after 7 days.

# signup: the confirmation mail (or the part of the reply) asking an address to confirm.
accounts-signup-confirmation-mail =
    Someone, probably you, signed up for games at { $server } as '{ $user }'
    with the address { $address }.

    To confirm it, answer this mail, or send { $server } a mail whose subject
    or body is the line

    confirm { $token }

    Until then this address gets no other mail from the server. If it was
    not you, do nothing: the sign-up lapses after 7 days.

# confirm: errors and reply.
accounts-confirm-form = write confirm TOKEN, with the token from the confirmation mail
accounts-confirm-not-a-token = that is not a confirmation token; write confirm TOKEN, with the token from the confirmation mail
accounts-confirm-unknown-token = this confirmation token is unknown or has expired (a sign-up waits 7 days); sign up again
accounts-confirm-taken = the address { $address } was confirmed for '{ $user }' already
accounts-confirmed =
    The address { $address } is confirmed for { $user }.
    You can now challenge players and play; send 'help' for the commands.
accounts-confirmed-replaced = The addresses it replaces are removed: { $addresses }.

# Password checks (add.rs, password.rs, reset.rs, forgot.rs, all show).
accounts-no-such-player-sign-up = there is no player with that user id (the user id comes before the password); sign up first with: signup USERID PASSWORD
accounts-no-such-player = there is no player with that user id
accounts-no-player = there is no player '{ $user }'
accounts-deleted = the account '{ $user }' was deleted
accounts-deleted-does-nothing = the account '{ $user }' was deleted; it can do nothing any more
accounts-wrong-password = wrong password for '{ $user }'
accounts-locked-own = too many wrong passwords for '{ $user }': its password commands are refused for { $minutes } more minutes
accounts-locked-sender = too many wrong passwords for '{ $user }' from { $address }: password commands for it from this address are refused for { $minutes } more minutes
accounts-locked-strangers = too many wrong passwords for '{ $user }' from addresses that are not its own today: it takes no password from such an address until the day is over (00:00 UTC)

# add: errors and reply.
accounts-add-too-many = '{ $user }' would have { $count } addresses (confirmed: { $confirmed }; waiting: { $waiting }); an account has at most { $most }. Use change address to replace them
accounts-add-confirmed-already = { $address } is confirmed for { $user } already.
accounts-add-confirmation-mailed = A confirmation was mailed to { $addresses }; each address gets mail once it is confirmed.
accounts-add-added = { $addresses } added to { $user }.
# add, change address: the confirmation mail asking an address to confirm.
accounts-add-confirmation-mail =
    Someone, probably you, asked to add the address { $address }
    to the account '{ $user }' at { $server }.

    To confirm it, answer this mail, or send { $server } a mail whose subject
    or body is the line

    confirm { $token }

    Until then this address gets no other mail from the server. If it was
    not you, do nothing: the request lapses after 7 days.

# change: errors ($code: the language a player asked for; $languages:
# every language, `en (English), fr (français)`).
accounts-change-forms = write { $password }, { $address }, { $subjects }, or { $language }
accounts-change-not-a-subject-style = '{ $style }' is not a subject style; write { $form }
accounts-change-unknown-language = '{ $code }' is not a language of this server; write { $form }, with one of: { $languages }
accounts-change-language-form = write { $form }, with one of: { $languages }
# change: replies.
accounts-password-changed = The password of { $user } is changed; the old one no longer works.
accounts-subjects-board = The board mails of { $user } now have one subject for every mail of a board (yinsh Board 101: alice vs bob), from the next mail on.
accounts-subjects-turn = The board mails of { $user } now have subjects that name the player to move (yinsh Board 101 bob), from the next mail on.
# change language: the reply, written in the new language.
accounts-language-changed = From now on, the mails to { $user } are written in { $name } ({ $code }).
accounts-addresses-now = The addresses of { $user } are now: { $addresses }.
accounts-addresses-removed = Removed: { $addresses }.
accounts-change-confirmation-mailed = A confirmation was mailed to { $addresses }; it gets mail once confirmed.
accounts-change-address-waiting =
    A confirmation was mailed to { $addresses }.
    Until one of them is confirmed, mail for { $user } still goes to { $old }; once one is,
    those are removed.

# forgot: errors, reply, and the reset mail.
accounts-forgot-form = write forgot userid, e.g. forgot alice
accounts-forgot-no-address = '{ $user }' has no confirmed address to mail a reset token to
accounts-forgot-per-day = at most { $count } reset tokens a day are mailed for one account; use one of those, or try again tomorrow
accounts-forgot-mailed =
    A reset token was mailed to the confirmed addresses of { $user }.
    Send reset { $user } TOKEN NEWPASSWORD within 24 hours.
accounts-reset-mail =
    Someone, probably you, asked { $server } for a new password for '{ $user }'.

    To set one, send { $server } a mail whose subject or body is the line

    reset { $user } { $token } NEWPASSWORD

    with your new password in place of NEWPASSWORD. The token works once,
    within 24 hours. If it was not you, do nothing: your password stays.

# reset: errors and reply.
accounts-reset-form = write { $form }, with the token from the reset mail (send forgot userid to get one)
accounts-reset-bad-token = this reset token for '{ $user }' is wrong, used or expired (a token works once, within 24 hours); send forgot { $user } for a new one
accounts-reset-done = The password of { $user } is set; the old one no longer works, nor does any reset token.

# vacation ($time: a UTC date and time, 2026-11-22 10:00 UTC).
accounts-vacation-form = vacation userid password DAYS (1 to { $most }), or vacation userid password off
accounts-vacation-not-days = '{ $days }' is not a number of days from 1 to { $most }; write { $form }
accounts-vacation-none = { $user } has no vacation running
accounts-vacation-over = The vacation of { $user } is over; the clocks run again from now ({ $time }).
accounts-vacation-unreachable = { $user } cannot be reached by mail (mail to their addresses bounces), so their clocks stand still already; write from one of them, or confirm a new address, first
accounts-vacation-too-long = { $user } has { $left } vacation days left (at most { $most } in 365 days, { $used } used); ask for at most { $left }
accounts-vacation-running = { $user } is on vacation until { $time }; to book another, first end it with: vacation { $user } PASSWORD off
accounts-vacation-booked =
    { $user } is on vacation until { $time }: the clocks of { $user } stand still until then.
    { $left } vacation days are left this year. End it early with: vacation { $user } PASSWORD off

# signoff.
accounts-signoff-already = { $user } has signed off already
accounts-signoff-done = { $user } has signed off: nobody can challenge { $user } any more. Running games go on.

# delete.
accounts-delete-still-playing = { $user } still plays on board { $boards }; finish or resign those games first, then delete
accounts-delete-done =
    The account { $user } is deleted: its addresses and password are gone, and the server
    will not mail them again. Finished boards keep the name { $user }, which is never
    given out again.

# message (and chat's limits): errors.
accounts-message-form = message userid password to1 [to2 ...], with the message below it
accounts-message-unconfirmed-sender = '{ $user }' has no confirmed address yet; confirm one (the token was mailed to it) before writing to other players
accounts-message-received-per-day = '{ $user }' has had { $count } messages and chats today, the most a player gets in a day; nothing was sent
accounts-message-name-a-player = name at least one player; write { $form }
accounts-message-too-many-players = name at most { $count } players; write { $form }
accounts-message-empty = the message is empty; write it below the line { $form } (or in the body, with the command as the subject)
accounts-message-no-player = there is no player '{ $user }'; nothing was sent
accounts-message-no-longer-a-player = there is no longer a player '{ $user }'; nothing was sent
accounts-message-no-address = '{ $user }' has no confirmed address yet; nothing was sent
accounts-message-unreachable = '{ $user }' cannot be reached by mail (mail to their address bounces); nothing was sent
# Between the last two of several names (alice and bob).
accounts-and = and
# $robots: one robot's user id, or several joined ($count of them).
accounts-message-only-robots = { $count ->
    *[other] { $robots } is a robot player and reads no messages; nothing was sent
}
accounts-message-per-day = a player reaches at most { $most } recipients a day with message and chat; { $user } has { $left } left today; nothing was sent
# message: the reply.
accounts-message-sent = Your message went to { $recipients }. { $left } recipients are left today.
accounts-message-robots-left-out = { $count ->
    *[other] ({ $robots } is a robot player, reads no messages, and was left out.)
}
# message: the mail to each recipient, above and below the message.
accounts-message-writes = { $user } writes:
accounts-message-how-to-answer =
    To answer, send { $server } a mail with the line

      message { $recipient } PASSWORD { $user }

    and your answer below it (your password in place of PASSWORD).

# multiple.
accounts-multiple = multiple: not needed here; several commands in one mail always work.

# all show: the list of a player's boards ($which: all, active or next;
# $game and $board come padded to their columns).
accounts-all-show-not-which = '{ $which }' is not next or active; write { $form }
accounts-all-show-title = Boards of { $user } ({ $which }): { $count }
accounts-all-show-line = { $game } { $board }  against { $opponent }  { $state }
accounts-all-show-your-turn = your turn

# ratings and standings.
accounts-ratings-title = { $game } ratings (Elo, start 1500), highest first: { $count } players
accounts-standings-title = { $game } standings, by wins, then fewest losses, then draws: { $count } players
accounts-no-finished-boards = No finished boards yet.
accounts-and-more = ... and { $count } more
# The columns' headings.
accounts-column-player = player
accounts-column-rating = rating
accounts-column-games = games
accounts-column-wins = wins
accounts-column-losses = losses
accounts-column-draws = draws

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
play-challenge-engine-game = '{ $user }' is a robot that plays only { $plays }; challenge it with '{ $plays } challenge'
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
play-move-refused = move { $number } '{ $text }' is not accepted: { $error }
play-move-accepted = Move { $number } on { $game } Board { $board } accepted: { $text }

# Nobody is to move (the game is over).
play-nobody = nobody

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

# A reply to a board mail refused (src/reply_to_play.rs).
play-reply-unknown = This reply address (the Reply-To of a board mail) is unknown, or its board is over: nothing was played.
    A reply plays only for the player it was sent to, on that board, while the game goes on;
    send 'help' for the commands.
play-reply-wrong-sender = A reply to a board mail plays only when it comes from a confirmed address of the player
    it was sent to: nothing was played. Write the command with your password instead;
    send 'help' for the commands.
play-reply-not-a-move = The first line of a reply to a board mail is read as your move on { $game } Board { $board } (or resign, propose, accept, reject, undo), and '{ $text }' is not one: nothing was played.

# A reply to play whose own text (above the quoted board mail) is empty.
play-reply-no-move = No move was found above the quoted board mail: write it on the first line of your reply (your move on { $game } Board { $board }, or resign, propose, accept, reject, undo). Nothing was played.

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

## Board mails (src/board_mail/): the block read
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
# A board of a tournament: under its options.
board-tournament-line = tournament: { $name } (standings: { $game } tournament show { $name })
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

## Refusals of the board commands (src/boards/mod.rs).

# A board number that is not a board of this game.
board-no-such-board = there is no { $game } board { $board }
# A user id that does not play on the board.
board-not-a-player = '{ $user }' does not play on board { $board } ({ $first } plays { $second })
# A board command with the wrong number of words ($form: its right form).
write-form = write { $form }
# A command on a finished board ($what: what cannot be done).
board-is-over = board { $board } is over ({ $result }); { $what }
# A command of the player not to move.
board-not-your-turn = it is not your turn on board { $board }: { $user } is to move
board-not-your-turn-nobody = it is not your turn on board { $board }: nobody is to move

## server

# A refused command's line in a reply.
refused = Error: { $error }

## Replies to a mail (src/server/prepare.rs, replies.rs)

# The reply to a mail larger than the server reads.
server-oversize =
    Your mail is larger than { $kib } KiB, so it was not read.
    Send your commands in a short plain-text mail.

# The reply to a mail with no command; $words lists the command words.
server-no-command =
    No command was found in your mail.
    A command is a line (or the subject) starting with { $words };
    send 'help' for the list.

# The echo, in a reply, of the lines past the most commands read from one mail.
server-more-command-lines = ... { $count } more command lines

# The error for the lines past the most commands read from one mail (after "Error: ").
server-too-many-commands =
    at most { $max } commands are read from one mail; these { $count } lines were not read.
    Send them again in another mail.

# The echo of the first line of a reply to a board mail, read as a move.
server-reply-echo = { $line } (a reply for { $user } on { $game } Board { $board })

# Before the sender's own text, echoed after an error.
server-original-follows = Original message follows:

# After the sender's own text when it was too long to echo whole.
server-original-cut = [... the rest of your mail is not shown]

# The end of a short reply (to an address that is not confirmed) that was cut.
server-short-reply-cut = [... cut: send 'help' from a confirmed address for more]

# The last line of a reply cut at 64 KiB (src/mail/reply_body.rs).
server-cut-notice = [... the rest of this reply was cut: replies are at most 64 KiB]

## Clocks (src/server/clocks.rs)

# A duration in a reminder: under an hour.
server-duration-less-than-an-hour = less than an hour
# A duration in a reminder: hours alone.
server-duration-hours = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
    }
# A duration in a reminder: days alone.
server-duration-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
    }
# A duration in a reminder: days and hours.
server-duration-days-hours = { $days ->
    [one] { $days } day
   *[other] { $days } days
    } and { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
    }

# The reminder to the player to move, above the board; $waited and $left are durations.
server-clock-reminder =
    { $user }, it is your move on { $game } Board { $board }, and the board has waited for it { $waited }.
    You lose on time in { $left } unless you move (time on vacation does not count).

# At the top of the final board mails of a board lost on time.
server-clock-loss = { $user } ran out of time: no move in { $days ->
    [one] { $days } day
   *[other] { $days } days
    }.

# At the top of the final board mails of a board lost by a player who could not be reached by mail.
server-clock-unreachable-loss = { $user } could not be reached by mail for { $days ->
    [one] { $days } day
   *[other] { $days } days
    }: { $user } loses on time.


## Bounces (src/server/bounces.rs)

# Why a mail bounced, in words (spec/bounces.md, "Why, in words").
server-bounce-why-address-unknown = the address does not exist or is closed
server-bounce-why-domain-unknown = the address's domain does not exist or takes no mail
server-bounce-why-mailbox-full = the mailbox is full
server-bounce-why-refused = the receiving system refused it as spam or by its policy
server-bounce-why-gave-up = the mail system gave up trying to deliver it
server-bounce-why-other = the receiving system refused it

# To a player's other address when mail to one of theirs bounced; $why is one of the above.
server-bounce-address-lost =
    { $user }, mail to your address { $address } bounced: { $why } ({ $status }).
    The server sends it nothing more; your mail goes to { $to } instead.
    Any mail you send from { $address } that the server accepts makes it take mail again.

# To the opponent of a player who can no longer be reached by mail, on each running board.
server-bounce-unreachable =
    { $user } cannot be reached by mail: mail to their address bounced ({ $why }, { $status }).
    { $user }'s clock on { $game } Board { $board } is stopped until they write again or
    confirm an address that takes mail. If they cannot be reached for { $days }
    days, they lose the board on time.

# To the opponent of a player who can be reached by mail again, on each running board.
server-bounce-reachable = { $user } can be reached by mail again: their clock on { $game } Board { $board } runs again from now.
## help
#
# The help texts. Command words, options and move notation are the same
# in every language (players copy them). `{ $board }` is the ASCII board
# picture, the same in every language. A line that starts with a
# placeable loses its indentation: its spaces go into the literal
# (`{"  ."}`).

# `help`: every command, one line each.
help-commands =
    ringmail: a play-by-email game server

    Send commands to this address, in the subject or one per line in the body.
    Lines after a command are a comment attached to it. Quoted text and your
    signature are never read as commands.

    Every command, one line each ('help WORD ...' tells more about each one;
    more topics: yinsh, rin, notation, clocks, ratings, accounts, robots,
    language):

      help [topic ...]                            this text, or help on topics
      list [GAME]                                 games here, or a game's boards
      signup userid password [address ...]        register
      confirm TOKEN                               confirm an address
      add userid password address ...             add addresses
      change password userid current new          new password
      change address userid password address ...  new addresses
      change subjects userid password turn|board  subjects of board mails
      change language userid password LANG        the language of your mails
      forgot userid                               mail yourself a reset token
      reset userid TOKEN newpassword              new password with the token
      vacation userid password DAYS|off           stop your clocks
      signoff userid password                     retire: no new challenges
      delete userid password                      remove your account
      message userid password to ...              mail the body to players
      all show userid [next|active]               boards of every game
      multiple                                    accepted and ignored

    For each game (GAME is yinsh or rin):

      GAME help                                   rules, notation, board
      GAME challenge [-options] userid1 userid2   start a board
      GAME move BOARD userid password MOVE[#N]    play MOVE (as move N)
      GAME move BOARD userid password propose     offer a draw
      GAME move BOARD userid password undo        ask to take back
      GAME move BOARD userid password accept      accept the offer
      GAME move BOARD userid password reject      decline the offer
      GAME resign BOARD userid password           resign
      GAME show BOARD[#N] ...                     boards (after move N)
      GAME show userid ... [all|active|inactive|next]  their boards
      GAME games [userid ...] [all|active|inactive|next]  boards (yours)
      GAME history                                finished boards
      GAME record BOARD ...                       record, JSON and GIF mailed
      GAME standings                              wins, losses, draws
      GAME ratings                                Elo ratings
      GAME preview BOARD MOVE ...                 see moves, store none
      GAME submit BOARD userid password MOVE[#N]  store a move, see it
      GAME confirm BOARD userid password          play the submitted move
      GAME queue BOARD userid password MOVE[#N]   play it at move N
      GAME chat BOARD userid password             body to opponent, observers
      GAME observe BOARD userid password          get a board's mails
      GAME unobserve BOARD userid password        stop them
      GAME tournament create|join|leave|add|start|show|cancel NAME ...  round robins
      GAME tournaments                            open and running tournaments
      GAME seek userid password [-options] [-rating=LOW-HIGH] [-robot=DAYS]  open challenge
      GAME seeks                                  the open challenges
      GAME take SEEK userid password              take one: the board starts
      GAME unseek SEEK userid password            withdraw yours
      GAME analyse BOARD userid password          the robot's analysis of a finished board
      GAME analyze BOARD userid password          the same

    Every address is mailed a confirmation first; answer it (or send its
    'confirm TOKEN' line) before you play. Until then it gets no other mail.

    Examples:
      signup alice secret
      yinsh challenge -blitz alice bob
      yinsh challenge alice robot
      yinsh move 101 alice secret e5
      rin challenge -size=12 alice bob
      rin move 102 alice secret 3,6
      help move notation

# `help help`.
help-topic-help =
    help [topic ...]
        The list of every command, or help on each topic named: a command
        word (move, show, vacation, ...), a game (yinsh, rin), or one of
        notation, clocks, ratings, accounts, password, language.
        Example: help move notation

# `help list`.
help-topic-list =
    list [GAME]
        The games this server plays; with a game, its running boards, the
        longest waiting first.

# `help signup`.
help-topic-signup =
    signup userid password [address ...]
        Registers you. The addresses default to the one you write from (at
        most 3). Each is mailed a confirmation; your account can play once one
        is confirmed, and lapses after 7 days when none is.
        A user id is 2 to 16 letters, digits, '_' or '-', starting with a letter.

# `help confirm`.
help-topic-confirm =
    confirm TOKEN
        Confirms the address TOKEN was mailed to; answering the confirmation
        mail does the same. An address gets no other mail until confirmed.
    GAME confirm BOARD userid password
        Plays the move you stored with GAME submit (see: help submit).

# `help add`.
help-topic-add =
    add userid password address ...
        Adds addresses to your account (at most 3 in all). Each is mailed a
        confirmation first and gets nothing else until it is confirmed.

# `help change`.
help-topic-change =
    change password userid current new
        Sets a new password; the current one stops working at once.
    change address userid password address ...
        Replaces your addresses. Addresses you keep stay confirmed; each new
        one is mailed a confirmation. Your old addresses keep your mail until
        a new one is confirmed.
    change subjects userid password turn|board
        The subjects of your board mails. turn (the first): each names the
        player to move (yinsh Board 101 bob). board: every mail of a board
        has one subject (yinsh Board 101: alice vs bob), so mail programs
        that start a conversation anew when the subject changes keep a game
        as one.
    change language userid password LANG
        The language of every mail the server writes to you (default: en).
        See: help language.

# `help forgot`.
help-topic-forgot =
    forgot userid
        Mails a one-time reset token to that account's confirmed addresses
        (never anywhere else). Then send: reset userid TOKEN newpassword

# `help reset`.
help-topic-reset =
    reset userid TOKEN newpassword
        Sets a new password with the token 'forgot' mailed you. A token works
        once, and not after a day. Wrong tokens count as wrong passwords.

# `help vacation`.
help-topic-vacation =
    vacation userid password DAYS
    vacation userid password off
        Stops your clocks for up to DAYS days from now (at most 30 days in any
        365): you get no reminders and cannot lose on time meanwhile. 'off'
        ends the vacation now. Your opponents' clocks are not stopped.

# `help signoff`.
help-topic-signoff =
    signoff userid password
        Retires you: nobody can challenge you any more. Your running boards go
        on to their end.

# `help delete`.
help-topic-delete =
    delete userid password
        Removes your account: your addresses and password are forgotten. Only
        when you have no running boards. Finished boards keep your name, and
        the user id is never given to anyone else.

# `help message`.
help-topic-message =
    message userid password to1 [to2 ...]
        The text below the command (or the body, for a command in the subject)
        goes to those players. Your address is never shown; they answer with
        a message of their own. At most 20 recipients a day (with chat), from
        an account with a confirmed address; a player receives at most 40
        messages and chats a day.

# `help all`.
help-topic-all =
    all show userid [next|active]
        That player's boards of every game; next: where it is their turn;
        active: the running ones. Default: all.

# `help multiple`.
help-topic-multiple =
    multiple
        Accepted and ignored: a mail may always hold several commands, one per
        line (at most 20).

# `help challenge`.
help-topic-challenge =
    GAME challenge [-options] userid1 userid2
        Starts a new board at once; userid1 moves first. Send it from a
        confirmed address of one of the two players; both must be confirmed
        players. Options: yinsh -blitz; rin -size=N; every game -nag=DAYS and
        -forfeit=DAYS (see: help clocks).
        Example: yinsh challenge -blitz -nag=3 alice bob

# `help move`.
help-topic-move =
    GAME move BOARD userid password MOVE[#N]
        Plays MOVE on the board. With #N the move is taken only as move
        number N of the game (a guard against stale or repeated mails). Lines
        after the command are a comment that both players see. The move words
        resign, propose, undo, accept and reject do what their help says.
        See also: help notation, help yinsh, help rin.

# `help resign`.
help-topic-resign =
    GAME resign BOARD userid password
        Resigns the game (also: GAME move BOARD userid password resign).

# `help propose`.
help-topic-propose =
    GAME move BOARD userid password propose
        Offers your opponent a draw. They answer with accept or reject; any
        move on the board declines it.

# `help undo`.
help-topic-undo =
    GAME move BOARD userid password undo
        Asks your opponent to take back your last move. If they accept, your
        last move (and any move after it) is removed from the board.

# `help accept`.
help-topic-accept =
    GAME move BOARD userid password accept
        Accepts your opponent's draw offer (the game ends drawn) or undo
        request (their last move is taken back).

# `help reject`.
help-topic-reject =
    GAME move BOARD userid password reject
        Declines your opponent's draw offer or undo request.

# `help show`.
help-topic-show =
    GAME show BOARD[#N] ...
        The boards now, or after move N (e.g. yinsh show 101 102#12).
    GAME show userid ... [all|active|inactive|next]
        Those players' boards (default: active).

# `help games`.
help-topic-games =
    GAME games [userid ...] [all|active|inactive|next]
        Those players' boards, or your own when you name nobody; next: where
        it is their turn. Default: active.

# `help history`.
help-topic-history =
    GAME history
        Finished boards of that game, newest first.

# `help record`.
help-topic-record =
    GAME record BOARD [BOARD...]
        The records of up to 10 boards, running or over, in a mail of their
        own: for each, GAME-N.txt (one move a line after # header lines;
        `ringmail replay` reads it), GAME-N.json and GAME-N.gif (the game
        replayed). Mailed to confirmed addresses only, 30 boards a day.

# `help standings`.
help-topic-standings =
    GAME standings
        Every player with a finished board of that game, by wins, then fewest
        losses, then draws.

# `help ratings`.
help-topic-ratings =
    GAME ratings
        Every player with a finished board of that game, by Elo rating.
        Ratings: everyone starts at 1500. Each finished board between two
        players moves both ratings by 32 x (score - expected score), where the
        score is 1 for a win, 1/2 for a draw, 0 for a loss, and the expected
        score is 1 / (1 + 10^((their rating - yours) / 400)). Resignations,
        losses on time and agreed draws count; a board void on time (see:
        help clocks) does not. Blitz and normal YINSH share one list.

# `help preview`.
help-topic-preview =
    GAME preview BOARD[#N] MOVE ...
        The board after these moves, played in turn from where it stands now
        (with #N: from where it stood after move N, also on a finished board);
        nothing is stored and no password is needed.
        Example: yinsh preview 101 i8-f5 c3-c5

# `help submit`.
help-topic-submit =
    GAME submit BOARD userid password MOVE[#N]
        Checks the move and stores it without playing it; the reply shows the
        board after it. Play it with: GAME confirm BOARD userid password

# `help queue`.
help-topic-queue =
    GAME queue BOARD userid password MOVE[#N]
        A move to be played for you the moment it becomes your turn at move N
        (default: your next turn). If it is not legal then, it is dropped and
        you are told.

# `help chat`.
help-topic-chat =
    GAME chat BOARD userid password
        The text below the command (or the body) goes to the other player and
        the board's observers. Addresses are never shown.

# `help observe`.
help-topic-observe =
    GAME observe BOARD userid password
        You get every board mail of that board, marked as an observer's copy.

# `help unobserve`.
help-topic-unobserve =
    GAME unobserve BOARD userid password
        You stop getting that board's mails.

# `help tournament`.
help-topic-tournament =
    GAME tournament create NAME userid password [-options]
        Opens a round-robin tournament; you organise it and play only if you
        join too. NAME: 2 to 32 of a-z 0-9 _ -, unique per game. Options:
        -blitz (yinsh), -size=N (rin), -nag=DAYS, -forfeit=DAYS as for a
        challenge, -players=MIN-MAX (default 3-16), -double (each pair plays
        twice, colours swapped; yinsh's default) or -single (rin's default).
        You organise at most 3 open or running tournaments.
    GAME tournament join NAME userid password
        Enter an open tournament (a confirmed player; at most 16 players).
    GAME tournament leave NAME userid password
        Leave it before it starts.
    GAME tournament add NAME userid password ROBOT
        The organiser enters a robot (robot, robot-easy, or an engine).
    GAME tournament start NAME userid password
        The organiser starts it: every board at once, and each player gets
        one mail listing theirs. Nobody joins or leaves after the start.
    GAME tournament cancel NAME userid password
        The organiser cancels it before the start; its players are told.
    GAME tournament show NAME
        Players, boards and their state, standings so far.
    Standings: 1 point a win, half a draw; ties broken by Sonneborn-Berger,
    then by the boards between the tied players. Every finished board mails
    the standings to the players; the last one the final standings and the
    winner. A board void on time counts as lost by the player who never
    moved.
    Example: yinsh tournament create club alice secret -blitz -players=3-8

# `help tournaments`.
help-topic-tournaments =
    GAME tournaments
        The open and running tournaments of that game (help tournament tells
        how to create, join and start one).


# `help seek`, `help seeks`, `help take`, `help unseek`: open challenges.
help-topic-seek =
    GAME seek userid password [-options] [-rating=LOW-HIGH] [-robot=DAYS]
        Posts an open challenge: any confirmed player may take it. Options
        as for a challenge (-blitz, -size=N, -nag=DAYS, -forfeit=DAYS).
        -rating=1400-1700: only opponents rated 1400 to 1700;
        -rating=-100+200: from 100 below your rating to 200 above it (a
        player without games counts 1500). -robot=DAYS (1 to 7): if nobody
        takes it in so many days, the robot takes it (robot-easy when you
        are rated under 1400). A seek waits at most 7 days, then lapses and
        is mailed back to you. If it fits an open seek of another player
        (same game and options, each rating in the other's range), a board
        starts at once with the oldest such seek. At most 3 open seeks.
    GAME seeks
        The open seeks of that game: number, player, rating, options,
        range, how long each has waited. No addresses are shown.
    GAME take SEEK userid password
        Takes another player's seek: the board starts at once, and the
        seeker, who waited longer, moves first.
    GAME unseek SEEK userid password
        Withdraws your seek.
    Signing off, deleting your account, or an address that no longer
    takes mail ends your seeks.
    Example: yinsh seek alice secret -blitz -rating=-200+200 -robot=3


# `help analyse`, `help analyze`: after the game.
help-topic-analyse =
    GAME analyse BOARD userid password   (also: analyze)
        The robot's analysis of a finished board you played or observed,
        by mail: a chart of White's chance to win after each move (a PNG),
        the marked moves (the three largest drops of each player) as a
        table with the chance before and after each and the robot's move,
        and every move's numbers as JSON. Each position is searched in
        turn after the robots' moves, so it comes within minutes; the
        reply says when. A board analysed before is mailed at once. A
        running board is never analysed. At most 3 a day.
    Example: yinsh analyse 101 alice secret

# `help notation`.
help-topic-notation =
    Moves never contain spaces; the parts of one move are joined by ':'.
      YINSH: a point is a column letter a-k and a row number: e5.
        e5                 place a ring (the first 10 moves)
        i8-f5              move the ring on i8 to f5
        i8-f5:xg5-g9xa5    ...and remove your row g5-g9 and your ring on a5
        xg5-g9xa5:d3-b3    first remove the row your opponent made for you
        pass               only when no ring of yours can move
      Rin: a point is row,column counted from 0 at the top left: 3,6.
        3,6                one stone
        3,6:4,7            both stones of a double turn, in order
      Any move: MOVE#N is taken only as move number N of the game.
      'yinsh help' and 'rin help' show each board with its labels.

# `help robots`.
help-topic-robots =
    The server's robot players, robot (about 2 s a move) and robot-easy
    (about 0.1 s a move), play by mail like anyone: challenge one, in either
    seat, and it answers each of your moves within seconds, at any hour.
      yinsh challenge -blitz alice robot
      rin challenge -size=12 robot-easy alice
    A robot accepts a draw offer only when it judges its position lost or
    dead even; it never asks to take back a move and allows you none. Robots
    are rated and stand in the lists like any player; nobody can sign up or
    act as one, and they get no mail.
    You may have at most 3 running boards against robots at once; the
    robots serve the players in turn, one board of each.

# The engines of the server's configuration, after `help robots`;
# $engines: one line each, its user id and its game.
help-robots-engines =
    { $count ->
        [one] This server also has an engine from elsewhere, a program that plays as a robot:
       *[other] This server also has { $count } engines from elsewhere, programs that play as robots:
    }
    { $engines }
    Challenge one in its game as you would a robot. An engine declines
    every draw offer and undo request, and resigns a board when it fails
    to give a move three times in a row.

# `help clocks`.
help-topic-clocks =
    Each running board has a clock for the player to move. After the board's
    nag days (default 7) without a move, that player is reminded, and again
    every nag days; after its forfeit days (default 21) the player loses on
    time and both players get the final board. A challenge sets them:
      yinsh challenge -nag=3 -forfeit=10 alice bob
    A board lost on time by a player who never moved on it is void: nobody
    wins and ratings do not change.
    'vacation' stops your clocks (at most 30 days a year).

# `help accounts`.
help-topic-accounts =
    Your account is your user id, your password and up to 3 addresses.
      - Every address is confirmed first: the server mails it a token and
        sends it nothing else until you answer (or send 'confirm TOKEN').
      - Passwords are stored only as a salted argon2 hash and never mailed;
        the server hides them (********) in every reply.
      - After 5 wrong passwords in 15 minutes, an account's password commands
        are refused for 15 minutes.
      - Forgot your password: send 'forgot userid', then 'reset userid TOKEN
        newpassword' with the token mailed to your addresses.
      Commands: signup, confirm, add, change, forgot, reset, vacation,
      signoff, delete, message, all show.

# `help password`.
help-topic-password =
    Passwords are checked on every command that acts for a player,
    and stored only as a salted argon2 hash. After 5 wrong passwords in
    15 minutes, an account's password commands are refused for 15 minutes.
    Forgot it: see 'help forgot'.

# `yinsh help`, `help yinsh`: the rules in brief, the notation and the board.
help-yinsh =
    YINSH on ringmail

    Commands:
      yinsh challenge [-blitz] userid1 userid2
          Starts a board at once. userid1 plays White (o) and moves first,
          userid2 plays Black (x). -blitz: the first row wins.
      yinsh move BOARD userid password MOVE[#N]
      yinsh resign BOARD userid password
      yinsh show BOARD[#N]

    The game in brief:
      Each player has 5 rings; 51 markers are shared. First the players take
      turns placing their rings on empty points (White first). Then, on your
      turn, you drop a marker of your colour on one of your rings and move that
      ring in a straight line along the board's lines: over empty points, then,
      if you like, over one run of markers, stopping on the first empty point
      after them. A ring never passes over or lands on a ring, never lands on a
      marker, and never goes on over empty points after jumping markers. Every
      marker jumped is turned over.
      Five markers of one colour in a line make a row. After your move you
      remove each of your rows (five markers) and one of your rings for each.
      Rows you make in your opponent's colour are removed by your opponent at
      the start of their turn. The first to remove 3 rings wins (blitz: 1).
      When the marker pool runs out, or neither player can move, the player who
      removed more rings wins; equal is a draw. If no ring of yours can move,
      send "pass".

    Notation (case does not matter; join the parts with ':' or ';'):
      e5                   place a ring (moves 1 to 10)
      i8-f5                move the ring on i8 to f5
      i8-f5:xg5-g9xa5      ...which makes your row g5-g9; remove it and ring a5
      i8-f5:xa5            the row may be left out when you have exactly one
      xg5-g9xa5:d3-b3      first remove the row your opponent made for you
      xg5-g9xa5            a removal that wins needs no ring move after it
      pass                 only when no ring of yours can move
      i8-f5#23             accepted only as move 23 of the game (guards
                           against a stale or repeated mail)
      Columns are a to k, rows 1 to 11; a row is named by its two end points.

    The board, as every board mail draws it:

    { $board }

    Reading a point, e.g. e5: the letters A to K stand at the foot of the
    columns, which run straight up the page; the numbers 1 to 11 stand at the
    left ends of the rows, which run down to the right, one line lower for
    each column. e5 is where column E meets the row that starts at 5.
    In play, a point shows:
      (o) (x)   a White or Black ring, drawn around its point
      o   x     a White or Black marker
    {"  ."}         an empty point
    Below the board: rings removed by each player, markers left in the pool,
    and whose turn it is (or the result).

    Removals: a row is named by its two end points after an x, the ring you
    take off after another x, and the parts of one move are joined by ':'
    (no spaces). After your ring move, your new row and ring come after it:
    i8-f5:xg5-g9xa5. A row your opponent made for you is removed first, before
    your ring move: xg5-g9xa5:d3-b3.

# `rin help`, `help rin`: the rules in brief, the notation and the board.
help-rin =
    Rin on ringmail

    Commands:
      rin challenge [-size=N] userid1 userid2
          Starts a board at once. userid1 plays Black (x) and moves first,
          userid2 plays White (o). -size=N: an even board size from 8 to 20
          (16 when left out).
      rin move BOARD userid password MOVE[#N]
      rin resign BOARD userid password
      rin show BOARD[#N]

    The game in brief:
      The board is a square grid of points; the points along its four sides
      are the safe zone. Black starts with one stone; from then on each player
      places two stones per turn (Black 1, White 2, Black 2, White 2, ...).
      A stone goes on any empty point; there is no passing.
      Stones connect only along the grid lines, never diagonally. After each
      single stone you place (also the first of your two), look at the empty
      points and enemy stones around it: every group of them, joined along the
      grid lines, that cannot reach the safe zone without crossing your stones
      is inside your ring. It is filled at once: every point in it becomes
      your stone, and enemy stones in it are captured and become yours. A
      group that touches the edge is never filled, so stones on the edge, and
      stones joined to the edge by their own colour, are safe for good.
      The game ends the moment the board is full, even between the two stones
      of a turn. The player with more stones wins; equal counts are a draw.

    Notation (no spaces in a move):
      3,6                  one stone on row 3, column 6 (both count from 0,
                           row 0 at the top, column 0 at the left)
      (3,6) or 3-6         the same point
      3,6:4,7              both stones of a double turn, in the order placed
                           (';' may stand for ':'); the second stone goes on
                           the board as it is after the first one's rings are
                           filled
      3,6                  just one stone of a double turn is fine too: you
                           stay on move for your second stone
      3,6#23               accepted only as move 23 of the game (guards
                           against a stale or repeated mail)
      resign               gives the game to your opponent

    The board, as every board mail draws it (8 x 8 here):

    { $board }

    Reading a point: the numbers along the top are the columns, those down the
    left side the rows, both from 0; 3,2 is row 3, column 2 (the x above).
      x   a Black stone         o   a White stone
    {"  ."}   an empty point
      +   an empty marked point (on 16 x 16 only): a landmark for the eye,
          played like any other empty point
    The points along the four sides are the safe zone. Below the board:
    stones per player, whose turn it is and whether it is their first or
    second stone, or the result.

    The fill rule, once more: after each single stone, every group of empty
    points and enemy stones that your stones cut off from the safe zone
    becomes yours at once (enemy stones in it are captured).

# `help language`: the languages, each code with its name in itself
# (`$languages`, one line each), and how to choose one.
help-topic-language =
    The server writes to you in your language: replies, errors, notices,
    board mails and this help. The languages:
    { $languages }
    Choose yours with:
      change language userid password LANG
    e.g. change language alice secret fr. The default is en. A mail from an
    address with no account is answered in the language its Content-Language
    or Accept-Language header asks for, else in English.
    Command words, options, move notation, user ids, the board pictures and
    mail subjects are the same in every language.

# The refusals of `help`: too many topics at once.
help-too-many-topics = ask for at most { $max } topics in one help command, e.g. help move show
# ... and topics that have no help. `$topics` is the list of those topics,
# each written by help-unknown-topic or help-unknown-topic-near, joined by
# ", "; `$games` and `$names` list the games and the other topics.
help-no-such-topic = there is no help on { $topics }; topics are the games ({ $games }) and: { $names }
help-unknown-topic = '{ $topic }'
help-unknown-topic-near = '{ $topic }' (did you mean '{ $near }'?)

# The refusal of `GAME help` with arguments.
help-game-usage = write just: { $game } help

# `list`: the games, each with the first line of its help, then this.
help-list-games = Games played here:
help-list-footer =
    Send 'GAME help' (e.g. 'yinsh help') for the rules and notation,
    'list GAME' for its running boards.
# `list GAME`: how many boards of the game run, and when only the first
# `$count` of them are listed.
help-list-running = Running { $game } boards: { $count }
help-list-longest = (the { $count } waiting longest)
# The refusals of `list`.
help-list-not-a-game = '{ $game }' is not a game played here ({ $games }); write list, or list GAME
help-list-usage = write list, or list GAME (e.g. list yinsh)

## Tournaments (src/commands/tournament/, src/tournaments/).

# The decimal point of points and Sonneborn-Berger (2.5).
tournament-decimal-point = .
# One line of the standings ($points, $sb: numbers already written out).
tournament-standings-line = { $place }. { $user }: { $points } pt, Sonneborn-Berger { $sb }, { $played } { $played ->
        [one] board
       *[other] boards
    } played
tournament-standings-heading = Standings (points, then Sonneborn-Berger, then the boards between the tied players):
tournament-winner = the winner is { $user }
tournament-winners = first place is shared by { $users }
# At the top of the last standings mail.
tournament-final = The { $game } tournament { $name } is over: all { $total } boards are finished, and { $winner }.
# At the top of a standings mail after a board.
tournament-after-board = { $game } Board { $board } of the tournament { $name } is over ({ $result }): { $done } of { $total } boards finished.
tournament-show-hint = The tournament at any time: { $game } tournament show { $name }
# The refusals.
tournament-usage = write { $game } tournament { $commands } NAME ... (help tournament tells more)
tournament-bad-name = '{ $word }' is not a tournament name: 2 to 32 characters of a-z, 0-9, _ and -
tournament-no-such = there is no { $game } tournament named { $name } ({ $game } tournaments lists the open and running ones)
tournament-signed-off = '{ $user }' has signed off and cannot take part in tournaments
tournament-unconfirmed = '{ $user }' has not confirmed an address yet: answer the confirmation mail first
tournament-option-twice = give { $option } once
tournament-bad-players = '{ $option }' is not a number of players: write -players=MIN-MAX, from 2 to { $most }, MIN at most MAX
tournament-name-taken = there is already a { $game } tournament named { $name }; choose another name
tournament-too-many = { $user } already organises { $count } open or running tournaments, the most one player may
tournament-join-closed = the { $game } tournament { $name } has started; nobody can enter it now
tournament-already-in = { $user } is already in the { $game } tournament { $name }
tournament-cancel-closed = the { $game } tournament { $name } has started; it is played to its end and cannot be cancelled
tournament-cancelled = The { $game } tournament { $name } is cancelled, and its name is free again. Players told by mail: { $count }.
tournament-cancelled-notice = { $organiser } has cancelled the { $game } tournament { $name } before its start; you are no longer entered in it.
tournament-full = the { $game } tournament { $name } is full: it has its { $max } players
tournament-leave-closed = the { $game } tournament { $name } has started; nobody can leave it now (boards not played are lost on time as usual)
tournament-not-in = { $user } is not in the { $game } tournament { $name }
tournament-only-robots = only robots have entered the { $game } tournament { $name }; it needs at least one player who is not a robot to start
tournament-organiser-only = only the organiser of the { $game } tournament { $name }, { $organiser }, can do that ({ $user } cannot)
tournament-not-a-robot = '{ $user }' is not one of the server's robots (robot, robot-easy, or an engine; help robots); players enter with join
tournament-engine-game = '{ $user }' is a robot that plays only { $plays }, so it cannot enter a { $game } tournament
tournament-start-closed = the { $game } tournament { $name } has already started
tournament-too-few = the { $game } tournament { $name } has { $count } { $count ->
        [one] player
       *[other] players
    }; it needs at least { $min } to start
# The replies.
tournament-created = The { $game } tournament { $name } is open, organised by { $user }: { $rounds ->
        [2] a double round robin (each pair plays twice, colours swapped)
       *[1] a single round robin (each pair plays once)
    }, { $min } to { $max } players, options { $options }, clock: reminder after { $nag } days, loss after { $forfeit }. Players enter with: { $game } tournament join { $name } userid password. You play only if you join too. When enough have joined, start it with: { $game } tournament start { $name } { $user } PASSWORD
tournament-joined = { $user } is in the { $game } tournament { $name } ({ $count } of at most { $max } players).
tournament-left = { $user } has left the { $game } tournament { $name } ({ $count } { $count ->
        [one] player
       *[other] players
    } left).
tournament-started = The { $game } tournament { $name } has started: { $boards } boards among { $count } players, all at once. Each player has been mailed the list of their boards.
# The mail that lists a player's boards at the start.
tournament-your-boards = The { $game } tournament { $name }, organised by { $organiser }, has started: { $count } players, { $boards } boards at once. Your { $mine } boards:
tournament-board-line = { $game } Board { $board }: { $first } ({ $first_colour }) against { $second } ({ $second_colour }), { $to_move } to move
tournament-your-boards-footer = Move with: { $game } move BOARD { $user } PASSWORD MOVE, and see a board with: { $game } show BOARD. The standings are mailed to you after every finished board; at any time: { $game } tournament show { $name }
# `GAME tournament show NAME`.
tournament-show-head = { $game } tournament { $name }, organised by { $organiser }: { $status ->
        [open] open
        [running] running
       *[finished] finished
    }; { $rounds ->
        [2] double round robin
       *[1] single round robin
    }, { $min } to { $max } players, options { $options }, clock: reminder after { $nag } days, loss after { $forfeit }.
tournament-show-players = Players ({ $count }):
tournament-show-boards = Boards ({ $count }):
tournament-show-board-over = { $board }: { $first } against { $second }, over: { $result }
tournament-show-board-running = { $board }: { $first } against { $second }, { $user } to move
# `GAME tournaments`.
tournament-list-none = No { $game } tournament is open or running. Open one with: { $game } tournament create NAME userid password
tournament-list-head = Open and running { $game } tournaments:
tournament-list-line = { $name }: { $status ->
        [open] open
       *[running] running
    }, organised by { $organiser }, { $count } of at most { $max } players

# Open challenges (seeks.md; src/commands/seeks/, src/seeks/).
# The refusals.
seek-usage = write { $game } seek userid password [-options] [-rating=LOW-HIGH] [-robot=DAYS] (help seek tells more)
seek-bad-rating = '{ $text }' is not a rating range: write -rating=1400-1700 (from 1400 to 1700) or -rating=-100+200 (from 100 below your own rating to 200 above it); ratings go up to { $most }
seek-bad-robot = '{ $option }' is not a number of days for the robot: write -robot=DAYS, from 1 to 7 (if nobody takes your seek in so many days, a robot does)
seek-option-twice = give { $option } once
seek-bad-number = '{ $word }' is not a seek number ({ $game } seeks lists the open seeks with their numbers)
seek-signed-off = { $user } has signed off; a player who signed off can no longer seek or take a seek
seek-unconfirmed = { $user } has not confirmed an address yet: answer the confirmation mail first (only confirmed players seek and take seeks)
seek-too-many = { $user } has { $count } open seeks already, the most a player may have; withdraw one first ({ $game } unseek SEEK userid password) or wait until one is taken
seek-no-such = there is no { $game } seek { $seek } ({ $game } seeks lists the open ones)
seek-closed = { $game } seek { $seek } is no longer open: { $status ->
        [taken] it was taken, and { $game } Board { $board } started from it
        [paired] it fitted another seek, and { $game } Board { $board } started from it
        [withdrawn] its player withdrew it
        [lapsed] nobody took it in { $days } days
       *[ended] its player can no longer play
    }
seek-own = { $game } seek { $seek } is your own; to withdraw it: { $game } unseek { $seek } { $user } PASSWORD
seek-out-of-range = { $user }'s { $game } rating, { $rating }, is outside the rating range of seek { $seek } ({ $range }), so { $user } cannot take it
seek-not-yours = { $game } seek { $seek } is { $owner }'s; only { $owner } can withdraw it
seek-range-any = any
# The replies.
seek-posted =
    Your { $game } seek { $seek } is open: options { $options }, rating range { $range }. Any confirmed player whose rating fits may take it with: { $game } take { $seek } userid password. It waits until { $until } (at most { $days } days){ $robot ->
        [0] {""}
       *[other] ; if nobody has taken it by { $robot_at }, { $robot_name } takes it
    }.
    A new seek that fits it starts a board at once. Withdraw it with: { $game } unseek { $seek } { $user } PASSWORD
seek-paired = Your { $game } seek { $seek } fitted { $other }'s seek { $older }: { $game } Board { $board } has started, and { $other }, who waited longer, moves first. Both seeks are closed.
seek-taken = You took { $seeker }'s { $game } seek { $seek }: { $game } Board { $board } has started, and { $seeker }, who waited longer, moves first.
seek-withdrawn = Your { $game } seek { $seek } is withdrawn.
seeks-ended = { $count ->
        [one] Your open seek has ended.
       *[other] Your { $count } open seeks have ended.
    }
# `GAME seeks`.
seeks-none = No { $game } seek is open. Post one with: { $game } seek userid password [-options] [-rating=LOW-HIGH] [-robot=DAYS]
seeks-head = Open { $game } seeks, oldest first (take one with: { $game } take SEEK userid password):
seeks-line = { $seek }: { $user } (rating { $rating }), options { $options }, rating range { $range }, waiting for { $age }{ $robot ->
        [0] {""}
       *[other] , a robot takes it after { $robot } days
    }
# At the top of the new board's mails.
seek-board-taken = This board started from { $seeker }'s open challenge ({ $game } seek { $seek }), taken by { $taker }.
seek-board-paired = This board started from two open challenges that fitted each other: { $first }'s ({ $game } seek { $older }) and { $second }'s (seek { $newer }).
seek-board-robot = This board started from { $seeker }'s open challenge ({ $game } seek { $seek }): nobody took it in { $days ->
        [one] { $days } day
       *[other] { $days } days
    }, so { $robot } did.
# The mail of a seek that lapsed.
seek-lapsed = Your { $game } seek { $seek } has lapsed: nobody took it in { $days } days, and it is closed. To seek again: { $game } seek { $user } PASSWORD [-options]; the open seeks: { $game } seeks

# After the game: the robot's analysis (analysis.md; src/analysis/,
# src/commands/analyse.rs).
analysis-heading = The robot's analysis of { $game } Board { $board }: { $first } ({ $first_colour }) against { $second } ({ $second_colour }); { $result }.
analysis-chart-legend = The chart ({ $file }, attached) shows White's chance to win after each move, from 0 to 100% (a draw counts half). The placements are shaded, each ring removed is an orange ring, and the numbered red discs are the marked moves: the three largest drops of each player, in the table below.
analysis-none-marked = No move lost { $points } points or more of its player's chance to win: nothing is marked.
analysis-column-mark = mark
analysis-column-move = move
analysis-column-player = player
analysis-column-played = played
analysis-column-before = before
analysis-column-after = after
analysis-column-robot = the robot's move
analysis-preview-line = on the board: { $command }
analysis-json-legend = The numbers of every move are attached as { $file }: the move, its player, the player's chance to win before and after it (0 to 1), and the robot's move where it differs. Each position was searched with { $playouts } playouts.
# The refusals.
analysis-usage = write { $game } analyse BOARD userid password (help analyse tells more)
analysis-running = { $game } Board { $board } is still being played: the robot analyses a board only once it is over (no help from an engine during a game)
analysis-not-yours = only the players and the observers of { $game } Board { $board } may ask for its analysis
analysis-per-day = { $user } has asked for { $count } analyses today, the most a player may; ask again tomorrow
analysis-asked-already = { $user } has asked for the analysis of { $game } Board { $board } already; it is on its way
analysis-no-address = { $user } has no address that takes mail, so there is nowhere to send the analysis
# The replies.
analysis-queued = The robot will analyse { $game } Board { $board } ({ $positions } positions) after the robots' moves waiting{ $ahead ->
        [0] {""}
       *[other] and { $ahead } { $ahead ->
            [one] analysis
           *[other] analyses
        } asked for before
    }: expect it by mail within about { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }.
analysis-kept = The analysis of { $game } Board { $board } was made before: it is mailed to you now.
