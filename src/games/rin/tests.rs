//! Rules tests on hand-made positions, and random games checked against a
//! plain reference implementation of the fill.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::games::{Game, MoveError, Outcome};

/// A position from a picture: `x` Black, `o` White, anything else empty.
fn pos(rows: &[&str], to_move: Seat, left: u8) -> Rin {
    let (mut b, mut w) = (vec![], vec![]);
    for (r, line) in rows.iter().enumerate() {
        assert_eq!(line.len(), rows.len(), "row {r} of the picture");
        for (c, ch) in line.chars().enumerate() {
            match ch {
                'x' => b.push((r, c)),
                'o' => w.push((r, c)),
                _ => {}
            }
        }
    }
    Rin::from_stones(rows.len(), &b, &w, to_move, left).unwrap()
}

/// The board as a picture like the one [`pos`] reads.
fn picture(g: &Rin) -> Vec<String> {
    let n = g.size() as u8;
    (0..n)
        .map(|r| {
            (0..n)
                .map(|c| match g.stone(Pt::new(r, c)) {
                    Some(0) => 'x',
                    Some(_) => 'o',
                    None => '.',
                })
                .collect()
        })
        .collect()
}

fn play(g: &mut Rin, text: &str) {
    if let Err(e) = g.play_text(text) {
        panic!("{text}: {e}\n{g:?}");
    }
}

/// Plays `text`, which must be illegal; checks the position is unchanged
/// and returns the reason.
fn illegal(g: &Rin, text: &str) -> String {
    let mut h = g.clone();
    match h.play_text(text) {
        Err(MoveError::Illegal(m)) => {
            assert_eq!(&h, g, "{text} changed the position");
            if !text.contains(['#', 'r']) {
                assert!(
                    matches!(g.parse_move(text), Err(MoveError::Illegal(_))),
                    "parse_move({text}) agrees"
                );
            }
            m.to_string()
        }
        other => panic!("{text}: expected Illegal, got {other:?}"),
    }
}

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

#[test]
fn move_texts_are_canonical() {
    let mut g = Rin::start(16).unwrap();
    assert_eq!(g.play_text(" (3,6) ").unwrap(), "3,6");
    assert_eq!(g.play_text("4-7:(05,1)#2").unwrap(), "4,7;5,1");
    let e = g.play_text("1,1#2").unwrap_err();
    assert!(matches!(e, MoveError::Illegal(_)));
    assert_eq!(
        g.move_text(&Move::two(Pt::new(10, 0), Pt::new(0, 10))),
        "10,0;0,10"
    );
}

#[test]
fn parse_move_checks_legality_without_playing() {
    let mut g = Rin::start(8).unwrap();
    let mv = g.parse_move("2,3").unwrap();
    assert_eq!(mv, Move::one(Pt::new(2, 3)));
    assert_eq!(g.moves_played(), 0);
    g.play(&mv).unwrap();
    assert!(matches!(g.parse_move("2,3"), Err(MoveError::Illegal(_))));
    assert!(matches!(g.parse_move("2;3"), Err(MoveError::Parse(_))));
    assert!(matches!(g.parse_move("9,9"), Err(MoveError::Parse(_))));
    assert_eq!(
        g.parse_move("1,1:1,2").unwrap(),
        Move::two(Pt::new(1, 1), Pt::new(1, 2))
    );
}

#[test]
fn legal_moves_are_the_empty_points() {
    let mut g = Rin::start(8).unwrap();
    assert_eq!(g.legal_moves().len(), 64);
    play(&mut g, "0,0");
    let legal = g.legal_moves();
    assert_eq!(legal.len(), 63);
    assert!(!legal.contains(&Move::one(Pt::new(0, 0))));
    assert!(legal.iter().all(|m| m.stones().len() == 1));
    assert_eq!(legal[0], Move::one(Pt::new(0, 1)));
    let texts = g.legal_move_texts();
    assert_eq!(texts.len(), 63);
    assert_eq!(texts[0], "0,1");
}

#[test]
fn from_stones_refuses_impossible_positions() {
    assert!(Rin::from_stones(8, &[(0, 0)], &[(0, 0)], 0, 2).is_err());
    assert!(Rin::from_stones(8, &[(8, 0)], &[], 0, 2).is_err());
    assert!(Rin::from_stones(9, &[], &[], 0, 2).is_err());
    assert!(Rin::from_stones(8, &[], &[], 2, 2).is_err());
    assert!(Rin::from_stones(8, &[], &[], 0, 3).is_err());
    // An unfilled ring around 3,3.
    let e = Rin::from_stones(8, &[(2, 3), (3, 2), (3, 4), (4, 3)], &[], 1, 2).unwrap_err();
    assert_eq!(e, "3,3 lies in a ring of black that would have been filled");
    let g = Rin::from_stones(8, &[], &[], 0, 1).unwrap();
    assert_eq!(g, Rin::start(8).unwrap());
}

#[test]
fn json_has_the_replay_keys() {
    let mut g = Rin::new(&["-size=10"]).unwrap();
    for m in ["3,6", "0,0:9,9", "4,7"] {
        play(&mut g, m);
    }
    let j = g.to_json();
    assert_eq!(
        j,
        serde_json::json!({
            "game": "rin",
            "size": 10,
            "moves": 3,
            "status": "in_progress",
            "to_move": "black",
            "stones_left": 1,
            "stones": {"black": ["3,6", "4,7"], "white": ["0,0", "9,9"]},
            "count": {"black": 2, "white": 2},
        })
    );
}

/// The rules written as plainly as possible: after each stone, every point
/// that is not the mover's and cannot reach an edge point through points
/// that are not the mover's becomes the mover's.
struct Reference {
    n: usize,
    cells: Vec<u8>,
    stones: usize,
}

impl Reference {
    fn new(n: usize) -> Reference {
        Reference {
            n,
            cells: vec![0; n * n],
            stones: 0,
        }
    }
    fn mover(&self) -> u8 {
        if self.stones == 0 {
            1
        } else {
            1 + ((self.stones - 1) / 2 + 1) as u8 % 2
        }
    }
    fn place(&mut self, r: usize, c: usize) {
        let n = self.n;
        let me = self.mover();
        assert_eq!(self.cells[r * n + c], 0);
        self.cells[r * n + c] = me;
        self.stones += 1;
        let mut reach = vec![false; n * n];
        let mut stack = vec![];
        for (i, (reached, &v)) in reach.iter_mut().zip(&self.cells).enumerate() {
            let (r, c) = (i / n, i % n);
            if (r == 0 || c == 0 || r == n - 1 || c == n - 1) && v != me {
                *reached = true;
                stack.push(i);
            }
        }
        while let Some(i) = stack.pop() {
            let (r, c) = (i / n, i % n);
            let mut nb = vec![];
            if r > 0 {
                nb.push(i - n);
            }
            if r + 1 < n {
                nb.push(i + n);
            }
            if c > 0 {
                nb.push(i - 1);
            }
            if c + 1 < n {
                nb.push(i + 1);
            }
            for j in nb {
                if !reach[j] && self.cells[j] != me {
                    reach[j] = true;
                    stack.push(j);
                }
            }
        }
        for (v, reached) in self.cells.iter_mut().zip(reach) {
            if !reached {
                *v = me;
            }
        }
    }
    fn empties(&self) -> Vec<(usize, usize)> {
        (0..self.n * self.n)
            .filter(|&i| self.cells[i] == 0)
            .map(|i| (i / self.n, i % self.n))
            .collect()
    }
    fn picture(&self) -> Vec<String> {
        self.cells
            .chunks(self.n)
            .map(|row| row.iter().map(|&v| ['.', 'x', 'o'][v as usize]).collect())
            .collect()
    }
}

#[test]
fn a_canonical_text_is_read_without_a_position() {
    let mv: Move = "3,6;4,7".parse().unwrap();
    assert_eq!(mv, Move::two(Pt::new(3, 6), Pt::new(4, 7)));
    assert_eq!(mv.to_string(), "3,6;4,7");
    assert_eq!("3,6:4,7".parse::<Move>(), Ok(mv));
    assert_eq!("19,0".parse::<Move>(), Ok(Move::one(Pt::new(19, 0))));
    for bad in ["1,2;3,4;5,6", "20,0", "resign", "draw", "timeout", ""] {
        assert!(
            matches!(bad.parse::<Move>(), Err(MoveError::Parse(_))),
            "{bad:?} should not read"
        );
    }
}

#[test]
fn random_games_agree_with_the_reference() {
    let mut rng = StdRng::seed_from_u64(20_100_401);
    for n in (8..=20).step_by(2) {
        for _ in 0..6 {
            let mut g = Rin::start(n).unwrap();
            let mut r = Reference::new(n);
            let mut lines = 0;
            while g.outcome().is_none() {
                let left = g.stones_left().unwrap();
                let e = r.empties();
                let (a_r, a_c) = e[rng.gen_range(0..e.len())];
                r.place(a_r, a_c);
                let mut text = format!("{a_r},{a_c}");
                if left == 2 && rng.gen_bool(0.7) {
                    let e = r.empties();
                    if !e.is_empty() {
                        let (b_r, b_c) = e[rng.gen_range(0..e.len())];
                        r.place(b_r, b_c);
                        text = format!("{text}:{b_r},{b_c}");
                    }
                }
                let mv = g.parse_move(&text).unwrap();
                play(&mut g, &text);
                // The canonical text, as a log keeps it, reads back into
                // the move played without the position.
                assert_eq!(g.move_text(&mv).parse::<Move>(), Ok(mv));
                lines += 1;
                assert_eq!(picture(&g), r.picture(), "after {text}");
                assert_eq!(g.moves_played(), lines);
                assert_eq!(g.unfilled_ring(0), None);
                assert_eq!(g.unfilled_ring(1), None);
                assert_eq!(g.count(0) + g.count(1) + g.empty_points(), n * n);
                if g.outcome().is_none() {
                    assert_eq!(g.to_move(), Some(r.mover() as usize - 1));
                    assert_eq!(g.legal_moves().len(), g.empty_points());
                }
            }
            assert_eq!(g.empty_points(), 0);
            assert_eq!(g.count(0) + g.count(1), n * n);
            let want = match g.count(0).cmp(&g.count(1)) {
                std::cmp::Ordering::Greater => Outcome::Win(0),
                std::cmp::Ordering::Less => Outcome::Win(1),
                std::cmp::Ordering::Equal => Outcome::Draw,
            };
            assert_eq!(g.outcome(), Some(want));
        }
    }
}
