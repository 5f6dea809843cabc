//! The corpus of replies from real mail clients (`tests/fixtures/replies/`):
//! golden `.eml` replies by alice to one real board mail of board 101
//! (`board-mail.eml`), one a client layout, each listed with its origin and
//! what the server must read from it in `layouts-*.toml`. `{{TOKEN}}` (the
//! play token) and `{{MESSAGE_ID}}` (the board mail's id) are filled in
//! for the board a test starts.

use std::path::PathBuf;

use serde::Deserialize;

use super::Bed;
use super::reply::{reply_to, start};

/// One client layout of the corpus.
#[derive(Debug, Clone, Deserialize)]
pub struct Layout {
    pub file: String,
    pub client: String,
    /// Which public quote-parsing fixtures the layout's shape follows.
    pub origin: String,
    /// The move the server must play; empty when it must find none.
    #[serde(rename = "move")]
    pub mv: String,
    /// The comment it must keep: exactly what the player wrote below the
    /// move.
    pub comment: String,
}

/// The corpus' folder.
pub fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/replies")
}

/// Every layout of every manifest, sorted by file name.
pub fn layouts() -> Vec<Layout> {
    super::corpus::manifests(&folder(), "layout", |l: &Layout| &l.file)
}

/// The reply of `layout` with `token` and `message_id` (no angle
/// brackets) filled in.
pub fn reply(layout: &Layout, token: &str, message_id: &str) -> Vec<u8> {
    let raw = std::fs::read(folder().join(&layout.file))
        .unwrap_or_else(|e| panic!("{}: {e}", layout.file));
    fill(&raw, token, message_id)
}

/// The board mail the corpus answers, as the server sent it (with `token`
/// and `message_id` filled in).
pub fn board_mail(token: &str, message_id: &str) -> Vec<u8> {
    fill(
        &std::fs::read(folder().join("board-mail.eml")).unwrap(),
        token,
        message_id,
    )
}

fn fill(raw: &[u8], token: &str, message_id: &str) -> Vec<u8> {
    // The files are 7-bit or UTF-8 headers over encoded bodies; a body in
    // another charset is always transfer-encoded.
    assert!(
        std::str::from_utf8(raw).is_ok(),
        "a fixture is valid UTF-8 as a whole (encode other charsets)"
    );
    super::corpus::fill(raw, &[("TOKEN", token), ("MESSAGE_ID", message_id)])
}

/// The position the corpus answers: alice and bob on YINSH board 101,
/// moves e5 f6 d4 g7 (bob's with the comment "Your turn, alice! Good
/// luck."), alice to place her third ring. Returns the bed, alice's play
/// token and her board mail's Message-ID (no angle brackets).
pub async fn the_board(name: &str) -> (Bed, String, String) {
    let (mut bed, _) = start(name).await;
    for (i, mv) in ["e5", "f6", "d4", "g7"].into_iter().enumerate() {
        let (from, subject) = super::move_mail(i, 101, mv);
        let body = if i == 3 {
            "Your turn, alice! Good luck."
        } else {
            ""
        };
        bed.send(from, &subject, body);
        bed.run_once().await;
    }
    // The last board mail to alice: she is to move.
    let outs = bed.new_mail();
    let board = outs
        .iter()
        .rfind(|o| o.to == "alice@players.test")
        .expect("a board mail to alice");
    let address = reply_to(&bed, board).expect("alice's board mail has a Reply-To");
    let token = address
        .strip_prefix("games+play-")
        .and_then(|t| t.strip_suffix("@ringmail.test"))
        .expect("a play address")
        .to_string();
    let id = board.message_id.trim_matches(|c| c == '<' || c == '>');
    (bed, token, id.to_string())
}
