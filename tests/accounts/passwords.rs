//! Passwords: `change password` stopping the old one at once, and
//! `forgot` and `reset` end to end.

use super::*;

#[tokio::test]
async fn change_password_stops_the_old_one_at_once() {
    let mut bed = Bed::new("acc-pw").await;
    three(&mut bed).await;
    // The old password is remembered in memory now.
    let outs = bed.round(ALICE, "yinsh challenge alice bob", "").await;
    ok(&outs, ALICE, "Board 101 is started");
    refused(
        &mut bed,
        ALICE,
        "change password alice nope new1",
        "",
        "wrong password",
    )
    .await;
    let outs = bed.round(ALICE, "change password alice apw new1", "").await;
    assert_eq!(outs.len(), 1);
    ok(&outs, ALICE, "password of alice is changed");
    assert!(
        !outs[0].body.contains("new1") && !outs[0].body.contains("apw"),
        "{}",
        outs[0].body
    );
    let store = bed.server.store();
    let last: i64 = sqlx::query_scalar("SELECT MAX(id) FROM outbox")
        .fetch_one(store.pool())
        .await
        .unwrap();
    let body = store.outbox_bodies(&[last]).await.unwrap();
    let stored = String::from_utf8_lossy(&body[0].raw).into_owned();
    assert!(
        !stored.contains("new1"),
        "stored reply masks the new password"
    );
    // Same server, warm cache: the old password no longer works.
    refused(
        &mut bed,
        ALICE,
        "yinsh resign 101 alice apw",
        "",
        "wrong password",
    )
    .await;
    let outs = bed.round(ALICE, "yinsh resign 101 alice new1", "").await;
    // A board mail to each; Alice's carries the result of her resign.
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert!(outs.iter().all(|o| o.subject.contains("over: bob wins")));
    assert!(outs[0].body.starts_with("alice resigned yinsh Board 101."));
}

#[tokio::test]
async fn forgot_and_reset_end_to_end() {
    let mut bed = Bed::new("acc-reset").await;
    three(&mut bed).await;
    // Anyone may ask; the token goes only to alice's confirmed address.
    let stranger = "mallory@evil.test";
    let outs = bed.round(stranger, "forgot alice", "").await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert_eq!(outs[0].to, stranger);
    assert!(!outs[0].body.contains(ALICE), "{}", outs[0].body);
    let mail = outs.iter().find(|o| o.to == ALICE).expect("mail to alice");
    assert_eq!(mail.subject, "Password reset for alice");
    let token = token_in(&mail.body, "reset alice ");
    assert!(token.len() >= 16, "{token}");
    assert!(!outs[0].body.contains(&token));
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM reset_tokens WHERE token_hash LIKE '%' AND length(token_hash) = 64").await,
        1
    );
    // A wrong token is refused and counts as a wrong password.
    let e = refused_lasting(&mut bed, CAROL, "reset alice abcdefghijklmnopqrst newpw").await;
    assert!(e.body.contains("wrong, used or expired"), "{}", e.body);
    // The right one from any sender.
    let outs = bed
        .round("eve@evil.test", &format!("reset alice {token} newpw"), "")
        .await;
    ok(&outs, "eve@evil.test", "password of alice is set");
    assert!(!outs[0].body.contains(&token) && !outs[0].body.contains("newpw"));
    refused(&mut bed, ALICE, "signoff alice apw", "", "wrong password").await;
    // Used: refused again.
    let e = refused_lasting(&mut bed, CAROL, &format!("reset alice {token} other")).await;
    assert!(e.body.contains("wrong, used or expired"));
    let outs = bed.round(ALICE, "signoff alice newpw", "").await;
    ok(&outs, ALICE, "has signed off");
    // Rate limit: three reset mails a day per account (one sent above).
    for _ in 0..2 {
        let outs = bed.round(CAROL, "forgot alice", "").await;
        assert_eq!(outs.len(), 2, "{outs:#?}");
        assert_eq!(outs[1].to, ALICE);
    }
    refused(
        &mut bed,
        CAROL,
        "forgot alice",
        "",
        "at most 3 reset tokens a day",
    )
    .await;
    let outs = bed.round(CAROL, "forgot bob", "").await;
    assert_eq!(outs.len(), 2, "another account is not limited by alice's");
}
