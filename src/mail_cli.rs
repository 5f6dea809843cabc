//! The operator's commands on the records: `ringmail mail ...` (mails
//! that failed for good, addresses that bounce, a bounce ended by hand)
//! and `ringmail export` (the finished boards' record files). Each returns
//! the process's exit code.

use std::path::PathBuf;

use ringmail::config::Config;
use ringmail::server::Server;

pub async fn failed(config: Option<PathBuf>) -> i32 {
    let result = async {
        let config = Config::load(config.as_deref())?;
        let store = ringmail::store::Store::open(&config.database).await?;
        let failed = store.failed_mails().await?;
        if failed.is_empty() {
            println!("No mail has failed.");
        }
        for f in failed {
            println!(
                "{}  {}  from {}  subject {:?}\n    {}",
                f.received_at,
                f.mail_key.escape_debug(),
                f.sender.as_deref().unwrap_or("-").escape_debug(),
                f.subject.as_deref().unwrap_or(""),
                f.disposition.escape_debug()
            );
        }
        anyhow::Ok(())
    }
    .await;
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("ringmail mail failed: {e:#}");
            1
        }
    }
}

pub async fn bounced(config: Option<PathBuf>) -> i32 {
    let result = async {
        let config = Config::load(config.as_deref())?;
        let store = ringmail::store::Store::open(&config.database).await?;
        let mut c = store.pool().acquire().await?;
        let all = ringmail::store::bounces::all_bouncing(&mut c).await?;
        if all.is_empty() {
            println!("No address bounces.");
        }
        let english = ringmail::language::Language::ENGLISH;
        for b in all {
            println!(
                "{}  player {}  since {}  status {}\n    {}",
                b.address.escape_debug(),
                b.userid.as_deref().unwrap_or("-"),
                ringmail::language::utc_text(b.since),
                b.status.escape_debug(),
                english.text(&ringmail::server::why_in_words(&b.why)),
            );
        }
        anyhow::Ok(())
    }
    .await;
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("ringmail mail bounced: {e:#}");
            1
        }
    }
}

pub async fn revive(config: Option<PathBuf>, address: String) -> i32 {
    let result = async {
        let server = Server::open(Config::load(config.as_deref())?).await?;
        let revived = server.revive_by_hand(&address).await?;
        if revived {
            // The notices go out now, as after any mail.
            server.deliver_due().await?;
        }
        anyhow::Ok(revived)
    }
    .await;
    match result {
        Ok(true) => {
            println!("{} takes mail again.", address.trim().to_lowercase());
            0
        }
        Ok(false) => {
            eprintln!(
                "ringmail mail revive: {} does not bounce",
                address.trim().escape_debug()
            );
            1
        }
        Err(e) => {
            eprintln!("ringmail mail revive: {e:#}");
            1
        }
    }
}

pub async fn export(
    config: Option<PathBuf>,
    game: Option<String>,
    since: Option<String>,
    dir: PathBuf,
) -> i32 {
    let result = async {
        let since = match since.as_deref() {
            None => None,
            Some(s) => Some(since_time(s).ok_or_else(|| {
                anyhow::anyhow!("--since '{s}' is not a day (2026-11-01) or an RFC 3339 time")
            })?),
        };
        let config = Config::load(config.as_deref())?;
        let store = ringmail::store::Store::open(&config.database).await?;
        let export = ringmail::records::export::Export { game, since };
        export.run(&store, &dir).await
    }
    .await;
    match result {
        Ok(n) => {
            println!("{n} boards exported to {}", dir.display());
            0
        }
        Err(e) => {
            eprintln!("ringmail export: {e:#}");
            1
        }
    }
}

/// A day (`2026-11-01`, from its start, UTC) or an RFC 3339 time.
fn since_time(s: &str) -> Option<i64> {
    let s = s.trim();
    ringmail::store::parse_rfc3339(s)
        .or_else(|| ringmail::store::parse_rfc3339(&format!("{s}T00:00:00Z")))
}
