//! What a player chose of how the server writes to them: the subjects of
//! their board mails (`change subjects`).

use sqlx::AnyConnection;

/// Whether each of two players asked for one subject for every mail of a
/// board (see [`super::ONE_SUBJECT`]).
pub async fn one_subject(c: &mut AnyConnection, players: [&str; 2]) -> anyhow::Result<[bool; 2]> {
    let (a, b): (Option<String>, Option<String>) = sqlx::query_as(
        "SELECT (SELECT subjects FROM players WHERE userid = $1),
                (SELECT subjects FROM players WHERE userid = $2)",
    )
    .bind(players[0])
    .bind(players[1])
    .fetch_one(c)
    .await?;
    let one = |s: Option<String>| s.as_deref() == Some(super::ONE_SUBJECT);
    Ok([one(a), one(b)])
}

/// Sets a player's subject style (`turn` or `board`).
pub async fn set_subjects(c: &mut AnyConnection, userid: &str, style: &str) -> anyhow::Result<()> {
    sqlx::query("UPDATE players SET subjects = $1 WHERE userid = $2")
        .bind(style)
        .bind(userid)
        .execute(c)
        .await?;
    Ok(())
}
