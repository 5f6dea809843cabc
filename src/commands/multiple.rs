//! `multiple`: pbmserv's switch for several commands in one mail; here
//! several commands always work, so it is accepted and ignored.

use super::context::Ctx;
use crate::applied::{ApplyError, CommandError, Done};

/// `multiple`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Multiple;

impl Multiple {
    /// Reads the arguments (any are ignored).
    pub fn parse(_args: &[&str]) -> Result<Multiple, CommandError> {
        Ok(Multiple)
    }

    /// Does nothing.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        Ok(Done {
            reply: crate::tln!(ctx.lang, "accounts-multiple"),
            ..Default::default()
        })
    }
}
