//! The counts behind the limits on strangers: wrong passwords by who gave
//! them, what a sender asked that reaches third parties or holds a name
//! (confirmation mails, sign-ups), and players' play tokens (stored, and
//! ended when their credentials change).

use sqlx::AnyConnection;

/// A wrong password (or reset token) given for an account.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Failure {
    /// When, in seconds since the Unix epoch.
    pub at: i64,
    /// The address of the mail that gave it (lower case).
    pub sender: String,
    /// Whether that address was one of the account's confirmed addresses.
    pub own: bool,
}

/// A wrong password to be recorded: for `userid`, given by `sender`
/// (`own` when that is one of the player's confirmed addresses).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewFailure {
    pub userid: String,
    pub sender: String,
    pub own: bool,
}

/// Records wrong passwords given at `at`.
pub async fn record_failures(
    c: &mut AnyConnection,
    failures: &[NewFailure],
    at: i64,
) -> anyhow::Result<()> {
    for f in failures {
        sqlx::query("INSERT INTO auth_failures (userid, at, sender, own) VALUES ($1, $2, $3, $4)")
            .bind(&f.userid)
            .bind(at)
            .bind(&f.sender)
            .bind(i64::from(f.own))
            .execute(&mut *c)
            .await?;
    }
    Ok(())
}

/// Wrong passwords given for `userid` since `since`, oldest first.
pub async fn failures_since(
    c: &mut AnyConnection,
    userid: &str,
    since: i64,
) -> anyhow::Result<Vec<Failure>> {
    let rows: Vec<(i64, String, i64)> = sqlx::query_as(
        "SELECT at, sender, own FROM auth_failures WHERE userid = $1 AND at >= $2 ORDER BY at",
    )
    .bind(userid)
    .bind(since)
    .fetch_all(c)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(at, sender, own)| Failure {
            at,
            sender,
            own: own != 0,
        })
        .collect())
}

/// Forgets the wrong passwords given for `userid` from its own addresses
/// (a reset proved the player is who they say): their lockout ends.
pub async fn forget_own_failures(c: &mut AnyConnection, userid: &str) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM auth_failures WHERE userid = $1 AND own = 1")
        .bind(userid)
        .execute(c)
        .await?;
    Ok(())
}

/// What a sender may ask of the server a limited number of times.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    /// A confirmation mail to an address other than the sender's own.
    Confirmation,
    /// A user id reserved by a sign-up.
    Signup,
    /// A board's record files (`GAME record`).
    Record,
}

impl Request {
    fn kind(self) -> &'static str {
        match self {
            Request::Confirmation => "confirmation",
            Request::Signup => "signup",
            Request::Record => "record",
        }
    }
}

/// How many `request`s `sender` made since `since`.
pub async fn requests_since(
    c: &mut AnyConnection,
    sender: &str,
    request: Request,
    since: i64,
) -> anyhow::Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM sender_requests WHERE sender = $1 AND kind = $2 AND at >= $3",
    )
    .bind(sender)
    .bind(request.kind())
    .bind(since)
    .fetch_one(c)
    .await?)
}

/// Records a `request` of `sender` at `at`; rows older than `forget_before`
/// go at the same time.
pub async fn record_request(
    c: &mut AnyConnection,
    sender: &str,
    request: Request,
    at: i64,
    forget_before: i64,
) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM sender_requests WHERE at < $1")
        .bind(forget_before)
        .execute(&mut *c)
        .await?;
    sqlx::query("INSERT INTO sender_requests (sender, kind, at) VALUES ($1, $2, $3)")
        .bind(sender)
        .bind(request.kind())
        .bind(at)
        .execute(c)
        .await?;
    Ok(())
}

/// Stores a play token (its hash) of `userid` on `board`.
pub async fn add_play_token(
    c: &mut AnyConnection,
    token_hash: &str,
    board: i64,
    userid: &str,
    at: i64,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO play_tokens (token_hash, board, userid, created_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(token_hash)
    .bind(board)
    .bind(userid)
    .bind(at)
    .execute(c)
    .await?;
    Ok(())
}

/// Ends every play token of `userid`: whoever read one of their board
/// mails can no longer play for them.
pub async fn end_play_tokens(c: &mut AnyConnection, userid: &str) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM play_tokens WHERE userid = $1")
        .bind(userid)
        .execute(c)
        .await?;
    Ok(())
}
