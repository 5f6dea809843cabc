//! `vacation userid password DAYS` / `vacation userid password off`: the
//! player's clocks stand still from now for DAYS days (a row in
//! `vacations`, which the clocks read); `off` ends the running vacation
//! now. At most [`DAYS_PER_YEAR`] days in any 365: a vacation that ran its
//! course counts its booked days, one ended early by `off` the days it
//! ran (rounded up), a running one its booked days. While one runs a new
//! one is refused (send `off` first); a booking beyond the allowance is
//! refused with the days left.

use super::context::Ctx;
use super::words::userid;
use crate::accounts::password::authenticate;
use crate::applied::{ApplyError, CommandError, Done};
use crate::language::utc_text;
use crate::msg;
use crate::store::accounts;

/// Vacation days allowed in 365 days.
pub const DAYS_PER_YEAR: i64 = 30;
const DAY: i64 = 86_400;

/// `vacation userid password DAYS|off`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vacation {
    pub userid: String,
    pub password: String,
    /// `None`: off.
    pub days: Option<i64>,
}

/// `vacation userid password DAYS (1 to 30), or vacation userid password off`.
fn form() -> crate::language::Msg {
    msg!("accounts-vacation-form", most = DAYS_PER_YEAR)
}

/// Days a vacation from `start` to `end` uses (whole days, rounded up).
pub fn days_used(start: i64, end: i64) -> i64 {
    ((end - start).max(0) + DAY - 1) / DAY
}

impl Vacation {
    /// Reads the arguments.
    pub fn parse(args: &[&str]) -> Result<Vacation, CommandError> {
        let [u, p, d] = args else {
            return Err(CommandError::new(msg!("write-form", form = form())));
        };
        let days = if d.eq_ignore_ascii_case("off") {
            None
        } else {
            match d.parse::<i64>() {
                Ok(n) if (1..=DAYS_PER_YEAR).contains(&n) => Some(n),
                _ => {
                    return Err(CommandError::new(msg!(
                        "accounts-vacation-not-days",
                        days = *d,
                        most = DAYS_PER_YEAR,
                        form = form()
                    )));
                }
            }
        };
        Ok(Vacation {
            userid: userid(u).map_err(CommandError::new)?,
            password: p.to_string(),
            days,
        })
    }

    /// Books or ends the vacation.
    pub async fn apply(self, ctx: &mut Ctx<'_>) -> Result<Done, ApplyError> {
        let u = &self.userid;
        authenticate(&mut ctx.asking(), u, &self.password).await?;
        let now = ctx.now;
        let c = ctx.db.conn().await?;
        let Some(days) = self.days else {
            if accounts::end_vacation(c, u, now).await? == 0 {
                return Err(CommandError::new(msg!("accounts-vacation-none", user = u)).into());
            }
            return Ok(Done {
                reply: crate::tln!(
                    ctx.lang,
                    "accounts-vacation-over",
                    user = u,
                    time = utc_text(now)
                ),
                ..Default::default()
            });
        };
        // An unreachable player's clocks stand still already; a vacation
        // on top would count the same days twice.
        if crate::store::bounces::unreachable_since(&mut *c, u)
            .await?
            .is_some()
        {
            return Err(CommandError::new(msg!("accounts-vacation-unreachable", user = u)).into());
        }
        let past = accounts::vacations_since(c, u, now - 365 * DAY).await?;
        let used: i64 = past.iter().map(|(s, e)| days_used(*s, *e)).sum();
        let left = (DAYS_PER_YEAR - used).max(0);
        if days > left {
            return Err(CommandError::new(msg!(
                "accounts-vacation-too-long",
                user = u,
                left = left,
                most = DAYS_PER_YEAR,
                used = used
            ))
            .into());
        }
        if let Some((_, end)) = past.iter().find(|(s, e)| *s <= now && *e > now) {
            return Err(CommandError::new(msg!(
                "accounts-vacation-running",
                user = u,
                time = utc_text(*end)
            ))
            .into());
        }
        let end = now + days * DAY;
        accounts::add_vacation(c, u, now, end).await?;
        Ok(Done {
            reply: crate::tln!(
                ctx.lang,
                "accounts-vacation-booked",
                user = u,
                time = utc_text(end),
                left = left - days
            ),
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_days() {
        assert_eq!(Vacation::parse(&["a1", "p", "10"]).unwrap().days, Some(10));
        assert_eq!(Vacation::parse(&["a1", "p", "OFF"]).unwrap().days, None);
        assert!(Vacation::parse(&["a1", "p", "31"]).is_err());
        assert!(Vacation::parse(&["a1", "p", "0"]).is_err());
        assert!(Vacation::parse(&["a1", "p"]).is_err());
        assert_eq!(days_used(0, 0), 0);
        assert_eq!(days_used(0, 1), 1);
        assert_eq!(days_used(0, 10 * DAY), 10);
    }
}
