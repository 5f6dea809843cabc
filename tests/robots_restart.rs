//! The robot's move across a killed server: `ringmail serve` (Maildir in,
//! file outbox) is killed with SIGKILL while the robot thinks, and started
//! again; the robot's move is then recorded once and mailed once. The
//! server's memory while the robot thinks is measured on the way. The same
//! for an engine from elsewhere, whose program dies with the server.

use crate::support;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use support::cli;
use support::serve::{self, outbox, query, run, subject, wait_for_line};

const ALICE: &str = "alice@players.test";

/// A configuration file in `dir` with the robot thinking `think_ms`.
fn config(dir: &Path, think_ms: u64) -> PathBuf {
    config_with(dir, think_ms, "")
}

/// The same, with `extra` added to its `[robots]` table.
fn config_with(dir: &Path, think_ms: u64, extra: &str) -> PathBuf {
    let robots = format!("[robots]\nthink_ms = {think_ms}\n{extra}");
    serve::config(dir, &format!("ringmail-{think_ms}"), &robots)
}

fn inject(config: &Path, subject: &str, body: &str) {
    serve::inject(config, ALICE, subject, body);
}

/// A number from the process's `/proc` status, in KiB (`VmRSS`, `VmHWM`).
fn status_kib(pid: u32, field: &str) -> u64 {
    let s = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    s.lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

#[test]
fn a_robot_move_cut_short_by_a_kill_is_made_once_after_the_restart() {
    let dir = cli::temp("robots-restart");
    let long = config(&dir, 5000);
    let short = config(&dir, 50);
    inject(&long, "signup alice apw", "");
    run(&long, &["serve", "--once"]);
    // The challenge and Alice's first move in one mail: then the robot is
    // to move.
    inject(
        &long,
        "board",
        "yinsh challenge alice robot\nyinsh move 101 alice apw e5\n",
    );
    let (mut first, log) = serve::serve(&long);
    let pid = first.id();
    let line = wait_for_line(&log, &["robot thinking", "board=101"]);
    assert!(line.contains("robot=\"robot\""), "{line}");
    // Halfway into the think: the server's memory, then the kill.
    std::thread::sleep(Duration::from_millis(2500));
    let (rss, peak) = (status_kib(pid, "VmRSS"), status_kib(pid, "VmHWM"));
    println!(
        "serve while the robot thinks: RSS {:.1} MiB, peak {:.1} MiB",
        rss as f64 / 1024.0,
        peak as f64 / 1024.0
    );
    assert!(peak < 64 * 1024, "peak RSS {peak} KiB");
    first.kill().unwrap();
    first.wait().unwrap();
    assert_eq!(
        query(&dir, "SELECT COUNT(*) FROM moves WHERE board = 101"),
        1,
        "the robot's move was not recorded before the kill"
    );
    let before = outbox(&dir).len();
    // Started again with a short think: the robot moves once.
    let (second, log) = serve::serve(&short);
    wait_for_line(&log, &["robot moved", "board=101"]);
    serve::wait_until_sent(&dir, before);
    serve::stop_after_a_while(second);
    assert_eq!(
        query(&dir, "SELECT COUNT(*) FROM moves WHERE board = 101"),
        2
    );
    assert_eq!(
        query(
            &dir,
            "SELECT COUNT(*) FROM moves WHERE board = 101 AND number = 2 AND userid = 'robot'"
        ),
        1
    );
    // The robot's move is in one mail, sent once: the only mail no
    // incoming mail caused, and one file in the outbox.
    assert_eq!(
        query(&dir, "SELECT COUNT(*) FROM outbox WHERE inbound_id IS NULL"),
        1
    );
    let mails = outbox(&dir);
    assert_eq!(
        mails.len() as i64,
        query(&dir, "SELECT COUNT(*) FROM outbox"),
        "every mail written once"
    );
    let robot_mails: Vec<_> = mails
        .iter()
        .filter(|(_, text)| subject(text) == "yinsh Board 101 alice")
        .collect();
    assert_eq!(robot_mails.len(), 1, "{mails:#?}");
    assert!(robot_mails[0].1.contains("alice@players.test"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Whether process `pid` is gone (or a zombie nobody reaped yet).
fn gone(pid: &str) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.split_whitespace().next() == Some("Z")),
    }
}

#[test]
fn an_engine_move_cut_short_by_a_kill_is_made_once_after_the_restart() {
    use std::os::unix::fs::PermissionsExt;
    let dir = cli::temp("engine-restart");
    // The engine writes its process id, thinks 3 s, then answers with
    // the move `ringmail robot` gives after one playout.
    let program = dir.join("slow-engine");
    std::fs::write(
        &program,
        format!(
            "#!/bin/sh\necho $$ >> \"{}/engine.pids\"\nsleep 3\nexec \"{}\" robot yinsh \"$@\" --playouts 1\n",
            dir.display(),
            cli::BIN
        ),
    )
    .unwrap();
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
    let engine = format!(
        "[[robots.engine]]\nname = \"yngine\"\ngame = \"yinsh\"\n\
         command = [\"{}\", \"{{options}}\", \"{{record}}\"]\nthink_ms = 5000\n",
        program.display()
    );
    let config = config_with(&dir, 50, &engine);
    inject(&config, "signup alice apw", "");
    run(&config, &["serve", "--once"]);
    inject(&config, "board", "yinsh challenge yngine alice\n");
    let (mut first, log) = serve::serve(&config);
    wait_for_line(&log, &["engine thinking", "board=101"]);
    std::thread::sleep(Duration::from_millis(1000));
    first.kill().unwrap();
    first.wait().unwrap();
    assert_eq!(
        query(&dir, "SELECT COUNT(*) FROM moves WHERE board = 101"),
        0,
        "the engine's move was not recorded before the kill"
    );
    // The program died with the server.
    let pids = std::fs::read_to_string(dir.join("engine.pids")).unwrap();
    let pid = pids.lines().next().unwrap().to_string();
    let start = Instant::now();
    while !gone(&pid) {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "engine {pid} lives on"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let before = outbox(&dir).len();
    let (second, log) = serve::serve(&config);
    wait_for_line(&log, &["robot moved", "board=101"]);
    serve::wait_until_sent(&dir, before);
    serve::stop_after_a_while(second);
    assert_eq!(
        query(
            &dir,
            "SELECT COUNT(*) FROM moves WHERE board = 101 AND userid = 'yngine'"
        ),
        1
    );
    assert_eq!(
        query(&dir, "SELECT COUNT(*) FROM moves WHERE board = 101"),
        1
    );
    let engine_mails: Vec<_> = outbox(&dir)
        .into_iter()
        .filter(|(_, text)| subject(text) == "yinsh Board 101 alice")
        .collect();
    assert_eq!(engine_mails.len(), 1, "{engine_mails:#?}");
    std::fs::remove_dir_all(&dir).unwrap();
}
