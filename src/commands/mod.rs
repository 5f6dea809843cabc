//! The mail command language (`spec/commands.md`): each command is a typed
//! value parsed from one line, then applied to the database. One file a
//! command (one folder for the `tournament` family), none importing
//! another; their core is the [`Command`] enum and its parsing (here), the
//! words several commands read ([`words`]), [`Ctx`] ([`context`]), the
//! secrets of a line ([`secrets`]) and did-you-mean ([`did_you_mean`]).
//! What commands share beyond that lives below them: [`crate::boards`],
//! [`crate::accounts`], [`crate::board_mail`], [`crate::applied`].

pub mod analyse;
pub mod challenge;
pub mod confirm;
pub mod did_you_mean;
pub mod game_help;
pub mod games;
pub mod help;
pub mod history;
pub mod list;
pub mod play;
pub mod resign;
// Clocks and ratings.
pub mod ratings;
pub mod secrets;
pub mod show;
pub mod signup;
// Account commands.
pub mod add;
pub mod all_show;
pub mod change;
pub mod delete;
pub mod forgot;
pub mod message;
pub mod multiple;
pub mod reset;
pub mod signoff;
pub mod standings;
pub mod vacation;
// Votes, moves by other routes, chat and observers.
pub mod accept;
pub mod chat;
pub mod confirm_move;
pub mod observe;
pub mod preview;
pub mod propose;
pub mod queue;
pub mod record;
pub mod reject;
pub mod submit;
pub mod undo;
// Tournaments and open challenges.
pub mod seeks;
pub mod tournament;

pub mod context;
pub mod words;

pub use crate::accounts::auth::Auth;
pub use crate::applied::{AfterCommit, ApplyError, CommandError, Done};
pub use context::Ctx;

pub use words::{board_number, board_user_password_msg, game_name, userid};

/// A command a player sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Help(help::Help),
    List(list::List),
    Signup(signup::Signup),
    Confirm(confirm::Confirm),
    GameHelp(game_help::GameHelp),
    Challenge(challenge::Challenge),
    Move(play::Move),
    Resign(resign::Resign),
    Show(show::Show),
    Games(games::Games),
    History(history::History),
    Record(record::Record),
    // Account commands.
    Add(add::Add),
    Change(change::Change),
    Forgot(forgot::Forgot),
    Reset(reset::Reset),
    Vacation(vacation::Vacation),
    Signoff(signoff::Signoff),
    Delete(delete::Delete),
    Message(message::Message),
    AllShow(all_show::AllShow),
    Multiple(multiple::Multiple),
    // Clocks and ratings.
    Ratings(ratings::Ratings),
    Standings(standings::Standings),
    // Votes, moves by other routes, chat and observers.
    Propose(propose::Propose),
    Accept(accept::Accept),
    Reject(reject::Reject),
    Undo(undo::Undo),
    Preview(preview::Preview),
    Submit(submit::Submit),
    ConfirmMove(confirm_move::ConfirmMove),
    Queue(queue::Queue),
    Chat(chat::Chat),
    Observe(observe::Observe),
    // Tournaments.
    Tournament(tournament::Tournament),
    Tournaments(tournament::list::Tournaments),
    // Open challenges.
    Seek(seeks::seek::Seek),
    Seeks(seeks::list::Seeks),
    Take(seeks::take::Take),
    Unseek(seeks::unseek::Unseek),
    // After the game.
    Analyse(analyse::Analyse),
}

/// The words that start a command: the server-wide ones and every game.
pub fn command_words() -> Vec<&'static str> {
    let mut v = crate::mail::parse::SERVER_COMMANDS.to_vec();
    v.extend(crate::games::GAMES);
    v
}

pub use crate::mail::parse::GAME_SUBCOMMANDS;

/// `GAME move BOARD userid password WORD` where WORD is a word of another
/// command (`resign`, or the votes `propose`, `accept`, `reject`, `undo`):
/// that command; any other is a move.
fn move_or_vote(m: play::Move) -> Command {
    let play::Move {
        game,
        board,
        userid,
        password,
        text,
    } = m;
    match text.to_ascii_lowercase().as_str() {
        "resign" => Command::Resign(resign::Resign {
            game,
            board,
            userid,
            password,
        }),
        "propose" => Command::Propose(propose::Propose {
            game,
            board,
            userid,
            password,
        }),
        "accept" => Command::Accept(accept::Accept {
            game,
            board,
            userid,
            password,
        }),
        "reject" => Command::Reject(reject::Reject {
            game,
            board,
            userid,
            password,
        }),
        "undo" => Command::Undo(undo::Undo {
            game,
            board,
            userid,
            password,
        }),
        _ => Command::Move(play::Move {
            game,
            board,
            userid,
            password,
            text,
        }),
    }
}

impl Command {
    /// Reads one command line.
    pub fn parse(line: &str) -> Result<Command, CommandError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(first) = words.first() else {
            return Err(CommandError::new(crate::msg!("play-empty-command")));
        };
        let first_lc = first.to_ascii_lowercase();
        match first_lc.as_str() {
            "help" => return help::Help::parse(&words[1..]).map(Command::Help),
            "list" => return list::List::parse(&words[1..]).map(Command::List),
            "signup" => return signup::Signup::parse(&words[1..]).map(Command::Signup),
            "confirm" => return confirm::Confirm::parse(&words[1..]).map(Command::Confirm),
            // Account commands.
            "add" => return add::Add::parse(&words[1..]).map(Command::Add),
            "change" => return change::Change::parse(&words[1..]).map(Command::Change),
            "forgot" => return forgot::Forgot::parse(&words[1..]).map(Command::Forgot),
            "reset" => return reset::Reset::parse(&words[1..]).map(Command::Reset),
            "vacation" => return vacation::Vacation::parse(&words[1..]).map(Command::Vacation),
            "signoff" => return signoff::Signoff::parse(&words[1..]).map(Command::Signoff),
            "delete" => return delete::Delete::parse(&words[1..]).map(Command::Delete),
            "message" => return message::Message::parse(&words[1..]).map(Command::Message),
            "all" => return all_show::AllShow::parse(&words[1..]).map(Command::AllShow),
            "multiple" => return multiple::Multiple::parse(&words[1..]).map(Command::Multiple),
            _ => {}
        }
        let Some(game) = game_name(first) else {
            if let Some(near) = did_you_mean::command_word(first) {
                return Err(CommandError::new(crate::msg!(
                    "play-not-a-command-near",
                    word = *first,
                    near = near,
                    rest = words[1..].join(" "),
                )));
            }
            return Err(CommandError::new(crate::msg!(
                "play-not-a-command",
                word = *first,
                commands = command_words().join(", "),
            )));
        };
        let Some(sub) = words.get(1) else {
            return Err(CommandError::game(
                game,
                crate::msg!(
                    "play-game-needs-command",
                    game = game,
                    commands = GAME_SUBCOMMANDS.join("|"),
                ),
            ));
        };
        let args = &words[2..];
        match sub.to_ascii_lowercase().as_str() {
            "help" => game_help::GameHelp::parse(game, args).map(Command::GameHelp),
            "challenge" => challenge::Challenge::parse(game, args).map(Command::Challenge),
            "move" => play::Move::parse(game, args).map(move_or_vote),
            "resign" => resign::Resign::parse(game, args).map(Command::Resign),
            "show" => show::Show::parse(game, args).map(Command::Show),
            "games" => games::Games::parse(game, args).map(Command::Games),
            "history" => history::History::parse(game, args).map(Command::History),
            "record" => record::Record::parse(game, args).map(Command::Record),
            // Clocks and ratings.
            "ratings" => ratings::Ratings::parse(game, args).map(Command::Ratings),
            "standings" => standings::Standings::parse(game, args).map(Command::Standings),
            "preview" => preview::Preview::parse(game, args).map(Command::Preview),
            "submit" => submit::Submit::parse(game, args).map(Command::Submit),
            "confirm" => confirm_move::ConfirmMove::parse(game, args).map(Command::ConfirmMove),
            "queue" => queue::Queue::parse(game, args).map(Command::Queue),
            "chat" => chat::Chat::parse(game, args).map(Command::Chat),
            "observe" => observe::Observe::parse(game, args, false).map(Command::Observe),
            "unobserve" => observe::Observe::parse(game, args, true).map(Command::Observe),
            "tournament" => tournament::Tournament::parse(game, args).map(Command::Tournament),
            "tournaments" => {
                tournament::list::Tournaments::parse(game, args).map(Command::Tournaments)
            }
            "seek" => seeks::seek::Seek::parse(game, args).map(Command::Seek),
            "seeks" => seeks::list::Seeks::parse(game, args).map(Command::Seeks),
            "take" => seeks::take::Take::parse(game, args).map(Command::Take),
            "unseek" => seeks::unseek::Unseek::parse(game, args).map(Command::Unseek),
            "analyse" | "analyze" => analyse::Analyse::parse(game, args).map(Command::Analyse),
            other => Err(CommandError::game(
                game,
                match did_you_mean::subcommand(other) {
                    Some(near) => crate::msg!(
                        "play-not-a-game-command-near",
                        word = other,
                        game = game,
                        near = near,
                        rest = args.join(" "),
                    ),
                    None => crate::msg!(
                        "play-not-a-game-command",
                        word = other,
                        game = game,
                        commands = GAME_SUBCOMMANDS.join(", "),
                    ),
                },
            )),
        }
    }

    /// The passwords and tokens the command carries.
    pub fn secrets(&self) -> Vec<&str> {
        match self {
            Command::Signup(c) => vec![&c.password],
            Command::Confirm(c) => vec![&c.token],
            Command::Move(c) => vec![&c.password],
            Command::Resign(c) => vec![&c.password],
            // Account commands.
            Command::Add(c) => vec![&c.password],
            Command::Change(c) => c.secrets(),
            Command::Reset(c) => vec![&c.token, &c.password],
            Command::Vacation(c) => vec![&c.password],
            Command::Signoff(c) => vec![&c.password],
            Command::Delete(c) => vec![&c.password],
            Command::Message(c) => vec![&c.password],
            Command::Forgot(_) | Command::AllShow(_) | Command::Multiple(_) => vec![],
            Command::Propose(c) => vec![&c.password],
            Command::Accept(c) => vec![&c.password],
            Command::Reject(c) => vec![&c.password],
            Command::Undo(c) => vec![&c.password],
            Command::Submit(c) => vec![&c.password],
            Command::ConfirmMove(c) => vec![&c.password],
            Command::Queue(c) => vec![&c.password],
            Command::Chat(c) => vec![&c.password],
            Command::Observe(c) => vec![&c.password],
            Command::Preview(_) => vec![],
            Command::Tournament(c) => c.secrets(),
            Command::Tournaments(_) | Command::Seeks(_) => vec![],
            Command::Seek(c) => vec![&c.password],
            Command::Take(c) => vec![&c.0.password],
            Command::Unseek(c) => vec![&c.0.password],
            Command::Analyse(c) => vec![&c.password],
            Command::Help(_)
            | Command::List(_)
            | Command::GameHelp(_)
            | Command::Challenge(_)
            | Command::Show(_)
            | Command::Games(_)
            | Command::History(_)
            | Command::Record(_)
            // Clocks and ratings.
            | Command::Ratings(_)
            | Command::Standings(_) => vec![],
        }
    }

    /// Applies the command.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        match self {
            Command::Help(c) => c.apply(ctx).await,
            Command::List(c) => c.apply(ctx).await,
            Command::Signup(c) => c.apply(ctx).await,
            Command::Confirm(c) => c.apply(ctx).await,
            Command::GameHelp(c) => c.apply(ctx).await,
            Command::Challenge(c) => c.apply(ctx).await,
            Command::Move(c) => c.apply(ctx).await,
            Command::Resign(c) => c.apply(ctx).await,
            Command::Show(c) => c.apply(ctx).await,
            Command::Games(c) => c.apply(ctx).await,
            Command::History(c) => c.apply(ctx).await,
            Command::Record(c) => c.apply(ctx).await,
            // Account commands.
            Command::Add(c) => c.apply(ctx).await,
            Command::Change(c) => c.apply(ctx).await,
            Command::Forgot(c) => c.apply(ctx).await,
            Command::Reset(c) => c.apply(ctx).await,
            Command::Vacation(c) => c.apply(ctx).await,
            Command::Signoff(c) => c.apply(ctx).await,
            Command::Delete(c) => c.apply(ctx).await,
            Command::Message(c) => c.apply(ctx).await,
            Command::AllShow(c) => c.apply(ctx).await,
            Command::Multiple(c) => c.apply(ctx).await,
            // Clocks and ratings.
            Command::Ratings(c) => c.apply(ctx).await,
            Command::Standings(c) => c.apply(ctx).await,
            Command::Propose(c) => c.apply(ctx).await,
            Command::Accept(c) => c.apply(ctx).await,
            Command::Reject(c) => c.apply(ctx).await,
            Command::Undo(c) => c.apply(ctx).await,
            Command::Preview(c) => c.apply(ctx).await,
            Command::Submit(c) => c.apply(ctx).await,
            Command::ConfirmMove(c) => c.apply(ctx).await,
            Command::Queue(c) => c.apply(ctx).await,
            Command::Chat(c) => c.apply(ctx).await,
            Command::Observe(c) => c.apply(ctx).await,
            Command::Tournament(c) => c.apply(ctx).await,
            Command::Tournaments(c) => c.apply(ctx).await,
            Command::Seek(c) => c.apply(ctx).await,
            Command::Seeks(c) => c.apply(ctx).await,
            Command::Take(c) => c.apply(ctx).await,
            Command::Unseek(c) => c.apply(ctx).await,
            Command::Analyse(c) => c.apply(ctx).await,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_every_form() {
        assert!(matches!(Command::parse("help"), Ok(Command::Help(_))));
        assert!(matches!(Command::parse("HELP yinsh"), Ok(Command::Help(_))));
        assert!(matches!(Command::parse("list"), Ok(Command::List(_))));
        assert!(matches!(
            Command::parse("signup alice pw"),
            Ok(Command::Signup(_))
        ));
        assert!(matches!(
            Command::parse("Yinsh help"),
            Ok(Command::GameHelp(_))
        ));
        assert!(matches!(
            Command::parse("yinsh challenge -blitz alice bob"),
            Ok(Command::Challenge(_))
        ));
        assert!(matches!(
            Command::parse("yinsh move 101 alice pw i8-f5:xg5-g9xa5#23"),
            Ok(Command::Move(_))
        ));
        assert!(matches!(
            Command::parse("yinsh move 101 alice pw resign"),
            Ok(Command::Resign(_))
        ));
        assert!(matches!(
            Command::parse("yinsh resign 101 alice pw"),
            Ok(Command::Resign(_))
        ));
        assert!(matches!(
            Command::parse("yinsh show 101#5"),
            Ok(Command::Show(_))
        ));
        assert!(matches!(
            Command::parse("yinsh games alice next"),
            Ok(Command::Games(_))
        ));
        assert!(matches!(
            Command::parse("yinsh history"),
            Ok(Command::History(_))
        ));
        assert!(matches!(
            Command::parse("Yinsh RATINGS"),
            Ok(Command::Ratings(_))
        ));
        assert!(matches!(
            Command::parse("rin standings"),
            Ok(Command::Standings(_))
        ));
        assert!(Command::parse("yinsh ratings alice").is_err());
    }

    #[test]
    fn parse_the_board_commands() {
        for (line, want) in [
            ("yinsh move 101 alice pw propose", "Propose"),
            ("yinsh move 101 alice pw ACCEPT", "Accept"),
            ("yinsh move 101 alice pw reject", "Reject"),
            ("rin move 101 alice pw undo", "Undo"),
            ("yinsh preview 101 a2 b3", "Preview"),
            ("yinsh submit 101 alice pw e5#3", "Submit"),
            ("yinsh confirm 101 alice pw", "ConfirmMove"),
            ("yinsh queue 101 alice pw e5#4", "Queue"),
            ("yinsh chat 101 alice pw", "Chat"),
            ("yinsh observe 101 alice pw", "Observe"),
            ("yinsh unobserve 101 alice pw", "Observe"),
        ] {
            let c = Command::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert!(format!("{c:?}").starts_with(want), "{line}: {c:?}");
            if want != "Preview" {
                assert_eq!(c.secrets(), vec!["pw"], "{line}");
            }
        }
        assert!(matches!(
            Command::parse("yinsh unobserve 101 alice pw"),
            Ok(Command::Observe(observe::Observe { stop: true, .. }))
        ));
        assert!(matches!(
            Command::parse("yinsh queue 101 alice pw e5#4"),
            Ok(Command::Queue(queue::Queue {
                number: Some(4),
                ..
            }))
        ));
        assert!(Command::parse("yinsh queue 101 alice pw e5#x").is_err());
        assert!(Command::parse("yinsh preview 101").is_err());
        assert!(Command::parse("yinsh chat 101 alice").is_err());
        assert!(Command::parse("yinsh confirm 101 alice pw extra").is_err());
        assert_eq!(
            Command::echo("yinsh queue 101 alice secret e5#4"),
            "yinsh queue 101 alice ******** e5#4"
        );
        assert_eq!(
            Command::echo("yinsh chat 101 alice secret"),
            "yinsh chat 101 alice ********"
        );
        assert_eq!(
            Command::echo("yinsh move 101 alice secret propose"),
            "yinsh move 101 alice ******** propose"
        );
    }

    #[test]
    fn parse_errors_say_the_right_form() {
        let e = Command::parse("yinsh move 101 alice").unwrap_err();
        assert!(
            e.to_string()
                .contains("yinsh move BOARD userid password MOVE"),
            "{e}"
        );
        assert_eq!(e.subject(), "yinsh error");
        let e = Command::parse("chess move").unwrap_err();
        assert_eq!(e.subject(), "error");
        let e = Command::parse("yinsh dance").unwrap_err();
        assert!(e.to_string().contains("not a yinsh command"));
        assert!(Command::parse("yinsh move abc alice pw e5").is_err());
        assert!(Command::parse("signup a pw").is_err());
        assert!(Command::parse("yinsh games alice 1abc").is_err());
    }

    #[test]
    fn passwords_are_hidden_in_echoes() {
        assert_eq!(
            Command::echo("yinsh move 101 alice secret e5"),
            "yinsh move 101 alice ******** e5"
        );
        assert_eq!(
            Command::echo("signup alice secret a@b.c"),
            "signup alice ******** a@b.c"
        );
        assert_eq!(Command::echo("yinsh show 101"), "yinsh show 101");
        assert_eq!(
            Command::echo("yinsh move bob bpw e6"),
            "yinsh move ******** ******** ********"
        );
        assert_eq!(
            Command::echo("yinsh resign bob bpw"),
            "yinsh resign ******** ********"
        );
    }

    #[test]
    fn parse_errors_are_written_in_the_senders_language() {
        let fr = crate::language::Language::from_code("fr").expect("French");
        let e = Command::parse("yinsh mvoe 101 alice pw e5").unwrap_err();
        assert_eq!(
            e.to_string(),
            "'mvoe' is not a yinsh command: did you mean 'move'? Write: yinsh move 101 alice pw e5"
        );
        assert_eq!(
            fr.text(&e.message),
            "« mvoe » n'est pas une commande de yinsh : vouliez-vous dire « move » ? \
             Écrivez : yinsh move 101 alice pw e5"
        );
        let e = Command::parse("yinsh show 0").unwrap_err();
        assert_eq!(
            fr.text(&e.message),
            "« 0 » n'est pas un numéro de partie ; écrivez yinsh show BOARD[#N] ... \
             ou yinsh show userid ... [all|active|inactive|next]"
        );
        let e = Command::parse("yinsh move 101 a pw e5").unwrap_err();
        assert!(
            fr.text(&e.message)
                .starts_with("« a » n'est pas un identifiant"),
            "{}",
            fr.text(&e.message)
        );
    }

    #[test]
    fn user_ids() {
        assert_eq!(userid("Alice").unwrap(), "alice");
        assert!(userid("a").is_err());
        assert!(userid("1abc").is_err());
        assert!(userid("abcdefghijklmnopq").is_err());
        assert!(userid("al ice").is_err());
        assert!(userid("al_ice-2").is_ok());
    }
}
