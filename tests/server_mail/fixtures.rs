//! The golden `.eml` fixtures, each read with LF and with CRLF line ends:
//! commands in the subject or the body, signatures and quoted boards,
//! HTML only, Latin-1, replies, garbage, and mails never answered.

use super::*;

#[tokio::test]
async fn fixture_subject_command() {
    both_line_ends("subject-command.eml", &[], |_, _| async {}).await;
    let mut bed = Bed::new("fixture").await;
    board_with(&mut bed, &[]).await;
    bed.put(&fixture("subject-command.eml"));
    bed.run_once().await;
    let outs = bed.new_mail();
    accepted(&outs, ALICE, "Move 1 on yinsh Board 101 accepted: e5");
    assert!(
        outs[1]
            .body
            .contains("alice writes:\nPlacing my first ring in the middle.\nYour turn, Bob!"),
        "{}",
        outs[1].body
    );
    assert_eq!(
        outs[0].in_reply_to.as_deref(),
        Some("<20250303091500.1234@mail.example.org>")
    );
    assert_eq!(outs[0].subject, "yinsh Board 101 bob");
    assert!(!outs[0].body.contains("secret"));
    assert_eq!(moves_on_101(&bed).await, ["e5"]);
}

#[tokio::test]
async fn fixture_subject_command_crlf() {
    let mut bed = Bed::new("fixture").await;
    board_with(&mut bed, &[]).await;
    bed.put(&crlf(&fixture("subject-command.eml")));
    bed.run_once().await;
    accepted(
        &bed.new_mail(),
        ALICE,
        "Move 1 on yinsh Board 101 accepted: e5",
    );
    assert_eq!(moves_on_101(&bed).await, ["e5"]);
}

#[tokio::test]
async fn fixture_body_with_signature_and_quoted_board() {
    both_line_ends(
        "body-signature-quoted.eml",
        &RING_AT_C3,
        |bed, outs| async move {
            accepted(&outs, ALICE, "Move 11 on yinsh Board 101 accepted: c3-c7");
            assert!(
                outs[1]
                    .body
                    .contains("alice writes:\nThat row is mine soon.\n"),
                "{}",
                outs[1].body
            );
            assert!(
                !outs[1].body.contains("Alice Arden"),
                "the signature is no comment"
            );
            // Neither the resign under the signature nor the quoted move ran.
            let moves = moves_on_101(&bed).await;
            assert_eq!(moves.len(), 11);
            assert_eq!(moves[10], "c3-c7");
        },
    )
    .await;
}

#[tokio::test]
async fn fixture_several_commands() {
    for raw in [
        fixture("several-commands.eml"),
        crlf(&fixture("several-commands.eml")),
    ] {
        // A closed installation: sign-up needs no confirmation, so one
        // mail signs up and starts games.
        let mut bed = Bed::with_config("fixture", "confirm_addresses = false").await;
        bed.send(ALICE, "signup alice secret", "");
        bed.run_once().await;
        bed.new_mail();
        bed.put(&raw);
        bed.run_once().await;
        let outs = bed.new_mail();
        // One reply with three results, and two new boards mailed to both.
        assert_eq!(outs.len(), 5, "{outs:#?}");
        assert_eq!(outs[0].to, BOB);
        for want in [
            "Welcome, bob",
            "yinsh Board 101 is started",
            "rin Board 102 is started",
        ] {
            assert!(outs[0].body.contains(want), "{want}: {}", outs[0].body);
        }
        let new = |subject: &str| -> Vec<&Out> {
            let mails: Vec<&Out> = outs.iter().filter(|o| o.subject == subject).collect();
            assert_eq!(mails.len(), 2, "{subject}: {outs:#?}");
            mails
        };
        for o in new("New yinsh Board 101 bob") {
            assert!(
                o.body
                    .contains("bob writes:\nAlice said she would play a quick one.\nTwice, maybe.")
            );
            assert!(o.body.contains("options: -blitz"));
        }
        for o in new("New rin Board 102 bob") {
            assert!(
                o.body
                    .contains("\n11   .  .  .  .  .  .  .  .  .  .  .  .\n"),
                "a 12 x 12 board: {}",
                o.body
            );
        }
        assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 2);
    }
}

#[tokio::test]
async fn fixture_html_only() {
    let setup = ["e5", "k7", "a2", "k8", "a3", "k9", "a4", "k10", "b1", "j11"];
    both_line_ends("html-only.eml", &setup, |bed, outs| async move {
        accepted(&outs, ALICE, "accepted: e5-e9");
        assert!(
            outs[1]
                .body
                .contains("alice writes:\nRings & markers, here I come.\nSee you on the board."),
            "{}",
            outs[1].body
        );
        assert_eq!(
            moves_on_101(&bed).await.len(),
            11,
            "the resign after the signature did not run"
        );
    })
    .await;
}

#[tokio::test]
async fn fixture_latin1() {
    both_line_ends("latin1.eml", &[], |bed, outs| async move {
        accepted(&outs, ALICE, "accepted: d4");
        assert!(
            outs[1]
                .body
                .contains("Très bien, à toi. Ce coup-là est décisif"),
            "{}",
            outs[1].body
        );
        assert_eq!(moves_on_101(&bed).await, ["d4"]);
    })
    .await;
}

#[tokio::test]
async fn fixture_reply_to_a_board_mail() {
    let setup = [
        "e5", "f6", "a2", "k8", "a3", "k9", "a4", "k10", "b1", "j11", "e5-e6",
    ];
    both_line_ends("reply-board.eml", &setup, |bed, outs| async move {
        accepted(&outs, BOB, "accepted: f6-f10");
        // Bob's board mail answers his reply, in his thread.
        assert_eq!(outs[1].subject, "yinsh Board 101 alice");
        assert!(outs[1].references.len() >= 3, "{:?}", outs[1]);
        assert_eq!(outs[1].references.last(), outs[1].in_reply_to.as_ref());
        assert!(outs[1].body.contains("bob writes:\nNice one."));
        assert_eq!(moves_on_101(&bed).await.len(), 12);
    })
    .await;
}

#[tokio::test]
async fn fixture_garbage_gets_an_error() {
    both_line_ends("garbage.eml", &[], |bed, outs| async move {
        assert_eq!(outs.len(), 1);
        assert_eq!(outs[0].to, BOB);
        assert_eq!(outs[0].subject, "error");
        assert!(outs[0].body.contains("No command was found"));
        assert!(outs[0].body.contains("Original message follows:"));
        assert!(moves_on_101(&bed).await.is_empty());
    })
    .await;
}

#[tokio::test]
async fn fixtures_never_answered() {
    for (name, why) in [
        ("no-from.eml", "From"),
        ("auto-reply.eml", "Auto-Submitted"),
        ("bounce.eml", "return path"),
        ("read-report.eml", "multipart/report"),
    ] {
        both_line_ends(name, &RING_AT_C3, |bed, outs| async move {
            assert!(outs.is_empty(), "{name}: {outs:#?}");
            let d = disposition(&bed).await;
            assert!(
                d.starts_with("not answered") && d.contains(why),
                "{name}: {d}"
            );
            assert_eq!(moves_on_101(&bed).await.len(), 10, "{name} changed nothing");
            assert_eq!(bed.count("SELECT COUNT(*) FROM games").await, 1);
        })
        .await;
    }
}
