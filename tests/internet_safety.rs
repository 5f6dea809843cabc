//! The server as a hostile sender meets it: consent before any mail,
//! secrets that never leave or rest in clear, daily limits, the
//! wrong-password lockout, and poison mail that cannot wedge the inbox.

use crate::support;

use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const MALLORY: &str = "mallory@evil.test";
const VICTIM: &str = "victim@third.test";

async fn mails_to(bed: &Bed, address: &str) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE recipient = $1")
        .bind(address)
        .fetch_one(bed.server.store().pool())
        .await
        .unwrap()
}

#[tokio::test]
async fn a_subject_command_repeated_in_the_body_never_mails_the_password() {
    let mut bed = Bed::new("subject-repeat").await;
    bed.two_players_and_a_board().await;
    bed.send(
        ALICE,
        "yinsh move 101 alice apw e5",
        "Good luck!\n\nyinsh move 101 alice apw e5\n",
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "{outs:#?}");
    let to_bob = outs.iter().find(|o| o.to == BOB).unwrap();
    assert!(
        to_bob.body.contains("alice writes:\nGood luck!\n"),
        "{}",
        to_bob.body
    );
    for o in &outs {
        assert!(!o.body.contains("apw"), "{o:?}");
        assert!(!o.subject.contains("apw"), "{o:?}");
    }
    let comment: String = sqlx::query_scalar("SELECT comment FROM moves WHERE board = 101")
        .fetch_one(bed.server.store().pool())
        .await
        .unwrap();
    assert_eq!(comment, "Good luck!");
}

#[tokio::test]
async fn no_mail_to_an_address_before_it_is_confirmed() {
    let mut bed = Bed::new("consent").await;
    bed.two_players_and_a_board().await;
    // mallory signs up a third party's address: its owner gets the
    // confirmation alone, which carries nothing of mallory's text.
    bed.send(
        MALLORY,
        "signup victimu vpw victim@third.test",
        "Buy pills!",
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    let to_victim: Vec<&Out> = outs.iter().filter(|o| o.to == VICTIM).collect();
    assert_eq!(to_victim.len(), 1, "{outs:#?}");
    assert!(to_victim[0].subject.starts_with("confirm "));
    assert!(!to_victim[0].body.contains("pills"));
    let to_mallory: Vec<&Out> = outs.iter().filter(|o| o.to == MALLORY).collect();
    assert_eq!(to_mallory.len(), 1);
    assert!(
        !to_mallory[0].body.contains("confirm "),
        "no token for mallory"
    );
    assert!(!to_mallory[0].body.contains("vpw"));

    // 20 challenges of the unconfirmed account and a spam line: all
    // refused, nothing more to the victim.
    let mut body = String::new();
    for _ in 0..20 {
        body.push_str("yinsh challenge alice victimu\nCheap watches at evil.test\n");
    }
    bed.send(ALICE, "", &body);
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "one reply to alice: {outs:#?}");
    assert_eq!(outs[0].to, ALICE);
    assert!(outs[0].body.contains("has not confirmed an address yet"));
    assert_eq!(mails_to(&bed, VICTIM).await, 1);
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 1);

    // More sign-ups naming the victim, from other strangers: at most 3
    // mails a day reach an address that is not confirmed.
    for i in 0..5 {
        bed.send(
            &format!("mallory{i}@evil.test"),
            &format!("signup victim{i} vpw victim@third.test"),
            "",
        );
    }
    bed.run_once().await;
    bed.new_mail();
    assert_eq!(mails_to(&bed, VICTIM).await, 3);
}

#[tokio::test]
async fn a_squatted_address_goes_to_its_owner() {
    let mut bed = Bed::new("squat").await;
    let dave = "dave@players.test";
    bed.send(MALLORY, "signup squat pw dave@players.test", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    let squat_token = outs.iter().find(|o| o.to == dave).unwrap().subject.clone();
    // dave signs up with his own address and confirms it.
    bed.signup(dave, "dave", "dpw").await;
    // The squatter's token is dead now.
    bed.send(MALLORY, &squat_token, "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1);
    assert!(outs[0].body.contains("unknown or has expired"), "{outs:?}");
    let owner: String = sqlx::query_scalar("SELECT userid FROM addresses WHERE address = $1")
        .bind(dave)
        .fetch_one(bed.server.store().pool())
        .await
        .unwrap();
    assert_eq!(owner, "dave");
    // The unconfirmed user id lapses after 7 days, and is free again.
    bed.send(BOB, "signup squat pw2", "");
    bed.run_once().await;
    assert!(bed.new_mail()[0].body.contains("is taken"));
    sqlx::query("UPDATE players SET created_at = created_at - 8 * 86400 WHERE userid = 'squat'")
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    bed.signup(BOB, "squat", "pw3").await;
}

#[tokio::test]
async fn a_forged_or_unknown_sender_gets_short_replies_only() {
    let mut bed = Bed::new("forged").await;
    bed.two_players_and_a_board().await;
    // A challenge from an address that is not a confirmed one of either.
    bed.send(MALLORY, "yinsh challenge alice bob", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1);
    assert_eq!(outs[0].to, MALLORY);
    assert!(outs[0].body.contains("must come from an address of"));
    assert!(!outs[0].body.contains("> "), "no echo: {}", outs[0].body);
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 1);
    // Spam with no command: short replies without an echo, 3 a day.
    let spam = "Dear friend, ".repeat(10_000);
    for _ in 0..4 {
        bed.send(MALLORY, "Great offer", &spam);
    }
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "3 a day to an unconfirmed address");
    for o in &outs {
        assert!(o.body.len() < 2048, "short: {}", o.body.len());
        assert!(!o.body.contains("Dear friend"));
        assert!(!o.subject.contains("Great offer"));
    }
    // A confirmed player's mail without a command is echoed, cut short.
    bed.send(ALICE, "Great offer", &spam);
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1);
    assert!(
        outs[0]
            .body
            .contains("Original message follows:\n\nDear friend")
    );
    assert!(outs[0].body.len() < 10 * 1024, "{}", outs[0].body.len());
}

#[tokio::test]
async fn at_most_twenty_boards_a_day_from_one_address() {
    let mut bed = Bed::new("boards").await;
    bed.two_players_and_a_board().await;
    // Board 101 was the first of the day; 19 more.
    let body = "yinsh challenge alice bob\n".repeat(18);
    bed.send(ALICE, "", &body);
    bed.send(ALICE, "rin challenge alice bob", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert!(
        outs.iter().all(|o| !o.subject.contains("rror")),
        "{:#?}",
        outs.iter()
            .filter(|o| o.subject.contains("rror"))
            .collect::<Vec<_>>()
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 20);
    // Bob may still start boards; alice's address may not.
    bed.send(BOB, "rin challenge bob alice", "");
    bed.send(ALICE, "rin challenge alice bob", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    let refused: Vec<&Out> = outs.iter().filter(|o| o.subject == "rin error").collect();
    assert_eq!(refused.len(), 1, "{outs:#?}");
    assert_eq!(refused[0].to, ALICE);
    assert!(refused[0].body.contains("at most 20 boards a day"));
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 21);
}

#[tokio::test]
async fn five_wrong_passwords_lock_the_account_for_fifteen_minutes() {
    let mut bed = Bed::new("lockout").await;
    bed.two_players_and_a_board().await;
    // 20 guesses in one mail from her own address (a stranger's would lock
    // out only that stranger): 5 are checked, the rest refused unchecked.
    let body: String = (0..20)
        .map(|i| format!("yinsh move 101 alice guess{i} e5\n"))
        .collect();
    bed.send(ALICE, "", &body);
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1);
    assert_eq!(outs[0].body.matches("Error: wrong password").count(), 5);
    assert_eq!(outs[0].body.matches("too many wrong passwords").count(), 15);
    assert_eq!(bed.count("SELECT COUNT(*) FROM auth_failures").await, 5);
    // The right password is refused too, without a check.
    bed.send(ALICE, "yinsh move 101 alice apw e5", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1);
    assert!(
        outs[0].body.contains("too many wrong passwords"),
        "{outs:?}"
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM moves").await, 0);
    // bob is not locked.
    bed.send(BOB, "yinsh show 101", "");
    bed.run_once().await;
    bed.new_mail();
    // Fifteen minutes later (the failures moved back in time, and a
    // server that has not seen them): alice plays again.
    sqlx::query("UPDATE auth_failures SET at = at - 15 * 60")
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    let config = bed.server.config().clone();
    bed.server = ringmail::server::Server::open(config).await.unwrap();
    bed.send(ALICE, "yinsh move 101 alice apw e5", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert_eq!(bed.count("SELECT COUNT(*) FROM moves").await, 1);
}

#[tokio::test]
async fn a_poison_mail_is_recorded_as_failed_and_the_next_is_handled() {
    let mut bed = Bed::new("poison").await;
    bed.two_players_and_a_board().await;
    // A board whose log no longer replays: every mail about it fails the
    // same way, however often it is tried.
    sqlx::query(
        "INSERT INTO moves (board, number, userid, text, comment, created_at)
         VALUES (101, 1, 'alice', 'zz99', '', 0)",
    )
    .execute(bed.server.store().pool())
    .await
    .unwrap();
    bed.send(ALICE, "yinsh move 101 alice apw e5", "");
    bed.send(BOB, "yinsh games bob", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, BOB);
    let failed = bed.server.store().failed_mails().await.unwrap();
    assert_eq!(failed.len(), 1);
    assert!(
        failed[0].disposition.contains("no longer replays"),
        "{failed:?}"
    );
    assert_eq!(failed[0].sender.as_deref(), Some(ALICE));
    assert!(!failed[0].subject.as_deref().unwrap().contains("apw"));
    // Out of the inbox: the next round has nothing to do.
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert!(
        bed.inbox
            .root()
            .join("new")
            .read_dir()
            .unwrap()
            .next()
            .is_none()
    );
}

#[tokio::test]
async fn a_mail_of_65000_command_lines_gets_one_short_reply() {
    let mut bed = Bed::new("many-lines").await;
    bed.two_players_and_a_board().await;
    // 65,000 lines in 256 KiB (LF line ends, as a Maildir holds them).
    let mail = format!(
        "From: {ALICE}\nTo: games@ringmail.test\nSubject: many\nMessage-ID: <many@players.test>\n\n{}",
        "rin\n".repeat(65_000)
    );
    assert!(mail.len() <= 256 * 1024);
    bed.put(mail.as_bytes());
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1);
    let reply = &outs[0].body;
    assert!(reply.len() <= 64 * 1024, "{}", reply.len());
    assert!(
        reply.contains(
            "at most 20 commands are read from one mail; these 64980 lines were not read"
        ),
        "{}",
        &reply[..2000.min(reply.len())]
    );
}

#[tokio::test]
async fn an_address_the_reply_builder_cannot_write_is_refused_at_sign_up() {
    let mut bed = Bed::new("unwritable").await;
    bed.send(MALLORY, "signup evex epw a,b@evil.test eve@evil.test", "");
    bed.send(MALLORY, "signup evey epw \"a,b\"@evil.test", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "{outs:#?}");
    for o in &outs {
        assert_eq!(o.to, MALLORY);
        assert!(
            o.body
                .contains("is not a mail address this server can write to")
        );
    }
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM players WHERE robot = 0")
            .await,
        0
    );
}

#[tokio::test]
async fn a_reply_to_the_confirmation_confirms_whatever_its_subject() {
    let mut bed = Bed::new("reply-to").await;
    bed.send(ALICE, "signup alice apw", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    let token = outs[0]
        .subject
        .strip_prefix("confirm ")
        .unwrap()
        .to_string();
    let raw = std::fs::read(bed.dir.join("outbox").join(&outs[0].file)).unwrap();
    let reply_to = format!("games+confirm-{token}@ringmail.test");
    assert!(
        String::from_utf8_lossy(&raw).contains(&format!("\r\nReply-To: <{reply_to}>\r\n")),
        "the confirmation's Reply-To carries the token"
    );
    // A reply whose subject the mail program changed, to the Reply-To (as
    // the delivering system records the envelope recipient).
    let mail = format!(
        "Delivered-To: {reply_to}\nFrom: {ALICE}\nTo: {reply_to}\nSubject: thanks!\nMessage-ID: <ok.1@players.test>\n\nSure, that was me.\n"
    );
    bed.put(mail.as_bytes());
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1);
    assert!(outs[0].body.contains("is confirmed for alice"), "{outs:?}");
    let subject: String =
        sqlx::query_scalar("SELECT subject FROM inbound WHERE mail_key = '<ok.1@players.test>'")
            .fetch_one(bed.server.store().pool())
            .await
            .unwrap();
    assert_eq!(subject, "thanks!");
    // A token in an address that is not the server's does nothing.
    bed.send(BOB, "signup bob bpw", "");
    bed.run_once().await;
    let token = bed.new_mail()[0]
        .subject
        .strip_prefix("confirm ")
        .unwrap()
        .to_string();
    let mail = format!(
        "From: {BOB}\nTo: other+confirm-{token}@ringmail.test\nSubject: hi\nMessage-ID: <no.1@players.test>\n\nhello\n"
    );
    bed.put(mail.as_bytes());
    bed.run_once().await;
    assert!(bed.new_mail()[0].body.contains("No command was found"));
    assert_eq!(bed.count("SELECT COUNT(*) FROM addresses").await, 1);
}

#[tokio::test]
async fn a_stored_address_that_cannot_be_written_loses_its_mail_only() {
    let mut bed = Bed::new("legacy-address").await;
    bed.two_players_and_a_board().await;
    // An address stored before sign-up checked them, now bob's first.
    let pool = bed.server.store().pool().clone();
    sqlx::query("DELETE FROM addresses WHERE userid = 'bob'")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("INSERT INTO addresses (address, userid) VALUES ('a,b@evil.test', 'bob')")
        .execute(&pool)
        .await
        .unwrap();
    bed.send(ALICE, "yinsh move 101 alice apw e5", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    // Alice's board mail, which is also her reply; bob's is dropped.
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(outs.iter().all(|o| o.to == ALICE));
    assert!(
        outs[0]
            .body
            .starts_with("Move 1 on yinsh Board 101 accepted")
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM moves").await, 1);
    assert!(bed.server.store().failed_mails().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_sender_the_receiving_system_finds_forged_is_not_answered() {
    let mut bed =
        Bed::with_config("forged-auth", "trusted_authserv_id = \"mx.ringmail.test\"").await;
    bed.two_players_and_a_board().await;
    let forged = |n: u32, results: &str| {
        format!(
            "Authentication-Results: {results}\nFrom: {ALICE}\nTo: games@ringmail.test\nSubject: yinsh challenge alice bob\nMessage-ID: <auth.{n}@players.test>\n\n"
        )
    };
    // DMARC fails by the receiving system's own verdict: nothing happens.
    bed.put(forged(1, "mx.ringmail.test; spf=fail smtp.mailfrom=players.test; dmarc=fail header.from=players.test").as_bytes());
    // A verdict the sender wrote itself, under another id, is no pass.
    bed.put(
        format!(
            "Authentication-Results: evil.test; dmarc=pass header.from=players.test\n{}",
            forged(
                2,
                "mx.ringmail.test; dkim=none; spf=fail smtp.mailfrom=players.test"
            )
        )
        .as_bytes(),
    );
    bed.run_once().await;
    assert!(bed.new_mail().is_empty());
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 1);
    let why: Vec<String> = sqlx::query_scalar(
        "SELECT disposition FROM inbound WHERE mail_key LIKE '<auth.%' ORDER BY id",
    )
    .fetch_all(bed.server.store().pool())
    .await
    .unwrap();
    assert_eq!(why.len(), 2);
    assert!(why[0].contains("DMARC fails"), "{why:?}");
    assert!(why[1].contains("SPF fails"), "{why:?}");
    // The real alice, whose mail passes: a new board.
    bed.put(forged(3, "mx.ringmail.test; spf=pass smtp.mailfrom=players.test; dmarc=pass header.from=players.test").as_bytes());
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 2);
}
