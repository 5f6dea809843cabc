//! The server killed with SIGKILL while moves are in flight: every move
//! is applied once, and every reply reaches its player.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_survive_kill_9() {
    // One move per game at a time (mail may pass mail on its way, and a
    // game's moves must come in order), so 200 games give 200 move mails
    // in flight at once. Each wave is sent while the server is down, then
    // the server is started and killed again at random moments until the
    // whole wave is applied.
    const BOARDS: usize = 200;
    const WAVES: usize = 3;
    const MOVES: usize = BOARDS * WAVES;
    let t0 = Instant::now();
    let bed = Arc::new(MailBed::start("kill"));
    let mut serve = Serve::start(&bed);
    let db = Arc::new(Db::open(&bed).await);
    let pairs = [
        ("alice", "bob"),
        ("carol", "dave"),
        ("erin", "frank"),
        ("grace", "heidi"),
    ];
    let games = set_up(&bed, &db, &pairs, BOARDS / pairs.len()).await;
    assert_eq!(games.len(), BOARDS);
    eprintln!("{BOARDS} games set up in {:.1?}", t0.elapsed());
    let mut rng = StdRng::seed_from_u64(0x5eed);
    let plans: Vec<Vec<(usize, String)>> = (0..BOARDS).map(|_| plan(&mut rng, WAVES)).collect();
    let mut kills = 0;
    for wave in 0..WAVES {
        serve.kill();
        kills += 1;
        for ((board, first, second), plan) in games.iter().zip(&plans) {
            let (seat, mv) = &plan[wave];
            let who = [first, second][*seat];
            bed.send(who, &format!("yinsh move {board} {who} {who}pw {mv}"))
                .await;
        }
        let applied = db.moves_per_board().await;
        let in_flight = games
            .iter()
            .filter(|(b, ..)| applied.get(b).copied().unwrap_or(0) as usize == wave)
            .count();
        assert_eq!(in_flight, BOARDS, "the whole wave is in flight");
        serve.restart(&bed);
        let t = Instant::now();
        let mut kills_now = 0;
        loop {
            let wait = Duration::from_millis(rng.gen_range(50..350));
            tokio::time::sleep(wait).await;
            let applied = db.moves_per_board().await;
            let mut done = 0;
            for (board, ..) in &games {
                let a = applied.get(board).copied().unwrap_or(0) as usize;
                assert!(
                    a <= wave + 1,
                    "board {board}: {a} moves applied, {} sent",
                    wave + 1
                );
                done += usize::from(a == wave + 1);
            }
            if done == BOARDS {
                break;
            }
            assert!(
                t.elapsed() < Duration::from_secs(120),
                "wave {wave}: {done} of {BOARDS} moves applied"
            );
            // A few kills a wave, then let it finish.
            if kills_now < 6 {
                serve.kill();
                serve.restart(&bed);
                kills += 1;
                kills_now += 1;
            }
        }
        eprintln!(
            "wave {}: {BOARDS} moves in flight, all applied {:.1?} after the start, with {kills_now} kills on the way",
            wave + 1,
            t.elapsed()
        );
    }
    eprintln!(
        "{MOVES} moves applied in {:.1?} with {kills} kills",
        t0.elapsed()
    );
    // One kill before each wave, and more while waves were in flight.
    assert!(kills >= 3 * WAVES, "only {kills} kills");

    // Every move once, in order; every move mail recorded once with its
    // two board mails (the mover's is the reply).
    for ((board, ..), plan) in games.iter().zip(&plans) {
        assert_eq!(db.moves(*board).await, texts(plan), "board {board}");
    }
    assert_eq!(
        db.count("SELECT COUNT(*) FROM inbound WHERE subject LIKE 'yinsh move %' AND disposition = 'answered'")
            .await,
        MOVES as i64
    );
    assert_eq!(
        db.count(
            "SELECT COUNT(*) FROM outbox o JOIN inbound i ON o.inbound_id = i.id WHERE i.subject LIKE 'yinsh move %'"
        )
        .await,
        2 * MOVES as i64
    );
    db.wait_all_sent().await;
    let users: Vec<&str> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
    let duplicates = check_mailboxes(&bed, &db, &users).await;
    let replies = db.count("SELECT COUNT(*) FROM outbox").await;
    eprintln!(
        "{replies} replies, each in its player's mailbox; {duplicates} copies sent twice after a kill; {} server starts; {:.1?} in all",
        serve.starts,
        t0.elapsed()
    );
    serve.stop();
}
