
## accounts

# Errors naming a command's form ($form: the command as players write it).
accounts-write-form = write { $form }
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
accounts-all-show-over = over: { $result }
accounts-all-show-your-turn = your turn
accounts-all-show-to-move = { $user } to move
# A finished board's result, as stored.
accounts-result-wins = { $user } wins
accounts-result-draw = draw
accounts-result-void = void

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
