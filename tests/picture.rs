//! Board pictures: a mid-game YINSH and Rin position drawn, decoded again,
//! and the pixels at known points checked against the documented layout.
//! The PNGs are also written to `target/picture-samples/` to be looked at.

use ringmail::games::{AnyGame, new_game, rin, yinsh};
use ringmail::picture::rin::point_xy as rin_xy;
use ringmail::picture::yinsh::point_xy as yinsh_xy;
use ringmail::picture::{
    BACKGROUND, DARK, GRID, LAST, LIGHT, Layout, Mark, Picture, Rgb, WIDTH, Xy, board_png, picture,
    pixel_of,
};

struct Decoded {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

impl Decoded {
    fn at(&self, (x, y): (f32, f32)) -> Rgb {
        let (x, y) = (x as usize, y as usize);
        let i = 3 * (y * self.width as usize + x);
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }
}

fn decode(png_bytes: &[u8]) -> Decoded {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgb);
    buf.truncate(info.buffer_size());
    Decoded {
        width: info.width,
        height: info.height,
        rgb: buf,
    }
}

fn close(a: Rgb, b: Rgb) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 12)
}

fn save(name: &str, png: &[u8]) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/picture-samples");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(name), png).unwrap();
}

/// Plays `n` legal lines chosen by a fixed sequence; returns the last line
/// played, as the log keeps it (`None` when none was).
fn play_some(g: &mut Box<dyn AnyGame>, n: usize, seed: u64) -> Option<String> {
    let mut x = seed;
    let mut last = None;
    for _ in 0..n {
        let legal = g.legal_move_texts();
        if legal.is_empty() {
            break;
        }
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = legal[(x >> 33) as usize % legal.len()].clone();
        last = Some(g.play_text(&m).unwrap());
    }
    last
}

fn dist_to_segment(p: Xy, a: Xy, b: Xy) -> f32 {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((p.x - a.x) * dx + (p.y - a.y) * dy) / len2).clamp(0.0, 1.0)
    };
    let (qx, qy) = (a.x + t * dx, a.y + t * dy);
    ((p.x - qx).powi(2) + (p.y - qy).powi(2)).sqrt()
}

/// How far a place is from every mark of the last move.
fn clear_of_marks(p: &Picture, at: Xy) -> bool {
    p.last.iter().all(|m| match *m {
        Mark::Path { from, to } | Mark::Row { from, to } => dist_to_segment(at, from, to) > 1.2,
        Mark::Placed(q) | Mark::Removed(q) => dist_to_segment(at, q, q) > 1.2,
    })
}

fn yinsh_pt(s: &str) -> yinsh::board::Pt {
    yinsh::board::Pt::parse(s).unwrap().unwrap()
}

#[test]
fn a_mid_game_yinsh_picture_shows_rings_markers_and_the_last_move() {
    let mut g = new_game("yinsh", &[]).unwrap();
    for m in ["e5", "f6", "g7", "d4", "c3", "h8", "i9", "b2", "e7", "g5"] {
        g.play_text(m).unwrap();
    }
    let last = play_some(&mut g, 14, 7);
    // The last line is a ring move of White's ring from e5, if legal, so
    // the path is known; otherwise whatever ring move the sequence chose.
    let png = board_png(&*g, last.as_deref());
    save("yinsh-mid-game.png", &png);
    eprintln!("yinsh mid-game: {} bytes", png.len());
    let d = decode(&png);
    assert!(d.width >= 480 && d.width == WIDTH, "width {}", d.width);
    assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
    let pic = picture(&*g, last.as_deref());
    let layout = Layout::of(&pic.board);
    assert_eq!(d.height, layout.height);
    let s = layout.scale;

    let json = g.to_json();
    let list = |k: &str, c: &str| -> Vec<String> {
        json[k][c]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap().to_string())
            .collect()
    };
    // Rings: their colour on the ring's circle, right of the point.
    for (colour, tone) in [("white", LIGHT), ("black", DARK)] {
        let rings = list("rings", colour);
        assert!(!rings.is_empty());
        for r in rings {
            let (x, y) = pixel_of(&pic, yinsh_xy(yinsh_pt(&r)));
            let on_circle = d.at((x + 0.335 * s, y));
            assert!(close(on_circle, tone), "{colour} ring {r}: {on_circle:?}");
            // Inside the ring the point shows through: not the ring's fill.
            let inside = d.at((x + 0.12 * s, y + 0.12 * s));
            assert!(!close(inside, tone), "{colour} ring {r} is hollow");
        }
        for m in list("markers", colour) {
            let px = pixel_of(&pic, yinsh_xy(yinsh_pt(&m)));
            assert!(close(d.at(px), tone), "{colour} marker {m}");
        }
    }
    // Empty points away from the last move: grid at the point, background
    // beside it.
    let mut checked = 0;
    for c in b'a'..=b'k' {
        for r in 1..=11 {
            let name = format!("{}{r}", c as char);
            let Some(Ok(p)) = yinsh::board::Pt::parse(&name) else {
                continue;
            };
            let taken = ["rings", "markers"]
                .iter()
                .any(|k| list(k, "white").contains(&name) || list(k, "black").contains(&name));
            let at = yinsh_xy(p);
            if taken || !clear_of_marks(&pic, at) {
                continue;
            }
            let (x, y) = pixel_of(&pic, at);
            assert!(
                close(d.at((x, y)), GRID),
                "grid at {name}: {:?}",
                d.at((x, y))
            );
            assert!(close(d.at((x + 0.3 * s, y)), BACKGROUND), "beside {name}");
            checked += 1;
        }
    }
    assert!(checked > 20, "{checked} empty points checked");
    // The last ring move: red between its start and the next point.
    let path = pic
        .last
        .iter()
        .find_map(|m| match *m {
            Mark::Path { from, to } => Some((from, to)),
            _ => None,
        })
        .expect("the last line moved a ring");
    let (from, to) = path;
    let len = ((to.x - from.x).powi(2) + (to.y - from.y).powi(2)).sqrt();
    let t = 0.45 / len;
    let mid = Xy::new(from.x + t * (to.x - from.x), from.y + t * (to.y - from.y));
    assert!(close(d.at(pixel_of(&pic, mid)), LAST), "the path is marked");
}

#[test]
fn a_yinsh_placement_and_the_rings_around_e5() {
    let mut g = new_game("yinsh", &[]).unwrap();
    let last = g.play_text("e5").unwrap();
    let png = board_png(&*g, Some(&last));
    let d = decode(&png);
    let pic = picture(&*g, Some(&last));
    let s = Layout::of(&pic.board).scale;
    let (x, y) = pixel_of(&pic, yinsh_xy(yinsh_pt("e5")));
    for (dx, dy) in [(0.335, 0.0), (-0.335, 0.0), (0.0, 0.335), (0.0, -0.335)] {
        assert!(close(d.at((x + dx * s, y + dy * s)), LIGHT));
    }
    // The placed ring is outlined in the last move's colour.
    let red = d.at((x + 0.52 * s, y));
    assert!(red[0] > 150 && red[1] < 120, "outline {red:?}");
    // f6 is empty: grid.
    let f6 = pixel_of(&pic, yinsh_xy(yinsh_pt("f6")));
    assert!(close(d.at(f6), GRID));
}

#[test]
fn a_mid_game_rin_picture_shows_stones_dots_and_the_last_stones() {
    let mut g = new_game("rin", &[]).unwrap();
    g.play_text("3,6").unwrap();
    g.play_text("7,7:8,8").unwrap();
    let mut last = play_some(&mut g, 40, 11);
    if let Ok(text) = g.play_text("12,3") {
        last = Some(text);
    }
    let png = board_png(&*g, last.as_deref());
    save("rin-16-mid-game.png", &png);
    eprintln!("rin 16 mid-game: {} bytes", png.len());
    let d = decode(&png);
    assert!(d.width >= 480, "width {}", d.width);
    assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
    let pic = picture(&*g, last.as_deref());
    let s = Layout::of(&pic.board).scale;
    let at = |r: u8, c: u8| pixel_of(&pic, rin_xy(rin::Pt::new(r, c)));
    let json = g.to_json();
    let stones = |c: &str| -> Vec<String> {
        json["stones"][c]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap().to_string())
            .collect()
    };
    assert!(stones("black").contains(&"3,6".to_string()));
    assert!(close(d.at(at(3, 6)), DARK), "the black stone at 3,6");
    for (colour, tone) in [("black", DARK), ("white", LIGHT)] {
        for p in stones(colour) {
            let (r, c) = p.split_once(',').unwrap();
            let px = at(r.parse().unwrap(), c.parse().unwrap());
            assert!(close(d.at(px), tone), "{colour} stone {p}");
        }
    }
    // Empty points away from the last stones and the dots: grid there,
    // background diagonally beside them.
    let mut checked = 0;
    for r in 0..16u8 {
        for c in 0..16u8 {
            let name = format!("{r},{c}");
            let xy = rin_xy(rin::Pt::new(r, c));
            let taken = stones("black").contains(&name) || stones("white").contains(&name);
            if taken || pic.board.dots.contains(&xy) || !clear_of_marks(&pic, xy) {
                continue;
            }
            let (x, y) = at(r, c);
            assert!(close(d.at((x, y)), GRID), "grid at {name}");
            assert!(
                close(d.at((x + 0.3 * s, y + 0.3 * s)), BACKGROUND),
                "beside {name}"
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} empty points checked");
    // The last stones are outlined in red.
    for m in &pic.last {
        let Mark::Placed(p) = *m else {
            panic!("Rin marks only placed stones")
        };
        let (x, y) = pixel_of(&pic, p);
        let red = d.at((x + 0.52 * s, y));
        assert!(red[0] > 150 && red[1] < 120, "outline {red:?}");
    }
    assert!(!pic.last.is_empty());
}

#[test]
fn every_rin_size_fits_the_limits() {
    for n in (8..=20).step_by(2) {
        let opt = format!("-size={n}");
        let mut g = new_game("rin", &[&opt]).unwrap();
        let last = play_some(&mut g, 3 * n, n as u64);
        let png = board_png(&*g, last.as_deref());
        let d = decode(&png);
        assert!(
            d.width >= 480 && png.len() <= 60 * 1024,
            "{n}: {}",
            png.len()
        );
        if n == 8 {
            save("rin-8.png", &png);
        }
    }
}

#[test]
fn long_yinsh_games_stay_under_the_size_limit() {
    let mut largest = (0, String::new());
    for seed in 1..=3 {
        let mut g = new_game("yinsh", &[]).unwrap();
        let mut last = None;
        for step in 0..40 {
            last = play_some(&mut g, 3, seed * 100 + step).or(last);
            let png = board_png(&*g, last.as_deref());
            if png.len() > largest.0 {
                largest = (png.len(), g.render(["a", "b"]));
            }
            if png.len() > 50 * 1024 {
                save("yinsh-largest.png", &png);
            }
            if g.outcome().is_some() {
                break;
            }
        }
    }
    eprintln!("largest YINSH picture: {} bytes\n{}", largest.0, largest.1);
    assert!(largest.0 <= 60 * 1024, "{} bytes", largest.0);
}

#[test]
fn a_removed_yinsh_row_is_crossed_out() {
    use ringmail::games::Game;
    use ringmail::games::yinsh::Yinsh;
    let bits = |pts: &[&str]| pts.iter().fold(0u128, |b, p| b | yinsh_pt(p).bit());
    let mut y = Yinsh::from_parts(
        false,
        [
            bits(&["e6", "a2", "b1", "k7", "j11"]),
            bits(&["f2", "g2", "h3", "i4", "d1"]),
        ],
        [bits(&["e2", "e3", "e4", "e5", "f7"]), bits(&["g6", "h6"])],
        [0, 0],
        0,
        30,
    )
    .unwrap();
    let last = y.play_text("e6-e7;xe2-e6xa2").unwrap();
    assert_eq!(last, "e6-e7;xe2-e6xa2");
    let pic = picture(&ringmail::games::Dyn(y), Some(&last));
    let png = ringmail::picture::png_of(&pic);
    save("yinsh-row-removed.png", &png);
    let d = decode(&png);
    for p in ["e2", "e3", "e4", "e5", "e6", "a2"] {
        let c = d.at(pixel_of(&pic, yinsh_xy(yinsh_pt(p))));
        assert!(close(c, LAST), "{p} is crossed out: {c:?}");
    }
}
