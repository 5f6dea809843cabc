//! Time away and leaving: the `vacation` allowance, `signoff`, and
//! `delete` (only without running boards).

use super::*;

#[tokio::test]
async fn vacation_allowance() {
    let mut bed = Bed::new("acc-vac").await;
    three(&mut bed).await;
    refused(&mut bed, ALICE, "vacation alice apw 31", "", "from 1 to 30").await;
    refused(
        &mut bed,
        ALICE,
        "vacation alice bad 10",
        "",
        "wrong password",
    )
    .await;
    refused(
        &mut bed,
        ALICE,
        "vacation alice apw off",
        "",
        "no vacation running",
    )
    .await;
    let outs = bed.round(ALICE, "vacation alice apw 10", "").await;
    ok(&outs, ALICE, "is on vacation until ");
    assert!(
        outs[0].body.contains("20 vacation days are left"),
        "{}",
        outs[0].body
    );
    assert_eq!(
        bed.count(
            "SELECT COUNT(*) FROM vacations WHERE userid = 'alice' AND ends_at - starts_at = 864000"
        )
        .await,
        1
    );
    refused(
        &mut bed,
        ALICE,
        "vacation alice apw 25",
        "",
        "20 vacation days left",
    )
    .await;
    refused(
        &mut bed,
        ALICE,
        "vacation alice apw 5",
        "",
        "first end it with",
    )
    .await;
    let outs = bed.round(ALICE, "vacation alice apw off", "").await;
    ok(&outs, ALICE, "vacation of alice is over");
    assert_eq!(
        bed.count(
            "SELECT COUNT(*) FROM vacations WHERE userid = 'alice' AND ends_at > starts_at + 60"
        )
        .await,
        0
    );
}

#[tokio::test]
async fn signoff_then_no_challenge() {
    let mut bed = Bed::new("acc-signoff").await;
    three(&mut bed).await;
    let outs = bed.round(ALICE, "yinsh challenge alice bob", "").await;
    ok(&outs, ALICE, "started");
    refused(&mut bed, BOB, "signoff bob apw", "", "wrong password").await;
    let outs = bed.round(BOB, "signoff bob bpw", "").await;
    assert_eq!(outs.len(), 1);
    ok(&outs, BOB, "has signed off");
    refused(
        &mut bed,
        ALICE,
        "rin challenge alice bob",
        "",
        "'bob' has signed off and cannot be challenged",
    )
    .await;
    refused(&mut bed, BOB, "signoff bob bpw", "", "signed off already").await;
    // The running game goes on.
    let outs = bed.round(BOB, "yinsh resign 101 bob bpw", "").await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert!(outs[1].body.starts_with("bob resigned yinsh Board 101."));
}

#[tokio::test]
async fn delete_only_without_running_boards() {
    let mut bed = Bed::new("acc-delete").await;
    three(&mut bed).await;
    bed.round(ALICE, "yinsh challenge alice bob", "").await;
    refused(
        &mut bed,
        BOB,
        "delete bob bpw",
        "",
        "still plays on board 101",
    )
    .await;
    refused(&mut bed, BOB, "delete bob nope", "", "wrong password").await;
    bed.round(BOB, "yinsh resign 101 bob bpw", "").await;
    let outs = bed.round(BOB, "delete bob bpw", "").await;
    ok(&outs, BOB, "The account bob is deleted");
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM addresses WHERE userid = 'bob'")
            .await,
        0
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM players WHERE userid = 'bob' AND password_hash = '' AND deleted_at IS NOT NULL").await, 1);
    // The board keeps the name; the account can do nothing; the id stays taken.
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE player1 = 'bob'")
            .await,
        1
    );
    refused(
        &mut bed,
        ALICE,
        "yinsh challenge alice bob",
        "",
        "'bob' has deleted their account",
    )
    .await;
    refused(&mut bed, CAROL, "signup bob x", "", "never given out again").await;
    refused(&mut bed, CAROL, "vacation bob bpw 3", "", "was deleted").await;
    refused(
        &mut bed,
        CAROL,
        "message carol cpw bob",
        "hi",
        // A refused command's arguments are masked (they may be in the
        // wrong order, a password among them).
        "no longer a player '********'",
    )
    .await;
    refused(&mut bed, CAROL, "forgot bob", "", "was deleted").await;
}
