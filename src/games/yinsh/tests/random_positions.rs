//! Properties of the positions of random games: symmetries, notation
//! round trips, and refused moves that change nothing.

use super::*;

/// Plays a random game, preferring moves with removals, and calls `f` on
/// every position reached.
fn random_game(seed: u64, blitz: bool, mut f: impl FnMut(&Yinsh)) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut y = Yinsh::start(blitz);
    // Cluster the rings in the middle so that rows come early.
    while y.outcome().is_none() {
        f(&y);
        let moves = y.legal_moves();
        let with_removals: Vec<&Move> = moves
            .iter()
            .filter(|m| !m.pre().is_empty() || !m.post().is_empty())
            .collect();
        let mv = if !with_removals.is_empty() && rng.gen_bool(0.7) {
            *with_removals[rng.gen_range(0..with_removals.len())]
        } else if !y.placement_done() {
            // Placements near the centre.
            let near: Vec<&Move> = moves
                .iter()
                .filter(|m| match m.action() {
                    Action::Place(p) => (p.col() - 5).abs() <= 2 && (p.row() - 6).abs() <= 2,
                    _ => false,
                })
                .collect();
            *near[rng.gen_range(0..near.len())]
        } else {
            moves[rng.gen_range(0..moves.len())]
        };
        y.play(&mv).unwrap();
    }
    f(&y);
}

fn map_text(text: &str, k: usize) -> String {
    let parts = parse_parts(text).unwrap();
    parts
        .iter()
        .map(|p| match *p {
            Part::Place(a) => symmetry(a, k).to_string(),
            Part::Ring(a, b) => format!("{}-{}", symmetry(a, k), symmetry(b, k)),
            Part::Pass => "pass".into(),
            Part::Remove { row, ring } => {
                let (a, b) = row.unwrap();
                let (a, b) = row_ends(symmetry(a, k), symmetry(b, k));
                format!("x{a}-{b}x{}", symmetry(ring, k))
            }
        })
        .collect::<Vec<_>>()
        .join(";")
}

fn map_bits(b: Bits, k: usize) -> Bits {
    bits(b).map(|p| symmetry(p, k).bit()).fold(0, |a, b| a | b)
}

#[test]
fn symmetries_keep_the_legal_moves() {
    let mut positions = 0;
    let mut with_rows = 0;
    for seed in 0..6 {
        let mut n = 0;
        random_game(seed, seed % 3 == 0, |y| {
            n += 1;
            if n % 3 != 0 || y.outcome().is_some() {
                return;
            }
            positions += 1;
            let l = legal(y);
            if l.iter().any(|m| m.contains('x')) {
                with_rows += 1;
            }
            for k in 1..12 {
                let z = Yinsh {
                    rings: [map_bits(y.rings[0], k), map_bits(y.rings[1], k)],
                    markers: [map_bits(y.markers[0], k), map_bits(y.markers[1], k)],
                    ..y.clone()
                };
                let lz = legal(&z);
                assert_eq!(lz.len(), l.len(), "symmetry {k}");
                let mut mapped: Vec<String> = l.iter().map(|m| map_text(m, k)).collect();
                mapped.sort();
                assert_eq!(mapped, lz, "symmetry {k}");
            }
        });
    }
    assert!(positions > 50);
    assert!(with_rows > 0, "some positions had removals");
}

/// Number of rows of the mover's colour at the moment of each removal.
fn rows_at_each_removal(y: &Yinsh, mv: &Move) -> Vec<usize> {
    let me = y.to_move as usize;
    let mut st = y.clone();
    let mut out = vec![];
    for r in mv.pre() {
        out.push(rows(st.markers[me]).count());
        st.apply_removal(me, *r);
    }
    if let Action::Ring { from, to } = mv.action() {
        let flip = st.check_ring_move(me, from, to).unwrap();
        st.apply_ring(me, from, to, flip);
    }
    for r in mv.post() {
        out.push(rows(st.markers[me]).count());
        st.apply_removal(me, *r);
    }
    out
}

#[test]
fn notation_round_trip() {
    let mut omitted_ok = 0;
    let mut omitted_refused = 0;
    for seed in 100..106 {
        random_game(seed, seed % 2 == 0, |y| {
            for mv in y.legal_moves() {
                let text = mv.to_string();
                let parsed = y.parse_move(&text).unwrap();
                assert_eq!(parsed, mv);
                // The canonical text, as a log keeps it, reads back into
                // the same move without the position.
                assert_eq!(text.parse::<Move>(), Ok(mv), "{text}");
                let mut after = y.clone();
                after.play(&mv).unwrap();
                let check = |variant: &str| {
                    let mut z = y.clone();
                    assert_eq!(
                        z.play_text(variant).as_deref(),
                        Ok(text.as_str()),
                        "{variant}"
                    );
                    assert_eq!(z, after);
                };
                check(&text.to_uppercase());
                check(&text.replace(';', ":"));
                let parts: Vec<&str> = text.split(';').collect();
                // Reversed row ends.
                let reversed: Vec<String> = parts
                    .iter()
                    .map(|p| match p.strip_prefix('x') {
                        Some(rest) => {
                            let (row, ring) = rest.split_once('x').unwrap();
                            let (a, b) = row.split_once('-').unwrap();
                            format!("x{b}-{a}x{ring}")
                        }
                        None => p.to_string(),
                    })
                    .collect();
                check(&reversed.join(":"));
                // Leaving out each row in turn.
                let counts = rows_at_each_removal(y, &mv);
                let removal_idx: Vec<usize> = (0..parts.len())
                    .filter(|&i| parts[i].starts_with('x'))
                    .collect();
                for (j, &i) in removal_idx.iter().enumerate() {
                    let mut v: Vec<String> = parts.iter().map(|s| s.to_string()).collect();
                    let ring = v[i].rsplit_once('x').unwrap().1.to_string();
                    v[i] = format!("x{ring}");
                    let variant = v.join(";");
                    if counts[j] == 1 {
                        check(&variant);
                        omitted_ok += 1;
                    } else {
                        assert!(y.clone().play_text(&variant).is_err(), "{variant}");
                        omitted_refused += 1;
                    }
                }
            }
        });
    }
    assert!(
        omitted_ok > 0 && omitted_refused > 0,
        "{omitted_ok} {omitted_refused}"
    );
}

#[test]
fn a_canonical_text_is_read_without_a_position() {
    let mv: Move = "XE6-I6XH11:E10-E7".parse().unwrap();
    assert_eq!(mv.to_string(), "xe6-i6xh11;e10-e7");
    assert_eq!(mv.pre().len(), 1);
    assert_eq!(
        mv.action(),
        Action::Ring {
            from: pt("e10"),
            to: pt("e7")
        }
    );
    assert!(mv.post().is_empty());
    // Row ends either way round; removals alone win by them.
    let mv: Move = "xi6-e6xc6".parse().unwrap();
    assert_eq!(mv.to_string(), "xe6-i6xc6");
    assert_eq!(mv.action(), Action::None);
    assert_eq!("pass".parse::<Move>().unwrap().action(), Action::Pass);
    for bad in [
        "xa5",
        "e5;e6",
        "e5-e6;pass",
        "xe2-e7xa2",
        "xe2-e6xa2;xe3-e7xa3;xe4-e8xa4;xe5-e9xa5",
        "resign",
        "draw",
        "timeout",
        "",
    ] {
        assert!(
            matches!(bad.parse::<Move>(), Err(MoveError::Parse(_))),
            "{bad:?} should not read"
        );
    }
}

#[test]
fn play_never_changes_the_position_on_error() {
    random_game(7, false, |y| {
        for bad in [
            "e5",
            "a2-a3",
            "pass",
            "xa2",
            "garbage",
            "e5-e6;xa2",
            "f6-f6",
        ] {
            let mut z = y.clone();
            if z.play_text(bad).is_err() {
                assert_eq!(&z, y);
            }
        }
    });
}
