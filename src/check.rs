//! `ringmail check`: reads the configuration and says, one line each,
//! what the server would use and whether it works: the addresses, the
//! database, the inbound source, the outbound transport, the engines and
//! the trusted `authserv-id`. It sends nothing and changes nothing (a
//! folder the server would make is reported, not made).

use std::path::Path;
use std::time::Duration;

use crate::config::Config;

/// How long a mail server may take to answer a check.
const NETWORK_WAIT: Duration = Duration::from_secs(20);

/// How one thing stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// It works.
    Ok,
    /// It works, with something the operator should know.
    Note,
    /// It does not work: what the line says is to be changed.
    Fail,
}

/// One line of the report.
#[derive(Debug, Clone)]
pub struct Line {
    pub what: String,
    pub verdict: Verdict,
    pub said: String,
}

impl Line {
    fn new(what: &str, result: Result<String, String>) -> Line {
        let (verdict, said) = match result {
            Ok(said) => (Verdict::Ok, said),
            Err(said) => (Verdict::Fail, said),
        };
        Line {
            what: what.to_string(),
            verdict,
            said,
        }
    }

    fn note(what: &str, said: String) -> Line {
        Line {
            what: what.to_string(),
            verdict: Verdict::Note,
            said,
        }
    }
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mark = match self.verdict {
            Verdict::Ok => "ok",
            Verdict::Note => "note",
            Verdict::Fail => "FAIL",
        };
        write!(f, "{mark:<5} {:<10} {}", self.what, self.said)
    }
}

/// Every line of the report on `config`, in order.
pub async fn check(config: &Config) -> Vec<Line> {
    let mut lines = vec![address(config)];
    lines.push(reply_addresses(config));
    lines.push(Line::new(
        "database",
        crate::store::check::check(&config.database)
            .await
            .map_err(|e| format!("{e:#}")),
    ));
    lines.push(Line::new("inbound", inbound(config).await));
    lines.push(Line::new("outbound", outbound(config).await));
    lines.extend(engines(config));
    lines.push(authserv_id(config));
    lines
}

/// The server's address (a configuration that does not name a usable one
/// does not load: `ringmail check` says so on its `config` line).
fn address(config: &Config) -> Line {
    Line::new(
        "address",
        Ok(format!("the server writes as {}", config.address)),
    )
}

fn reply_addresses(config: &Config) -> Line {
    match config.token_address("play-TOKEN") {
        Some(play) => Line::new(
            "replies",
            Ok(format!(
                "reply to play and confirmations by reply go to {play} (recipient_delimiter \"{}\"): the mail system must deliver such addresses to the server's mailbox",
                config.recipient_delimiter
            )),
        ),
        None => Line::note(
            "replies",
            "recipient_delimiter is empty: no reply to play; confirmations by their subject only"
                .into(),
        ),
    }
}

async fn inbound(config: &Config) -> Result<String, String> {
    let spec = &config.inbound;
    if spec.starts_with("imap") {
        let imap = crate::mail::imap_from(config).map_err(|e| format!("{e:#}"))?;
        return network(imap.check()).await;
    }
    match spec.split_once(':') {
        Some(("maildir", path)) => folder(Path::new(path), "the Maildir"),
        _ => Err(format!(
            "'{spec}' is not supported: use maildir:PATH or imap://, imap+starttls://, imaps://"
        )),
    }
}

async fn outbound(config: &Config) -> Result<String, String> {
    let spec = &config.outbound;
    if spec.starts_with("smtp") {
        let smtp = crate::mail::smtp_from(config).map_err(|e| format!("{e:#}"))?;
        return network(smtp.check()).await;
    }
    match spec.split_once(':') {
        Some(("file", path)) => folder(Path::new(path), "replies are written as .eml files in"),
        Some(("sendmail", path)) => {
            executable(Path::new(path)).map(|()| format!("replies are handed to {path}"))
        }
        _ => Err(format!(
            "'{spec}' is not supported: use file:PATH, sendmail:PATH or smtp://, smtp+starttls://, smtps://"
        )),
    }
}

/// A check over the network, cut off after [`NETWORK_WAIT`].
async fn network(check: impl Future<Output = anyhow::Result<String>>) -> Result<String, String> {
    match tokio::time::timeout(NETWORK_WAIT, check).await {
        Ok(Ok(said)) => Ok(said),
        Ok(Err(e)) => Err(format!("{e:#}")),
        Err(_) => Err(format!(
            "no answer within {} s: is the host or port right, or a firewall in the way?",
            NETWORK_WAIT.as_secs()
        )),
    }
}

/// Whether the server can write into the folder `path` (a file made and
/// removed), or make it.
fn folder(path: &Path, what: &str) -> Result<String, String> {
    let shown = path.display();
    if path.is_dir() {
        let probe = path.join(format!(".ringmail-check-{}", std::process::id()));
        return match std::fs::write(&probe, b"") {
            Ok(()) => {
                let _ = std::fs::remove_file(&probe);
                Ok(format!("{what} {shown} (writable)"))
            }
            Err(e) => Err(format!("{what} {shown} is not writable: {e}")),
        };
    }
    if path.exists() {
        return Err(format!("{shown} is not a folder"));
    }
    let mut parent = path.parent();
    while let Some(p) = parent.filter(|p| !p.as_os_str().is_empty() && !p.exists()) {
        parent = p.parent();
    }
    let base = parent
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    match folder(base, "") {
        Ok(_) => Ok(format!("{what} {shown} (made when serve starts)")),
        Err(_) => Err(format!(
            "{shown} does not exist, and {} is not writable to make it",
            base.display()
        )),
    }
}

/// Whether `path` is a file the server may run.
fn executable(path: &Path) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt;
    let meta = std::fs::metadata(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if meta.is_file() && meta.permissions().mode() & 0o111 != 0 {
        Ok(())
    } else {
        Err(format!("{} is not an executable file", path.display()))
    }
}

/// The program `program` names: itself when it has a `/`, else the first
/// found on `PATH`.
fn found(program: &str) -> Result<std::path::PathBuf, String> {
    if program.contains('/') {
        let path = Path::new(program).to_path_buf();
        return executable(&path).map(|()| path);
    }
    let paths = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&paths)
        .map(|dir| dir.join(program))
        .find(|p| executable(p).is_ok())
        .ok_or_else(|| format!("{program} is not found on PATH"))
}

fn engines(config: &Config) -> Vec<Line> {
    config
        .robots
        .engine
        .iter()
        .map(|e| {
            let result = e.check().and_then(|()| {
                let program = found(&e.command[0])?;
                Ok(format!(
                    "{} plays {} with {}",
                    e.name,
                    e.game,
                    program.display()
                ))
            });
            Line::new("engine", result)
        })
        .collect()
}

fn authserv_id(config: &Config) -> Line {
    let id = config.trusted_authserv_id.trim();
    if id.is_empty() {
        Line::note(
            "senders",
            "trusted_authserv_id is empty: a mail's From is believed without the receiving system's Authentication-Results; set it to that system's authserv-id".into(),
        )
    } else {
        Line::new(
            "senders",
            Ok(format!(
                "a mail's From is believed when the Authentication-Results of {id} vouch for it"
            )),
        )
    }
}

/// Prints the report and returns the exit status: 0 when nothing fails,
/// else 1.
pub fn print(lines: &[Line]) -> i32 {
    for line in lines {
        println!("{line}");
    }
    let failed = lines.iter().filter(|l| l.verdict == Verdict::Fail).count();
    if failed == 0 {
        println!("all is well");
        0
    } else {
        println!("{failed} to change: see the FAIL lines above, then run ringmail check again");
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folders() {
        let dir = std::env::temp_dir().join(format!("ringmail-check-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        assert!(folder(&dir, "x").unwrap().contains("writable"));
        assert!(
            folder(&dir.join("a/b"), "x")
                .unwrap()
                .contains("made when serve starts")
        );
        let file = dir.join("f");
        std::fs::write(&file, b"").unwrap();
        assert!(folder(&file, "x").unwrap_err().contains("not a folder"));
        assert!(executable(&file).is_err());
        assert!(found("sh").is_ok());
        assert!(found("no-such-program-ringmail").is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
