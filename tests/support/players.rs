//! Players by name in a [`Bed`]: `alice` at `alice@players.test` with the
//! password `apw`, signed up and confirmed; what one of them mails and
//! the replies; and a refused command, which must change nothing.

use sqlx::Row;

use super::{Bed, Out};

pub fn address(user: &str) -> String {
    format!("{user}@players.test")
}

pub fn password(user: &str) -> String {
    format!("{}pw", &user[..1])
}

/// A bed with `users` signed up and confirmed.
pub async fn bed_with(name: &str, config: &str, users: &[&str]) -> Bed {
    let mut bed = Bed::with_config(name, config).await;
    for u in users {
        bed.signup(&address(u), u, &password(u)).await;
    }
    bed
}

/// `user` mails `line`; the mails that come of it.
pub async fn says(bed: &mut Bed, user: &str, line: &str) -> Vec<Out> {
    bed.round(&address(user), line, "").await
}

/// The one reply to `user` among `outs`.
pub fn reply_to<'a>(outs: &'a [Out], user: &str) -> &'a Out {
    let to = address(user);
    let mine: Vec<&Out> = outs.iter().filter(|o| o.to == to && is_reply(o)).collect();
    assert_eq!(mine.len(), 1, "{outs:#?}");
    mine[0]
}

/// Whether a mail is the answer to a command (not a board or tournament
/// mail).
pub fn is_reply(o: &Out) -> bool {
    o.subject.starts_with("Re: ") || o.subject.to_ascii_lowercase().ends_with(" error")
}

/// The bed's players, addresses, games and moves ([`Bed::game_state`]),
/// and the rows of each of `queries` (each selects one text column).
pub async fn state(bed: &Bed, queries: &[&'static str]) -> String {
    let pool = bed.server.store().pool();
    let mut out = bed.game_state().await;
    for &sql in queries {
        for r in sqlx::query(sql).fetch_all(pool).await.unwrap() {
            out.push_str(&r.get::<String, _>(0));
            out.push('\n');
        }
    }
    out
}

/// A refused command: its reply is an error saying `why`, and nothing
/// changed: the bed's [`state`] with `queries` is as before.
pub async fn refused(bed: &mut Bed, user: &str, line: &str, why: &str, queries: &[&'static str]) {
    let before = state(bed, queries).await;
    let outs = says(bed, user, line).await;
    assert_eq!(outs.len(), 1, "{line}: {outs:#?}");
    assert!(
        outs[0].subject.to_ascii_lowercase().contains("error"),
        "{line}: {:?}",
        outs[0].subject
    );
    assert!(
        outs[0].body.contains(why),
        "{line}: want {why}:\n{}",
        outs[0].body
    );
    assert_eq!(
        state(bed, queries).await,
        before,
        "{line} changed something"
    );
}
