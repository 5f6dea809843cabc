//! The peak resident set size of a child process, as the kernel reports
//! it when the child is reaped (`wait4`'s `ru_maxrss`).

/// Waits for `child`, which must exit 0 (`what` names it when it does
/// not), and returns its peak RSS in KiB.
// The child is reaped by `wait4`, which also reports its peak RSS.
#[allow(clippy::zombie_processes)]
pub fn wait_peak_rss(child: std::process::Child, what: &str) -> i64 {
    let mut status = 0;
    // SAFETY: an all-zero rusage is valid, and wait4 fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: the child is ours and not yet waited for.
    let pid = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as i32);
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "{what} failed"
    );
    usage.ru_maxrss
}
