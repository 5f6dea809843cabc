//! Round-robin tournaments by mail (tournaments.md): a double round robin
//! of blitz YINSH among three players played to its end with random legal
//! moves (each checked by the naive engine), a resignation and an agreed
//! draw, whose final standings mail matches standings computed here
//! independently; robots that just play their boards; every refusal,
//! which changes nothing; and a start sent twice, also by two servers at
//! the same instant, which starts each board once and mails each player
//! once.

use crate::support;

use std::collections::HashMap;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use ringmail::games::{AnyGame, Outcome, new_game};
use ringmail::server::Server;
use sqlx::Row;
use support::naive_yinsh::{Naive, Status};
use support::{Bed, Out};

const PLAYERS: [&str; 3] = ["alice", "bob", "carol"];

fn address(user: &str) -> String {
    format!("{user}@players.test")
}

fn password(user: &str) -> String {
    format!("{}pw", &user[..1])
}

/// A bed with `users` signed up and confirmed.
async fn bed_with(name: &str, config: &str, users: &[&str]) -> Bed {
    let mut bed = Bed::with_config(name, config).await;
    for u in users {
        bed.signup(&address(u), u, &password(u)).await;
    }
    bed
}

/// `user` mails `line`; the mails that come of it.
async fn says(bed: &mut Bed, user: &str, line: &str) -> Vec<Out> {
    bed.round(&address(user), line, "").await
}

/// The one reply to `user` among `outs`.
fn reply_to<'a>(outs: &'a [Out], user: &str) -> &'a Out {
    let to = address(user);
    let mine: Vec<&Out> = outs.iter().filter(|o| o.to == to && is_reply(o)).collect();
    assert_eq!(mine.len(), 1, "{outs:#?}");
    mine[0]
}

/// Whether a mail is the answer to a command (not a board or tournament
/// mail).
fn is_reply(o: &Out) -> bool {
    o.subject.starts_with("Re: ") || o.subject.ends_with(" error")
}

/// The tournaments, their players and the boards, as text: to compare
/// before and after a refused command.
async fn state(bed: &Bed) -> String {
    let pool = bed.server.store().pool();
    let mut out = bed.game_state().await;
    for sql in [
        "SELECT id || ' ' || game || ' ' || name || ' ' || organiser || ' ' || status FROM tournaments ORDER BY id",
        "SELECT tournament || ' ' || userid || ' ' || joined FROM tournament_players ORDER BY tournament, joined",
        "SELECT board || ' ' || COALESCE(tournament, 0) FROM games ORDER BY board",
    ] {
        for r in sqlx::query(sql).fetch_all(pool).await.unwrap() {
            out.push_str(&r.get::<String, _>(0));
            out.push('\n');
        }
    }
    out
}

/// The boards of the tournaments: (board, player0, player1).
async fn tournament_boards(bed: &Bed) -> Vec<(i64, String, String)> {
    sqlx::query_as(
        "SELECT board, player0, player1 FROM games WHERE tournament IS NOT NULL ORDER BY board",
    )
    .fetch_all(bed.server.store().pool())
    .await
    .unwrap()
}

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

#[tokio::test]
async fn robots_in_a_tournament_play_their_boards() {
    let config = "[robots]\nplayouts = 30\n";
    let mut bed = bed_with("tournament-robots", config, &["alice"]).await;
    says(
        &mut bed,
        "alice",
        "rin tournament create bots alice apw -size=8",
    )
    .await;
    says(&mut bed, "alice", "rin tournament join bots alice apw").await;
    for robot in ["robot", "robot-easy"] {
        let outs = says(
            &mut bed,
            "alice",
            &format!("rin tournament add bots alice apw {robot}"),
        )
        .await;
        assert!(
            reply_to(&outs, "alice")
                .body
                .contains(&format!("{robot} is in the rin tournament bots"))
        );
    }
    // A player cannot be added; a robot cannot join by itself.
    let outs = says(&mut bed, "alice", "rin tournament add bots alice apw alice").await;
    assert!(
        reply_to(&outs, "alice")
            .body
            .contains("is not one of the server's robots")
    );
    let outs = says(&mut bed, "alice", "rin tournament start bots alice apw").await;
    // Single round robin: three boards; a list mail to alice alone.
    assert!(
        reply_to(&outs, "alice")
            .body
            .contains("3 boards among 3 players"),
        "{outs:#?}"
    );
    let boards = tournament_boards(&bed).await;
    assert_eq!(boards.len(), 3);
    // The board between the two robots is played to its end (no
    // challenge to accept), and alice is mailed the standings.
    let robots_board = boards
        .iter()
        .find(|(_, a, b)| a != "alice" && b != "alice")
        .unwrap()
        .0;
    let mut all = outs.clone();
    // One robot move a board a round.
    for _ in 0..100 {
        let over: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE board = $1 AND status = 'over'")
                .bind(robots_board)
                .fetch_one(bed.server.store().pool())
                .await
                .unwrap();
        if over == 1 {
            break;
        }
        bed.run_once().await;
        all.extend(bed.new_mail());
    }
    assert!(
        all.iter()
            .any(|o| o.to == address("alice") && o.subject == "rin tournament bots standings"),
        "{all:#?}"
    );
    assert_eq!(
        all.iter()
            .filter(|o| o.subject == "rin tournament bots started")
            .count(),
        1
    );
    // On alice's boards the robot moved when it was its turn: after
    // alice's first move (or at once, where the robot plays first).
    for (b, p0, _) in boards.iter().filter(|(b, _, _)| *b != robots_board) {
        if p0 == "alice" {
            assert_eq!(moves(&bed, *b).await, 0);
            let mut g = new_game("rin", &["-size=8"]).unwrap();
            let mv = g.legal_move_texts()[0].clone();
            g.play_text(&mv).unwrap();
            says(&mut bed, "alice", &format!("rin move {b} alice apw {mv}")).await;
            assert_eq!(moves(&bed, *b).await, 2);
        } else {
            assert_eq!(moves(&bed, *b).await, 1);
        }
    }
}

/// Moves in the log of `board`.
async fn moves(bed: &Bed, board: i64) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM moves WHERE board = $1")
        .bind(board)
        .fetch_one(bed.server.store().pool())
        .await
        .unwrap()
}

/// A refused command: its reply is an error saying `why`, and nothing
/// changed.
async fn refused(bed: &mut Bed, user: &str, line: &str, why: &str) {
    let before = state(bed).await;
    let outs = says(bed, user, line).await;
    assert_eq!(outs.len(), 1, "{line}: {outs:#?}");
    assert!(
        outs[0].subject.contains("error"),
        "{line}: {:?}",
        outs[0].subject
    );
    assert!(
        outs[0].body.contains(why),
        "{line}: want {why}:\n{}",
        outs[0].body
    );
    assert_eq!(state(bed).await, before, "{line} changed something");
}

#[tokio::test]
async fn every_refusal_says_why_and_changes_nothing() {
    let users = ["alice", "bob", "carol", "dave"];
    let mut bed = bed_with("tournament-refusals", "", &users).await;
    says(
        &mut bed,
        "alice",
        "yinsh tournament create duo alice apw -players=2-2",
    )
    .await;
    // Bad names, a name taken, bad options, a wrong password.
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create x alice apw",
        "is not a tournament name",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create club! alice apw",
        "is not a tournament name",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create duo alice apw",
        "already a yinsh tournament named duo",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create big alice apw -players=3-17",
        "is not a number of players",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create big alice apw -size=9",
        "",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create big alice wrong",
        "",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament show nosuch",
        "there is no yinsh tournament named nosuch",
    )
    .await;
    // Not the organiser.
    refused(
        &mut bed,
        "bob",
        "yinsh tournament add duo bob bpw robot",
        "only the organiser",
    )
    .await;
    refused(
        &mut bed,
        "bob",
        "yinsh tournament start duo bob bpw",
        "only the organiser",
    )
    .await;
    // Too few to start; joining twice; leaving what one is not in.
    refused(
        &mut bed,
        "alice",
        "yinsh tournament start duo alice apw",
        "it needs at least 2 to start",
    )
    .await;
    says(&mut bed, "bob", "yinsh tournament join duo bob bpw").await;
    refused(
        &mut bed,
        "bob",
        "yinsh tournament join duo bob bpw",
        "is already in the yinsh tournament duo",
    )
    .await;
    refused(
        &mut bed,
        "carol",
        "yinsh tournament leave duo carol cpw",
        "is not in the yinsh tournament duo",
    )
    .await;
    // Full.
    says(&mut bed, "carol", "yinsh tournament join duo carol cpw").await;
    refused(
        &mut bed,
        "dave",
        "yinsh tournament join duo dave dpw",
        "is full",
    )
    .await;
    // A fourth tournament.
    says(&mut bed, "alice", "rin tournament create two alice apw").await;
    says(&mut bed, "alice", "yinsh tournament create three alice apw").await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament create four alice apw",
        "already organises 3",
    )
    .await;
    // After the start: nobody joins or leaves, and it starts once.
    let outs = says(&mut bed, "alice", "yinsh tournament start duo alice apw").await;
    assert!(
        reply_to(&outs, "alice")
            .body
            .contains("2 boards among 2 players"),
        "{outs:#?}"
    );
    refused(
        &mut bed,
        "dave",
        "yinsh tournament join duo dave dpw",
        "has started; nobody can enter",
    )
    .await;
    refused(
        &mut bed,
        "bob",
        "yinsh tournament leave duo bob bpw",
        "has started; nobody can leave",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament start duo alice apw",
        "has already started",
    )
    .await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament add duo alice apw robot",
        "has started",
    )
    .await;
    // In French, from a player who reads French.
    says(&mut bed, "dave", "change language dave dpw fr").await;
    refused(
        &mut bed,
        "dave",
        "yinsh tournament join duo dave dpw",
        "a commencé",
    )
    .await;
}

#[tokio::test]
async fn a_start_twice_starts_each_board_once_and_mails_each_player_once() {
    let mut bed = bed_with("tournament-twice", "", &PLAYERS).await;
    says(
        &mut bed,
        "alice",
        "yinsh tournament create club alice apw -single",
    )
    .await;
    for p in PLAYERS {
        says(
            &mut bed,
            p,
            &format!("yinsh tournament join club {p} {}", password(p)),
        )
        .await;
    }
    // Two servers on the one database, the same start mailed to each at
    // the same instant (a retried mail, or a player who sent it twice).
    let other = Server::open(support::config_for(&bed.dir, ""))
        .await
        .unwrap();
    let first = bed.mail(
        &address("alice"),
        "yinsh tournament start club alice apw",
        "",
    );
    let second = bed.mail(
        &address("alice"),
        "yinsh tournament start club alice apw",
        "",
    );
    let (a, b) = tokio::join!(
        bed.server.process(&first, false),
        other.process(&second, false)
    );
    a.unwrap();
    b.unwrap();
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(tournament_boards(&bed).await.len(), 3);
    for p in PLAYERS {
        let lists = outs
            .iter()
            .filter(|o| o.to == address(p) && o.subject == "yinsh tournament club started")
            .count();
        assert_eq!(lists, 1, "{p}: {outs:#?}");
    }
    let replies: Vec<&Out> = outs
        .iter()
        .filter(|o| o.to == address("alice") && is_reply(o))
        .collect();
    assert_eq!(replies.len(), 2, "{outs:#?}");
    assert_eq!(
        replies
            .iter()
            .filter(|o| o.body.contains("has started: 3 boards"))
            .count(),
        1
    );
    assert_eq!(
        replies
            .iter()
            .filter(|o| o.body.contains("has already started"))
            .count(),
        1
    );
    // Not counted as boards the organiser started by challenges.
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE tournament IS NOT NULL AND created_by IS NULL")
            .await,
        3
    );
    // And once more, later: refused, nothing new.
    refused(
        &mut bed,
        "alice",
        "yinsh tournament start club alice apw",
        "has already started",
    )
    .await;
    assert_eq!(tournament_boards(&bed).await.len(), 3);
}

#[tokio::test]
async fn boards_lost_on_time_finish_the_tournament_and_a_player_who_signed_off_keeps_results() {
    let mut bed = bed_with("tournament-clocks", "", &PLAYERS).await;
    says(
        &mut bed,
        "alice",
        "yinsh tournament create clk alice apw -single -nag=1 -forfeit=2",
    )
    .await;
    for p in PLAYERS {
        says(
            &mut bed,
            p,
            &format!("yinsh tournament join clk {p} {}", password(p)),
        )
        .await;
    }
    says(&mut bed, "alice", "yinsh tournament start clk alice apw").await;
    let boards = tournament_boards(&bed).await;
    let seats = |b: &(i64, String, String)| (b.1.clone(), b.2.clone());
    assert_eq!(
        boards.iter().map(seats).collect::<Vec<_>>(),
        [
            ("alice".to_string(), "bob".to_string()),
            ("carol".into(), "alice".into()),
            ("bob".into(), "carol".into())
        ]
    );
    let (ab, ca) = (boards[0].0, boards[1].0);
    // alice and bob each move once, then bob resigns and signs off.
    let mut g = new_game("yinsh", &[]).unwrap();
    for user in ["alice", "bob"] {
        let mv = g.legal_move_texts()[0].clone();
        g.play_text(&mv).unwrap();
        let line = format!("yinsh move {ab} {user} {} {mv}", password(user));
        says(&mut bed, user, &line).await;
    }
    let outs = says(&mut bed, "bob", &format!("yinsh resign {ab} bob bpw")).await;
    assert_eq!(
        outs.iter()
            .filter(|o| o.subject == "yinsh tournament clk standings")
            .count(),
        3,
        "{outs:#?}"
    );
    says(&mut bed, "bob", "signoff bob bpw").await;
    // carol moves once on her board against alice; nobody else moves.
    let mv = new_game("yinsh", &[]).unwrap().legal_move_texts()[0].clone();
    says(
        &mut bed,
        "carol",
        &format!("yinsh move {ca} carol cpw {mv}"),
    )
    .await;
    // Three days later both boards are lost on time by players who never
    // moved on them: void, and in the tournament lost by them.
    sqlx::query("UPDATE games SET updated_at = updated_at - $1")
        .bind(3 * 86_400)
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    let run = bed.server.run_clocks().await.unwrap();
    assert_eq!(run.voids, 2, "{run:?}");
    bed.run_once().await;
    let outs = bed.new_mail();
    let finals: Vec<&Out> = outs
        .iter()
        .filter(|o| o.subject == "yinsh tournament clk final standings")
        .collect();
    // bob signed off: he keeps his results and his mail.
    assert_eq!(finals.len(), 3, "{outs:#?}");
    let body = &finals[0].body;
    for line in [
        "the winner is carol",
        "1. carol: 2 pt, Sonneborn-Berger 1, 2 boards played",
        "2. alice: 1 pt, Sonneborn-Berger 0, 2 boards played",
        "3. bob: 0 pt, Sonneborn-Berger 0, 2 boards played",
    ] {
        assert!(body.contains(line), "{line}:\n{body}");
    }
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM tournaments WHERE status = 'finished'")
            .await,
        1
    );
}

#[tokio::test]
async fn sixteen_players_are_the_most_and_start_240_boards_with_one_mail_each() {
    let users: Vec<String> = (1..=17).map(|i| format!("p{i:02}")).collect();
    let names: Vec<&str> = users.iter().map(String::as_str).collect();
    let mut bed = bed_with("tournament-sixteen", "", &names).await;
    says(&mut bed, "p01", "yinsh tournament create big p01 ppw").await;
    for u in &names[..16] {
        says(&mut bed, u, &format!("yinsh tournament join big {u} ppw")).await;
    }
    refused(
        &mut bed,
        "p17",
        "yinsh tournament join big p17 ppw",
        "is full: it has its 16 players",
    )
    .await;
    let outs = says(&mut bed, "p01", "yinsh tournament start big p01 ppw").await;
    assert!(
        reply_to(&outs, "p01")
            .body
            .contains("has started: 240 boards among 16 players"),
        "{outs:#?}"
    );
    assert_eq!(tournament_boards(&bed).await.len(), 240);
    for u in &names[..16] {
        let lists: Vec<&Out> = outs
            .iter()
            .filter(|o| o.to == address(u) && o.subject == "yinsh tournament big started")
            .collect();
        assert_eq!(lists.len(), 1, "{u}");
        assert!(
            lists[0].body.contains("Your 30 boards:"),
            "{}",
            lists[0].body
        );
    }
    assert_eq!(outs.len(), 17);
}
