//! Lists of boards in replies: which boards a list keeps, and a line for
//! each board.

use crate::applied::ApplyError;
use crate::language::Language;
use crate::store::{self, GameRow, MailTx};

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

    pub fn name(self) -> &'static str {
        match self {
            Which::All => "all",
            Which::Active => "active",
            Which::Inactive => "inactive",
            Which::Next => "next",
        }
    }
}

/// Those players' boards of one game, a block per player.
pub async fn list_boards(
    db: &mut MailTx,
    lang: Language,
    game: &str,
    userids: &[String],
    which: Which,
) -> Result<String, ApplyError> {
    let mut reply = String::new();
    for u in userids {
        let rows = store::games_of(db.conn().await?, game, u).await?;
        let rows: Vec<_> = rows.into_iter().filter(|r| which.keeps(r, u)).collect();
        if !reply.is_empty() {
            reply.push('\n');
        }
        reply.push_str(&crate::t!(
            lang,
            "play-boards-of",
            game = game,
            user = u,
            which = which.name(),
            count = rows.len(),
        ));
        reply.push('\n');
        for r in &rows {
            reply.push_str(&board_line_in(lang, r));
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
