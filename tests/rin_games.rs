//! Whole games through the public interface: random playouts on every
//! board size, a scripted 8 x 8 game, and the game registry.

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use ringmail::games::rin::{Move, Pt, Rin};
use ringmail::games::{GAMES, Game, Outcome, new_game};

#[test]
fn rin_is_registered() {
    assert_eq!(GAMES, &["yinsh", "rin"]);
    let g = new_game("RIN", &["-size=12"]).unwrap();
    assert_eq!(g.name(), "rin");
    assert_eq!(g.options(), vec!["-size=12".to_string()]);
    assert_eq!(g.colours(), ["black", "white"]);
    assert_eq!(g.symbols(), ['x', 'o']);
    let help = ringmail::help::games::text(ringmail::language::Language::ENGLISH, "rin")
        .expect("rin's help");
    assert!(help.contains("rin challenge [-size=N] userid1 userid2"));
    assert!(help.contains("rin move BOARD userid password MOVE[#N]"));
    assert!(new_game("rin", &["-size=13"]).is_err());
    assert!(new_game("rin", &["-blitz"]).is_err());
    assert!(new_game("rin", &[]).unwrap().options().is_empty());
}

/// Random games through move texts, one or two stones per line, on every
/// size: they never panic, end with a full board, and the counts add up.
#[test]
fn random_playouts_on_every_size() {
    let mut rng = StdRng::seed_from_u64(7);
    for n in (8..=20).step_by(2) {
        for _ in 0..10 {
            let opt = format!("-size={n}");
            let mut g = new_game("rin", &[&opt]).unwrap();
            let mut lines = 0u32;
            while g.outcome().is_none() {
                let legal = g.legal_move_texts();
                assert!(!legal.is_empty());
                let a = legal.choose(&mut rng).unwrap().clone();
                let j = g.to_json();
                let text = if j["stones_left"] == 2 && rng.gen_bool(0.5) {
                    // Find a second stone that is legal after the first.
                    let mut probe = g.clone();
                    probe.play_text(&a).unwrap();
                    match probe.legal_move_texts().choose(&mut rng) {
                        Some(b) => format!("{a}:{b}"),
                        None => a,
                    }
                } else {
                    a
                };
                let canon = g.play_text(&text).unwrap();
                assert_eq!(canon, text.replace(':', ";"));
                lines += 1;
                assert_eq!(g.moves_played(), lines);
            }
            let j = g.to_json();
            let (b, w) = (
                j["count"]["black"].as_u64().unwrap(),
                j["count"]["white"].as_u64().unwrap(),
            );
            assert_eq!(b + w, (n * n) as u64, "{j}");
            assert_eq!(
                j["stones"]["black"].as_array().unwrap().len() as u64,
                b,
                "{j}"
            );
            let status = match b.cmp(&w) {
                std::cmp::Ordering::Greater => "black_wins",
                std::cmp::Ordering::Less => "white_wins",
                std::cmp::Ordering::Equal => "draw",
            };
            assert_eq!(j["status"], status);
            assert_eq!(j["to_move"], serde_json::Value::Null);
            assert_eq!(j["stones_left"], serde_json::Value::Null);
            assert!(g.legal_move_texts().is_empty());
        }
    }
}

/// Random games with the typed interface, one stone per line, checking
/// after every stone that no ring was left unfilled.
#[test]
fn no_ring_is_ever_left_unfilled() {
    let mut rng = StdRng::seed_from_u64(99);
    for n in (8..=20).step_by(2) {
        let mut g = Rin::start(n).unwrap();
        while g.outcome().is_none() {
            let moves = g.legal_moves();
            let mv = moves[rng.gen_range(0..moves.len())];
            let before = [g.count(0), g.count(1)];
            let mover = g.to_move().unwrap();
            g.play(&mv).unwrap();
            assert_eq!(g.unfilled_ring(0), None);
            assert_eq!(g.unfilled_ring(1), None);
            assert!(g.count(mover) > before[mover], "the mover gains");
            assert!(g.count(1 - mover) <= before[1 - mover], "never the other");
            assert_eq!(g.stone(mv.stones()[0]), Some(mover));
        }
        assert_eq!(g.empty_points(), 0);
        assert_eq!(g.count(0) + g.count(1), n * n);
    }
}

#[test]
fn a_game_on_8x8() {
    let mut g = Rin::new(&["-size=8"]).unwrap();
    // Black builds a wall around 2,2 and 2,3; White plays on the edge,
    // where nothing can ever be captured.
    let lines = [
        "1,1", "0,7:7,0", "1,2:1,3", "7,7:0,6", "2,1:3,1", "6,0:5,0", "3,2:3,3",
    ];
    for m in lines {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(g.count(1), 6);
    assert_eq!(g.count(0), 7);
    assert!(g.is_empty(Pt::new(2, 2)));
    assert_eq!(g.play_text("6,6:6,5#8").unwrap(), "6,6;6,5");
    // Black closes the ring around 2,2 and 2,3 with 2,4.
    g.play_text("2,4").unwrap();
    assert_eq!(g.stone(Pt::new(2, 2)), Some(0));
    assert_eq!(g.stone(Pt::new(2, 3)), Some(0));
    assert_eq!(g.count(0), 10);
    assert_eq!(g.to_move(), Some(0));
    assert_eq!(g.stones_left(), Some(1));
    assert_eq!(g.moves_played(), 9);
    // Play it out, one stone per line, in a random order.
    let mut rng = StdRng::seed_from_u64(8);
    let mut pts: Vec<Pt> = (0..8)
        .flat_map(|r| (0..8).map(move |c| Pt::new(r, c)))
        .collect();
    pts.shuffle(&mut rng);
    for p in pts {
        if g.is_empty(p) {
            g.play(&Move::one(p)).unwrap();
        }
    }
    assert_eq!(g.empty_points(), 0);
    assert!(matches!(g.outcome(), Some(Outcome::Win(_) | Outcome::Draw)));
}
