
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

# At the top of the final board mails of a board void on time.
server-clock-void = Board { $board } is void: { $user } ran out of time without ever moving on it, so nobody wins and ratings do not change.

## Bounces (src/server/bounces.rs)

# What a delivery status code says ($status is e.g. 5.1.1).
server-bounce-no-mailbox = the mailbox does not exist
server-bounce-no-domain = the mail domain does not exist
server-bounce-disabled = the mailbox is disabled
server-bounce-full = the mailbox is full
server-bounce-refuses-server = the receiving system refuses mail from the server
server-bounce-unreachable-system = the receiving system cannot be reached
server-bounce-refused = the receiving system refused it
# A bounce report that gave no reason.
server-bounce-no-reason = no reason given

# To a player's other address when mail to one of theirs bounced; $meaning is one of the above.
server-bounce-address-lost =
    { $user }, mail to your address { $address } bounced: { $meaning } ({ $status }: { $reason }).
    The server sends it nothing more; your mail goes to { $to } instead.
    Any mail you send from { $address } that the server accepts makes it take mail again.

# To the opponent of a player who can no longer be reached by mail, on each running board.
server-bounce-unreachable =
    { $user } cannot be reached by mail: mail to their address bounced ({ $meaning }, { $status }).
    { $user }'s clock on { $game } Board { $board } is stopped until they write again or
    confirm an address that takes mail. If they cannot be reached for { $days }
    days, they lose the board on time.

# To the opponent of a player who can be reached by mail again, on each running board.
server-bounce-reachable = { $user } can be reached by mail again: their clock on { $game } Board { $board } runs again from now.
