//! Votes (draw offers, undo requests and their answers), moves by other
//! routes (preview, submit and confirm, queued moves), chat, and
//! observers, all by mail: each command's success, its refusals (which
//! change nothing), and what every party receives.

use crate::support;

use ringmail::games::{AnyGame, new_game};
use sqlx::Row;
use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const CAROL: &str = "carol@players.test";

/// A yinsh board 101 between alice (first) and bob, with carol signed up,
/// and the engine's copy of its position.
struct Table {
    bed: Bed,
    g: Box<dyn AnyGame>,
}

impl Table {
    async fn new(name: &str) -> Table {
        let mut bed = Bed::new(name).await;
        bed.signup(ALICE, "alice", "apw").await;
        bed.signup(BOB, "bob", "bpw").await;
        bed.signup(CAROL, "carol", "cpw").await;
        bed.send(ALICE, "yinsh challenge alice bob", "");
        bed.run_once().await;
        let outs = bed.new_mail();
        assert_eq!(outs.len(), 2, "{outs:#?}");
        Table {
            bed,
            g: new_game("yinsh", &[]).unwrap(),
        }
    }

    /// Sends one mail, runs the server once, returns what it sent.
    async fn send(&mut self, from: &str, subject: &str, body: &str) -> Vec<Out> {
        self.bed.send(from, subject, body);
        self.bed.run_once().await;
        self.bed.new_mail()
    }

    /// The `k`-th legal move (sorted) of the player to move.
    fn legal(&self, k: usize) -> String {
        let l = self.g.legal_move_texts();
        l[k % l.len()].clone()
    }

    /// The player to move: (userid, address, password).
    fn mover(&self) -> (&'static str, &'static str, &'static str) {
        [("alice", ALICE, "apw"), ("bob", BOB, "bpw")][self.g.to_move().unwrap()]
    }

    /// Plays a legal move by mail for the player to move; returns the mails.
    async fn play(&mut self) -> Vec<Out> {
        let mv = self.legal(0);
        let (who, addr, pw) = self.mover();
        let outs = self
            .send(addr, &format!("yinsh move 101 {who} {pw} {mv}"), "")
            .await;
        // The mover's board mail is the reply, the result at its top.
        let mine: Vec<&Out> = outs.iter().filter(|o| o.to == addr).collect();
        assert_eq!(mine.len(), 1, "{mv} by {who}: {outs:#?}");
        assert!(
            mine[0].body.starts_with("Move ") && mine[0].body.contains("accepted"),
            "{mv} by {who}: {outs:#?}"
        );
        self.g.play_text(&mv).unwrap();
        outs
    }

    /// The game state plus every table of this file's commands.
    async fn state(&self) -> String {
        let mut out = self.bed.game_state().await;
        let pool = self.bed.server.store().pool();
        for sql in [
            "SELECT 'offer ' || board || ' ' || kind || ' ' || userid || ' ' || moves FROM offers ORDER BY board, kind",
            "SELECT 'submitted ' || board || ' ' || userid || ' ' || number || ' ' || text FROM submitted ORDER BY board, userid",
            "SELECT 'queued ' || board || ' ' || userid || ' ' || number || ' ' || text FROM queued ORDER BY board, number",
            "SELECT 'observer ' || board || ' ' || userid FROM observers ORDER BY board, userid",
            "SELECT 'sent ' || userid || ' ' || recipient FROM messages_sent ORDER BY rowid",
        ] {
            for r in sqlx::query(sql).fetch_all(pool).await.unwrap() {
                out.push_str(&r.get::<String, _>(0));
                out.push('\n');
            }
        }
        out
    }

    /// Sends a command that must be refused: one error reply to the
    /// sender, saying `needle`, and nothing changed.
    async fn refused(&mut self, from: &str, command: &str, needle: &str) -> Out {
        let before = self.state().await;
        let outs = self.send(from, command, "").await;
        assert_eq!(outs.len(), 1, "{command}: {outs:#?}");
        assert_eq!(outs[0].to, from);
        assert!(outs[0].subject.contains("rror"), "{command}: {:?}", outs[0]);
        assert!(
            outs[0].body.contains(needle),
            "{command}: expected '{needle}' in\n{}",
            outs[0].body
        );
        assert_eq!(self.state().await, before, "{command} changed nothing");
        outs.into_iter().next().unwrap()
    }

    async fn moves(&self) -> i64 {
        self.bed
            .count("SELECT COUNT(*) FROM moves WHERE board = 101")
            .await
    }
}

fn to(outs: &[Out]) -> Vec<&str> {
    outs.iter().map(|o| o.to.as_str()).collect()
}

#[tokio::test]
async fn a_draw_offered_and_accepted_ends_the_board_drawn() {
    let mut t = Table::new("draw-accept").await;
    t.send(CAROL, "yinsh observe 101 carol cpw", "").await;
    t.play().await;
    // Refusals before any offer.
    t.refused(BOB, "yinsh move 101 bob bpw accept", "nothing to accept")
        .await;
    t.refused(BOB, "yinsh move 101 bob bpw reject", "nothing to reject")
        .await;
    let outs = t
        .send(ALICE, "yinsh move 101 alice apw propose", "Shall we?")
        .await;
    assert_eq!(to(&outs), [ALICE, ALICE, BOB], "{outs:#?}");
    assert!(outs[0].body.contains("You offered bob a draw"));
    for o in &outs[1..] {
        assert_eq!(o.subject, "yinsh Board 101 draw offered by alice");
        assert!(o.body.contains("yinsh move 101 bob PASSWORD accept"));
        assert!(o.body.contains("alice writes:\nShall we?"));
    }
    // Refusals while it waits: the offerer answering, a second offer,
    // someone else, a wrong password.
    t.refused(ALICE, "yinsh move 101 alice apw accept", "your own")
        .await;
    t.refused(ALICE, "yinsh move 101 alice apw reject", "your own")
        .await;
    t.refused(ALICE, "yinsh move 101 alice apw propose", "still waits")
        .await;
    t.refused(BOB, "yinsh move 101 bob bpw propose", "answer it first")
        .await;
    t.refused(CAROL, "yinsh move 101 carol cpw accept", "does not play")
        .await;
    t.refused(BOB, "yinsh move 101 bob nope accept", "wrong password")
        .await;
    let outs = t.send(BOB, "yinsh move 101 bob bpw accept", "").await;
    assert_eq!(to(&outs), [ALICE, BOB, CAROL], "{outs:#?}");
    assert!(
        outs[1].body.starts_with("The draw is accepted") || outs[1].body.contains("is over, drawn")
    );
    assert!(!outs[0].body.contains("is over, drawn"));
    for o in &outs {
        assert_eq!(o.subject, "yinsh Board 101 over: draw");
        assert!(o.body.contains("Game over"), "{}", o.body);
    }
    assert!(
        outs[2]
            .body
            .starts_with("You are observing yinsh Board 101")
    );
    let (status, result): (String, String) =
        sqlx::query_as("SELECT status, result FROM games WHERE board = 101")
            .fetch_one(t.bed.server.store().pool())
            .await
            .unwrap();
    assert_eq!((status.as_str(), result.as_str()), ("over", "draw"));
    assert_eq!(
        t.bed
            .count("SELECT COUNT(*) FROM moves WHERE board = 101 AND number = 2 AND text = 'draw' AND userid = 'bob'")
            .await,
        1
    );
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM offers").await, 0);
    // Over: no more offers, moves or answers.
    t.refused(ALICE, "yinsh move 101 alice apw propose", "is over")
        .await;
    t.refused(BOB, "yinsh move 101 bob bpw accept", "is over")
        .await;
    // The drawn board replays from the log (`show` reads the database).
    let outs = t.send(CAROL, "yinsh show 101", "").await;
    assert!(outs[0].body.contains("Game over: draw"), "{}", outs[0].body);
}

#[tokio::test]
async fn any_move_declines_an_offer_and_reject_declines_it() {
    let mut t = Table::new("draw-decline").await;
    t.send(ALICE, "yinsh move 101 alice apw propose", "").await;
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM offers").await, 1);
    t.play().await; // alice moves
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM offers").await, 0);
    t.refused(BOB, "yinsh move 101 bob bpw accept", "nothing to accept")
        .await;
    // bob offers, alice rejects: both are told.
    t.send(BOB, "yinsh move 101 bob bpw propose", "").await;
    let outs = t.send(ALICE, "yinsh move 101 alice apw reject", "").await;
    assert_eq!(to(&outs), [ALICE, ALICE, BOB], "{outs:#?}");
    for o in &outs[1..] {
        assert_eq!(o.subject, "yinsh Board 101 draw offer declined by alice");
    }
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM offers").await, 0);
    assert_eq!(t.moves().await, 1);
    // Bad arguments.
    t.refused(
        BOB,
        "yinsh move 101 bob",
        "yinsh move BOARD userid password MOVE",
    )
    .await;
    t.refused(
        BOB,
        "yinsh move 999 bob bpw propose",
        "there is no yinsh board 999",
    )
    .await;
}

#[tokio::test]
async fn an_accepted_undo_takes_the_move_back() {
    let mut t = Table::new("undo").await;
    t.refused(ALICE, "yinsh move 101 alice apw undo", "no move")
        .await;
    t.play().await; // 1 alice
    t.play().await; // 2 bob
    t.play().await; // 3 alice
    t.play().await; // 4 bob
    // alice's last move (3) is followed by one move of bob's: allowed.
    let outs = t.send(ALICE, "yinsh move 101 alice apw undo", "oops").await;
    assert_eq!(to(&outs), [ALICE, ALICE, BOB], "{outs:#?}");
    assert!(
        outs[1].body.contains("moves 3 to 4 would be removed"),
        "{}",
        outs[1].body
    );
    t.refused(ALICE, "yinsh move 101 alice apw accept", "your own")
        .await;
    let outs = t.send(BOB, "yinsh move 101 bob bpw accept", "").await;
    assert_eq!(to(&outs), [ALICE, BOB, ALICE, BOB], "{outs:#?}");
    assert!(outs[0].subject.contains("undo accepted by bob"));
    assert!(outs[1].subject.contains("undo accepted by bob"));
    assert_eq!(t.moves().await, 2);
    // The board mails show the position after move 2, alice to move.
    let mut g = new_game("yinsh", &[]).unwrap();
    let log: Vec<String> =
        sqlx::query_scalar("SELECT text FROM moves WHERE board = 101 ORDER BY number")
            .fetch_all(t.bed.server.store().pool())
            .await
            .unwrap();
    for m in &log {
        g.play_text(m).unwrap();
    }
    for o in &outs[2..] {
        assert_eq!(o.subject, "yinsh Board 101 alice");
        assert!(o.body.contains(&g.render(["alice", "bob"])), "{}", o.body);
    }
    t.g = g;
    // Play goes on from there (the cache was replaced).
    t.play().await;
    assert_eq!(t.moves().await, 3);
    // Nothing waits any more: a move after the undo declines nothing.
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM offers").await, 0);
}

#[tokio::test]
async fn a_move_declines_an_undo_and_a_finished_board_takes_none() {
    let mut t = Table::new("undo-declined").await;
    t.play().await; // 1 alice
    t.play().await; // 2 bob
    let outs = t.send(BOB, "yinsh move 101 bob bpw undo", "").await;
    assert!(
        outs[0].body.contains("take back move 2"),
        "{}",
        outs[0].body
    );
    t.play().await; // 3 alice: declines it
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM offers").await, 0);
    t.refused(
        ALICE,
        "yinsh move 101 alice apw accept",
        "nothing to accept",
    )
    .await;
    t.send(ALICE, "yinsh resign 101 alice apw", "").await;
    t.refused(BOB, "yinsh move 101 bob bpw undo", "is over")
        .await;
}

#[tokio::test]
async fn preview_shows_the_board_after_the_moves_and_stores_nothing() {
    let mut t = Table::new("preview").await;
    let before = t.state().await;
    let m1 = t.legal(3);
    let mut g = t.g.clone();
    g.play_text(&m1).unwrap();
    let m2 = g.legal_move_texts()[5].clone();
    g.play_text(&m2).unwrap();
    let outs = t
        .send(BOB, &format!("yinsh preview 101 {m1} {m2}"), "")
        .await;
    assert_eq!(to(&outs), [BOB]);
    assert!(!outs[0].subject.contains("rror"));
    assert!(
        outs[0].body.contains(&g.render(["alice", "bob"])),
        "{}",
        outs[0].body
    );
    assert!(outs[0].body.contains("nothing is stored"));
    assert_eq!(t.state().await, before);
    // An illegal move says which and why.
    let o = t
        .refused(BOB, &format!("yinsh preview 101 {m1} {m1}"), "move 2")
        .await;
    assert!(o.body.contains(&format!("'{m1}'")), "{}", o.body);
    t.refused(BOB, "yinsh preview 101", "no move to preview")
        .await;
    let many = vec![m1.as_str(); 41].join(" ");
    t.refused(BOB, &format!("yinsh preview 101 {many}"), "at most 40")
        .await;
    t.refused(BOB, "yinsh preview 999 e5", "no yinsh board 999")
        .await;
}

#[tokio::test]
async fn submit_then_confirm_plays_the_move() {
    let mut t = Table::new("submit").await;
    let m1 = t.legal(2);
    t.refused(
        BOB,
        &format!("yinsh submit 101 bob bpw {m1}"),
        "not your turn",
    )
    .await;
    t.refused(
        ALICE,
        &format!("yinsh submit 101 alice nope {m1}"),
        "wrong password",
    )
    .await;
    t.refused(ALICE, "yinsh submit 101 alice apw zz99", "is not accepted")
        .await;
    t.refused(ALICE, "yinsh submit 101 alice apw", "yinsh submit BOARD")
        .await;
    t.refused(ALICE, "yinsh confirm 101 alice apw", "no submitted move")
        .await;
    // A first submission, replaced by a second.
    t.send(
        ALICE,
        &format!("yinsh submit 101 alice apw {}", t.legal(0)),
        "",
    )
    .await;
    let outs = t
        .send(ALICE, &format!("yinsh submit 101 alice apw {m1}"), "")
        .await;
    assert_eq!(to(&outs), [ALICE], "only the sender hears of a submission");
    let mut g = t.g.clone();
    g.play_text(&m1).unwrap();
    assert!(outs[0].body.contains(&g.render(["alice", "bob"])));
    assert!(outs[0].body.contains("yinsh confirm 101 alice PASSWORD"));
    assert_eq!(t.moves().await, 0);
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM submitted").await, 1);
    let outs = t.send(ALICE, "yinsh confirm 101 alice apw", "").await;
    assert_eq!(to(&outs), [ALICE, BOB], "{outs:#?}");
    assert!(
        outs[0]
            .body
            .starts_with("Move 1 on yinsh Board 101 accepted")
    );
    assert!(!outs[1].body.contains("accepted"));
    assert_eq!(outs[0].subject, "yinsh Board 101 bob");
    t.g = g;
    assert_eq!(t.moves().await, 1);
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM submitted").await, 0);
    // bob submits move 2, then plays another move himself: the board
    // moved, his later confirm is refused.
    t.send(BOB, &format!("yinsh submit 101 bob bpw {}", t.legal(1)), "")
        .await;
    t.play().await; // 2 bob, by move
    t.play().await; // 3 alice
    t.refused(BOB, "yinsh confirm 101 bob bpw", "was for move 2")
        .await;
}

#[tokio::test]
async fn a_queued_move_is_played_when_its_turn_comes() {
    let mut t = Table::new("queue").await;
    t.send(CAROL, "yinsh observe 101 carol cpw", "").await;
    let m1 = t.legal(0);
    let mut g = t.g.clone();
    g.play_text(&m1).unwrap();
    let m2 = g.legal_move_texts()[0].clone();
    // Refusals: alice's own turn now, a move already played, too far.
    t.refused(
        ALICE,
        &format!("yinsh queue 101 alice apw {m1}"),
        "yours to play now",
    )
    .await;
    t.refused(
        BOB,
        &format!("yinsh queue 101 bob bpw {m2}#1"),
        "alice's to play",
    )
    .await;
    t.refused(
        BOB,
        &format!("yinsh queue 101 bob bpw {m2}#99"),
        "at most 20",
    )
    .await;
    t.refused(
        BOB,
        &format!("yinsh queue 101 bob nope {m2}"),
        "wrong password",
    )
    .await;
    t.refused(
        CAROL,
        &format!("yinsh queue 101 carol cpw {m2}"),
        "does not play",
    )
    .await;
    t.refused(BOB, &format!("yinsh queue 101 bob bpw {m2}#x"), "#12")
        .await;
    let outs = t
        .send(BOB, &format!("yinsh queue 101 bob bpw {m2}"), "ready")
        .await;
    assert_eq!(to(&outs), [BOB], "{outs:#?}");
    assert!(
        outs[0]
            .body
            .contains(&format!("Queued '{m2}' as your move 2")),
        "{}",
        outs[0].body
    );
    // alice moves: bob's queued reply follows in the same round.
    let outs = t
        .send(ALICE, &format!("yinsh move 101 alice apw {m1}"), "")
        .await;
    assert_eq!(t.moves().await, 2);
    assert_eq!(to(&outs), [ALICE, BOB, CAROL], "{outs:#?}");
    for o in &outs {
        assert_eq!(o.subject, "yinsh Board 101 alice");
        assert!(
            o.body.contains(&g.render(["alice", "bob"])) || {
                let mut h = g.clone();
                h.play_text(&m2).unwrap();
                o.body.contains(&h.render(["alice", "bob"]))
            }
        );
        assert!(o.body.contains("bob writes:\nready"), "{}", o.body);
    }
    g.play_text(&m2).unwrap();
    assert!(outs[0].body.contains(&g.render(["alice", "bob"])));
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM queued").await, 0);
    t.g = g;
    // An illegal queued move: bob queues the point alice is about to take.
    let m3 = t.legal(0);
    t.send(BOB, &format!("yinsh queue 101 bob bpw {m3}"), "")
        .await;
    let outs = t
        .send(ALICE, &format!("yinsh move 101 alice apw {m3}"), "")
        .await;
    t.g.play_text(&m3).unwrap();
    assert_eq!(t.moves().await, 3);
    assert_eq!(to(&outs), [ALICE, BOB, CAROL, BOB], "{outs:#?}");
    assert_eq!(outs[0].subject, "yinsh Board 101 bob");
    assert!(
        outs[0]
            .body
            .starts_with("Move 3 on yinsh Board 101 accepted")
    );
    assert_eq!(outs[3].subject, "yinsh Board 101 queued move 4 dropped");
    assert!(
        outs[3].body.contains(&format!("'{m3}'")),
        "{}",
        outs[3].body
    );
    assert_eq!(t.bed.count("SELECT COUNT(*) FROM queued").await, 0);
    // And bob plays on by hand.
    t.play().await;
    assert_eq!(t.moves().await, 4);
}

#[tokio::test]
async fn chat_reaches_the_opponent_and_observers_only() {
    let mut t = Table::new("chat").await;
    t.send(CAROL, "yinsh observe 101 carol cpw", "").await;
    let outs = t
        .send(ALICE, "yinsh chat 101 alice apw", "Good luck, bob!")
        .await;
    assert_eq!(to(&outs), [ALICE, BOB, CAROL], "{outs:#?}");
    assert!(
        outs[0].body.contains("goes to bob, carol"),
        "{}",
        outs[0].body
    );
    for o in &outs[1..] {
        assert_eq!(o.subject, "yinsh Board 101 chat from alice");
        assert!(o.body.contains("Good luck, bob!"));
        assert!(!o.body.contains(ALICE), "no address shown: {}", o.body);
        assert!(!o.body.contains("apw"));
    }
    assert!(
        outs[2]
            .body
            .starts_with("You are observing yinsh Board 101")
    );
    // Body commands: the lines below are the chat.
    let outs = t
        .send(BOB, "hi", "yinsh chat 101 bob bpw\nThanks!\nYou too.\n")
        .await;
    assert_eq!(to(&outs), [BOB, ALICE, CAROL], "{outs:#?}");
    assert!(outs[1].body.contains("Thanks!\nYou too."));
    // Refusals.
    t.refused(ALICE, "yinsh chat 101 alice apw", "the chat is empty")
        .await;
    t.refused(ALICE, "yinsh chat 101 alice nope", "wrong password")
        .await;
    t.refused(
        ALICE,
        "yinsh chat 101 alice",
        "yinsh chat BOARD userid password",
    )
    .await;
    // The daily limit: alice has reached 2 recipients; 9 more chats of 2
    // each make 20, the tenth is refused.
    let body: String = (0..10)
        .map(|i| format!("yinsh chat 101 alice apw\nline {i}\n"))
        .collect();
    let outs = t.send(ALICE, "chats", &body).await;
    assert_eq!(outs.len(), 1 + 9 * 2, "{outs:#?}");
    assert!(
        outs[0].body.contains("at most 20 recipients a day"),
        "{}",
        outs[0].body
    );
    assert_eq!(
        t.bed
            .count("SELECT COUNT(*) FROM messages_sent WHERE userid = 'alice'")
            .await,
        20
    );
}

#[tokio::test]
async fn observers_get_every_board_mail_marked_until_they_stop() {
    let mut t = Table::new("observe").await;
    t.refused(ALICE, "yinsh observe 101 alice apw", "plays on board 101")
        .await;
    t.refused(CAROL, "yinsh observe 101 carol nope", "wrong password")
        .await;
    t.refused(
        CAROL,
        "yinsh observe 101 carol",
        "yinsh observe BOARD userid password",
    )
    .await;
    t.refused(CAROL, "yinsh unobserve 101 carol cpw", "does not observe")
        .await;
    let outs = t.send(CAROL, "yinsh observe 101 carol cpw", "").await;
    assert_eq!(to(&outs), [CAROL]);
    assert!(outs[0].body.contains("You now observe yinsh Board 101"));
    assert!(outs[0].body.contains("Summary of yinsh Board 101"));
    t.refused(CAROL, "yinsh observe 101 carol cpw", "already")
        .await;
    for _ in 0..3 {
        let outs = t.play().await;
        assert_eq!(to(&outs), [ALICE, BOB, CAROL], "{outs:#?}");
        let c = &outs[2];
        assert_eq!(c.subject, outs[1].subject);
        // The observer sees what the mover sees, without the result.
        let mover = outs.iter().find(|o| o.body.starts_with("Move ")).unwrap();
        let mover_body = mover.body.split_once("\n\n").unwrap().1;
        assert!(c.body.ends_with(mover_body), "{}\n{mover_body}", c.body);
        assert!(!c.body.contains("To move, reply"));
        assert!(c.body.starts_with(
            "You are observing yinsh Board 101 (unobserve: yinsh unobserve 101 carol PASSWORD)."
        ));
        assert!(!c.body.contains(ALICE) && !c.body.contains(BOB));
    }
    // Offers are for the players alone.
    let outs = t.send(BOB, "yinsh move 101 bob bpw propose", "").await;
    assert_eq!(to(&outs), [BOB, ALICE, BOB]);
    let outs = t.send(CAROL, "yinsh unobserve 101 carol cpw", "").await;
    assert_eq!(to(&outs), [CAROL]);
    assert!(outs[0].body.contains("no longer observe"));
    let outs = t.play().await;
    assert_eq!(to(&outs), [ALICE, BOB], "{outs:#?}");
    // A finished board cannot be observed.
    t.send(ALICE, "yinsh resign 101 alice apw", "").await;
    t.refused(CAROL, "yinsh observe 101 carol cpw", "is over")
        .await;
}

#[tokio::test]
async fn commands_after_a_move_in_the_same_mail_see_that_move() {
    let mut t = Table::new("same-mail").await;
    t.play().await; // 1 alice, so that the board is in memory
    let m2 = t.legal(0);
    let outs = t
        .send(
            BOB,
            "two",
            &format!("yinsh move 101 bob bpw {m2}\nyinsh move 101 bob bpw undo\n"),
        )
        .await;
    assert!(
        outs[0].body.contains("take back move 2"),
        "{}",
        outs[0].body
    );
    let outs = t.send(ALICE, "yinsh move 101 alice apw accept", "").await;
    assert!(
        outs[0].body.contains("move 2 is removed"),
        "{}",
        outs[0].body
    );
    assert_eq!(t.moves().await, 1);
    // bob plays again from the position after move 1.
    t.play().await;
    assert_eq!(t.moves().await, 2);
}
