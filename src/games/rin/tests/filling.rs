//! Rings and walls: the points a stone encloses are filled, enemy
//! stones among them captured.

use super::*;

#[test]
fn a_ring_around_an_empty_point_is_filled() {
    let mut g = pos(
        &[
            "........", //
            "........", //
            "...x....", //
            "..x.x...", //
            "........", //
            "........", //
            "........", //
            "........", //
        ],
        0,
        2,
    );
    play(&mut g, "4,3");
    assert_eq!(g.stone(Pt::new(3, 3)), Some(0));
    assert_eq!(g.count(0), 5);
    assert_eq!(g.stones_left(), Some(1));
}

#[test]
fn a_ring_around_enemy_stones_captures_them() {
    let mut g = pos(
        &[
            "........", //
            "...xx...", //
            "..xoox..", //
            "..xo.x..", //
            "...x....", //
            "........", //
            "........", //
            "oo......", //
        ],
        0,
        2,
    );
    assert_eq!((g.count(0), g.count(1)), (7, 5));
    play(&mut g, "4,4");
    let want = [
        "........", //
        "...xx...", //
        "..xxxx..", //
        "..xxxx..", //
        "...xx...", //
        "........", //
        "........", //
        "oo......", //
    ];
    assert_eq!(picture(&g), want);
    assert_eq!((g.count(0), g.count(1)), (12, 2));
}

#[test]
fn a_wall_that_cuts_off_a_corner_fills_nothing() {
    let mut g = pos(
        &[
            "...x....", //
            "...x....", //
            "...x....", //
            "xxx.....", //
            "........", //
            "........", //
            "........", //
            "........", //
        ],
        0,
        2,
    );
    play(&mut g, "3,3");
    // The corner's inner points (1,1), (1,2), (2,1), (2,2) connect to the
    // edge points (0,0) ... so nothing is enclosed.
    assert_eq!(g.count(0), 7);
    for p in [(1, 1), (1, 2), (2, 1), (2, 2), (0, 0)] {
        assert!(g.is_empty(Pt::new(p.0, p.1)), "{p:?}");
    }
    // The diagonal version cuts off a corner too.
    let mut g = pos(
        &[
            "..x.....", //
            ".x......", //
            "........", //
            "........", //
            "........", //
            "........", //
            "........", //
            "........", //
        ],
        0,
        2,
    );
    play(&mut g, "2,0");
    assert_eq!(g.count(0), 3);
}

#[test]
fn a_wall_of_edge_stones_encloses_inner_points() {
    let mut g = pos(
        &[
            ".xx.....", //
            "x..x....", //
            ".x......", //
            "........", //
            "........", //
            "........", //
            "........", //
            "........", //
        ],
        1,
        2,
    );
    // White's stone does not close Black's ring.
    play(&mut g, "7,7");
    assert_eq!(g.count(0), 5);
    play(&mut g, "5,5");
    play(&mut g, "2,2");
    assert_eq!(g.stone(Pt::new(1, 1)), Some(0));
    assert_eq!(g.stone(Pt::new(1, 2)), Some(0));
    assert!(g.is_empty(Pt::new(0, 0)), "the corner reaches the edge");
    assert_eq!(g.count(0), 8);
}

#[test]
fn a_diagonal_gap_in_a_wall_lets_nothing_out() {
    // The wall stones touch only at their corners; paths run along grid
    // lines, so the five points inside are enclosed.
    let mut g = pos(
        &[
            "........", //
            "...o....", //
            "..o.o...", //
            ".o...o..", //
            "..o.o...", //
            "........", //
            "........", //
            "........", //
        ],
        1,
        2,
    );
    play(&mut g, "5,3");
    let want = [
        "........", //
        "...o....", //
        "..ooo...", //
        ".ooooo..", //
        "..ooo...", //
        "...o....", //
        "........", //
        "........", //
    ];
    assert_eq!(picture(&g), want);
    assert_eq!(g.count(1), 13);
}

#[test]
fn a_capture_of_a_filled_ring_makes_a_bigger_ring() {
    // White's ring (filled at 3,3) sits inside Black's wall; Black's last
    // wall stone encloses it with the empty points around it.
    let mut g = pos(
        &[
            "........", //
            ".xxxxxx.", //
            ".x....x.", //
            ".x.o..x.", //
            "..ooo.x.", //
            ".x.o..x.", //
            ".xxxxxx.", //
            "........", //
        ],
        0,
        1,
    );
    assert_eq!((g.count(0), g.count(1)), (19, 5));
    play(&mut g, "4,1");
    let want = [
        "........", //
        ".xxxxxx.", //
        ".xxxxxx.", //
        ".xxxxxx.", //
        ".xxxxxx.", //
        ".xxxxxx.", //
        ".xxxxxx.", //
        "........", //
    ];
    assert_eq!(picture(&g), want);
    assert_eq!((g.count(0), g.count(1)), (36, 0));
    assert_eq!(g.to_move(), Some(1));
}

#[test]
fn stones_with_a_path_to_the_edge_live_and_edge_stones_are_immune() {
    let mut g = pos(
        &[
            "..xox...", //
            "...x....", //
            "..xox...", //
            "..xo....", //
            "...xx...", //
            "........", //
            "........", //
            "........", //
        ],
        0,
        2,
    );
    // 0,3 is on the edge: surrounded, yet never enclosed.
    assert_eq!(g.stone(Pt::new(0, 3)), Some(1));
    // 2,3 and 3,3 still reach the edge through the empty 3,4 and 3,5.
    play(&mut g, "7,7");
    assert_eq!(g.count(1), 3);
    // Black's second stone takes that last path away.
    play(&mut g, "3,5");
    assert_eq!(g.stone(Pt::new(2, 3)), Some(0));
    assert_eq!(g.stone(Pt::new(3, 3)), Some(0));
    assert_eq!(g.stone(Pt::new(0, 3)), Some(1));
    assert_eq!(g.stone(Pt::new(3, 4)), Some(0));
    assert_eq!((g.count(0), g.count(1)), (13, 1));
}

#[test]
fn the_second_stone_cannot_go_where_the_first_one_filled() {
    let g = pos(
        &[
            "........", //
            "........", //
            "...o....", //
            "..o.o...", //
            "........", //
            "........", //
            "........", //
            "........", //
        ],
        1,
        2,
    );
    assert_eq!(
        illegal(&g, "4,3:3,3"),
        "3,3 is taken: your stone 4,3 filled a ring there; place your second stone on an empty point"
    );
    let mut h = g.clone();
    play(&mut h, "4,3");
    assert_eq!(h.stone(Pt::new(3, 3)), Some(1));
    assert_eq!(
        illegal(&h, "3,3"),
        "3,3 is taken; place your stone on an empty point"
    );
    let mut h = g.clone();
    play(&mut h, "4,3:5,5");
    assert_eq!(h.count(1), 6);
    assert_eq!(h.to_move(), Some(0));
}
