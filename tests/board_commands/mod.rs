//! Votes (draw offers, undo requests and their answers), moves by other
//! routes (preview, submit and confirm, queued moves), chat, and
//! observers, all by mail: each command's success, its refusals (which
//! change nothing), and what every party receives.
//!
//! One file a concern: `votes.rs`, `other_routes.rs`,
//! `chat_and_observers.rs`; what they share (the `Table` of one board)
//! is here.

mod chat_and_observers;
mod other_routes;
mod votes;

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
