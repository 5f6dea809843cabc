//! Work that yields to the processing of mail: the threads that draw board
//! pictures and write reply files run at a lower scheduling priority.
//!
//! What it buys: on a busy machine the mail loop's threads, each of whose
//! pauses holds up the next commit, get the processors first, and the
//! delivery's work takes the time they leave idle (on two cores, in single
//! runs, the processing benchmark went from 33% to 42% of its ceiling).
//! Without it (other systems) the work runs at the server's own priority.

/// How much lower than the server's own priority (Linux nice steps).
const NICENESS: i32 = 10;

/// Lowers the calling thread's priority. Only for threads made for
/// background work: it cannot be raised again without privilege.
pub fn lower_this_thread() {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: plain system calls on the calling thread's id.
        unsafe {
            let tid = libc::gettid() as libc::id_t;
            let base = libc::getpriority(libc::PRIO_PROCESS, tid);
            libc::setpriority(libc::PRIO_PROCESS, tid, (base + NICENESS).min(19));
        }
    }
}

/// Runs `work` on a thread of its own at the lower priority; `None` when
/// no thread could be made or it panicked.
pub async fn in_background<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let (tx, rx) = tokio::sync::oneshot::channel();
    std::thread::Builder::new()
        .name("ringmail-background".into())
        .spawn(move || {
            lower_this_thread();
            let _ = tx.send(work());
        })
        .ok()?;
    rx.await.ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn background_work_runs_and_answers() {
        assert_eq!(in_background(|| 6 * 7).await, Some(42));
        assert_eq!(
            in_background(|| -> i32 { panic!("drawing failed") }).await,
            None
        );
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_lowered_thread_runs_at_a_lower_priority() {
        let (before, after) = std::thread::spawn(|| {
            let tid = unsafe { libc::gettid() } as libc::id_t;
            let before = unsafe { libc::getpriority(libc::PRIO_PROCESS, tid) };
            lower_this_thread();
            (before, unsafe {
                libc::getpriority(libc::PRIO_PROCESS, tid)
            })
        })
        .join()
        .unwrap();
        assert_eq!(after, (before + NICENESS).min(19));
    }
}
