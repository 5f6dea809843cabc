//! The built `ringmail` binary, run as an operator or an outside checker
//! runs it.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The binary under test.
pub const BIN: &str = env!("CARGO_BIN_EXE_ringmail");

/// The JSON keys replay.md defines for Yinsh (`ringmail replay yinsh
/// --json`).
pub const YINSH_JSON_KEYS: &[&str] = &[
    "game",
    "blitz",
    "moves",
    "status",
    "to_move",
    "rings",
    "markers",
    "rings_removed",
    "pool",
    "legal",
];

/// `ringmail ARGS`, output captured, without the `RINGMAIL_*` variables of
/// the test's own environment (a test sets the ones it means).
pub fn command(args: &[&str]) -> Command {
    let mut c = Command::new(BIN);
    c.args(args).stdout(Stdio::piped()).stderr(Stdio::piped());
    for (k, _) in std::env::vars() {
        if k.starts_with("RINGMAIL_") {
            c.env_remove(k);
        }
    }
    c
}

/// Runs `c` with `stdin` on its standard input.
pub fn run_with_input(c: &mut Command, stdin: &[u8]) -> Output {
    let mut child = c.stdin(Stdio::piped()).spawn().expect("run ringmail");
    // A command that reads its record from a file may end before reading
    // its standard input at all: the closed pipe is not an error then.
    let written = child.stdin.take().unwrap().write_all(stdin);
    if let Err(e) = written {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    child.wait_with_output().unwrap()
}

/// `ringmail ARGS` with `stdin` on its standard input.
pub fn run(args: &[&str], stdin: &str) -> Output {
    run_with_input(&mut command(args), stdin.as_bytes())
}

/// Bytes of an output as text.
pub fn text(b: &[u8]) -> String {
    String::from_utf8(b.to_vec()).unwrap()
}

/// A fresh, empty folder for the test `name`.
pub fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ringmail-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}
