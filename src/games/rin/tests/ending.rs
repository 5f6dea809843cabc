//! How a game ends: a full board, a draw, a resignation.

use super::*;

/// Black holds columns 0-2 but 3,2; White holds columns 3-7 but 3,3.
/// A white stone on 3,2 encloses 3,3 and fills the board.
fn nearly_full() -> [&'static str; 8] {
    [
        "xxxooooo", //
        "xxxooooo", //
        "xxxooooo", //
        "xx......", //
        "xxxooooo", //
        "xxxooooo", //
        "xxxooooo", //
        "xxxooooo", //
    ]
}

fn nearly_full_pos(to_move: Seat) -> Rin {
    let mut rows: Vec<String> = nearly_full().iter().map(|s| s.to_string()).collect();
    rows[3] = "xx..oooo".into();
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    pos(&rows, to_move, 2)
}

#[test]
fn the_board_filling_mid_double_turn_ends_the_game() {
    let g = nearly_full_pos(1);
    assert_eq!((g.count(0), g.count(1), g.empty_points()), (23, 39, 2));
    assert_eq!(
        illegal(&g, "3,2:3,3"),
        "3,2 fills the board and ends the game; send it alone, without a second stone"
    );
    assert_eq!(
        illegal(&g, "3,2:0,0"),
        "3,2 fills the board and ends the game; send it alone, without a second stone"
    );
    let mut h = g.clone();
    play(&mut h, "3,2");
    assert_eq!(h.empty_points(), 0);
    assert_eq!((h.count(0), h.count(1)), (23, 41));
    assert_eq!(h.outcome(), Some(Outcome::Win(1)));
    assert_eq!(h.to_move(), None);
    assert_eq!(h.stones_left(), None);
    assert!(h.legal_moves().is_empty());
    assert_eq!(illegal(&h, "0,0"), "the game is over; no more moves");
    assert_eq!(illegal(&h, "resign"), "the game is over; no more moves");
    assert!(h.resign(0).is_err());

    // Black fills no ring there: both stones are needed.
    let mut b = nearly_full_pos(0);
    play(&mut b, "3,2:3,3");
    assert_eq!((b.count(0), b.count(1)), (25, 39));
    assert_eq!(b.outcome(), Some(Outcome::Win(1)));
    assert_eq!(b.moves_played(), 1);
}

#[test]
fn equal_counts_on_a_full_board_are_a_draw() {
    let mut black = vec![];
    let mut white = vec![];
    for r in 0..16 {
        for c in 0..16 {
            if r < 8 {
                if (r, c) != (7, 5) {
                    black.push((r, c));
                }
            } else {
                white.push((r, c));
            }
        }
    }
    let mut g = Rin::from_stones(16, &black, &white, 0, 1).unwrap();
    assert_eq!((g.count(0), g.count(1)), (127, 128));
    assert_eq!(g.outcome(), None);
    play(&mut g, "7,5");
    assert_eq!((g.count(0), g.count(1)), (128, 128));
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.to_json()["status"], "draw");
    assert!(
        g.render(["alice", "bob"])
            .ends_with("Stones: x (alice) 128, o (bob) 128\nGame over: draw\n")
    );
}

#[test]
fn resignation_is_a_line_and_the_opponent_wins() {
    let mut g = Rin::start(8).unwrap();
    play(&mut g, "1,1");
    play(&mut g, "2,2");
    assert_eq!(g.play_text("RESIGN#3").unwrap(), "resign");
    assert_eq!(g.moves_played(), 3);
    assert_eq!(g.outcome(), Some(Outcome::Win(0)));
    assert_eq!(g.to_move(), None);
    assert!(g.render(["al", "bo"]).ends_with("Game over: al wins\n"));

    let mut h = Rin::start(8).unwrap();
    h.resign(0).unwrap();
    assert_eq!(h.outcome(), Some(Outcome::Win(1)));
    assert_eq!(h.moves_played(), 1);
}
