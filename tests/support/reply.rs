//! Reply to play in tests: the `Reply-To` of a board mail, a plain reply
//! to it, and a bed with a board started.

use super::{Bed, Out};
use mail_parser::MessageParser;
use ringmail::games::AnyGame;

/// The `Reply-To` address of a mail in the outbox, as it was sent.
pub fn reply_to(bed: &Bed, out: &Out) -> Option<String> {
    let raw = std::fs::read(bed.dir.join("outbox").join(&out.file)).unwrap();
    let m = MessageParser::default().parse(&raw).unwrap();
    m.reply_to()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .map(str::to_string)
}

/// A plain reply to `out` sent to `to`: `first` on its first lines, then
/// the board mail quoted.
pub fn reply(bed: &Bed, from: &str, to: &str, out: &Out, first: &str) {
    let quoted: String = out.body.lines().map(|l| format!("> {l}\n")).collect();
    let id = format!("<r{}@players.test>", rand_id());
    let raw = format!(
        "From: {from}\r\nTo: {to}\r\nSubject: Re: {subject}\r\nMessage-ID: {id}\r\nIn-Reply-To: {mid}\r\nDate: Sun, 22 Nov 2026 10:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{first}\r\n\r\nOn Sunday, ringmail wrote:\r\n{quoted}",
        subject = out.subject,
        mid = out.message_id,
        quoted = quoted.replace('\n', "\r\n"),
    );
    bed.put(raw.as_bytes());
}

pub fn rand_id() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    N.fetch_add(1, Ordering::Relaxed)
}

/// Two players and a new YINSH board 101 challenged by alice; returns the
/// board mails (to alice, to bob).
pub async fn start(name: &str) -> (Bed, Vec<Out>) {
    let mut bed = Bed::new(name).await;
    let outs = bed.two_players_and_a_board().await;
    (bed, outs)
}

/// The board mail to `to` among `outs`.
pub fn to<'a>(outs: &'a [Out], to: &str) -> &'a Out {
    outs.iter()
        .find(|o| o.to == to && o.subject.contains("Board"))
        .unwrap_or_else(|| panic!("no board mail to {to}: {outs:#?}"))
}

pub fn first_move(g: &dyn AnyGame) -> String {
    g.legal_move_texts()[0].clone()
}
