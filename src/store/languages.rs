//! The language each player reads (`change language`).

use sqlx::AnyConnection;

use crate::language::Language;

/// The language `userid` reads (English for an unknown player).
pub async fn language_of(c: &mut AnyConnection, userid: &str) -> anyhow::Result<Language> {
    let code: Option<String> = sqlx::query_scalar("SELECT language FROM players WHERE userid = $1")
        .bind(userid)
        .fetch_optional(c)
        .await?;
    Ok(Language::stored(code.as_deref().unwrap_or_default()))
}

/// The language of the player whose confirmed address `address` is, if
/// it is one.
pub async fn language_at(c: &mut AnyConnection, address: &str) -> anyhow::Result<Option<Language>> {
    let code: Option<String> = sqlx::query_scalar(
        "SELECT p.language FROM addresses a JOIN players p ON p.userid = a.userid
         WHERE a.address = $1",
    )
    .bind(address)
    .fetch_optional(c)
    .await?;
    Ok(code.map(|c| Language::stored(&c)))
}

/// Sets the language `userid` reads.
pub async fn set_language(
    c: &mut AnyConnection,
    userid: &str,
    language: Language,
) -> anyhow::Result<()> {
    sqlx::query("UPDATE players SET language = $1 WHERE userid = $2")
        .bind(language.code())
        .bind(userid)
        .execute(c)
        .await?;
    Ok(())
}
