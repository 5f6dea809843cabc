//! Building one board mail (text, HTML and the picture, drawn by the
//! call board mails make) for a mid-game YINSH board.

use criterion::{Criterion, black_box, criterion_group};
use ringmail::board_mail::board_drafts;
use ringmail::board_mail::glance::Change;
use ringmail::games::new_game;
use ringmail::language::Language;
use ringmail::mail::compose::build;
use ringmail::store::{GameRow, MoveRow};

fn board_mail(c: &mut Criterion) {
    let mut game = new_game("yinsh", &[]).unwrap();
    let mut moves = Vec::new();
    // Ten placements and twenty moves, the first legal move each time.
    for number in 1..=30 {
        let mv = game.legal_move_texts()[number * 7 % 11 % game.legal_move_texts().len()].clone();
        let text = game.play_text(&mv).unwrap();
        moves.push(MoveRow {
            number: number as i64,
            userid: ["alice", "bob"][(number + 1) % 2].into(),
            text,
            comment: String::new(),
        });
    }
    let row = GameRow {
        board: 101,
        game: "yinsh".into(),
        options: String::new(),
        player0: "alice".into(),
        player1: "bob".into(),
        status: "active".into(),
        result: None,
        to_move: None,
        thread_id: "<yinsh-board-101.1.2.3.4@games.org>".into(),
        created_at: 0,
        updated_at: 0,
        nag_days: 7,
        forfeit_days: 21,
        tournament: None,
    };
    let addresses = [Some("alice@example.org".into()), None];
    let comments = vec![("bob".to_string(), "Your move & good luck <3".to_string())];
    c.bench_function("board_mail_yinsh_mid_game", |b| {
        b.iter(|| {
            let drafts = board_drafts(
                black_box(&addresses),
                [false, false],
                [Language::ENGLISH; 2],
                &[],
                &row,
                &moves,
                game.as_ref(),
                &comments,
                Change::Played,
            );
            build("games@games.org", "<r1@games.org>", &drafts[0]).unwrap()
        })
    });
}

criterion_group!(benches, board_mail);
