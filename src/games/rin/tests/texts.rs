//! Move texts, legal moves, positions from stones, and the replay's
//! JSON.

use super::*;

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
