//! The seeks of a player who signs off, is deleted, or can no longer be
//! reached by mail end at once: nobody can take them, and the list no
//! longer shows them.

use crate::support;

use super::{refused, reply_to, says, seeks};

#[tokio::test]
async fn a_signed_off_or_deleted_players_seeks_end() {
    let mut bed = super::bed_with("seek-end", "", &["alice", "carol", "dave"]).await;
    says(&mut bed, "carol", "yinsh seek carol cpw -rating=1700-1800").await;
    says(&mut bed, "carol", "rin seek carol cpw -rating=1700-1800").await;
    says(&mut bed, "dave", "yinsh seek dave dpw -rating=1700-1800").await;
    let outs = says(&mut bed, "carol", "signoff carol cpw").await;
    assert!(
        reply_to(&outs, "carol")
            .body
            .contains("Your 2 open seeks have ended."),
        "{outs:#?}"
    );
    let outs = says(&mut bed, "dave", "delete dave dpw").await;
    assert!(
        reply_to(&outs, "dave")
            .body
            .contains("Your open seek has ended."),
        "{outs:#?}"
    );
    let status: Vec<String> = seeks(&bed).await.into_iter().map(|s| s.2).collect();
    assert_eq!(status, ["ended", "ended", "ended"]);
    let outs = says(&mut bed, "alice", "yinsh seeks").await;
    assert!(
        reply_to(&outs, "alice")
            .body
            .contains("No yinsh seek is open.")
    );
    refused(
        &mut bed,
        "alice",
        "yinsh take 1 alice apw",
        "yinsh seek 1 is no longer open: its player can no longer play",
    )
    .await;
    // A signed-off player seeks no more.
    refused(
        &mut bed,
        "carol",
        "yinsh seek carol cpw",
        "has signed off; a player who signed off can no longer seek or take a seek",
    )
    .await;
}

#[tokio::test]
async fn an_unreachable_players_seeks_end() {
    let (mut bed, _) = support::reports::board_with_alice_to_move("seek-unreachable").await;
    bed.signup("carol@players.test", "carol", "cpw").await;
    let outs = says(&mut bed, "bob", "yinsh seek bob bpw -blitz").await;
    assert_eq!(seeks(&bed).await[0].2, "open");
    // Bob's only address bounces the reply: he cannot be reached.
    support::reports::bob_bounces(&mut bed, reply_to(&outs, "bob")).await;
    assert_eq!(seeks(&bed).await[0].2, "ended");
    refused(
        &mut bed,
        "carol",
        "yinsh take 1 carol cpw",
        "yinsh seek 1 is no longer open: its player can no longer play",
    )
    .await;
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 1);
}
