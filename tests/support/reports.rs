//! Delivery reports (bounces) as a relay writes them back to a mail's
//! envelope sender: RFC 3464 `multipart/report` mails in Postfix's form.

use super::{Bed, Out};

/// The bed's players, as [`Bed::two_players_and_a_board`] signs them up.
const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";

/// What a report says of its recipient.
pub enum Said {
    /// `Action: failed`, `Status: 5.1.1`.
    Failed,
    /// `Action: delayed`, `Status: 4.4.1`.
    Delayed,
}

/// A Postfix-style report that `out` could not be delivered to
/// `recipient` (its own recipient, or another one for a forged report),
/// mailed to `to` (the mail's envelope sender, or another address).
pub fn report(out: &Out, to: &str, recipient: &str, said: Said) -> Vec<u8> {
    let (action, status, subject, diagnostic) = match said {
        Said::Failed => (
            "failed",
            "5.1.1",
            "Undelivered Mail Returned to Sender",
            "smtp; 550 5.1.1 User unknown",
        ),
        Said::Delayed => (
            "delayed",
            "4.4.1",
            "Delayed Mail (still being retried)",
            "X-Postfix; connect to mx.players.test: Connection timed out",
        ),
    };
    let message_id = &out.message_id;
    let sequence = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!(
        "Return-Path: <>\r\n\
         Delivered-To: {to}\r\n\
         From: Mail Delivery System <MAILER-DAEMON@mx.players.test>\r\n\
         To: {to}\r\n\
         Subject: {subject}\r\n\
         Auto-Submitted: auto-replied\r\n\
         Message-ID: <report.{sequence}.{pid}@mx.players.test>\r\n\
         MIME-Version: 1.0\r\n\
         Content-Type: multipart/report; report-type=delivery-status; boundary=\"B\"\r\n\
         \r\n\
         --B\r\n\
         Content-Type: text/plain; charset=us-ascii\r\n\
         \r\n\
         This is the mail system at host mx.players.test.\r\n\
         \r\n\
         <{recipient}>: {diagnostic}\r\n\
         \r\n\
         --B\r\n\
         Content-Type: message/delivery-status\r\n\
         \r\n\
         Reporting-MTA: dns; mx.players.test\r\n\
         \r\n\
         Final-Recipient: rfc822; {recipient}\r\n\
         Original-Recipient: rfc822;{recipient}\r\n\
         Action: {action}\r\n\
         Status: {status}\r\n\
         Diagnostic-Code: {diagnostic}\r\n\
         \r\n\
         --B\r\n\
         Content-Type: text/rfc822-headers\r\n\
         \r\n\
         From: games@ringmail.test\r\n\
         To: {rcpt_header}\r\n\
         Subject: {original_subject}\r\n\
         Message-ID: {message_id}\r\n\
         \r\n\
         --B--\r\n",
        pid = std::process::id(),
        rcpt_header = out.to,
        original_subject = out.subject,
    )
    .into_bytes()
}

static COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// Board 101 between alice and bob with alice to move (she placed a ring,
/// bob another): bob's last board mail.
pub async fn board_with_alice_to_move(name: &str) -> (Bed, Out) {
    let mut bed = Bed::new(name).await;
    bed.two_players_and_a_board().await;
    bed.round(ALICE, "yinsh move 101 alice apw e5", "").await;
    let outs = bed.round(BOB, "yinsh move 101 bob bpw e6", "").await;
    assert_eq!(outs.len(), 2, "{outs:#?}");
    let to_bob = outs
        .into_iter()
        .find(|o| o.to == BOB)
        .expect("bob's board mail");
    (bed, to_bob)
}

/// The envelope sender of a mail: the server's bounce address for it.
pub fn bounce_address(out: &Out) -> String {
    let rp = out.return_path.clone().expect("a Return-Path");
    assert!(rp.starts_with("games+bounce-"), "{rp}");
    rp
}

/// A hard report on bob's mail `to_bob`, at its own bounce address, read:
/// the mails it made.
pub async fn bob_bounces(bed: &mut Bed, to_bob: &Out) -> Vec<Out> {
    bed.put(&report(to_bob, &bounce_address(to_bob), BOB, Said::Failed));
    bed.run_once().await;
    bed.new_mail()
}
