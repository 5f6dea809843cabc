//! Addresses: `add` with its confirmation, `change address` keeping the
//! old ones until a new one is confirmed, and the sign-up reply that
//! confirms the sender's address.

use super::*;

#[tokio::test]
async fn add_addresses_with_confirmation() {
    let mut bed = Bed::new("acc-add").await;
    three(&mut bed).await;
    refused(
        &mut bed,
        ALICE,
        "add alice nope a2@players.test",
        "",
        "wrong password",
    )
    .await;
    // Another player's address: answered as a free one is (nothing tells
    // who owns it), and its owner gets nothing.
    let before = state(&bed).await;
    let outs = bed.round(ALICE, "add alice apw bob@players.test", "").await;
    ok(
        &outs,
        ALICE,
        "A confirmation was mailed to bob@players.test",
    );
    assert!(!outs.iter().any(|o| o.to == BOB), "{outs:#?}");
    assert!(!outs[0].body.contains("'bob'"), "{outs:#?}");
    assert_eq!(before, state(&bed).await);
    refused(
        &mut bed,
        ALICE,
        "add alice apw a2@players.test a3@players.test a4@players.test",
        "",
        "at most 3",
    )
    .await;
    let outs = bed.round(ALICE, "add alice apw a2@players.test", "").await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    ok(&outs, ALICE, "A confirmation was mailed to a2@players.test");
    assert!(!outs[0].body.contains("apw"));
    assert_eq!(outs[1].to, "a2@players.test");
    assert!(outs[1].subject.starts_with("confirm "));
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM pending_addresses WHERE userid = 'alice'")
            .await,
        1
    );
    // Not confirmed yet: no mail but the confirmation.
    let confirm = format!("Re: {}", outs[1].subject);
    let outs = bed.round("a2@players.test", &confirm, "").await;
    ok(&outs, "a2@players.test", "is confirmed for alice");
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM addresses WHERE userid = 'alice'")
            .await,
        2
    );
    // Two more would make four.
    refused(
        &mut bed,
        ALICE,
        "add alice apw a3@players.test a4@players.test",
        "",
        "at most 3",
    )
    .await;
}

#[tokio::test]
async fn change_address_keeps_the_old_ones_until_a_new_one_is_confirmed() {
    let mut bed = Bed::new("acc-addr").await;
    three(&mut bed).await;
    // Another player's address: answered as a free one is, and nothing is
    // mailed to it.
    let outs = bed
        .round(ALICE, "change address alice apw carol@players.test", "")
        .await;
    ok(
        &outs,
        ALICE,
        "A confirmation was mailed to carol@players.test",
    );
    assert!(!outs.iter().any(|o| o.to == CAROL), "{outs:#?}");
    assert!(!outs[0].body.contains("'carol'"), "{outs:#?}");
    refused(
        &mut bed,
        ALICE,
        "change address alice bad new@players.test",
        "",
        "wrong password",
    )
    .await;
    let outs = bed
        .round(ALICE, "change address alice apw new@players.test", "")
        .await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    ok(&outs, ALICE, "still goes to alice@players.test");
    assert_eq!(outs[1].to, "new@players.test");
    // The old one still works while the new one waits.
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM addresses WHERE address = 'alice@players.test'")
            .await,
        1
    );
    let confirm = format!("Re: {}", outs[1].subject);
    let outs = bed.round("new@players.test", &confirm, "").await;
    ok(&outs, "new@players.test", "is confirmed for alice");
    // The confirmation of the new address took the old one away.
    ok(
        &outs,
        "new@players.test",
        "The addresses it replaces are removed: alice@players.test",
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM addresses WHERE userid = 'alice'")
            .await,
        1
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM addresses WHERE address = 'new@players.test'")
            .await,
        1
    );
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM retiring_addresses").await,
        0
    );
    // The old address is no player's now: it may no longer act for alice.
    let outs = bed.round(ALICE, "yinsh challenge alice bob", "").await;
    assert!(outs.iter().all(|o| o.to == ALICE), "{outs:#?}");
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 0);
    // Named again with one of them confirmed: the rest go at once.
    let outs = bed
        .round(
            "new@players.test",
            "change address alice apw new@players.test other@players.test",
            "",
        )
        .await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    let outs = bed
        .round(
            "new@players.test",
            "change address alice apw new@players.test",
            "",
        )
        .await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM pending_addresses WHERE userid = 'alice'")
            .await,
        0
    );
}

/// A sign-up's reply is itself the confirmation of the sender's address: it
/// says so, and names as mailed only the other addresses.
#[tokio::test]
async fn the_sign_up_reply_is_the_confirmation_of_the_senders_address() {
    let mut bed = Bed::new("signup-own").await;
    let outs = bed.round(ALICE, "signup alice apw", "").await;
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(outs[0].subject.starts_with("confirm "), "{:?}", outs[0]);
    let body = &outs[0].body;
    assert!(
        body.starts_with(
            "Welcome, alice. This mail asks you to confirm your address, as it says below.\n"
        ),
        "{body}"
    );
    assert!(!body.contains("was mailed"), "{body}");
    let outs = bed
        .round(BOB, "signup bob bpw bob@players.test b2@players.test", "")
        .await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    let reply = outs.iter().find(|o| o.to == BOB).unwrap();
    assert!(
        reply.body.starts_with(
            "Welcome, bob. This mail asks you to confirm your address, as it says below. A confirmation was mailed to b2@players.test.\n"
        ),
        "{}",
        reply.body
    );
}
