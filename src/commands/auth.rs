//! Passwords: stored only as salted argon2 hashes, checked on every command
//! that acts for a player. A password set or checked once is remembered in
//! memory (as a keyed digest, never the password), so that a player's next
//! commands do not pay for argon2 again; a password changed or an account
//! deleted is forgotten at once (and again after its commit).
//!
//! Argon2 is slow and takes 19 MiB on purpose: it runs on tokio's blocking
//! threads, at most [`ARGON2_AT_ONCE`] at a time, never on the threads that
//! serve mail.
//!
//! The wrong passwords this process saw are remembered here too, so that a
//! remembered right password does not skip the lockout (see
//! [`super::password`]).

use std::collections::HashMap;
use std::sync::Mutex;

use argon2::Argon2;
use argon2::password_hash::rand_core::{OsRng, RngCore};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use sha2::{Digest, Sha256};
use tokio::sync::Semaphore;

use super::password::LOCKOUT_SECONDS;

/// Argon2 checks run at most this many at once.
pub const ARGON2_AT_ONCE: usize = 2;

/// How long a checked password is remembered. Within one server a change
/// forgets it at once; another server on the same database notices a
/// change of password only after this long.
pub const KNOWN_FOR: std::time::Duration = std::time::Duration::from_secs(5 * 60);

/// Password hashing and checking.
pub struct Auth {
    key: [u8; 32],
    /// Passwords set or checked lately: what it buys is that a player's
    /// next move needs no argon2 check (tens of milliseconds and 19 MiB).
    known: Mutex<HashMap<String, ([u8; 32], std::time::Instant)>>,
    /// The last wrong password this process recorded for each account.
    failed: Mutex<HashMap<String, i64>>,
    argon2: Semaphore,
}

impl Default for Auth {
    fn default() -> Self {
        let mut key = [0u8; 32];
        OsRng.fill_bytes(&mut key);
        Auth {
            key,
            known: Mutex::new(HashMap::new()),
            failed: Mutex::new(HashMap::new()),
            argon2: Semaphore::new(ARGON2_AT_ONCE),
        }
    }
}

/// Runs argon2 work on a blocking thread, one of at most
/// [`ARGON2_AT_ONCE`].
async fn off_thread<T: Send + 'static>(
    gate: &Semaphore,
    work: impl FnOnce() -> T + Send + 'static,
) -> anyhow::Result<T> {
    let _permit = gate.acquire().await?;
    Ok(tokio::task::spawn_blocking(work).await?)
}

impl std::fmt::Debug for Auth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Auth")
    }
}

impl Auth {
    /// A salted argon2 hash of a password, in PHC string form.
    pub async fn hash(&self, password: &str) -> anyhow::Result<String> {
        let password = password.to_string();
        off_thread(&self.argon2, move || {
            let salt = SaltString::generate(&mut OsRng);
            Ok(Argon2::default()
                .hash_password(password.as_bytes(), &salt)
                .map_err(|e| anyhow::anyhow!("cannot hash a password: {e}"))?
                .to_string())
        })
        .await?
    }

    fn digest(&self, userid: &str, password: &str) -> [u8; 32] {
        let mut h = Sha256::new();
        h.update(self.key);
        for part in [userid, password] {
            h.update((part.len() as u64).to_le_bytes());
            h.update(part.as_bytes());
        }
        h.finalize().into()
    }

    /// Whether this password of `userid` was set or checked before.
    pub fn known(&self, userid: &str, password: &str) -> bool {
        let d = self.digest(userid, password);
        self.known
            .lock()
            .expect("auth cache")
            .get(userid)
            .is_some_and(|(k, at)| *k == d && at.elapsed() < KNOWN_FOR)
    }

    /// Remembers a password just set or checked.
    pub fn remember(&self, userid: &str, password: &str) {
        let d = self.digest(userid, password);
        self.known
            .lock()
            .expect("auth cache")
            .insert(userid.to_string(), (d, std::time::Instant::now()));
    }

    /// Forgets the remembered password of `userid` (it changed, or the
    /// account is gone): its next check reads the database.
    pub fn forget(&self, userid: &str) {
        self.known.lock().expect("auth cache").remove(userid);
    }

    /// Whether `password` matches the stored hash (argon2; slow on
    /// purpose). The caller remembers the pair once that is safe.
    pub async fn verify(&self, password: &str, stored: &str) -> anyhow::Result<bool> {
        let (password, stored) = (password.to_string(), stored.to_string());
        off_thread(&self.argon2, move || {
            PasswordHash::new(&stored).is_ok_and(|h| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &h)
                    .is_ok()
            })
        })
        .await
    }

    /// Remembers a wrong password recorded for `userid` at `at`.
    pub fn note_failure(&self, userid: &str, at: i64) {
        let mut m = self.failed.lock().expect("auth failures");
        if m.len() >= 100_000 {
            m.retain(|_, t| *t > at - LOCKOUT_SECONDS);
        }
        m.insert(userid.to_string(), at);
    }

    /// Whether this process recorded a wrong password for `userid` within
    /// the lockout window before `now`.
    pub fn failed_lately(&self, userid: &str, now: i64) -> bool {
        self.failed
            .lock()
            .expect("auth failures")
            .get(userid)
            .is_some_and(|t| *t > now - LOCKOUT_SECONDS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hash_and_verify() {
        let a = Auth::default();
        let h = a.hash("secret").await.unwrap();
        assert!(h.starts_with("$argon2"));
        assert!(!h.contains("secret"));
        assert!(a.verify("secret", &h).await.unwrap());
        assert!(!a.verify("Secret", &h).await.unwrap());
        assert!(!a.verify("", &h).await.unwrap());
        assert!(!a.verify("secret", "not a hash").await.unwrap());
        assert!(!a.known("alice", "secret"));
        a.remember("alice", "secret");
        assert!(a.known("alice", "secret"), "remembered");
        assert!(!a.known("alice", "Secret"));
        assert!(!a.known("bob", "secret"));
        a.forget("alice");
        assert!(!a.known("alice", "secret"), "forgotten");
        // The empty hash of a deleted account never verifies.
        assert!(!a.verify("", "").await.unwrap());
        assert!(!a.verify("secret", "").await.unwrap());
        // A new Auth (a restarted server) knows nothing.
        assert!(!Auth::default().known("alice", "secret"));
    }

    #[test]
    fn failures_remembered_for_the_lockout_window() {
        let t = 1_000_000;
        let a = Auth::default();
        assert!(!a.failed_lately("alice", t));
        a.note_failure("alice", t);
        assert!(a.failed_lately("alice", t + 10));
        assert!(!a.failed_lately("alice", t + LOCKOUT_SECONDS));
        assert!(!a.failed_lately("bob", t + 10));
    }
}
