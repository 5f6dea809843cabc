//! Ratings and standings by mail: a known sequence of results among three
//! players (wins, losses, a loss on time, an agreed draw, and a board void
//! on time that counts for nothing) gives the Elo ratings computed here
//! independently; blitz and normal YINSH share one list, Rin keeps its own.

use crate::support;

use std::collections::HashMap;

use support::Bed;

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";
const CAROL: &str = "carol@players.test";

fn address(p: &str) -> &'static str {
    match p {
        "alice" => ALICE,
        "bob" => BOB,
        _ => CAROL,
    }
}

fn password(p: &str) -> String {
    format!("{}pw", &p[..1])
}

/// The Elo update written out again: A scored `sa` against B.
fn elo(r: &mut HashMap<&'static str, f64>, a: &'static str, b: &'static str, sa: f64) {
    let ra = *r.get(a).unwrap_or(&1500.0);
    let rb = *r.get(b).unwrap_or(&1500.0);
    let ea = 1.0 / (1.0 + 10f64.powf((rb - ra) / 400.0));
    let eb = 1.0 / (1.0 + 10f64.powf((ra - rb) / 400.0));
    r.insert(a, ra + 32.0 * (sa - ea));
    r.insert(b, rb + 32.0 * ((1.0 - sa) - eb));
}

/// Starts board `board` of `game` between `p0` and `p1`, and has `loser`
/// resign it.
async fn resigned(
    bed: &mut Bed,
    game: &str,
    opts: &str,
    board: i64,
    p0: &str,
    p1: &str,
    loser: &str,
) {
    bed.send(
        address(p0),
        &format!("{game} challenge {opts} {p0} {p1}"),
        "",
    );
    bed.run_once().await;
    // A New board mail to each player, the challenger's also the reply.
    assert_eq!(bed.new_mail().len(), 2);
    bed.send(
        address(loser),
        &format!("{game} resign {board} {loser} {}", password(loser)),
        "",
    );
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "{outs:#?}");
    for o in &outs {
        assert!(o.subject.contains(" over: "), "{o:?}");
    }
    assert!(
        outs.iter()
            .any(|o| o.body.contains(&format!("{loser} resigned"))),
        "{outs:#?}"
    );
}

/// The user ids in the numbered lines of a list reply, in order.
fn listed(body: &str) -> Vec<String> {
    body.lines()
        .filter_map(|l| {
            let mut w = l.split_whitespace();
            let n = w.next()?;
            (n.ends_with('.') && n[..n.len() - 1].parse::<u32>().is_ok())
                .then(|| w.next().unwrap().to_string())
        })
        .collect()
}

async fn ask(bed: &mut Bed, subject: &str) -> String {
    bed.send(ALICE, subject, "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(!outs[0].subject.contains("rror"), "{:?}", outs[0]);
    outs[0].body.clone()
}

async fn stored(bed: &Bed, game: &str) -> HashMap<String, (f64, i64, i64, i64)> {
    let rows: Vec<(String, f64, i64, i64, i64)> =
        sqlx::query_as("SELECT userid, rating, wins, losses, draws FROM ratings WHERE game = $1")
            .bind(game)
            .fetch_all(bed.server.store().pool())
            .await
            .unwrap();
    rows.into_iter()
        .map(|(u, r, w, l, d)| (u, (r, w, l, d)))
        .collect()
}

#[tokio::test]
async fn a_sequence_of_results_gives_the_expected_ratings_and_standings() {
    let mut bed = Bed::new("ratings").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    bed.signup(CAROL, "carol", "cpw").await;
    assert!(
        ask(&mut bed, "yinsh ratings")
            .await
            .contains("No finished boards yet")
    );

    let mut expect: HashMap<&'static str, f64> = HashMap::new();
    // 101 normal YINSH: Bob resigns, Alice wins.
    resigned(&mut bed, "yinsh", "", 101, "alice", "bob", "bob").await;
    elo(&mut expect, "alice", "bob", 1.0);
    // 102 blitz YINSH: Carol resigns, Bob wins (the same list).
    resigned(&mut bed, "yinsh", "-blitz", 102, "bob", "carol", "carol").await;
    elo(&mut expect, "bob", "carol", 1.0);
    // 103: Alice resigns, Carol wins.
    resigned(&mut bed, "yinsh", "", 103, "carol", "alice", "alice").await;
    elo(&mut expect, "carol", "alice", 1.0);
    // 104: Alice and Carol each place a ring; then Alice, to move, runs
    // out of time; Carol wins.
    bed.send(ALICE, "yinsh challenge alice carol", "");
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    for (from, command) in [
        (ALICE, "yinsh move 104 alice apw e5"),
        (CAROL, "yinsh move 104 carol cpw e6"),
    ] {
        bed.send(from, command, "");
        bed.run_once().await;
        assert_eq!(bed.new_mail().len(), 2, "{command}");
    }
    sqlx::query("UPDATE games SET updated_at = updated_at - 22 * 86400 WHERE board = 104")
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert_eq!(
        outs[0].subject,
        "yinsh Board 104 over: carol wins (alice ran out of time)"
    );
    elo(&mut expect, "alice", "carol", 0.0);
    // 105: Bob offers a draw, Carol accepts.
    bed.send(BOB, "yinsh challenge bob carol", "");
    bed.run_once().await;
    // A New board mail to each player, the challenger's also the reply.
    assert_eq!(bed.new_mail().len(), 2);
    bed.send(BOB, "yinsh move 105 bob bpw propose", "");
    bed.run_once().await;
    bed.new_mail();
    bed.send(CAROL, "yinsh move 105 carol cpw accept", "");
    bed.run_once().await;
    let outs = bed.new_mail();
    assert!(
        outs.iter()
            .any(|o| o.subject == "yinsh Board 105 over: draw"),
        "{outs:#?}"
    );
    elo(&mut expect, "bob", "carol", 0.5);
    // 106 Rin: its own list.
    resigned(&mut bed, "rin", "", 106, "alice", "bob", "alice").await;
    // 107: Bob starts a board with Carol to move, who never moves: void,
    // counted nowhere.
    bed.send(BOB, "yinsh challenge -nag=1 -forfeit=2 carol bob", "");
    bed.run_once().await;
    assert_eq!(bed.new_mail().len(), 2);
    sqlx::query("UPDATE games SET updated_at = updated_at - 3 * 86400 WHERE board = 107")
        .execute(bed.server.store().pool())
        .await
        .unwrap();
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 2, "{outs:#?}");
    assert_eq!(
        outs[0].subject,
        "yinsh Board 107 over: void (carol never moved)"
    );

    let got = stored(&bed, "yinsh").await;
    assert_eq!(got.len(), 3, "{got:?}");
    for (p, r) in &expect {
        assert!(
            (got[*p].0 - r).abs() < 0.01,
            "{p}: stored {} expected {r}",
            got[*p].0
        );
    }
    assert_eq!((got["alice"].1, got["alice"].2, got["alice"].3), (1, 2, 0));
    assert_eq!((got["bob"].1, got["bob"].2, got["bob"].3), (1, 1, 1));
    assert_eq!((got["carol"].1, got["carol"].2, got["carol"].3), (2, 1, 1));
    let rin = stored(&bed, "rin").await;
    assert_eq!(rin.len(), 2, "{rin:?}");
    assert!((rin["bob"].0 - 1516.0).abs() < 0.01);
    assert!((rin["alice"].0 - 1484.0).abs() < 0.01);

    let mut by_rating: Vec<(&str, f64)> = expect.iter().map(|(p, r)| (*p, *r)).collect();
    by_rating.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap());
    let body = ask(&mut bed, "yinsh ratings").await;
    assert_eq!(
        listed(&body),
        by_rating
            .iter()
            .map(|(p, _)| p.to_string())
            .collect::<Vec<_>>(),
        "{body}"
    );
    // Each line ends with the games played: Alice 3, Bob 3, Carol 4.
    for (p, games) in [("alice", "3"), ("bob", "3"), ("carol", "4")] {
        let line = body.lines().find(|l| l.contains(p)).unwrap();
        assert_eq!(line.split_whitespace().last(), Some(games), "{line}");
    }
    let body = ask(&mut bed, "yinsh standings").await;
    assert_eq!(listed(&body), ["carol", "bob", "alice"], "{body}");
    let body = ask(&mut bed, "rin ratings").await;
    assert_eq!(listed(&body), ["bob", "alice"], "{body}");
    let body = ask(&mut bed, "rin standings").await;
    assert_eq!(listed(&body), ["bob", "alice"], "{body}");
}
