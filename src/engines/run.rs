//! One run of an outside program, fenced in: no shell, its own process
//! group, no standard input, a wall-time limit, a memory limit
//! (`RLIMIT_AS`, set in the child before it starts the program) and a cap
//! on what it prints. Whatever happens, the whole group is killed before
//! the run returns, so nothing the program started outlives it.

use std::process::{ExitStatus, Stdio};
use std::time::Duration;

use tokio::io::AsyncReadExt;

/// What a run may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Wall time, from start to exit.
    pub wall: Duration,
    /// Address space, in bytes (each process of the group).
    pub memory: u64,
    /// Standard output, in bytes.
    pub output: usize,
}

/// Why a run gave no answer: each is written to the log as it is.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The program is empty, or could not be started.
    #[error("could not start the program: {0}")]
    Start(String),
    /// It ran past its wall time and was killed.
    #[error("ran past its {0:?} and was killed")]
    Time(Duration),
    /// It printed more than its cap and was killed.
    #[error("printed more than {0} bytes and was killed")]
    Output(usize),
    /// It exited with a failure, or was killed by a signal (as a program
    /// that runs out of its memory limit usually is).
    #[error("exited with {0}")]
    Exit(ExitStatus),
    /// It exited cleanly without printing a line.
    #[error("printed no move")]
    Silent,
    /// Reading its output failed.
    #[error("its output could not be read: {0}")]
    Read(#[from] std::io::Error),
}

/// A finished run: the last non-empty line the program printed, and the
/// process group it ran in (killed by then).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ran {
    /// The last non-empty line of standard output, trimmed.
    pub last_line: String,
    /// The process group's id (the program's process id).
    pub group: i32,
}

/// Runs `argv` (the program, then its arguments, as they are: no shell)
/// within `limits`, and returns the last line it printed.
pub async fn run(argv: &[String], limits: Limits) -> Result<Ran, (RunError, Option<i32>)> {
    let Some((program, args)) = argv.split_first() else {
        return Err((RunError::Start("no program named".into()), None));
    };
    let mut command = tokio::process::Command::new(program);
    command
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .process_group(0)
        .kill_on_drop(true);
    let memory = limits.memory;
    // SAFETY: between fork and exec only `setrlimit` and `prctl`, system
    // calls that are async-signal-safe, run; they allocate nothing.
    unsafe {
        command.pre_exec(move || {
            rlimit::setrlimit(rlimit::Resource::AS, memory, memory)?;
            // Killed with the server, should the server die first (a kill
            // -9 gives it no time to kill the group).
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut child = command
        .spawn()
        .map_err(|e| (RunError::Start(format!("{program}: {e}")), None))?;
    let group = child.id().map(|id| id as i32);
    let Some(group) = group else {
        return Err((RunError::Start("the program ended at once".into()), None));
    };
    let mut stdout = child.stdout.take().expect("piped");
    let outcome = tokio::time::timeout(limits.wall, async {
        let mut out = Vec::new();
        let read = (&mut stdout)
            .take(limits.output as u64 + 1)
            .read_to_end(&mut out)
            .await?;
        if read > limits.output {
            return Err(RunError::Output(limits.output));
        }
        let status = child.wait().await?;
        Ok((out, status))
    })
    .await;
    // The group goes whatever became of the run: a child the program left
    // behind dies with it.
    kill_group(group);
    let _ = child.wait().await;
    let (out, status) = match outcome {
        Err(_) => return Err((RunError::Time(limits.wall), Some(group))),
        Ok(Err(e)) => return Err((e, Some(group))),
        Ok(Ok(done)) => done,
    };
    if !status.success() {
        return Err((RunError::Exit(status), Some(group)));
    }
    let text = String::from_utf8_lossy(&out);
    match text.lines().map(str::trim).rfind(|l| !l.is_empty()) {
        Some(line) => Ok(Ran {
            last_line: line.to_string(),
            group,
        }),
        None => Err((RunError::Silent, Some(group))),
    }
}

/// Kills every process of the group `group` (those already gone are
/// ignored).
fn kill_group(group: i32) {
    // SAFETY: `killpg` is a plain system call on a number; it touches no
    // memory of this process.
    unsafe {
        libc::killpg(group, libc::SIGKILL);
    }
}

/// The processes of the group `group` still alive (zombies not counted),
/// read from `/proc`: how the tests see that a kill reached them all.
#[cfg(test)]
fn group_members(group: i32) -> Vec<i32> {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.filter_map(|e| e.ok()?.file_name().to_str()?.parse::<i32>().ok())
        .filter(|pid| {
            let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
                return false;
            };
            // After the command in parentheses: state, ppid, pgrp.
            let Some((_, rest)) = stat.rsplit_once(')') else {
                return false;
            };
            let fields: Vec<&str> = rest.split_whitespace().collect();
            fields.first().is_some_and(|s| *s != "Z")
                && fields.get(2).and_then(|g| g.parse::<i32>().ok()) == Some(group)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits {
        wall: Duration::from_secs(30),
        memory: 256 * 1024 * 1024,
        output: 4096,
    };

    /// `sh -c SCRIPT`: the tests' programs (the runner itself uses no
    /// shell; `sh` is the program here).
    fn sh(script: &str) -> Vec<String> {
        vec!["/bin/sh".into(), "-c".into(), script.into()]
    }

    /// Fails unless the group has no process left once the kill has
    /// reached it (a signal is delivered, not awaited: this waits up to
    /// 10 s for the killed to die).
    fn assert_group_gone(group: Option<i32>) {
        let group = group.expect("the program started");
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        let mut left = group_members(group);
        while !left.is_empty() && std::time::Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
            left = group_members(group);
        }
        assert!(left.is_empty(), "group {group} still has {left:?}");
    }

    #[tokio::test]
    async fn the_last_line_printed_is_the_answer() {
        let ran = run(&sh("echo thinking; echo; echo ' e5 '; echo"), LIMITS)
            .await
            .expect("a move");
        assert_eq!(ran.last_line, "e5");
        assert_group_gone(Some(ran.group));
    }

    #[tokio::test]
    async fn no_standard_input_and_arguments_without_a_shell() {
        // An argument with spaces and `$` reaches the program as it is.
        let argv = vec![
            "/bin/sh".into(),
            "-c".into(),
            "read x || echo \"no input: $0\"".into(),
            "a $b c".into(),
        ];
        let ran = run(&argv, LIMITS).await.expect("a line");
        assert_eq!(ran.last_line, "no input: a $b c");
    }

    #[tokio::test]
    async fn a_program_past_its_time_is_killed_with_its_group() {
        let limits = Limits {
            wall: Duration::from_millis(300),
            ..LIMITS
        };
        let (e, group) = run(&sh("sleep 30 & sleep 30; echo e5"), limits)
            .await
            .expect_err("too slow");
        assert!(matches!(e, RunError::Time(_)), "{e}");
        assert_group_gone(group);
    }

    #[tokio::test]
    async fn a_child_left_behind_is_killed() {
        // The child lets go of the output, so the program ends at once
        // with its answer; the child would sleep on.
        let ran = run(&sh("sleep 30 >/dev/null 2>&1 & echo e5"), LIMITS)
            .await
            .expect("a move");
        assert_eq!(ran.last_line, "e5");
        assert_group_gone(Some(ran.group));
    }

    #[tokio::test]
    async fn a_program_past_its_memory_is_refused() {
        let limits = Limits {
            memory: 64 * 1024 * 1024,
            ..LIMITS
        };
        // 200 MB in a shell variable.
        let script = "x=$(head -c 200000000 /dev/zero | tr '\\0' a); echo e5";
        let (e, group) = run(&sh(script), limits).await.expect_err("too big");
        assert!(matches!(e, RunError::Exit(_)), "{e}");
        assert_group_gone(group);
    }

    #[tokio::test]
    async fn endless_output_is_cut_and_killed() {
        let (e, group) = run(&sh("yes e5"), LIMITS).await.expect_err("endless");
        assert!(matches!(e, RunError::Output(4096)), "{e}");
        assert_group_gone(group);
    }

    #[tokio::test]
    async fn failures_say_why() {
        let (e, _) = run(&sh("echo e5; exit 3"), LIMITS)
            .await
            .expect_err("exit 3");
        assert!(e.to_string().contains("exit status: 3"), "{e}");
        let (e, _) = run(&sh("true"), LIMITS).await.expect_err("silent");
        assert!(matches!(e, RunError::Silent), "{e}");
        let (e, group) = run(&["/no/such/engine".to_string()], LIMITS)
            .await
            .expect_err("missing");
        assert!(matches!(e, RunError::Start(_)) && group.is_none(), "{e}");
        let (e, _) = run(&[], LIMITS).await.expect_err("empty");
        assert!(matches!(e, RunError::Start(_)), "{e}");
    }
}
