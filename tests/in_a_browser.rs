//! Board mails' HTML parts in a real browser: headless Chromium (Debian's
//! `chromium`, which `scripts/test` installs) shows a mid-game YINSH mail
//! with a long comment and a Rin mail in a frame 390 px wide (a phone) and
//! 800 px wide, with the picture the mail carries; a page wider than its
//! frame, or a picture that does not load, fails the test. A screenshot of
//! each is kept in `target/browser/` to look at.

use crate::support;

use std::path::{Path, PathBuf};
use std::process::Command;

use mail_parser::{MessageParser, MimeHeaders};
use support::{Bed, Out};

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";

/// Headless Chromium's narrowest window; a narrower page is shown in a
/// frame of its width.
const NARROWEST_WINDOW: u32 = 500;

/// What the page reported once loaded, read from the title Chromium's DOM
/// has after its scripts ran.
#[derive(Debug)]
struct Seen {
    /// The width of the mail's page, and of its frame.
    scroll_width: u32,
    inner_width: u32,
    /// Pictures in the page, and whether each loaded.
    images: u32,
    loaded: bool,
}

/// The HTML part of `raw` with its picture written beside it in `dir`
/// (`cid:` made a file name) and a script that tells the frame's parent
/// what the page looks like once loaded.
fn mail_page(raw: &[u8], dir: &Path) -> PathBuf {
    let m = MessageParser::default().parse(raw).expect("a mail");
    let mut html = m.body_html(0).expect("an HTML part").into_owned();
    let picture = m.attachment(0).expect("the picture");
    let cid = picture.content_id().expect("a Content-ID");
    std::fs::write(dir.join("board.png"), picture.contents()).unwrap();
    html = html.replace(&format!("cid:{cid}"), "board.png");
    let report = "<script>\nwindow.addEventListener('load', () => {\n  const images = [...document.images];\n  parent.postMessage(JSON.stringify({\n    scroll_width: document.documentElement.scrollWidth,\n    inner_width: window.innerWidth,\n    images: images.length,\n    loaded: images.every(i => i.complete && i.naturalWidth > 0),\n  }), '*');\n});\n</script>\n</body>";
    html = html.replacen("</body>", report, 1);
    let path = dir.join("mail.html");
    std::fs::write(&path, html).unwrap();
    path
}

/// Shows `page` in a frame `width` px wide in headless Chromium; returns
/// what the page reported, and keeps a screenshot at `screenshot`.
fn show(page: &Path, width: u32, screenshot: &Path) -> Seen {
    let dir = page.parent().unwrap();
    let frame = dir.join(format!("frame-{width}.html"));
    std::fs::write(
        &frame,
        format!(
            "<!DOCTYPE html>\n<html><head><style>body{{margin:0}}</style></head><body>\n<iframe src=\"{}\" style=\"width:{width}px;height:1400px;border:0\"></iframe>\n<script>window.addEventListener('message', e => {{ document.title = e.data; }});</script>\n</body></html>\n",
            page.file_name().unwrap().to_str().unwrap()
        ),
    )
    .unwrap();
    let url = format!("file://{}", frame.display());
    let window = format!("--window-size={},1400", width.max(NARROWEST_WINDOW));
    let chromium = |extra: &[&str]| {
        let out = Command::new("chromium")
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                "--allow-file-access-from-files",
                "--virtual-time-budget=5000",
                &window,
            ])
            .args(extra)
            .arg(&url)
            .output()
            .expect("chromium runs (scripts/test installs Debian's chromium)");
        assert!(
            out.status.success(),
            "chromium failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let dom = chromium(&["--dump-dom"]);
    let shot = format!("--screenshot={}", screenshot.display());
    chromium(&[&shot]);
    assert!(
        screenshot.exists(),
        "a screenshot at {}",
        screenshot.display()
    );
    let title = dom
        .split_once("<title>")
        .and_then(|(_, t)| t.split_once("</title>"))
        .map(|(t, _)| t.replace("&quot;", "\""))
        .unwrap_or_else(|| panic!("the page reported nothing:\n{dom}"));
    let v: serde_json::Value = serde_json::from_str(&title).expect("the page's report");
    let n = |k: &str| v[k].as_u64().unwrap_or_else(|| panic!("{k} in {v}")) as u32;
    Seen {
        scroll_width: n("scroll_width"),
        inner_width: n("inner_width"),
        images: n("images"),
        loaded: v["loaded"].as_bool().unwrap(),
    }
}

/// Checks the board mail `out` at a phone's width and a desktop's.
fn fits_in_a_browser(bed: &Bed, out: &Out, name: &str) {
    let raw = std::fs::read(bed.dir.join("outbox").join(&out.file)).unwrap();
    let dir = bed.dir.join(format!("browser-{name}"));
    std::fs::create_dir_all(&dir).unwrap();
    let page = mail_page(&raw, &dir);
    let kept = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/browser");
    std::fs::create_dir_all(&kept).unwrap();
    for width in [390, 800] {
        let seen = show(&page, width, &kept.join(format!("{name}-{width}.png")));
        assert_eq!(seen.inner_width, width, "{name}: {seen:?}");
        assert!(
            seen.scroll_width <= width,
            "{name} at {width} px is {} px wide",
            seen.scroll_width
        );
        assert_eq!(seen.images, 1, "{name}: {seen:?}");
        assert!(seen.loaded, "{name}: the picture did not load");
    }
}

#[tokio::test]
async fn board_mails_fit_a_phone_and_show_their_picture() {
    let mut bed = Bed::new("browser").await;
    bed.two_players_and_a_board().await;
    // A mid-game YINSH board, and a comment of long lines and a long word.
    let moves: Vec<&str> = support::BLITZ_WIN.split(' ').take(14).collect();
    let long = format!(
        "{}\n{}\n",
        "A long comment that goes on and on about the game. ".repeat(12),
        "x".repeat(300)
    );
    let mut last = Vec::new();
    for (i, mv) in moves.iter().enumerate() {
        let (from, subject) = support::move_mail(i, 101, mv);
        let comment = if i + 1 == moves.len() {
            long.as_str()
        } else {
            ""
        };
        last = bed.round(from, &subject, comment).await;
    }
    let yinsh = last.iter().find(|o| o.to == ALICE).expect("alice's mail");
    fits_in_a_browser(&bed, yinsh, "yinsh-mid-game");

    bed.round(ALICE, "rin challenge alice bob", "").await;
    let mut last = Vec::new();
    for (from, command) in [
        (ALICE, "rin move 102 alice apw 7,7"),
        (BOB, "rin move 102 bob bpw 3,3:4,4"),
    ] {
        last = bed.round(from, command, "Your turn.").await;
    }
    let rin = last.iter().find(|o| o.to == ALICE).expect("alice's mail");
    fits_in_a_browser(&bed, rin, "rin");
}
