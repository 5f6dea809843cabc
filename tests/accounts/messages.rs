//! Between players: `message` without address or password, and `all
//! show` and `multiple`.

use super::*;

#[tokio::test]
async fn message_reaches_without_address_or_password() {
    let mut bed = Bed::new("acc-msg").await;
    three(&mut bed).await;
    refused(
        &mut bed,
        ALICE,
        "message alice apw bob",
        "",
        "the message is empty",
    )
    .await;
    refused(
        &mut bed,
        ALICE,
        "message alice apw bob nobody",
        "Hi",
        "there is no player '********'",
    )
    .await;
    refused(
        &mut bed,
        ALICE,
        "message alice nope bob",
        "Hi",
        "wrong password",
    )
    .await;
    // Unconfirmed recipient.
    bed.round("dave@players.test", "signup dave dpw", "").await;
    refused(
        &mut bed,
        ALICE,
        "message alice apw bob dave",
        "Hi",
        "'********' has no confirmed address",
    )
    .await;
    let outs = bed
        .round(
            ALICE,
            "message alice apw bob carol",
            "Shall we play?\nAlice",
        )
        .await;
    assert_eq!(outs.len(), 3, "{outs:#?}");
    ok(&outs, ALICE, "Your message went to bob, carol");
    for (o, to, who) in [(&outs[1], BOB, "bob"), (&outs[2], CAROL, "carol")] {
        assert_eq!(o.to, to);
        assert_eq!(o.subject, "Message from alice");
        assert!(o.body.contains("Shall we play?\nAlice"), "{}", o.body);
        assert!(
            o.body.contains(&format!("message {who} PASSWORD alice")),
            "{}",
            o.body
        );
        assert!(
            !o.body.contains(ALICE) && !o.body.contains("apw"),
            "{}",
            o.body
        );
    }
    // 2 sent; 18 more, then the 21st is refused.
    for i in 0..18 {
        let to = if i % 2 == 0 { "bob" } else { "carol" };
        let outs = bed
            .round(ALICE, &format!("message alice apw {to}"), "again")
            .await;
        assert_eq!(outs.len(), 2, "{outs:#?}");
    }
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM messages_sent WHERE userid = 'alice'")
            .await,
        20
    );
    refused(
        &mut bed,
        ALICE,
        "message alice apw bob",
        "one more",
        "0 left today",
    )
    .await;
}

#[tokio::test]
async fn all_show_and_multiple() {
    let mut bed = Bed::new("acc-all").await;
    three(&mut bed).await;
    bed.round(ALICE, "yinsh challenge alice bob", "").await;
    bed.round(CAROL, "rin challenge carol alice", "").await;
    bed.round(CAROL, "yinsh challenge bob carol", "").await;
    bed.round(BOB, "yinsh resign 103 bob bpw", "").await;
    let outs = bed.round(BOB, "all show alice", "").await;
    ok(&outs, BOB, "Boards of alice (all): 2");
    assert!(
        outs[0]
            .body
            .contains("yinsh    101  against bob  your turn"),
        "{}",
        outs[0].body
    );
    assert!(
        outs[0]
            .body
            .contains("rin      102  against carol  carol to move"),
        "{}",
        outs[0].body
    );
    let outs = bed.round(BOB, "all show alice next", "").await;
    ok(&outs, BOB, "Boards of alice (next): 1");
    let outs = bed.round(BOB, "all show bob active", "").await;
    ok(&outs, BOB, "Boards of bob (active): 1");
    let outs = bed.round(BOB, "all show bob", "").await;
    assert!(
        outs[0].body.contains("over: carol wins"),
        "{}",
        outs[0].body
    );
    refused(
        &mut bed,
        BOB,
        "all show nobody",
        "",
        "there is no player 'nobody'",
    )
    .await;
    refused(
        &mut bed,
        BOB,
        "all show bob later",
        "",
        "write all show userid",
    )
    .await;
    let outs = bed.round(BOB, "multiple", "").await;
    ok(&outs, BOB, "several commands in one mail always work");
}
