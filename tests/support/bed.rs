//! The real mail test bed (`scripts/mailbed start DIR`) for tests and
//! benchmarks: started in a fresh directory, its ports and password read
//! from `DIR/mailbed.env`, stopped when dropped. A bed that cannot start
//! panics with the script's messages.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use ringmail::mail::imap::Conn;

/// A running bed, stopped when dropped.
pub struct MailBed {
    pub dir: PathBuf,
    env: String,
}

fn mailbed(args: &[&str]) -> std::process::Output {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/mailbed");
    Command::new(&script)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", script.display()))
}

impl MailBed {
    /// Starts a bed in a fresh directory named after `name`.
    pub fn start(name: &str) -> MailBed {
        MailBed::start_with(name, &[])
    }

    /// Starts a bed with `env` set for `scripts/mailbed start` (such as
    /// `MAILBED_IMAP_CAPABILITY`).
    pub fn start_with(name: &str, env: &[(&str, &str)]) -> MailBed {
        let dir =
            std::env::temp_dir().join(format!("ringmail-mailbed-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let t = Instant::now();
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/mailbed");
        let out = Command::new(&script)
            .args(["start", dir.to_str().unwrap()])
            .envs(env.iter().copied())
            .output()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", script.display()));
        assert!(
            out.status.success(),
            "the mail test bed did not start ({}):\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        eprintln!("mail bed {name} started in {:.1?}", t.elapsed());
        let out = mailbed(&["env", dir.to_str().unwrap()]);
        assert!(out.status.success(), "scripts/mailbed env failed");
        MailBed {
            dir,
            env: String::from_utf8(out.stdout).unwrap(),
        }
    }

    /// A value of the bed's env file; panics when it is missing.
    pub fn get(&self, key: &str) -> String {
        self.env
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{key}=")))
            .unwrap_or_else(|| panic!("{key} missing from the bed's env:\n{}", self.env))
            .to_string()
    }

    pub fn port(&self, key: &str) -> u16 {
        self.get(key).parse().unwrap()
    }

    pub fn imap_port(&self) -> u16 {
        self.port("MAILBED_IMAP_PORT")
    }

    pub fn smtp_port(&self) -> u16 {
        self.port("MAILBED_SMTP_PORT")
    }

    pub fn password(&self) -> String {
        self.get("MAILBED_PASSWORD")
    }

    /// Makes Postfix refuse `address` as an unknown user (`revive`:
    /// false), or take it again: mail to a killed address bounces, with
    /// Postfix's own delivery report to the envelope sender.
    pub fn set_address_dead(&self, address: &str, dead: bool) {
        let cmd = if dead {
            "kill-address"
        } else {
            "revive-address"
        };
        let out = mailbed(&[cmd, self.dir.to_str().unwrap(), address]);
        assert!(
            out.status.success(),
            "mailbed {cmd} failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// `scripts/mailbed CMD DIR` (stop-postfix, start-dovecot, ...).
    pub fn control(&self, cmd: &str) {
        let out = mailbed(&[cmd, self.dir.to_str().unwrap()]);
        assert!(
            out.status.success(),
            "mailbed {cmd} failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

impl Drop for MailBed {
    fn drop(&mut self) {
        let out = mailbed(&["stop", self.dir.to_str().unwrap()]);
        if !out.status.success() {
            eprintln!("{}", String::from_utf8_lossy(&out.stderr));
        }
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.dir);
        } else {
            // A failed test shows what the servers did, where its output
            // is all there is (a CI run).
            for log in ["postfix/maillog", "dovecot/dovecot.log"] {
                eprintln!("--- the last lines of the bed's {log}:");
                eprintln!("{}", tail(&self.dir.join(log), LOG_TAIL));
            }
            eprintln!("the bed's logs are in {}", self.dir.display());
        }
    }
}

/// Lines of each server log a failed test prints.
const LOG_TAIL: usize = 40;

/// The last `n` lines of the file at `path` (or why it cannot be read).
fn tail(path: &Path, n: usize) -> String {
    match std::fs::read(path) {
        Ok(bytes) => {
            let text = String::from_utf8_lossy(&bytes);
            let lines: Vec<&str> = text.lines().collect();
            lines[lines.len().saturating_sub(n)..].join("\n")
        }
        Err(e) => format!("({}: {e})", path.display()),
    }
}

/// A plain IMAP login as `user` on the bed's port `port`, INBOX selected.
pub async fn imap_login(port: u16, user: &str, password: &str) -> async_imap::Session<Conn> {
    let tcp = tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .unwrap();
    tcp.set_nodelay(true).unwrap();
    let mut client = async_imap::Client::new(Conn::Plain(tcp));
    client.read_response().await.unwrap().unwrap();
    let mut session = client
        .login(user, password)
        .await
        .map_err(|(e, _)| e)
        .unwrap();
    session.select("INBOX").await.unwrap();
    session
}
