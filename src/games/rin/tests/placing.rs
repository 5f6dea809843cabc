//! Whose turn it is, how many stones a turn places, and where a
//! stone may go.

use super::*;

#[test]
fn options_choose_the_size() {
    assert_eq!(Rin::new(&[]).unwrap().size(), 16);
    assert_eq!(Rin::new(&[]).unwrap().options(), Vec::<String>::new());
    for n in [8, 10, 12, 14, 18, 20] {
        let opt = format!("-size={n}");
        let g = Rin::new(&[&opt]).unwrap();
        assert_eq!(g.size(), n);
        assert_eq!(g.options(), vec![opt]);
        assert_eq!(g.empty_points(), n * n);
    }
    assert_eq!(Rin::new(&["-SIZE=12"]).unwrap().size(), 12);
    assert_eq!(
        Rin::new(&["-Size=16"]).unwrap().options(),
        Vec::<String>::new()
    );
    for bad in [
        "-size=9",
        "-size=6",
        "-size=22",
        "-size=0",
        "-size=",
        "-size=x",
        "-size=-8",
        "-blitz",
        "size=12",
        "-size=99999999999",
    ] {
        let e = Rin::new(&[bad]).expect_err(bad);
        assert!(!e.to_string().is_empty());
    }
    assert!(
        Rin::new(&["-size=9"])
            .unwrap_err()
            .to_string()
            .contains("even number from 8 to 20")
    );
    assert!(Rin::new(&["-size=12", "-size=12"]).is_err());
}

#[test]
fn turn_order_is_b_ww_bb_ww() {
    let mut g = Rin::start(16).unwrap();
    let expect = [
        (0, 1, (1, 1)),
        (1, 2, (1, 2)),
        (1, 1, (2, 2)),
        (0, 2, (1, 2)),
        (0, 1, (2, 2)),
        (1, 2, (1, 2)),
        (1, 1, (2, 2)),
        (0, 2, (1, 2)),
    ];
    for (k, &(seat, left, of)) in expect.iter().enumerate() {
        assert_eq!(g.to_move(), Some(seat), "stone {k}");
        assert_eq!(g.stones_left(), Some(left), "stone {k}");
        assert_eq!(g.stone_of_turn(), of, "stone {k}");
        play(&mut g, &format!("{},{}", 1 + k / 8, 1 + k % 8));
        assert_eq!(g.moves_played(), k as u32 + 1);
    }
    // Double moves keep the same order.
    let mut h = Rin::start(16).unwrap();
    for m in ["1,1", "1,2:1,3", "1,4;1,5", "(1,6):1-7", "1,8"] {
        play(&mut h, m);
    }
    assert_eq!(h.to_move(), Some(0));
    assert_eq!(h.stones_left(), Some(1));
    assert_eq!(h.moves_played(), 5);
    assert_eq!(picture(&h)[1], ".xooxxoox.......");
    play(&mut h, "1,9");
    assert_eq!(h.to_move(), Some(1));
    assert_eq!(h.stones_left(), Some(2));
}

#[test]
fn one_stone_of_a_double_turn_keeps_the_player_on_move() {
    let mut g = Rin::start(8).unwrap();
    play(&mut g, "0,0");
    play(&mut g, "7,7");
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.stones_left(), Some(1));
    let m = illegal(&g, "6,6:5,5");
    assert_eq!(
        m,
        "you have one stone left in this double turn; send just one point, e.g. 6,6"
    );
    play(&mut g, "6,6");
    assert_eq!(g.to_move(), Some(0));
    assert_eq!(g.stones_left(), Some(2));
    assert_eq!(g.moves_played(), 3);
}

#[test]
fn too_many_stones_are_refused_whole() {
    let g = Rin::start(16).unwrap();
    assert_eq!(
        illegal(&g, "3,6:4,7"),
        "Black's first turn is a single stone; send just one point, e.g. 3,6"
    );
    let mut g = g;
    play(&mut g, "3,6");
    assert_eq!(
        illegal(&g, "1,1:2,2:3,3"),
        "a turn has at most two stones; send one or two points, e.g. 1,1:..."
    );
    play(&mut g, "1,1:2,2");
    assert_eq!(g.count(1), 2);
}

#[test]
fn an_occupied_point_is_illegal() {
    let mut g = Rin::start(16).unwrap();
    play(&mut g, "3,6");
    assert_eq!(
        illegal(&g, "3,6"),
        "3,6 is taken; place your stone on an empty point"
    );
    assert_eq!(
        illegal(&g, "4,7:3,6"),
        "3,6 is taken; place your stone on an empty point"
    );
    assert_eq!(
        illegal(&g, "4,7:4,7"),
        "4,7 is given twice; the two stones of a double turn go on two different empty points"
    );
    // Off the board is a parse error for texts, and illegal for moves
    // built by hand.
    assert!(matches!(g.parse_move("3,16"), Err(MoveError::Parse(_))));
    let before = g.clone();
    assert!(matches!(
        g.play(&Move::one(Pt::new(30, 2))),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        g.play(&Move::two(Pt::new(2, 2), Pt::new(2, 16))),
        Err(MoveError::Illegal(_))
    ));
    assert_eq!(g, before);
}
