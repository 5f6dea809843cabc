//! Outbound transports: `.eml` files in a folder, or a sendmail program.
//! Both carry the mail's envelope sender: the sendmail program as `-f`,
//! a file as its first header, `Return-Path` (as a delivering system
//! records it).

use std::path::{Path, PathBuf};
use std::process::Stdio;

use anyhow::Context;
use tokio::io::AsyncWriteExt;

use super::{BoxFuture, Outbound, Outgoing, QueueResults, SendError};

/// Writes each reply as `<message-id>.eml` into a folder, its envelope
/// sender in a `Return-Path` header before the mail's own. Sending the same
/// message again rewrites the same file, so a retried send is the same mail.
/// Files are made durable together, once per batch, by [`Outbound::flush`].
#[derive(Debug, Clone)]
pub struct FileTransport {
    dir: PathBuf,
}

/// A file name for a Message-ID.
pub fn file_name(message_id: &str) -> String {
    let safe: String = message_id
        .trim_matches(|c| c == '<' || c == '>')
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "@.-_".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    format!("{safe}.eml")
}

impl FileTransport {
    /// Uses (and creates) the folder `dir`.
    pub fn open(dir: impl AsRef<Path>) -> anyhow::Result<FileTransport> {
        let dir = dir.as_ref().to_path_buf();
        std::fs::create_dir_all(dir.join(".tmp"))
            .with_context(|| format!("cannot create the outbox folder {}", dir.display()))?;
        Ok(FileTransport { dir })
    }
}

impl Outbound for FileTransport {
    fn send<'a>(
        &'a self,
        from: &'a str,
        _to: &'a str,
        message_id: &'a str,
        raw: &'a [u8],
    ) -> BoxFuture<'a, Result<(), SendError>> {
        Box::pin(async move {
            let dir = self.dir.clone();
            let message_id = message_id.to_string();
            let from = from.to_string();
            let raw = raw.to_vec();
            // Written off the runtime's threads; the batch is made durable
            // by `flush`.
            tokio::task::spawn_blocking(move || write_file(&dir, &message_id, &from, &raw))
                .await
                .map_err(|e| SendError::Transient(e.to_string()))?
        })
    }

    /// All queues on one thread, at the lower priority of background work
    /// ([`crate::priority`]): a file each, no hand-over per file.
    fn send_queues<'a>(
        &'a self,
        queues: Vec<Vec<Outgoing<'a>>>,
    ) -> BoxFuture<'a, Vec<QueueResults>> {
        type Owned = (String, String, std::sync::Arc<Vec<u8>>);
        let owned: Vec<Vec<Owned>> = queues
            .iter()
            .map(|q| {
                q.iter()
                    .map(|m| (m.message_id.to_string(), m.from.to_string(), m.raw.clone()))
                    .collect()
            })
            .collect();
        let dir = self.dir.clone();
        Box::pin(async move {
            let lengths: Vec<usize> = owned.iter().map(Vec::len).collect();
            let written = crate::priority::in_background(move || {
                owned
                    .into_iter()
                    .map(|q| {
                        let mut out = Vec::with_capacity(q.len());
                        for (message_id, from, raw) in q {
                            let r = write_file(&dir, &message_id, &from, &raw);
                            let waits = r.is_err();
                            out.push(r);
                            if waits {
                                break;
                            }
                        }
                        out
                    })
                    .collect::<Vec<_>>()
            })
            .await;
            match written {
                Some(results) => results,
                // The thread failed: nothing is known to be written.
                None => lengths
                    .iter()
                    .map(|_| {
                        vec![Err(SendError::Transient(
                            "the thread writing reply files failed".into(),
                        ))]
                    })
                    .collect(),
            }
        })
    }

    fn flush(&self) -> BoxFuture<'_, Result<(), SendError>> {
        let dir = self.dir.clone();
        Box::pin(async move {
            let d = dir.clone();
            tokio::task::spawn_blocking(move || sync_filesystem(&d))
                .await
                .map_err(|e| SendError::Transient(e.to_string()))?
                .map_err(|e| SendError::Transient(format!("cannot flush {}: {e}", dir.display())))
        })
    }
}

/// Writes one reply as `<message-id>.eml`, after a `Return-Path` header
/// with its envelope sender `from` (through a temporary file, so that a
/// reader never sees half a mail).
fn write_file(dir: &Path, message_id: &str, from: &str, raw: &[u8]) -> Result<(), SendError> {
    let name = file_name(message_id);
    let tmp = dir.join(".tmp").join(&name);
    let eol = if raw.windows(2).any(|w| w == b"\r\n") {
        "\r\n"
    } else {
        "\n"
    };
    let mut file = format!("Return-Path: <{from}>{eol}").into_bytes();
    file.extend_from_slice(raw);
    std::fs::write(&tmp, file)
        .and_then(|_| std::fs::rename(&tmp, dir.join(&name)))
        .map_err(|e| SendError::Transient(format!("cannot write {name}: {e}")))
}

/// Writes out everything cached for the file system that holds `dir`
/// (one `syncfs` for a whole batch of files, rather than one `fsync` each).
fn sync_filesystem(dir: &Path) -> std::io::Result<()> {
    use std::os::fd::AsRawFd;
    let d = std::fs::File::open(dir)?;
    // SAFETY: `d` is an open file descriptor for the whole call.
    if unsafe { libc::syncfs(d.as_raw_fd()) } == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

/// Pipes each reply into a sendmail-compatible program
/// (`PROGRAM -i -f FROM -- TO`). Exit status 75 (EX_TEMPFAIL) and a program
/// that cannot be started are passing failures; any other failure is final.
#[derive(Debug, Clone)]
pub struct Sendmail {
    program: PathBuf,
}

impl Sendmail {
    /// Uses the program at `path`.
    pub fn new(path: impl AsRef<Path>) -> Sendmail {
        Sendmail {
            program: path.as_ref().to_path_buf(),
        }
    }
}

impl Outbound for Sendmail {
    fn send<'a>(
        &'a self,
        from: &'a str,
        to: &'a str,
        _message_id: &'a str,
        raw: &'a [u8],
    ) -> BoxFuture<'a, Result<(), SendError>> {
        Box::pin(async move {
            let prog = self.program.display().to_string();
            let mut child = tokio::process::Command::new(&self.program)
                .args(["-i", "-f", from, "--", to])
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .map_err(|e| SendError::Transient(format!("cannot start {prog}: {e}")))?;
            let mut stdin = child.stdin.take().expect("piped stdin");
            let wrote = stdin.write_all(raw).await;
            drop(stdin);
            let out = child
                .wait_with_output()
                .await
                .map_err(|e| SendError::Transient(format!("{prog} failed: {e}")))?;
            let err = String::from_utf8_lossy(&out.stderr).trim().to_string();
            match out.status.code() {
                Some(0) if wrote.is_ok() => Ok(()),
                Some(0) => Err(SendError::Transient(format!(
                    "{prog} did not read the whole message"
                ))),
                Some(75) | None => Err(SendError::Transient(format!(
                    "{prog}: {} {err}",
                    out.status
                ))),
                Some(_) => Err(SendError::Permanent(format!(
                    "{prog}: {} {err}",
                    out.status
                ))),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_file_starts_with_its_envelope_sender() {
        let dir = std::env::temp_dir().join(format!("ringmail-files-{}", std::process::id()));
        let t = FileTransport::open(&dir).unwrap();
        t.send(
            "g+bounce-x@x.org",
            "bob@x.org",
            "<2@x>",
            b"Subject: hi\r\n\r\nbody\r\n",
        )
        .await
        .unwrap();
        let written = std::fs::read(dir.join("2@x.eml")).unwrap();
        assert_eq!(
            written,
            b"Return-Path: <g+bounce-x@x.org>\r\nSubject: hi\r\n\r\nbody\r\n"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn file_names_are_safe() {
        assert_eq!(file_name("<a.1@x.org>"), "a.1@x.org.eml");
        assert_eq!(file_name("<../../etc/passwd>"), ".._.._etc_passwd.eml");
    }

    #[tokio::test]
    async fn sendmail_exit_codes() {
        let dir = std::env::temp_dir().join(format!("ringmail-sendmail-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let script = |name: &str, body: &str| {
            let p = dir.join(name);
            std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
            p
        };
        let out = dir.join("out.eml");
        let ok = script(
            "ok",
            // The envelope sender goes as `-f`.
            &format!(
                "cat > {}; test \"$3\" = g+bounce-x@x.org && test \"$5\" = bob@x.org",
                out.display()
            ),
        );
        let temp = script("temp", "cat >/dev/null; exit 75");
        let perm = script("perm", "cat >/dev/null; echo 'no such user' >&2; exit 67");
        let msg = b"Subject: hi\r\n\r\nbody\r\n";
        Sendmail::new(&ok)
            .send("g+bounce-x@x.org", "bob@x.org", "<1@x>", msg)
            .await
            .unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), msg);
        assert!(matches!(
            Sendmail::new(&temp)
                .send("g@x.org", "b@x.org", "<1@x>", msg)
                .await,
            Err(SendError::Transient(_))
        ));
        match Sendmail::new(&perm)
            .send("g@x.org", "b@x.org", "<1@x>", msg)
            .await
        {
            Err(SendError::Permanent(e)) => assert!(e.contains("no such user"), "{e}"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            Sendmail::new(dir.join("missing"))
                .send("g@x.org", "b@x.org", "<1@x>", msg)
                .await,
            Err(SendError::Transient(_))
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
