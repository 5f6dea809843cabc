//! A private PostgreSQL cluster (`scripts/pgbed start DIR`) for tests and
//! benchmarks: started in a fresh directory, its port and URL read from
//! `DIR/pgbed.env`, stopped (and the directory removed) when dropped. A
//! cluster that cannot start panics with the script's messages; a test never
//! skips for want of one.
//!
//! Include it with `#[path = "support/pgbed.rs"] mod pgbed;`.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// A running cluster, stopped when dropped.
pub struct PgBed {
    dir: PathBuf,
    /// `postgres://ringmail:secret@127.0.0.1:PORT/ringmail`.
    pub url: String,
    pub port: u16,
}

fn pgbed(args: &[&str]) -> Output {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/pgbed");
    Command::new(&script)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", script.display()))
}

fn messages(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

impl PgBed {
    /// Starts a cluster in a fresh directory named after `name`, with the
    /// database `ringmail` (at `url`).
    pub fn start(name: &str) -> PgBed {
        static STARTED: AtomicUsize = AtomicUsize::new(0);
        // A short name: the server's Unix socket lives in the directory too.
        let name: String = name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .take(24)
            .collect();
        let dir = std::env::temp_dir().join(format!(
            "ringmail-pgbed-{name}-{}-{}",
            std::process::id(),
            STARTED.fetch_add(1, Ordering::Relaxed)
        ));
        let dir_str = dir.to_str().expect("a UTF-8 temporary directory");
        // A leftover of an earlier run with the same PID, stopped first.
        let _ = pgbed(&["stop", dir_str]);
        let t = Instant::now();
        let out = pgbed(&["start", dir_str]);
        assert!(
            out.status.success(),
            "the PostgreSQL test bed did not start ({}):\n{}",
            out.status,
            messages(&out)
        );
        eprintln!("PostgreSQL bed {name} started in {:.1?}", t.elapsed());
        let out = pgbed(&["env", dir_str]);
        assert!(
            out.status.success(),
            "scripts/pgbed env failed:\n{}",
            messages(&out)
        );
        let env = String::from_utf8(out.stdout).unwrap();
        let get = |key: &str| {
            env.lines()
                .find_map(|l| l.strip_prefix(key)?.strip_prefix('='))
                .unwrap_or_else(|| panic!("{key} missing from the bed's env:\n{env}"))
                .to_string()
        };
        let (url, port) = (get("PGBED_URL"), get("PGBED_PORT"));
        PgBed {
            dir,
            url,
            port: port.parse().expect("PGBED_PORT is a port"),
        }
    }

    /// Creates another database `name` (letters, digits, `_` and `-`) in the
    /// cluster and returns its URL: one database per test lets tests share
    /// a cluster and run in parallel.
    pub fn database(&self, name: &str) -> String {
        let out = pgbed(&["createdb", self.dir.to_str().unwrap(), name]);
        assert!(
            out.status.success(),
            "scripts/pgbed createdb {name} failed:\n{}",
            messages(&out)
        );
        String::from_utf8(out.stdout).unwrap().trim().to_string()
    }

    /// The cluster's directory (data, server log in `log`).
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

impl Drop for PgBed {
    fn drop(&mut self) {
        // Stopping removes the directory: after a failure, show the server's
        // log first.
        if std::thread::panicking()
            && let Ok(log) = std::fs::read_to_string(self.dir.join("log"))
        {
            eprintln!("PostgreSQL log ({}):\n{log}", self.dir.display());
        }
        let out = pgbed(&["stop", self.dir.to_str().unwrap()]);
        if !out.status.success() {
            eprintln!("scripts/pgbed stop failed:\n{}", messages(&out));
        }
    }
}
