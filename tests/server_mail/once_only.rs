//! Each mail applied once: the same mail twice, a crash between commit
//! and inbox removal, and two servers on one database.

use super::*;

#[tokio::test]
async fn the_same_mail_twice_is_applied_once() {
    let mut bed = Bed::new("twice").await;
    board_with(&mut bed, &[]).await;
    let raw = bed.mail(ALICE, "yinsh move 101 alice secret e5", "");
    bed.put(&raw);
    bed.put(&raw);
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    bed.put(&crlf(&raw));
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(moves_on_101(&bed).await, ["e5"]);
    // Without a Message-ID, the bytes are the key.
    let text = String::from_utf8(bed.mail(BOB, "yinsh move 101 bob pw e6", "")).unwrap();
    let no_id: String = text
        .split("\r\n")
        .filter(|l| !l.starts_with("Message-ID:"))
        .collect::<Vec<_>>()
        .join("\r\n");
    bed.put(no_id.as_bytes());
    bed.put(no_id.as_bytes());
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    assert_eq!(moves_on_101(&bed).await, ["e5", "e6"]);
    assert_eq!(
        std::fs::read_dir(bed.dir.join("inbox/new"))
            .unwrap()
            .count(),
        0
    );
}

#[tokio::test]
async fn crash_between_commit_and_inbox_removal() {
    let mut bed = Bed::new("crash").await;
    board_with(&mut bed, &[]).await;
    let raw = bed.mail(ALICE, "yinsh move 101 alice secret e5", "");
    bed.put(&raw);
    // The server commits the mail, then "dies" before taking it out of the
    // inbox: the worker step without the acknowledgement.
    assert_eq!(
        bed.server.process(&raw, false).await.unwrap(),
        Processed::Answered { replies: 2 }
    );
    assert_eq!(
        std::fs::read_dir(bed.dir.join("inbox/new"))
            .unwrap()
            .count(),
        1
    );
    // A new server on the same files starts and finds the mail again.
    let config = config_for(&bed.dir, "");
    bed.server = Server::open(config).await.unwrap();
    bed.run_once().await;
    assert_eq!(moves_on_101(&bed).await, ["e5"]);
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "each reply once: {outs:#?}");
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM outbox WHERE status = 'sent'")
            .await,
        bed.count("SELECT COUNT(*) FROM outbox").await
    );
    assert_eq!(
        std::fs::read_dir(bed.dir.join("inbox/new"))
            .unwrap()
            .count(),
        0
    );
}

#[tokio::test]
async fn two_servers_on_one_database_never_act_on_a_stale_position() {
    let mut bed = Bed::new("two").await;
    board_with(&mut bed, &["e5"]).await;
    let other = Server::open(config_for(&bed.dir, "")).await.unwrap();
    // The first server knows the game after bob's move...
    let m = bed.mail(BOB, "yinsh move 101 bob pw e6", "");
    assert!(matches!(
        bed.server.process(&m, false).await.unwrap(),
        Processed::Answered { .. }
    ));
    // ...then alice moves through the other one (an MTA pipe, say).
    let m = bed.mail(ALICE, "yinsh move 101 alice secret e7", "");
    other.process(&m, false).await.unwrap();
    // The first server, which last saw alice to move, takes bob's move:
    // its refusal from memory is checked again against the database.
    let m = bed.mail(BOB, "yinsh move 101 bob pw e8", "");
    bed.server.process(&m, false).await.unwrap();
    assert_eq!(moves_on_101(&bed).await, ["e5", "e6", "e7", "e8"]);
    // The other server, which last saw bob to move, takes alice's move:
    // its insert collides with the log and is done again from the database.
    let m = bed.mail(ALICE, "yinsh move 101 alice secret e9", "");
    other.process(&m, false).await.unwrap();
    assert_eq!(moves_on_101(&bed).await, ["e5", "e6", "e7", "e8", "e9"]);
    // Bob moves through the other server; the first still has alice to
    // move at move 5 and accepts her move as number 5, which collides with
    // the log: the mail is done again from the database, as move 7.
    let m = bed.mail(BOB, "yinsh move 101 bob pw f5", "");
    other.process(&m, false).await.unwrap();
    let m = bed.mail(ALICE, "yinsh move 101 alice secret f6", "");
    bed.server.process(&m, false).await.unwrap();
    assert_eq!(
        moves_on_101(&bed).await,
        ["e5", "e6", "e7", "e8", "e9", "f5", "f6"]
    );
    bed.server.deliver_until_idle().await.unwrap();
    let outs = bed.new_mail();
    assert!(
        outs.iter().all(|o| !o.subject.contains("Error")),
        "{outs:#?}"
    );
    // One board mail to each player per move.
    assert_eq!(outs.len(), 6 * 2);
}
