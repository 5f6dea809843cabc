//! Bounces as every kind of mail system writes them: each bounce of the
//! corpus (`tests/fixtures/bounces/relays/`, see `support::relay_bounces`)
//! is read as labelled, first by the reader alone (every mismatch listed
//! at once, with a table by kind of system), then through the real path:
//! a board mail, its bounce address, the bounce in the inbox, `serve
//! --once`. A hard bounce marks bob's address with its reason and alice
//! gets the one notice saying why in words; a soft one is counted; any
//! other changes nothing; no token reaches a mail.

use std::collections::BTreeMap;

use crate::support;

use ringmail::mail::bounce::{Reading, read_report};
use support::relay_bounces::{Bounced, Labelled, bounce, corpus};
use support::reports::{board_with_alice_to_move, bounce_address};

const BOB: &str = "bob@players.test";
const ALICE: &str = "alice@players.test";

/// What the reader makes of a bounce, as a label: `hard address-unknown`,
/// `soft`, `none`.
fn label_of(reading: &Reading) -> String {
    match reading {
        Reading::Hard { why, .. } => format!("hard {}", why.name()),
        Reading::Soft { .. } => "soft".into(),
        Reading::OtherMail | Reading::NotAReport => "none".into(),
    }
}

fn expected(labelled: &Labelled) -> String {
    match (&labelled.label[..], &labelled.reason) {
        ("hard", Some(reason)) => format!("hard {reason}"),
        (label, _) => label.to_string(),
    }
}

#[test]
fn every_relay_form_reads_as_labelled() {
    let corpus = corpus();
    let message_id = "r1795597380601786.01.21c07c99eb40@ringmail.test";
    let mail = Bounced {
        bounce_address: "games+bounce-abcdefghij0123456789@ringmail.test",
        recipient: BOB,
        message_id,
        subject: "yinsh Board 101: bob to move",
    };
    let mut by_system: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut wrong = Vec::new();
    for labelled in &corpus {
        let raw = bounce(labelled, &mail);
        let got = label_of(&read_report(&raw, BOB, message_id));
        let row = by_system.entry(labelled.system.clone()).or_default();
        row.0 += 1;
        if got == expected(labelled) {
            row.1 += 1;
        } else {
            wrong.push(format!(
                "{}: read as {got}, labelled {} ({})",
                labelled.file,
                expected(labelled),
                labelled.note
            ));
        }
    }
    println!("| mail system | bounces | read as labelled |\n|---|---|---|");
    for (system, (count, right)) in &by_system {
        println!("| {system} | {count} | {right} |");
    }
    let read: usize = by_system.values().map(|(_, r)| r).sum();
    println!(
        "| all {} kinds | {} | {read} |",
        by_system.len(),
        corpus.len()
    );
    assert!(
        corpus.len() >= 60 && by_system.len() >= 25,
        "the corpus is too small"
    );
    assert!(
        wrong.is_empty(),
        "{} read wrongly:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// Reads one bounce of the corpus through the server, on a board of its
/// own; alice reads French when `french`. `Err` says what went wrong.
async fn through_the_server(labelled: &Labelled, french: bool) -> Result<(), String> {
    let name = format!("relay-{}", labelled.file.trim_end_matches(".eml"));
    let (mut bed, to_bob) = board_with_alice_to_move(&name).await;
    if french {
        sqlx::query("UPDATE players SET language = 'fr' WHERE userid = 'alice'")
            .execute(bed.server.store().pool())
            .await
            .unwrap();
    }
    let bounce_to = bounce_address(&to_bob);
    let token = bounce_to
        .trim_start_matches("games+bounce-")
        .trim_end_matches("@ringmail.test")
        .to_string();
    let message_id = to_bob.message_id.trim_matches(['<', '>']);
    let mail = Bounced {
        bounce_address: &bounce_to,
        recipient: BOB,
        message_id,
        subject: &to_bob.subject,
    };
    bed.put(&bounce(labelled, &mail));
    bed.run_once().await;
    let outs = bed.new_mail();
    let fail = |what: String| Err(format!("{}: {what}\n{outs:#?}", labelled.file));

    // No token in any mail, nor in what the server kept of the bounce.
    let outbox = bed.dir.join("outbox");
    for out in &outs {
        let raw = std::fs::read(outbox.join(&out.file)).unwrap();
        if String::from_utf8_lossy(&raw).contains(&token) {
            return fail(format!("the bounce token is in the mail to {}", out.to));
        }
    }
    let kept: Vec<(Option<String>, Option<String>, String)> =
        sqlx::query_as("SELECT sender, subject, disposition FROM inbound")
            .fetch_all(bed.server.store().pool())
            .await
            .unwrap();
    if kept.iter().any(|(a, b, c)| {
        [a.as_deref(), b.as_deref(), Some(c.as_str())]
            .into_iter()
            .flatten()
            .any(|text| text.contains(&token))
    }) {
        return fail("the bounce token is kept in the inbound record".into());
    }
    if outs.iter().any(|o| o.to == BOB) {
        return fail("a mail went to bob".into());
    }

    let bouncing: Vec<(String, String)> =
        sqlx::query_as("SELECT address, why FROM bouncing_addresses")
            .fetch_all(bed.server.store().pool())
            .await
            .unwrap();
    let delays = bed
        .count("SELECT COUNT(*) FROM outbox WHERE delays > 0")
        .await;
    match (&labelled.label[..], &labelled.reason) {
        ("hard", Some(reason)) => {
            if bouncing != [(BOB.to_string(), reason.clone())] {
                return fail(format!("bob's address is marked {bouncing:?}"));
            }
            let [notice] = &outs[..] else {
                return fail("one notice, to alice, was expected".into());
            };
            let language = if french { "fr" } else { "en" };
            let language = ringmail::language::Language::from_code(language).unwrap();
            let why = ringmail::mail::bounce::Why::named(reason);
            let words = language.text(&ringmail::server::why_in_words(why.name()));
            if notice.to != ALICE
                || notice.subject != "yinsh Board 101: bob cannot be reached by mail"
                || !notice.body.contains(&words)
            {
                return fail(format!("the notice to alice does not say {words:?}"));
            }
            Ok(())
        }
        ("soft", _) => match (bouncing.is_empty(), delays, outs.is_empty()) {
            (true, 1, true) => Ok(()),
            _ => fail(format!("marked {bouncing:?}, {delays} mails delayed")),
        },
        ("none", _) => match (bouncing.is_empty(), delays, outs.is_empty()) {
            (true, 0, true) => Ok(()),
            _ => fail(format!("marked {bouncing:?}, {delays} mails delayed")),
        },
        (label, reason) => panic!("{}: no such label {label} {reason:?}", labelled.file),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_relay_form_through_the_server() {
    let corpus = corpus();
    let mut wrong = Vec::new();
    // Four boards at a time: each mostly waits on its database.
    for (chunk_at, chunk) in corpus.chunks(4).enumerate() {
        let runs = chunk.iter().enumerate().map(|(i, labelled)| {
            let french = (chunk_at * 4 + i) % 2 == 1;
            through_the_server(labelled, french)
        });
        for result in futures_util::future::join_all(runs).await {
            if let Err(e) = result {
                wrong.push(e);
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n\n")
    );
}
