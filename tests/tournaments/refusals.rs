//! Every refusal of the tournament commands says why and changes nothing.

use super::{bed_with, refused, reply_to, says};

#[tokio::test]
async fn every_refusal_says_why_and_changes_nothing() {
    let users = ["alice", "bob", "carol", "dave"];
    let mut bed = bed_with("tournament-refusals", "", &users).await;
    says(
        &mut bed,
        "alice",
        "yinsh tournament create duo alice apw -players=2-2",
    )
    .await;
    // Bad names, a name taken, bad options, a wrong password.
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create x alice apw",
        "is not a tournament name",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create club! alice apw",
        "is not a tournament name",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create duo alice apw",
        "already a yinsh tournament named duo",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create big alice apw -players=3-17",
        "is not a number of players",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create big alice apw -size=9",
        "",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create big alice wrong",
        "",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament show nosuch",
        "there is no yinsh tournament named nosuch",
    )
    .await;
    // Not the organiser.
    refused(
        &mut bed,
        "bob",
        "yinsh tournament add duo bob bpw robot",
        "only the organiser",
    )
    .await;
    refused(
        &mut bed,
        "bob",
        "yinsh tournament start duo bob bpw",
        "only the organiser",
    )
    .await;
    // Too few to start; joining twice; leaving what one is not in.
    refused(
        &mut bed,
        "alice",
        "yinsh tournament start duo alice apw",
        "it needs at least 2 to start",
    )
    .await;
    says(&mut bed, "bob", "yinsh tournament join duo bob bpw").await;
    refused(
        &mut bed,
        "bob",
        "yinsh tournament join duo bob bpw",
        "is already in the yinsh tournament duo",
    )
    .await;
    refused(
        &mut bed,
        "carol",
        "yinsh tournament leave duo carol cpw",
        "is not in the yinsh tournament duo",
    )
    .await;
    // Full.
    says(&mut bed, "carol", "yinsh tournament join duo carol cpw").await;
    refused(
        &mut bed,
        "dave",
        "yinsh tournament join duo dave dpw",
        "is full",
    )
    .await;
    // A fourth tournament.
    says(&mut bed, "alice", "rin tournament create two alice apw").await;
    says(&mut bed, "alice", "yinsh tournament create three alice apw").await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create four alice apw",
        "already organises 3",
    )
    .await;
    // After the start: nobody joins or leaves, and it starts once.
    let outs = says(&mut bed, "alice", "yinsh tournament start duo alice apw").await;
    assert!(
        reply_to(&outs, "alice")
            .body
            .contains("2 boards among 2 players"),
        "{outs:#?}"
    );
    refused(
        &mut bed,
        "dave",
        "yinsh tournament join duo dave dpw",
        "has started; nobody can enter",
    )
    .await;
    refused(
        &mut bed,
        "bob",
        "yinsh tournament leave duo bob bpw",
        "has started; nobody can leave",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament start duo alice apw",
        "has already started",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament add duo alice apw robot",
        "has started",
    )
    .await;
    // In French, from a player who reads French.
    says(&mut bed, "dave", "change language dave dpw fr").await;
    refused(
        &mut bed,
        "dave",
        "yinsh tournament join duo dave dpw",
        "a commencé",
    )
    .await;
}

/// Entrants who signed off or were deleted before the start hold no seat:
/// a full tournament takes a new player in their place. A tournament of
/// robots alone does not start. The list shows the newest first.
#[tokio::test]
async fn gone_entrants_hold_no_seat_and_robots_alone_do_not_start() {
    let mut bed = bed_with("tournament-seats", "", &["alice", "bob", "carol"]).await;
    says(
        &mut bed,
        "alice",
        "yinsh tournament create pair alice apw -players=2-2",
    )
    .await;
    says(&mut bed, "bob", "yinsh tournament join pair bob bpw").await;
    says(&mut bed, "carol", "yinsh tournament join pair carol cpw").await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament join pair alice apw",
        "is full",
    )
    .await;
    says(&mut bed, "bob", "signoff bob bpw").await;
    let outs = says(&mut bed, "alice", "yinsh tournament join pair alice apw").await;
    let joined = &reply_to(&outs, "alice").body;
    assert!(
        joined.contains("alice is in the yinsh tournament pair"),
        "{joined}"
    );
    let entrants: Vec<String> =
        sqlx::query_scalar("SELECT userid FROM tournament_players ORDER BY joined")
            .fetch_all(bed.server.store().pool())
            .await
            .unwrap();
    assert_eq!(entrants, ["carol", "alice"]);
    // Robots alone.
    says(
        &mut bed,
        "alice",
        "yinsh tournament create bots alice apw -players=2-2",
    )
    .await;
    for robot in ["robot", "robot-easy"] {
        let add = format!("yinsh tournament add bots alice apw {robot}");
        says(&mut bed, "alice", &add).await;
    }
    refused(
        &mut bed,
        "alice",
        "yinsh tournament start bots alice apw",
        "only robots have entered the yinsh tournament bots",
    )
    .await;
    let outs = says(&mut bed, "carol", "yinsh tournaments").await;
    let listed = &reply_to(&outs, "carol").body;
    let (bots, pair) = (listed.find("bots:"), listed.find("pair:"));
    assert!(bots.is_some() && bots < pair, "{listed}");
}
