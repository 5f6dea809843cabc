//! Behind Postfix: `ringmail deliver` as a pipe service, with the mail
//! Postfix keeps while the database cannot be written.

use super::*;

/// Behind Postfix, as docs/operating.md shows: Postfix hands each mail for the
/// game address to `ringmail deliver` through a pipe service run as an
/// unprivileged user, and the replies go back out over SMTP. While the
/// database cannot be written, `deliver` exits 75 and Postfix keeps the
/// mail; once it can, a queue flush brings the mail in.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_postfix_with_deliver() {
    use std::os::unix::fs::{PermissionsExt, chown};
    let home = std::env::temp_dir().join(format!("ringmail-deliver-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let data = home.join("data");
    std::fs::create_dir_all(&data).unwrap();
    // The pipe's user ("mail") runs a copy of the binary and owns the data.
    let bin = home.join("ringmail");
    std::fs::copy(env!("CARGO_BIN_EXE_ringmail"), &bin).unwrap();
    for p in [&home, &bin] {
        std::fs::set_permissions(p, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let mail = nix_user_ids("mail");
    chown(&data, Some(mail.0), Some(mail.1)).unwrap();
    let config = home.join("ringmail.toml");
    let argv = format!(
        "{} deliver --config {} --recipient ${{recipient}}",
        bin.display(),
        config.display()
    );
    let bed = MailBed::start_with(
        "deliver",
        &[
            ("MAILBED_PIPE_ADDRESS", GAMES),
            ("MAILBED_PIPE_ARGV", &argv),
        ],
    );
    std::fs::write(
        &config,
        format!(
            "address = \"{GAMES}\"\ndatabase = \"sqlite://{}/ringmail.db\"\noutbound = \"smtp://127.0.0.1:{}\"\n",
            data.display(),
            bed.smtp_port()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&config, std::fs::Permissions::from_mode(0o644)).unwrap();

    // Sign-ups, a challenge and the first move, all through the pipe.
    let (mut alice, mut bob, mut g, thread, _) = sign_up_and_challenge(&bed).await;
    let mv = g.legal_move_texts()[0].clone();
    let who = ["alice", "bob"][g.to_move().unwrap()];
    let pw = if who == "alice" { "apw" } else { "bpw" };
    bed.send(
        &format!("{who}@ringmail.test"),
        &format!("yinsh move 101 {who} {pw} {mv}"),
        "",
    )
    .await;
    g.play_text(&mv).unwrap();
    let mover = if who == "alice" { &mut alice } else { &mut bob };
    // One mail: the mover's board mail is the reply.
    let outs = mover.expect(1).await;
    let board = board_mail(&outs, g.as_ref(), false);
    assert!(board.body.starts_with("Move 1 on yinsh Board 101 accepted"));
    assert_eq!(board.references[0], thread, "the game's thread");
    let other = if who == "alice" { &mut bob } else { &mut alice };
    board_mail(&other.expect(1).await, g.as_ref(), false);

    // The database cannot be written: Postfix keeps the mail.
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o500)).unwrap();
    std::fs::set_permissions(
        data.join("ringmail.db"),
        std::fs::Permissions::from_mode(0o400),
    )
    .unwrap();
    bed.send(ALICE, "yinsh show 101", "").await;
    // Postfix has tried the pipe and deferred the mail. Flushing any
    // earlier could race an attempt still running, whose failure would
    // then wait out Postfix's backoff of minutes.
    let queue = deferred_mail(&bed, GAMES).await;
    assert!(alice.new_uids().await.is_empty(), "no reply while deferred");
    assert!(
        queue.contains("temporary failure") && queue.contains("the MTA should retry"),
        "deferred by deliver's exit status 75 (EX_TEMPFAIL):\n{queue}"
    );
    // Writable again, and the queue flushed: the mail comes in.
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::set_permissions(
        data.join("ringmail.db"),
        std::fs::Permissions::from_mode(0o644),
    )
    .unwrap();
    let flushed = std::process::Command::new("postqueue")
        .args(["-c", bed.dir.join("postfix").to_str().unwrap(), "-f"])
        .status()
        .unwrap();
    assert!(flushed.success());
    let shown = alice.expect(1).await;
    assert!(
        shown.iter().any(|o| o.body.contains(&mv)),
        "the board shows the move: {shown:?}"
    );
    drop(bed);
    let _ = std::fs::remove_dir_all(&home);
}

/// Waits until Postfix's queue holds a mail to `recipient` in its deferred
/// queue, and returns that queue entry as `postqueue -j` prints it.
async fn deferred_mail(bed: &MailBed, recipient: &str) -> String {
    let start = Instant::now();
    loop {
        let out = std::process::Command::new("postqueue")
            .args(["-c", bed.dir.join("postfix").to_str().unwrap(), "-j"])
            .output()
            .unwrap();
        let listing = String::from_utf8_lossy(&out.stdout).to_string();
        if let Some(entry) = listing
            .lines()
            .find(|l| l.contains("\"queue_name\": \"deferred\"") && l.contains(recipient))
        {
            return entry.to_string();
        }
        assert!(
            start.elapsed() < PATIENCE,
            "no mail to {recipient} deferred in Postfix's queue:\n{listing}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A system user's uid and gid.
fn nix_user_ids(name: &str) -> (u32, u32) {
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap();
    passwd
        .lines()
        .find_map(|l| {
            let f: Vec<&str> = l.split(':').collect();
            (f[0] == name).then(|| (f[2].parse().unwrap(), f[3].parse().unwrap()))
        })
        .unwrap_or_else(|| panic!("no user {name}"))
}
