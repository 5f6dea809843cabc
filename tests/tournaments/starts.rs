//! A start sent twice, also to two servers on one database at the same
//! instant, starts each board once and mails each player once; sixteen
//! players, the most, start 240 boards with one mail each.

use crate::support;

use ringmail::server::Server;
use support::Out;

use super::{
    PLAYERS, address, bed_with, club_of_three, is_reply, password, refused, reply_to, says,
    tournament_boards,
};

#[tokio::test]
async fn a_start_twice_starts_each_board_once_and_mails_each_player_once() {
    let mut bed = bed_with("tournament-twice", "", &PLAYERS).await;
    club_of_three(&mut bed, "-single").await;
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

#[test]
fn a_start_cut_short_by_a_kill_starts_each_board_once_after_the_restart() {
    use support::serve::{self, inject, outbox, query, run, subject, wait_for_line};
    let dir = support::cli::temp("tournament-kill");
    let config = serve::config(&dir, "ringmail", "");
    let players = [
        "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi",
    ];
    for p in players {
        inject(
            &config,
            &address(p),
            &format!("signup {p} {}", password(p)),
            "",
        );
    }
    run(&config, &["serve", "--once"]);
    inject(
        &config,
        &address("alice"),
        "yinsh tournament create club alice apw -double",
        "",
    );
    run(&config, &["serve", "--once"]);
    for p in players {
        let join = format!("yinsh tournament join club {p} {}", password(p));
        inject(&config, &address(p), &join, "");
    }
    run(&config, &["serve", "--once"]);
    let before: Vec<String> = outbox(&dir).into_iter().map(|(name, _)| name).collect();
    inject(
        &config,
        &address("alice"),
        "yinsh tournament start club alice apw",
        "",
    );
    // The server is killed as it writes the first board of the start:
    // the database's own log says when.
    let mut first = serve::ringmail(&config, &["serve"]);
    first.env("RINGMAIL_LOG", "info,sqlx::query=debug");
    let (mut first, log) = serve::spawn(first);
    wait_for_line(&log, &["INSERT INTO games"]);
    first.kill().unwrap();
    first.wait().unwrap();
    // Nothing of it was kept, or (should the kill come after the commit
    // on a slow machine) all of it: never a part.
    let kept = query(&dir, "SELECT COUNT(*) FROM games");
    let open = query(
        &dir,
        "SELECT COUNT(*) FROM tournaments WHERE status = 'open'",
    );
    assert!(
        (kept, open) == (0, 1) || (kept, open) == (56, 0),
        "{kept} boards kept, {open} open"
    );
    println!("killed with {kept} boards kept");
    // Started again: the start is applied once, whole.
    let (second, log) = serve::serve(&config);
    if kept == 0 {
        wait_for_line(&log, &["answered"]);
    }
    serve::wait_until_sent(&dir, before.len());
    serve::stop_after_a_while(second);
    // 8 players, each pair twice: 56 boards, each pair's two boards with
    // the colours swapped.
    assert_eq!(
        query(
            &dir,
            "SELECT COUNT(*) FROM games WHERE tournament IS NOT NULL"
        ),
        56
    );
    assert_eq!(
        query(
            &dir,
            "SELECT COUNT(*) FROM (SELECT DISTINCT player0, player1 FROM games)"
        ),
        56
    );
    let new: Vec<(String, String)> = outbox(&dir)
        .into_iter()
        .filter(|(name, _)| !before.contains(name))
        .collect();
    for p in players {
        let lists = new
            .iter()
            .filter(|(_, text)| {
                subject(text) == "yinsh tournament club started" && text.contains(&address(p))
            })
            .count();
        assert_eq!(lists, 1, "{p}");
    }
    // And the start is answered once.
    let replies: Vec<&str> = new.iter().map(|(_, text)| subject(text)).collect();
    assert_eq!(
        replies
            .iter()
            .filter(|s| s.starts_with("Re: yinsh tournament start club"))
            .count(),
        1,
        "{replies:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn the_last_two_boards_ending_at_once_on_two_servers_finish_the_tournament_once() {
    let mut bed = bed_with("tournament-last-two", "", &PLAYERS).await;
    club_of_three(&mut bed, "-single").await;
    says(&mut bed, "alice", "yinsh tournament start club alice apw").await;
    let boards = tournament_boards(&bed).await;
    assert_eq!(boards.len(), 3);
    // The first board ends; the last two end at the same instant, each
    // resigned by its first player in a mail to another server.
    let resign = |(board, player, _): &(i64, String, String)| {
        let line = format!("yinsh resign {board} {player} {}", password(player));
        bed.mail(&address(player), &line, "")
    };
    let first = resign(&boards[0]);
    bed.server.process(&first, false).await.unwrap();
    let (a, b) = (resign(&boards[1]), resign(&boards[2]));
    let other = Server::open(support::config_for(&bed.dir, ""))
        .await
        .unwrap();
    let (a, b) = tokio::join!(bed.server.process(&a, false), other.process(&b, false));
    a.unwrap();
    b.unwrap();
    bed.run_once().await;
    let outs = bed.new_mail();
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM tournaments WHERE status = 'finished'")
            .await,
        1
    );
    // Each player gets the final standings once.
    for p in PLAYERS {
        let finals = outs
            .iter()
            .filter(|o| o.to == address(p) && o.subject == "yinsh tournament club final standings")
            .count();
        assert_eq!(finals, 1, "{p}: {outs:#?}");
    }
}
