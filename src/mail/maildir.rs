//! A Maildir as the inbound source: mail waits in `new/` (or unseen in
//! `cur/`); once processed it moves to `cur/` with the seen flag.

use std::io::Read;
use std::path::{Path, PathBuf};

use anyhow::Context;

use super::{BoxFuture, InMail, Inbound};

/// A Maildir folder.
#[derive(Debug)]
pub struct Maildir {
    root: PathBuf,
    max_bytes: usize,
    /// Names listed, oldest first, not yet handed out: the folders are
    /// read again once they are all handed out.
    listed: std::collections::VecDeque<String>,
}

/// Reads the mails `names` of the Maildir at `root`, each cut after
/// `max_bytes + 1` bytes.
fn read_all(root: &Path, names: &[String], max_bytes: usize) -> Vec<anyhow::Result<InMail>> {
    names
        .iter()
        .map(|id| {
            let path = root.join(id);
            let mut raw = Vec::new();
            std::fs::File::open(&path)
                .with_context(|| format!("cannot open {}", path.display()))?
                .take(max_bytes as u64 + 1)
                .read_to_end(&mut raw)
                .with_context(|| format!("cannot read {}", path.display()))?;
            let oversize = raw.len() > max_bytes;
            Ok(InMail {
                id: id.clone(),
                raw,
                oversize,
            })
        })
        .collect()
}

/// Moves the processed mail `id` of the Maildir at `root` to `cur/` with
/// the seen flag; a mail no longer there is no error (see
/// [`Maildir::mark_seen`]).
fn mark_seen_in(root: &Path, id: &str) -> anyhow::Result<()> {
    let (_, name) = id.split_once('/').context("not a Maildir handle")?;
    let from = root.join(id);
    let to = root.join("cur").join(seen_name(name));
    match std::fs::rename(&from, &to) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && !exists(&from) => {
            tracing::debug!(
                mail = id,
                "already taken out of the inbox by another reader"
            );
            Ok(())
        }
        Err(e) => Err(anyhow::Error::from(e).context(format!(
            "cannot move {} to {}",
            from.display(),
            to.display()
        ))),
    }
}

/// Orders Maildir names by delivery time: `SECONDS.M<micros>...` or
/// `SECONDS.<anything>`, numbers compared as numbers, then by the counter
/// `Q<n>` ringmail writes, then by the whole name.
fn arrival_key(name: &str) -> (u64, u64, u64, String) {
    let num = |s: &str| -> u64 {
        s.chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse()
            .unwrap_or(0)
    };
    let (secs, rest) = name.split_once('.').unwrap_or((name, ""));
    let field = |tag: char| {
        rest.split(|c: char| !c.is_ascii_alphanumeric())
            .next()
            .and_then(|unique| unique.find(tag).map(|i| num(&unique[i + 1..])))
            .unwrap_or(0)
    };
    (num(secs), field('M'), field('Q'), name.to_string())
}

fn seen(name: &str) -> bool {
    name.rsplit_once(":2,")
        .is_some_and(|(_, flags)| flags.contains('S'))
}

fn seen_name(name: &str) -> String {
    match name.rsplit_once(":2,") {
        Some((base, flags)) => {
            let mut f: Vec<char> = flags.chars().chain(['S']).collect();
            f.sort();
            f.dedup();
            format!("{base}:2,{}", f.into_iter().collect::<String>())
        }
        None => format!("{name}:2,S"),
    }
}

/// Whether a file is there (a dangling name is not; an error other than
/// "not found" counts as there, so that it is reported).
fn exists(path: &Path) -> bool {
    match std::fs::symlink_metadata(path) {
        Ok(_) => true,
        Err(e) => e.kind() != std::io::ErrorKind::NotFound,
    }
}

impl Maildir {
    /// Opens the Maildir at `path`, creating `new`, `cur` and `tmp`.
    pub fn open(path: impl AsRef<Path>, max_bytes: usize) -> anyhow::Result<Maildir> {
        let root = path.as_ref().to_path_buf();
        for sub in ["new", "cur", "tmp"] {
            std::fs::create_dir_all(root.join(sub))
                .with_context(|| format!("cannot create the Maildir {}", root.display()))?;
        }
        Ok(Maildir {
            root,
            max_bytes,
            listed: Default::default(),
        })
    }

    /// The folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Delivers a message into `new/` the Maildir way (write to `tmp/`,
    /// then rename). Returns the file name.
    pub fn deliver(&self, raw: &[u8]) -> anyhow::Result<String> {
        use std::sync::atomic::{AtomicU64, Ordering};
        static SEQ: AtomicU64 = AtomicU64::new(0);
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        let name = format!(
            "{}.M{}P{}Q{}.ringmail",
            t.as_secs(),
            t.subsec_micros(),
            std::process::id(),
            SEQ.fetch_add(1, Ordering::Relaxed)
        );
        let tmp = self.root.join("tmp").join(&name);
        std::fs::write(&tmp, raw).with_context(|| format!("cannot write {}", tmp.display()))?;
        std::fs::File::open(&tmp)?.sync_all()?;
        std::fs::rename(&tmp, self.root.join("new").join(&name))?;
        Ok(name)
    }

    /// Moves a processed mail to `cur/` with the seen flag. A mail that is
    /// no longer there was taken by another reader of the Maildir (which
    /// processed it too, or will): that is no error.
    pub fn mark_seen(&self, id: &str) -> anyhow::Result<()> {
        mark_seen_in(&self.root, id)
    }
}

/// The waiting mails of the Maildir at `root`, oldest first.
fn list(root: &Path) -> anyhow::Result<Vec<String>> {
    let mut names = Vec::new();
    for sub in ["new", "cur"] {
        let dir = root.join(sub);
        for e in
            std::fs::read_dir(&dir).with_context(|| format!("cannot read {}", dir.display()))?
        {
            let name = e?.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || (sub == "cur" && seen(&name)) {
                continue;
            }
            names.push(format!("{sub}/{name}"));
        }
    }
    // Maildir names start with the delivery time: oldest first.
    names.sort_by_cached_key(|n| arrival_key(&n[4..]));
    Ok(names)
}

impl Inbound for Maildir {
    /// Up to `limit` waiting mails, oldest first; the folders are listed
    /// only when those listed before are all handed out (so that mail
    /// come meanwhile is seen then). A mail another reader took before it
    /// was read is passed over; one that cannot be read is an error, and
    /// it is listed again.
    fn fetch(&mut self, limit: usize) -> BoxFuture<'_, anyhow::Result<Vec<InMail>>> {
        Box::pin(async move {
            if self.listed.is_empty() {
                self.listed = list(&self.root)?.into();
            }
            let mut out = Vec::new();
            while out.len() < limit
                && let Some(id) = self.listed.pop_front()
            {
                match read_all(&self.root, std::slice::from_ref(&id), self.max_bytes).remove(0) {
                    Ok(m) => out.push(m),
                    Err(_) if !exists(&self.root.join(&id)) => {
                        tracing::debug!(mail = id, "taken by another reader before it was read");
                    }
                    Err(e) => {
                        self.listed.push_front(id);
                        return Err(e);
                    }
                }
            }
            Ok(out)
        })
    }

    fn ack<'a>(&'a mut self, id: &'a str) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move { self.mark_seen(id) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrival_order() {
        let mut names = vec![
            "1700000001.M5P1Q0.host",
            "1700000000.M10P1Q2.host",
            "1700000000.M9P1Q1.host",
            "1700000000.M10P1Q10.host",
            "999999999.M1P1.host",
        ];
        names.sort_by_cached_key(|n| arrival_key(n));
        assert_eq!(
            names,
            [
                "999999999.M1P1.host",
                "1700000000.M9P1Q1.host",
                "1700000000.M10P1Q2.host",
                "1700000000.M10P1Q10.host",
                "1700000001.M5P1Q0.host"
            ]
        );
    }

    #[test]
    fn seen_flags() {
        assert!(!seen("123.abc"));
        assert!(seen("123.abc:2,S"));
        assert!(seen("123.abc:2,FS"));
        assert_eq!(seen_name("123.abc"), "123.abc:2,S");
        assert_eq!(seen_name("123.abc:2,F"), "123.abc:2,FS");
    }

    #[tokio::test]
    async fn deliver_fetch_ack() {
        let dir = std::env::temp_dir().join(format!("ringmail-maildir-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut md = Maildir::open(&dir, 10).unwrap();
        md.deliver(b"first").unwrap();
        md.deliver(b"second mail, too long").unwrap();
        let got = md.fetch(100).await.unwrap();
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].raw, b"first");
        assert!(!got[0].oversize);
        assert!(got[1].oversize);
        assert_eq!(got[1].raw.len(), 11);
        md.ack(&got[0].id).await.unwrap();
        let again = md.fetch(100).await.unwrap();
        assert_eq!(again.len(), 1);
        assert_eq!(std::fs::read_dir(dir.join("cur")).unwrap().count(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Each mail is handed out once, in order, whatever the limits asked
    /// for; mail come meanwhile comes after the mails listed before it; a
    /// mail that cannot be read is an error naming it, every time.
    #[tokio::test]
    async fn fetch_hands_out_each_mail_once_in_order() {
        let dir = std::env::temp_dir().join(format!("ringmail-maildir3-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut md = Maildir::open(&dir, 100).unwrap();
        for i in 1..=7 {
            md.deliver(format!("mail {i}").as_bytes()).unwrap();
        }
        let mut seen = Vec::new();
        for limit in [3, 1, 10, 10] {
            let got = md.fetch(limit).await.unwrap();
            assert!(got.len() <= limit);
            for m in got {
                md.ack(&m.id).await.unwrap();
                seen.push(String::from_utf8(m.raw).unwrap());
            }
            if limit == 1 {
                md.deliver(b"mail 8").unwrap();
            }
        }
        let want: Vec<String> = (1..=8).map(|i| format!("mail {i}")).collect();
        assert_eq!(seen, want);
        assert!(md.fetch(10).await.unwrap().is_empty());
        assert_eq!(std::fs::read_dir(dir.join("cur")).unwrap().count(), 8);
        let bad = dir.join("new").join("999.M1.bad");
        std::fs::create_dir(&bad).unwrap();
        let e = md.fetch(10).await.unwrap_err();
        assert!(format!("{e:#}").contains("999.M1.bad"), "{e:#}");
        assert!(md.fetch(10).await.is_err());
        std::fs::remove_dir(&bad).unwrap();
        assert!(md.fetch(10).await.unwrap().is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Two servers read one Maildir: a mail the other one took is no
    /// error, neither when it is gone before it is read nor at `ack`.
    #[tokio::test]
    async fn two_readers_of_one_maildir() {
        let dir = std::env::temp_dir().join(format!("ringmail-maildir2-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut a = Maildir::open(&dir, 100).unwrap();
        let mut b = Maildir::open(&dir, 100).unwrap();
        a.deliver(b"first").unwrap();
        a.deliver(b"second").unwrap();
        // Both read the first mail; a takes it out, then b does too.
        let got_a = a.fetch(1).await.unwrap();
        let got_b = b.fetch(1).await.unwrap();
        assert_eq!(got_a[0].id, got_b[0].id);
        a.ack(&got_a[0].id).await.unwrap();
        b.ack(&got_b[0].id).await.unwrap();
        // b listed the second mail before a took it: b skips it.
        let second = a.fetch(1).await.unwrap();
        assert_eq!(second[0].raw, b"second");
        a.ack(&second[0].id).await.unwrap();
        assert!(b.fetch(1).await.unwrap().is_empty());
        assert!(b.fetch(10).await.unwrap().is_empty());
        assert_eq!(std::fs::read_dir(dir.join("cur")).unwrap().count(), 2);
        // A mail taken out of an unseen cur/ entry, too.
        let name = a.deliver(b"third").unwrap();
        std::fs::rename(dir.join("new").join(&name), dir.join("cur").join(&name)).unwrap();
        let got = b.fetch(10).await.unwrap();
        assert_eq!(got[0].id, format!("cur/{name}"));
        a.mark_seen(&got[0].id).unwrap();
        b.ack(&got[0].id).await.unwrap();
        // Other failures are still errors: here cur/ is gone, the mail not.
        a.deliver(b"fourth").unwrap();
        let got = b.fetch(10).await.unwrap();
        std::fs::remove_dir_all(dir.join("cur")).unwrap();
        assert!(b.ack(&got[0].id).await.is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
