//! The loop of `serve`: mail is read, replies are delivered and robots
//! think side by side, until shutdown.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use tokio::sync::{Notify, watch};
use tracing::{error, info};

use super::Server;
use crate::mail::Inbound;

/// How soon the inbox is looked at again while mail flows.
const BUSY_LOOK: Duration = Duration::from_millis(50);
/// How long after the last mail the inbox counts as busy.
const BUSY_WINDOW: Duration = Duration::from_secs(5);
/// How often the clocks are run (reminders, losses on time).
const CLOCK_EVERY: Duration = Duration::from_secs(60);

impl Server {
    /// The loop: mail is read and replies are delivered side by side, so
    /// that sending never holds up reading; until `shutdown` turns true (the
    /// mail in hand is finished first). With `once`, one round that
    /// processes everything waiting and delivers what can be delivered.
    /// Returns the number of mails that failed in a `once` round.
    pub async fn run(
        &self,
        inbox: &mut dyn Inbound,
        mut shutdown: watch::Receiver<bool>,
        once: bool,
    ) -> anyhow::Result<usize> {
        let replies = Notify::new();
        // Mail processed: a robot may be to move.
        let robots_wake = Notify::new();
        let reading_done = AtomicBool::new(false);
        let poll = Duration::from_secs(self.config.poll_seconds);
        let robots_shutdown = shutdown.clone();
        let reading = async {
            let result = async {
                let mut last_mail: Option<Instant> = None;
                let mut last_clocks: Option<Instant> = None;
                loop {
                    // The clocks first, so that their mails go out in this
                    // round; a failure is logged and tried in the next pass.
                    if last_clocks.is_none_or(|t| t.elapsed() >= CLOCK_EVERY) {
                        last_clocks = Some(Instant::now());
                        match self.run_clocks().await {
                            Ok(run) if run != super::ClockRun::default() => replies.notify_one(),
                            Ok(_) => {}
                            Err(e) => error!(error = format!("{e:#}"), "running the clocks failed"),
                        }
                    }
                    let (done, failed) = self.process_inbox(inbox, &shutdown, &replies).await?;
                    if done > 0 {
                        info!(mails = done, "processed");
                        last_mail = Some(Instant::now());
                        robots_wake.notify_one();
                    }
                    // One round: the robots answer what is waiting for them
                    // (each board moved on once), and it goes out with it.
                    if once {
                        match self.run_robots_once().await {
                            Ok(run) if !run.is_idle() => replies.notify_one(),
                            Ok(_) => {}
                            Err(e) => error!(error = format!("{e:#}"), "running the robots failed"),
                        }
                    }
                    if once || *shutdown.borrow() {
                        return Ok(if once { failed } else { 0 });
                    }
                    // While mail flows, look again soon: an IMAP server may
                    // report new mail late (Dovecot waits half a second
                    // before telling an IDLE client), a Maildir not at all.
                    let busy = last_mail.is_some_and(|t| t.elapsed() < BUSY_WINDOW);
                    tokio::select! {
                        _ = tokio::time::sleep(BUSY_LOOK), if busy => {}
                        waited = inbox.wait(poll.min(CLOCK_EVERY)), if !busy => {
                            if let Err(e) = waited {
                                error!(error = format!("{e:#}"), "waiting for mail failed");
                                tokio::time::sleep(poll).await;
                            }
                        }
                        _ = shutdown.changed() => {}
                    }
                    if *shutdown.borrow() {
                        return Ok(0);
                    }
                }
            }
            .await;
            reading_done.store(true, Ordering::SeqCst);
            replies.notify_one();
            result
        };
        // Delivery: a pass sends what is due, then the next, until none is
        // left; then it waits for new replies (or the poll interval, for
        // replies waiting to be tried again).
        let sending = async {
            loop {
                let finished = reading_done.load(Ordering::SeqCst);
                let idle = match self.deliver_due().await {
                    // (A pass that sent anything checkpoints the log
                    // itself, see `Store::scrub_log`.)
                    Ok(d) if d.sent + d.retried + d.failed > 0 => false,
                    Ok(_) => true,
                    Err(e) => {
                        error!(error = format!("{e:#}"), "delivery failed");
                        true
                    }
                };
                if finished && idle {
                    return;
                }
                if idle {
                    tokio::select! {
                        _ = replies.notified() => {}
                        _ = tokio::time::sleep(poll) => {}
                    }
                }
            }
        };
        // The robots think beside the reading and the sending, so that no
        // mail waits for a robot (in a `once` round they play after the
        // inbox instead).
        let robots = async {
            if !once {
                self.play_robots(&robots_wake, &replies, robots_shutdown, poll)
                    .await;
            }
        };
        let (result, (), ()) = tokio::join!(reading, sending, robots);
        result
    }
}
