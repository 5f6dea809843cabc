//! Three `ringmail serve` processes on one Postgres database (a private
//! cluster from `scripts/pgbed`), each reading a Maildir of its own, as an
//! operator would run them: 30 boards of random moves, each move mailed to
//! one of the servers at random, and one server killed with SIGKILL half
//! way (then started again); and boards against `robot-easy`, whose
//! moves any of the servers may make. Every move is applied once, in
//! order, the robot moves once a turn, and every board mail is sent once. The servers reach the database over TLS
//! (`?sslmode=require`).

use crate::support;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use ringmail::games::new_game;
use ringmail::mail::compose::build_plain;
use ringmail::mail::maildir::Maildir;
use ringmail::store::Store;

const SERVER: &str = "games@ringmail.test";
const SERVERS: usize = 3;
const PLAYERS: usize = 10;
const BOARDS: usize = 30;
/// Boards of a player against `robot-easy`, besides.
const ROBOT_BOARDS: usize = 3;
/// Moves played on each board (fewer when it ends sooner).
const MOVES: usize = 16;

fn player(i: usize) -> (String, String) {
    (format!("p{i}"), format!("p{i}@players.test"))
}

/// The configuration of server `n`: the shared database, its own inbox,
/// and the outbox every server sends to (one relay; a file per
/// Message-ID).
fn config(root: &Path, n: usize, url: &str) -> PathBuf {
    let dir = root.join(format!("server{n}"));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("ringmail.toml");
    std::fs::write(
        &path,
        format!(
            "address = \"{SERVER}\"\n\
             database = \"{url}\"\n\
             inbound = \"maildir:{d}/inbox\"\n\
             outbound = \"file:{r}/outbox\"\n\
             confirm_addresses = false\n\
             poll_seconds = 1\n\
             [outbox]\n\
             lease_seconds = 3\n\
             [robots]\n\
             easy_think_ms = 20\n",
            d = dir.display(),
            r = root.display()
        ),
    )
    .unwrap();
    path
}

fn inbox(root: &Path, n: usize) -> Maildir {
    Maildir::open(root.join(format!("server{n}/inbox")), 1 << 20).unwrap()
}

fn mail(inbox: &Maildir, from: &str, body: &str) {
    let raw = build_plain(from, SERVER, "ringmail", body, "players.test").unwrap();
    inbox.deliver(&raw).unwrap();
}

/// `ringmail ARGS --config CONFIG`, logging warnings.
fn ringmail(config: &Path, args: &[&str]) -> Command {
    let mut c = support::cli::command(args);
    c.arg("--config").arg(config).env("RINGMAIL_LOG", "warn");
    c
}

fn serve_once(config: &Path) {
    let out = ringmail(config, &["serve", "--once"]).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn serve(config: &Path) -> Child {
    ringmail(config, &["serve"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap()
}

/// The outbox's mails by file name.
fn sent(root: &Path) -> BTreeMap<String, String> {
    let Ok(entries) = std::fs::read_dir(root.join("outbox")) else {
        return BTreeMap::new();
    };
    entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect()
}

struct Board {
    players: [String; 2],
    /// Moves mailed so far.
    mailed: Vec<String>,
    /// The log's length when the last move was mailed, until it shows.
    log_when_mailed: Option<usize>,
    /// The log as last read: (player, move).
    log: Vec<(String, String)>,
}

async fn count(store: &Store, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(store.pool())
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_servers_on_one_postgres_database_apply_every_move_once() {
    let pg = support::pgbed::PgBed::start("several");
    // Over TLS, as to a database on another host.
    let url = format!("{}?sslmode=require", pg.database("several"));
    let root = std::env::temp_dir().join(format!("ringmail-several-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let configs: Vec<PathBuf> = (0..SERVERS).map(|n| config(&root, n, &url)).collect();
    let inboxes: Vec<Maildir> = (0..SERVERS).map(|n| inbox(&root, n)).collect();

    // The players and the boards, made by the first server alone.
    for i in 0..PLAYERS {
        let (userid, address) = player(i);
        mail(&inboxes[0], &address, &format!("signup {userid} pw{i}"));
    }
    serve_once(&configs[0]);
    for g in 0..BOARDS {
        let a = g % PLAYERS;
        let b = (a + 1 + g / PLAYERS) % PLAYERS;
        let (_, address) = player(a);
        mail(
            &inboxes[0],
            &address,
            &format!("yinsh challenge {} {}", player(a).0, player(b).0),
        );
    }
    // And boards against the robot, which any of the servers may move.
    for a in 0..ROBOT_BOARDS {
        let (userid, address) = player(a);
        mail(
            &inboxes[0],
            &address,
            &format!("yinsh challenge {userid} robot-easy"),
        );
    }
    serve_once(&configs[0]);

    let store = Store::open(&url).await.unwrap();
    let tls: bool = sqlx::query_scalar("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert!(tls, "the connection is not encrypted");
    let rows: Vec<(i64, String, String)> =
        sqlx::query_as("SELECT board, player0, player1 FROM games ORDER BY board")
            .fetch_all(store.pool())
            .await
            .unwrap();
    assert_eq!(rows.len(), BOARDS + ROBOT_BOARDS);
    let mut boards: BTreeMap<i64, Board> = rows
        .into_iter()
        .map(|(board, p0, p1)| {
            (
                board,
                Board {
                    players: [p0, p1],
                    mailed: Vec::new(),
                    log_when_mailed: None,
                    log: Vec::new(),
                },
            )
        })
        .collect();
    let outbox_before = count(&store, "SELECT COUNT(*) FROM outbox").await;
    let inbound_before = count(&store, "SELECT COUNT(*) FROM inbound").await;

    // The three servers, and the moves: each player mails a move as soon
    // as the last one shows in the log and it is their turn.
    let mut servers: Vec<Child> = configs.iter().map(|c| serve(c)).collect();
    let mut rng = StdRng::seed_from_u64(7);
    let mut mails = 0;
    let mut killed = false;
    let mut restart_at: Option<Instant> = None;
    let target = BOARDS * MOVES;
    let deadline = Instant::now() + Duration::from_secs(600);
    loop {
        let mut logs: HashMap<i64, Vec<(String, String)>> = HashMap::new();
        let rows: Vec<(i64, String, String)> =
            sqlx::query_as("SELECT board, userid, text FROM moves ORDER BY board, number")
                .fetch_all(store.pool())
                .await
                .unwrap();
        for (board, userid, text) in rows {
            logs.entry(board).or_default().push((userid, text));
        }
        let mut done = 0;
        let mut waiting = false;
        for (board, b) in boards.iter_mut() {
            b.log = logs.remove(board).unwrap_or_default();
            done += b.log.len();
            if b.log_when_mailed.is_some_and(|n| b.log.len() <= n) {
                waiting = true;
                continue;
            }
            b.log_when_mailed = None;
            // The position after the log (a move made twice would not
            // replay).
            let mut game = new_game("yinsh", &[]).unwrap();
            for (_, text) in &b.log {
                game.play_text(text)
                    .unwrap_or_else(|e| panic!("board {board}: {text} does not replay: {e}"));
            }
            let Some(seat) = game.to_move() else { continue };
            let userid = b.players[seat].clone();
            if userid.starts_with("robot") {
                waiting = true;
                continue;
            }
            if b.mailed.len() >= MOVES {
                continue;
            }
            let legal = game.legal_move_texts();
            let mv = legal[rng.gen_range(0..legal.len())].clone();
            let i: usize = userid[1..].parse().unwrap();
            let to = rng.gen_range(0..SERVERS);
            mail(
                &inboxes[to],
                &player(i).1,
                &format!("yinsh move {board} {userid} pw{i} {mv}"),
            );
            b.mailed.push(mv);
            b.log_when_mailed = Some(b.log.len());
            mails += 1;
            waiting = true;
        }
        // Half way, server 1 is killed in the middle of its work; a few
        // seconds later its operator starts it again.
        if !killed && done >= target / 2 {
            servers[1].kill().unwrap();
            servers[1].wait().unwrap();
            killed = true;
            restart_at = Some(Instant::now() + Duration::from_secs(3));
        }
        if restart_at.is_some_and(|t| Instant::now() >= t) {
            servers[1] = serve(&configs[1]);
            restart_at = None;
        }
        if !waiting && restart_at.is_none() {
            break;
        }
        assert!(Instant::now() < deadline, "the servers did not keep up");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(killed);

    // Every board mail goes out (a mail the killed server held is sent
    // once its lease ends).
    let deadline = Instant::now() + Duration::from_secs(120);
    while count(&store, "SELECT COUNT(*) FROM outbox WHERE status <> 'sent'").await > 0 {
        assert!(Instant::now() < deadline, "board mails still waiting");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    for mut s in servers {
        s.kill().unwrap();
        s.wait().unwrap();
    }

    // Every move applied once, in the order mailed; the robot's moves
    // made once each (the logs replayed above, so no move came twice).
    let mut board_mails = 0;
    for (board, b) in &boards {
        let people: Vec<String> = b
            .log
            .iter()
            .filter(|(u, _)| !u.starts_with("robot"))
            .map(|(_, t)| t.clone())
            .collect();
        assert_eq!(people, b.mailed, "board {board}");
        let robot = b.log.len() - people.len();
        if b.players[1].starts_with("robot") {
            assert_eq!(robot, people.len(), "board {board}: one robot move a move");
            // Robots get no mail: one board mail a move.
            board_mails += b.log.len();
        } else {
            board_mails += 2 * b.log.len();
        }
    }
    // Every mail recorded once, and answered.
    assert_eq!(
        count(&store, "SELECT COUNT(*) FROM inbound").await - inbound_before,
        mails as i64
    );
    assert_eq!(
        count(
            &store,
            "SELECT COUNT(*) FROM inbound WHERE disposition <> 'answered'"
        )
        .await,
        0
    );
    // Each board mail sent once: one outbox row each, one file each, and
    // no mail in two files.
    let rows: Vec<String> = sqlx::query_scalar("SELECT message_id FROM outbox ORDER BY id")
        .fetch_all(store.pool())
        .await
        .unwrap();
    assert_eq!(rows.len() as i64 - outbox_before, board_mails as i64);
    let files = sent(&root);
    assert_eq!(files.len(), rows.len(), "one file a sent mail");
    for id in &rows {
        let name = ringmail::mail::transport::file_name(id);
        assert!(files.contains_key(&name), "{id} was not sent");
    }
    let attempts = count(&store, "SELECT CAST(SUM(attempts) AS BIGINT) FROM outbox").await;
    println!(
        "{mails} moves by mail over {SERVERS} servers, one killed: {} mails sent, {} sending attempts",
        rows.len(),
        attempts
    );
    drop(store);
    drop(pg);
    let _ = std::fs::remove_dir_all(&root);
}
