//! `GAME games [userid ...] [all|active|inactive|next]`: players' boards
//! (with no user id, the sender's own).

use super::{ApplyError, CommandError, Ctx, Done, userid};
use crate::language::{Language, Msg};
use crate::msg;
use crate::store::{self, GameRow};

/// At most this many players are listed by one command.
pub const MAX_PLAYERS: usize = 10;

/// Which boards to list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    All,
    Active,
    Inactive,
    Next,
}

impl Which {
    /// The filter word, if `word` is one.
    pub fn from_word(word: &str) -> Option<Which> {
        match word.to_ascii_lowercase().as_str() {
            "all" => Some(Which::All),
            "active" => Some(Which::Active),
            "inactive" => Some(Which::Inactive),
            "next" => Some(Which::Next),
            _ => None,
        }
    }

    /// Whether `row` is listed for `userid`.
    pub fn keeps(self, row: &GameRow, userid: &str) -> bool {
        match self {
            Which::All => true,
            Which::Active => row.status == "active",
            Which::Inactive => row.status != "active",
            Which::Next => row.to_move.as_deref() == Some(userid),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Which::All => "all",
            Which::Active => "active",
            Which::Inactive => "inactive",
            Which::Next => "next",
        }
    }
}

/// `GAME games [userid ...] [all|active|inactive|next]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Games {
    pub game: &'static str,
    /// Empty: the sender's own boards.
    pub userids: Vec<String>,
    pub which: Which,
}

/// Reads `userid ... [all|active|inactive|next]` (the filter last, active
/// when left out); `form` is the command's right form, for the error.
pub fn players_and_filter(
    game: &'static str,
    args: &[&str],
    form: &Msg,
) -> Result<(Vec<String>, Which), CommandError> {
    let (users, which) = match args.split_last() {
        Some((last, rest)) if Which::from_word(last).is_some() => {
            (rest, Which::from_word(last).unwrap_or(Which::Active))
        }
        _ => (args, Which::Active),
    };
    if users.len() > MAX_PLAYERS {
        return Err(CommandError::game(
            game,
            msg!(
                "play-too-many-players",
                count = MAX_PLAYERS,
                form = form.clone()
            ),
        ));
    }
    let userids = users
        .iter()
        .map(|u| {
            userid(u).map_err(|e| {
                CommandError::game(
                    game,
                    msg!("play-players-usage", error = e, form = form.clone()),
                )
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((userids, which))
}

impl Games {
    /// Reads the arguments.
    pub fn parse(game: &'static str, args: &[&str]) -> Result<Games, CommandError> {
        let form = Msg::verbatim(format!(
            "{game} games [userid ...] [all|active|inactive|next]"
        ));
        let (userids, which) = players_and_filter(game, args, &form)?;
        Ok(Games {
            game,
            userids,
            which,
        })
    }

    /// Lists the boards.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let userids = if self.userids.is_empty() {
            let owner = store::owner_of(ctx.db.conn().await?, ctx.sender).await?;
            vec![owner.ok_or_else(|| {
                CommandError::game(self.game, msg!("play-games-name-players", game = self.game))
            })?]
        } else {
            self.userids
        };
        let reply = list_boards(ctx, self.game, &userids, self.which).await?;
        Ok(Done {
            reply,
            ..Default::default()
        })
    }
}

/// Those players' boards of one game, a block per player.
pub async fn list_boards(
    ctx: &mut Ctx<'_>,
    game: &str,
    userids: &[String],
    which: Which,
) -> Result<String, ApplyError> {
    let mut reply = String::new();
    for u in userids {
        let rows = store::games_of(ctx.db.conn().await?, game, u).await?;
        let rows: Vec<_> = rows.into_iter().filter(|r| which.keeps(r, u)).collect();
        if !reply.is_empty() {
            reply.push('\n');
        }
        reply.push_str(&crate::t!(
            ctx.lang,
            "play-boards-of",
            game = game,
            user = u,
            which = which.name(),
            count = rows.len(),
        ));
        reply.push('\n');
        for r in &rows {
            reply.push_str(&board_line_in(ctx.lang, r));
        }
    }
    Ok(reply)
}

/// One board in a list, in `lang`: number, players, options, and whose
/// turn it is or the result.
pub fn board_line_in(lang: Language, r: &GameRow) -> String {
    let state = match (&r.result, &r.to_move) {
        (Some(res), _) => crate::t!(
            lang,
            "play-board-over",
            result = crate::board_mail::results::stored_result_msg(res)
        ),
        (None, Some(t)) => crate::t!(lang, "play-board-to-move", user = t),
        (None, None) => r.status.clone(),
    };
    let opts = if r.options.is_empty() {
        String::new()
    } else {
        format!(" {}", r.options)
    };
    format!(
        "  {:>5}  {} vs {}{opts}  {state}\n",
        r.board, r.player0, r.player1
    )
}
