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
    GAME preview BOARD MOVE ...
        The board after these moves, played in turn from where it stands now;
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
