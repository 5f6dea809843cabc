//! The `ringmail mail ...` commands: what the operator asks of the mail
//! records (mails that failed for good, addresses that bounce) and the
//! bounce an operator ends by hand. Each returns the process's exit code.

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
        for b in all {
            println!(
                "{}  player {}  since {}  status {}\n    {}",
                b.address.escape_debug(),
                b.userid.as_deref().unwrap_or("-"),
                ringmail::commands::vacation::utc_text(b.since),
                b.status.escape_debug(),
                b.reason.escape_debug()
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
