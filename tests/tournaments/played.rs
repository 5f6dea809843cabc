//! A double round robin of blitz YINSH among three players played to its
//! end by mail: random legal moves (each checked by the naive engine), a
//! resignation and an agreed draw; the final standings mail matches the
//! standings computed here independently.

use crate::support;

use std::collections::HashMap;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use ringmail::games::{AnyGame, Outcome, new_game};
use support::Out;
use support::naive_yinsh::{Naive, Status};

use super::{PLAYERS, address, bed_with, password, reply_to, says, tournament_boards};

/// How a board of the played tournament is to end.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Plan {
    /// Random legal moves to the end of the game.
    PlayOut,
    /// The player to move resigns after this many moves.
    Resign(usize),
    /// The player to move offers a draw after this many moves, and the
    /// other accepts.
    Draw(usize),
}

/// One board being played by mail, with the naive engine's position.
struct Playing {
    board: i64,
    players: [String; 2],
    plan: Plan,
    naive: Naive,
    game: Box<dyn AnyGame>,
    moves: usize,
    offered: bool,
    result: Option<Outcome>,
}

impl Playing {
    /// The next mail of this board: (sender, command line); `None` when
    /// it is over.
    fn next(&mut self, rng: &mut StdRng) -> Option<(String, String)> {
        if self.result.is_some() {
            return None;
        }
        let seat = self
            .game
            .to_move()
            .expect("a running board has a player to move");
        let (b, user) = (self.board, self.players[seat].clone());
        let pw = password(&user);
        let line = match self.plan {
            Plan::Resign(n) if self.moves == n => {
                self.result = Some(Outcome::Win(1 - seat));
                format!("yinsh resign {b} {user} {pw}")
            }
            Plan::Draw(n) if self.moves == n && !self.offered => {
                self.offered = true;
                format!("yinsh move {b} {user} {pw} propose")
            }
            Plan::Draw(n) if self.moves == n => {
                // The offer stands; the other player accepts it.
                let other = self.players[1 - seat].clone();
                self.result = Some(Outcome::Draw);
                let opw = password(&other);
                return Some((
                    other.clone(),
                    format!("yinsh move {b} {other} {opw} accept"),
                ));
            }
            _ => {
                let mut children = self.naive.children();
                let (mv, next) = children.swap_remove(rng.gen_range(0..children.len()));
                assert_eq!(self.game.play_text(&mv).unwrap(), mv, "board {b}");
                self.naive = next;
                self.moves += 1;
                if self.naive.game_status() != Status::InProgress {
                    self.result = Some(self.game.outcome().expect("the engine agrees it is over"));
                }
                format!("yinsh move {b} {user} {pw} {mv}")
            }
        };
        Some((user, line))
    }
}

/// The standings written out again: (user, half points, SB quarters),
/// best first; ties on both broken by the half points taken from each
/// other, then by name (as shared places are listed).
fn standings(results: &[([String; 2], Outcome)]) -> Vec<(String, u32, u32)> {
    let half = |o: Outcome, seat: usize| match o {
        Outcome::Draw => 1,
        Outcome::Win(s) if s == seat => 2,
        Outcome::Win(_) => 0,
    };
    let mut points: HashMap<String, u32> = PLAYERS.iter().map(|p| (p.to_string(), 0)).collect();
    for (players, o) in results {
        for (seat, player) in players.iter().enumerate() {
            *points.get_mut(player).unwrap() += half(*o, seat);
        }
    }
    let mut sb: HashMap<String, u32> = PLAYERS.iter().map(|p| (p.to_string(), 0)).collect();
    for (players, o) in results {
        for seat in 0..2 {
            *sb.get_mut(&players[seat]).unwrap() += half(*o, seat) * points[&players[1 - seat]];
        }
    }
    let mut table: Vec<(String, u32, u32)> = PLAYERS
        .iter()
        .map(|p| (p.to_string(), points[*p], sb[*p]))
        .collect();
    let mutual = |me: &str, tied: &[String]| -> u32 {
        results
            .iter()
            .filter(|(ps, _)| ps.iter().all(|p| tied.contains(p)))
            .map(|(ps, o)| {
                (0..2)
                    .filter(|&s| ps[s] == me)
                    .map(|s| half(*o, s))
                    .sum::<u32>()
            })
            .sum()
    };
    let snapshot = table.clone();
    table.sort_by(|a, b| {
        let tied: Vec<String> = snapshot
            .iter()
            .filter(|t| (t.1, t.2) == (a.1, a.2))
            .map(|t| t.0.clone())
            .collect();
        (b.1, b.2)
            .cmp(&(a.1, a.2))
            .then_with(|| mutual(&b.0, &tied).cmp(&mutual(&a.0, &tied)))
            .then_with(|| a.0.cmp(&b.0))
    });
    table
}

/// 2.5 for five half points; 2.75 for eleven quarters.
fn fraction(value: u32, per: u32) -> String {
    let whole = value / per;
    match value % per * 100 / per {
        0 => whole.to_string(),
        50 => format!("{whole}.5"),
        h => format!("{whole}.{h}"),
    }
}

#[tokio::test]
async fn a_double_round_robin_of_blitz_yinsh_played_to_its_end() {
    let mut bed = bed_with("tournament-played", "", &PLAYERS).await;
    let outs = says(
        &mut bed,
        "alice",
        "yinsh tournament create club alice apw -blitz",
    )
    .await;
    let r = reply_to(&outs, "alice");
    assert!(
        r.body.contains("The yinsh tournament club is open"),
        "{}",
        r.body
    );
    assert!(r.body.contains("double round robin"), "{}", r.body);
    for p in PLAYERS {
        let outs = says(
            &mut bed,
            p,
            &format!("yinsh tournament join club {p} {}", password(p)),
        )
        .await;
        assert!(
            reply_to(&outs, p)
                .body
                .contains(&format!("{p} is in the yinsh tournament club"))
        );
    }
    let outs = says(&mut bed, "bob", "yinsh tournaments").await;
    let r = reply_to(&outs, "bob");
    assert!(
        r.body
            .contains("club: open, organised by alice, 3 of at most 16 players"),
        "{}",
        r.body
    );
    // The start: the reply, and one mail to each player listing their four
    // boards (alice, who organises and plays, gets both).
    let outs = says(&mut bed, "alice", "yinsh tournament start club alice apw").await;
    assert!(
        reply_to(&outs, "alice")
            .body
            .contains("has started: 6 boards among 3 players"),
        "{outs:#?}"
    );
    let lists: Vec<&Out> = outs
        .iter()
        .filter(|o| o.subject == "yinsh tournament club started")
        .collect();
    assert_eq!(lists.len(), 3, "{outs:#?}");
    assert_eq!(outs.len(), 4, "{outs:#?}");
    let boards = tournament_boards(&bed).await;
    assert_eq!(boards.len(), 6);
    for p in PLAYERS {
        let list = lists.iter().find(|o| o.to == address(p)).unwrap();
        assert!(list.body.contains("Your 4 boards:"), "{}", list.body);
        for (b, p0, p1) in &boards {
            let listed = list.body.contains(&format!(
                "yinsh Board {b}: {p0} (white) against {p1} (black)"
            ));
            assert_eq!(listed, p0 == p || p1 == p, "{b}: {}", list.body);
        }
    }
    // Double: each pair twice, colours swapped.
    for (_, p0, p1) in &boards {
        assert_eq!(
            boards.iter().filter(|(_, a, b)| a == p1 && b == p0).count(),
            1
        );
    }
    let plans = [
        Plan::PlayOut,
        Plan::Resign(12),
        Plan::PlayOut,
        Plan::PlayOut,
        Plan::Draw(11),
        Plan::Resign(14),
    ];
    let mut playing: Vec<Playing> = boards
        .iter()
        .enumerate()
        .map(|(i, (b, p0, p1))| Playing {
            board: *b,
            players: [p0.clone(), p1.clone()],
            plan: plans[i],
            naive: Naive::new(true),
            game: new_game("yinsh", &["-blitz"]).unwrap(),
            moves: 0,
            offered: false,
            result: None,
        })
        .collect();
    let mut rng = StdRng::seed_from_u64(0x70_4e_a0);
    let mut standings_mails = Vec::new();
    let mut first_round = true;
    for _ in 0..400 {
        let mut sent = 0;
        for board in playing.iter_mut() {
            if board.moves > 250 && board.result.is_none() {
                board.plan = Plan::Resign(board.moves);
            }
            if let Some((user, line)) = board.next(&mut rng) {
                bed.send(&address(&user), &line, "");
                sent += 1;
            }
        }
        if sent == 0 {
            break;
        }
        bed.run_once().await;
        let outs = bed.new_mail();
        for o in &outs {
            assert!(!o.subject.contains("rror"), "{o:#?}");
        }
        if first_round {
            // A board mail names its tournament.
            let board_mail = outs
                .iter()
                .find(|o| o.subject.starts_with("yinsh Board"))
                .unwrap();
            assert!(
                board_mail
                    .body
                    .contains("tournament: club (standings: yinsh tournament show club)"),
                "{}",
                board_mail.body
            );
            first_round = false;
        }
        standings_mails.extend(
            outs.into_iter()
                .filter(|o| o.subject.starts_with("yinsh tournament club")),
        );
    }
    assert!(playing.iter().all(|b| b.result.is_some()));
    // Each finished board mailed the standings to the three players; the
    // last one the final standings.
    assert_eq!(standings_mails.len(), 18, "{standings_mails:#?}");
    let finals: Vec<&Out> = standings_mails
        .iter()
        .filter(|o| o.subject == "yinsh tournament club final standings")
        .collect();
    assert_eq!(finals.len(), 3);
    let after_boards = standings_mails
        .iter()
        .filter(|o| o.subject == "yinsh tournament club standings")
        .count();
    assert_eq!(after_boards, 15);
    // The server's results are the ones played.
    let results: Vec<([String; 2], Outcome)> = playing
        .iter()
        .map(|b| (b.players.clone(), b.result.unwrap()))
        .collect();
    let expected = standings(&results);
    let body = &finals[0].body;
    assert!(
        body.contains("The yinsh tournament club is over: all 6 boards are finished"),
        "{body}"
    );
    let mut at = 0;
    for (user, halves, quarters) in &expected {
        let line = format!(
            "{user}: {} pt, Sonneborn-Berger {}, 4 boards played",
            fraction(*halves, 2),
            fraction(*quarters, 4)
        );
        let found = body[at..]
            .find(&line)
            .unwrap_or_else(|| panic!("{line} in order:\n{body}"));
        at += found + line.len();
    }
    let top = &expected[0];
    let shared = expected
        .iter()
        .filter(|e| (e.1, e.2) == (top.1, top.2))
        .count();
    // This seed's games give one winner (and half points).
    assert_eq!(shared, 1, "{body}");
    assert!(body.contains(&format!("the winner is {}", top.0)), "{body}");
    assert!(body.contains(".5 pt"), "{body}");
    // The tournament is finished: no longer listed; show has it all.
    let outs = says(&mut bed, "carol", "yinsh tournaments").await;
    assert!(
        reply_to(&outs, "carol")
            .body
            .contains("No yinsh tournament is open or running")
    );
    let outs = says(&mut bed, "carol", "yinsh tournament show club").await;
    let shown = &reply_to(&outs, "carol").body;
    assert!(shown.contains("organised by alice: finished"), "{shown}");
    assert!(shown.contains("Boards (6):"), "{shown}");
    assert!(
        shown.contains(&format!("{}: {} pt", top.0, fraction(top.1, 2))),
        "{shown}"
    );
}
