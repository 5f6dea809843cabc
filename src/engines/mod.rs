//! Engines from elsewhere (robots.md, "Engines from elsewhere"): outside
//! programs run once a move. [`EngineConfig`] is one `[[robots.engine]]`
//! entry (read and checked with the configuration), here the command line
//! of one move and its limits;
//! [`run`] runs the program fenced in: no shell, its own process group,
//! no input, and limits on wall time, memory and output, past which the
//! whole group is killed; [`think`] asks it for one move and checks the
//! answer by the rules.

pub mod run;
pub mod think;

pub use crate::config::EngineConfig;

use std::path::Path;
use std::time::Duration;

/// The most an engine may print in one run.
pub const OUTPUT_BYTES: usize = 64 * 1024;

/// The wall time a run is given beyond its think time: half of it, and
/// at least two seconds (a program's start, the machine's load).
pub fn wall_time(think_ms: u64) -> Duration {
    Duration::from_millis(think_ms + (think_ms / 2).max(2000))
}

impl EngineConfig {
    /// The program and its arguments for one move: placeholders filled
    /// in with `record` (the record file) and `options` (the board's
    /// challenge options, `-blitz`).
    pub fn argv(&self, record: &Path, options: &[String]) -> Vec<String> {
        let record = record.display().to_string();
        let think = self.think_ms.to_string();
        let mut argv = Vec::with_capacity(self.command.len() + options.len());
        for arg in &self.command {
            if arg == "{options}" {
                argv.extend(options.iter().map(|o| format!("-{o}")));
            } else {
                argv.push(
                    arg.replace("{record}", &record)
                        .replace("{think_ms}", &think),
                );
            }
        }
        argv
    }

    /// The limits of one run.
    pub fn limits(&self) -> run::Limits {
        run::Limits {
            wall: wall_time(self.think_ms),
            memory: self.memory_mib * 1024 * 1024,
            output: OUTPUT_BYTES,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn engine(command: &[&str]) -> EngineConfig {
        EngineConfig {
            name: "yngine".into(),
            game: "yinsh".into(),
            command: command.iter().map(|s| s.to_string()).collect(),
            think_ms: 2000,
            memory_mib: 256,
        }
    }

    #[test]
    fn placeholders_are_filled_in_without_a_shell() {
        let e = engine(&[
            "/opt/yngine",
            "--think",
            "{think_ms}",
            "{options}",
            "--file={record}",
        ]);
        assert_eq!(e.check(), Ok(()));
        let argv = e.argv(Path::new("/tmp/r 1.txt"), &["-blitz".to_string()]);
        assert_eq!(
            argv,
            [
                "/opt/yngine",
                "--think",
                "2000",
                "--blitz",
                "--file=/tmp/r 1.txt"
            ]
        );
        let argv = e.argv(Path::new("/tmp/r.txt"), &[]);
        assert_eq!(
            argv,
            ["/opt/yngine", "--think", "2000", "--file=/tmp/r.txt"]
        );
        assert_eq!(e.limits().memory, 256 * 1024 * 1024);
        assert_eq!(e.limits().wall, Duration::from_millis(4000));
        assert_eq!(wall_time(10_000), Duration::from_millis(15_000));
    }

    #[test]
    fn entries_that_cannot_be_used_are_refused_with_why() {
        let refused = |e: EngineConfig, why: &str| {
            let err = e.check().expect_err("refused");
            assert!(err.contains(why), "{err}");
        };
        refused(engine(&[]), "command is empty");
        refused(engine(&["/opt/yngine"]), "{record}");
        refused(
            engine(&["/opt/yngine", "{record}", "{seed}"]),
            "unknown placeholder",
        );
        refused(
            EngineConfig {
                name: "Robot".into(),
                ..engine(&["x", "{record}"])
            },
            "not a user id",
        );
        refused(
            EngineConfig {
                name: "robot-easy".into(),
                ..engine(&["x", "{record}"])
            },
            "built-in",
        );
        refused(
            EngineConfig {
                game: "chess".into(),
                ..engine(&["x", "{record}"])
            },
            "no game",
        );
        refused(
            EngineConfig {
                think_ms: 0,
                ..engine(&["x", "{record}"])
            },
            "above 0",
        );
    }
}
