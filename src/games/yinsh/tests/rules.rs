//! Every rule and ruling, on hand-made positions.

use super::*;

const FAR_BLACK: &str = "k7 k8 k9 k10 j11";

#[test]
fn placement_phase() {
    let mut y = Yinsh::start(false);
    assert_eq!(legal(&y).len(), 85);
    assert_eq!(play(&mut y, "E5").unwrap(), "e5");
    assert_eq!(y.to_move(), Some(1));
    let m = illegal(&y, "e5");
    assert!(m.contains("taken"), "{m}");
    let m = illegal(&y, "e6-e7");
    assert!(m.contains("still being placed"), "{m}");
    assert!(illegal(&y, "pass").contains("placed"));
    for p in ["f6", "e6", "g7", "e4", "d4", "h6", "c5", "f8", "b2"] {
        play(&mut y, p).unwrap();
    }
    assert!(y.placement_done());
    assert_eq!(y.moves_played(), 10);
    assert_eq!(y.to_move(), Some(0));
    assert!(illegal(&y, "a5").contains("all rings are placed"));
    assert_eq!(y.pool(), 51);
}

#[test]
fn ring_move_leaves_marker_and_flips_jumped_markers() {
    let mut y = pos("e2 a2 a3 a4 b1", FAR_BLACK, "e4", "e5 e6", [0, 0], 0);
    // Over empty e3, then the run e4 e5 e6, stopping on e7.
    play(&mut y, "e2-e7").unwrap();
    assert_eq!(y.markers(0), points("e2 e5 e6"));
    assert_eq!(y.markers(1), points("e4"));
    assert_eq!(y.rings(0), points("e7 a2 a3 a4 b1"));
    assert_eq!(y.pool(), 51 - 4);
}

#[test]
fn ring_move_errors() {
    let y = pos(
        "e2 a2 a3 a4 b1",
        "e9 k8 k9 k10 j11",
        "e4",
        "e5 e6",
        [0, 0],
        0,
    );
    let cases = [
        ("e2-e5", "marker"),                   // onto a marker
        ("e2-e8", "stops on the first empty"), // continuing after a jump
        ("a2-a5", "over the ring"),            // jumping a ring
        ("e9-e10", "x's"),                     // the opponent's ring
        ("f6-f7", "no ring of yours"),         // no ring there
        ("e2-f4", "straight line"),
        ("e2-e2", "another point"),
        ("a2-b2", ""), // legal, checked below
    ];
    for (text, want) in cases {
        if want.is_empty() {
            assert!(y.clone().play_text(text).is_ok());
            continue;
        }
        let m = illegal(&y, text);
        assert!(m.contains(want), "{text}: {m}");
    }
    // Onto a ring.
    let y2 = pos("e2 e3 a3 a4 b1", FAR_BLACK, "", "", [0, 0], 0);
    assert!(illegal(&y2, "e2-e3").contains("ring"));
    let legal_now = legal(&y);
    assert!(legal_now.contains(&"e2-e7".to_string()));
    assert!(legal_now.contains(&"e2-e3".to_string()));
    assert!(!legal_now.contains(&"e2-e8".to_string()));
}

#[test]
fn run_of_six_must_name_its_row() {
    // e2 e3 e4 . e6 e7 white, ring on e5 moves off the line: a run of six.
    let y = pos("e5 a2 a3 a4 b1", FAR_BLACK, "e2 e3 e4 e6 e7", "", [0, 0], 0);
    let l = legal(&y);
    let after = with_prefix(&l, "e5-f5;");
    assert_eq!(after.len(), 2 * 5, "{after:?}");
    assert!(l.contains(&"e5-f5;xe2-e6xa2".to_string()));
    assert!(l.contains(&"e5-f5;xe3-e7xf5".to_string()));
    let m = illegal(&y, "e5-f5:xa2");
    assert!(m.contains("2 rows"), "{m}");
    let mut z = y.clone();
    // Row ends in either order, upper case.
    assert_eq!(play(&mut z, "E5-F5:XE7-E3XA2").unwrap(), "e5-f5;xe3-e7xa2");
    assert_eq!(z.markers(0), points("e2"));
    assert_eq!(z.rings_removed(), [1, 0]);
    assert_eq!(z.rings(0), points("f5 a3 a4 b1"));
}

#[test]
fn run_of_nine_offers_five_rows() {
    let y = pos(
        "e5 a2 a3 a4 b1",
        FAR_BLACK,
        "e1 e2 e3 e4 e6 e7 e8 e9",
        "",
        [0, 0],
        0,
    );
    let l = legal(&y);
    let after = with_prefix(&l, "e5-f5;");
    assert_eq!(after.len(), 5 * 5);
    for s in ["e1-e5", "e2-e6", "e3-e7", "e4-e8", "e5-e9"] {
        assert!(l.contains(&format!("e5-f5;x{s}xb1")), "{s}");
    }
}

#[test]
fn crossing_rows_remove_one() {
    // Column e (e3..e7) and row 5 (c5..g5) cross at e5, where the ring leaves.
    let y = pos(
        "e5 a2 a3 a4 b1",
        FAR_BLACK,
        "e3 e4 e6 e7 c5 d5 f5 g5",
        "",
        [0, 0],
        0,
    );
    let l = legal(&y);
    let after = with_prefix(&l, "e5-f6;");
    assert_eq!(after.len(), 2 * 5, "one removal breaks the other row");
    let mut z = y.clone();
    play(&mut z, "e5-f6:xc5-g5xa2").unwrap();
    assert_eq!(z.markers(0), points("e3 e4 e6 e7"));
    assert_eq!(z.to_move(), Some(1));
    // Naming both rows is too much: the second is broken.
    let m = illegal(&y, "e5-f6:xc5-g5xa2:xe3-e7xa3");
    assert!(m.contains("extra"), "{m}");
}

#[test]
fn disjoint_rows_remove_both() {
    // The ring leaves c5 (row c3-c7) and flips d5 e5 (row e3-e7).
    let y = pos(
        "c5 a2 a3 a4 b1",
        FAR_BLACK,
        "c3 c4 c6 c7 e3 e4 e6 e7",
        "d5 e5",
        [0, 0],
        0,
    );
    let l = legal(&y);
    let after = with_prefix(&l, "c5-f5;");
    assert_eq!(after.len(), 2 * 5 * 4);
    assert!(l.contains(&"c5-f5;xc3-c7xa2;xe3-e7xa3".to_string()));
    assert!(l.contains(&"c5-f5;xe3-e7xa3;xc3-c7xa2".to_string()));
    let mut z = y.clone();
    // The second row may be left out: it is the only one left then.
    assert_eq!(
        play(&mut z, "c5-f5:xc3-c7xa2:xa3").unwrap(),
        "c5-f5;xc3-c7xa2;xe3-e7xa3"
    );
    assert_eq!(z.rings_removed(), [2, 0]);
    assert_eq!(z.markers(0), points("d5"));
    let m = illegal(&y, "c5-f5:xc3-c7xa2");
    assert_eq!(
        m,
        "your move makes a row e3-e7; add the ring to remove, e.g. c5-f5:xc3-c7xa2:xe3-e7xa3"
    );
}

#[test]
fn missing_removal_is_named() {
    // A direct construction: the ring at g7 leaves a marker completing g5-g9.
    let y = pos("g7 a2 a3 a4 a5", FAR_BLACK, "g5 g6 g8 g9", "", [0, 0], 0);
    let m = illegal(&y, "g7-h7");
    assert_eq!(
        m,
        "your move makes a row g5-g9; add the ring to remove, e.g. g7-h7:xg5-g9xa2"
    );
    let m = illegal(&y, "g7-h7:xg4-g8xa2");
    assert!(m.contains("not a row of five o markers"), "{m}");
    let m = illegal(&y, "g7-h7:xg5-g9xk7");
    assert!(m.contains("x's ring"), "{m}");
    let m = illegal(&y, "g7-h7:xg5-h9xa2");
    assert!(m.contains("not a row"), "{m}");
    let mut z = y.clone();
    assert_eq!(play(&mut z, "g7-h7;xa2").unwrap(), "g7-h7;xg5-g9xa2");
}

#[test]
fn row_made_for_the_opponent_is_theirs_to_remove_first() {
    // White's ring d5 jumps e5 (white) onto f5: e5 turns black, completing
    // black's e3-e7.
    let y = pos("d5 a2 a3 a4 b1", FAR_BLACK, "e5", "e3 e4 e6 e7", [0, 0], 0);
    let mut z = y.clone();
    assert_eq!(play(&mut z, "d5-f5").unwrap(), "d5-f5");
    assert_eq!(z.to_move(), Some(1));
    let l = legal(&z);
    assert!(!l.is_empty());
    assert!(l.iter().all(|m| m.starts_with("xe3-e7x")), "{l:?}");
    assert!(
        l.contains(&"xe3-e7xk7;k8-k6".to_string()) || l.iter().any(|m| m.starts_with("xe3-e7xk7;"))
    );
    let m = illegal(&z, "k8-j8");
    assert!(m.contains("remove it before you move"), "{m}");
    assert_eq!(
        z.render(["a", "b"]).lines().last().unwrap(),
        "To move: x (b) removes a row, then moves"
    );
    // The row may be left out (exactly one), the ring may not.
    let mut w = z.clone();
    assert_eq!(play(&mut w, "xk7:j11-j10").unwrap(), "xe3-e7xk7;j11-j10");
    assert_eq!(w.rings_removed(), [0, 1]);
    assert!(matches!(
        z.clone().play_text("xe3-e7:j11-j10"),
        Err(MoveError::Parse(_))
    ));
}

#[test]
fn pending_win_needs_no_ring_move() {
    let y = Yinsh::hand_made(
        true,
        "d5 a2 a3 a4 b1",
        FAR_BLACK,
        "e5",
        "e3 e4 e6 e7",
        [0, 0],
        0,
    );
    let mut z = y.clone();
    play(&mut z, "d5-f5").unwrap();
    let l = legal(&z);
    assert_eq!(l.len(), 5);
    assert!(l.contains(&"xe3-e7xk7".to_string()));
    let m = illegal(&z, "xe3-e7xk7:j11-j10");
    assert!(m.contains("already wins"), "{m}");
    play(&mut z, "xe3-e7xk7").unwrap();
    assert_eq!(z.outcome(), Some(Outcome::Win(1)));
    assert_eq!(z.to_move(), None);
    assert!(legal(&z).is_empty());
    assert!(illegal(&z, "a2-b2").contains("over"));
}

#[test]
fn both_players_rows_mover_first() {
    // c5 leaves a white marker (c3-c7 white) and flips d5 to black
    // (d3-d7 black).
    let y = pos(
        "c5 a2 a3 a4 b1",
        FAR_BLACK,
        "c3 c4 c6 c7 d5",
        "d3 d4 d6 d7",
        [0, 0],
        0,
    );
    let mut z = y.clone();
    assert_eq!(play(&mut z, "c5-e5:xa2").unwrap(), "c5-e5;xc3-c7xa2");
    assert_eq!(z.rings_removed(), [1, 0]);
    assert_eq!(z.to_move(), Some(1));
    assert!(legal(&z).iter().all(|m| m.starts_with("xd3-d7x")));

    // With two rings each removed, the same move wins for the mover.
    let y = pos(
        "c5 a2 a3",
        "k7 k8 k9",
        "c3 c4 c6 c7 d5",
        "d3 d4 d6 d7",
        [2, 2],
        0,
    );
    let mut z = y.clone();
    play(&mut z, "c5-e5:xc3-c7xa3").unwrap();
    assert_eq!(z.outcome(), Some(Outcome::Win(0)));
    assert!(
        z.render(["alice", "bob"])
            .ends_with("Game over: alice wins\n")
    );
    let l = legal(&y);
    assert!(l.contains(&"c5-e5;xc3-c7xa3".to_string()));
}

#[test]
fn opponent_row_that_wins_for_the_opponent() {
    let y = pos("d5 a2 a3", "k7 k8 k9", "e5", "e3 e4 e6 e7", [2, 2], 0);
    let mut z = y.clone();
    play(&mut z, "d5-f5").unwrap();
    assert_eq!(z.outcome(), None);
    assert_eq!(legal(&z), vec!["xe3-e7xk7", "xe3-e7xk8", "xe3-e7xk9"]);
    play(&mut z, "xk8").unwrap();
    assert_eq!(z.outcome(), Some(Outcome::Win(1)));
}

#[test]
fn blitz_first_row_wins() {
    let y = Yinsh::hand_made(
        true,
        "g7 a2 a3 a4 a5",
        FAR_BLACK,
        "g5 g6 g8 g9",
        "",
        [0, 0],
        0,
    );
    let mut z = y.clone();
    play(&mut z, "g7-h7:xa4").unwrap();
    assert_eq!(z.outcome(), Some(Outcome::Win(0)));
    // The same in a normal game goes on.
    let mut n = pos("g7 a2 a3 a4 a5", FAR_BLACK, "g5 g6 g8 g9", "", [0, 0], 0);
    play(&mut n, "g7-h7:xa4").unwrap();
    assert_eq!(n.outcome(), None);
}

// A position where no ring can move: every ray from every ring meets a
// ring or the edge, or markers all the way to the edge. Exactly 50 markers,
// coloured so that no three of one colour stand in a line.
const BLOCKED_WHITE_RINGS: &str = "c1 d1 d2 e2 k8";
const BLOCKED_BLACK_RINGS: &str = "c8 d8 d9 e9 k9";
const BLOCKED_WHITE_MARKERS: &str =
    "a2 b2 b6 c3 c5 c7 d3 d5 d7 e4 e6 e8 e10 f2 f4 f8 f10 g5 g9 g11 h5 h9 i6 i8 j8 k7";
const BLOCKED_BLACK_MARKERS: &str =
    "a5 b1 b7 c2 c4 c6 d4 d6 e1 e3 e5 e7 f3 f9 g2 g4 g8 h6 h8 i7 i9 j7 j9 k10";

fn blocked(removed: [u8; 2]) -> Yinsh {
    pos(
        BLOCKED_WHITE_RINGS,
        BLOCKED_BLACK_RINGS,
        BLOCKED_WHITE_MARKERS,
        BLOCKED_BLACK_MARKERS,
        removed,
        0,
    )
}

#[test]
fn both_blocked_ends_the_game_after_a_pass() {
    let y = blocked([0, 0]);
    assert_eq!(y.pool(), 1);
    assert!(!y.has_ring_move(0) && !y.has_ring_move(1));
    assert_eq!(y.outcome(), None);
    assert_eq!(legal(&y), vec!["pass"]);
    let mut z = y.clone();
    assert_eq!(play(&mut z, "PASS").unwrap(), "pass");
    assert_eq!(z.outcome(), Some(Outcome::Draw));
    assert_eq!(z.moves_played(), 31);
    let mut w = blocked([1, 0]);
    play(&mut w, "pass").unwrap();
    assert_eq!(w.outcome(), Some(Outcome::Win(0)));
    let mut w = blocked([0, 2]);
    play(&mut w, "pass").unwrap();
    assert_eq!(w.outcome(), Some(Outcome::Win(1)));
}

#[test]
fn a_blocked_player_passes_and_play_goes_on() {
    // Take away one marker so that Black can move but White still cannot.
    let base = blocked([0, 0]);
    let mut found = false;
    for m in bits(base.markers(0) | base.markers(1)) {
        let mut markers = [base.markers(0), base.markers(1)];
        markers[0] &= !m.bit();
        markers[1] &= !m.bit();
        let y = Yinsh::from_parts(
            false,
            [base.rings(0), base.rings(1)],
            markers,
            [0, 0],
            0,
            30,
        )
        .unwrap();
        if y.has_ring_move(0) || !y.has_ring_move(1) {
            continue;
        }
        found = true;
        assert_eq!(legal(&y), vec!["pass"]);
        let mut z = y.clone();
        play(&mut z, "pass").unwrap();
        assert_eq!(z.outcome(), None, "Black can still move");
        assert_eq!(z.to_move(), Some(1));
        assert!(!legal(&z).is_empty());
        assert!(illegal(&z, "pass").contains("may not pass"));
        break;
    }
    assert!(found, "some marker frees Black alone");
}

#[test]
fn empty_pool_ends_the_game() {
    // From the blocked position: free one white ring by taking a marker off
    // its ray, and put a marker on an unreachable empty point instead, so
    // that 50 markers stand and White's move uses the last one.
    let base = blocked([0, 0]);
    let empties = VALID & !base.occupied();
    let mut checked = 0;
    for removed in [[0u8, 0u8], [1, 0], [0, 1]] {
        for m in bits(base.markers(0) | base.markers(1)) {
            let e = bits(empties).next().unwrap();
            let mut markers = [base.markers(0), base.markers(1)];
            let colour = if markers[0] & m.bit() != 0 { 0 } else { 1 };
            markers[colour] &= !m.bit();
            markers[colour] |= e.bit();
            let y = Yinsh::from_parts(
                false,
                [base.rings(0), base.rings(1)],
                markers,
                removed,
                0,
                30,
            )
            .unwrap();
            if !y.has_ring_move(0) || y.outcome().is_some() {
                continue;
            }
            assert_eq!(y.pool(), 1);
            for text in legal(&y) {
                if text.contains('x') {
                    continue;
                }
                let mut z = y.clone();
                play(&mut z, &text).unwrap();
                assert_eq!(z.pool(), 0);
                let want = match removed {
                    [1, 0] => Outcome::Win(0),
                    [0, 1] => Outcome::Win(1),
                    _ => Outcome::Draw,
                };
                assert_eq!(z.outcome(), Some(want), "{text}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 3, "positions with an emptying move were found");
}

#[test]
fn empty_pool_with_pending_rows_lets_the_player_remove_first() {
    // Black is to move with all 51 markers out, but a black run e3-e8 is
    // pending: removing it refills the pool and play goes on.
    let base = blocked([0, 0]);
    let empty = bits(VALID & !base.occupied()).next().unwrap();
    let recolour = points("e4 e6 e8");
    let y = Yinsh::from_parts(
        false,
        [base.rings(0), base.rings(1)],
        [
            base.markers(0) & !recolour,
            base.markers(1) | recolour | empty.bit(),
        ],
        [0, 0],
        1,
        30,
    )
    .unwrap();
    assert_eq!(y.pool(), 0);
    assert_eq!(y.outcome(), None);
    let l = legal(&y);
    assert!(!l.is_empty());
    assert!(
        l.iter()
            .all(|m| m.starts_with("xe3-e7x") || m.starts_with("xe4-e8x")),
        "{l:?}"
    );
    assert!(l.iter().any(|m| m.contains(';')), "a ring move follows");
    let mut z = y.clone();
    play(&mut z, &l[0]).unwrap();
    assert_eq!(z.pool(), 4);
    assert_eq!(z.outcome(), None);
}

#[test]
fn pass_is_illegal_with_a_ring_move() {
    let y = pos("e5 a2 a3 a4 b1", FAR_BLACK, "", "", [0, 0], 0);
    assert!(illegal(&y, "pass").contains("may not pass"));
}

#[test]
fn extra_text_and_empty_parts() {
    let y = pos("e5 a2 a3 a4 b1", FAR_BLACK, "", "", [0, 0], 0);
    assert!(illegal(&y, "e5-e6:e6-e7").contains("extra"));
    assert!(matches!(
        y.clone().play_text("e5-e6;"),
        Err(MoveError::Parse(_))
    ));
    assert!(illegal(&y, "xe3-e7xa2:e5-e6").contains("no row of yours"));
}

#[test]
fn move_number_guard() {
    let mut y = Yinsh::start(false);
    assert!(illegal(&y, "e5#2").contains("move 1"));
    play(&mut y, "e5#1").unwrap();
    assert!(matches!(y.play_text("e6#"), Err(MoveError::Parse(_))));
    assert!(matches!(y.play_text("e6#2x"), Err(MoveError::Parse(_))));
    play(&mut y, "e6#2").unwrap();
    assert_eq!(y.moves_played(), 2);
}

#[test]
fn resignation() {
    let mut y = Yinsh::start(true);
    play(&mut y, "e5").unwrap();
    assert_eq!(play(&mut y, "resign").unwrap(), "resign");
    assert_eq!(y.outcome(), Some(Outcome::Win(0)));
    assert!(illegal(&y, "e6").contains("over"));
    let mut z = Yinsh::start(false);
    z.resign(0).unwrap();
    assert_eq!(z.outcome(), Some(Outcome::Win(1)));
}
