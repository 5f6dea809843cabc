//! Replies from every real mail client: each layout of the corpus
//! (`tests/fixtures/replies/`, see `support::client_replies`) answers a
//! real board mail, through the inbox and `serve --once`. The move is
//! played once, both players get exactly their board mails, the comment
//! is exactly what the player wrote, no quoted command runs and no token
//! reaches anyone. A layout whose own text holds no move gets the one
//! clear refusal, and nothing changes.

use crate::support;

use support::client_replies::{Layout, layouts, reply, the_board};
use support::reply::to;

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";

/// Plays one layout on a board of its own; `Err` says what went wrong.
async fn play(layout: &Layout) -> Result<String, String> {
    let name = format!("client-{}", layout.file.trim_end_matches(".eml"));
    let (mut bed, token, message_id) = the_board(&name).await;
    let before = bed.game_state().await;
    bed.put(&reply(layout, &token, &message_id));
    bed.run_once().await;
    let outs = bed.new_mail();
    let fail = |what: &str| Err(format!("{}: {what}\n{outs:#?}", layout.file));

    // No token in any reply or stored comment, to anyone.
    let outbox = bed.dir.join("outbox");
    for out in &outs {
        let raw = std::fs::read(outbox.join(&out.file)).unwrap();
        if String::from_utf8_lossy(&raw).contains(&token) {
            return fail(&format!("the play token is in the mail to {}", out.to));
        }
    }
    let failures = bed.count("SELECT COUNT(*) FROM auth_failures").await;
    if failures != 0 {
        return fail(&format!("{failures} wrong passwords were counted"));
    }

    if layout.mv.is_empty() {
        if outs.len() != 1 || outs[0].to != ALICE {
            return fail("one reply, to alice, was expected");
        }
        if !outs[0]
            .body
            .contains("No move was found above the quoted board mail")
        {
            return fail("the refusal says no move was found");
        }
        if bed.game_state().await != before {
            return fail("the refusal changed the game");
        }
        return Ok("no move found (refused)".into());
    }

    let moves = bed.moves(101).await;
    let played: Vec<&str> = moves.iter().map(|(_, m)| m.as_str()).collect();
    if played != ["e5", "f6", "d4", "g7", layout.mv.as_str()] {
        return fail(&format!("the moves are {played:?}"));
    }
    let comment: String =
        sqlx::query_scalar("SELECT comment FROM moves WHERE board = 101 AND number = 5")
            .fetch_one(bed.server.store().pool())
            .await
            .unwrap();
    if comment != layout.comment {
        return fail(&format!(
            "the comment is {comment:?}, not {:?}",
            layout.comment
        ));
    }
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE board = 101")
        .fetch_one(bed.server.store().pool())
        .await
        .unwrap();
    if status != "active" {
        return fail(&format!("the board is {status}"));
    }
    if outs.len() != 2 || outs.iter().any(|o| o.subject.contains("rror")) {
        return fail("exactly the two board mails were expected");
    }
    let alices = to(&outs, ALICE);
    let bobs = to(&outs, BOB);
    if !alices.body.contains("Move 5 on yinsh Board 101 accepted") {
        return fail("alice's board mail says her move was accepted");
    }
    if !layout.comment.is_empty() && !bobs.body.contains(&layout.comment) {
        return fail("bob reads alice's comment");
    }
    let first_line = layout.comment.lines().next().unwrap_or("");
    Ok(format!("{} / {first_line}", layout.mv))
}

/// Plays every layout whose index is `part` modulo `parts` (the corpus in
/// a few tests that run side by side).
async fn play_part(part: usize, parts: usize) {
    let all = layouts();
    assert!(all.len() >= 40, "the corpus has {} layouts", all.len());
    let mut failed = Vec::new();
    for layout in all.iter().skip(part).step_by(parts) {
        match play(layout).await {
            Ok(read) => println!("| {} | {} | {read} |", layout.file, layout.client),
            Err(e) => failed.push(e),
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

#[tokio::test]
async fn every_client_layout_plays_its_move_alone_part_1() {
    play_part(0, 3).await;
}

#[tokio::test]
async fn every_client_layout_plays_its_move_alone_part_2() {
    play_part(1, 3).await;
}

#[tokio::test]
async fn every_client_layout_plays_its_move_alone_part_3() {
    play_part(2, 3).await;
}

/// A token typed by hand (a player pasting their reply address into a
/// chat, or into a move's comment) reaches nobody: it is masked before the
/// text is stored or mailed.
#[tokio::test]
async fn a_token_typed_by_hand_reaches_nobody() {
    let (mut bed, token, _) = the_board("client-typed-token").await;
    let address = format!("games+play-{token}@ringmail.test");
    bed.send(
        ALICE,
        "yinsh chat 101 alice apw",
        &format!("bob, my reply address is {address}, and try confirm {token} too"),
    );
    bed.run_once().await;
    let chat = bed.new_mail();
    let bobs = chat
        .iter()
        .find(|o| o.to == BOB)
        .expect("bob gets the chat");
    assert!(
        bobs.body
            .contains("my reply address is games+play-********@ringmail.test"),
        "{bobs:#?}"
    );
    // A move's comment, from a command mail this time.
    bed.send(
        ALICE,
        "yinsh move 101 alice apw h8",
        &format!("Psst: {address}"),
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    assert!(
        to(&outs, BOB)
            .body
            .contains("Psst: games+play-********@ringmail.test"),
        "{outs:#?}"
    );
    let comment: String =
        sqlx::query_scalar("SELECT comment FROM moves WHERE board = 101 AND number = 5")
            .fetch_one(bed.server.store().pool())
            .await
            .unwrap();
    assert_eq!(comment, "Psst: games+play-********@ringmail.test");
    for out in chat.iter().chain(&outs) {
        let raw = std::fs::read(bed.dir.join("outbox").join(&out.file)).unwrap();
        assert!(
            !String::from_utf8_lossy(&raw).contains(&token),
            "the token is in the mail to {}",
            out.to
        );
    }
}
