//! The block every board mail starts with (board-mail.md, "At a glance"):
//! the whole text part of real board mails, compared to golden files, at
//! each kind of change (the start, a placement, a ring move that removes a
//! row, a resignation, an agreed draw, a loss on time) as the player who
//! made it, the opponent and an observer receive it. `RINGMAIL_BLESS=1`
//! writes the files anew.

use crate::support;

use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const CAROL: &str = "carol@players.test";

/// The board mail of `board` to `to` among `outs`: exactly one.
fn board_mail<'a>(outs: &'a [Out], board: i64, to: &str) -> &'a Out {
    let mails: Vec<&Out> = outs
        .iter()
        .filter(|o| o.to == to && o.body.contains(&format!("Summary of yinsh Board {board}")))
        .collect();
    assert_eq!(mails.len(), 1, "one board mail to {to} in {outs:#?}");
    mails[0]
}

/// Compares the text part with `tests/fixtures/glance/NAME.txt`, or writes
/// it when `RINGMAIL_BLESS` is set.
fn golden(name: &str, out: &Out) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/glance")
        .join(format!("{name}.txt"));
    let got = out.body.replace("\r\n", "\n");
    if std::env::var_os("RINGMAIL_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &got).unwrap();
    }
    let want = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(got, want, "{name}");
}

/// The three golden mails of one change: to the player who made it, the
/// opponent and the observer.
fn goldens(outs: &[Out], board: i64, event: &str, mover: &str, opponent: &str) {
    golden(&format!("{event}-mover"), board_mail(outs, board, mover));
    golden(
        &format!("{event}-opponent"),
        board_mail(outs, board, opponent),
    );
    golden(&format!("{event}-observer"), board_mail(outs, board, CAROL));
}

/// A new board between alice and bob, observed by carol.
async fn observed_board(bed: &mut Bed, board: i64) -> Vec<Out> {
    let outs = bed.round(ALICE, "yinsh challenge alice bob", "").await;
    let observe = format!("yinsh observe {board} carol cpw");
    let observed = bed.round(CAROL, &observe, "").await;
    assert_eq!(observed.len(), 1, "{observed:#?}");
    outs
}

#[tokio::test]
async fn the_block_at_each_change_to_each_recipient() {
    let mut bed = Bed::new("glance").await;
    for (address, userid, password) in [
        (ALICE, "alice", "apw"),
        (BOB, "bob", "bpw"),
        (CAROL, "carol", "cpw"),
    ] {
        bed.signup(address, userid, password).await;
    }
    // The start: the challenger's mail and the opponent's.
    let outs = observed_board(&mut bed, 101).await;
    golden("start-mover", board_mail(&outs, 101, ALICE));
    golden("start-opponent", board_mail(&outs, 101, BOB));

    // A placement, with a comment.
    let outs = bed
        .round(ALICE, "yinsh move 101 alice apw c3", "Good luck!\n")
        .await;
    goldens(&outs, 101, "placement", ALICE, BOB);

    // Ring moves up to alice's row c3-c7, which she removes with ring a2.
    let moves: Vec<&str> = support::BLITZ_WIN.split(' ').collect();
    for (i, mv) in moves.iter().enumerate().skip(1).take(moves.len() - 2) {
        let (from, subject) = support::move_mail(i, 101, mv);
        let outs = bed.round(from, &subject, "").await;
        assert!(!outs[0].subject.contains("rror"), "{mv}: {outs:#?}");
    }
    let last = moves.last().unwrap();
    let outs = bed
        .round(ALICE, &format!("yinsh move 101 alice apw {last}"), "")
        .await;
    goldens(&outs, 101, "row", ALICE, BOB);

    // bob resigns.
    let outs = bed.round(BOB, "yinsh resign 101 bob bpw", "").await;
    goldens(&outs, 101, "resignation", BOB, ALICE);

    // A draw alice offers and bob accepts, on board 102.
    observed_board(&mut bed, 102).await;
    bed.round(ALICE, "yinsh move 102 alice apw propose", "")
        .await;
    let outs = bed.round(BOB, "yinsh move 102 bob bpw accept", "").await;
    goldens(&outs, 102, "draw", BOB, ALICE);

    // bob runs out of time on board 103, after a placement of his.
    observed_board(&mut bed, 103).await;
    for (from, command) in [
        (ALICE, "yinsh move 103 alice apw c3"),
        (BOB, "yinsh move 103 bob bpw k7"),
        (ALICE, "yinsh move 103 alice apw a2"),
    ] {
        bed.round(from, command, "").await;
    }
    sqlx::query("UPDATE games SET updated_at = updated_at - $1 WHERE board = 103")
        .bind(22 * 86_400)
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    assert_eq!(bed.server.run_clocks().await.unwrap().losses, 1);
    bed.server.deliver_until_idle().await.unwrap();
    let outs = bed.new_mail();
    goldens(&outs, 103, "time", BOB, ALICE);
}

/// The HTML part of the mail to the player to move links to the board's
/// reply-to-play address with the subject filled in; it is plain ASCII
/// whatever the players wrote (so it goes out as `7bit`, and the token in
/// its link is set aside in the stored copy like the one in `Reply-To`),
/// and a comment wraps however long its words.
#[tokio::test]
async fn the_mail_to_the_player_to_move_links_to_its_reply_address() {
    let mut bed = Bed::new("glance-link").await;
    bed.two_players_and_a_board().await;
    let long_word = "w".repeat(3000);
    let comment = format!("Bonne chance, b\u{e9}b\u{e9} \u{263a}\n{long_word}\n");
    let outs = bed
        .round(ALICE, "yinsh move 101 alice apw c3", &comment)
        .await;
    let to_bob = board_mail(&outs, 101, BOB);
    let reply_to = support::reply::reply_to(&bed, to_bob).expect("a Reply-To");
    let raw = std::fs::read(bed.dir.join("outbox").join(&to_bob.file)).unwrap();
    let raw = String::from_utf8(raw).expect("an ASCII mail");
    let html = raw
        .split("Content-Type: text/html")
        .nth(1)
        .expect("an HTML part");
    assert!(
        html.starts_with("; charset=\"utf-8\"\r\nContent-Transfer-Encoding: 7bit\r\n"),
        "{}",
        &html[..200]
    );
    assert!(
        html.contains("Bonne chance, b&#xe9;b&#xe9; &#x263a;<br>"),
        "{html}"
    );
    assert!(html.split("\r\n").all(|l| l.len() <= 200), "short lines");
    let link = format!("<a href=\"mailto:{reply_to}?subject=Re%3A%20yinsh%20Board%20101%20bob\">");
    assert!(html.contains(&link), "{link} in {html}");
    // The stored copy holds the token nowhere.
    let token = reply_to
        .trim_start_matches("games+play-")
        .trim_end_matches("@ringmail.test");
    let store = bed.server.store();
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM outbox")
        .fetch_all(store.pool())
        .await
        .unwrap();
    for body in store.outbox_bodies(&ids).await.unwrap() {
        assert!(!String::from_utf8_lossy(&body.raw).contains(token));
    }
    // Alice's mail, not to move, has no link.
    let to_alice = board_mail(&outs, 101, ALICE);
    let raw = std::fs::read(bed.dir.join("outbox").join(&to_alice.file)).unwrap();
    assert!(!String::from_utf8_lossy(&raw).contains("mailto:"));
}
